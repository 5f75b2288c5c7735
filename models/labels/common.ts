import { labels } from './spec';

/** Ours (or the spec's, where it quotes them): the words many screens say alike (each screen's module refers to them rather than repeat them). */
export const commonLabels = {
  retry: labels.showcase.retry,
  close: labels.resultModal.close,
  cancel: labels.offerAdmin.deleteConfirm.cancel,
  confirm: 'Confirmar',
  change: 'Alterar',
  closeNotice: 'Fechar aviso',
  /** How a screen reader introduces a toast. */
  notice: labels.companyIntent.notice,
  /** ours: how a screen reader names the region where the toasts appear ({hotkey}: the key that moves there). */
  notices: 'Avisos ({hotkey})',
  loading: 'Carregando…',
  sending: 'Enviando…',
  saving: 'Salvando…',
  signIn: 'Entrar',
  email: labels.leadForm.optIns.email,
  whatsapp: labels.leadForm.optIns.whatsapp,
  phone: 'Telefone',
  sms: 'SMS',
  proposalNotFound: 'Proposta não encontrada.',
  checkingSession: 'Verificando sua sessão…',
  backToOffers: 'Voltar para as ofertas',
  offerLoading: 'Carregando oferta…',
  offerLoadFailed: 'Não foi possível carregar a oferta.',
  dealerNotFound: 'Concessionária não encontrada.',
};
