/**
 * The offer administrator's calls (spec 001 §6 "Admin", §7 publish,
 * unpublish and delete; the editor the spec implies): paths, request bodies
 * and answers. Only `offer_admin` may call them; everyone else gets 401
 * (visitor) or 403.
 *
 * Errors use the API's envelope (`ApiError` in models/showcase/api.ts):
 * - 400 `{ error: { code: 'invalid_offer', message, fields } }`: the draft
 *   breaks a rule (`fields`: field path → pt-BR message, as
 *   `offerDraftErrors` gives); nothing was written. Malformed bodies get
 *   `code: 'bad_request'` the same way.
 * - 409 `{ error: { code: 'offer_conflict', message } }`: the offer was saved
 *   by someone else after `revision`; nothing was written. Reload it.
 * - 409 `{ error: { code: 'offer_removed' | 'offer_archived' | 'cannot_publish' | 'cannot_unpublish', message } }`:
 *   the action matrix (models/offer/offer-status.ts) does not allow it.
 * - 404 `{ error: { code: 'offer_not_found', message } }`.
 * - Images: 400 `image_missing` / `image_type`, 413 `image_too_large`,
 *   404 `image_not_found`, 409 `image_in_use`.
 */
import { array, boolean, enums, integer, min, nullable, object, optional, size, string, type Infer, unknown } from 'superstruct';
import { Brand, Offer, OfferImage, TargetEntityType, type OfferImageSize } from '../offer/offer';
import { OfferDraft } from './offer-draft';

export { OfferImage } from '../offer/offer';

/** Paths of the admin offer calls. */
export const adminOfferPaths = {
  /** GET ?brand=&status=&personType=&q= → AdminOfferList. */
  list: '/api/admin/offers',
  /** GET → AdminOfferDetail. */
  detail: (id: string) => `/api/admin/offers/${encodeURIComponent(id)}`,
  /** POST CreateOfferRequest → 201 AdminOfferDetail. */
  create: '/api/offers',
  /** PUT UpdateOfferRequest → AdminOfferDetail (409 when `revision` is stale). */
  update: (id: string) => `/api/offers/${encodeURIComponent(id)}`,
  /** PUT OfferActionRequest (may be `{}`) → AdminOfferListItem. */
  publish: (id: string) => `/api/offers/${encodeURIComponent(id)}/publish`,
  /** PUT OfferActionRequest (may be `{}`) → AdminOfferListItem. */
  unpublish: (id: string) => `/api/offers/${encodeURIComponent(id)}/unpublish`,
  /** DELETE → AdminOfferListItem (a soft delete: `removed`, proposals naming it keep working). */
  remove: (id: string) => `/api/offers/${encodeURIComponent(id)}`,
  /** POST multipart/form-data, one file part named `file` (JPEG, PNG or WebP) → 201 OfferImage. */
  uploadImage: '/api/offer-images',
  /** DELETE → 204 (409 while an offer shows it). */
  deleteImage: (id: string) => `/api/offer-images/${encodeURIComponent(id)}`,
  /** GET → image/webp, `cache-control: public, max-age=31536000, immutable` (the id is the content's fingerprint). */
  image: (id: string, size: OfferImageSize) => `/api/offer-images/${encodeURIComponent(id)}-${size}.webp`,
} as const;

/** The largest photo upload accepted. */
export const MAX_OFFER_IMAGE_MB = 10;
export const MAX_OFFER_IMAGE_BYTES = MAX_OFFER_IMAGE_MB * 1024 * 1024;
/** The upload image types (read from the file's content, never its name). */
export const OFFER_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** Who did something, and when (ISO timestamp). */
export const Stamp = object({ name: string(), at: string() });
export type Stamp = Infer<typeof Stamp>;

/** The manager's status filter (a stored offer is never 'new'). */
export const ADMIN_STATUS_FILTERS = ['published', 'saved', 'removed', 'archived'] as const;

