import { createContext, useContext } from 'react';
import type { Site } from './site';

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('SiteContext missing');
  return site;
}
