/**
 * The dealer selector (spec 000 §2 "Dealer selector"): the chosen dealer and
 * a modal with a name filter and a radio list, rendered from the dealer
 * selector chart. Not shown when the address fixed the dealer (unless the
 * form has a message for it).
 */
import { Dialog, RadioGroup } from 'radix-ui';
import { useId } from 'react';
import type { Dealer } from '../../models/dealer/dealer';
import type { LeadScreenLabels } from '../../models/labels/lead';
import { useDealerSelectorEvents, useDealerSelectorSelector } from '../../machines/dealer-selector/dealer-selector.context';
import {
  selectCanChangeCity,
  selectCanConfirm,
  selectCanOpen,
  selectCityName,
  selectCityPicker,
  selectFilter,
  selectHidden,
  selectHighlightedId,
  selectLockReason,
  selectSelectedDealer,
  selectStatus,
  selectVisibleDealers,
  type DealerSelectorActorRef,
} from '../../machines/dealer-selector/dealer-selector.machine';
import { LocationForm } from '../showcase/location-form';
import { useBrandThemeClass } from '../theme/brand-scope';
import * as styles from './lead.css';

export interface DealerSelectorProps {
  actorRef: DealerSelectorActorRef;
  labels: LeadScreenLabels;
  /** Legal-person offers hide the delivered-by note. */
  hideDeliveredBy?: boolean;
  /** The form's message for this field ('A seleção da concessionária é obrigatória.'). */
  error?: string | undefined;
}

function sameDealers(a: readonly Dealer[], b: readonly Dealer[]) {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}

function DealerAddress({ dealer }: { dealer: Dealer }) {
  return (
    <span className={styles.dealerAddress}>
      {dealer.address} — {dealer.neighborhood}, {dealer.city.name} / {dealer.city.state.stateCode}
    </span>
  );
}

