/** The route tree: `/` with validated search params, and the account pages. */
import { Outlet, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect, useRouterState, type RouterHistory } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { AUTH_PATHS, isAfterReset } from '../models/account/auth';
import { accountLabels } from '../models/labels/account';
import { EDITOR_SEGMENT, isManagerOfferId, managerViewPath, MANAGER_PATH, NEW_OFFER_ID, parseManagerHash, PREVIEW_SEGMENT } from '../models/app/manager-address';
import { cartAddress, ADMIN_MESSAGES_PATH, ADMIN_PRIVACY_PATH, ADMIN_DEALERS_PATH, ADMIN_SERVICE_PATH, CART_PATH, HOW_IT_WORKS_PATH, PRIVACY_PATH, PROFILE_SIMULATOR_PATH, SELLER_PATHS, SHOWCASE_PATH, SIMULATOR_PATH, TERMS_PATH } from '../models/app/pages';
import { parseDeskSearch, parseDetailsSearch, parsePlainSearch, parseShowcaseSearch, stringifyPlainSearch, type DetailsSearchParams, type ShowcaseSearchParams } from '../models/app/route-params';
import { AppShell } from '../ui/layout/app-shell';
import { ErrorPage } from '../ui/layout/error-page';
import { CheckingSessionPage } from '../ui/layout/checking-session';
import { UserMenu } from '../ui/auth/user-menu';
import { useAppNavigate } from './navigation';
import { SessionProvider, authHref, requireSignIn, type AppRouterContext } from './session-provider';
import { ConsentProvider, CookieSettingsLink } from './consent-provider';
import { OfferRoute } from './offer-route';
import { useSite } from './site-context';
import { siteFooterLinks, siteNavItems } from './site-frame';

const CartMode = lazy(() => import('./cart-mode'));
const NotFoundPage = lazy(() => import('../ui/layout/not-found-page').then((m) => ({ default: m.NotFoundPage })));


function RootLayout() {
  const navigate = useAppNavigate();
  const here = useRouterState({ select: (s) => s.location.href });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const site = useSite();
  const onAuthPage = ([AUTH_PATHS.signIn, AUTH_PATHS.signUp, AUTH_PATHS.forgotPassword, AUTH_PATHS.resetPassword, AUTH_PATHS.verifyEmail] as string[]).includes(pathname);
  const navItems = useMemo(() => siteNavItems(site, pathname), [site, pathname]);
  const footerLinks = useMemo(() => siteFooterLinks(site, pathname), [site, pathname]);
  const frame = (cartLink: ReactNode) => (
    <AppShell
      identity={site.config.identity}
      navItems={navItems}
      footerLinks={footerLinks}
      onNavigate={navigate}
      footerActions={<CookieSettingsLink />}
      cartLink={cartLink}
      userMenu={
        <UserMenu
          labels={accountLabels}
          signInHref={onAuthPage ? AUTH_PATHS.signIn : authHref(AUTH_PATHS.signIn, here)}
          proposalsHref={AUTH_PATHS.proposals}
          onNavigate={navigate}
        />
      }
    >
      <Outlet />
    </AppShell>
  );
  return (
    <ConsentProvider>
      <SessionProvider>
        {/* Cart mode: the cart's chart for the whole app, and the header leads to the cart. */}
        {site.config.leadLayout === 'cart' ? (
          <Suspense fallback={null}>
            <CartMode href={cartAddress(site.demoModes)} onNavigate={navigate}>
              {frame}
            </CartMode>
          </Suspense>
        ) : (
          frame(null)
        )}
      </SessionProvider>
    </ConsentProvider>
  );
}

/** Any address without a route: the pt-BR not-found page inside the page frame (the server answers it with 404). */
function NotFoundRoute() {
  const navigate = useAppNavigate();
  return (
    <Suspense fallback={null}>
      <NotFoundPage onNavigate={navigate} />
    </Suspense>
  );
}

