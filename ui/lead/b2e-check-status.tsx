/** What the B2E check is doing (the employee check, the document upload) and how it ended, from its chart. */
import type { LeadScreenLabels } from '../../models/labels/lead';
import { useB2eCheckSelector } from '../../machines/b2e-check/b2e-check.context';
import { selectErrorMessage, selectStatus, type B2eCheckActorRef } from '../../machines/b2e-check/b2e-check.machine';
import * as styles from './lead.css';

export function B2eCheckStatus({ actorRef, labels }: { actorRef: B2eCheckActorRef; labels: Pick<LeadScreenLabels, 'b2e'> }) {
  const status = useB2eCheckSelector(actorRef, selectStatus);
  const error = useB2eCheckSelector(actorRef, selectErrorMessage);
  if (status === 'rejected' || status === 'failed') {
    return (
      <p className={styles.alert} role="alert" data-testid="b2e-status" data-status={status}>
        {error}
      </p>
    );
  }
  return (
    <p className={styles.status} role="status" data-testid="b2e-status" data-status={status}>
      {labels.b2e.status[status]}
    </p>
  );
}
