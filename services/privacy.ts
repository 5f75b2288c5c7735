/** The data subject's requests and the privacy admin's queue (server/privacy/privacy-routes.ts). */
import type { PrivacyAdminAction, PrivacyCorrection, PrivacyQueueItem, PrivacyRequestCreated, PrivacyRequestKind, PrivacyRequestView } from '../models/privacy/privacy-requests';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, withSignal } from './http';


export function getPrivacyRequests(api: Api, token: string | null, signal?: AbortSignal): Promise<PrivacyRequestView[]> {
  const url = token ? `/api/privacy/links/${encodeURIComponent(token)}` : '/api/privacy/requests';
  return api.http.url(url).options(withSignal(signal)).get().json((b: { requests: PrivacyRequestView[] }) => b.requests);
}

export function postPrivacyRequest(
  api: Api,
  input: { kind: PrivacyRequestKind; details: string; token: string | null },
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<PrivacyRequestCreated> {
  const body = { kind: input.kind, ...(input.details.trim() ? { details: input.details.trim() } : {}), ...(input.token ? { token: input.token } : {}) };
  return api.http.url('/api/privacy/requests').headers({ [IDEMPOTENCY_HEADER]: idempotencyKey }).options(withSignal(signal)).post(body).json<PrivacyRequestCreated>();
}

export function postPrivacyLink(api: Api, input: { cpf: string; email: string }, signal?: AbortSignal): Promise<void> {
  return api.http.url('/api/privacy/links').options(withSignal(signal)).post(input).res(() => undefined);
}

export function getPrivacyQueue(api: Api, signal?: AbortSignal): Promise<{ now: string; items: PrivacyQueueItem[] }> {
  return api.http.url('/api/admin/privacy-requests').options(withSignal(signal)).get().json();
}

export function postPrivacyAction(
  api: Api,
  protocol: string,
  input: { action: PrivacyAdminAction; note: string; corrections?: PrivacyCorrection },
  signal?: AbortSignal,
): Promise<PrivacyQueueItem> {
  const body = { action: input.action, ...(input.note.trim() ? { note: input.note.trim() } : {}), ...(input.action === 'correct' && input.corrections ? { corrections: input.corrections } : {}) };
  return api.http
    .url(`/api/admin/privacy-requests/${encodeURIComponent(protocol)}/actions`)
    .options(withSignal(signal))
    .post(body)
    .json((b: { request: PrivacyQueueItem }) => b.request);
}