/**
 * The general error handler (spec 001 §8): what a page throws (an edit whose
 * lead cannot be read) shows the pt-BR error page; 'Tentar novamente' loads
 * the page again. Every route has it (the router's default), inside the page frame.
 */
function ErrorRoute({ error }: { error: unknown }) {
  const navigate = useAppNavigate();
  return <ErrorPage error={error} onRetry={() => window.location.reload()} onNavigate={navigate} />;
}

/**
 * What a page that asks who is looking (`requireSignIn`) shows while the
 * session's first answer is on its way, if it takes more than a moment: the
 * page frame with a status line, never a blank page.
 */
const whileCheckingSession = { pendingComponent: CheckingSessionPage, pendingMs: 200 } as const;

const rootRoute = createRootRouteWithContext<AppRouterContext>()({ component: RootLayout, notFoundComponent: NotFoundRoute });

export const showcaseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SHOWCASE_PATH,
  // (The router keeps a parameter no validator returns: an invalid page or step is named, and dropped.)
  validateSearch: (search: Record<string, unknown>): ShowcaseSearchParams & DetailsSearchParams => ({
    pagina: undefined,
    etapa: undefined,
    ...parseShowcaseSearch(search),
    ...parseDetailsSearch(search),
  }),
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
  // `senha=alterada`: back from choosing a new password (the page says it worked).
  validateSearch: (search: Record<string, unknown>): { redirect?: string; senha?: 'alterada' } => ({
    ...parseRedirect(search),
    ...(isAfterReset(search) ? { senha: 'alterada' as const } : {}),
  }),
  component: lazyRouteComponent(() => import('./auth-pages'), 'SignInRoute'),
});

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.signUp,
  validateSearch: parseRedirect,
  component: lazyRouteComponent(() => import('./auth-pages'), 'SignUpRoute'),
});

/** The new account's welcome (where the sign-up lands), going on to `redirect` afterwards. */
export const welcomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.welcome,
  validateSearch: parseRedirect,
  component: lazyRouteComponent(() => import('./auth-pages'), 'WelcomeRoute'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.forgotPassword,
  component: lazyRouteComponent(() => import('./auth-pages'), 'ForgotPasswordRoute'),
});

/** `?token=` of the new-password page: the e-mailed link's token, as a plain string. */
function parseResetToken(search: Record<string, unknown>): { token?: string } {
  const value = search.token;
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? { token: value } : {};
}

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.resetPassword,
  validateSearch: parseResetToken,
  component: lazyRouteComponent(() => import('./auth-pages'), 'ResetPasswordRoute'),
});

/** The e-mailed verification link's page (`?token=`, read like the reset link's). */
export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.verifyEmail,
  validateSearch: parseResetToken,
  component: lazyRouteComponent(() => import('./auth-pages'), 'VerifyEmailRoute'),
});

/** Spec 001 §6: a visitor opening the proposals is sent to sign in, and comes back here afterwards. */
export const proposalsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: AUTH_PATHS.proposals,
  beforeLoad: ({ context }) => requireSignIn(context.session, AUTH_PATHS.proposals),
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./auth-pages'), 'MyProposalsRoute'),
});

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PRIVACY_PATH,
  component: lazyRouteComponent(() => import('./privacy-route'), 'PrivacyRoute'),
});

/** The terms of use (anyone; linked from every page's footer). */
export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TERMS_PATH,
  component: lazyRouteComponent(() => import('./site-pages'), 'TermsRoute'),
});

/** 'Como funciona' with the frequently asked questions (anyone; linked from the header and the footer). */
export const howItWorksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: HOW_IT_WORKS_PATH,
  component: lazyRouteComponent(() => import('./site-pages'), 'HowItWorksRoute'),
});

/** The privacy admin's queue of the data subjects' requests (offer admins only). */
export const privacyQueueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ADMIN_PRIVACY_PATH,
  beforeLoad: ({ context }) => requireSignIn(context.session, ADMIN_PRIVACY_PATH),
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./privacy-queue-route'), 'PrivacyQueueRoute'),
});

