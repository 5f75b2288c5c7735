/**
 * The suggestions actor for React. Suggestions appear wherever a page wants
 * them (the open offer now, the details page later): the app provides the
 * chart with its real actors once (`SuggestionsLogic.Provider`), and each
 * `SuggestionCards` runs its own actor.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SuggestionsRequest } from '../../models/content/suggestions';
import { suggestionsMachine, type SuggestionsSnapshot } from './suggestions.machine';
import { inspected } from '../inspection';

export const SuggestionsLogic = createContext<typeof suggestionsMachine>(suggestionsMachine);

export type SuggestionsRef = ActorRefFrom<typeof suggestionsMachine>;

export function useSuggestions(request: SuggestionsRequest, perPage: number): SuggestionsRef {
  const logic = useContext(SuggestionsLogic);
  return useActorRef(logic, inspected({ input: { request, perPage } }));
}

export function useSuggestionsSelector<T>(actor: SuggestionsRef, selector: (s: SuggestionsSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useSuggestionsEvents(actor: SuggestionsRef) {
  return useMemo(
    () => ({
      goTo: (page: number) => actor.send({ type: 'suggestions.goTo', page }),
    }),
    [actor],
  );
}
