/**
 * Generated paths of the FAQ page chart, run against 'Como funciona' with a
 * fake loader the test resolves or rejects: the steps always, then the
 * questions (loading, the list and its search, a failure with 'Tentar
 * novamente').
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { FaqEntry } from '../../models/content/faq';
import { searchFaq } from '../../models/content/faq';
import { howItWorksLabels } from '../../models/labels/how-it-works';
import { FaqPageContext } from '../../machines/faq-page/faq-page.context';
import { faqPageMachine, type FaqPageEvent } from '../../machines/faq-page/faq-page.machine';
import { HowItWorksPage } from '../../ui/site/how-it-works-page';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { faqEntries, faqPageInput, faqPagePlan } from './faq-page.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = howItWorksLabels;
const user = userEvent.setup();

function renderPage() {
  const calls: { resolve: (v: FaqEntry[]) => void; reject: (e: unknown) => void; input: string }[] = [];
  const logic = faqPageMachine.provide({
    actors: { loadFaq: fromPromise<FaqEntry[], string>(({ input }) => new Promise((resolve, reject) => calls.push({ resolve, reject, input }))) },
  });
  render(
    <FaqPageContext.Provider logic={logic} options={{ input: faqPageInput }}>
      <HowItWorksPage />
    </FaqPageContext.Provider>,
  );
  const next = async () => {
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    return calls.shift()!;
  };
  return { next, calls };
}

const section = () => within(screen.getByTestId('faq-section'));

/** The steps and the title are there whatever the questions do. */
function pageShown() {
  expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
  expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(t.steps.length);
  for (const step of t.steps) expect(screen.getByRole('heading', { level: 3, name: step.title })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: t.faq.title }).id).toBe('perguntas-frequentes');
  expect(document.title).toBe(`${t.title} | Flua!`);
}

const stateAssertions = {
  loadingFaq: () => {
    pageShown();
    expect(section().getByRole('status').textContent).toBe(t.faq.loading);
    expect(section().queryByTestId('faq-entry')).toBeNull();
  },
  shown: (snap: any) => {
    pageShown();
    const expected = searchFaq(snap.context.entries, snap.context.term);
    expect(section().getByRole('searchbox', { name: t.faq.searchLabel })).toHaveProperty('value', snap.context.term);
    expect(section().queryAllByTestId('faq-entry').map((e) => within(e).getByRole('heading').textContent)).toEqual(expected.map((e) => e.question));
    expect(section().queryByText(t.faq.empty) !== null).toBe(expected.length === 0);
  },
  failed: () => {
    pageShown();
    expect(section().getByRole('alert').textContent).toContain(t.faq.failed);
    expect(section().getByRole('button', { name: t.retry })).toHaveProperty('disabled', false);
  },
};

function executors(h: ReturnType<typeof renderPage>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadFaq': async (step) => {
      const call = await h.next();
      expect(call.input).toBe(faqPageInput.faqPath);
      call.resolve(step.event.output);
    },
    'xstate.error.actor.loadFaq': async () => (await h.next()).reject(new Error('Um erro ocorreu, tente novamente')),
    'faq.retry': async () => user.click(section().getByRole('button', { name: t.retry })),
    'faq.search': async (step) => {
      const box = section().getByRole('searchbox', { name: t.faq.searchLabel });
      await user.clear(box);
      await user.type(box, step.event.term);
    },
  } satisfies Record<FaqPageEvent['type'] | 'xstate.init' | 'xstate.done.actor.loadFaq' | 'xstate.error.actor.loadFaq', Executor>;
}

describe('FAQ page chart: generated paths against Como funciona', () => {
  beforeAll(() => resetExercised(faqPagePlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(faqPagePlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(faqPagePlan)].sort()).toEqual([...faqPagePlan.states].sort());
    expect(unfiredTransitions(faqPageMachine, [faqPagePlan])).toEqual([]);
  });

  it.each(faqPagePlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderPage();
    await faqPagePlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(faqPagePlan.id, transition.keys);
  });

  it('shows the same questions the offer details answer, their answers as rich text', async () => {
    const h = renderPage();
    (await h.next()).resolve(faqEntries);
    const entries = await screen.findAllByTestId('faq-entry');
    expect(entries).toHaveLength(faqEntries.length);
    expect(within(entries[4]!).getByText('Final de placa').tagName).toBe('STRONG');
  });
});
