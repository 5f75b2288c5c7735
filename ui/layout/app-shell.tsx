/** Page frame: skip link, header (logo, tagline, user menu), main landmark, footer. */
import type { ReactNode } from 'react';
import { NavLink, type Navigate } from './nav-link';
import * as styles from './app-shell.css';

export interface AppShellProps {
  children: ReactNode;
  /** The header's user menu (ui/auth/user-menu.tsx). */
  userMenu?: ReactNode;
  /** The header's link to the shopping cart (cart mode only). */
  cartLink?: ReactNode;
  onNavigate?: Navigate;
  /** The footer's controls after its note (the cookie settings). */
  footerActions?: ReactNode;
}

export function AppShell({ children, userMenu, cartLink, onNavigate, footerActions }: AppShellProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className={styles.header}>
        <NavLink className={styles.logo} href="/" onNavigate={onNavigate}>
          Flua!
        </NavLink>
        <p className={styles.tagline}>Assinatura de carros 0 km</p>
        {cartLink}
        {userMenu}
      </header>
      <main id="conteudo" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        Preços mensais por assinatura, sujeitos a análise de crédito. Imagens ilustrativas.
        {footerActions}
      </footer>
    </div>
  );
}
