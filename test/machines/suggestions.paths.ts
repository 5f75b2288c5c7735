/** The suggestions chart's generated paths (shared by its test and `npm run paths`). */
import { detailsSuggestionsRequest, toSuggestion, type Suggestion } from '../../models/content/suggestions';
import { suggestionsMachine, type SuggestionsEvent, type SuggestionsSnapshot } from '../../machines/suggestions/suggestions.machine';
import { planChart } from '../support/chart-paths';
import { publicOffers } from '../support/fixtures';

export const fourSuggestions: Suggestion[] = publicOffers.slice(1, 5).map(toSuggestion);
/** What the details page asks for (models/content/suggestions.ts `detailsSuggestionsRequest`): the visitor chose Belo Horizonte, the page denies one offer. */
export const suggestionsInput = {
  request: detailsSuggestionsRequest({ offer: publicOffers[0]!, brands: ['fiat'], count: 4, location: { cityCode: '3106200' }, offerDenyList: [publicOffers[5]!.id] }),
  perPage: 2,
};

export const suggestionsPlan = planChart({
  id: 'suggestions',
  machine: suggestionsMachine,
  input: suggestionsInput,
  distinguishCandidates: true,
  events: (snap: SuggestionsSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadSuggestions) {
      out.push({ type: 'xstate.done.actor.loadSuggestions', output: fourSuggestions });
      out.push({ type: 'xstate.done.actor.loadSuggestions', output: [] });
      out.push({ type: 'xstate.error.actor.loadSuggestions', error: new Error('Um erro ocorreu, tente novamente') });
    }
    const person: SuggestionsEvent[] = [{ type: 'suggestions.goTo', page: snap.context.page === 0 ? 1 : 0 }];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
