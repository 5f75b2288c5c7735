import { commonLabels } from './common';
import { labels } from './spec';
import { defaultShowcaseLabels } from './showcase';

const suggestionsLabels = defaultShowcaseLabels.suggestions;

/**
 * The profile simulator quiz (`/simulador-de-perfil`, spec 000 §2 "Profile
 * simulator"): 'Vamos Lá', 'Próxima' and 'Reiniciar' are the spec's; the
 * rest is ours. The questions, answers and results are the quiz's own
 * content, kept in the database.
 */
export const profileSimulatorLabels = {
  /** ours: the splash. */
  title: 'Descubra o carro ideal para o seu dia a dia',
  subtext: 'Responda algumas perguntas rápidas sobre como você dirige e mostramos o tipo de carro que combina com você, com as ofertas de assinatura dele.',
  start: 'Vamos Lá',
  next: 'Próxima',
  /** ours: the last question's button (the spec names only 'Próxima'), which shows the result. */
  finish: 'Ver resultado',
  restart: 'Reiniciar',
  back: labels.offerDetails.back,
  /** ours: the step indicator. */
  step: (current: number, total: number) => `Pergunta ${current} de ${total}`,
  loading: 'Carregando as perguntas…',
  loadFailed: 'Não foi possível carregar as perguntas do simulador.',
  retry: commonLabels.retry,
  /** ours: above the result's title. */
  resultEyebrow: 'O seu perfil é',
  /** ours: the offers that match the result. */
  offersTitle: 'Ofertas para o seu perfil',
  offerFrom: suggestionsLabels.fromPrice,
  perMonth: suggestionsLabels.perMonth,
  seeDetails: suggestionsLabels.seeDetails,
  offerDetails: (offer: string) => `${suggestionsLabels.seeDetails}: ${offer}`,
  /** ours: the page's name, for the browser tab. */
  pageTitle: 'Simulador de perfil',
};
export type ProfileSimulatorLabels = typeof profileSimulatorLabels;
