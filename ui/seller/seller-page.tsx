/**
 * The seller area's frame: while the session is checked it says so; a
 * visitor is asked to sign in (the route sends them there and back); a
 * signed-in person who is neither a seller nor an offer admin sees the
 * pt-BR 403 message and nothing of the tools; staff see the page.
 */
import type { ReactNode } from 'react';
import { isStaff } from '../../models/auth';
import { authLabels } from '../../models/labels/auth';
import { quotationLabels } from '../../models/labels/quotation';
import { useSessionSelector } from '../../machines/session/session.context';
import { selectStatus, selectUser } from '../../machines/session/session.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './seller.css';

const t = quotationLabels.seller;

export interface SellerPageProps {
  signInHref: string;
  onNavigate?: Navigate | undefined;
  children: ReactNode;
}

export function SellerPage({ signInHref, onNavigate, children }: SellerPageProps) {
  const status = useSessionSelector(selectStatus);
  const staff = useSessionSelector((s) => isStaff(selectUser(s)));
  if (status === 'signedIn' && staff) return <>{children}</>;
  return (
    <section className={styles.page} aria-labelledby="seller-title">
      <h1 id="seller-title" className={styles.heading}>
        {t.homeTitle}
      </h1>
      {status === 'checking' ? (
        <p role="status" className={styles.message}>
          {t.checking}
        </p>
      ) : status === 'signedIn' ? (
        <p role="alert" className={styles.alertBox} data-testid="seller-forbidden">
          {t.notAllowed}
        </p>
      ) : (
        <p className={styles.message}>
          {t.signInToQuote}{' '}
          <NavLink href={signInHref} onNavigate={onNavigate} className={styles.textLink}>
            {authLabels.menu.signIn}
          </NavLink>
        </p>
      )}
    </section>
  );
}
