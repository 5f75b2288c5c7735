/**
 * The edit modes of a sent lead on the details page (spec 000 §2 "Offer
 * details" offer-edit mode, "Rental result modal"; §4 'Finalizar' /
 * 'Aguarde'; 001 §8): thin renderers of the details chart's 'leadUpdate'
 * child. `EditOpening` while the lead is being read (a loading failure goes
 * to the general error handler), `EditBanner` above the details, and
 * `LeadUpdatePanel` in place of the lead form: the lead's dealer (locked),
 * 'Finalizar' or 'Aguarde', the failure, and the seller's or the customer's
 * result modal.
 */
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { GeneralFailure } from '../../models/common/general-failure';
import type { LeadScreenLabels } from '../../models/labels/lead';
import { useOfferDetailsSelector } from '../../machines/offer-details/offer-details.context';
import { selectLeadUpdateRef } from '../../machines/offer-details/offer-details.machine';
import { useLeadUpdateEvents, useLeadUpdateSelector } from '../../machines/lead-update/lead-update.context';
import {
  selectAnswer,
  selectBlockedReason,
  selectCanSave,
  selectDealerSelectorRef,
  selectErrorMessage,
  selectLead,
  selectLoadError,
  selectMode,
  selectStatus,
  type LeadUpdateActorRef,
} from '../../machines/lead-update/lead-update.machine';
import { useBrandThemeClass } from '../theme/brand-scope';
import { DealerSelector } from './dealer-selector';
import * as leadStyles from './lead.css';
import * as styles from './lead-update.css';

/** While the lead is read: the wait, or the sign-in the customer is sent to. A failure is the general error handler's. */
export function EditOpening({ className, labels }: { className?: string; labels: Pick<LeadScreenLabels, 'update'> }) {
  const ref = useOfferDetailsSelector(selectLeadUpdateRef);
  if (!ref) return <Waiting className={className} text={labels.update.loadingLead} />;
  return <LeadUpdateOpening actorRef={ref} className={className} labels={labels} />;
}

export function LeadUpdateOpening({ actorRef, className, labels }: { actorRef: LeadUpdateActorRef; className?: string | undefined; labels: Pick<LeadScreenLabels, 'update'> }) {
  const t = labels.update;
  const status = useLeadUpdateSelector(actorRef, selectStatus);
  const loadError = useLeadUpdateSelector(actorRef, selectLoadError);
  if (status === 'loadFailed') throw new GeneralFailure(loadError ?? t.notFound);
  return <Waiting className={className} text={status === 'signingIn' ? t.signingIn : t.loadingLead} />;
}

function Waiting({ text, className }: { text: string; className?: string | undefined }) {
  return (
    <p className={className} role="status" aria-busy="true" data-testid="edit-opening">
      {text}
    </p>
  );
}

/** Above the details: whose proposal is being changed. */
export function EditBanner({ labels }: { labels: Pick<LeadScreenLabels, 'update'> }) {
  const ref = useOfferDetailsSelector(selectLeadUpdateRef);
  return ref ? <LeadUpdateBanner actorRef={ref} labels={labels} /> : null;
}

export function LeadUpdateBanner({ actorRef, labels }: { actorRef: LeadUpdateActorRef; labels: Pick<LeadScreenLabels, 'update'> }) {
  const t = labels.update;
  const mode = useLeadUpdateSelector(actorRef, selectMode);
  const code = useLeadUpdateSelector(actorRef, (s) => selectLead(s)?.proposalCode ?? null);
  if (!code) return null;
  return (
    <p className={styles.banner} data-testid="edit-banner">
      {t.banner[mode](code)}
    </p>
  );
}

/** In place of the lead form: the lead's dealer (locked), 'Finalizar' or 'Aguarde', the failure and the result. */
export function LeadUpdatePanel({ labels }: { labels: LeadScreenLabels }) {
  const ref = useOfferDetailsSelector(selectLeadUpdateRef);
  return ref ? <LeadUpdateView actorRef={ref} labels={labels} /> : null;
}