/** The admin's settings of a dealer (offer admins only). */
export const dealerSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ADMIN_DEALERS_PATH,
  beforeLoad: ({ context }) => requireSignIn(context.session, ADMIN_DEALERS_PATH),
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./dealer-settings-route'), 'DealerSettingsRoute'),
});

/** The dealers' service to their leads: response times and overdue leads (offer admins only). */
export const adminServiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ADMIN_SERVICE_PATH,
  beforeLoad: ({ context }) => requireSignIn(context.session, ADMIN_SERVICE_PATH),
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./admin-service-route'), 'AdminServiceRoute'),
});

/** The profile simulator quiz (anyone; linked from the showcase). */
export const profileSimulatorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PROFILE_SIMULATOR_PATH,
  component: lazyRouteComponent(() => import('./profile-simulator-route'), 'ProfileSimulatorRoute'),
});

/** The shopping cart of cart mode (anyone; linked from the header when cart mode is on). */
export const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: CART_PATH,
  component: lazyRouteComponent(() => import('./cart-route'), 'CartRoute'),
});

/** The offer manager (offer admins only; a visitor is sent to sign in and back): its grid, editor and preview. */
export const managerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: MANAGER_PATH,
  // Older links name the editor and the preview in the hash (`#/rental-offer/{id}`, `…/visualizar`): each leads to its path.
  beforeLoad: ({ location }) => {
    if (!location.hash) return;
    const view = parseManagerHash(`#${location.hash}`);
    if (view.view !== 'grid') throw redirect({ href: `${managerViewPath(view)}${location.searchStr}`, replace: true });
  },
  component: lazyRouteComponent(() => import('./manager-route'), 'ManagerRoute'),
});

/** The manager's views (once the address names one): a visitor signs in and comes back to the view they opened (its path). */
const managerSignIn = ({ location, context }: { location: { pathname: string }; context: AppRouterContext }) => requireSignIn(context.session, location.pathname);

/** The manager's grid of every offer. */
export const managerGridRoute = createRoute({
  getParentRoute: () => managerRoute,
  path: '/',
  beforeLoad: managerSignIn,
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./manager-route'), 'ManagerGridRoute'),
});

/** The editor on one offer (`new` for a new one); an id no offer can have shows the grid. */
export const offerEditorRoute = createRoute({
  getParentRoute: () => managerRoute,
  path: `${EDITOR_SEGMENT}/$offerId` as const,
  beforeLoad: async ({ params, location, context }) => {
    if (!isManagerOfferId(params.offerId)) throw redirect({ href: MANAGER_PATH, replace: true });
    await managerSignIn({ location, context });
  },
  component: lazyRouteComponent(() => import('./manager-route'), 'OfferEditorRoute'),
});

/** 'Visualizar': the offer's details exactly as a visitor would see them (a saved offer only). */
export const offerPreviewRoute = createRoute({
  getParentRoute: () => managerRoute,
  path: `${EDITOR_SEGMENT}/$offerId/${PREVIEW_SEGMENT}` as const,
  beforeLoad: async ({ params, location, context }) => {
    if (!isManagerOfferId(params.offerId) || params.offerId === NEW_OFFER_ID) throw redirect({ href: MANAGER_PATH, replace: true });
    await managerSignIn({ location, context });
  },
  component: lazyRouteComponent(() => import('./manager-route'), 'OfferPreviewRoute'),
});

// ── the sellers' price simulator and the offer admin's outbox (a chunk of their own) ──

/** The legal-person price simulator (sellers and offer admins; a visitor is sent to sign in and back). */
export const simulatorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SIMULATOR_PATH,
  beforeLoad: ({ context }) => requireSignIn(context.session, SIMULATOR_PATH),
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./simulator-routes'), 'SimulatorRoute'),
});

