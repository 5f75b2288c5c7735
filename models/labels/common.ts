import { leadFormSpec } from './spec-lead-form';
import { offerAdminSpec } from './spec-offer-admin';
import { resultModalSpec } from './spec-result-modal';
import { showcaseSpec } from './spec-showcase';
import { NOTICE } from './spec-words';

/** Ours (or the spec's, where it quotes them): the words many screens say alike (each screen's module refers to them rather than repeat them). */
export const commonLabels = {
  retry: showcaseSpec.retry,
  close: resultModalSpec.close,
  cancel: offerAdminSpec.deleteConfirm.cancel,
  confirm: 'Confirmar',
  change: 'Alterar',
  closeNotice: 'Fechar aviso',
  /** How a screen reader introduces a toast. */
  notice: NOTICE,
  /** ours: how a screen reader names the region where the toasts appear ({hotkey}: the key that moves there). */
  notices: 'Avisos ({hotkey})',
  loading: 'Carregando…',
  sending: 'Enviando…',
  saving: 'Salvando…',
  signIn: 'Entrar',
  email: leadFormSpec.optIns.email,
  whatsapp: leadFormSpec.optIns.whatsapp,
  phone: 'Telefone',
  sms: 'SMS',
  proposalNotFound: 'Proposta não encontrada.',
  checkingSession: 'Verificando sua sessão…',
  backToOffers: 'Voltar para as ofertas',
  offerLoading: 'Carregando oferta…',
  offerLoadFailed: 'Não foi possível carregar a oferta.',
  /** The site's name (the tab titles, the mail's sender). */
  siteName: 'Flua!',
  offers: 'Ofertas',
  seeOffers: 'Ver as ofertas',
  privacyPolicy: 'Política de Privacidade',
  termsOfUse: 'Termos de uso',
  /** A long page's list of its sections. */
  onThisPage: 'Nesta página',
  dealerNotFound: 'Concessionária não encontrada.',
};
