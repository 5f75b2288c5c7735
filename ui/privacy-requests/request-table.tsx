/**
 * The table of data-subject requests, drawn alike for the privacy admin's
 * queue and for the person's own list: protocol, kind, requested on, due on
 * and status, plus the columns each page adds (the queue's person and
 * actions, the person's answer). On a phone each row turns into a card of
 * label: value lines; a cell with nothing to show leaves its line out.
 */
import type { ReactNode } from 'react';
import { formatDate } from '../../models/common/format';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import type { PrivacyRequestView } from '../../models/privacy/privacy-requests';
import * as styles from './privacy-requests.css';

const t = privacyRequestLabels;

/** A column a page adds: its header and what a row shows in it (null for nothing). */
export interface RequestColumn<R> {
  header: string;
  cell: (request: R) => ReactNode;
}

/** What a page shows under or beside a common column's value. */
export interface RequestNotes<R> {
  kind?: (request: R) => ReactNode;
  due?: (request: R) => ReactNode;
  status?: (request: R) => ReactNode;
}

export function RequestTable<R extends PrivacyRequestView>({
  label,
  requests,
  afterKind = [],
  trailing = [],
  notes = {},
  rowMark,
}: {
  /** The table's accessible name. */
  label: string;
  requests: readonly R[];
  /** Columns drawn after the kind. */
  afterKind?: readonly RequestColumn<R>[];
  /** Columns drawn after the status. */
  trailing?: readonly RequestColumn<R>[];
  notes?: RequestNotes<R>;
  /** Whether a row is marked overdue (highlighted, with `data-overdue`); absent, rows carry no mark. */
  rowMark?: (request: R) => boolean;
}) {
  const columns: RequestColumn<R>[] = [
    { header: t.protocol, cell: (r) => <span className={styles.nowrap}>{r.protocol}</span> },
    { header: t.kindLabel, cell: noted((r) => t.kinds[r.kind], notes.kind) },
    ...afterKind,
    { header: t.requestedOn, cell: (r) => formatDate(r.createdAt) },
    { header: t.dueOn, cell: noted((r) => formatDate(r.dueAt), notes.due) },
    { header: t.statusLabel, cell: noted((r) => t.statuses[r.status], notes.status) },
    ...trailing,
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead className={styles.head}>
          <tr>
            {columns.map((c) => (
              <th key={c.header} className={styles.th} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {requests.map((r) => {
            const marked = rowMark?.(r);
            return (
              <tr key={r.protocol} className={`${styles.row} ${marked ? styles.overdueRow : ''}`} data-overdue={marked}>
                {columns.map((c) => (
                  <td key={c.header} className={styles.td} data-label={c.header}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's value followed by the page's note on it, if any: one block, so a card's line keeps the note under its value. */
function noted<R>(value: (request: R) => ReactNode, note: ((request: R) => ReactNode) | undefined): (request: R) => ReactNode {
  return (request) => (
    <div>
      {value(request)}
      {note?.(request)}
    </div>
  );
}
