/** The route tree: `/` with validated search params, and the account pages. */
import { Outlet, createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect, useRouterState } from '@tanstack/react-router';
import { AUTH_PATHS } from '../models/auth';
import { authLabels } from '../models/labels';
import { parseDetailsSearch } from '../models/offer-details';
import { parseShowcaseSearch } from '../models/route-params';
import { PRIVACY_PATH } from '../models/privacy';
import { AppShell } from '../ui/layout/app-shell';
import { PrivacyPage } from '../ui/privacy/privacy-page';
import { UserMenu } from '../ui/auth/user-menu';
import { useAppNavigate } from './navigation';
import { SessionProvider, authHref } from './session-provider';
import { OfferRoute } from './offer-route';

function RootLayout() {
  const navigate = useAppNavigate();
  const here = useRouterState({ select: (s) => s.location.href });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onAuthPage = pathname === AUTH_PATHS.signIn || pathname === AUTH_PATHS.signUp;
  return (
    <SessionProvider>
      <AppShell
        onNavigate={navigate}
        userMenu={
          <UserMenu
            labels={authLabels}
            signInHref={onAuthPage ? AUTH_PATHS.signIn : authHref(AUTH_PATHS.signIn, here)}
            proposalsHref={AUTH_PATHS.proposals}
            onNavigate={navigate}
          />
        }
      >
        <Outlet />
      </AppShell>
    </SessionProvider>
  );
}

const rootRoute = createRootRoute({ component: RootLayout });

export const showcaseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>) => ({ ...parseShowcaseSearch(search), ...parseDetailsSearch(search) }),
  // Spec 001 §2: `rental=true` opens the proposals view (the user menu's
  // 'Minhas Propostas'), then is removed from the address.
  beforeLoad: ({ search }) => {
    if (search.rental) throw redirect({ href: AUTH_PATHS.proposals, replace: true });
  },
  // The showcase, or the offer details when `offerId` is set.
  component: OfferRoute,
});

/** `?redirect=` of the account pages: a path of this site, else dropped. */
function parseRedirect(search: Record<string, unknown>): { redirect?: string } {
  const value = search.redirect;
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value.length <= 2000 ? { redirect: value } : {};
}

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.signIn,
  validateSearch: parseRedirect,
  component: lazyRouteComponent(() => import('./auth-pages'), 'SignInRoute'),
});

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.signUp,
  validateSearch: parseRedirect,
  component: lazyRouteComponent(() => import('./auth-pages'), 'SignUpRoute'),
});

export const proposalsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.proposals,
  component: lazyRouteComponent(() => import('./auth-pages'), 'MyProposalsRoute'),
});

function PrivacyRoute() {
  const navigate = useAppNavigate();
  return <PrivacyPage onNavigate={navigate} />;
}

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PRIVACY_PATH,
  component: PrivacyRoute,
});

export const routeTree = rootRoute.addChildren([showcaseRoute, signInRoute, signUpRoute, proposalsRoute, privacyRoute]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: false });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
