/** ENTRADA: a money input rendered from the initial payment chart, with its bounds and the financing it buys. */
import { useSelector } from '@xstate/react';
import type { DetailsScreenLabels } from '../../models/labels/details';
import { formatBRL, formatDecimal } from '../../models/common/money';
import { isMoneyKey, moneyFromInput } from '../../models/common/money';
import type { Financing } from '../../models/pricing/pricing';
import {
  selectBoundsMax,
  selectBoundsMin,
  selectInitialPaymentAmount,
  selectInitialPaymentStatus,
  selectRefusedAboveMaximum,
  type InitialPaymentActorRef,
} from '../../machines/initial-payment/initial-payment.machine';
import * as styles from './details.css';

export interface InitialPaymentFieldProps {
  actorRef: InitialPaymentActorRef;
  labels: DetailsScreenLabels;
  /** The financing of the configuration (models/pricing/pricing.ts), shown under the input. */
  financing: Financing;
  /** A coupon is applied: the figure here leaves it out and says so. */
  couponApplied?: boolean;
}

export function InitialPaymentField({ actorRef, labels, financing, couponApplied = false }: InitialPaymentFieldProps) {
  const status = useSelector(actorRef, selectInitialPaymentStatus);
  const amount = useSelector(actorRef, selectInitialPaymentAmount);
  const min = useSelector(actorRef, selectBoundsMin);
  const max = useSelector(actorRef, selectBoundsMax);
  const refused = useSelector(actorRef, selectRefusedAboveMaximum);
  const t = labels.initialPayment;
  const invalid = status === 'belowMinimum' || status === 'aboveMaximum';
  // The maximum speaks when it reset the amount, or when a typed amount past it was refused (below the
  // minimum, the minimum's message is the one that counts).
  const maximumAlert = status === 'aboveMaximum' || (refused && status !== 'belowMinimum');
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
      {/* One message per problem: the bound at fault turns red and says it (the maximum also says the value was reset). */}
      <ul id="entrada-bounds" className={styles.bounds}>
        <li
          className={styles.boundState[status === 'belowMinimum' ? 'alert' : 'normal']}
          data-testid="entrada-minimum"
          data-alert={status === 'belowMinimum'}
          role={status === 'belowMinimum' ? 'alert' : undefined}
        >
          {t.minimum(formatBRL(min))}
        </li>
        <li
          className={styles.boundState[maximumAlert ? 'alert' : 'normal']}
          data-testid="entrada-maximum"
          data-alert={maximumAlert}
          role={maximumAlert ? 'alert' : undefined}
        >
          {status === 'aboveMaximum'
            ? t.maximumReset(formatBRL(max), formatBRL(0))
            : maximumAlert
              ? t.maximumRefused(formatBRL(max), formatBRL(amount))
              : t.maximum(formatBRL(max))}
        </li>
      </ul>
      {status === 'valid' ? (
        <dl className={styles.summaryList} data-testid="entrada-financing">
          <dt className={styles.summaryTerm}>{t.discount}</dt>
          <dd className={styles.summaryValue}>{formatBRL(financing.discount)}</dd>
          <dt className={styles.summaryTerm}>{couponApplied ? t.newMonthlyWithoutCoupon : t.newMonthly}</dt>
          <dd className={styles.summaryValue}>{formatBRL(financing.monthlyValue)}</dd>
        </dl>
      ) : null}
    </section>
  );
}
