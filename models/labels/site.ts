import { commonLabels } from './common';
import { pageTitlesSpec } from './spec-page-titles';

const HOW_IT_WORKS = 'Como funciona';
const COMPANIES = 'Empresas';

/**
 * Ours: the page frame every page shares — the header's navigation (a menu
 * button on a phone) and the footer, which says who the site is (the
 * company's data comes from the page's configuration, models/app/site-identity.ts)
 * — and the tab titles of the pages.
 */
export const siteLabels = {
  header: {
    home: 'Flua! — página inicial',
    tagline: 'Assinatura de carros 0 km',
    navLabel: 'Principal',
    offers: commonLabels.offers,
    howItWorks: HOW_IT_WORKS,
    companies: COMPANIES,
    proposals: pageTitlesSpec.proposals,
    menu: 'Menu',
    menuTitle: 'Menu do site',
    closeMenu: 'Fechar menu',
  },
  footer: {
    regionLabel: 'Rodapé',
    about: 'Assinatura de carros 0 km Fiat, Jeep, Peugeot e Citroën: IPVA, licenciamento, seguro e manutenção preventiva na mensalidade.',
    service: 'Atendimento',
    sac: 'SAC',
    ombudsman: 'Ouvidoria',
    ombudsmanNote: 'Para reclamações já registradas no SAC e não resolvidas: informe o número do protocolo.',
    hours: (hours: string) => `Atendimento de ${hours}.`,
    phoneLink: (channel: string, phone: string) => `${channel}: ligar para ${phone}`,
    emailLink: (channel: string, email: string) => `${channel}: escrever para ${email}`,
    institutional: 'Institucional',
    howItWorks: HOW_IT_WORKS,
    faq: 'Perguntas frequentes',
    companies: COMPANIES,
    terms: commonLabels.termsOfUse,
    privacy: commonLabels.privacyPolicy,
    company: 'Empresa',
    cnpj: (cnpj: string) => `CNPJ ${cnpj}`,
    note: 'Preços mensais por assinatura, sujeitos a análise de crédito. Imagens ilustrativas.',
    consumer: 'Reclamações também podem ser registradas no consumidor.gov.br.',
    consumerHref: 'https://www.consumidor.gov.br',
  },
  /** The tab titles ('Página não encontrada | Flua!'); most pages' own names are their headings'. */
  titles: {
    of: (page: string) => `${page} | ${commonLabels.siteName}`,
    showcase: 'Ofertas de assinatura de carros 0 km',
    companies: 'Assinatura de carros 0 km para empresas',
    /** An offer's details: 'Fiat Mobi Like — assinatura'. */
    offer: (brand: string, model: string, version: string) => `${brand} ${model} ${version} — assinatura`,
    offerLoading: commonLabels.offerLoading,
    offerUnavailable: 'Oferta indisponível',
  },
} as const;

export type SiteLabels = typeof siteLabels;
