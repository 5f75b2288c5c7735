/** The fleet quotation's real implementations, over services/quotations.ts (its cards with their own). */
import { fromPromise } from 'xstate';
import type { QuotationSaveAnswer, QuotationSendAnswer } from '../../models/quotation/fleet-quotation';
import type { Api } from '../../services/api';
import { getCommissionDiscounts, getDuplicateDraft, getFleetCatalogue, getQuotation, saveQuotation, sendQuotation } from '../../services/quotations';
import { createQuotationCardImplementations } from '../quotation-card/quotation-card.actors';
import { quotationCardMachine } from '../quotation-card/quotation-card.machine';
import type { LoadedQuotation, QuotationSetInput, SaveQuotationInput, SendQuotationInput, quotationSetMachine } from './quotation-set.machine';

export function quotationSetActors(api: Api) {
  return {
    loadQuotation: fromPromise<LoadedQuotation, QuotationSetInput>(async ({ input, signal }) => {
      const [catalogue, discounts, stored, draft] = await Promise.all([
        getFleetCatalogue(api, signal),
        getCommissionDiscounts(api, signal),
        input.mode === 'open' ? getQuotation(api, input.number, signal) : undefined,
        input.mode === 'duplicate' ? getDuplicateDraft(api, input.number, signal) : undefined,
      ]);
      return { catalogue, discounts, ...(stored ? { stored } : {}), ...(draft ? { draft } : {}) };
    }),
    saveQuotation: fromPromise<QuotationSaveAnswer, SaveQuotationInput>(({ input, signal }) => saveQuotation(api, input.body, input.idempotencyKey, signal)),
    sendQuotation: fromPromise<QuotationSendAnswer, SendQuotationInput>(({ input, signal }) =>
      sendQuotation(api, input.number, { to: input.to, name: input.name }, input.idempotencyKey, signal),
    ),
  };
}

export function createQuotationSetImplementations(deps: { api: Api }): Parameters<typeof quotationSetMachine.provide>[0] {
  const { api } = deps;
  return {
    actors: {
      quotationCard: quotationCardMachine.provide(createQuotationCardImplementations({ api })),
      ...quotationSetActors(api),
    },
  };
}
