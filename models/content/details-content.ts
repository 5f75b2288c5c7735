/**
 * The details page's content (spec 000 §3, 001 §7): the answers of the
 * optional-content, additionals and featured-items calls, their requests,
 * and the path of an optional's content.
 */
import { coerce, enums, integer, max, min, object, pattern, string, type Infer } from 'superstruct';
import { BRANDS } from '../offer/offer';

/** An optional's content (`…/optionals/{code}.html.infinity.json`): title and sanitised rich text. */
export const OptionalContent = object({ title: string(), text: string() });
export type OptionalContent = Infer<typeof OptionalContent>;

/** One item of `GET /api/additionals?mvs_code=…` (spec 001 §7). */
export const AdditionalInfo = object({ id: string(), name: string(), description: string(), image_link: string() });
export type AdditionalInfo = Infer<typeof AdditionalInfo>;

/** One item of `GET /api/item?mvsCode=…&year=…&behavior=FEATURED`. */
export const FeaturedItem = object({ name: string() });
export type FeaturedItem = Infer<typeof FeaturedItem>;

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
export const ContentCode = pattern(string(), CODE);

const MVS = pattern(string(), /^[A-Za-z0-9]{1,40}$/);
const yearFromQuery = coerce(max(min(integer(), 1900), 2100), pattern(string(), /^\d{4}$/), (v) => Number(v));

/** `GET /api/additionals?mvs_code=…` */
export const AdditionalsQuery = object({ mvs_code: MVS });
/** `GET /api/item?mvsCode=…&year=…&behavior=FEATURED` */
export const FeaturedItemsQuery = object({ mvsCode: MVS, year: yearFromQuery, behavior: enums(['FEATURED']) });
/** `GET /content/{brand}/{country}/{language}/products/{modelCode}/optionals/{code}.html.infinity.json` */
export const OptionalContentParams = object({
  brand: enums(BRANDS),
  country: pattern(string(), /^[a-z]{2}$/),
  language: pattern(string(), /^[a-z]{2}$/),
  modelCode: ContentCode,
  file: pattern(string(), /^[A-Za-z0-9_-]{1,40}\.html\.infinity\.json$/),
});
export const OPTIONAL_CONTENT_SUFFIX = '.html.infinity.json';

/** The path of an optional's content. */
export function optionalContentPath(p: { brand: string; country: string; language: string; modelCode: string; code: string }): string {
  const seg = encodeURIComponent;
  return `/content/${seg(p.brand)}/${seg(p.country)}/${seg(p.language)}/products/${seg(p.modelCode)}/optionals/${seg(p.code)}${OPTIONAL_CONTENT_SUFFIX}`;
}
