/**
 * Profile simulator chart (spec 000 §2 "Profile simulator", §4; 001 §5.4).
 *
 *   splash ──quiz.start [quiz loaded]──▶ questions (question 1)
 *      └──quiz.start──▶ loadingQuestions ──done [playable]──▶ questions
 *                              ├──done [not playable]──▶ failed
 *                              └──error──▶ failed ──quiz.retry──▶ loadingQuestions
 *   questions ──quiz.choose [an answer of this question]──▶ questions ('Próxima' enabled)
 *      ├──quiz.next [answered, last question]──▶ result (the most frequent answer code's result)
 *      ├──quiz.next [answered]──▶ questions (next question; nothing chosen there yet, so 'Próxima' is disabled again)
 *      ├──quiz.back [from question 2 on]──▶ questions (previous question, its answer still chosen)
 *      └──quiz.restart──▶ splash (answers forgotten)
 *   result (loads the offers that match it: done ──▶ shown; error ──▶ none shown) ──quiz.restart──▶ splash
 *
 * The last question's button reads 'Ver resultado' (`selectIsLastQuestion`).
 *
 * Rules: models/showcase/profile-simulator.ts. The requests: the `loadProfileSimulator`
 * and `loadResultOffers` actors (machines/profile-simulator/profile-simulator.actors.ts, over services/).
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { CardOffer } from '../../models/showcase/api';
import {
  canGoBack,
  chosenCodes,
  isAnswerOf,
  isAnswered,
  isLastQuestion,
  isPlayableQuiz,
  profileResult,
  type ProfileChoices,
  type ProfileResult,
  type ProfileSimulator,
} from '../../models/showcase/profile-simulator';
import { placeholderFor } from '../placeholder';
import type { createProfileSimulatorImplementations } from './profile-simulator.actors';

export interface ProfileSimulatorContext {
  quiz: ProfileSimulator | null;
  /** The question shown (0-based). */
  index: number;
  /** The chosen answer of each question (null: none yet). */
  choices: ProfileChoices;
  result: ProfileResult | null;
  /** The offers that match the result (none until they arrive, or when they cannot be loaded). */
  offers: CardOffer[];
}

export type ProfileSimulatorEvent =
  | { type: 'quiz.start' }
  | { type: 'quiz.retry' }
  | { type: 'quiz.choose'; answer: number }
  | { type: 'quiz.next' }
  | { type: 'quiz.back' }
  | { type: 'quiz.restart' };

const unanswered = (quiz: ProfileSimulator | null): (number | null)[] => (quiz ? quiz.questions.map(() => null) : []);

type Actors = ReturnType<typeof createProfileSimulatorImplementations>['actors'];

