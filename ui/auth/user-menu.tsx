/**
 * The header's user menu: 'Entrar' for a visitor; for a signed-in person,
 * a menu button with their first name opening 'Minhas Propostas' and 'Sair'
 * (ui/auth/signed-in-menu.tsx, loaded once someone is signed in).
 */
import { lazy, Suspense } from 'react';
import { type AccountLabels } from '../../models/labels/account';
import { useSessionSelector } from '../../machines/session/session.context';
import {
  selectCanSignOut,
  selectErrorMessage,
  selectFirstName,
  selectSignOutFailed,
  selectSigningOut,
  selectStatus,
} from '../../machines/session/session.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './auth.css';

const SignedInMenu = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInMenu })));

export interface UserMenuProps {
  labels: AccountLabels;
  signInHref: string;
  proposalsHref: string;
  onNavigate?: Navigate;
}

export function UserMenu({ labels, signInHref, proposalsHref, onNavigate }: UserMenuProps) {
  const status = useSessionSelector(selectStatus);
  const name = useSessionSelector(selectFirstName);
  const canSignOut = useSessionSelector(selectCanSignOut);
  const signingOut = useSessionSelector(selectSigningOut);
  const signOutFailed = useSessionSelector(selectSignOutFailed);
  const errorMessage = useSessionSelector(selectErrorMessage);
  const t = labels.menu;

  if (status === 'checking') {
    return (
      <nav className={styles.menuArea} aria-label={t.navLabel} data-testid="user-menu">
        <span className={styles.menuPlaceholder} aria-hidden="true" />
        <span role="status" className={styles.visuallyHidden}>
          {t.checking}
        </span>
      </nav>
    );
  }

  if (status === 'signedOut') {
    return (
      <nav className={styles.menuArea} aria-label={t.navLabel} data-testid="user-menu">
        <NavLink href={signInHref} onNavigate={onNavigate} className={styles.menuLink}>
          {t.signIn}
        </NavLink>
      </nav>
    );
  }

  return (
    <nav className={styles.menuArea} aria-label={t.navLabel} data-testid="user-menu">
      <Suspense fallback={<span className={styles.menuTrigger}>{name}</span>}>
        <SignedInMenu labels={labels} name={name} proposalsHref={proposalsHref} canSignOut={canSignOut} signingOut={signingOut} onNavigate={onNavigate} />
      </Suspense>
      {signOutFailed && errorMessage ? (
        <p role="alert" className={styles.menuError}>
          {errorMessage}
        </p>
      ) : null}
    </nav>
  );
}
