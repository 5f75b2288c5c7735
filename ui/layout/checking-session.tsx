/**
 * While a page waits for the session's first answer (its route asks who is
 * looking: src/router.tsx, `requireSignIn`): a status line in the page frame.
 * A module of its own, light enough for the first load: the router imports it.
 */
import { commonLabels } from '../../models/labels/common';
import * as styles from './restricted-page.css';

export function CheckingSessionPage() {
  return (
    <section className={styles.page} data-testid="checking-session">
      <p role="status" className={styles.message}>
        {commonLabels.checkingSession}
      </p>
    </section>
  );
}
