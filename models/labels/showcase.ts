import { offerAdminSpec } from './spec-offer-admin';
import { offerCardSpec } from './spec-offer-card';
import { resultModalSpec } from './spec-result-modal';
import { showcaseSpec, showcaseWithOverrides } from './spec-showcase';
import { suggestionsSpec } from './spec-suggestions';
import { brandNamesSpec } from './spec-brand-names';
import type { LabelOverrides, Labels } from './spec';
import { commonLabels } from './common';
import { genericSpec } from './spec-generic';

/**
 * The showcase. Strings quoted by the spec are written exactly;
 * the others are ours.
 */

export const showcaseLabels = {
  /** The showcase card only offer admins see (spec 001 §6 "the new-offer card"); the offer manager shows it too. */
  adminCard: {
    title: offerAdminSpec.newOfferTitle,
    text: offerAdminSpec.newOfferText,
    button: offerAdminSpec.newOfferButton,
  },
  /** Offer card (spec 000 §2 "Offer card"). */
  card: {
    instalmentsFrom: offerCardSpec.instalmentsFrom,
    month: offerCardSpec.month,
    simulateSaving: (price: string) => `Simule uma entrada e economize até ${price}`,
    moreInformation: offerCardSpec.moreInformation,
    /** ours: the default replacement label when instalments are hidden. */
    instalmentsHidden: 'Consulte as condições na concessionária',
    /** ours */
    colours: 'Cores disponíveis',
    /** ours */
    colourName: (name: string) => `Cor ${name}`,
    /** ours */
    previousColours: 'Cores anteriores',
    /** ours */
    nextColours: 'Próximas cores',
    /** ours */
    highlights: 'Destaques',
    /** ours */
    features: 'Itens',
    /** ours */
    previousImage: 'Imagem anterior',
    /** ours */
    nextImage: 'Próxima imagem',
    /** ours */
    imageOf: (model: string, n: number, total: number) => `${model}, imagem ${n} de ${total}`,
    /** ours */
    drawing: (brand: string, model: string, colour: string) => `Ilustração: ${brand} ${model}${colour ? `, cor ${colour}` : ''}`,
    /** ours */
    loadingImages: 'Carregando imagens…',
    /** ours */
    closeInformation: commonLabels.close,
    /** ours: the LET_ME_KNOW (sold out) badge. */
    letMeKnow: 'Avise-me',
    /** ours: where a sold-out card's price would be. */
    soldOut: 'Esgotado no momento',
    /** ours: where the price would be on a card that sends the person to a page of the brand's site. */
    onBrandSite: (brand: string) => `Condições no site da ${brand}`,
    /** ours: the button of a card that leaves this site (models/showcase/offer-card.ts `cardExit`): a sold-out offer's, or another's. */
    exitButton: (soldOut: boolean, brand: string) => (soldOut ? `Avise-me no site da ${brand}` : `Ver no site da ${brand}`),
    /** ours: its accessible name. */
    exitName: (button: string, offer: string, brand: string) => `${button}: ${offer} (abre o site da ${brand} em uma nova aba)`,
  },
  /** Offer list modes, filter and messages (spec 000 §2 "Offer list"). */
  list: {
    /** ours */
    loadingMore: 'Carregando mais ofertas…',
    /** ours: the heading of the page for companies. */
    companiesTitle: 'Ofertas de assinatura para empresas',
    /** ours */
    carousel: 'Ofertas em destaque',
    /** ours */
    previousSlide: 'Ofertas anteriores',
    /** ours */
    nextSlide: 'Próximas ofertas',
    /** ours */
    slide: (n: number, total: number) => `Página ${n} de ${total}`,
    /** ours */
    goToSlide: (n: number) => `Ir para a página ${n}`,
    /** ours */
    filter: 'Filtrar ofertas',
    /** ours */
    filterAll: 'Todos',
    /** ours: the link to the profile simulator quiz, beside the filter. */
    profileSimulator: 'Não sabe qual escolher? Descubra seu perfil',
    /** ours */
    fixedDealer: (name: string) => `Concessionária: ${name}`,
    /** ours: after the spec's no-dealer message, what it means to a visitor (the dealer is chosen when sending). */
    noDealerHint: 'você escolhe a concessionária ao enviar o seu pedido.',
    /** ours */
    dealerGroup: (group: string) => `Grupo de concessionárias: ${group}`,
    /** ours: an offer admin's cards on the showcase, when their status and metadata could not be read */
    adminCardsFailed: 'Não foi possível carregar a situação das ofertas para administrá-las.',
    /** ours */
    adminCardsRetry: commonLabels.retry,
  },
  /** Location picker (spec 000 §2, §3 "Location"). */
  location: {
    /** ours */
    title: 'Sua localização',
    /** ours */
    none: 'Escolha sua cidade para ver as ofertas da sua região',
    /** ours */
    change: commonLabels.change,
    /** ours */
    choose: 'Escolher cidade',
    /** ours */
    state: 'Estado',
    /** ours */
    city: 'Cidade',
    /** ours */
    selectState: 'Selecione o estado',
    /** ours */
    selectCity: 'Selecione a cidade',
    /** ours */
    confirm: commonLabels.confirm,
    /** ours */
    cancel: commonLabels.cancel,
    /** ours */
    loading: commonLabels.loading,
    /** ours */
    failed: 'Não foi possível carregar as cidades. Tente novamente.',
    /** ours */
    retry: showcaseSpec.retry,
    /** ours */
    current: (city: string, state: string) => `${city} - ${state}`,
    /** ours: shown when the dealer came from the address. */
    lockedByDealer: 'Localização definida pela concessionária',
    /** ours: the picker's button that asks the browser where the visitor is. */
    useMyLocation: 'Usar minha localização',
    /** The browser gave no position (spec 001 §8 "Generic"). */
    enableLocation: genericSpec.enableLocation,
  },
  /** Banners (spec 000 §2). */
  banners: {
    /** ours */
    proposalText: (count: number) => (count === 1 ? 'Você tem uma proposta em andamento.' : `Você tem ${count} propostas em andamento.`),
    /** ours */
    proposalLink: resultModalSpec.toProposals,
    /** ours */
    close: commonLabels.close,
    /** ours */
    appText: 'Baixe o app Flua! e acompanhe sua assinatura',
    download: showcaseSpec.appBannerDownload,
  },
  /** Offer suggestions (spec 000 §2 "Others"). */
  suggestions: {
    fromPrice: suggestionsSpec.fromPrice,
    seeDetails: suggestionsSpec.seeDetails,
    /** ours */
    title: 'Você também pode gostar',
    /** ours */
    goTo: (n: number) => `Ir para a sugestão ${n}`,
    /** ours */
    brandLogo: (brand: string) => `Logotipo ${brand}`,
    /** ours */
    perMonth: offerCardSpec.perMonth,
  },
  /** Server answers (pt-BR). */
  errors: {
    /** ours */
    dealerNotFound: commonLabels.dealerNotFound,
    /** ours */
    contentNotFound: 'Conteúdo não encontrado.',
  },
} as const;

export type ShowcaseLabels = typeof showcaseLabels;

/**
 * The showcase screen's one labels object (the list, its cards and the
 * suggestions): our texts beside the spec's, with the site's configured
 * overrides of the spec's (`withOverrides`).
 */
export function showcaseScreenLabels(spec: Pick<Labels, 'showcase' | 'brandNames' | 'offerAdmin'> = { showcase: showcaseSpec, brandNames: brandNamesSpec, offerAdmin: offerAdminSpec }) {
  return {
    ...showcaseLabels,
    showcase: spec.showcase,
    brandNames: spec.brandNames,
  };
}

export type ShowcaseScreenLabels = ReturnType<typeof showcaseScreenLabels>;

/** The showcase screen's labels with the page's configured texts (src/site.ts), without loading the whole catalogue. */
export function configuredShowcaseLabels(overrides: LabelOverrides): ShowcaseScreenLabels {
  return showcaseScreenLabels({ showcase: showcaseWithOverrides(overrides), brandNames: brandNamesSpec, offerAdmin: offerAdminSpec });
}

/** The showcase's labels without configured overrides. */
export const defaultShowcaseLabels: ShowcaseScreenLabels = showcaseScreenLabels();
