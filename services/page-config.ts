/**
 * Page metadata (spec 000 §3: "read from page meta tags"): brand, country,
 * language and service base URLs. Every service defaults to the same origin.
 */
import { BRANDS, type Brand } from '../models/offer/offer';
import { LEAD_CLIENT_META, LEAD_CLIENT_VALUE_PATTERN } from '../models/lead/lead';

export interface PageConfig {
  brand: Brand;
  country: string;
  language: string;
  /** Base URL of our API; '' is the page's own origin. */
  apiUrl: string;
  /** Base URL of the content (CMS) paths; '' is the page's own origin. */
  contentUrl: string;
  /** Value of the context header sent with every call. */
  context: string;
  /** The v2 lead's client id and secret, when the server wrote them into the page's meta tags (server/http/page-meta.ts). */
  leadClient?: { id: string; secret: string } | undefined;
}

/** The v2 lead's client id and secret of the page: both meta tags filled with values that may travel as they are, or none. */
function leadClientOf(doc: Document): PageConfig['leadClient'] {
  const id = meta(doc, LEAD_CLIENT_META.id)?.trim() ?? '';
  const secret = meta(doc, LEAD_CLIENT_META.secret)?.trim() ?? '';
  return LEAD_CLIENT_VALUE_PATTERN.test(id) && LEAD_CLIENT_VALUE_PATTERN.test(secret) ? { id, secret } : undefined;
}

function meta(doc: Document, name: string): string | undefined {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? undefined;
}

export function readPageConfig(doc: Document = document): PageConfig {
  const brandMeta = meta(doc, 'flua:brand');
  const brand = (BRANDS as readonly string[]).includes(brandMeta ?? '') ? (brandMeta as Brand) : 'fiat';
  return {
    brand,
    country: meta(doc, 'flua:country') ?? 'br',
    language: meta(doc, 'flua:language') ?? 'pt',
    apiUrl: (meta(doc, 'flua:api-url') ?? '').replace(/\/$/, ''),
    contentUrl: (meta(doc, 'flua:content-url') ?? '').replace(/\/$/, ''),
    context: meta(doc, 'flua:context') ?? `site-ofertas/${brand}`,
    leadClient: leadClientOf(doc),
  };
}
