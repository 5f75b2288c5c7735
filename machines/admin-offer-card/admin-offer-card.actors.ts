/** The admin offer card's real actors, over services/. */
import { fromPromise } from 'xstate';
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import type { Api } from '../../services/api';
import { publishOffer, removeOffer, unpublishOffer } from '../../services/admin-offers';

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
