import { authLabels } from './auth';
import { commonLabels } from './common';
import { quotationLabels } from './quotation';
import { words } from './words';

/**
 * ours: the texts of the product's e-mail (server/mail/templates.ts), one
 * object per kind of message. Every value put into them is escaped by the
 * template, never here.
 */
const LINK_EXPIRY_24H = 'O link vale por 24 horas e pode ser usado uma única vez.';

export const mailLabels = {
  /** The sender's display name. */
  fromName: commonLabels.siteName,
  /** Closing lines of every message. */
  signature: 'Equipe Flua!',
  automatic: 'Este é um e-mail automático: por favor, não responda.',
  /** The plain-text form of a button: its text, then the address. */
  linkLine: (text: string, url: string) => `${text}: ${url}`,
  passwordReset: {
    subject: 'Crie uma nova senha para a sua conta Flua!',
    greeting: (firstName: string) => `Olá, ${firstName}!`,
    body: 'Recebemos um pedido para criar uma nova senha para a sua conta Flua!. Use o botão abaixo para escolher a nova senha.',
    action: authLabels.resetPassword.title,
    expiry: 'O link vale por 1 hora e pode ser usado uma única vez. Ao criar a nova senha, as sessões abertas da sua conta são encerradas.',
    ignore: 'Se você não pediu uma nova senha, ignore este e-mail: sua senha atual continua valendo.',
  },
  passwordChanged: {
    subject: 'A senha da sua conta Flua! foi alterada',
    greeting: (firstName: string) => `Olá, ${firstName}!`,
    body: 'A senha da sua conta Flua! acaba de ser alterada, e as sessões abertas foram encerradas.',
    notYou: 'Se não foi você, peça agora um novo link para criar outra senha:',
    action: authLabels.forgotPassword.askAgain,
  },
  emailVerification: {
    subject: 'Confirme seu e-mail na Flua!',
    greeting: (firstName: string) => `Olá, ${firstName}!`,
    body: 'Para concluir seu cadastro na Flua! e acompanhar suas propostas, confirme que este e-mail é seu usando o botão abaixo.',
    action: 'Confirmar e-mail',
    expiry: LINK_EXPIRY_24H,
    ignore: 'Se você não criou uma conta na Flua!, ignore este e-mail: nenhuma proposta será mostrada sem esta confirmação.',
  },
  /** A sign-up with an e-mail an unconfirmed account holds: the new account only comes into being through this link. */
  signUpConfirmation: {
    subject: 'Confirme o cadastro na Flua!',
    greeting: (firstName: string) => `Olá, ${firstName}!`,
    body: 'Recebemos um pedido de cadastro na Flua! com este e-mail, que já tinha um cadastro ainda não confirmado. Se o pedido foi seu, confirme pelo botão abaixo: a nova conta passa a valer, com este e-mail confirmado, no lugar do cadastro não confirmado.',
    action: 'Confirmar cadastro',
    expiry: LINK_EXPIRY_24H,
    ignore: 'Se você não pediu este cadastro, ignore este e-mail: nada muda no cadastro existente.',
  },
  /** A saved fleet quotation sent to the client, its PDF attached (ours; amounts formatted by the template). */
  quotation: {
    subject: (number: string) => `Sua cotação Flua! ${number}`,
    greeting: (name: string) => `Olá, ${name}!`,
    greetingNoName: 'Olá!',
    body: (seller: string) => `${seller} preparou a cotação de frota em anexo, em PDF, com os veículos, os prazos e os valores mensais.`,
    validity: (date: string) => `Esta cotação vale até ${date} e não garante a reserva dos veículos.`,
  },
  /** The legal-person price simulator's message to the seller (ours, around the spec's payload). */
  simulator: {
    client: words.customer,
    seller: quotationLabels.pdf.seller,
    address: 'Endereço',
    additionals: { insulfilm: quotationLabels.form.insulfilm, maintenance: quotationLabels.form.maintenance, insurance: quotationLabels.form.insurance },
    quotationTitle: (n: number) => `Cotação ${n}`,
  },
};

export type MailLabels = typeof mailLabels;
