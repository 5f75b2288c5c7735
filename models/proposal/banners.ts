/**
 * Showcase banners (spec 000 §2): the proposal banner, shown on a
 * has-proposal event when the stored SHOW_BANNER flag is not false and the
 * feature is on, for signed-in people only; and the mobile app banner, whose
 * 'BAIXAR' sends iOS and Android users to their store and just closes for
 * the others.
 */

export type Platform = 'ios' | 'android' | 'other';

export function platformOf(userAgent: string): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'other';
}

export function appStoreUrl(platform: Platform, urls: { iosUrl: string; androidUrl: string }): string | null {
  if (platform === 'ios') return urls.iosUrl;
  if (platform === 'android') return urls.androidUrl;
  return null;
}

/** The stored SHOW_BANNER flag allows the banner unless it is 'false'. */
export function showBannerAllowed(stored: string | null | undefined): boolean {
  return stored !== 'false';
}
