/** The signed-in customer's proposals (spec 000 §2 "Proposals"): `GET /api/proposals`. */
import { create } from 'superstruct';
import { ProposalsAnswer } from '../models/proposals';
import type { Api } from './api';
import { toApiCallError } from './http';

/** Newest first; a visitor who is not signed in gets a 401 `ApiCallError`. */
export async function loadProposals(api: Api, signal?: AbortSignal): Promise<ProposalsAnswer> {
  try {
    const answer = await api.http
      .url('/api/proposals')
      .options(signal ? { signal } : {})
      .get()
      .json<unknown>();
    return create(answer, ProposalsAnswer);
  } catch (err) {
    throw toApiCallError(err);
  }
}
