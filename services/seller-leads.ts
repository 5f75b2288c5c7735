/**
 * The lead desk's calls (server/seller-leads): the dealer's leads with the
 * desk's filters, one lead, the seller edit link; and the status move
 * (`PUT /api/leads/{id}/status`, with an Idempotency-Key so a retried move
 * is made once). Every answer is checked against its struct in models/.
 */
import { SellerEditLink } from '../models/lead-authorization';
import { SellerLeadDetail, SellerLeadsAnswer } from '../models/lead-desk';
import { deskFiltersSearch, type DeskFilters } from '../models/lead-desk-filters';
import { LeadStatusAnswer, type LeadStatusMoveRequest } from '../models/lead-status';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, answerOf, withSignal } from './http';

export const sellerLeadPaths = {
  list: (filters: DeskFilters) => `/api/seller/leads${deskFiltersSearch(filters)}`,
  one: (id: string) => `/api/seller/leads/${encodeURIComponent(id)}`,
  editLink: (id: string) => `/api/seller/leads/${encodeURIComponent(id)}/edit-link`,
  status: (id: string) => `/api/leads/${encodeURIComponent(id)}/status`,
} as const;

export function listSellerLeads(api: Api, filters: DeskFilters, signal?: AbortSignal): Promise<SellerLeadsAnswer> {
  return api.http.url(sellerLeadPaths.list(filters)).options(withSignal(signal)).get().json(answerOf(SellerLeadsAnswer));
}

export function getSellerLead(api: Api, id: string, signal?: AbortSignal): Promise<SellerLeadDetail> {
  return api.http.url(sellerLeadPaths.one(id)).options(withSignal(signal)).get().json(answerOf(SellerLeadDetail));
}

/** 'Editar proposta': a new seller edit link for the lead (writes nothing, so no key). */
export function makeSellerEditLink(api: Api, id: string, signal?: AbortSignal): Promise<SellerEditLink> {
  return api.http.url(sellerLeadPaths.editLink(id)).options(withSignal(signal)).post().json(answerOf(SellerEditLink));
}

/** Moves the lead along its lifecycle; `from` makes the server refuse (409) if it moved meanwhile. */
export function moveLeadStatus(api: Api, id: string, body: LeadStatusMoveRequest, idempotencyKey: string, signal?: AbortSignal): Promise<LeadStatusAnswer> {
  return api.http
    .url(sellerLeadPaths.status(id))
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
    .options(withSignal(signal))
    .put(body)
    .json(answerOf(LeadStatusAnswer));
}
