/** 'Resumo': the offer summary, every figure from models/pricing/pricing.ts (through the chart's price selector). */
import { Fragment, type ReactNode } from 'react';
import type { DetailsScreenLabels } from '../../models/labels/details';
import { titleCase } from '../../models/common/title-case';
import { formatBRL } from '../../models/common/money';
import type { Offer } from '../../models/offer/offer';
import { isRequiredAdditional, isPlateAdditional, selectionOf, type DetailsConfiguration } from '../../models/pricing/offer-details';
import type { OfferPrice } from '../../models/pricing/pricing';
import { CouponSlot } from '../lead/lead-step';
import * as styles from './details.css';

export interface SummaryPanelProps {
  offer: Offer;
  config: DetailsConfiguration;
  price: OfferPrice;
  labels: DetailsScreenLabels;
  /** The step's action ('Continuar'), at the foot of the summary so it stays in view with it. */
  action?: ReactNode;
  /** Right after VALOR MENSAL: the contract's full cost, the excess km and what the price includes (its own slice). */
  costs?: ReactNode;
}

export function SummaryPanel({ offer, config, price, labels, action, costs }: SummaryPanelProps) {
  const s = selectionOf(offer, config);
  const t = labels.offerDetails;
  const extras = s.additionals.filter((a) => !isRequiredAdditional(a));
  // Each discount per month, as VALOR MENSAL is: base − entrada's share − coupon = the month paid.
  const couponForPart = price.couponMonths > 0 && price.couponMonths < s.plan.period ? ` ${labels.summary.firstMonths(price.couponMonths)}` : '';
  const discounts = [
    ...(price.financing.instalment > 0 ? [{ id: 'entrada', label: labels.summary.financingDiscount, value: labels.summary.perMonth(formatBRL(price.financing.instalment)) }] : []),
    ...(price.couponDiscount > 0 ? [{ id: 'coupon', label: labels.summary.couponDiscount, value: `${labels.summary.perMonth(formatBRL(price.couponDiscount))}${couponForPart}` }] : []),
  ];
  const [first, second] = price.ranges;
  return (
    <aside className={styles.summary} aria-labelledby="summary-title" data-testid="summary">
      <h2 id="summary-title" className={styles.sectionTitle}>
        {t.summary}
      </h2>
      <dl className={styles.summaryList}>
        <dt className={styles.summaryTerm}>{labels.summary.colour}</dt>
        <dd className={styles.summaryValue} data-testid="summary-colour">
          {s.colour ? titleCase(s.colour.name) : '—'}
          {s.colour && s.colour.value > 0 ? ` (${formatBRL(s.colour.value)})` : ''}
        </dd>
        <dt className={styles.summaryTerm}>{t.period}</dt>
        <dd className={styles.summaryValue} data-testid="summary-period">
          {labels.summary.months(s.plan.period)}
        </dd>
        <dt className={styles.summaryTerm}>{t.kmPerMonth}</dt>
        <dd className={styles.summaryValue} data-testid="summary-km">
          {labels.summary.kmPerMonth(s.plan.km)}
        </dd>
        {extras.map((a) =>
          isPlateAdditional(a) ? (
            <SummaryRow key={a.id} term={t.plateEnding} testId="summary-plate">
              {config.plateNumber ?? '—'} ({formatBRL(a.value)})
            </SummaryRow>
          ) : (
            <SummaryRow key={a.id} term={a.name.toLocaleUpperCase('pt-BR')} testId={`summary-additional-${a.id}`}>
              {formatBRL(a.value)}
            </SummaryRow>
          ),
        )}
        <dt className={styles.summaryTerm}>{t.optional}</dt>
        <dd className={styles.summaryValue} data-testid="summary-optional">
          {s.optional ? `${s.optional.name} (${formatBRL(s.optional.value)})` : labels.summary.none}
        </dd>
        <dt className={styles.visuallyHidden}>{labels.summary.coupon}</dt>
        <dd className={styles.summaryWide} data-slot="coupon" data-testid="summary-coupon">
          <CouponSlot labels={labels.lead} fallback={`${labels.summary.coupon}: ${labels.summary.none}`} />
        </dd>
        <dt className={styles.summaryTerm}>{t.initialPayment}</dt>
        <dd className={styles.summaryValue} data-testid="summary-entrada">
          {formatBRL(price.financing.firstPayment)}
        </dd>
        {discounts.length > 0 ? (
          <SummaryRow term={labels.summary.basePrice} testId="summary-base">
            {formatBRL(price.parts.total)}
          </SummaryRow>
        ) : null}
        {discounts.length === 0 ? (
          <SummaryRow term={labels.summary.discounts} testId="summary-discounts">
            {labels.summary.noDiscount}
          </SummaryRow>
        ) : (
          discounts.map((d) => (
            <Fragment key={d.id}>
              <SummaryRow term={d.label} testId={`summary-discount-${d.id}`}>
                {d.value}
              </SummaryRow>
              {d.id === 'entrada' ? (
                <dd className={`${styles.summaryWide} ${styles.summaryNote}`} data-testid="summary-entrada-saving">
                  {labels.summary.entradaSaving(formatBRL(price.financing.discount))}
                </dd>
              ) : null}
            </Fragment>
          ))
        )}
        {second ? (
          <>
            <dt className={styles.summaryTerm}>{t.finalValue}</dt>
            <dd className={styles.summaryValue} data-testid="summary-final">
              {price.ranges.map((r) => (
                <span key={r.fromMonth} style={{ display: 'block' }}>
                  {t.instalmentRange(r.fromMonth, r.toMonth, formatBRL(r.amount))}
                </span>
              ))}
            </dd>
          </>
        ) : first ? (
          <>
            <dt className={styles.summaryTerm}>
              {t.monthlyValue} <span data-testid="summary-count">({t.instalmentCount(first.toMonth - first.fromMonth + 1)})</span>
            </dt>
            <dd className={`${styles.summaryValue} ${styles.summaryTotal}`} data-testid="summary-monthly">
              {formatBRL(first.amount)}
            </dd>
          </>
        ) : null}
      </dl>
      {costs}
      {action ? <div className={styles.summaryAction}>{action}</div> : null}
    </aside>
  );
}

function SummaryRow({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.summaryTerm}>{term}</dt>
      <dd className={styles.summaryValue} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
