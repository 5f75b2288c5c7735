/**
 * The session chart composed with its real actors, for the whole app: the
 * one session actor (`systemId: 'session'`), which every chart that depends
 * on who is looking hears through its listener (machines/session/
 * session.listener.ts, made over this actor by the chart's
 * `create…Implementations({ session })`). After
 * signing in from a form, the app's `leaveAuthPage` takes the person to the
 * `redirect` of the sign-in address (a path of this site) or home; after
 * signing up, `welcomeNewAccount` opens the welcome page, which goes on there.
 */
import { useRouter } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { AUTH_PATHS, safeRedirect, welcomePath } from '../models/account/auth';
import { createSessionImplementations } from '../machines/session/session.actors';
import { SessionContext } from '../machines/session/session.context';
import { SESSION_SYSTEM_ID, sessionMachine } from '../machines/session/session.machine';
import { useSite } from './site-context';

export function SessionProvider({ children }: { children: ReactNode }) {
  const site = useSite();
  const router = useRouter();
  const logic = useMemo(
    () =>
      sessionMachine.provide({
        ...createSessionImplementations({ api: site.api }),
        actions: {
          leaveAuthPage: () => {
            const { pathname, search } = router.state.location;
            if (pathname !== AUTH_PATHS.signIn && pathname !== AUTH_PATHS.signUp) return;
            const redirect = (search as { redirect?: unknown }).redirect;
            void router.navigate({ href: safeRedirect(typeof redirect === 'string' ? redirect : undefined), replace: true });
          },
          welcomeNewAccount: () => {
            const { search } = router.state.location;
            const redirect = (search as { redirect?: unknown }).redirect;
            void router.navigate({ href: welcomePath(typeof redirect === 'string' ? redirect : undefined), replace: true });
          },
        },
      }),
    [site.api, router],
  );
  return (
    <SessionContext.Provider logic={logic} options={{ systemId: SESSION_SYSTEM_ID }}>
      {children}
    </SessionContext.Provider>
  );
}

/** The sign-in (or sign-up) address that comes back to `here` afterwards. */
export function authHref(page: string, here: string | undefined): string {
  const target = here === undefined ? '/' : safeRedirect(here);
  return target === '/' ? page : `${page}?redirect=${encodeURIComponent(target)}`;
}
