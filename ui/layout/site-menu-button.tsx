/**
 * A phone's way to the site's navigation: 'Menu' opens a panel with the
 * header's links (Radix dialog: focus moves into it and back to the button,
 * Escape and 'Fechar menu' close it, a screen reader hears a dialog named
 * 'Menu do site'). The panel's code loads when the button is pointed at,
 * focused or pressed, so the first visit does not carry it. Hidden on wider
 * screens, where the links are in the header.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { siteLabels } from '../../models/labels/site';
import type { SiteNavItem } from './frame-link';
import type { Navigate } from './nav-link';
import * as styles from './app-shell.css';

const panelChunk = () => import('./site-menu-panel');
const SiteMenuPanel = lazy(panelChunk);
const preload = () => void panelChunk();

const t = siteLabels.header;

export function SiteMenuButton({ items, onNavigate }: { items: readonly SiteNavItem[]; onNavigate?: Navigate | undefined }) {
  const [open, setOpen] = useState(false);
  // The panel's code, once asked for, stays: closing only hides the panel.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="site-menu-button"
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        {/* Three bars, as on most sites: the word is for screen readers (a phone's header also holds the cart and the account). */}
        <span className={styles.menuLabel}>{t.menu}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SiteMenuPanel open={open} items={items} onNavigate={onNavigate} onClose={() => setOpen(false)} returnFocus={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
