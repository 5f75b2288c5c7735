/**
 * The header's user menu: 'Entrar' for a visitor; for a signed-in person,
 * a menu button with their first name opening 'Minhas Propostas' and 'Sair'
 * (Radix dropdown menu: arrow keys, Escape, focus return, menu roles).
 */
import { DropdownMenu } from 'radix-ui';
import type { AuthLabels } from '../../models/auth-labels';
import { useSessionEvents, useSessionSelector } from '../../machines/session/session.context';
import {
  selectCanSignOut,
  selectErrorMessage,
  selectFirstName,
  selectSignOutFailed,
  selectSigningOut,
  selectStatus,
} from '../../machines/session/session.machine';
import { NavLink, isPlainClick, type Navigate } from '../layout/nav-link';
import * as styles from './auth.css';

export interface UserMenuProps {
  labels: AuthLabels;
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
  const events = useSessionEvents();
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
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={styles.menuTrigger} aria-label={t.menuFor(name)} aria-busy={signingOut}>
          {name}
          <span aria-hidden="true">▾</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content className={styles.menuContent} align="end" sideOffset={6}>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <a
              href={proposalsHref}
              onClick={(event) => {
                if (onNavigate && isPlainClick(event)) {
                  event.preventDefault();
                  onNavigate(proposalsHref);
                }
              }}
            >
              {t.proposals}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.menuItem} disabled={!canSignOut} onSelect={() => events.signOut()}>
            {signingOut ? t.signingOut : t.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {signOutFailed && errorMessage ? (
        <p role="alert" className={styles.menuError}>
          {errorMessage}
        </p>
      ) : null}
    </nav>
  );
}
