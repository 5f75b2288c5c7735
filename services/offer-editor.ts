/**
 * The offer editor's calls: read an offer for editing, create or update it
 * (with the revision it was opened at: a stale one answers 409), upload a
 * photo, delete one. Answers are checked against the shapes in models/admin-offers.ts.
 */
import { create } from 'superstruct';
import { AdminOfferDetail, OfferImage, adminOfferPaths } from '../models/admin-offers';
import type { OfferDraft } from '../models/offer-draft';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, toApiCallError } from './http';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function getAdminOffer(api: Api, offerId: string, signal?: AbortSignal): Promise<AdminOfferDetail> {
  try {
    const answer = await api.http.url(adminOfferPaths.detail(offerId)).options(withSignal(signal)).get().json<unknown>();
    return create(answer, AdminOfferDetail);
  } catch (err) {
    throw toApiCallError(err);
  }
}

/** POST for a new offer (with an Idempotency-Key, so a retried call creates one offer), PUT with the revision otherwise. */
export async function saveAdminOffer(
  api: Api,
  request: { offerId: string | null; revision: number | null; draft: OfferDraft },
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<AdminOfferDetail> {
  try {
    const answer =
      request.offerId === null
        ? await api.http
            .url(adminOfferPaths.create)
            .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
            .options(withSignal(signal))
            .post({ draft: request.draft })
            .json<unknown>()
        : await api.http
            .url(adminOfferPaths.update(request.offerId))
            .options(withSignal(signal))
            .put({ revision: request.revision ?? 1, draft: request.draft })
            .json<unknown>();
    return create(answer, AdminOfferDetail);
  } catch (err) {
    throw toApiCallError(err);
  }
}

export async function uploadOfferImage(api: Api, file: File, idempotencyKey: string, signal?: AbortSignal): Promise<OfferImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const answer = await api.http
      .url(adminOfferPaths.uploadImage)
      .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
      .options(withSignal(signal))
      .body(form)
      .post()
      .json<unknown>();
    return create(answer, OfferImage);
  } catch (err) {
    throw toApiCallError(err);
  }
}

/** Deletes a photo and every stored size (409 while a saved offer shows it; the save that drops it deletes it). */
export async function deleteOfferImage(api: Api, imageId: string, signal?: AbortSignal): Promise<void> {
  try {
    await api.http.url(adminOfferPaths.deleteImage(imageId)).options(withSignal(signal)).delete().res();
  } catch (err) {
    throw toApiCallError(err);
  }
}
