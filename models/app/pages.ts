/**
 * The browser addresses the app has a page for. The server answers these
 * with the page and status 200; any other browser address gets the same
 * page with status 404, and the app shows its not-found page there.
 */
import { AUTH_PATHS } from '../account/auth';
import { isManagerViewPath, MANAGER_PATH, MANAGER_VIEW_PATTERNS } from './manager-address';

export const SHOWCASE_PATH = '/';
/** The product's outbox (offer admins). */
export const ADMIN_MESSAGES_PATH = '/admin/mensagens';
/** The dealers' service to their leads: response times and overdue leads (offer admins). */
export const ADMIN_SERVICE_PATH = '/admin/atendimento';
/** The privacy admin's queue of the data subjects' requests. */
export const ADMIN_PRIVACY_PATH = '/admin/privacidade';
/** The admin's settings of a dealer: response time, webhook, signing secret, last deliveries. */
export const ADMIN_DEALERS_PATH = '/admin/concessionarias';

/** The seller's area: home, the price simulator, a new fleet quotation, a saved one by number. */
export const SELLER_PATHS = {
  home: '/vendedor',
  simulator: '/vendedor/simulador',
  newQuotation: '/vendedor/cotacoes/nova',
  quotation: (number: string) => `/vendedor/cotacoes/${encodeURIComponent(number)}`,
  /** The router's pattern for a saved quotation's page. */
  quotationRoute: '/vendedor/cotacoes/$id',
  /** `?duplicar=COT-…`: a new quotation holding a saved one's cards. */
  duplicate: (number: string) => `/vendedor/cotacoes/nova?duplicar=${encodeURIComponent(number)}`,
  /** The dealer's lead desk (`?status=&from=&to=&q=`). */
  leads: '/vendedor/leads',
  /** A lead's page on the desk (the seller CRM page the seller edit flow lands on). */
  lead: (id: string) => `/vendedor/leads/${encodeURIComponent(id)}`,
  /** The router's pattern for a lead's page. */
  leadRoute: '/vendedor/leads/$id',
} as const;
/** The sellers' legal-person price simulator (sellers and offer admins). */
export const SIMULATOR_PATH = SELLER_PATHS.simulator;
const SELLER_QUOTATION_PAGE = /^\/vendedor\/cotacoes\/[A-Za-z0-9-]{1,40}$/;
const SELLER_LEAD_PAGE = /^\/vendedor\/leads\/[0-9a-f-]{36}$/;

/** The privacy policy page; every 'Política de Privacidade' of a form links here. */
export const PRIVACY_PATH = '/privacidade';

/** The terms of use ('Termos de uso'), linked from every page's footer. */
export const TERMS_PATH = '/termos-de-uso';

/** 'Como funciona': the subscription step by step, and the frequently asked questions. */
export const HOW_IT_WORKS_PATH = '/como-funciona';
/** The questions' section of 'Como funciona' ('Perguntas frequentes'). */
export const FAQ_SECTION_ID = 'perguntas-frequentes';
export const FAQ_HREF = `${HOW_IT_WORKS_PATH}#${FAQ_SECTION_ID}`;

/** The profile simulator quiz (spec 000 §2 "Profile simulator"), linked from the showcase. */
export const PROFILE_SIMULATOR_PATH = '/simulador-de-perfil';

/** The shopping cart of cart mode (spec 000 §3 "Shopping cart entry"), linked from the header when cart mode is on. */
export const CART_PATH = '/carrinho';

/** The cart's address; the demo site's `?demo=` modes go along, so a reload of the cart keeps cart mode. */
export function cartAddress(demoModes: readonly string[]): string {
  return demoModes.length ? `${CART_PATH}?demo=${demoModes.join(',')}` : CART_PATH;
}

export const APP_PAGE_PATHS: readonly string[] = [
  SHOWCASE_PATH,
  AUTH_PATHS.signIn,
  AUTH_PATHS.signUp,
  AUTH_PATHS.welcome,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.verifyEmail,
  AUTH_PATHS.proposals,
  PRIVACY_PATH,
  TERMS_PATH,
  HOW_IT_WORKS_PATH,
  PROFILE_SIMULATOR_PATH,
  CART_PATH,
  MANAGER_PATH,
  SELLER_PATHS.home,
  SIMULATOR_PATH,
  SELLER_PATHS.newQuotation,
  SELLER_PATHS.leads,
  ADMIN_MESSAGES_PATH,
  ADMIN_PRIVACY_PATH,
  ADMIN_DEALERS_PATH,
  ADMIN_SERVICE_PATH,
];

/** The router's pages with a parameter (each answered by the pattern below). */
export const APP_PAGE_PATTERNS: readonly string[] = [SELLER_PATHS.quotationRoute, SELLER_PATHS.leadRoute, ...MANAGER_VIEW_PATTERNS];

/** Whether `pathname` (no query; a trailing slash is ignored) is one of the app's pages. */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PAGE_PATHS.includes(path === '' ? SHOWCASE_PATH : path) || SELLER_QUOTATION_PAGE.test(path) || SELLER_LEAD_PAGE.test(path) || isManagerViewPath(path);
}
