/**
 * The brand theme of a part of the page (an offer's card or details), for
 * what that part portals to <body>: a dialog opened from a Fiat card puts
 * `useBrandThemeClass()` on its content, so it wears the Fiat theme rather
 * than the page's Flua theme (which <html> carries for everything else).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Brand } from '../../models/offer/offer';
import { brandThemes } from './theme.css';

const BrandThemeClass = createContext('');

export function BrandScope({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandThemeClass.Provider value={brandThemes[brand]}>{children}</BrandThemeClass.Provider>;
}

/** The theme class of the enclosing brand scope; empty outside one (the root's Flua theme applies). */
export function useBrandThemeClass(): string {
  return useContext(BrandThemeClass);
}
