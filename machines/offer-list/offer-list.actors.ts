/** The offer list's real actors: the searches over services/, and the app's session. */
import { loggedOnFailure } from '../logged-failure';
import { fromPromise } from 'xstate';
import type { CardSearchResponse, SearchRequest } from '../../models/showcase/api';
import { logMessages } from '../../models/labels/log';
import { dealerSellsBrand, locationOfCity, type RentalDealerAnswer } from '../../models/dealer/location';
import type { Api } from '../../services/api';
import { getCity, getRentalDealer, getRentalDealersByCnpj } from '../../services/location';
import { searchCards } from '../../services/offers';
import { listenToSession } from '../session/session.listener';
import type { SessionRef } from '../session/session.machine';
import type { AdminCardsLoaded, FixedDealer, ResolveLocationInput, ResolvedLocation } from './offer-list.machine';

/**
 * The address's dealer, when it sells the page's brand: `dealerCode` first,
 * else the first dealer of `dealerCnpj` that does. A dealer that cannot be
 * loaded is logged and ignored.
 */
async function dealerFromAddress(api: Api, input: ResolveLocationInput, signal: AbortSignal): Promise<(FixedDealer & Pick<RentalDealerAnswer, 'cityId'>) | null> {
  try {
    if (input.dealerCode) {
      const dealer = await getRentalDealer(api, input.dealerCode, signal);
      if (dealerSellsBrand(dealer, input.brand)) return { id: dealer.id, fantasyName: dealer.fantasyName, cityId: dealer.cityId };
    }
    if (input.dealerCnpj.length > 0) {
      const dealers = await getRentalDealersByCnpj(api, input.dealerCnpj, signal);
      const first = dealers.find((d) => dealerSellsBrand(d, input.brand));
      if (first) return { id: first.id, fantasyName: first.fantasyName, cityId: first.cityId };
    }
  } catch (err) {
    console.warn(logMessages.dealerFailed, err);
  }
  return null;
}

export interface OfferListDeps {
  api: Api;
  /** The app's session actor: signing in or out reloads the list. */
  session: SessionRef;
}

export function createOfferListImplementations({ api, session }: OfferListDeps) {
  const actors = {
    resolveLocation: fromPromise<ResolvedLocation, ResolveLocationInput>(async ({ input, signal }) => {
      const dealer = await dealerFromAddress(api, input, signal);
      if (!dealer) return { location: input.stored, dealer: null };
      // The dealer's city becomes the location: the first result of GET /api/city.
      try {
        const [city] = await getCity(api, dealer.cityId, signal);
        return { location: city ? locationOfCity(city) : input.stored, dealer: { id: dealer.id, fantasyName: dealer.fantasyName } };
      } catch (err) {
        console.warn(logMessages.locationFailed, err);
        return { location: input.stored, dealer: { id: dealer.id, fantasyName: dealer.fantasyName } };
      }
    }),
    // A failed search is told to the visitor by the chart ('Tentar novamente') and logged (spec 001 §8 "Logged only").
    searchOffers: fromPromise<CardSearchResponse, SearchRequest>(({ input, signal }) => loggedOnFailure(logMessages.offersFailed, signal, () => searchCards(api, input, signal))),
    // An offer admin's cards: their chart and the manager's calls load then, apart from the showcase's first load.
    loadAdminCards: fromPromise<AdminCardsLoaded, void>(async ({ signal }) => (await import('../admin-offer-card/admin-offer-card.actors')).loadAdminCards(api, signal)),
    listenToSession: listenToSession(session),
  };
  return { actors };
}
