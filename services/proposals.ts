/** The signed-in customer's proposals and their timelines (spec 000 §2 "Proposals", 001 §7), and a lead's status moves. */
import { LeadStatusAnswer, type LeadStatusMoveRequest } from '../models/lead/lead-status';
import { RentalLeadTimeline, RentalProposal, RentalTimelineAnswer } from '../models/proposal/proposal';
import { rentalOfferAddress, type Api } from './api';
import { IDEMPOTENCY_HEADER, answerOf, withSignal } from './http';

/** `GET /api/v2/timeline/rental?brand=…` (spec 001 §7): the customer's proposals of the site's brands with their timelines, in pt-BR. */
export function loadRentalTimeline(api: Api, signal?: AbortSignal): Promise<RentalTimelineAnswer> {
  return api.http
    .url(rentalOfferAddress(api, '/api/v2/timeline/rental'))
    .headers({ 'Accept-Language': 'pt-BR' })
    .options(withSignal(signal))
    .get()
    .json(answerOf(RentalTimelineAnswer));
}

/**
 * `GET /api/v2/timeline/rental/{cpf}/{leadId}`: one lead with its vehicle and
 * what was sent; with the session, or with a seller's `authorization` (the
 * edit link's, sent as `Authorization`).
 */
export function loadRentalLead(api: Api, q: { cpf: string; leadId: string; authorization?: string | null }, signal?: AbortSignal): Promise<RentalLeadTimeline> {
  return api.http
    .url(rentalOfferAddress(api, `/api/v2/timeline/rental/${encodeURIComponent(q.cpf)}/${encodeURIComponent(q.leadId)}`))
    .headers(q.authorization ? { 'Accept-Language': 'pt-BR', Authorization: q.authorization } : { 'Accept-Language': 'pt-BR' })
    .options(withSignal(signal))
    .get()
    .json(answerOf(RentalLeadTimeline));
}

export interface LeadStatusMove extends LeadStatusMoveRequest {
  leadId: string;
}

/** `PUT /api/leads/{id}/status` with an Idempotency-Key (retried safely): the lead's status and timeline after the move. */
export function moveLeadStatus(api: Api, move: LeadStatusMove, idempotencyKey: string, signal?: AbortSignal): Promise<LeadStatusAnswer> {
  const { leadId, ...body } = move;
  return api.http
    .url(`/api/leads/${encodeURIComponent(leadId)}/status`)
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
    .options(withSignal(signal))
    .put(body)
    .json(answerOf(LeadStatusAnswer));
}

/**
 * `POST /api/v2/timeline/rental/{leadId}/versions/{number}/accept` with an
 * Idempotency-Key (retried safely): the customer accepts the version that
 * waits for them; the answer is the proposal as it now stands.
 */
export function acceptProposalVersion(api: Api, q: { leadId: string; number: number }, idempotencyKey: string, signal?: AbortSignal): Promise<RentalProposal> {
  return api.http
    .url(rentalOfferAddress(api, `/api/v2/timeline/rental/${encodeURIComponent(q.leadId)}/versions/${q.number}/accept`))
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey, 'Accept-Language': 'pt-BR' })
    .options(withSignal(signal))
    .post()
    .json(answerOf(RentalProposal));
}