export function DealerSelector({ actorRef, labels, hideDeliveredBy, error }: DealerSelectorProps) {
  const status = useDealerSelectorSelector(actorRef, selectStatus);
  const selected = useDealerSelectorSelector(actorRef, selectSelectedDealer);
  const canOpen = useDealerSelectorSelector(actorRef, selectCanOpen);
  const lockReason = useDealerSelectorSelector(actorRef, selectLockReason);
  const hidden = useDealerSelectorSelector(actorRef, selectHidden);
  const cityPicker = useDealerSelectorSelector(actorRef, selectCityPicker);
  const canChangeCity = useDealerSelectorSelector(actorRef, selectCanChangeCity);
  const cityName = useDealerSelectorSelector(actorRef, selectCityName);
  const events = useDealerSelectorEvents(actorRef);
  const t = labels.dealerSelector;
  const errorId = useId();
  if (hidden && !error) return null;
  return (
    <section className={styles.dealerBox} aria-labelledby={`${errorId}-title`} data-testid="dealer-selector" data-status={status}>
      <h3 id={`${errorId}-title`} className={styles.sectionTitle}>
        {labels.dealerModalTitle}
      </h3>
      {status === 'noCity' ? (
        <div data-testid="dealer-no-city" className={styles.cityChooser}>
          <p className={styles.cityNote}>{labels.dealerCity.intro}</p>
          {cityPicker ? <LocationForm actorRef={cityPicker} texts={labels.dealerCity.picker} /> : null}
        </div>
      ) : null}
      {status === 'loadingDealers' || status === 'locatingDealer' || status === 'starting' ? (
        <p className={styles.status} role="status">
          {labels.dealerLoading}
        </p>
      ) : null}
      {status === 'failed' ? (
        <div role="alert" className={styles.alert}>
          <p style={{ margin: 0 }}>{labels.dealerLoadFailed}</p>
          <button type="button" className={styles.linkButton} onClick={events.retry}>
            {labels.dealerRetry}
          </button>
        </div>
      ) : null}
      {status === 'unavailable' ? (
        <p className={styles.warning} role="status" data-testid="dealer-unavailable">
          {t.unavailableInRegion}
        </p>
      ) : null}

      {status === 'closed' || status === 'choosing' || status === 'fixed' ? (
        <>
          {selected ? (
            <div data-testid="dealer-selected">
              <p className={styles.dealerName}>{selected.fantasyName}</p>
              <DealerAddress dealer={selected} />
              {!hideDeliveredBy && selected.deliveredBy ? <p className={styles.hint}>{t.deliveredBy(selected.deliveredBy.fantasyName)}</p> : null}
            </div>
          ) : (
            <p className={styles.status} data-testid="dealer-none">
              {t.noneSelected}
            </p>
          )}
          {lockReason ? (
            <p className={styles.hint} data-testid="dealer-fixed">
              {lockReason === 'proposal' ? labels.dealerOfProposal : labels.dealerFixed}
            </p>
          ) : (
          <div>
            <button
              type="button"
              className={styles.ghostButton}
              disabled={!canOpen}
              onClick={events.open}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
            >
              {t.choose}
            </button>
          </div>
          )}
          {error ? (
            <p id={errorId} className={styles.fieldError}>
              {error}
            </p>
          ) : null}
          <DealerModal actorRef={actorRef} labels={labels} open={status === 'choosing'} />
        </>
      ) : null}
      {canChangeCity ? (
        <p className={styles.hint}>
          {cityName ? <span data-testid="dealer-city">{labels.dealerCity.current(cityName)} · </span> : null}
          <button type="button" className={styles.linkButton} onClick={events.changeCity}>
            {labels.dealerCity.change}
          </button>
        </p>
      ) : null}
      {status !== 'closed' && status !== 'choosing' && status !== 'fixed' && error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

function DealerModal({ actorRef, labels, open }: { actorRef: DealerSelectorActorRef; labels: LeadScreenLabels; open: boolean }) {
  const dealers = useDealerSelectorSelector(actorRef, selectVisibleDealers, sameDealers);
  const filter = useDealerSelectorSelector(actorRef, selectFilter);
  const highlighted = useDealerSelectorSelector(actorRef, selectHighlightedId);
  const canConfirm = useDealerSelectorSelector(actorRef, selectCanConfirm);
  const events = useDealerSelectorEvents(actorRef);
  const filterId = useId();
  const brandTheme = useBrandThemeClass();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : events.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${brandTheme} ${styles.dialog}`} data-testid="dealer-modal" aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>{labels.dealerSelector.choose}</Dialog.Title>
          <div className={styles.field}>
            <label htmlFor={filterId} className={styles.label}>
              {labels.dealerSelector.filterPlaceholder}
            </label>
            <input
              id={filterId}
              className={styles.input}
              type="search"
              value={filter}
              placeholder={labels.dealerSelector.filterPlaceholder}
              onChange={(e) => events.filter(e.currentTarget.value)}
            />
          </div>
          {dealers.length === 0 ? (
            <p className={styles.status} role="status">
              {labels.dealerNoMatch}
            </p>
          ) : (
            <RadioGroup.Root
              className={styles.dealerList}
              value={highlighted ?? ''}
              onValueChange={events.highlight}
              aria-label={labels.dealerSelector.choose}
            >
              {dealers.map((d) => (
                <label key={d.id} className={styles.dealerOption}>
                  <RadioGroup.Item value={d.id} className={styles.radio} aria-label={d.fantasyName}>
                    <RadioGroup.Indicator className={styles.radioDot} />
                  </RadioGroup.Item>
                  <span>
                    <span className={styles.dealerName} style={{ display: 'block' }}>
                      {d.fantasyName}
                    </span>
                    <DealerAddress dealer={d} />
                  </span>
                </label>
              ))}
            </RadioGroup.Root>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={!canConfirm} onClick={events.confirm}>
              {labels.dealerConfirm}
            </button>
            <button type="button" className={styles.ghostButton} onClick={events.close}>
              {labels.dealerCancel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
