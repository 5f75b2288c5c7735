/**
 * Generated paths of the suggestions chart, run against the reusable
 * suggestion cards (model, version, brand logo, 'A partir de' price, 'ver
 * detalhes', slider bullets) with a fake loader the test resolves or rejects.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { showcaseLabels } from '../../models/labels/showcase';
import { labels } from '../../models/labels/spec';
import { formatBRL } from '../../models/common/money';
import type { Suggestion, SuggestionsRequest } from '../../models/content/suggestions';
import { SuggestionsLogic } from '../../machines/suggestions/suggestions.context';
import { suggestionsMachine, type SuggestionsEvent } from '../../machines/suggestions/suggestions.machine';
import { SuggestionCards } from '../../ui/showcase/suggestion-cards';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { suggestionsInput, suggestionsPlan } from './suggestions.paths';
import { publicOffers } from '../support/fixtures';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = showcaseLabels.suggestions;

function renderSuggestions(multibrandOrder: { brand: string; url: string }[] = [], siteOrigin?: string) {
  const calls: { resolve: (v: Suggestion[]) => void; reject: (e: unknown) => void; input: SuggestionsRequest }[] = [];
  const logic = suggestionsMachine.provide({
    actors: { loadSuggestions: fromPromise<Suggestion[], SuggestionsRequest>(({ input }) => new Promise((resolve, reject) => calls.push({ resolve, reject, input }))) },
    actions: { logFailed: () => undefined },
  });
  render(
    <SuggestionsLogic.Provider value={logic}>
      <SuggestionCards request={suggestionsInput.request} perPage={suggestionsInput.perPage} multibrandOrder={multibrandOrder} siteBrand="fiat" {...(siteOrigin ? { siteOrigin } : {})} />
    </SuggestionsLogic.Provider>,
  );
  const next = async () => {
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    return calls.shift()!;
  };
  return { next };
}

const user = userEvent.setup();

const stateAssertions = {
  loadingSuggestions: () => expect(screen.queryByTestId('suggestions')).toBeNull(),
  ready: async (snap: any) => {
    const { suggestions, page, perPage } = snap.context;
    const shown = suggestions.slice(page * perPage, page * perPage + perPage);
    await waitFor(() => expect(screen.getAllByTestId('suggestion-card').map((c) => c.getAttribute('aria-label'))).toEqual(shown.map((s: Suggestion) => `${labels.brandNames[s.brand as 'fiat']} ${s.modelShortName}`)));
    shown.forEach((s: Suggestion, i: number) => {
      const card = within(screen.getAllByTestId('suggestion-card')[i]!);
      expect(card.getByText(s.versionName)).toBeTruthy();
      expect(card.getByRole('img', { name: t.brandLogo(labels.brandNames[s.brand as 'fiat']) })).toBeTruthy();
      expect(card.getByText(t.fromPrice, { exact: false })).toBeTruthy();
      expect(card.getByText(formatBRL(s.minimumMonthlyPrice), { normalizer: (x) => x })).toBeTruthy();
      expect(card.getByRole('link', { name: new RegExp(`^${t.seeDetails}`) }).getAttribute('href')).toBe(`/?offerId=${s.id}`);
    });
    const bullets = screen.getAllByRole('button', { name: /Ir para a sugestão/ });
    expect(bullets).toHaveLength(Math.ceil(suggestions.length / perPage));
    expect(bullets[page]!.getAttribute('aria-current')).toBe('true');
  },
  empty: () => expect(screen.queryByTestId('suggestions')).toBeNull(),
  failed: () => expect(screen.queryByTestId('suggestions')).toBeNull(),
};

function executors(h: ReturnType<typeof renderSuggestions>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadSuggestions': async (step) => (await h.next()).resolve(step.event.output),
    'xstate.error.actor.loadSuggestions': async () => (await h.next()).reject(new Error('Um erro ocorreu, tente novamente')),
    'suggestions.goTo': async (step) => user.click(screen.getByRole('button', { name: t.goTo(step.event.page + 1) })),
  } satisfies Record<SuggestionsEvent['type'] | 'xstate.init' | 'xstate.done.actor.loadSuggestions' | 'xstate.error.actor.loadSuggestions', Executor>;
}

describe('suggestions chart: generated paths against the suggestion cards', () => {
  beforeAll(() => resetExercised(suggestionsPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(suggestionsPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(suggestionsPlan)].sort()).toEqual([...suggestionsPlan.states].sort());
    expect(unfiredTransitions(suggestionsMachine, [suggestionsPlan])).toEqual([]);
  });

  it.each(suggestionsPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderSuggestions();
    await suggestionsPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(suggestionsPlan.id, transition.keys);
  });

  it('asks for 4 suggestions of the brands, leaving out the open offer; another brand links to its site', async () => {
    const h = renderSuggestions([{ brand: 'jeep', url: 'https://www.jeep.com.br/flua' }]);
    const call = await h.next();
    expect(call.input).toEqual(suggestionsInput.request);
    call.resolve([{ id: 'jeep-x', brand: 'jeep', modelShortName: 'Compass', modelName: 'Jeep Compass', versionName: 'Sport', modelYear: 2026, mvs: 'X', bodyType: 'suv', minimumMonthlyPrice: 469990, rgb: '#fff' }]);
    expect((await screen.findByRole('link', { name: /ver detalhes/ })).getAttribute('href')).toBe('https://www.jeep.com.br/flua?offerId=jeep-x');
  });

  it('a suggestion whose price cannot be shown says “Valor não disponível no momento”, not R$ 0,00', async () => {
    const h = renderSuggestions();
    const call = await h.next();
    call.resolve([{ id: 'fiat-x', brand: 'fiat', modelShortName: 'Pulse', modelName: 'Fiat Pulse', versionName: 'Drive', modelYear: 2026, mvs: 'X', bodyType: 'suv', minimumMonthlyPrice: 0, rgb: '#fff' }]);
    expect(await screen.findByText(labels.generic.valueUnavailable)).toBeTruthy();
    expect(screen.queryByText(formatBRL(0), { normalizer: (x) => x })).toBeNull();
  });

  it('sends the visitor’s city and what the page must not suggest: the open vehicle and the offers it denies', async () => {
    const h = renderSuggestions();
    const call = await h.next();
    expect(call.input).toMatchObject({ cityCode: '3106200', denyListedMvs: [publicOffers[0]!.mvs, publicOffers[5]!.id], offerId: publicOffers[0]!.id, brands: ['fiat'], count: 4 });
  });

  it('another brand’s site of another origin opens in a new tab and says so; a brand site of this origin opens here', async () => {
    const h = renderSuggestions([{ brand: 'jeep', url: 'https://www.jeep.com.br/flua' }, { brand: 'peugeot', url: '/?marca=peugeot' }], 'https://flua.example');
    const call = await h.next();
    const base = { modelName: 'x', versionName: 'Sport', modelYear: 2026, mvs: 'X', bodyType: 'suv', minimumMonthlyPrice: 469990, rgb: '#fff' };
    call.resolve([
      { ...base, id: 'jeep-x', brand: 'jeep', modelShortName: 'Compass' },
      { ...base, id: 'peugeot-y', brand: 'peugeot', modelShortName: '2008' },
    ]);
    const jeep = await screen.findByRole('link', { name: showcaseLabels.card.exitName(t.seeDetails, 'Jeep Compass Sport', 'Jeep') });
    expect([jeep.getAttribute('href'), jeep.getAttribute('target'), jeep.getAttribute('rel')]).toEqual(['https://www.jeep.com.br/flua?offerId=jeep-x', '_blank', 'noopener noreferrer']);
    const peugeot = screen.getByRole('link', { name: `${t.seeDetails}: Peugeot 2008 Sport` });
    expect([peugeot.getAttribute('href'), peugeot.getAttribute('target')]).toEqual(['/?marca=peugeot&offerId=peugeot-y', null]);
  });
});
