/**
 * The showcase's links to the offer manager (spec 000 §2 "Offer manager
 * (admin)"): each address by the manager-path rule
 * (models/app/manager-address.ts `managerViewAddress`: the configured manager
 * path, else the page's path plus the admin segment, keeping the query
 * string), made from the address shown now, and followed through the router
 * when it is one of this app's manager pages; a configured path elsewhere
 * loads its own page.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { isManagerAppPath, managerViewAddress, type ManagerView } from '../models/app/manager-address';
import { useSite } from './site-context';

export interface ManagerLinks {
  href: (view: ManagerView) => string;
  navigate: (href: string) => void;
}

export function useManagerLinks(): ManagerLinks {
  const site = useSite();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.searchStr });
  const configured = site.config.managerPath;
  const href = useCallback((view: ManagerView) => managerViewAddress(configured, { pathname, search }, view), [configured, pathname, search]);
  const navigate = useCallback(
    (to: string) => {
      if (isManagerAppPath(new URL(to, window.location.origin).pathname)) void router.navigate({ href: to });
      else window.location.assign(to);
    },
    [router],
  );
  return useMemo(() => ({ href, navigate }), [href, navigate]);
}
