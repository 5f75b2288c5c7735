/**
 * The browser addresses the app has a page for. The server answers these
 * with the page and status 200; any other browser address gets the same
 * page with status 404, and the app shows its not-found page there.
 */
import { AUTH_PATHS } from './auth';
import { MANAGER_PATH } from './offer-manager';
import { PRIVACY_PATH } from './privacy';

export const SHOWCASE_PATH = '/';
/** The sellers' legal-person price simulator (sellers and offer admins). */
export const SIMULATOR_PATH = '/vendedor/simulador';
/** The product's outbox (offer admins). */
export const ADMIN_MESSAGES_PATH = '/admin/mensagens';

export const APP_PAGE_PATHS: readonly string[] = [
  SHOWCASE_PATH,
  AUTH_PATHS.signIn,
  AUTH_PATHS.signUp,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.proposals,
  PRIVACY_PATH,
  MANAGER_PATH,
  SIMULATOR_PATH,
  ADMIN_MESSAGES_PATH,
];

/** Whether `pathname` (no query; a trailing slash is ignored) is one of the app's pages. */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PAGE_PATHS.includes(path === '' ? SHOWCASE_PATH : path);
}
