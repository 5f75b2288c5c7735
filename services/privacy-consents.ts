/** The privacy centre's consents (models/privacy/privacy-consents.ts): the customer's list, and a consent withdrawn or given again. */
import { PRIVACY_CONSENTS_PATH, PrivacyConsentsAnswer, type ConsentChange } from '../models/privacy/privacy-consents';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, answerOf, withSignal } from './http';

/** `GET /api/privacy/consents`: the signed-in customer's leads with their consents and histories. */
export function loadPrivacyConsents(api: Api, signal?: AbortSignal): Promise<PrivacyConsentsAnswer> {
  return api.http.url(PRIVACY_CONSENTS_PATH).headers({ 'Accept-Language': 'pt-BR' }).options(withSignal(signal)).get().json(answerOf(PrivacyConsentsAnswer));
}

/** `PUT /api/privacy/consents/{leadId}/{purpose}` with an Idempotency-Key (retried safely): the list as it now stands. */
export function changePrivacyConsent(api: Api, change: ConsentChange, idempotencyKey: string, signal?: AbortSignal): Promise<PrivacyConsentsAnswer> {
  return api.http
    .url(`${PRIVACY_CONSENTS_PATH}/${encodeURIComponent(change.leadId)}/${encodeURIComponent(change.purpose)}`)
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey, 'Accept-Language': 'pt-BR' })
    .options(withSignal(signal))
    .put({ granted: change.granted })
    .json(answerOf(PrivacyConsentsAnswer));
}
