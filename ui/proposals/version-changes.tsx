/**
 * A version's changes, field by field, old → new: the old value struck
 * through (<del>), the new one underlined (<ins>), each with a hidden
 * 'Antes:' / 'Depois:' for screen readers (which do not announce del/ins).
 * Shared by 'Minhas Propostas' and the seller's lead page (`reader`: who
 * reads it, so that a new price's tone says who pays more or less).
 */
import { defaultProposalsLabels, type ProposalsScreenLabels } from '../../models/labels/lead-status';
import { changeTone, type LeadVersionChange } from '../../models/lead/lead-version';
import { visuallyHidden } from '../theme/controls.css';
import * as styles from './versions.css';

export function VersionChanges({
  changes,
  testId = 'version-changes',
  labels = defaultProposalsLabels,
  reader = 'customer',
}: {
  changes: readonly LeadVersionChange[];
  testId?: string;
  labels?: Pick<ProposalsScreenLabels, 'versions' | 'version'>;
  reader?: 'customer' | 'staff';
}) {
  const t = labels.versions;
  const toneWords = reader === 'staff' ? t.toneForStaff : t.tone;
  return (
    <ul className={styles.changes} data-testid={testId}>
      {changes.map((c) => {
        const tone = changeTone(c);
        return (
          <li key={c.field} className={styles.change} data-field={c.field} data-tone={tone}>
            <span className={styles.changeField}>{labels.version.field[c.field]}</span>
            <span className={styles.changeValues}>
              <del className={styles.before}>
                <span className={visuallyHidden}>{t.before} </span>
                <Value text={c.before} labels={labels} />
              </del>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              <ins className={styles.after[tone]}>
                <span className={visuallyHidden}>{t.after} </span>
                <Value text={c.after} labels={labels} />
                {tone === 'neutral' ? null : <span className={visuallyHidden}> ({toneWords[tone]})</span>}
              </ins>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A value, or a dash read as 'nenhum' when there is none. */
function Value({ text, labels }: { text: string | null; labels: Pick<ProposalsScreenLabels, 'versions' | 'version'> }) {
  if (text !== null) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{labels.version.none}</span>
      <span className={visuallyHidden}>{labels.versions.none}</span>
    </>
  );
}
