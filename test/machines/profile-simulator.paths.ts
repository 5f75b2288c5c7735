/**
 * The profile simulator chart's generated paths (shared by its test and `npm
 * run paths`), over a three-question quiz: a person starts, chooses one of
 * two answers, goes on, goes back, restarts; the quiz's request answers
 * (playable or not) or fails only while it runs.
 */
import type { CardOffer } from '../../models/showcase/api';
import { cardOfferOf } from '../../models/showcase/card-projection';
import type { ProfileSimulator } from '../../models/showcase/profile-simulator';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { profileSimulatorMachine, type ProfileSimulatorEvent, type ProfileSimulatorSnapshot } from '../../machines/profile-simulator/profile-simulator.machine';
import { planChart } from '../support/chart-paths';

const button = (label: string, url: string) => ({ buttonLabel: label, buttonUrl: url });

export const testQuiz: ProfileSimulator = {
  questions: [
    { questionText: 'Quantos quilômetros você roda por mês?', answers: [{ answerText: 'Até 500 km', answerCode: 'H' }, { answerText: 'Mais de 2.000 km', answerCode: 'UP' }] },
    { questionText: 'Quantas pessoas andam com você?', answers: [{ answerText: 'Só eu', answerCode: 'H' }, { answerText: 'A família toda', answerCode: 'U' }] },
    { questionText: 'Onde você mais dirige?', answers: [{ answerText: 'Na cidade', answerCode: 'H' }, { answerText: 'Na terra', answerCode: 'P' }] },
  ],
  results: [
    { resultCode: 'H', resultTitle: 'Hatch', resultText: '<p>Ágil na <strong>cidade</strong>.</p><script>alert(1)</script>', resultButton: [button('Ver ofertas de hatch', '/?categoria=hatch'), button('Ver todas as ofertas', '/')] },
    { resultCode: 'U', resultTitle: 'SUV', resultText: '<p>Espaço para a <em>família</em>.</p>', resultButton: [button('Ver ofertas de SUV', '/?categoria=suv')] },
    { resultCode: 'P', resultTitle: 'Picape', resultText: '<p>Força para carga.</p>', resultButton: [button('Ver ofertas de picape', '/?categoria=pickup')] },
  ],
};

/** A quiz whose answer 'S' has no result: the page cannot show it. */
export const unplayableQuiz: ProfileSimulator = { ...testQuiz, questions: [{ questionText: 'Pergunta', answers: [{ answerText: 'Sedã', answerCode: 'S' }] }] };

/** The offers that match a result, as the showcase's search answers them. */
export const resultOffers: CardOffer[] = demoOffers.filter((o) => o.category.categoryCode === 'SUV').slice(0, 3).map(cardOfferOf);

export const profileSimulatorPlan = planChart({
  id: 'profile-simulator',
  machine: profileSimulatorMachine,
  distinguishCandidates: true,
  events: (snap: ProfileSimulatorSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadProfileSimulator) {
      out.push({ type: 'xstate.done.actor.loadProfileSimulator', output: testQuiz });
      out.push({ type: 'xstate.done.actor.loadProfileSimulator', output: unplayableQuiz });
      out.push({ type: 'xstate.error.actor.loadProfileSimulator', error: new Error('Um erro ocorreu, tente novamente') });
    }
    if (snap.children.loadResultOffers) {
      out.push({ type: 'xstate.done.actor.loadResultOffers', output: resultOffers });
      out.push({ type: 'xstate.error.actor.loadResultOffers', error: new Error('Um erro ocorreu, tente novamente') });
    }
    const person: ProfileSimulatorEvent[] = [
      { type: 'quiz.start' },
      { type: 'quiz.retry' },
      { type: 'quiz.choose', answer: 0 },
      { type: 'quiz.choose', answer: 1 },
      { type: 'quiz.next' },
      { type: 'quiz.back' },
      { type: 'quiz.restart' },
    ];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
