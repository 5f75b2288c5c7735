/** The suggestions chart with its real actors, for any page that shows `SuggestionCards` (the details page). */
import { useMemo, type ReactNode } from 'react';
import { createSuggestionsImplementations } from '../machines/suggestions/suggestions.actors';
import { SuggestionsLogic } from '../machines/suggestions/suggestions.context';
import { suggestionsMachine } from '../machines/suggestions/suggestions.machine';
import type { Site } from './site';
import type { Api } from '../services/api';

/** The suggestions with their real actors. */
export function composeSuggestions({ api }: { api: Api }) {
  return suggestionsMachine.provide(createSuggestionsImplementations({ api }));
}

export function SuggestionsProvider({ site, children }: { site: Site; children: ReactNode }) {
  const logic = useMemo(() => composeSuggestions({ api: site.api }), [site.api]);
  return <SuggestionsLogic.Provider value={logic}>{children}</SuggestionsLogic.Provider>;
}
