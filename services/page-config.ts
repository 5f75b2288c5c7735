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
function leadClientOf(meta: MetaReader): PageConfig['leadClient'] {
  const id = meta(LEAD_CLIENT_META.id)?.trim() ?? '';
  const secret = meta(LEAD_CLIENT_META.secret)?.trim() ?? '';
  return LEAD_CLIENT_VALUE_PATTERN.test(id) && LEAD_CLIENT_VALUE_PATTERN.test(secret) ? { id, secret } : undefined;
}

/** A meta tag's content by its name (undefined when the page has none). */
export type MetaReader = (name: string) => string | undefined;

function documentMeta(doc: Document): MetaReader {
  return (name) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? undefined;
}

export function readPageConfig(doc: Document = document): PageConfig {
  return pageConfigOf(documentMeta(doc));
}

/** The page's configuration from its meta tags (the server reads them from the built page's text to draw it). */
export function pageConfigOf(meta: MetaReader): PageConfig {
  const brandMeta = meta('flua:brand');
  const brand = (BRANDS as readonly string[]).includes(brandMeta ?? '') ? (brandMeta as Brand) : 'fiat';
  return {
    brand,
    country: meta('flua:country') ?? 'br',
    language: meta('flua:language') ?? 'pt',
    apiUrl: (meta('flua:api-url') ?? '').replace(/\/$/, ''),
    contentUrl: (meta('flua:content-url') ?? '').replace(/\/$/, ''),
    context: meta('flua:context') ?? `site-ofertas/${brand}`,
    leadClient: leadClientOf(meta),
  };
}
