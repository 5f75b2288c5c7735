/** The signed-in customer's proposals (spec 000 §2 "Proposals"): `GET /api/proposals`. */
import { ProposalsAnswer } from '../models/proposals';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

/** Newest first; a visitor who is not signed in gets a 401 `ApiCallError`. */
export function loadProposals(api: Api, signal?: AbortSignal): Promise<ProposalsAnswer> {
  return api.http.url('/api/proposals').options(withSignal(signal)).get().json(answerOf(ProposalsAnswer));
}
