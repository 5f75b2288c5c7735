/** ENTRADA: a money input rendered from the initial payment chart, with its bounds and the financing it buys. */
import { useSelector } from '@xstate/react';
import { detailsLabels } from '../../models/labels';
import type { Labels } from '../../models/labels';
import { formatBRL, formatDecimal } from '../../models/money';
import { isMoneyKey, moneyFromInput } from '../../models/offer-details';
import type { Financing } from '../../models/pricing';
import {
  selectBoundsMax,
  selectBoundsMin,
  selectInitialPaymentAmount,
  selectInitialPaymentStatus,
  type InitialPaymentActorRef,
} from '../../machines/initial-payment/initial-payment.machine';
import * as styles from './details.css';

export interface InitialPaymentFieldProps {
  actorRef: InitialPaymentActorRef;
  labels: Labels;
  /** The financing of the configuration (models/pricing.ts), shown under the input. */
  financing: Financing;
}

export function InitialPaymentField({ actorRef, labels, financing }: InitialPaymentFieldProps) {
  const status = useSelector(actorRef, selectInitialPaymentStatus);
  const amount = useSelector(actorRef, selectInitialPaymentAmount);
  const min = useSelector(actorRef, selectBoundsMin);
  const max = useSelector(actorRef, selectBoundsMax);
  const t = detailsLabels.initialPayment;
  const invalid = status === 'belowMinimum' || status === 'aboveMaximum';
  return (
    <section className={styles.section} aria-labelledby="entrada-title" data-testid="initial-payment" data-status={status}>
      <h2 id="entrada-title" className={styles.sectionTitle}>
        {labels.offerDetails.initialPayment}
      </h2>
      <div className={styles.moneyField}>
        <span aria-hidden="true">{labels.offerCard.currency}</span>
        <input
          className={styles.moneyInput}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t.inputLabel}
          aria-invalid={invalid}
          aria-describedby="entrada-bounds"
          value={formatDecimal(amount)}
          onKeyDown={(e) => {
            if (!isMoneyKey(e.key, e.ctrlKey || e.metaKey || e.altKey)) e.preventDefault();
          }}
          onChange={(e) => actorRef.send({ type: 'initialPayment.change', amount: moneyFromInput(e.target.value) })}
        />
      </div>
      <ul id="entrada-bounds" className={styles.bounds}>
        <li className={styles.boundState[status === 'belowMinimum' ? 'alert' : 'normal']} data-testid="entrada-minimum" data-alert={status === 'belowMinimum'}>
          {t.minimum(formatBRL(min))}
        </li>
        <li className={styles.boundState[status === 'aboveMaximum' ? 'alert' : 'normal']} data-testid="entrada-maximum" data-alert={status === 'aboveMaximum'}>
          {t.maximum(formatBRL(max))}
        </li>
      </ul>
      {status === 'belowMinimum' ? (
        <p className={styles.error} role="alert">
          {labels.offerDetails.initialPaymentMinimum}: {formatBRL(min)}
        </p>
      ) : null}
      {status === 'aboveMaximum' ? (
        <p className={styles.error} role="alert">
          {labels.offerDetails.initialPaymentMaximum}: {formatBRL(max)}
        </p>
      ) : null}
      {status === 'valid' ? (
        <dl className={styles.summaryList} data-testid="entrada-financing">
          <dt className={styles.summaryTerm}>{t.discount}</dt>
          <dd className={styles.summaryValue}>{formatBRL(financing.discount)}</dd>
          <dt className={styles.summaryTerm}>{t.newMonthly}</dt>
          <dd className={styles.summaryValue}>{formatBRL(financing.monthlyValue)}</dd>
        </dl>
      ) : null}
    </section>
  );
}
