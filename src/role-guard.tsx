/**
 * The one gate of the pages only some roles may open (the offer manager,
 * the seller area, the price simulator, the outbox): a visitor is sent to
 * sign in and comes back to `returnTo`; a signed-in person without the role
 * is told the page is not for their account, with ways to the home page
 * and to sign in with another account (signing out: this guard then opens
 * sign-in, coming back here); the API answers them 403; while the
 * session is checked it says so; anyone allowed sees the page.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
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
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const signInHref = authHref(AUTH_PATHS.signIn, returnTo);
  useEffect(() => {
    if (status === 'signedOut') void navigate({ href: signInHref, replace: true });
  }, [status, navigate, signInHref]);
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
