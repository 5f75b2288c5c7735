/** The profile simulator chart's real actors, over services/. */
import { fromPromise } from 'xstate';
import type { CardOffer, SearchRequest } from '../../models/showcase/api';
import { resultOffersRequest, type ProfileResult, type ProfileSimulator } from '../../models/showcase/profile-simulator';
import type { ListFilter } from '../../models/showcase/showcase-modes';
import type { Api } from '../../services/api';
import { searchCards } from '../../services/offers';
import { getProfileSimulator } from '../../services/profile-simulator';

/** The showcase the result's offers come from: the page's search and its filters. */
export interface ResultOffersSource {
  search: SearchRequest;
  filters: readonly (ListFilter & { id: string })[];
}

export function createProfileSimulatorImplementations({ api, showcase }: { api: Api; showcase: ResultOffersSource }) {
  return {
    actors: {
      loadProfileSimulator: fromPromise<ProfileSimulator>(({ signal }) => getProfileSimulator(api, signal)),
      // No result (the answers matched none of the quiz's results): no offers either.
      loadResultOffers: fromPromise<CardOffer[], ProfileResult | null>(async ({ input, signal }) => {
        if (!input) return [];
        const request = resultOffersRequest(input, showcase.search, showcase.filters);
        if (!request) return [];
        const answer = await searchCards(api, request, signal);
        return answer.hits.hit.map((h) => h.fields);
      }),
    },
  };
}
