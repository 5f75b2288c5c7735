import { labels, type Labels } from './spec';
import { commonLabels } from './common';
import { faqLabels } from './faq';
import { leadScreenLabels } from './lead';
import { groupedInteger, planLabels } from './plan';
import { words } from './words';

const FINANCING_DISCOUNT = 'Desconto pela entrada';

/**
 * The offer details page. Strings the spec quotes are in `labels`
 * above; these are ours.
 */

export const detailsLabels = {
  page: {
    loading: commonLabels.offerLoading,
    loadFailed: commonLabels.offerLoadFailed,
    retry: labels.showcase.retry,
    backToOffers: commonLabels.backToOffers,
    /** An offer that is gone (removed, archived, an old link): the way to the others. */
    goneSeeOthers: 'Esta oferta não está mais disponível, mas há outras parecidas na vitrine.',
    seeOtherOffers: 'Ver ofertas disponíveis',
    drawing: (model: string, colour: string) => `Ilustração: ${model}${colour ? `, cor ${colour}` : ''}`,
    /** ours: the offer's own photo of the chosen colour. */
    photo: (model: string, colour: string) => `Foto: ${model}${colour ? `, cor ${colour}` : ''}`,
    detailsStep: 'Monte sua assinatura',
    /** The lead step's heading: the step, not its data (the lead form's own section is the spec's 'Meus Dados'). */
    leadStep: 'Envio do pedido',
    leadFormSlot: 'Preencha seus dados para iniciar a contratação.',
    /** While the lead form's code arrives (the lead step just opened). */
    leadFormLoading: 'Carregando o formulário…',
    disclaimer: words.disclaimer,
    suggestedEntrada: (price: string) => `Simulação com entrada de ${price}, sugerida pela oferta. Você pode mudar ou zerar a entrada abaixo.`,
  },
  share: {
    button: 'Compartilhar',
    /** Under 'Enviar como mensagem': where it goes. */
    viaWhatsapp: 'Abre o WhatsApp',
    text: (title: string) => `Olha esta oferta de assinatura da Flua!: ${title}`,
  },
  plans: {
    mileageTitle: labels.offerDetails.kmPerMonth,
    km: planLabels.km,
    perMonth: 'por mês',
    periodGroup: 'Período do contrato em meses',
    mileageGroup: 'Quilometragem mensal',
  },
  colours: {
    price: (price: string) => `+ ${price}/mês`,
    noCharge: 'Sem custo adicional',
    disabled: 'A cor pode ser alterada na etapa de configuração.',
  },
  optionals: {
    heading: 'OPCIONAIS',
    details: (name: string) => `Detalhes: ${name}`,
    requiredNote: 'Item obrigatório nesta versão',
  },
  additionals: {
    heading: 'ADICIONAIS',
    details: (name: string) => `Detalhes: ${name}`,
    /** Beside a required additional (its price reads 'Incluso'): why it cannot be unticked. */
    requiredNote: 'Faz parte do plano e não pode ser retirado',
    plateGroup: 'Número final da placa',
  },
  initialPayment: {
    inputLabel: 'Valor da entrada',
    minimum: (price: string) => `Valor mínimo de entrada: ${price}`,
    maximum: (price: string) => `Valor máximo de entrada: ${price}`,
    maximumReset: (price: string, zero: string) => `Valor máximo de entrada: ${price}. A entrada voltou para ${zero}.`,
    /** A typed amount above the maximum is not taken: the amount shown is the one kept. */
    maximumRefused: (price: string, kept: string) => `Valor máximo de entrada: ${price}. A entrada continua em ${kept}.`,
    discount: FINANCING_DISCOUNT,
    newMonthly: 'Nova mensalidade',
    newMonthlyWithoutCoupon: 'Nova mensalidade, sem o cupom',
    none: words.noInitialPayment,
  },
  summary: {
    colour: 'COR',
    months: (n: number) => `${n} meses`,
    kmPerMonth: (km: number) => `${groupedInteger(km)} km`,
    /** The month's price before any discount: plan, colour, optional and additionals. */
    basePrice: 'MENSALIDADE SEM DESCONTOS',
    discounts: 'DESCONTOS',
    financingDiscount: FINANCING_DISCOUNT.toLocaleUpperCase('pt-BR'),
    couponDiscount: 'DESCONTO DO CUPOM',
    /** A discount off each month: '− R$ 721,84/mês'. */
    perMonth: (price: string) => `− ${price}/mês`,
    /** A coupon shorter than the contract: the months it applies to. */
    firstMonths: (months: number) => (months === 1 ? 'no 1º mês' : `nos ${months} primeiros meses`),
    /** The entrada's net saving over the whole contract (what the lower months save, less the entrada itself). */
    entradaSaving: (price: string) => `Economia com a entrada no contrato todo: ${price}`,
    coupon: 'CUPOM',
    none: words.none,
    noDiscount: 'Nenhum desconto',
  },
  modal: {
    loading: commonLabels.loading,
    close: commonLabels.close,
  },
  faq: {
    open: faqLabels.open,
    searchLabel: faqLabels.searchLabel,
    empty: faqLabels.empty,
    failed: faqLabels.failed,
  },
  terms: {
    tabs: 'Itens de série e condições gerais',
    itemsFailed: 'Não foi possível carregar os itens de série, por favor tente mais tarde.',
    generalConditions:
      'A assinatura inclui IPVA, licenciamento, seguro, manutenção preventiva e assistência 24 horas, conforme o plano contratado. A quilometragem excedente é cobrada ao final do contrato. A contratação está sujeita à análise de crédito e à disponibilidade de estoque na concessionária escolhida.',
  },
  comparison: {
    heading: 'COMPARE OS PLANOS',
    caption: 'Planos lado a lado com a cor, o opcional, os adicionais e a entrada escolhidos',
    plan: planLabels.plan,
    monthly: words.monthly,
    total: 'Custo total do contrato',
    perKm: 'Custo por km',
    lowest: 'Menor valor',
    current: 'Plano atual',
    choose: 'Escolher este plano',
    /** The button's accessible name: its visible words ('Escolher este plano') and the plan they choose. */
    chooseLabel: (months: number, km: string) => `Escolher este plano de ${months} meses e ${km}/mês`,
    /** The coupon counts in the plans of the period it was applied to, and only there. */
    withCoupon: (months: number) => `Nos planos de ${months} meses, valores com o desconto do cupom; nos outros prazos, sem ele: o cupom vale só para o prazo em que foi aplicado.`,
    /** Editing a sent lead: its coupon stays whatever plan is chosen. */
    withKeptCoupon: 'Valores com o desconto do cupom da proposta, que se mantém em qualquer plano.',
    /** ours: the comparison is wider than a phone. */
    scrollHint: 'Deslize para o lado para ver todos os planos →',
  },
  /** ours: beside VALOR MENSAL, the contract's full cost, the excess km and what the price includes. */
  costs: {
    heading: 'Sem surpresas',
    fullCost: 'CUSTO TOTAL DO CONTRATO',
    fullCostNote: (months: number) => `Entrada + ${months} mensalidades, descontos incluídos`,
    excessKm: 'KM EXCEDENTE',
    perKm: (price: string) => `${price} por km`,
    excessKmUnknown: 'Consulte a concessionária',
    overrunsCaption: 'Se você rodar mais que o plano',
    overrun: (percent: number) => `${percent}% a mais`,
    overrunKm: (km: string) => `${km} km no contrato`,
    overrunNote: 'Cobrado ao final do contrato.',
    included: 'A MENSALIDADE INCLUI',
    excluded: 'NÃO INCLUI',
    deductible: (price: string) => `franquia de ${price}`,
    items: words.priceItems,
  },
  /** ours: the phone's bar at the bottom of the details page. */
  bottomBar: {
    region: 'Mensalidade e continuar',
    seeSummary: 'Ver resumo',
  },
} as const;

/**
 * The offer details page's one labels object (configuration, summary,
 * comparison, companions, and the lead step inside it as `lead`): our texts
 * beside the spec's, with the site's configured overrides of the spec's
 * (`withOverrides`).
 */
export function detailsScreenLabels(spec: Labels = labels) {
  return {
    ...detailsLabels,
    /** Ours (prices of a colour) beside the spec's colour groups. */
    colours: { ...detailsLabels.colours, ...spec.colours },
    offerDetails: spec.offerDetails,
    offerCard: spec.offerCard,
    brandNames: spec.brandNames,
    lead: leadScreenLabels(spec),
  };
}

export type DetailsScreenLabels = ReturnType<typeof detailsScreenLabels>;

/** The details page's labels without configured overrides. */
export const defaultDetailsLabels: DetailsScreenLabels = detailsScreenLabels();
