/**
 * The lead desk's calls (server/seller-leads): the dealer's leads with the
 * desk's filters, one lead, the seller edit link (the status move is
 * services/proposals.ts `moveLeadStatus`). Every answer is checked against
 * its struct in models/.
 */
import { SellerEditLink } from '../models/lead/lead-authorization';
import { SellerLeadDetail, SellerLeadsAnswer } from '../models/lead/lead-desk';
import { deskFiltersSearch, type DeskFilters } from '../models/lead/lead-desk-filters';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

export const sellerLeadPaths = {
  list: (filters: DeskFilters) => `/api/seller/leads${deskFiltersSearch(filters)}`,
  one: (id: string) => `/api/seller/leads/${encodeURIComponent(id)}`,
  editLink: (id: string) => `/api/seller/leads/${encodeURIComponent(id)}/edit-link`,
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
