/**
 * The session chart composed with its real actors, for the whole app: the
 * one session actor (`systemId: 'session'`), which every chart that depends
 * on who is looking hears through its listener (machines/session/
 * session.listener.ts, made over this actor by the chart's
 * `create…Implementations({ session })`). It starts before the router loads
 * a page (`startAppSession`) and travels in the router's context, so a
 * route's `beforeLoad` can ask who is looking (`requireSignIn`); the views
 * get it from `SessionProvider`. After signing in from a form, the app's
 * `leaveAuthPage` takes the person to the `redirect` of the sign-in address
 * (a path of this site) or home; after signing up, `welcomeNewAccount`
 * opens the welcome page, which goes on there. Signing out, the page's
 * route decides again: a page only a signed-in person sees sends them to
 * sign in, coming back there.
 */
import { redirect, useRouter, type AnyRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import { AUTH_PATHS, safeRedirect, welcomePath } from '../models/account/auth';
import { inspected } from '../machines/inspection';
import { createSessionImplementations } from '../machines/session/session.actors';
import { SessionContext } from '../machines/session/session.context';
import { SESSION_SYSTEM_ID, selectStatus, sessionMachine, settledSession, type SessionRef } from '../machines/session/session.machine';
import type { Api } from '../services/api';
import { forgetVisitorInfo } from './browser-storage';

/** What the app's routes read in `beforeLoad`: the session actor, when the app runs one (a router made alone, as the address tests make it, has none). */
export interface AppRouterContext {
  session: SessionRef | null;
}

/** The session chart with its real actors; its navigations after signing in or up go through `router`. */
export function composeSession({ api, router }: { api: Api; router: Pick<AnyRouter, 'state' | 'navigate'> }) {
  const redirectOf = () => (router.state.location.search as { redirect?: unknown }).redirect;
  return sessionMachine.provide({
    ...createSessionImplementations({ api }),
    actions: {
      leaveAuthPage: () => {
        const { pathname } = router.state.location;
        if (pathname !== AUTH_PATHS.signIn && pathname !== AUTH_PATHS.signUp) return;
        const to = redirectOf();
        void router.navigate({ href: safeRedirect(typeof to === 'string' ? to : undefined), replace: true });
      },
      welcomeNewAccount: () => {
        const to = redirectOf();
        void router.navigate({ href: welcomePath(typeof to === 'string' ? to : undefined), replace: true });
      },
    },
  });
}

/** The app's session actor, started: its navigations go through `router`, and a sign-out has the current page's route decide again. */
export function startAppSession(api: Api, router: AnyRouter): SessionRef {
  const session = createActor(composeSession({ api, router }), inspected({ systemId: SESSION_SYSTEM_ID }));
  reloadRouteOnSignOut(session, router);
  session.on('session.signedOut', forgetVisitorInfo);
  return session.start();
}

/** When the person signs out, the current page's routes run their `beforeLoad` again (one that needs a signed-in person sends them to sign in). */
export function reloadRouteOnSignOut(session: SessionRef, router: Pick<AnyRouter, 'invalidate'>): void {
  let status = selectStatus(session.getSnapshot());
  session.subscribe((snapshot) => {
    const before = status;
    status = selectStatus(snapshot);
    if (before === 'signedIn' && status === 'signedOut') void router.invalidate();
  });
}

/**
 * A route's `beforeLoad` for a page a visitor may not see: once the session
 * has answered (waiting for its check when it has not), a visitor is sent to
 * sign in and back to `returnTo`. A signed-in person goes on (the page says
 * when it is not for their account).
 */
export async function requireSignIn(session: SessionRef | null, returnTo: string): Promise<void> {
  if (!session) return;
  if (selectStatus(await settledSession(session)) === 'signedOut') throw redirect({ href: authHref(AUTH_PATHS.signIn, returnTo), replace: true });
}

/** The app's session actor for the views (from the router's context). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = (useRouter().options.context as AppRouterContext | undefined)?.session;
  if (!session) throw new Error('The app starts its session (startAppSession) and gives it to the router');
  return <SessionContext.Provider actor={session}>{children}</SessionContext.Provider>;
}

/** The sign-in (or sign-up) address that comes back to `here` afterwards. */
export function authHref(page: string, here: string | undefined): string {
  const target = here === undefined ? '/' : safeRedirect(here);
  return target === '/' ? page : `${page}?redirect=${encodeURIComponent(target)}`;
}
