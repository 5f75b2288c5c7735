/** An address the site does not have: says so in pt-BR and leads back to the showcase. */
import { notFoundLabels } from '../../models/labels/not-found';
import { SHOWCASE_PATH } from '../../models/app/pages';
import { NavLink, type Navigate } from './nav-link';
import * as styles from './not-found-page.css';
import { PageTitle } from './page-title';

export function NotFoundPage({ onNavigate }: { onNavigate?: Navigate | undefined }) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title" data-testid="not-found">
      <PageTitle text={notFoundLabels.title} />
      <h1 id="not-found-title" className={styles.title}>
        {notFoundLabels.title}
      </h1>
      <p className={styles.text}>{notFoundLabels.text}</p>
      <NavLink className={styles.back} href={SHOWCASE_PATH} onNavigate={onNavigate}>
        {notFoundLabels.back}
      </NavLink>
    </section>
  );
}
