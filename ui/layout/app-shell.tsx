/**
 * Page frame: skip link, header (logo, the site's navigation — a menu button
 * on a phone — cart and user menu), main landmark, and the footer that says
 * who the site is (company, CNPJ, address, SAC, ouvidoria) with the links a
 * customer checks before giving their CPF (terms of use, privacy policy).
 */
import type { ReactNode } from 'react';
import { siteLabels } from '../../models/labels/site';
import type { SiteIdentity } from '../../models/app/site-identity';
import { NavLink, type Navigate } from './nav-link';
import { FrameLink, type SiteNavItem } from './frame-link';
import { SiteFooter } from './site-footer';
import { SiteMenuButton } from './site-menu-button';
import * as styles from './app-shell.css';

export type { SiteNavItem } from './frame-link';

export interface AppShellProps {
  children: ReactNode;
  /** Who the site is (the page's configuration): shown in the footer. */
  identity: SiteIdentity;
  /** The header's navigation (Ofertas, Como funciona, Empresas, Minhas propostas), inline on a wide screen, behind 'Menu' on a phone. */
  navItems: readonly SiteNavItem[];
  /** The footer's links (Como funciona, Perguntas frequentes, Empresas, Termos de uso, Política de Privacidade). */
  footerLinks: readonly SiteNavItem[];
  /** The header's user menu (ui/auth/user-menu.tsx). */
  userMenu?: ReactNode;
  /** The header's link to the shopping cart (cart mode only). */
  cartLink?: ReactNode;
  onNavigate?: Navigate;
  /** The footer's controls after its links (the cookie settings). */
  footerActions?: ReactNode;
}

const t = siteLabels.header;

export function AppShell({ children, identity, navItems, footerLinks, userMenu, cartLink, onNavigate, footerActions }: AppShellProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className={styles.header}>
        <NavLink className={styles.logo} href="/" onNavigate={onNavigate} aria-label={t.home}>
          {identity.tradeName}
        </NavLink>
        <p className={styles.tagline}>{t.tagline}</p>
        <nav className={styles.nav} aria-label={t.navLabel} data-testid="site-nav">
          <ul className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.href}>
                <FrameLink item={item} onNavigate={onNavigate} className={styles.navLink} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.headerEnd}>
          {cartLink}
          {userMenu}
          <SiteMenuButton items={navItems} onNavigate={onNavigate} />
        </div>
      </header>
      <main id="conteudo" className={styles.main}>
        {children}
      </main>
      <SiteFooter identity={identity} links={footerLinks} onNavigate={onNavigate} actions={footerActions} />
    </div>
  );
}
