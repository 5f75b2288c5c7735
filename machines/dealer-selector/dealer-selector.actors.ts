/** The dealer selector's real actor, over services/dealers.ts. */
import { fromPromise } from 'xstate';
import type { Dealer } from '../../models/dealer';
import { logMessages } from '../../models/labels';
import type { Api } from '../../services/api';
import { getDealers } from '../../services/dealers';
import type { LoadDealersInput } from './dealer-selector.machine';

export function dealerSelectorActors(api: Api) {
  return {
    loadDealers: fromPromise<Dealer[], LoadDealersInput>(async ({ input, signal }) => {
      try {
        return await getDealers(api, input, signal);
      } catch (err) {
        console.warn(logMessages.dealerFailed, err);
        throw err;
      }
    }),
  };
}
