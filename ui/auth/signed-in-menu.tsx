/**
 * The signed-in person's menu button with 'Minhas Propostas' and 'Sair'
 * (Radix dropdown menu: arrow keys, Escape, an outside click, focus return,
 * menu roles). Choosing an item closes it, also when the app's router takes
 * the link's click. A module of its own: visitors who are not signed in
 * never load it.
 */
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { type AccountLabels } from '../../models/labels/account';
import { useSessionEvents } from '../../machines/session/session.context';
import { isPlainClick, type Navigate } from '../layout/nav-link';
import * as styles from './auth.css';

export interface SignedInMenuProps {
  labels: AccountLabels;
  name: string;
  proposalsHref: string;
  canSignOut: boolean;
  signingOut: boolean;
  onNavigate?: Navigate | undefined;
}

export function SignedInMenu({ labels, name, proposalsHref, canSignOut, signingOut, onNavigate }: SignedInMenuProps) {
  const events = useSessionEvents();
  const t = labels.menu;
  // Only whether the list is drawn open: a link handed to the router skips Radix's own close on select.
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
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
                setOpen(false);
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
  );
}