/** The product's outbox (offer admins only). */
export const adminMessagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ADMIN_MESSAGES_PATH,
  beforeLoad: ({ context }) => requireSignIn(context.session, ADMIN_MESSAGES_PATH),
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./simulator-routes'), 'AdminMessagesRoute'),
});

const simulatorRoutes = [simulatorRoute, adminMessagesRoute];

/** The seller's pages: a visitor signs in and comes back to the page as it was opened (its address and search). */
const sellerSignIn = ({ location, context }: { location: { href: string }; context: AppRouterContext }) => requireSignIn(context.session, location.href);

/** The seller's area (sellers and offer admins; a visitor is sent to sign in and back, anyone else sees 403). */
export const sellerHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SELLER_PATHS.home,
  beforeLoad: sellerSignIn,
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./seller-route'), 'SellerHomeRoute'),
});

/** `?duplicar=COT-…`: a new quotation holding a saved one's cards. */
function parseDuplicate(search: Record<string, unknown>): { duplicar?: string } {
  const value = search.duplicar;
  return typeof value === 'string' && /^COT-\d{6,}$/.test(value) ? { duplicar: value } : {};
}

export const newQuotationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SELLER_PATHS.newQuotation,
  validateSearch: parseDuplicate,
  beforeLoad: sellerSignIn,
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./seller-route'), 'NewQuotationRoute'),
});

export const savedQuotationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SELLER_PATHS.quotationRoute,
  beforeLoad: sellerSignIn,
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./seller-route'), 'SavedQuotationRoute'),
});

/** The dealer's lead desk; its filters travel in the address (`?status=&from=&to=&q=`, an invalid one dropped). */
export const leadDeskRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SELLER_PATHS.leads,
  validateSearch: parseDeskSearch,
  // The desk's rules load with the desk: an address with a filter the server
  // would refuse, or a day typed DD/MM/AAAA, is replaced by its clean form.
  beforeLoad: async ({ search, location, context }) => {
    const { deskFiltersFromSearch, deskQueryOf, deskFiltersSearch } = await import('../models/lead/lead-desk-filters');
    const filters = deskFiltersFromSearch(search);
    const clean = deskQueryOf(filters);
    const same = Object.keys(clean).length === Object.keys(search).length && Object.entries(clean).every(([k, v]) => search[k as keyof typeof search] === v);
    if (!same) throw redirect({ href: `${SELLER_PATHS.leads}${deskFiltersSearch(filters)}`, replace: true });
    await sellerSignIn({ location, context });
  },
  component: lazyRouteComponent(() => import('./seller-route'), 'LeadDeskRoute'),
});

/** A lead's page on the desk (the seller CRM page). */
export const sellerLeadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SELLER_PATHS.leadRoute,
  beforeLoad: sellerSignIn,
  ...whileCheckingSession,
  component: lazyRouteComponent(() => import('./seller-route'), 'SellerLeadRoute'),
});

export const routeTree = rootRoute.addChildren([
  showcaseRoute,
  signInRoute,
  signUpRoute,
  welcomeRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  proposalsRoute,
  privacyRoute,
  termsRoute,
  howItWorksRoute,
  privacyQueueRoute,
  dealerSettingsRoute,
  adminServiceRoute,
  profileSimulatorRoute,
  cartRoute,
  managerRoute.addChildren([managerGridRoute, offerEditorRoute, offerPreviewRoute]),
  ...simulatorRoutes,
  sellerHomeRoute,
  newQuotationRoute,
  savedQuotationRoute,
  leadDeskRoute,
  sellerLeadRoute,
]);

/** `history`: the browser's by default (tests pass a memory history). */
export function createAppRouter(history?: RouterHistory) {
  // Address parameters stay plain strings (the default would JSON-quote `dealerCode=30101`).
  return createRouter({
    routeTree,
    // The app gives its session (src/main.tsx, through RouterProvider's `context`).
    context: { session: null },
    defaultPreload: false,
    defaultErrorComponent: ErrorRoute,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    ...(history ? { history } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
