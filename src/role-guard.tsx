/**
 * The one gate of the pages only some roles may open (the offer manager,
 * the seller area, the price simulator, the outbox): a visitor never gets
 * here (the page's route sends them to sign in and back to `returnTo`, in
 * its `beforeLoad`: src/router.tsx, `requireSignIn`); a signed-in person
 * without the role is told the page is not for their account, with ways to
 * the home page and to sign in with another account (signing out, the
 * route then opens sign-in, coming back here); the API answers them 403;
 * anyone allowed sees the page.
 */
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { AUTH_PATHS, type SessionUser } from '../models/account/auth';
import { useSessionEvents, useSessionSelector } from '../machines/session/session.context';
import { selectCanSignOut, selectStatus, selectUser } from '../machines/session/session.machine';
import { RestrictedPage } from '../ui/layout/restricted-page';
import { useAppNavigate } from './navigation';
import { authHref } from './session-provider';

export interface RoleGuardTexts {
  /** The page's heading while it is closed. */
  title: string;
  /** Asked of a visitor, beside the sign-in link. */
  signIn: string;
}

export interface RoleGuardProps {
  /** Who may open the page. */
  allow: (user: SessionUser | null) => boolean;
  /** Where sign-in comes back to (the page's own address). */
  returnTo: string;
  texts: RoleGuardTexts;
  children: ReactNode;
}

export function RoleGuard({ allow, returnTo, texts, children }: RoleGuardProps) {
  const status = useSessionSelector(selectStatus);
  const allowed = useSessionSelector((s) => allow(selectUser(s)));
  const canSignOut = useSessionSelector(selectCanSignOut);
  const session = useSessionEvents();
  const appNavigate = useAppNavigate();
  const signInHref = authHref(AUTH_PATHS.signIn, returnTo);
  return (
    <RestrictedPage
      status={status}
      allowed={allowed}
      title={texts.title}
      signInText={texts.signIn}
      signInHref={signInHref}
      onSwitchAccount={session.signOut}
      canSwitchAccount={canSignOut}
      onNavigate={appNavigate}
    >
      {children}
    </RestrictedPage>
  );
}

/** The page's own address as it was opened (never the address a navigation is heading to). */
export function useOpenedHref(): string {
  const opened = useRouterState({ select: (s) => s.location.href });
  const [here] = useState(opened);
  return here;
}
