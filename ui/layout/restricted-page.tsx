/**
 * The frame of a page only some roles may open (src/role-guard.tsx decides
 * who): while the session is checked it says so; a visitor is asked to sign
 * in (the guard also sends them there and back); a signed-in person without
 * the role is told, in the one wording of every area, that the page is not
 * for their account, with a way to the home page and to sign in with another
 * account (the API answers them 403); anyone allowed sees the page.
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
  signInHref: string;
  /** The site's home page (the way out of a page that is not for this account). */
  homeHref?: string;
  /** 'Entrar com outra conta': signs out (the guard then opens sign-in, coming back here). */
  onSwitchAccount?: (() => void) | undefined;
  canSwitchAccount?: boolean;
  onNavigate?: Navigate | undefined;
  children: ReactNode;
}

export function RestrictedPage(props: RestrictedPageProps) {
  const { status, allowed, title, signInText, signInHref, homeHref = '/', onSwitchAccount, canSwitchAccount = true, onNavigate, children } = props;
  const denied = accountLabels.accessDenied;
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
        <div className={styles.message}>
          <p role="alert" data-testid="access-denied" className={styles.deniedText}>
            {denied.message}
          </p>
          <p className={styles.deniedText}>{denied.hint}</p>
          <p className={styles.actions}>
            <NavLink href={homeHref} onNavigate={onNavigate} className={styles.link}>
              {denied.home}
            </NavLink>
            {onSwitchAccount ? (
              <button type="button" className={styles.switchButton} onClick={onSwitchAccount} disabled={!canSwitchAccount}>
                {denied.switchAccount}
              </button>
            ) : null}
          </p>
        </div>
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