export function LeadUpdateView({ actorRef, labels }: { actorRef: LeadUpdateActorRef; labels: LeadScreenLabels }) {
  const t = labels.update;
  const status = useLeadUpdateSelector(actorRef, selectStatus);
  const mode = useLeadUpdateSelector(actorRef, selectMode);
  const canSave = useLeadUpdateSelector(actorRef, selectCanSave);
  const blocked = useLeadUpdateSelector(actorRef, selectBlockedReason);
  const errorMessage = useLeadUpdateSelector(actorRef, selectErrorMessage);
  const dealerRef = useLeadUpdateSelector(actorRef, selectDealerSelectorRef);
  const events = useLeadUpdateEvents(actorRef);
  const reasonId = useId();
  const waiting = status === 'waiting' || status === 'loadingLead' || status === 'waitingForSession' || status === 'signingIn';
  const saving = status === 'saving';
  return (
    <div className={styles.panel} data-testid="lead-update" data-status={status}>
      <p className={leadStyles.subtitle}>{t.intro[mode]}</p>
      {dealerRef ? <DealerSelector actorRef={dealerRef} labels={labels} /> : null}
      <div className={styles.finish}>
        {waiting || saving ? (
          <button type="button" className={leadStyles.button} disabled aria-busy="true">
            <span className={styles.spinner} aria-hidden="true" />
            {saving ? t.saving : t.wait}
            {waiting ? <span className={styles.visuallyHidden}> — {t.waiting}</span> : null}
          </button>
        ) : (
          <button type="button" className={leadStyles.button} disabled={!canSave} aria-describedby={blocked ? reasonId : undefined} onClick={events.save}>
            {t.finish}
          </button>
        )}
        {blocked ? (
          <p id={reasonId} className={styles.reason}>
            {t.blocked[blocked]}
          </p>
        ) : null}
      </div>
      {status === 'failed' ? (
        <div className={styles.alert} role="alert" data-testid="lead-update-failure">
          <p style={{ margin: 0 }}>{t.saveFailed}</p>
          {errorMessage ? <p style={{ margin: '4px 0 0', fontWeight: 400 }}>{errorMessage}</p> : null}
          <p style={{ margin: '4px 0 0', fontWeight: 400 }}>{t.retryHint}</p>
        </div>
      ) : null}
      <LeadUpdateResult actorRef={actorRef} open={status === 'saved'} labels={labels} />
    </div>
  );
}

/** The result modal (spec 000 §2 "Rental result modal"): the seller's variant (back to the lead, close) or the customer's ('Tudo certo!'). */
function LeadUpdateResult({ actorRef, open, labels }: { actorRef: LeadUpdateActorRef; open: boolean; labels: Pick<LeadScreenLabels, 'update'> }) {
  const t = labels.update;
  const mode = useLeadUpdateSelector(actorRef, selectMode);
  const answer = useLeadUpdateSelector(actorRef, selectAnswer);
  const events = useLeadUpdateEvents(actorRef);
  const brandTheme = useBrandThemeClass();
  const seller = mode === 'seller';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : seller ? events.toLeadPage() : events.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={leadStyles.overlay} />
        <Dialog.Content className={`${brandTheme} ${leadStyles.dialog}`} data-testid="lead-update-result">
          {seller ? (
            <>
              <Dialog.Title className={leadStyles.dialogTitle}>{t.sellerResult.title}</Dialog.Title>
              <Dialog.Description asChild>
                <div>
                  <p style={{ margin: 0 }}>{answer ? t.sellerResult.text(answer.version) : null}</p>
                  <p style={{ margin: '8px 0 0' }}>{answer?.awaitingVersion != null ? t.sellerResult.awaiting : t.sellerResult.notAwaiting}</p>
                </div>
              </Dialog.Description>
              <div className={leadStyles.actions}>
                <button type="button" className={leadStyles.button} onClick={events.toLeadPage}>
                  {t.sellerResult.back}
                </button>
                <button type="button" className={leadStyles.ghostButton} onClick={events.close}>
                  {t.sellerResult.close}
                </button>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title className={leadStyles.dialogTitle}>{t.customerResult.title}</Dialog.Title>
              <Dialog.Description>{t.customerResult.text}</Dialog.Description>
              <div className={leadStyles.actions}>
                <button type="button" className={leadStyles.button} onClick={events.toProposals}>
                  {t.customerResult.toProposals}
                </button>
                <button type="button" className={leadStyles.ghostButton} onClick={events.close}>
                  {t.customerResult.ok}
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
