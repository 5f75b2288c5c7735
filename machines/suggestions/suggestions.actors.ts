/** The suggestions chart's real actors, over services/. */
import { fromPromise } from 'xstate';
import type { Suggestion, SuggestionsRequest } from '../../models/content/suggestions';
import type { Api } from '../../services/api';
import { getSuggestions } from '../../services/suggestions';
import { logMessages } from '../../models/labels/log';

export function createSuggestionsImplementations({ api }: { api: Api }) {
  const actors = {
    loadSuggestions: fromPromise<Suggestion[], SuggestionsRequest>(({ input, signal }) => getSuggestions(api, input, signal)),
  };
  const actions = {
    // The suggested offers could not be loaded (the section shows nothing): the spec's line for offers that failed to load.
    logFailed: () => console.warn(logMessages.offersFailed),
  };
  return { actors, actions };
}
