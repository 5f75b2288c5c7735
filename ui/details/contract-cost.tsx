/**
 * Beside VALOR MENSAL: the contract's full cost and what running over the km
 * costs (10 % and 25 % more driving); in the page's column, what the monthly
 * price includes and excludes. Every figure comes from models/ through the
 * chart's selectors.
 */
import type { DetailsScreenLabels } from '../../models/labels/details';
import { groupedInteger } from '../../models/labels/plan';
import { formatBRL } from '../../models/common/money';
import type { PriceItem } from '../../models/offer/offer';
import type { PriceInclusions } from '../../models/pricing/offer-details';
import type { ContractCost } from '../../models/pricing/pricing';
import * as styles from './details.css';

export interface ContractCostPanelProps {
  cost: ContractCost;
  labels: DetailsScreenLabels;
}

export function ContractCostPanel({ cost, labels }: ContractCostPanelProps) {
  const t = labels.costs;
  return (
    <section className={styles.costs} aria-labelledby="costs-title" data-testid="contract-cost">
      <h3 id="costs-title" className={styles.visuallyHidden}>
        {t.heading}
      </h3>
      <dl className={styles.summaryList}>
        <dt className={styles.summaryTerm}>{t.fullCost}</dt>
        <dd className={styles.summaryValue}>
          <span className={styles.costFigure} data-testid="full-cost">
            {formatBRL(cost.fullCost)}
          </span>
          <span className={styles.costNote}>{t.fullCostNote(cost.months)}</span>
        </dd>
        <dt className={styles.summaryTerm}>{t.excessKm}</dt>
        <dd className={styles.summaryValue} data-testid="excess-km-price">
          {cost.excessKmPrice === null ? t.excessKmUnknown : t.perKm(formatBRL(cost.excessKmPrice))}
        </dd>
      </dl>
      {cost.overruns.length > 0 ? (
        <>
          <p className={styles.costCaption} id="overruns-caption">
            {t.overrunsCaption}
          </p>
          <ul className={styles.costOverruns} aria-labelledby="overruns-caption">
            {cost.overruns.map((o) => (
              <li key={o.percent} className={styles.costOverrun} data-testid={`overrun-${o.percent}`}>
                <span>
                  <strong>{t.overrun(o.percent)}</strong>
                  <span className={styles.costNote}>{t.overrunKm(groupedInteger(o.km))}</span>
                </span>
                <span className={styles.costOverrunValue} data-testid={`overrun-${o.percent}-cost`}>
                  {formatBRL(o.cost)}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.costNote}>{t.overrunNote}</p>
        </>
      ) : null}
    </section>
  );
}

/** What the monthly price includes and excludes: a card of the page's column (the summary beside it stays short enough to stay in view). */
export function PriceInclusionsPanel({ inclusions, labels }: { inclusions: PriceInclusions; labels: DetailsScreenLabels }) {
  const t = labels.costs;
  return (
    <section className={styles.section} aria-label={t.included} data-testid="price-inclusions">
      <div className={styles.inclusions}>
        <InclusionList title={t.included} items={inclusions.included} kind="included" inclusions={inclusions} labels={labels} />
        <InclusionList title={t.excluded} items={inclusions.excluded} kind="excluded" inclusions={inclusions} labels={labels} />
      </div>
    </section>
  );
}

function InclusionList({
  title,
  items,
  kind,
  inclusions,
  labels,
}: {
  title: string;
  items: readonly PriceItem[];
  kind: 'included' | 'excluded';
  inclusions: PriceInclusions;
  labels: DetailsScreenLabels;
}) {
  if (items.length === 0) return null;
  const t = labels.costs;
  return (
    <div>
      <h3 className={styles.inclusionTitle} id={`price-${kind}`}>
        {title}
      </h3>
      <ul className={styles.inclusionList} aria-labelledby={`price-${kind}`} data-testid={`price-${kind}`}>
        {items.map((item) => (
          <li key={item} className={kind === 'included' ? styles.inclusionIncluded : styles.inclusionExcluded}>
            {t.items[item]}
            {item === 'insurance' && inclusions.insuranceDeductible !== null ? ` (${t.deductible(formatBRL(inclusions.insuranceDeductible))})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
