import { labels } from './spec';
import { showcaseLabels } from './showcase';

/**
 * The words several screens say alike (field names, filters, a proposal's
 * facts), each written once: here, or in the spec's catalogue or the
 * showcase's, referred to here. Not loaded by the showcase.
 */
export const words = {
  /** The offer's legal note under its details (the spec's 'disclaimer'). */
  disclaimer: 'Aviso legal',
  open: 'Abrir',
  accessories: 'Acessórios',
  additionals: 'Adicionais',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  mobilePhone: 'Celular',
  customer: 'Cliente',
  dealer: labels.proposals.dealer,
  dealerCode: 'Código da concessionária',
  colour: 'Cor',
  highlights: showcaseLabels.card.highlights,
  history: 'Histórico',
  /** A lead or a privacy request the caller may not see, or that does not exist. */
  requestNotFound: 'Pedido não encontrado.',
  editProposal: 'Editar proposta',
  sentOn: labels.proposals.sentOn,
  filterOffers: showcaseLabels.list.filter,
  plateEnding: 'Final de placa',
  kmPerMonth: 'Km por mês',
  clearFilters: 'Limpar filtros',
  brand: 'Marca',
  model: 'Modelo',
  message: 'Mensagem',
  monthly: labels.proposals.monthly,
  none: 'Nenhum',
  offer: 'Oferta',
  fullName: 'Nome completo',
  name: 'Nome',
  optionals: 'Opcionais',
  plan: labels.proposals.plan,
  proposalSent: 'Proposta enviada',
  remove: labels.fileInput.remove,
  upholstery: 'Revestimento',
  moreInformation: labels.offerCard.moreInformation,
  noInitialPayment: 'Sem entrada',
  currentStatus: 'Situação atual',
  status: 'Situação',
  personType: 'Tipo de pessoa',
  allFeminine: 'Todas',
  allMasculine: showcaseLabels.list.filterAll,
  contractTotal: 'Total do contrato',
  term: 'Prazo',
  type: 'Tipo',
  seller: 'Vendedor',
  version: 'Versão',
  vehicle: 'Veículo',
  back: labels.proposals.back,
  /** What a monthly price may include (models/offer/offer.ts PRICE_ITEMS), said alike by the details and the editor. */
  priceItems: {
    ipva: 'IPVA',
    licensing: 'Licenciamento',
    insurance: 'Seguro',
    maintenance: 'Manutenção preventiva',
    assistance: 'Assistência 24 horas',
    tyres: 'Troca de pneus',
    fuel: 'Combustível',
    fines: 'Multas de trânsito',
  },
  excessKmPrice: 'Preço do km excedente',
  insuranceDeductible: 'Franquia do seguro',
  includedInPrice: 'Incluso na mensalidade',
  /** How long to wait before trying again (a refusal's Retry-After): '45 segundos', '12 minutos', '3 horas'. */
  waitFor: (seconds: number): string => {
    const s = Math.max(1, Math.ceil(seconds));
    if (s < 60) return `${s} ${s === 1 ? 'segundo' : 'segundos'}`;
    const minutes = Math.ceil(s / 60);
    if (minutes < 120) return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
    const hours = Math.ceil(minutes / 60);
    return `${hours} horas`;
  },
} as const;
