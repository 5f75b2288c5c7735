/**
 * The result of a submission (spec 000 §2 "Rental result modal", 001 §8):
 * the success modal (the customer's, or the seller's variant: back to the
 * lead on the desk, and close), the error modal of the new layout, and the
 * failure notification of the classic form. Which variant: what the chart
 * lets the person do (`lead.toLeadPage` for a seller's lead).
 */
import { Dialog } from 'radix-ui';
import type { LeadScreenLabels } from '../../models/labels/lead';
import { useLeadEvents, useLeadSelector } from '../../machines/lead-submission/lead-submission.context';
import {
  selectCanDismissError,
  selectCanGoToLeadPage,
  selectCanGoToProposals,
  selectCanRefreshPrice,
  selectErrorMessage,
  selectLayout,
  selectMonthlyPrice,
  selectProposalCode,
  selectResponsePromise,
  selectSellerAttributed,
  selectStatus,
} from '../../machines/lead-submission/lead-submission.machine';
import { formatBRL } from '../../models/common/money';
import { useBrandThemeClass } from '../theme/brand-scope';
import * as styles from './lead.css';

export function LeadResult({ labels }: { labels: LeadScreenLabels }) {
  const status = useLeadSelector(selectStatus);
  const canRefreshPrice = useLeadSelector(selectCanRefreshPrice);
  const canDismissError = useLeadSelector(selectCanDismissError);
  const layout = useLeadSelector(selectLayout);
  const errorMessage = useLeadSelector(selectErrorMessage);
  const proposalCode = useLeadSelector(selectProposalCode);
  const responsePromise = useLeadSelector(selectResponsePromise);
  const monthlyPrice = useLeadSelector(selectMonthlyPrice);
  const toLeadPage = useLeadSelector(selectCanGoToLeadPage);
  const toProposals = useLeadSelector(selectCanGoToProposals);
  const attributed = useLeadSelector(selectSellerAttributed);
  const events = useLeadEvents();
  const brandTheme = useBrandThemeClass();
  const r = labels.resultModal;
  return (
    <>
      <Dialog.Root open={status === 'sent'} onOpenChange={(open) => (open ? undefined : events.closeResult())}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={`${brandTheme} ${styles.dialog}`} data-testid={toLeadPage ? 'lead-seller-success' : 'lead-success'}>
            <Dialog.Title className={styles.dialogTitle}>{toLeadPage ? labels.result.seller.title : labels.leadForm.successMessage}</Dialog.Title>
            <Dialog.Description>
              {toLeadPage ? (attributed ? labels.result.seller.attributed : labels.result.seller.unattributed) : labels.result.successText}
            </Dialog.Description>
            {proposalCode ? (
              <div className={styles.proposalCode} data-testid="lead-proposal-code">
                <p className={styles.proposalCodeLine}>
                  {labels.result.proposalCode}: <strong className={styles.proposalCodeValue}>{proposalCode}</strong>
                </p>
                {toLeadPage ? null : <p className={styles.proposalCodeHint}>{labels.result.proposalCodeHint}</p>}
              </div>
            ) : null}
            {responsePromise ? (
              <p className={styles.responsePromise} data-testid="lead-response-promise">
                {responsePromise}
              </p>
            ) : null}
            <div className={styles.actions}>
              {toLeadPage ? (
                <>
                  <button type="button" className={styles.button} onClick={events.toLeadPage}>
                    {labels.result.seller.back}
                  </button>
                  <button type="button" className={styles.ghostButton} onClick={events.closeResult}>
                    {labels.result.seller.close}
                  </button>
                </>
              ) : (
                <>
                  <button type="button" className={styles.button} onClick={events.toProposals} disabled={!toProposals}>
                    {r.toProposals}
                  </button>
                  <button type="button" className={styles.ghostButton} onClick={events.closeResult}>
                    {r.ok}
                  </button>
                </>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Dialog.Root open={status === 'addedToCart'} onOpenChange={(open) => (open ? undefined : events.closeResult())}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={`${brandTheme} ${styles.dialog}`} data-testid="lead-cart-added">
            <Dialog.Title className={styles.dialogTitle}>{labels.result.cart.title}</Dialog.Title>
            <Dialog.Description>{labels.result.cart.added}</Dialog.Description>
            <p className={styles.status} data-testid="lead-cart-not-sent">
              {labels.result.cart.notSentYet}
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={events.toCart}>
                {labels.result.cart.seeCart}
              </button>
              <button type="button" className={styles.ghostButton} onClick={events.closeResult}>
                {labels.result.cart.keepChoosing}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Dialog.Root open={status === 'failed' && layout === 'newLayout'} onOpenChange={(open) => (open ? undefined : events.dismissError())}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={`${brandTheme} ${styles.dialog}`} data-testid="lead-error-modal">
            <Dialog.Title className={styles.dialogTitle}>{r.errorTitle}</Dialog.Title>
            <Dialog.Description>{r.errorText}</Dialog.Description>
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={events.dismissError}>
                {r.errorButton}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {status === 'priceChanged' || status === 'refreshingPrice' ? (
        <div className={styles.priceChanged} role="alert" data-testid="lead-price-changed">
          <p style={{ margin: 0 }}>{errorMessage}</p>
          <p style={{ margin: 0, fontWeight: 400 }}>{labels.priceChanged.kept}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={events.refreshPrice} disabled={!canRefreshPrice}>
              {status === 'refreshingPrice' ? labels.priceChanged.refreshing : labels.priceChanged.refresh}
            </button>
            <button type="button" className={styles.linkButton} onClick={events.dismissError} disabled={!canDismissError}>
              {r.close}
            </button>
          </div>
        </div>
      ) : null}
      {status === 'priceRefreshed' ? (
        <p className={styles.confirmation} role="status" data-testid="lead-price-refreshed">
          {labels.priceChanged.refreshed(formatBRL(monthlyPrice))}
        </p>
      ) : null}
      {status === 'failed' && layout !== 'newLayout' ? (
        <div className={styles.alert} role="alert" data-testid="lead-failure">
          <p style={{ margin: 0 }}>{labels.leadForm.failureMessage}</p>
          {errorMessage && errorMessage !== labels.leadForm.failureMessage ? <p style={{ margin: '4px 0 0', fontWeight: 400 }}>{errorMessage}</p> : null}
          <button type="button" className={styles.linkButton} onClick={events.dismissError}>
            {r.close}
          </button>
        </div>
      ) : null}
    </>
  );
}
