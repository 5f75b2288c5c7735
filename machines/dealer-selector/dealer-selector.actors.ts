/** The dealer selector's real actors, over services/dealers.ts and services/location.ts. */
import { fromPromise, sendParent } from 'xstate';
import type { Dealer } from '../../models/dealer/dealer';
import { logMessages } from '../../models/labels/log';
import { dealerSellsBrand, locationOfCity, type StoredLocation } from '../../models/dealer/location';
import type { Api } from '../../services/api';
import { getDealers } from '../../services/dealers';
import { ApiCallError } from '../../services/http';
import { getCity, getRentalDealer } from '../../services/location';
import { createLocationPickerImplementations } from '../location/location.actors';
import { cityPickerMachine, dealerChangedOf, type dealerSelectorMachine, type LoadDealersInput, type LocateDealerInput } from './dealer-selector.machine';

export function dealerSelectorActors(api: Api) {
  return {
    /**
     * The address's dealer gives the city: `GET /api/dealers/rental/:code`
     * (only if it sells the brand), then the first result of `GET /api/city`.
     * An unknown dealer (404) is no city; other failures are errors.
     */
    locateDealer: fromPromise<StoredLocation | null, LocateDealerInput>(async ({ input, signal }) => {
      try {
        const dealer = await getRentalDealer(api, input.dealerCode, signal);
        if (!dealerSellsBrand(dealer, input.brand)) return null;
        const [city] = await getCity(api, dealer.cityId, signal);
        return city ? locationOfCity(city) : null;
      } catch (err) {
        if (err instanceof ApiCallError && err.status === 404) return null;
        throw err;
      }
    }),
    loadDealers: fromPromise<Dealer[], LoadDealersInput>(({ input, signal }) => getDealers(api, input, signal)),
  };
}

export interface DealerSelectorDeps {
  api: Api;
  /** Keeps a city the visitor chose in the lead step, as the showcase's picker does (browser storage). */
  rememberLocation?: ((location: StoredLocation) => void) | undefined;
}

/** For `dealerSelectorMachine.provide(…)`: the API calls; the choice goes to the parent (the lead submission chart). */
export function createDealerSelectorImplementations(deps: DealerSelectorDeps): Parameters<typeof dealerSelectorMachine.provide>[0] {
  return {
    actors: {
      ...dealerSelectorActors(deps.api),
      cityPicker: cityPickerMachine.provide({
        ...createLocationPickerImplementations({ api: deps.api }),
        actions: {
          rememberLocation: (_, { location }) => deps.rememberLocation?.(location),
          logLocationFailed: () => console.warn(logMessages.locationFailed),
        },
      }),
    },
    actions: {
      reportDealer: sendParent(({ context }) => dealerChangedOf(context)),
      // The spec's log line for a dealer that could not be loaded, with the failure.
      logDealersFailed: ({ event }) => console.warn(logMessages.dealerFailed, 'error' in event ? event.error : undefined),
    },
  };
}