export const AdminOfferListQuery = object({
  brand: optional(Brand),
  status: optional(enums(ADMIN_STATUS_FILTERS)),
  personType: optional(TargetEntityType),
  /** Words searched in model and version names (case and accents ignored). */
  q: optional(size(string(), 0, 80)),
});
export type AdminOfferListQuery = Infer<typeof AdminOfferListQuery>;

export const AdminOfferListItem = object({
  id: string(),
  /** Send it back when saving; a save over a newer revision answers 409. */
  revision: min(integer(), 1),
  brand: Brand,
  modelName: string(),
  modelShortName: string(),
  versionName: string(),
  category: object({ categoryName: string(), categoryCode: string() }),
  released: boolean(),
  removed: boolean(),
  /** Archived by hand, or because `endsOn` has passed. */
  archived: boolean(),
  startsOn: string(),
  endsOn: string(),
  targetEntityType: TargetEntityType,
  createdBy: nullable(Stamp),
  updatedBy: nullable(Stamp),
  /** The last publication, or null when never published. */
  publishedAt: nullable(Stamp),
  /** The first photo, or null (the card draws the vehicle). */
  image: nullable(OfferImage),
  /** The offer as the showcase card reads it (flags as above). */
  offer: Offer,
});
export type AdminOfferListItem = Infer<typeof AdminOfferListItem>;

export const AdminOfferList = object({ offers: array(AdminOfferListItem) });
export type AdminOfferList = Infer<typeof AdminOfferList>;

export const HISTORY_ACTIONS = ['create', 'update', 'publish', 'unpublish', 'remove'] as const;

export const OfferHistoryEntry = object({
  action: enums(HISTORY_ACTIONS),
  /** The admin's full name. */
  who: string(),
  at: string(),
  /** Draft field names (`offerEditorLabels.fields`) or `released` / `removed`, with old and new values. */
  fields: array(object({ field: string(), old: unknown(), new: unknown() })),
});
export type OfferHistoryEntry = Infer<typeof OfferHistoryEntry>;

export const AdminOfferDetail = object({
  id: string(),
  revision: min(integer(), 1),
  draft: OfferDraft,
  /** The offer exactly as a visitor's details page reads it ('Visualizar'). */
  offer: Offer,
  /** The draft's photos, in `draft.imageIds` order. */
  images: array(OfferImage),
  released: boolean(),
  removed: boolean(),
  archived: boolean(),
  createdBy: nullable(Stamp),
  updatedBy: nullable(Stamp),
  publishedAt: nullable(Stamp),
  /** Newest first. */
  history: array(OfferHistoryEntry),
});
export type AdminOfferDetail = Infer<typeof AdminOfferDetail>;

export const CreateOfferRequest = object({ draft: OfferDraft });
export type CreateOfferRequest = Infer<typeof CreateOfferRequest>;

export const UpdateOfferRequest = object({
  /** The revision the editor opened. */
  revision: min(integer(), 1),
  draft: OfferDraft,
});
export type UpdateOfferRequest = Infer<typeof UpdateOfferRequest>;

/** Publish / unpublish: a revision is optional (status changes never overwrite the draft). */
export const OfferActionRequest = object({ revision: optional(min(integer(), 1)) });
export type OfferActionRequest = Infer<typeof OfferActionRequest>;

export const AdminOfferParams = object({ offerId: size(string(), 1, 80) });
export const OfferImageParams = object({ imageId: size(string(), 1, 64) });
export const OfferImageFileParams = object({ file: size(string(), 1, 100) });

/** The error codes the admin calls answer with (see the header). */
export const ADMIN_OFFER_ERROR_CODES = [
  'invalid_offer',
  'offer_conflict',
  'offer_removed',
  'offer_archived',
  'cannot_publish',
  'cannot_unpublish',
  'offer_not_found',
  'image_missing',
  'image_type',
  'image_too_large',
  'image_not_found',
  'image_in_use',
] as const;
export type AdminOfferErrorCode = (typeof ADMIN_OFFER_ERROR_CODES)[number];
