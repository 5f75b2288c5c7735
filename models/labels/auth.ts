import { labels, type Labels } from './spec';
import { accountLabels } from './account';
import { commonLabels } from './common';
import { proposalsScreenLabels } from './lead-status';
import { words } from './words';
import { CONTINUE } from './spec-words';

/**
 * The account pages: sign-in, sign-up, the password reset and the proposals
 * page (the header's menu and the session's messages are `accountLabels`).
 * Strings the spec quotes are exact; the others are ours. Field validation
 * messages are `labels.validation`'s, reached through `validators.ts`.
 */

const CREATE_ACCOUNT = 'Criar conta';
const PASSWORD = 'Senha';
const FORGOT_PASSWORD = 'Esqueci minha senha';
const ASK_AGAIN = 'Pedir um novo link';

export const authLabels = {
  menu: accountLabels.menu,
  signIn: {
    title: commonLabels.signIn,
    intro: 'Entre com o e-mail e a senha da sua conta Flua!.',
    email: commonLabels.email,
    password: PASSWORD,
    submit: commonLabels.signIn,
    submitting: 'Entrando…',
    noAccount: 'Ainda não tem conta?',
    createAccount: CREATE_ACCOUNT,
    alreadySignedIn: (firstName: string) => `Você já entrou como ${firstName}.`,
    /** Sign-in reached on the way to 'Minhas Propostas' (a visitor after sending a proposal): how proposals reach an account. */
    proposalsNotice:
      'Para ver suas propostas, entre ou crie uma conta com o mesmo CPF e o mesmo e-mail que você informou na proposta. Depois que você confirmar esse e-mail pelo link que enviamos, as propostas enviadas com ele aparecem em Minhas Propostas.',
    goToOffers: commonLabels.seeOffers,
  },
  signUp: {
    title: CREATE_ACCOUNT,
    intro: 'Preencha seus dados para acompanhar suas propostas.',
    fullName: words.fullName,
    cpf: words.cpf,
    phone: words.mobilePhone,
    email: commonLabels.email,
    password: PASSWORD,
    passwordConfirmation: 'Confirme a senha',
    passwordHint:
      'De 8 a 16 caracteres, com pelo menos um número, uma letra minúscula, uma letra maiúscula e um caractere especial. Não use < > + | / ? * \\',
    cpfHint: 'Somente números ou no formato 000.000.000-00',
    phoneHint: 'Com DDD, por exemplo (11) 98765-4321',
    /** The password fields' toggle (aria-pressed says whether it shows). */
    showPassword: 'Mostrar senha',
    /** Beside the submit: the terms and the privacy policy, each a link. */
    legal: {
      before: 'Ao criar a conta, você concorda com os ',
      terms: commonLabels.termsOfUse,
      middle: ' e declara que leu a ',
      privacy: commonLabels.privacyPolicy,
      after: ', que explica como tratamos seus dados.',
    },
    submit: CREATE_ACCOUNT,
    submitting: 'Criando conta…',
    haveAccount: 'Já tem conta?',
    signIn: commonLabels.signIn,
    /** The sign-up of an e-mail that an unconfirmed account holds: nothing happens until its owner opens the link. */
    pending: (email: string) =>
      `Para concluir o cadastro, confirme o e-mail: enviamos um link para ${email}. A conta só é criada quando o link for aberto (ele vale por 24 horas).`,
    pendingTooMany: (minutes: number) =>
      `Já enviamos links de cadastro para este e-mail. Confira a caixa de entrada (e a de spam) ou aguarde ${minutes} minutos para pedir outro.`,
  },
  /** Shown above a form whose fields have errors. */
  checkFields: accountLabels.checkFields,
  errors: {
    unauthenticated: 'Faça login para continuar.',
    forbidden: 'Você não tem permissão para acessar este recurso.',
    wrongCredentials: 'E-mail ou senha incorretos.',
    tooManyAttempts: (minutes: number) =>
      `Muitas tentativas de entrar sem sucesso. Aguarde ${minutes} minutos e tente novamente.`,
    /** The sign-in wait, in seconds under a minute ('Aguarde 8 segundos'), else in whole minutes ('Aguarde 1 minuto'). */
    tooManyAttemptsWait: (seconds: number) => `Muitas tentativas de entrar sem sucesso. Aguarde ${words.waitFor(seconds)} e tente novamente.`,
    tooManySignUps: (minutes: number) =>
      `Muitas tentativas de cadastro a partir desta conexão. Aguarde ${minutes} minutos e tente novamente.`,
    accountExists:
      'Não foi possível criar a conta: este CPF ou e-mail já está cadastrado. Se a conta é sua, entre com seu e-mail e senha.',
    crossOrigin: 'Requisição recusada: a origem não é permitida.',
    /** Verifying an e-mail whose account declared a CPF another, verified account already holds. */
    cpfClaimed: 'Não foi possível confirmar o e-mail: este CPF já pertence a outra conta com e-mail confirmado.',
    generic: accountLabels.failed,
  },
  proposals: {
    title: labels.proposals.title,
    signInToSee: 'Faça login para ver suas propostas.',
    loading: commonLabels.loading,
  },
  /** ours: proof of e-mail — the page the e-mailed link opens, and the notice of an account that has not proven it yet. */
  verifyEmail: {
    title: 'Confirmação de e-mail',
    checking: 'Confirmando seu e-mail…',
    verified: 'E-mail confirmado! Agora você pode acompanhar suas propostas.',
    /** The link of a sign-up that waited for the e-mail's owner: the account now exists, its e-mail proven. */
    accountCreated: 'Cadastro concluído e e-mail confirmado! Entre com seu e-mail e a senha que você escolheu para acompanhar suas propostas.',
    goToSignIn: commonLabels.signIn,
    /** The e-mail of a waiting sign-up was proven meanwhile by the account that held it. */
    emailClaimed: 'Não foi possível concluir o cadastro: este e-mail já foi confirmado por outra conta. Se a conta é sua, entre com seu e-mail e senha.',
    goToProposals: labels.proposals.title,
    linkExpired: 'Este link de confirmação expirou. Os links valem por 24 horas: entre na sua conta e peça um novo.',
    linkUsed: 'Este link de confirmação já foi usado. Cada link vale uma única vez.',
    linkInvalid: 'Este link de confirmação não é válido. Confira se ele foi copiado por inteiro.',
    askAgainHint: 'Entre na sua conta para pedir um novo link.',
    failed: 'Não foi possível confirmar seu e-mail. Tente novamente.',
    retry: commonLabels.retry,
    /** The proposals page of a customer who has not proven their e-mail. */
    noticeTitle: 'Confirme seu e-mail',
    notice: (email: string) =>
      `Para ver suas propostas, confirme seu e-mail: enviamos um link para ${email}. Não recebeu? Confira a caixa de spam ou peça um novo link.`,
    resend: 'Reenviar e-mail de confirmação',
    resending: commonLabels.sending,
    resent: (email: string) => `Enviamos um novo link para ${email}. O link vale por 24 horas.`,
    resendFailed: 'Não foi possível reenviar o e-mail. Tente novamente.',
    /** The cooldown after a link was sent, beside the disabled button. */
    resendWait: (seconds: number) => `Você pode pedir outro e-mail em ${seconds} s.`,
    alreadyVerified: 'Seu e-mail já está confirmado.',
    tooMany: (minutes: number) => `Muitos pedidos de confirmação de e-mail. Aguarde ${minutes} minutos e tente novamente.`,
  },
  /** ours: the page a new account lands on, right after the sign-up. */
  welcome: {
    title: (firstName: string) => `Boas-vindas, ${firstName}!`,
    created: 'Sua conta Flua! foi criada.',
    sent: (email: string) => `Enviamos um e-mail de confirmação para ${email}.`,
    nextTitle: 'O que fazer agora',
    steps: [
      'Abra o e-mail que enviamos e clique no link de confirmação (ele vale por 24 horas).',
      'Com o e-mail confirmado, as propostas enviadas com ele aparecem em Minhas Propostas.',
      'Enquanto isso, você já pode escolher uma oferta e enviar sua proposta.',
    ],
    notReceived: 'Não recebeu? Confira a caixa de spam ou peça um novo e-mail.',
    verified: 'Seu e-mail já está confirmado: suas propostas aparecem em Minhas Propostas.',
    continue: CONTINUE,
    proposals: labels.proposals.title,
    signInToSee: 'Entre na sua conta para continuar.',
  },
  /** ours: FORGOT_PASSWORD on sign-in, and the page that asks for the e-mail. */
  forgotPassword: {
    link: FORGOT_PASSWORD,
    title: FORGOT_PASSWORD,
    intro: 'Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.',
    email: commonLabels.email,
    submit: 'Enviar link',
    submitting: commonLabels.sending,
    /** The same answer whether or not the e-mail has an account. */
    sentTitle: 'Confira seu e-mail',
    sent: (email: string) =>
      `Se houver uma conta Flua! com o e-mail ${email}, enviamos para ele um link para criar uma nova senha. O link vale por 1 hora e pode ser usado uma única vez.`,
    sentHint: 'Não recebeu? Confira a caixa de spam ou peça um novo link.',
    askAgain: ASK_AGAIN,
    backToSignIn: 'Voltar para entrar',
    tooMany: (minutes: number) => `Muitos pedidos de nova senha a partir desta conexão. Aguarde ${minutes} minutos e tente novamente.`,
  },
  /** ours: the page the e-mailed link opens, to choose a new password. */
  resetPassword: {
    title: 'Criar nova senha',
    intro: 'Escolha uma nova senha para a sua conta.',
    checking: 'Verificando o link…',
    password: 'Nova senha',
    passwordConfirmation: 'Confirme a nova senha',
    submit: 'Salvar nova senha',
    submitting: commonLabels.saving,
    /** Shown on the sign-in page after the new password was saved. */
    changed: 'Senha alterada com sucesso. Entre com a sua nova senha.',
    goToSignIn: 'Entrar com a nova senha',
    linkExpired: 'Este link para criar uma nova senha expirou. Os links valem por 1 hora.',
    linkUsed: 'Este link para criar uma nova senha já foi usado. Cada link vale uma única vez.',
    linkInvalid: 'Este link para criar uma nova senha não é válido. Confira se ele foi copiado por inteiro.',
    askAgain: ASK_AGAIN,
    checkFailed: 'Não foi possível verificar o link. Tente novamente.',
    retry: commonLabels.retry,
  },
};

export type AuthLabels = typeof authLabels;

/**
 * 'Minhas Propostas' page's one labels object: the account pages' words
 * (the sign-in link, the notice of an e-mail not proven yet), the spec's
 * title and 'Voltar', and the list's labels (`list`), all with the site's
 * configured overrides (`withOverrides`: the page's title).
 */
export function myProposalsScreenLabels(spec: Labels = labels) {
  return {
    ...authLabels,
    proposals: { ...authLabels.proposals, title: spec.proposals.title },
    back: spec.proposals.back,
    list: proposalsScreenLabels(spec),
  };
}

export type MyProposalsScreenLabels = ReturnType<typeof myProposalsScreenLabels>;
