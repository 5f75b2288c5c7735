/**
 * The offer manager's calls (spec 001 §7): the list of every offer, publish,
 * unpublish, delete, and saving an offer as it is stored. Only an offer
 * admin is answered; anyone else gets a 401/403 `ApiCallError` (the shared
 * client's catcher); every answer is checked with its struct.
 */
import { AdminOfferDetail, AdminOfferList, AdminOfferListItem, adminOfferPaths } from '../models/offer-admin/admin-offers';
import type { OfferWithMvs } from '../models/showcase/api';
import type { ManagedOffer } from '../models/offer-admin/offer-manager';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

/** Every offer, of every category and status. */
export async function listAdminOffers(api: Api, signal?: AbortSignal): Promise<ManagedOffer[]> {
  const answer = await api.http.url(adminOfferPaths.list).options(withSignal(signal)).get().json(answerOf(AdminOfferList));
  return answer.offers;
}

export function publishOffer(api: Api, offerId: string): Promise<ManagedOffer> {
  return api.http.url(adminOfferPaths.publish(offerId)).put({}).json(answerOf(AdminOfferListItem));
}

export function unpublishOffer(api: Api, offerId: string): Promise<ManagedOffer> {
  return api.http.url(adminOfferPaths.unpublish(offerId)).put({}).json(answerOf(AdminOfferListItem));
}

/** A soft delete: the offer shows 'Oferta Excluída'; proposals that name it keep working. */
export function removeOffer(api: Api, offerId: string): Promise<ManagedOffer> {
  return api.http.url(adminOfferPaths.remove(offerId)).delete().json(answerOf(AdminOfferListItem));
}

/**
 * 'Salvar' on a card of the grid: the offer saved again as it is stored (its
 * draft checked by the server's rules, the editor's name and time kept).
 * A 409 says someone saved it in between.
 */
export async function saveStoredOffer(api: Api, offer: ManagedOffer): Promise<ManagedOffer> {
  const detail = await api.http.url(adminOfferPaths.detail(offer.id)).get().json(answerOf(AdminOfferDetail));
  const saved = await api.http
    .url(adminOfferPaths.update(offer.id))
    .put({ revision: detail.revision, draft: detail.draft })
    .json(answerOf(AdminOfferDetail));
  return {
    ...offer,
    revision: saved.revision,
    released: saved.released,
    removed: saved.removed,
    archived: saved.archived,
    createdBy: saved.createdBy,
    updatedBy: saved.updatedBy,
    publishedAt: saved.publishedAt,
    offer: saved.offer,
  };
}

/** 'Visualizar': the offer exactly as a visitor's details page reads it, published or not. */
export async function getOfferPreview(api: Api, offerId: string, signal?: AbortSignal): Promise<OfferWithMvs> {
  const detail = await api.http.url(adminOfferPaths.detail(offerId)).options(withSignal(signal)).get().json(answerOf(AdminOfferDetail));
  return detail.offer;
}
