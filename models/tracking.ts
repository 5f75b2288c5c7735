/**
 * What a lead carries about how the visitor arrived: the landing address's
 * UTM values, the gclid cookie, the referer and the page.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export interface LeadTracking {
  utm: Partial<Record<UtmKey, string>>;
  gclid?: string | undefined;
  referer?: string | undefined;
  retUrl?: string | undefined;
}

/** The UTM values of a landing address (at most 200 characters each). */
export function utmFromSearch(search: string): Partial<Record<UtmKey, string>> {
  const params = new URLSearchParams(search);
  const out: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const v = params.get(key)?.trim();
    if (v) out[key] = v.slice(0, 200);
  }
  return out;
}
