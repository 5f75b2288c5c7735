/**
 * The manager page's frame: while the session is checked it says so; a
 * visitor is asked to sign in (the route sends them there and back); a
 * signed-in person who is not an offer admin sees no admin control, only
 * that the page is not for them; an offer admin sees what the address's
 * hash names (the grid, the editor or a preview).
 */
import type { ReactNode } from 'react';
import { managerLabels } from '../../models/labels/admin-manager';
import { authLabels } from '../../models/labels/auth';
import { useSessionSelector } from '../../machines/session/session.context';
import { selectIsOfferAdmin, selectStatus } from '../../machines/session/session.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './manager.css';

export interface ManagerPageProps {
  signInHref: string;
  onNavigate?: Navigate;
  /** What an offer admin sees. */
  children: ReactNode;
}

export function ManagerPage({ signInHref, onNavigate, children }: ManagerPageProps) {
  const status = useSessionSelector(selectStatus);
  const admin = useSessionSelector(selectIsOfferAdmin);
  if (status === 'signedIn' && admin) return <>{children}</>;
  return (
    <section className={styles.page} aria-labelledby="manager-title">
      <h1 id="manager-title" className={styles.heading}>
        {managerLabels.title}
      </h1>
      {status === 'checking' ? (
        <p role="status" className={styles.message}>
          {managerLabels.checking}
        </p>
      ) : status === 'signedIn' ? (
        <p className={styles.message}>{managerLabels.notAllowed}</p>
      ) : (
        <p className={styles.message}>
          {managerLabels.signInToManage}{' '}
          <NavLink href={signInHref} onNavigate={onNavigate} className={styles.editorLink}>
            {authLabels.menu.signIn}
          </NavLink>
        </p>
      )}
    </section>
  );
}
