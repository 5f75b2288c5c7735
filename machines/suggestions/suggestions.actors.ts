/** The suggestions chart's real actors, over services/. */
import { fromPromise } from 'xstate';
import type { Suggestion, SuggestionsRequest } from '../../models/content/suggestions';
import type { Api } from '../../services/api';
import { getSuggestions } from '../../services/suggestions';

export function createSuggestionsImplementations({ api }: { api: Api }) {
  const actors = {
    loadSuggestions: fromPromise<Suggestion[], SuggestionsRequest>(({ input, signal }) => getSuggestions(api, input, signal)),
  };
  return { actors };
}
