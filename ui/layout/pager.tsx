/**
 * A long list's pages: 'Página anterior', the page numbers (the current one
 * marked for screen readers too) and 'Próxima página'. The list's chart
 * decides the page; this only renders it and says which one was asked for.
 */
import { pagerLabels } from '../../models/labels/pager';
import { pageCount, pageRange } from '../../models/common/list-pages';
import * as styles from './pager.css';

export interface PagerProps {
  /** The navigation's name ('Páginas de ofertas'). */
  label: string;
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
  testId?: string;
}

export function Pager({ label, page, total, size, onPage, testId }: PagerProps) {
  const t = pagerLabels;
  const pages = pageCount(total, size);
  const range = pageRange(page, total, size);
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label} data-testid={testId}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <ul className={styles.list}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={n === page ? styles.current : styles.pageButton}
              aria-label={t.page(n)}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.step} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
      {range ? <span className={styles.range}>{t.range(range.from, range.to, total)}</span> : null}
    </nav>
  );
}
