/**
 * The frame of a page only some roles may open (src/role-guard.tsx decides
 * who): while the session is checked it says so; a visitor is asked to sign
 * in (the guard also sends them there and back); a signed-in person without
 * the role is told the page is not for them (the API answers them 403);
 * anyone allowed sees the page.
 */
import type { ReactNode } from 'react';
import { managerLabels } from '../../models/labels/admin-manager';
import { accountLabels } from '../../models/labels/account';
import { NavLink, type Navigate } from './nav-link';
import { PageTitle } from './page-title';
import * as styles from './restricted-page.css';

export interface RestrictedPageProps {
  status: 'checking' | 'signedIn' | 'signedOut';
  allowed: boolean;
  title: string;
  signInText: string;
  notAllowedText: string;
  signInHref: string;
  onNavigate?: Navigate | undefined;
  children: ReactNode;
}

export function RestrictedPage({ status, allowed, title, signInText, notAllowedText, signInHref, onNavigate, children }: RestrictedPageProps) {
  if (status === 'signedIn' && allowed) {
    return (
      <>
        <PageTitle text={title} />
        {children}
      </>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="restricted-title" data-testid="restricted-page">
      <PageTitle text={title} />
      <h1 id="restricted-title" className={styles.heading}>
        {title}
      </h1>
      {status === 'checking' ? (
        <p role="status" className={styles.message}>
          {managerLabels.checking}
        </p>
      ) : status === 'signedIn' ? (
        <p className={styles.message} role="alert" data-testid="access-denied">
          {notAllowedText}
        </p>
      ) : (
        <p className={styles.message}>
          {signInText}{' '}
          <NavLink href={signInHref} onNavigate={onNavigate} className={styles.link}>
            {accountLabels.menu.signIn}
          </NavLink>
        </p>
      )}
    </section>
  );
}
