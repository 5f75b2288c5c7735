/**
 * Links the product writes or follows (authored rich text, the site's
 * configured links, the address to return to after signing in): one rule for
 * what is "a path on this site". Browsers drop tabs and line breaks anywhere
 * in an address and spaces or control characters around it, and read a
 * backslash as a slash, so `//host`, `/\host`, `\/host` and `/<tab>/host` all
 * lead to another site.
 */

/** The address as a browser reads it: without control characters and spaces (C0, DEL). */
export function compactAddress(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u0020\u007f]+/g, '');
}

/** A path on this site: '/' followed by anything but a second slash or backslash. */
export function isSameSitePath(raw: string): boolean {
  return /^\/(?![/\\])/.test(compactAddress(raw));
}

/** An address of another site: absolute (http, https or protocol-relative) with another origin than this site's (any, when unknown). */
export function isOtherSite(url: string, siteOrigin: string | undefined): boolean {
  if (!/^(https?:)?\/\//i.test(url.trim())) return false;
  try {
    const target = new URL(url, siteOrigin ?? 'https://site.invalid');
    return siteOrigin === undefined || target.origin !== new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}