export const profileSimulatorMachine = setup({
  types: { context: {} as ProfileSimulatorContext, events: {} as ProfileSimulatorEvent },
  actors: {
    loadProfileSimulator: placeholderFor<Actors['loadProfileSimulator']>('loadProfileSimulator'),
    /** The showcase's offers that match a result (models/showcase/profile-simulator.ts `resultOffersRequest`). */
    loadResultOffers: placeholderFor<Actors['loadResultOffers']>('loadResultOffers'),
  },
  guards: {
    isQuizLoaded: ({ context }) => context.quiz !== null,
    isPlayable: (_, output: ProfileSimulator) => isPlayableQuiz(output),
    isAnswerOfQuestion: ({ context, event }) => {
      assertEvent(event, 'quiz.choose');
      return context.quiz !== null && isAnswerOf(context.quiz.questions, context.index, event.answer);
    },
    isLastQuestionAnswered: ({ context }) => isAnswered(context.choices, context.index) && isLastQuestion(context.quiz?.questions ?? [], context.index),
    isQuestionAnswered: ({ context }) => isAnswered(context.choices, context.index),
    canGoBack: ({ context }) => canGoBack(context.index),
  },
  actions: {
    storeQuiz: assign((_, quiz: ProfileSimulator) => {
      return { quiz, index: 0, choices: unanswered(quiz), result: null };
    }),
    beginQuiz: assign(({ context }) => ({ index: 0, choices: unanswered(context.quiz), result: null })),
    chooseAnswer: assign(({ context, event }) => {
      assertEvent(event, 'quiz.choose');
      return { choices: context.choices.map((c, i) => (i === context.index ? event.answer : c)) };
    }),
    nextQuestion: assign(({ context }) => ({ index: context.index + 1 })),
    previousQuestion: assign(({ context }) => ({ index: context.index - 1 })),
    decideResult: assign(({ context }) => ({
      result: context.quiz ? (profileResult(chosenCodes(context.quiz.questions, context.choices), context.quiz.results) ?? null) : null,
    })),
    forgetAnswers: assign(({ context }) => ({ index: 0, choices: unanswered(context.quiz), result: null, offers: [] })),
    storeOffers: assign((_, output: CardOffer[]) => ({ offers: output })),
    forgetOffers: assign({ offers: [] as CardOffer[] }),
  },
}).createMachine({
  id: 'profileSimulator',
  context: { quiz: null, index: 0, choices: [], result: null, offers: [] },
  initial: 'splash',
  states: {
    splash: {
      on: {
        'quiz.start': [{ guard: 'isQuizLoaded', target: 'questions', actions: 'beginQuiz' }, { target: 'loadingQuestions' }],
      },
    },
    loadingQuestions: {
      invoke: {
        id: 'loadProfileSimulator',
        src: 'loadProfileSimulator',
        onDone: [{ guard: { type: 'isPlayable', params: ({ event }) => event.output }, target: 'questions', actions: { type: 'storeQuiz', params: ({ event }) => event.output } }, { target: 'failed' }],
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'quiz.retry': { target: 'loadingQuestions' } },
    },
    questions: {
      on: {
        'quiz.choose': { guard: 'isAnswerOfQuestion', actions: 'chooseAnswer' },
        'quiz.next': [
          { guard: 'isLastQuestionAnswered', target: 'result', actions: 'decideResult' },
          { guard: 'isQuestionAnswered', actions: 'nextQuestion' },
        ],
        'quiz.back': { guard: 'canGoBack', actions: 'previousQuestion' },
        'quiz.restart': { target: 'splash', actions: 'forgetAnswers' },
      },
    },
    result: {
      invoke: {
        id: 'loadResultOffers',
        src: 'loadResultOffers',
        // (The answers may match no result: the actor then finds no offers.)
        input: ({ context }) => context.result,
        onDone: { actions: { type: 'storeOffers', params: ({ event }) => event.output } },
        // Without its offers the result still stands, with its buttons to the showcase.
        onError: { actions: 'forgetOffers' },
      },
      on: { 'quiz.restart': { target: 'splash', actions: 'forgetAnswers' } },
    },
  },
});

export type ProfileSimulatorSnapshot = SnapshotFrom<typeof profileSimulatorMachine>;
export const selectStatus = (s: ProfileSimulatorSnapshot) => s.value;
export const selectQuestion = (s: ProfileSimulatorSnapshot) => s.context.quiz?.questions[s.context.index] ?? null;
export const selectIndex = (s: ProfileSimulatorSnapshot) => s.context.index;
export const selectTotal = (s: ProfileSimulatorSnapshot) => s.context.quiz?.questions.length ?? 0;
export const selectChosen = (s: ProfileSimulatorSnapshot) => s.context.choices[s.context.index] ?? null;
export const selectResult = (s: ProfileSimulatorSnapshot) => s.context.result;
export const selectOffers = (s: ProfileSimulatorSnapshot) => s.context.offers;
export const selectIsLastQuestion = (s: ProfileSimulatorSnapshot) => isLastQuestion(s.context.quiz?.questions ?? [], s.context.index);
export const selectCanGoOn = (s: ProfileSimulatorSnapshot) => s.can({ type: 'quiz.next' });
export const selectCanGoBack = (s: ProfileSimulatorSnapshot) => s.can({ type: 'quiz.back' });
