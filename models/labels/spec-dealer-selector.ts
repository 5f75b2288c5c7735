/** The spec's strings of its part `dealerSelector` (the catalogue: spec.ts). */
import { NO_DEALER } from './spec-words';

/** Dealer selector (spec 000 §2, 001 §5.2, §8). */
export const dealerSelectorSpec = {
  choose: 'Escolha aqui a sua concessionária',
  noneSelected: NO_DEALER,
  required: 'A seleção da concessionária é obrigatória.',
  requiredInConfigurator: 'É obrigatório selecionar uma concessionária',
  unavailableInRegion: 'Infelizmente a Flua! ainda não está disponível na sua região!',
  /** ours */
  filterPlaceholder: 'Buscar concessionária',
  /** ours */
  deliveredBy: (name: string) => `Entregue por ${name}`,
};
