/** The saved-quotation list's real implementation, over services/quotations.ts. */
import { fromPromise } from 'xstate';
import type { QuotationSummary } from '../../models/quotation/fleet-quotation';
import type { Api } from '../../services/api';
import { listQuotations } from '../../services/quotations';
import type { quotationListMachine } from './quotation-list.machine';

export function quotationListActors(api: Api) {
  return { loadQuotations: fromPromise<QuotationSummary[], void>(({ signal }) => listQuotations(api, signal)) };
}

export function createQuotationListImplementations(deps: { api: Api }): Parameters<typeof quotationListMachine.provide>[0] {
  return { actors: quotationListActors(deps.api) };
}
