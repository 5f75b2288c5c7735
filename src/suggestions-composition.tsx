/** The suggestions chart with its real actors, for any page that shows `SuggestionCards` (the details page). */
import { useMemo, type ReactNode } from 'react';
import { createSuggestionsImplementations } from '../machines/suggestions/suggestions.actors';
import { SuggestionsLogic } from '../machines/suggestions/suggestions.context';
import { suggestionsMachine } from '../machines/suggestions/suggestions.machine';
import type { Site } from './site';

export function SuggestionsProvider({ site, children }: { site: Site; children: ReactNode }) {
  const logic = useMemo(() => suggestionsMachine.provide(createSuggestionsImplementations({ api: site.api })), [site.api]);
  return <SuggestionsLogic.Provider value={logic}>{children}</SuggestionsLogic.Provider>;
}
