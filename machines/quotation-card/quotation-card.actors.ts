/** The quotation card's real implementations, over services/quotations.ts. */
import { fromPromise, sendParent } from 'xstate';
import type { StockAnswer } from '../../models/quotation/fleet-quotation';
import type { Api } from '../../services/api';
import { getStock } from '../../services/quotations';
import { cardChangedOf, type quotationCardMachine } from './quotation-card.machine';

export function quotationCardActors(api: Api) {
  return {
    loadStock: fromPromise<StockAnswer, { dealerCode: string; offerId: string }>(({ input, signal }) => getStock(api, input, signal)),
  };
}

/** For `quotationCardMachine.provide(…)`: the stock call; each change goes to the parent (the quotation set). */
export function createQuotationCardImplementations(deps: { api: Api }): Parameters<typeof quotationCardMachine.provide>[0] {
  return {
    actors: quotationCardActors(deps.api),
    actions: { reportCard: sendParent(({ context }) => cardChangedOf(context)) },
  };
}
