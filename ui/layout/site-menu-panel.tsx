/** The phone's navigation panel behind 'Menu' (ui/layout/site-menu-button.tsx): a Radix dialog at the top of the window. */
import { Dialog } from 'radix-ui';
import { siteLabels } from '../../models/labels/site';
import { FrameLink, type SiteNavItem } from './frame-link';
import type { Navigate } from './nav-link';
import * as styles from './site-menu.css';

const t = siteLabels.header;

export interface SiteMenuPanelProps {
  open: boolean;
  items: readonly SiteNavItem[];
  onNavigate?: Navigate | undefined;
  onClose: () => void;
  /** Closed, the keyboard goes back to 'Menu'. */
  returnFocus: () => void;
}

export default function SiteMenuPanel({ open, items, onNavigate, onClose, returnFocus }: SiteMenuPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          data-testid="site-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t.menuTitle}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t.closeMenu}>
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t.navLabel}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.href}>
                  {/* Choosing a page closes the menu. */}
                  <FrameLink item={item} onNavigate={onNavigate} className={styles.link} onClick={onClose} />
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
