/**
 * The offer editor's calls: read an offer for editing, create or update it
 * (with the revision it was opened at: a stale one answers 409), upload a
 * photo, delete one. Failures reach the chart as `ApiCallError`s through the shared
 * client's catcher; answers are checked against the shapes in
 * models/offer-admin/admin-offers.ts.
 */
import { AdminOfferDetail, OfferImage, adminOfferPaths } from '../models/offer-admin/admin-offers';
import type { OfferDraft } from '../models/offer-admin/offer-draft';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, answerOf, withSignal } from './http';

export function getAdminOffer(api: Api, offerId: string, signal?: AbortSignal): Promise<AdminOfferDetail> {
  return api.http.url(adminOfferPaths.detail(offerId)).options(withSignal(signal)).get().json(answerOf(AdminOfferDetail));
}

/** POST for a new offer (with an Idempotency-Key, so a retried call creates one offer), PUT with the revision otherwise. */
export function saveAdminOffer(
  api: Api,
  request: { offerId: string | null; revision: number | null; draft: OfferDraft },
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<AdminOfferDetail> {
  return request.offerId === null
    ? api.http
        .url(adminOfferPaths.create)
        .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
        .options(withSignal(signal))
        .post({ draft: request.draft })
        .json(answerOf(AdminOfferDetail))
    : api.http
        .url(adminOfferPaths.update(request.offerId))
        .options(withSignal(signal))
        .put({ revision: request.revision ?? 1, draft: request.draft })
        .json(answerOf(AdminOfferDetail));
}

export function uploadOfferImage(api: Api, file: File, idempotencyKey: string, signal?: AbortSignal): Promise<OfferImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.http
    .url(adminOfferPaths.uploadImage)
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
    .options(withSignal(signal))
    .body(form)
    .post()
    .json(answerOf(OfferImage));
}

/** Deletes a photo and every stored size (409 while a saved offer shows it; the save that drops it deletes it). */
export async function deleteOfferImage(api: Api, imageId: string, signal?: AbortSignal): Promise<void> {
  await api.http.url(adminOfferPaths.deleteImage(imageId)).options(withSignal(signal)).delete().res();
}
