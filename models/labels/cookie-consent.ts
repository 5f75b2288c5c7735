/**
 * Cookies and tracking (LGPD arts. 7 and 8): the consent banner, its
 * purposes, the footer link that reopens it, and what the user analytics
 * call answers. Bump `CONSENT_VERSION` (models/common/tracking.ts) when a text of
 * the banner changes: every visitor is asked again.
 */
export const cookieConsentLabels = {
  banner: {
    region: 'Aviso de cookies',
    title: 'Sua privacidade',
    text:
      'Usamos cookies e armazenamento do navegador estritamente necessários para o site funcionar. Com a sua permissão, também medimos como as ofertas são usadas ' +
      'e guardamos a origem da sua visita (campanha e clique de anúncio) para enviá-la com o seu pedido. Nada disso é guardado antes da sua escolha, ' +
      'e você pode mudá-la a qualquer momento pelo link “Cookies” no rodapé.',
    acceptAll: 'Aceitar todos',
    rejectAll: 'Rejeitar todos',
    customize: 'Personalizar',
    save: 'Salvar escolhas',
    close: 'Fechar sem alterar',
    policy: 'Saiba mais na Política de Privacidade',
  },
  purposes: {
    title: 'Escolha por finalidade',
    necessary: {
      name: 'Estritamente necessários',
      description: 'Guardam a sua escolha de cookies, a cidade escolhida e a sessão da sua conta. Sempre ativos.',
      alwaysOn: 'Sempre ativos',
    },
    analytics: {
      name: 'Medição',
      description: 'Registram, sem CPF, e-mail ou telefone, quais ofertas você abre, o plano escolhido, cupons, compartilhamentos e o envio do pedido.',
    },
    advertising: {
      name: 'Publicidade',
      description: 'Guardam o identificador de clique do anúncio (gclid, por 90 dias) e os parâmetros de campanha (UTM) e os enviam com o seu pedido.',
    },
  },
  saved: 'Sua escolha de cookies foi salva.',
  footerLink: 'Cookies',
  analyticsApi: {
    tokenInvalid: 'O token do pedido é inválido ou expirou.',
    payloadInvalid: 'O conteúdo enviado não é um JSON válido com os campos permitidos.',
    personalData: 'O conteúdo enviado não pode conter CPF, CNPJ, e-mail ou telefone.',
    typeMismatch: 'O tipo informado não corresponde ao pedido.',
    alreadySent: 'Os dados de análise deste pedido já foram enviados.',
  },
} as const;
