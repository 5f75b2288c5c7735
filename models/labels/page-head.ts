import { commonLabels } from './common';

/**
 * Ours: what the server writes into a page's head for search engines and for
 * link previews (WhatsApp, social networks): the descriptions of the public
 * pages, an offer's description and its picture's text. The tab titles are
 * the site's (models/labels/site.ts `titles`).
 */
export const pageHeadLabels = {
  siteName: commonLabels.siteName,
  descriptions: {
    showcase: 'Assinatura de carros Fiat, Jeep, Peugeot e Citroën: escolha o plano, a cor e os opcionais e fale com uma concessionária.',
    companies: 'Assinatura de carros 0 km para a frota da sua empresa: planos mensais com manutenção e seguro, e uma proposta da concessionária.',
    howItWorks: 'Como funciona a assinatura de carros 0 km: o que a mensalidade inclui, o passo a passo do pedido e as perguntas frequentes.',
    terms: 'Os termos de uso do site de assinatura de carros Flua!: preços, pedidos de proposta, direito de arrependimento e atendimento.',
    profileSimulator: 'Responda algumas perguntas e descubra qual carro por assinatura combina com o seu dia a dia.',
    other: 'Flua! Assinatura de carros 0 km Fiat, Jeep, Peugeot e Citroën.',
    /** An offer: 'Fiat Mobi Like 1.0 por R$ 1.999,90 por mês: …'. */
    offer: (name: string, price: string, engine: string, gear: string, fuel: string) =>
      `${name}: assinatura a partir de ${price} por mês. Motor ${engine}, câmbio ${gear}, ${fuel}. Escolha prazo, quilometragem e cor e fale com uma concessionária.`,
    /** An offer whose price cannot be shown. */
    offerWithoutPrice: (name: string, engine: string, gear: string, fuel: string) =>
      `${name}: assinatura de carro 0 km. Motor ${engine}, câmbio ${gear}, ${fuel}. Escolha prazo, quilometragem e cor e fale com uma concessionária.`,
    offerUnavailable: 'Esta oferta não está mais disponível. Veja as outras ofertas de assinatura de carros 0 km.',
  },
  /** The preview picture's text: 'Fiat Mobi Like, cor Branco Banchisa'. */
  imageAlt: (name: string, colour: string | null) => (colour ? `${name}, cor ${colour}` : name),
  /** The price on the preview picture's band. */
  imagePrice: (price: string) => `a partir de ${price}/mês`,
  /** The name of an offer's car in previews and structured data: 'Fiat Mobi Like 1.0'. */
  offerName: (brand: string, model: string, version: string) => `${brand} ${model} ${version}`,
} as const;
