/**
 * The offer manager and editor calls (spec 001 §6 "Admin", §7 publish,
 * unpublish, delete; models/offer-admin/admin-offers.ts is the contract). Only
 * `offer_admin` may call them; the photo files themselves are public.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AdminOfferListQuery,
  AdminOfferParams,
  CreateOfferRequest,
  MAX_OFFER_IMAGE_BYTES,
  MAX_OFFER_IMAGE_MB,
  OfferActionRequest,
  OfferImageParams,
  UpdateOfferRequest,
  type AdminOfferDetail,
  type AdminOfferErrorCode,
  type AdminOfferList,
  type AdminOfferListItem,
} from '../../models/offer-admin/admin-offers';
import { OFFER_ADMIN } from '../../models/account/auth';
import { ImageFileParams } from '../../models/offer-admin/offer-image-requests';
import { labels } from '../../models/labels/spec';
import { offerEditorLabels } from '../../models/labels/offer-editor';
import type { OfferImage, OfferImageSize } from '../../models/offer/offer';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute, forbidden, role } from '../http/route';
import {
  adminOfferDetail,
  adminOfferListItem,
  changeOfferStatus,
  createOffer,
  listAdminOffers,
  updateOffer,
  type Refusal,
  type StatusAction,
} from './admin-offers-repo';
import { deleteDroppedImages, deleteImage, processImage, readImageVariant, storeImage } from './offer-images';
import { postgresImageStore, type OfferImageStore } from './offer-image-store';

const t = offerEditorLabels;

const REFUSALS: Record<AdminOfferErrorCode, { status: number; message: string }> = {
  invalid_offer: { status: 400, message: t.invalidDraft },
  offer_conflict: { status: 409, message: t.conflict },
  offer_removed: { status: 409, message: t.removedOffer },
  offer_archived: { status: 409, message: t.archivedOffer },
  cannot_publish: { status: 409, message: t.cannotPublish },
  cannot_unpublish: { status: 409, message: t.cannotUnpublish },
  offer_not_found: { status: 404, message: labels.httpErrors.offerNotFound },
  image_missing: { status: 400, message: t.image.missing },
  image_type: { status: 400, message: t.image.type },
  image_too_large: { status: 413, message: t.image.tooLarge(MAX_OFFER_IMAGE_MB) },
  image_not_found: { status: 404, message: t.image.notFound },
  image_in_use: { status: 409, message: t.image.inUse },
};

function refusal(code: AdminOfferErrorCode, fields?: Record<string, string>): HttpError {
  const { status, message } = REFUSALS[code];
  return new HttpError(status, code, message, fields);
}

const fail = (r: Refusal) => refusal(r.code, r.fields);

const admin = role(OFFER_ADMIN);

function sessionUser(request: FastifyRequest) {
  const user = request.sessionUser;
  if (!user) throw forbidden();
  return user;
}

async function readUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refusal('image_missing');
  try {
    const file = await request.file({ limits: { fileSize: MAX_OFFER_IMAGE_BYTES, files: 1, fields: 2, parts: 3 } });
    if (!file) throw refusal('image_missing');
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw refusal('image_missing');
    return bytes;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw refusal('image_too_large');
    if (err instanceof app.multipartErrors.FilesLimitError) throw refusal('image_too_large');
    throw err;
  }
}

/** `images`: where photo files are kept (default: the same database). */
export function adminOffersRoutes(db: Database, images: OfferImageStore = postgresImageStore(db)) {
  return async function (app: FastifyInstance) {
    await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: MAX_OFFER_IMAGE_BYTES } });

    const detail = async (id: string): Promise<AdminOfferDetail> => {
      const found = await adminOfferDetail(db, id);
      if (!found) throw refusal('offer_not_found');
      return found;
    };
    const item = async (id: string): Promise<AdminOfferListItem> => {
      const found = await adminOfferListItem(db, id);
      if (!found) throw refusal('offer_not_found');
      return found;
    };

    defineRoute(app, {
      method: 'GET',
      url: '/api/admin/offers',
      access: admin,
      query: AdminOfferListQuery,
      handler: async ({ query }): Promise<AdminOfferList> => ({ offers: await listAdminOffers(db, query) }),
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/admin/offers/:offerId',
      access: admin,
      params: AdminOfferParams,
      handler: async ({ params }) => detail(params.offerId),
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/offers',
      access: admin,
      body: CreateOfferRequest,
      handler: async ({ body, request, reply }): Promise<AdminOfferDetail> => {
        const created = await createOffer(db, body.draft, sessionUser(request));
        if (!created.ok) throw fail(created);
        reply.code(201);
        return detail(created.value);
      },
    });

    defineRoute(app, {
      method: 'PUT',
      url: '/api/offers/:offerId',
      access: admin,
      params: AdminOfferParams,
      body: UpdateOfferRequest,
      handler: async ({ params, body, request }): Promise<AdminOfferDetail> => {
        const saved = await updateOffer(db, params.offerId, body.revision, body.draft, sessionUser(request));
        if (!saved.ok) throw fail(saved);
        await deleteDroppedImages(db, images, saved.value.droppedImageIds);
        return detail(params.offerId);
      },
    });

    const statusRoute = (url: string, method: 'PUT' | 'DELETE', action: StatusAction) =>
      defineRoute(app, {
        method,
        url,
        access: admin,
        params: AdminOfferParams,
        ...(method === 'PUT' ? { body: OfferActionRequest } : {}),
        handler: async ({ params, body, request }): Promise<AdminOfferListItem> => {
          const revision = (body as OfferActionRequest | undefined)?.revision;
          const done = await changeOfferStatus(db, params.offerId, action, sessionUser(request), revision);
          if (!done.ok) throw fail(done);
          return item(params.offerId);
        },
      });
    statusRoute('/api/offers/:offerId/publish', 'PUT', 'publish');
    statusRoute('/api/offers/:offerId/unpublish', 'PUT', 'unpublish');
    statusRoute('/api/offers/:offerId', 'DELETE', 'remove');

    defineRoute(app, {
      method: 'POST',
      url: '/api/offer-images',
      access: admin,
      handler: async ({ request, reply }): Promise<OfferImage> => {
        const user = sessionUser(request);
        const bytes = await readUpload(app, request);
        const processed = await processImage(bytes);
        if (processed === 'image_type') throw refusal('image_type');
        if (processed === 'image_too_many_pixels') throw new HttpError(413, 'image_too_large', t.image.tooManyPixels);
        const image = await storeImage(db, images, processed, user.id);
        reply.code(201);
        return image;
      },
    });

    defineRoute(app, {
      method: 'DELETE',
      url: '/api/offer-images/:imageId',
      access: admin,
      params: OfferImageParams,
      handler: async ({ params, reply }) => {
        const result = await deleteImage(db, images, params.imageId);
        if (result === 'not_found') throw refusal('image_not_found');
        if (result === 'in_use') throw refusal('image_in_use');
        return reply.code(204).send();
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/offer-images/:file',
      // Photos of published offers are public; an id is a fingerprint nobody can guess.
      access: anyone,
      params: ImageFileParams,
      handler: async ({ params, reply }) => {
        const [id, rest] = params.file.split('-') as [string, string];
        const size = rest.replace('.webp', '') as OfferImageSize;
        const bytes = await readImageVariant(db, images, id, size);
        if (!bytes) throw refusal('image_not_found');
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    });
  };
}
