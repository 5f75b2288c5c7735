/**
 * Generated paths of the profile simulator chart, run against its real page
 * (splash, questions with radio answers, the step indicator, 'Voltar' from
 * question 2, 'Próxima' once answered, 'Reiniciar', the result with its
 * sanitised text and buttons), with a fake quiz request the test resolves or rejects.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { profileSimulatorLabels as t } from '../../models/labels/profile-simulator';
import type { CardOffer } from '../../models/showcase/api';
import type { ProfileResult, ProfileSimulator } from '../../models/showcase/profile-simulator';
import { ProfileSimulatorContext } from '../../machines/profile-simulator/profile-simulator.context';
import { profileSimulatorMachine, type ProfileSimulatorEvent } from '../../machines/profile-simulator/profile-simulator.machine';
import { ProfileSimulatorPage } from '../../ui/profile-simulator/profile-simulator-page';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { profileSimulatorPlan, resultOffers, testQuiz } from './profile-simulator.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

function renderQuiz(onNavigate = vi.fn()) {
  const calls: { resolve: (v: ProfileSimulator) => void; reject: (e: unknown) => void }[] = [];
  const offerCalls: { input: ProfileResult | null; resolve: (v: CardOffer[]) => void; reject: (e: unknown) => void }[] = [];
  const logic = profileSimulatorMachine.provide({
    actors: {
      loadProfileSimulator: fromPromise<ProfileSimulator>(() => new Promise((resolve, reject) => calls.push({ resolve, reject }))),
      loadResultOffers: fromPromise<CardOffer[], ProfileResult | null>(({ input }) => new Promise((resolve, reject) => offerCalls.push({ input, resolve, reject }))),
    },
  });
  render(
    <ProfileSimulatorContext.Provider logic={logic}>
      <ProfileSimulatorPage onNavigate={onNavigate} />
    </ProfileSimulatorContext.Provider>,
  );
  const next = async () => {
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    return calls.shift()!;
  };
  const nextOffers = async () => {
    await waitFor(() => expect(offerCalls.length).toBeGreaterThan(0));
    return offerCalls.shift()!;
  };
  return { next, nextOffers, onNavigate, pending: () => calls.length };
}

const user = userEvent.setup();
const button = (name: string) => screen.getByRole('button', { name });

const stateAssertions = {
  splash: () => {
    expect(screen.getByRole('heading', { name: t.title })).toBeTruthy();
    expect(screen.getByText(t.subtext)).toBeTruthy();
    expect(button(t.start)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  },
  loadingQuestions: () => {
    expect(screen.getByRole('status').textContent).toBe(t.loading);
    expect(screen.queryByRole('button', { name: t.start })).toBeNull();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toBe(t.loadFailed);
    expect(button(t.retry)).toBeTruthy();
  },
  questions: async (snap: any) => {
    const { index, choices, quiz } = snap.context;
    const question = quiz.questions[index];
    await waitFor(() => expect(screen.getByTestId('profile-step').textContent).toBe(t.step(index + 1, quiz.questions.length)));
    const group = screen.getByRole('radiogroup', { name: question.questionText });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(question.answers.map((a: any) => a.answerText));
    expect(radios.map((r) => r.getAttribute('aria-checked') === 'true')).toEqual(question.answers.map((_: unknown, i: number) => choices[index] === i));
    // 'Próxima' only once this question is answered (after a press, the next question starts unanswered: disabled again);
    // on the last question the same button shows the result.
    const last = index === quiz.questions.length - 1;
    expect(screen.queryByRole('button', { name: last ? t.next : t.finish })).toBeNull();
    expect((button(last ? t.finish : t.next) as HTMLButtonElement).disabled).toBe(choices[index] === null);
    // 'Voltar' from question 2 on.
    expect(screen.queryByRole('button', { name: t.back }) !== null).toBe(index > 0);
    expect(button(t.restart)).toBeTruthy();
  },
  result: (snap: any) => {
    const { result } = snap.context;
    expect(result).not.toBeNull();
    const shown = screen.getByTestId('profile-result');
    expect(within(shown).getByRole('heading', { name: result.resultTitle })).toBeTruthy();
    expect(within(shown).getByText(t.resultEyebrow)).toBeTruthy();
    // The HTML text, sanitised: formatting kept, scripts gone.
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('p strong, p em, p')).not.toBeNull();
    const buttons = within(shown).getAllByRole('link').filter((a) => !a.closest('[data-testid="profile-offers"]'));
    expect(buttons.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(result.resultButton.map((b: any) => [b.buttonLabel, b.buttonUrl]));
    // The offers that match the result, once they arrived: each card to its details page.
    const offers: CardOffer[] = snap.context.offers;
    if (offers.length === 0) expect(screen.queryByTestId('profile-offers')).toBeNull();
    else {
      const list = within(shown).getByRole('region', { name: t.offersTitle });
      expect(within(list).getAllByTestId('profile-offer').map((c) => c.getAttribute('aria-label'))).toEqual(offers.map((o) => expect.stringContaining(o.modelShortName)));
      expect(within(list).getAllByRole('link', { name: new RegExp(t.seeDetails) }).map((a) => a.getAttribute('href'))).toEqual(offers.map((o) => `/?offerId=${o.id}`));
    }
    expect(screen.queryByRole('radio')).toBeNull();
    expect(button(t.restart)).toBeTruthy();
  },
};

function executors(h: ReturnType<typeof renderQuiz>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadProfileSimulator': async (step) => (await h.next()).resolve(step.event.output),
    'xstate.error.actor.loadProfileSimulator': async () => (await h.next()).reject(new Error('Um erro ocorreu, tente novamente')),
    'xstate.done.actor.loadResultOffers': async (step) => {
      (await h.nextOffers()).resolve(step.event.output);
      await screen.findByTestId('profile-offers');
    },
    'xstate.error.actor.loadResultOffers': async () => (await h.nextOffers()).reject(new Error('Um erro ocorreu, tente novamente')),
    'quiz.start': () => user.click(button(t.start)),
    'quiz.retry': () => user.click(button(t.retry)),
    'quiz.choose': (step) => user.click(screen.getAllByRole('radio')[step.event.answer]!),
    // 'Próxima', or 'Ver resultado' on the last question.
    'quiz.next': () => user.click(screen.queryByRole('button', { name: t.finish }) ?? button(t.next)),
    'quiz.back': () => user.click(button(t.back)),
    'quiz.restart': () => user.click(button(t.restart)),
  } satisfies Record<
    | ProfileSimulatorEvent['type']
    | 'xstate.init'
    | 'xstate.done.actor.loadProfileSimulator'
    | 'xstate.error.actor.loadProfileSimulator'
    | 'xstate.done.actor.loadResultOffers'
    | 'xstate.error.actor.loadResultOffers',
    Executor
  >;
}

describe('profile simulator chart: generated paths against its page', () => {
  beforeAll(() => resetExercised(profileSimulatorPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(profileSimulatorPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(profileSimulatorPlan)].sort()).toEqual([...profileSimulatorPlan.states].sort());
    expect(unfiredTransitions(profileSimulatorMachine, [profileSimulatorPlan])).toEqual([]);
  });

  it.each(profileSimulatorPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderQuiz();
    await profileSimulatorPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(profileSimulatorPlan.id, transition.keys);
  });

  it('shows the most frequent answer code’s result, and its button opens the filtered showcase inside the app', async () => {
    const h = renderQuiz();
    await user.click(button(t.start));
    (await h.next()).resolve(testQuiz);
    // UP, U, P: U and P twice each, U first → SUV.
    for (const [i, answer] of [1, 1, 1].entries()) {
      // Each new question has the keyboard's and the screen reader's attention.
      await waitFor(() => expect(document.activeElement?.textContent).toBe(testQuiz.questions[i]!.questionText));
      await user.click(screen.getAllByRole('radio')[answer]!);
      await user.click(button(i === testQuiz.questions.length - 1 ? t.finish : t.next));
    }
    expect(await screen.findByRole('heading', { name: 'SUV' })).toBeTruthy();
    // The splash promised the profile's offers: the SUV result asks for them, and shows them.
    const offers = await h.nextOffers();
    expect(offers.input?.resultTitle).toBe('SUV');
    offers.resolve(resultOffers);
    const cards = await screen.findAllByTestId('profile-offer');
    expect(cards).toHaveLength(resultOffers.length);
    await user.click(within(cards[0]!).getByRole('link'));
    expect(h.onNavigate).toHaveBeenCalledWith(`/?offerId=${resultOffers[0]!.id}`);
    await user.click(screen.getByRole('link', { name: 'Ver ofertas de SUV' }));
    expect(h.onNavigate).toHaveBeenCalledWith('/?categoria=suv');
  });

  it('starts again without asking the server twice once the quiz is loaded', async () => {
    const h = renderQuiz();
    await user.click(button(t.start));
    (await h.next()).resolve(testQuiz);
    await user.click(await screen.findByRole('button', { name: t.restart }));
    await user.click(button(t.start));
    expect(await screen.findByTestId('profile-step')).toBeTruthy();
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(h.pending()).toBe(0);
  });
});
