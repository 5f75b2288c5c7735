import { labels } from './spec';
import { words } from './words';

/**
 * The new-car configurator's label set (spec 000 §2 "Others", 001 §8
 * "Configurator" and "Dealer missing", §9 "configurator steps"). The spec
 * shows no flow for it: a label set only, kept exactly as the spec writes it;
 * the words other screens also say are theirs, referred to here. Nothing on
 * the showcase imports it.
 */
export const configuratorLabels = {
  /** Versão, Kit Opcionais, Cor, Acessórios, Revestimento, Resumo, Serviços. */
  steps: [words.version, 'Kit Opcionais', words.colour, words.accessories, words.upholstery, labels.offerDetails.summary, 'Serviços'],
  /** sólidas, metálicas, perolizadas, especiais (the colour picker's are upper case but for 'especiais'). */
  colourGroups: ['sólidas', 'metálicas', 'perolizadas', labels.colours.groups.special],
  callSpecialistFailed: 'Falha ao chamar especialista',
  comparatorUnavailable: 'O comparador não esta disponível no momento.',
  loadFailed: 'Não foi possível carregar as informações. Tente novamente mais tarde.',
  noModelForYear: 'Nenhum modelo encontrado para o ano selecionado',
  /** The reviews failed to load. */
  reviewsLoadFailed: 'Erro ao carregar dados.',
  dealerRequired: labels.dealerSelector.requiredInConfigurator,
};
