import { siteLabels } from './site';
import { offerDetailsSpec } from './spec-offer-details';

/** Ours (the spec's where it quotes them): the frequently asked questions, in the details' dialog and on 'Como funciona'. */
export const faqLabels = {
  title: siteLabels.footer.faq,
  open: 'Ficou alguma dúvida? Veja as perguntas frequentes',
  searchLabel: 'Pesquisar nas perguntas frequentes',
  searchPlaceholder: offerDetailsSpec.faqSearchPlaceholder,
  empty: 'Nenhuma pergunta encontrada para essa busca.',
  failed: 'Não foi possível carregar as perguntas frequentes, por favor tente mais tarde.',
  loading: 'Carregando as perguntas frequentes…',
} as const;
