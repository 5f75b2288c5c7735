import { labels } from './spec';
import { words } from './words';
import { commonLabels } from './common';

/**
 * The shopping cart of cart mode (spec 000 §2 "'Adicionar ao carrinho' in
 * cart mode", §3 "Shopping cart entry"; 001 §9 "Cart total"): the header's
 * link and the cart page. The spec names the entry's fields only: the words
 * are ours.
 */
export const cartLabels = {
  /** The header's link, with how many offers the cart holds. */
  headerLink: 'Carrinho',
  headerLinkCount: (n: number) => `Carrinho, ${n === 1 ? '1 oferta' : `${n} ofertas`}`,
  title: 'Seu carrinho',
  subtitle: 'As ofertas que você adicionou ficam guardadas neste navegador.',
  empty: 'Seu carrinho está vazio.',
  backToOffers: labels.proposals.toOffers,
  entries: 'Ofertas no carrinho',
  months: labels.offerCard.months,
  monthsCount: (n: number) => `${n} meses`,
  planPrice: 'Preço do plano por mês',
  monthPrice: 'Mensalidade com a sua configuração',
  entryTotal: 'Total do plano',
  /** How an entry's total is made (spec 001 §9: rental plan price × months). */
  entryTotalRule: (planPrice: string, months: number) => `${planPrice} × ${months} meses`,
  total: 'Total do carrinho',
  remove: words.remove,
  removeEntry: (title: string) => `${words.remove} ${title} do carrinho`,
  /** Cart mode's result modal: the offer went into the cart, and nothing was sent. */
  addedTitle: 'Oferta adicionada ao carrinho',
  added: 'A oferta foi adicionada ao seu carrinho.',
  notSentYet: 'Nada foi enviado à concessionária ainda. Quando quiser, abra o carrinho e toque em “Enviar à concessionária” em cada oferta.',
  seeCart: 'Ver carrinho',
  keepChoosing: 'Continuar escolhendo',
  /** The cart page's sending step (one offer, one lead). */
  howSending: 'Adicionar ao carrinho não envia nada. Cada oferta é enviada à concessionária escolhida só quando você toca em “Enviar à concessionária”.',
  send: 'Enviar à concessionária',
  sendEntry: (title: string) => `Enviar ${title} à concessionária`,
  sending: commonLabels.sending,
  sendFailed: 'Não foi possível enviar. Tente de novo.',
  /** An entry stored before this page opened: the person's data stay in the page only, never in the browser. */
  reopenToSend: 'Por segurança, seus dados não ficam guardados no navegador: abra a oferta e envie o formulário de novo.',
  openOffer: 'Abrir a oferta',
  sentTitle: 'Enviadas à concessionária',
  sentEntry: (title: string, code: string) => `${title}: proposta ${code}`,
  toProposals: 'Acompanhe em Minhas Propostas.',
} as const;

export type CartLabels = typeof cartLabels;
