/**
 * Offer images (spec 000 §2 "Offer image", §4 "Images", 001 §7): a gallery
 * when the offer has images; otherwise the profile carousel read from the
 * image folder listing
 * `/content/dam/{brand}/products/{model}/{version}/{series}/{year}/page/profile-carousel/{color}.1.json`
 * keeping jpg, jpeg and png entries (a 404 is an empty list); otherwise the
 * drawn vehicle.
 */
import { record, string, unknown, type Infer } from 'superstruct';
import { OFFER_IMAGE_BOXES, type Offer, type OfferImageSize } from '../offer/offer';

export interface ProfileCarouselKey {
  brand: string;
  model: string;
  version: string;
  series: string;
  year: number | string;
  color: string;
}

const SEGMENT = /^[A-Za-z0-9_-]{1,40}$/;

/** The folder key of an offer in a colour, or null when a part is missing (logged by the caller). */
export function profileCarouselKey(
  offer: Pick<Offer, 'brand' | 'mvsInformation' | 'seriesCode'>,
  colorCode: string | undefined,
): ProfileCarouselKey | null {
  const key = {
    brand: offer.brand,
    model: offer.mvsInformation?.modelCode ?? '',
    version: offer.mvsInformation?.versionCode ?? '',
    series: offer.seriesCode ?? '',
    year: offer.mvsInformation?.year ?? '',
    color: colorCode ?? '',
  };
  const parts = [key.brand, key.model, key.version, key.series, String(key.year), key.color];
  return parts.every((p) => SEGMENT.test(p)) ? key : null;
}

function folder(key: ProfileCarouselKey): string {
  return `/content/dam/${key.brand}/products/${key.model}/${key.version}/${key.series}/${key.year}/page/profile-carousel`;
}

/** The listing's path: `…/profile-carousel/{color}.1.json`. */
export function profileCarouselListingPath(key: ProfileCarouselKey): string {
  return `${folder(key)}/${key.color}.1.json`;
}

/** An image's path inside the colour's folder. */
export function profileCarouselImagePath(key: ProfileCarouselKey, name: string): string {
  return `${folder(key)}/${key.color}/${encodeURIComponent(name)}`;
}

const IMAGE_ENTRY = /\.(jpe?g|png)$/i;

export function isCarouselImageName(name: string): boolean {
  return IMAGE_ENTRY.test(name) && !name.includes('/');
}

/** A content folder listing (`….1.json`): an object whose keys are the folder's children. */
export const FolderListing = record(string(), unknown());
export type FolderListing = Infer<typeof FolderListing>;

/**
 * The image names of a folder listing (a `.1.json` answer: an object whose
 * keys are the folder's children), in listing order: jpg, jpeg and png only.
 */
export function imageNamesOfListing(listing: unknown): string[] {
  if (!listing || typeof listing !== 'object' || Array.isArray(listing)) return [];
  return Object.keys(listing).filter(isCarouselImageName);
}

/** Where a card's pictures come from. */
export type OfferImages =
  | { kind: 'gallery'; urls: string[] }
  | { kind: 'profile'; urls: string[] }
  | { kind: 'drawing' };

/**
 * The offer's own images in a colour. When `imagesColor` gives each image its
 * colour code (same length as `images`), only that colour's images: a colour
 * without images of its own has no gallery (the car is not shown in another
 * colour). Images without colours are the gallery of every colour.
 */
export function offerGallery(
  offer: Pick<Offer, 'images' | 'imagesColor' | 'imageSet'>,
  colourCode?: string | null,
  /** Uploaded photos are served in several sizes: a card asks 's319', the details gallery 's1280'. */
  size: OfferImageSize = 's1280',
): OfferImages | null {
  const uploaded = offer.imageSet ?? [];
  if (uploaded.length > 0) return { kind: 'gallery', urls: uploaded.map((i) => i.urls[size]) };
  const images = offer.images ?? [];
  const colours = offer.imagesColor ?? [];
  const tagged = colours.length > 0 && colours.length === images.length;
  const urls = images.filter((u, i) => typeof u === 'string' && u.length > 0 && (!tagged || colours[i] === colourCode));
  return urls.length > 0 ? { kind: 'gallery', urls } : null;
}

/** The sizes of an uploaded photo a picture may choose from (the spec's 140×100, 319×319 and 1280×1280 boxes; 48×48 is the thumbnail's). */
const SRCSET_SIZES: readonly OfferImageSize[] = ['s140', 's319', 's1280'];

/**
 * The `srcset` of an uploaded photo shown at `url` (any of its sizes): each
 * size the server keeps with its box's width, so a phone's screen takes the
 * one its width and pixel ratio need. Undefined for a photo that is not an
 * upload (a content image has one size).
 */
export function uploadedSrcSet(offer: Pick<Offer, 'imageSet'>, url: string): string | undefined {
  const image = offer.imageSet?.find((i) => Object.values(i.urls).includes(url));
  return image ? SRCSET_SIZES.map((size) => `${image.urls[size]} ${OFFER_IMAGE_BOXES[size].width}w`).join(', ') : undefined;
}
