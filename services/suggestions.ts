/** Offer suggestions (spec 001 §7): `GET /api/suggestions`. */
import { array } from 'superstruct';
import { Suggestion, suggestionsQueryString, type SuggestionsRequest } from '../models/content/suggestions';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

export function getSuggestions(api: Api, request: SuggestionsRequest, signal?: AbortSignal): Promise<Suggestion[]> {
  return api.http.url(`/api/suggestions?${suggestionsQueryString(request)}`).options(withSignal(signal)).get().json(answerOf(array(Suggestion)));
}
