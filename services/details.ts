/**
 * Calls of the offer details page (spec 001 §7): additional details,
 * featured items, an optional's rich text (content path) and the FAQ
 * (`{faqPath}.infinity.json`); answers are checked against models/ structs.
 * Also the page's FAQ path (meta tag `flua:faq-path`) and the data layer.
 */
import { array, type Struct } from 'superstruct';
import { AdditionalInfo, FeaturedItem, OptionalContent, optionalContentPath } from '../models/content/details-content';
import { DEFAULT_FAQ_PATH, FaqAnswer, faqContentPath, type FaqEntry } from '../models/content/faq';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

function getJson<T>(api: Api, url: string, struct: Struct<T, unknown>, signal?: AbortSignal, absolute = false): Promise<T> {
  return api.http.url(url, absolute).options(withSignal(signal)).get().json(answerOf(struct));
}

export async function getAdditionalInfo(api: Api, mvsCode: string, signal?: AbortSignal): Promise<AdditionalInfo[]> {
  return getJson(api, `/api/additionals?mvs_code=${encodeURIComponent(mvsCode)}`, array(AdditionalInfo), signal);
}

export async function getFeaturedItems(api: Api, mvsCode: string, year: number, signal?: AbortSignal): Promise<FeaturedItem[]> {
  const q = `mvsCode=${encodeURIComponent(mvsCode)}&year=${year}&behavior=FEATURED`;
  return getJson(api, `/api/item?${q}`, array(FeaturedItem), signal);
}

export async function getOptionalContent(
  api: Api,
  key: { brand: string; modelCode: string; code: string },
  signal?: AbortSignal,
): Promise<OptionalContent> {
  const path = optionalContentPath({ ...key, country: api.config.country, language: api.config.language });
  return getJson(api, `${api.config.contentUrl}${path}`, OptionalContent, signal, true);
}

export async function getFaq(api: Api, faqPath: string, signal?: AbortSignal): Promise<FaqEntry[]> {
  return getJson(api, `${api.config.contentUrl}${faqContentPath(faqPath)}`, FaqAnswer, signal, true);
}

/** The FAQ path of the page (`<meta name="flua:faq-path">`), else the default. */
export function readFaqPath(doc: Document = document): string {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="flua:faq-path"]')?.content?.trim();
  return value && /^\/[A-Za-z0-9/_-]{1,200}$/.test(value) ? value : DEFAULT_FAQ_PATH;
}
