/**
 * Lead calls (spec 001 §7 "Leads and proposals"): the rental lead (v2, or
 * create-rental-lead in the new layout), the company lead and the B2E
 * employee check, over the app's one wretch client. Every lead POST carries
 * an Idempotency-Key, so the client's retry policy may repeat it (a lost
 * answer or a 5xx never makes a second lead). The tracking values a lead carries
 * are read by services/tracking.ts.
 */
import { CLIENT_ORIGIN, CLIENT_ORIGIN_HEADER, LEAD_CLIENT_HEADERS, EmployeeValidationAnswer, LeadCreateAnswer, LeadUpdateAnswer, type EmployeeValidationRequest, type LeadUpdate } from '../models/lead/lead';
import type { LeadSubmission } from '../models/lead/lead-submission';
import type { CompanyLeadRequest } from '../models/lead/company-intent';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, SAFE_READ, answerOf, withSignal } from './http';

export type LeadPath = '/api/v2/lead' | '/api/create-rental-lead' | '/api/leads/flua/create';


/**
 * A rental lead's POST, with its Idempotency-Key; the v2 lead also carries
 * the site's client id and secret when the page has them (spec 001 §7: two
 * meta tags, written by the server from its configuration).
 */
export function postLead(api: Api, path: LeadPath, lead: LeadSubmission, idempotencyKey: string, signal?: AbortSignal): Promise<LeadCreateAnswer> {
  const client: Record<string, string> = path === '/api/v2/lead' && api.config.leadClient ? { [LEAD_CLIENT_HEADERS.id]: api.config.leadClient.id, [LEAD_CLIENT_HEADERS.secret]: api.config.leadClient.secret } : {};
  return api.http
    .url(path)
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey, ...client })
    .options(withSignal(signal))
    .post(lead)
    .json(answerOf(LeadCreateAnswer));
}

/** A company form's lead (models/lead/company-intent.ts: the intent's or the interest's, to its endpoint), with its Idempotency-Key. */
export function postCompanyForm(api: Api, request: CompanyLeadRequest, idempotencyKey: string, signal?: AbortSignal): Promise<LeadCreateAnswer> {
  return api.http
    .url(request.path)
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
    .options(withSignal(signal))
    .post(request.lead)
    .json(answerOf(LeadCreateAnswer));
}

/** Who sends a lead update: a seller with the edit link's authorization, or the signed-in customer (session cookie and client origin). */
export type LeadUpdateSender = { authorization: string } | { clientOrigin: true };

/**
 * `PUT /api/v1/leads` (spec 001 §7): the lead update, with an
 * Idempotency-Key kept across the retries of one attempt (the server keeps
 * one version per key), and the seller's `Authorization` or the customer's
 * client-origin header (the session cookie goes by itself).
 */
export function updateLead(api: Api, update: LeadUpdate, sender: LeadUpdateSender, idempotencyKey: string, signal?: AbortSignal): Promise<LeadUpdateAnswer> {
  const who: Record<string, string> = 'authorization' in sender ? { Authorization: sender.authorization } : { [CLIENT_ORIGIN_HEADER]: CLIENT_ORIGIN };
  return api.http
    .url('/api/v1/leads')
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey, ...who })
    .options(withSignal(signal))
    .put(update)
    .json(answerOf(LeadUpdateAnswer));
}

/** `POST /api/employee/validate` {sap_id, cpf}: `data.active`. The check only reads, so it may be repeated. */
export async function validateEmployee(api: Api, request: EmployeeValidationRequest, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.http
    .url('/api/employee/validate')
    .options({ ...SAFE_READ, ...withSignal(signal) })
    .post(request)
    .json(answerOf(EmployeeValidationAnswer));
  return answer.data.active;
}
