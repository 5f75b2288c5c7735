/** The shopping cart chart's real implementations: the browser's storage (services/cart.ts) and the lead call (services/leads.ts). */
import { fromPromise } from 'xstate';
import type { CartLead } from '../../models/lead/cart';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import type { Api } from '../../services/api';
import { storeCart } from '../../services/cart';
import { postLead } from '../../services/leads';
import { shoppingCartMachine } from './shopping-cart.machine';

export function shoppingCartActors(api: Api) {
  return {
    sendCartLead: fromPromise<LeadCreateAnswer, CartLead>(({ input, signal }) => postLead(api, '/api/v2/lead', input.lead, input.idempotencyKey, signal)),
  };
}

export function shoppingCartLogic(api: Api) {
  return shoppingCartMachine.provide({
    actors: shoppingCartActors(api),
    actions: { storeCart: (_, entries) => storeCart(entries) },
  });
}
