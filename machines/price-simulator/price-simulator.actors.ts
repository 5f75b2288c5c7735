/** The price simulator's real actors, over services/simulator.ts. */
import { fromPromise } from 'xstate';
import { labels } from '../../models/labels/spec';
import { offerTitle } from '../../models/pricing/offer-details';
import { simulatorDealers, simulatorVehicles, type SimulatorOptions } from '../../models/quotation/price-simulator';
import type { SimulatorEmailAnswer, SimulatorEmailRequest } from '../../models/quotation/quotation';
import type { Api } from '../../services/api';
import { getSimulatorDealers, getSimulatorOffers, sendSimulation } from '../../services/simulator';

export function createPriceSimulatorImplementations({ api }: { api: Api }) {
  const actors = {
    loadOptions: fromPromise<SimulatorOptions, void>(async ({ signal }) => {
      const [offers, dealers] = await Promise.all([getSimulatorOffers(api, signal), getSimulatorDealers(api, signal)]);
      return {
        vehicles: simulatorVehicles(offers, (o) => offerTitle(o, labels.brandNames[o.brand])),
        dealers: simulatorDealers(dealers),
      };
    }),
    sendSimulation: fromPromise<SimulatorEmailAnswer, SimulatorEmailRequest>(({ input, signal }) => sendSimulation(api, input, signal)),
  };
  return { actors };
}
