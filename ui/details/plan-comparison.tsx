/**
 * The plan comparison (beyond the spec): 2–3 period × km plans side by side
 * with the current colour, optional, additionals, entrada and coupon; figures from
 * models/pricing/offer-details.ts `planComparison`; the lowest monthly value and cost per km marked.
 */
import type { DetailsScreenLabels } from '../../models/labels/details';
import { formatBRL } from '../../models/common/money';
import type { ComparisonColumn } from '../../models/pricing/offer-details';
import type { ComparisonCouponNote } from '../../machines/offer-details/offer-details.machine';
import * as styles from './details.css';

export interface PlanComparisonProps {
  columns: ComparisonColumn[];
  onChoose: (period: number, km: number) => void;
  /**
   * A coupon is applied and counts in the figures where it is valid; the note says where: the plans of the
   * period it was applied to ('period'), or every plan for the coupon a sent lead keeps ('kept').
   */
  couponNote?: ComparisonCouponNote;
  labels: Pick<DetailsScreenLabels, 'comparison' | 'plans'>;
}

export function PlanComparison({ columns, onChoose, couponNote = null, labels }: PlanComparisonProps) {
  if (columns.length < 2) return null;
  const t = labels.comparison;
  const km = (c: ComparisonColumn) => labels.plans.km(c.km);
  const cell = (value: number, lowest: boolean) => (
    <>
      {formatBRL(value)}
      {lowest ? <span className={styles.lowest}>{t.lowest}</span> : null}
    </>
  );
  return (
    <section className={styles.section} aria-labelledby="comparison-title" data-testid="comparison">
      <h2 id="comparison-title" className={styles.sectionTitle}>
        {t.heading}
      </h2>
      <p className={styles.scrollHint} aria-hidden="true">
        {t.scrollHint}
      </p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.caption} data-testid="comparison-scroll">
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{t.caption}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((c) => (
                <th key={`${c.period}-${c.km}`} scope="col" className={c.current ? styles.currentPlan : undefined} data-testid="comparison-plan">
                  {t.plan(c.period, km(c))}
                  {c.current ? <span className={styles.note} style={{ display: 'block' }}>{t.current}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t.monthly}</th>
              {columns.map((c) => (
                <td key={`${c.period}-${c.km}`} className={c.current ? styles.currentPlan : undefined} data-testid="comparison-monthly">
                  {cell(c.monthlyValue, c.lowestMonthly)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t.total}</th>
              {columns.map((c) => (
                <td key={`${c.period}-${c.km}`} className={c.current ? styles.currentPlan : undefined} data-testid="comparison-total">
                  {formatBRL(c.contractTotal)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t.perKm}</th>
              {columns.map((c) => (
                <td key={`${c.period}-${c.km}`} className={c.current ? styles.currentPlan : undefined} data-testid="comparison-per-km">
                  {cell(c.costPerKm, c.lowestPerKm)}
                </td>
              ))}
            </tr>
            <tr>
              <td />
              {columns.map((c) => (
                <td key={`${c.period}-${c.km}`}>
                  {c.current ? null : (
                    <button type="button" className={styles.linkButton} aria-label={t.chooseLabel(c.period, km(c))} onClick={() => onChoose(c.period, c.km)}>
                      {t.choose}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {couponNote ? (
        <p className={styles.note} data-testid="comparison-coupon-note">
          {couponNote === 'kept' ? t.withKeptCoupon : t.withCoupon(columns.find((c) => c.current)?.period ?? 0)}
        </p>
      ) : null}
    </section>
  );
}
