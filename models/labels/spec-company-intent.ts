/** The spec's strings of its part `companyIntent` (the catalogue: spec.ts). */
import { REQUIRED_WITH_PERIOD, ACCEPT_RULES, COMPANY_DATA_RETENTION, OK, NOTICE } from './spec-words';

/** Company fleet outsourcing intent form and the legal-person interest form (spec 000 §2, 001 §5.3, §8). */
export const companyIntentSpec = {
  title: 'Quer terceirizar sua frota com a Flua!?',
  description: 'Preencha o formulário abaixo e receba sua proposta.',
  submit: 'Enviar Proposta',
  successTitle: 'Solicitação enviada com sucesso!',
  successText: 'Em breve nossa equipe entrará em contato pelo telefone e e-mail fornecidos.',
  successButton: OK,
  failure: 'Ocorreu algum problema, tente novamente em instantes.',
  required: REQUIRED_WITH_PERIOD,
  acceptRules: ACCEPT_RULES,
  fleetSizes: ['0-10', '11-50', '51-100'],
  interestTitle: 'Quer assinar?',
  /** ours: the legal-person interest form's description, button and data-use text. */
  interestDescription: 'Conte quantos veículos sua empresa quer assinar e receba o contato da nossa equipe.',
  interestSubmit: 'Quero assinar',
  interestPrivacyText:
    'Usamos o nome do contato, a razão social, o CNPJ, o e-mail e o telefone apenas para responder ao interesse da sua empresa em assinar. ' +
    COMPANY_DATA_RETENTION,
  /** ours: the intent form's own field labels (company name, CNPJ, e-mail, phone and contact choices are the lead form's, `leadLabels.fields`). */
  fields: {
    contactName: 'Nome do contato',
    cnpjAge: 'CNPJ tem mais de um ano?',
    currentFleetSize: 'Tamanho atual da frota',
    fleetSize: 'Tamanho desejado da frota',
    comment: 'Comentário',
    commentCount: (used: number, max: number) => `${used} de ${max} caracteres`,
  },
  /** ours: the consents (LGPD) and what the data is used for. */
  privacyText:
    'Usamos o nome do contato, a razão social, o CNPJ, o e-mail e o telefone apenas para preparar e enviar a proposta de terceirização da sua frota. ' +
    COMPANY_DATA_RETENTION,
  privacyConsent: 'Li e aceito a Política de Privacidade da Flua! e autorizo o uso dos meus dados para receber a proposta.',
  communicationsConsent: 'Aceito receber comunicações e ofertas da Flua! pelos contatos informados.',
  /** ours: how a screen reader introduces the failure toast. */
  notice: NOTICE,
};
