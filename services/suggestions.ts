/** Offer suggestions (spec 001 §7): `GET /api/suggestions`. */
import { suggestionsQueryString, type Suggestion, type SuggestionsRequest } from '../models/suggestions';
import type { Api } from './api';
import { toApiCallError } from './http';

export async function getSuggestions(api: Api, request: SuggestionsRequest, signal?: AbortSignal): Promise<Suggestion[]> {
  try {
    return await api.http
      .url(`/api/suggestions?${suggestionsQueryString(request)}`)
      .options(signal ? { signal } : {})
      .get()
      .json<Suggestion[]>();
  } catch (err) {
    throw toApiCallError(err);
  }
}
