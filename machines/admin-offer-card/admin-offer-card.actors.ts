/** The admin offer card's real actors, over services/. */
import { fromPromise } from 'xstate';
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import type { Api } from '../../services/api';
import { listAdminOffers, publishOffer, removeOffer, saveStoredOffer, unpublishOffer } from '../../services/admin-offers';
import { adminOfferCardMachine, type AdminOfferCardLogic } from './admin-offer-card.machine';

export interface AdminOfferCardDeps {
  api: Api;
  /** Saves an offer from its card; the manager's composition says how (see src/). */
  saveOffer: (offer: ManagedOffer) => Promise<ManagedOffer>;
}

export function createAdminOfferCardImplementations({ api, saveOffer }: AdminOfferCardDeps) {
  const actors = {
    publishOffer: fromPromise<ManagedOffer, { offerId: string }>(({ input }) => publishOffer(api, input.offerId)),
    unpublishOffer: fromPromise<ManagedOffer, { offerId: string }>(({ input }) => unpublishOffer(api, input.offerId)),
    removeOffer: fromPromise<ManagedOffer, { offerId: string }>(({ input }) => removeOffer(api, input.offerId)),
    saveOffer: fromPromise<ManagedOffer, { offer: ManagedOffer }>(({ input }) => saveOffer(input.offer)),
  };
  return { actors };
}

/** The card's chart with its real calls: 'Salvar' saves the offer as it is stored. */
export function adminOfferCardLogic(api: Api): AdminOfferCardLogic {
  return adminOfferCardMachine.provide(createAdminOfferCardImplementations({ api, saveOffer: (offer) => saveStoredOffer(api, offer) }));
}

/**
 * What a list of offers off the admin page (the showcase) needs for its
 * admin cards: every offer as the manager lists it, and the cards' chart.
 * The showcase imports this module only when an offer admin looks.
 */
export async function loadAdminCards(api: Api, signal?: AbortSignal): Promise<{ offers: ManagedOffer[]; card: AdminOfferCardLogic }> {
  return { offers: await listAdminOffers(api, signal), card: adminOfferCardLogic(api) };
}
