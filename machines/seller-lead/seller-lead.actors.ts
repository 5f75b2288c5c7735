/** The seller's lead page's real implementation, over services/seller-leads.ts, the status move of services/proposals.ts and the clipboard. */
import { fromPromise } from 'xstate';
import type { SellerEditLink } from '../../models/lead/lead-authorization';
import { isLeadId, type SellerLeadDetail } from '../../models/lead/lead-desk';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { ApiCallError } from '../../services/http';
import type { LeadStatusAnswer } from '../../models/lead/lead-status';
import type { Api } from '../../services/api';
import { moveLeadStatus } from '../../services/proposals';
import { getSellerLead, makeSellerEditLink } from '../../services/seller-leads';
import type { MoveStatusInput, sellerLeadMachine } from './seller-lead.machine';

export interface SellerLeadDeps {
  api: Api;
  /** Writes text to the clipboard (default navigator.clipboard). */
  copy?: (text: string) => Promise<void>;
}

export function sellerLeadActors(deps: SellerLeadDeps) {
  const copy = deps.copy ?? ((text: string) => navigator.clipboard.writeText(text));
  return {
    // An address whose id cannot be a lead's names no lead: not found, without asking.
    loadLead: fromPromise<SellerLeadDetail, { leadId: string }>(async ({ input, signal }) => {
      if (!isLeadId(input.leadId)) throw new ApiCallError(leadDeskLabels.api.leadNotFound, 404, 'not_found');
      return getSellerLead(deps.api, input.leadId, signal);
    }),
    moveStatus: fromPromise<LeadStatusAnswer, MoveStatusInput>(({ input, signal }) =>
      moveLeadStatus(deps.api, { leadId: input.leadId, to: input.to, from: input.from, note: input.note === '' ? null : input.note }, input.idempotencyKey, signal),
    ),
    makeEditLink: fromPromise<SellerEditLink, { leadId: string }>(({ input, signal }) => makeSellerEditLink(deps.api, input.leadId, signal)),
    copyText: fromPromise<void, { text: string }>(({ input }) => copy(new URL(input.text, window.location.origin).href)),
  };
}

export function createSellerLeadImplementations(deps: SellerLeadDeps): Parameters<typeof sellerLeadMachine.provide>[0] {
  return { actors: sellerLeadActors(deps) };
}
