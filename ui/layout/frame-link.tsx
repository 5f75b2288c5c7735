/** A link of the page frame (the header's navigation, the footer's links). */
import { NavLink, type Navigate } from './nav-link';

export interface SiteNavItem {
  href: string;
  label: string;
  /** The page the person is on (`aria-current="page"`). */
  current?: boolean;
  /** The address loads the page anew (the site in another configuration, e.g. the page for companies). */
  reload?: boolean;
}

/** Inside the app a plain click goes through the router; a `reload` item loads the page. */
export function FrameLink({ item, onNavigate, className, onClick }: { item: SiteNavItem; onNavigate?: Navigate | undefined; className: string; onClick?: () => void }) {
  return (
    <NavLink className={className} href={item.href} onNavigate={item.reload ? undefined : onNavigate} aria-current={item.current ? 'page' : undefined} onClick={onClick}>
      {item.label}
    </NavLink>
  );
}
