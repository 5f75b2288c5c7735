/**
 * Cart mode's part of the page frame, loaded only when the site runs in cart
 * mode: the shopping cart chart for the whole app (src/cart-provider.tsx) and
 * the header's link to the cart. Without cart mode, neither is downloaded.
 */
import type { ReactNode } from 'react';
import { cartLabels } from '../models/labels/cart';
import type { Navigate } from '../ui/layout/nav-link';
import { CartLink } from '../ui/cart/cart-page';
import { CartProvider } from './cart-provider';

export interface CartModeProps {
  /** The cart page's address (with the demo site's modes). */
  href: string;
  onNavigate: Navigate;
  /** The page frame, given the header's link to the cart. */
  children: (cartLink: ReactNode) => ReactNode;
}

export default function CartMode({ href, onNavigate, children }: CartModeProps) {
  return <CartProvider>{children(<CartLink labels={cartLabels} href={href} onNavigate={onNavigate} />)}</CartProvider>;
}
