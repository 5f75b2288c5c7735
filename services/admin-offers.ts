/**
 * The offer manager's calls (spec 001 §7): the list of every offer, publish,
 * unpublish and delete. Only an offer admin is answered; anyone else gets a
 * 401/403 `ApiCallError`.
 */
import { array, create, nullable, optional, string, type, assign } from 'superstruct';
import { Offer } from '../models/offer';
import type { ManagedOffer } from '../models/offer-manager';
import type { Api } from './api';
import { toApiCallError } from './http';

const ManagedOfferAnswer = assign(
  Offer,
  type({ createdAt: optional(nullable(string())), updatedAt: optional(nullable(string())), releasedByName: optional(nullable(string())) }),
);

export const ADMIN_OFFERS_PATH = '/api/admin/offers';
const offerPath = (offerId: string) => `/api/offers/${encodeURIComponent(offerId)}`;

/** Every offer, of every category and status. */
export async function listAdminOffers(api: Api, signal?: AbortSignal): Promise<ManagedOffer[]> {
  try {
    const answer = await api.http
      .url(ADMIN_OFFERS_PATH)
      .options(signal ? { signal } : {})
      .get()
      .json<unknown>();
    return create(answer, array(ManagedOfferAnswer)) as ManagedOffer[];
  } catch (err) {
    throw toApiCallError(err);
  }
}

export async function publishOffer(api: Api, offerId: string): Promise<void> {
  try {
    await api.http.url(`${offerPath(offerId)}/publish`).put().res();
  } catch (err) {
    throw toApiCallError(err);
  }
}

export async function unpublishOffer(api: Api, offerId: string): Promise<void> {
  try {
    await api.http.url(`${offerPath(offerId)}/unpublish`).put().res();
  } catch (err) {
    throw toApiCallError(err);
  }
}

/** A soft delete: the offer shows 'Oferta Excluída'; proposals that name it keep working. */
export async function removeOffer(api: Api, offerId: string): Promise<void> {
  try {
    await api.http.url(offerPath(offerId)).delete().res();
  } catch (err) {
    throw toApiCallError(err);
  }
}
