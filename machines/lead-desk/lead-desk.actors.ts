/** The lead desk's real implementation, over services/seller-leads.ts; the app says how the address is written. */
import { fromPromise } from 'xstate';
import type { SellerLeadSummary } from '../../models/lead/lead-desk';
import type { DeskFilters } from '../../models/lead/lead-desk-filters';
import type { Api } from '../../services/api';
import { listSellerLeads } from '../../services/seller-leads';
import type { leadDeskMachine } from './lead-desk.machine';

export function leadDeskActors(api: Api) {
  return { loadLeads: fromPromise<SellerLeadSummary[], DeskFilters>(({ input, signal }) => listSellerLeads(api, input, signal)) };
}

export function createLeadDeskImplementations(deps: { api: Api; writeAddress: (filters: DeskFilters) => void }): Parameters<typeof leadDeskMachine.provide>[0] {
  return {
    actors: leadDeskActors(deps.api),
    actions: { writeAddress: (_, filters: DeskFilters) => deps.writeAddress(filters) },
  };
}
