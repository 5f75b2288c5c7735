/**
 * The browser addresses the app has a page for. The server answers these
 * with the page and status 200; any other browser address gets the same
 * page with status 404, and the app shows its not-found page there.
 */
import { AUTH_PATHS } from './auth';
import { MANAGER_PATH } from './manager-address';

export const SHOWCASE_PATH = '/';

/** The privacy policy page; every 'Política de Privacidade' of a form links here. */
export const PRIVACY_PATH = '/privacidade';

export const APP_PAGE_PATHS: readonly string[] = [
  SHOWCASE_PATH,
  AUTH_PATHS.signIn,
  AUTH_PATHS.signUp,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.proposals,
  PRIVACY_PATH,
  MANAGER_PATH,
];

/** Whether `pathname` (no query; a trailing slash is ignored) is one of the app's pages. */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PAGE_PATHS.includes(path === '' ? SHOWCASE_PATH : path);
}
