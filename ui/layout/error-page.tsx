/**
 * The general error handler's page (spec 001 §8: failures the page cannot go
 * on from, such as the timeline of an edit, are "rethrown to the general
 * handler"): 'Um erro ocorreu, tente novamente', the failure's own pt-BR
 * message when it carries one, a retry and the way back to the offers.
 */
import { generalFailureMessage } from '../../models/common/general-failure';
import { errorPageLabels as t } from '../../models/labels/error-page';
import { SHOWCASE_PATH } from '../../models/app/pages';
import { NavLink, type Navigate } from './nav-link';
import * as styles from './not-found-page.css';
import { PageTitle } from './page-title';

export function ErrorPage({ error, onRetry, onNavigate }: { error: unknown; onRetry: () => void; onNavigate?: Navigate | undefined }) {
  const message = generalFailureMessage(error);
  return (
    <section className={styles.page} aria-labelledby="error-page-title" data-testid="error-page">
      <PageTitle text={t.title} />
      <h1 id="error-page-title" className={styles.title}>
        {t.title}
      </h1>
      {message ? (
        <p className={styles.text} role="alert">
          {message}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <button type="button" className={styles.back} onClick={onRetry}>
          {t.retry}
        </button>
        <NavLink className={styles.ghost} href={SHOWCASE_PATH} onNavigate={onNavigate}>
          {t.back}
        </NavLink>
      </div>
    </section>
  );
}
