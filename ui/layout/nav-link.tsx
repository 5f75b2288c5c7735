/**
 * A link inside the app: a real `<a href>` (so it opens in a new tab, can
 * be copied, and works without scripts), whose plain click is handed to the
 * app's router through `onNavigate` instead of reloading the page.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export type Navigate = (to: string) => void;

export interface NavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  onNavigate?: Navigate | undefined;
}

export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export function NavLink({ href, onNavigate, onClick, ...rest }: NavLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (onNavigate && isPlainClick(event)) {
          event.preventDefault();
          onNavigate(href);
        }
      }}
      {...rest}
    />
  );
}
