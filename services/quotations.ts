/**
 * The sellers' quotation calls (server/quotations): commission discounts,
 * the models and dealers a card chooses from, a dealer's stock of a model,
 * saved quotations (save with an Idempotency-Key, list, read, duplicate,
 * send to a client). Every answer is checked against its struct in models/;
 * every failure reaches the caller as the client's ApiCallError.
 */
import { array } from 'superstruct';
import {
  FleetCatalogue,
  QuotationSaveAnswer,
  QuotationSaveBody,
  QuotationSendAnswer,
  QuotationSummary,
  StockAnswer,
  StoredQuotation,
  type QuotationSendBody,
} from '../models/quotation/fleet-quotation';
import { CommissionDiscountList } from '../models/quotation/quotation';
import type { CommissionDiscountEntry } from '../models/pricing/pricing';
import { rentalOfferAddress, type Api } from './api';
import { IDEMPOTENCY_HEADER, answerOf, withSignal } from './http';

export const quotationPaths = {
  discounts: '/api/commissiondiscounts',
  catalogue: '/api/quotations/catalogue',
  stock: (dealerCode: string, offerId: string) => `/api/quotations/stock?dealerCode=${encodeURIComponent(dealerCode)}&offerId=${encodeURIComponent(offerId)}`,
  list: '/api/quotations',
  one: (number: string) => `/api/quotations/${encodeURIComponent(number)}`,
  duplicate: (number: string) => `/api/quotations/${encodeURIComponent(number)}/duplicate`,
  pdf: (number: string) => `/api/quotations/${encodeURIComponent(number)}/pdf`,
  send: (number: string) => `/api/quotations/${encodeURIComponent(number)}/send`,
} as const;

export function getCommissionDiscounts(api: Api, signal?: AbortSignal): Promise<CommissionDiscountEntry[]> {
  return api.http.url(rentalOfferAddress(api, quotationPaths.discounts)).options(withSignal(signal)).get().json(answerOf(CommissionDiscountList));
}

export function getFleetCatalogue(api: Api, signal?: AbortSignal): Promise<FleetCatalogue> {
  return api.http.url(quotationPaths.catalogue).options(withSignal(signal)).get().json(answerOf(FleetCatalogue));
}

export function getStock(api: Api, q: { dealerCode: string; offerId: string }, signal?: AbortSignal): Promise<StockAnswer> {
  return api.http.url(quotationPaths.stock(q.dealerCode, q.offerId)).options(withSignal(signal)).get().json(answerOf(StockAnswer));
}

export function listQuotations(api: Api, signal?: AbortSignal): Promise<QuotationSummary[]> {
  return api.http.url(quotationPaths.list).options(withSignal(signal)).get().json(answerOf(array(QuotationSummary)));
}

export function getQuotation(api: Api, number: string, signal?: AbortSignal): Promise<StoredQuotation> {
  return api.http.url(quotationPaths.one(number)).options(withSignal(signal)).get().json(answerOf(StoredQuotation));
}

/** A new draft holding a saved quotation's cards (not saved until the seller saves it). */
export function getDuplicateDraft(api: Api, number: string, signal?: AbortSignal): Promise<QuotationSaveBody> {
  return api.http.url(quotationPaths.duplicate(number)).options(withSignal(signal)).get().json(answerOf(QuotationSaveBody));
}

/** `POST /api/quotations`: the same key, retried, stores one quotation. */
export function saveQuotation(api: Api, body: QuotationSaveBody, idempotencyKey: string, signal?: AbortSignal): Promise<QuotationSaveAnswer> {
  return api.http
    .url(quotationPaths.list)
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
    .options(withSignal(signal))
    .post(body)
    .json(answerOf(QuotationSaveAnswer));
}

/** The quotation's PDF mailed to a client (through the outbox). */
export function sendQuotation(api: Api, number: string, body: QuotationSendBody, idempotencyKey: string, signal?: AbortSignal): Promise<QuotationSendAnswer> {
  return api.http
    .url(quotationPaths.send(number))
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
    .options(withSignal(signal))
    .post(body)
    .json(answerOf(QuotationSendAnswer));
}
