/**
 * The lead update chart's real implementations: the lead read and the
 * update over services/ (a seller with the edit link's authorization, the
 * customer with the session), its dealer selector, the session it waits for,
 * and the effects the app provides (sign-in, the result modal's ways out).
 */
import { fromPromise, sendParent } from 'xstate';
import { isSeller } from '../../models/account/auth';
import type { LeadUpdateAnswer } from '../../models/lead/lead';
import { leadUpdateLabels } from '../../models/labels/lead-update';
import type { EditRequest } from '../../models/lead/lead-update';
import type { RentalLeadTimeline } from '../../models/proposal/proposal';
import { onlyDigits } from '../../models/common/validators';
import type { Api } from '../../services/api';
import { updateLead } from '../../services/leads';
import { loadRentalLead, loadRentalTimeline } from '../../services/proposals';
import { getSellerLead } from '../../services/seller-leads';
import { createDealerSelectorImplementations } from '../dealer-selector/dealer-selector.actors';
import { dealerSelectorMachine } from '../dealer-selector/dealer-selector.machine';
import { listenToSession } from '../session/session.listener';
import { selectUser, type SessionRef } from '../session/session.machine';
import { leadLoadedOf, type leadUpdateMachine, type PutLeadInput } from './lead-update.machine';

export interface LeadUpdateEffects {
  goToSignIn: () => void;
  closeAsSeller: () => void;
  closeAsCustomer: () => void;
  goToLeadPage: (leadId: string) => void;
  goToProposals: () => void;
}

export interface LeadUpdateDeps {
  api: Api;
  /** The app's session actor: the customer's edit waits for it and reads the account's CPF. */
  session: SessionRef;
  effects: LeadUpdateEffects;
}

/**
 * The lead to edit. A seller, signed in, reads it with the link's
 * authorization (an account that is not a seller's is told the link is a
 * seller's); the lead's CPF the timeline call names comes from the seller's
 * own view of the lead, never from the link. The customer's is looked for in their own timeline
 * (`GET …/timeline/rental`), then read with the session and the account's
 * CPF. Either way it must be a lead of the offer the address opened.
 */
export async function loadLeadToEdit(api: Api, session: SessionRef, request: EditRequest, signal?: AbortSignal): Promise<RentalLeadTimeline> {
  let cpf = request.cpf;
  if (request.mode === 'seller') {
    if (!isSeller(selectUser(session.getSnapshot()))) throw new Error(leadUpdateLabels.sellerLinkOnly);
    cpf ??= (await getSellerLead(api, request.leadId, signal)).summary.document;
  }
  if (request.mode === 'customer') {
    const proposals = await loadRentalTimeline(api, signal);
    if (!proposals.some((p) => p.leadId === request.leadId)) throw new Error(leadUpdateLabels.notFound);
    cpf = onlyDigits(selectUser(session.getSnapshot())?.cpf ?? '');
  }
  if (!cpf) throw new Error(leadUpdateLabels.notFound);
  const lead = await loadRentalLead(api, { cpf, leadId: request.leadId, authorization: request.authorization }, signal);
  if (lead.offerId !== request.offerId) throw new Error(leadUpdateLabels.otherOffer);
  return lead;
}

export function leadUpdateActors({ api, session }: Pick<LeadUpdateDeps, 'api' | 'session'>) {
  return {
    loadLead: fromPromise<RentalLeadTimeline, EditRequest>(({ input, signal }) => loadLeadToEdit(api, session, input, signal)),
    putLead: fromPromise<LeadUpdateAnswer, PutLeadInput>(({ input, signal }) =>
      updateLead(api, input.update, input.authorization ? { authorization: input.authorization } : { clientOrigin: true }, input.idempotencyKey, signal),
    ),
  };
}

/** For `leadUpdateMachine.provide(…)`. */
export function createLeadUpdateImplementations({ api, session, effects }: LeadUpdateDeps): Parameters<typeof leadUpdateMachine.provide>[0] {
  return {
    actors: {
      ...leadUpdateActors({ api, session }),
      dealerSelector: dealerSelectorMachine.provide(createDealerSelectorImplementations({ api })),
      listenToSession: listenToSession(session),
    },
    actions: {
      reportLead: sendParent(({ context }) => leadLoadedOf(context)),
      goToSignIn: () => effects.goToSignIn(),
      closeAsSeller: () => effects.closeAsSeller(),
      closeAsCustomer: () => effects.closeAsCustomer(),
      goToLeadPage: (_, params) => effects.goToLeadPage(params.leadId),
      goToProposals: () => effects.goToProposals(),
    },
  };
}
