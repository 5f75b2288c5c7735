/**
 * The path parameters of the content paths the site reads offer photos from
 * (`/content/dam/{brand}/products/{model}/{version}/{series}/{year}/page/profile-carousel/…`).
 */
import { enums, object, pattern, string } from 'superstruct';
import { BRANDS } from '../offer/offer';

const segment = pattern(string(), /^[A-Za-z0-9_-]{1,40}$/);

const FolderParams = {
  brand: enums(BRANDS),
  model: segment,
  version: segment,
  series: segment,
  year: pattern(string(), /^\d{4}$/),
};

/** The folder listing `…/profile-carousel/{color}.1.json`. */
export const ListingParams = object({ ...FolderParams, file: pattern(string(), /^[A-Za-z0-9_-]{1,40}\.1\.json$/) });

/** A photo `…/profile-carousel/{color}/{name}`. */
export const PhotoParams = object({ ...FolderParams, color: segment, image: pattern(string(), /^[A-Za-z0-9_-]{1,60}\.(png|jpe?g)$/) });
