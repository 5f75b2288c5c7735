/**
 * pt-BR strings of accounts, sessions and the user menu (issue 4), in one
 * object, to be merged into the label catalogue (`labels.ts`). Strings the
 * spec quotes are exact; the others are ours. Field validation messages are
 * the catalogue's (`labels.validation`), reached through `validators.ts`.
 */
import { labels } from './labels';

export const authLabels = {
  menu: {
    /** Accessible name of the header's account navigation. */
    navLabel: 'Conta',
    signIn: 'Entrar',
    signOut: 'Sair',
    proposals: labels.proposals.title,
    /** Accessible name of the menu button: the first name is what shows. */
    menuFor: (firstName: string) => `Menu da conta de ${firstName}`,
    checking: 'Verificando sua sessão…',
    signingOut: 'Saindo…',
    signOutFailed: 'Não foi possível sair. Tente novamente.',
  },
  signIn: {
    title: 'Entrar',
    intro: 'Entre com o e-mail e a senha da sua conta Flua!.',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    submitting: 'Entrando…',
    noAccount: 'Ainda não tem conta?',
    createAccount: 'Criar conta',
    alreadySignedIn: (firstName: string) => `Você já entrou como ${firstName}.`,
    goToOffers: 'Ver as ofertas',
  },
  signUp: {
    title: 'Criar conta',
    intro: 'Preencha seus dados para acompanhar suas propostas.',
    fullName: 'Nome completo',
    cpf: 'CPF',
    phone: 'Celular',
    email: 'E-mail',
    password: 'Senha',
    passwordConfirmation: 'Confirme a senha',
    passwordHint:
      'De 8 a 16 caracteres, com pelo menos um número, uma letra minúscula, uma letra maiúscula e um caractere especial. Não use < > + | / ? * \\',
    cpfHint: 'Somente números ou no formato 000.000.000-00',
    phoneHint: 'Com DDD, por exemplo (11) 98765-4321',
    submit: 'Criar conta',
    submitting: 'Criando conta…',
    haveAccount: 'Já tem conta?',
    signIn: 'Entrar',
  },
  /** Shown above a form whose fields have errors. */
  checkFields: labels.validation.checkRequiredFields,
  errors: {
    unauthenticated: 'Faça login para continuar.',
    forbidden: 'Você não tem permissão para acessar este recurso.',
    wrongCredentials: 'E-mail ou senha incorretos.',
    tooManyAttempts: (minutes: number) =>
      `Muitas tentativas de entrar sem sucesso. Aguarde ${minutes} minutos e tente novamente.`,
    tooManySignUps: (minutes: number) =>
      `Muitas tentativas de cadastro a partir desta conexão. Aguarde ${minutes} minutos e tente novamente.`,
    accountExists:
      'Não foi possível criar a conta: este CPF ou e-mail já está cadastrado. Se a conta é sua, entre com seu e-mail e senha.',
    crossOrigin: 'Requisição recusada: a origem não é permitida.',
    generic: labels.generic.error,
  },
  proposals: {
    title: labels.proposals.title,
    signInToSee: 'Faça login para ver suas propostas.',
    loading: 'Carregando…',
  },
  /** The showcase card only offer admins see (spec 001 §6 "the new-offer card"). */
  adminCard: {
    title: labels.offerAdmin.newOfferTitle,
    text: labels.offerAdmin.newOfferText,
    button: labels.offerAdmin.newOfferButton,
  },
};

export type AuthLabels = typeof authLabels;
