/** The offer manager's real actor, over services/. */
import { fromPromise } from 'xstate';
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import type { Api } from '../../services/api';
import { listAdminOffers } from '../../services/admin-offers';

export function createOfferManagerImplementations({ api }: { api: Api }) {
  const actors = {
    loadOffers: fromPromise<ManagedOffer[], void>(({ signal }) => listAdminOffers(api, signal)),
  };
  return { actors };
}
