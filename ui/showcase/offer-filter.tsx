/** The offer filter: 'Todos' and the configured choices (a category, or a list of model codes). */
import { type ShowcaseLabels } from '../../models/labels/showcase';
import type { FilterOption } from '../../models/app/site-config';
import * as styles from './parts.css';

export interface OfferFilterProps {
  options: readonly FilterOption[];
  selected: string | null;
  onSelect: (filterId: string | null) => void;
  texts: ShowcaseLabels['list'];
}

export function OfferFilter({ options, selected, onSelect, texts }: OfferFilterProps) {
  if (options.length === 0) return null;
  return (
    <div className={styles.filterGroup} role="group" aria-label={texts.filter} data-testid="offer-filter">
      <button type="button" className={styles.filterButton} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {texts.filterAll}
      </button>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          className={styles.filterButton}
          aria-pressed={selected === o.id}
          title={o.categoryDescription || undefined}
          onClick={() => onSelect(o.id)}
        >
          {o.categoryImg ? <img className={styles.filterImg} src={o.categoryImg} alt="" /> : null}
          {o.categoryName}
        </button>
      ))}
    </div>
  );
}
