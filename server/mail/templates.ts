/**
 * The product's e-mail messages: one template per kind, each a list of
 * blocks (paragraphs, a button, label/value rows) rendered twice, as plain
 * text and as HTML, so both bodies always say the same. The texts are in
 * `mailLabels` (models/labels.ts); every value put into a message is escaped
 * here, once, by the HTML renderer.
 *
 * A new kind of message (a quotation with its PDF, an e-mail verification
 * link, a privacy-request confirmation) adds its data to `MailData` and its
 * blocks to `templates`; `composeMail` turns it into an outbox message.
 */
import { mailLabels } from '../../models/labels/mail';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import { quotationLabels } from '../../models/labels/quotation';
import { formatBRL } from '../../models/common/money';
import { responseTimeLabels } from '../../models/labels/response-time';
import { leadMessageLabels } from '../../models/labels/lead-messages';
import { leadStatusLabel, type LeadStatusCode } from '../../models/lead/lead-status';
import type { PrivacyRequestKind } from '../../models/privacy/privacy-requests';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail extends RenderedMail {
  /** The message kind (a template name): what the outbox lists and the admin filters on. */
  kind: string;
  to: string;
  bcc?: readonly string[];
  attachments?: readonly MailAttachment[];
  /** The lead the message is about (the privacy export and anonymisation find it so, whoever it went to). */
  leadId?: string;
}

/** What each kind of message needs. */
export interface MailData {
  passwordReset: { firstName: string; resetUrl: string };
  passwordChanged: { firstName: string; forgotPasswordUrl: string };
  emailVerification: { firstName: string; verifyUrl: string };
  /** A sign-up that waits for the e-mail's owner (an unconfirmed account holds the e-mail). */
  signUpConfirmation: { firstName: string; confirmUrl: string };
  /** The confirmation link of a data subject's request, sent to the e-mail on their lead. */
  privacyLink: { linkUrl: string };
  /** The conclusion of a data subject's request (done or refused), sent to the e-mail the request proved. */
  privacyAnswer: { protocol: string; kind: PrivacyRequestKind; status: 'done' | 'refused'; answer: string | null };
  /** A saved fleet quotation sent to the client; its PDF goes as an attachment. */
  quotationToClient: {
    clientName: string;
    sellerName: string;
    number: string;
    opportunityName: string;
    validUntil: string;
    items: readonly { title: string; amount: number; period: number; km: number; monthly: number }[];
    totals: { monthly: number; contract: number };
  };
  /** The legal-person price simulator's proposal to the seller: only complete quotations. */
  simulatorLegal: {
    subject: string;
    body: string;
    seller: { name: string; dealer: string; email: string };
    client: { cnpj: string; registeredName: string; address: string };
    quotations: readonly { title: string; colour: string; dealer: string; responsible: string; quantity: number; period: number; km: number; monthly: number; additionals: string }[];
  };
  /**
   * A transactional message to the customer who sent a lead: its proposal code, its dealer, what happens next and the
   * moment the dealer promised to answer by (as `formatPromise` writes it); sent whatever the marketing consents.
   */
  leadReceived: { firstName: string; proposalCode: string; dealerName: string; respondBy: string; proposalsUrl: string };
  /** A new lead, to each seller of its dealer: the customer's name and the desk's link only (no CPF, e-mail or phone). */
  newLead: { customerName: string; proposalCode: string; respondBy: string; leadUrl: string };
  /**
   * To the customer, transactional: a seller moved their proposal a step (`status`, never 'cancelled': that is
   * `proposalCancelled`), with the seller's note when there is one.
   */
  leadStatusMoved: { firstName: string; proposalCode: string; dealerName: string; status: Exclude<LeadStatusCode, 'sent' | 'cancelled'>; note: string | null; proposalsUrl: string };
  /** To the customer, transactional: a seller's version that changes what they pay waits for their acceptance (prices in centavos). */
  versionAwaiting: { firstName: string; proposalCode: string; dealerName: string; version: number; monthlyPrice: number; contractTotal: number; proposalsUrl: string };
  /** To the customer, transactional: their proposal cancelled by the dealer (with the seller's reason) or by themselves. */
  proposalCancelled: { firstName: string; proposalCode: string; dealerName: string; by: 'dealer' | 'customer'; reason: string | null; proposalsUrl: string };
  /** To each seller of the dealer: the customer accepted a version. The customer's name and the desk's link only. */
  versionAccepted: { customerName: string; proposalCode: string; version: number; leadUrl: string };
  /** To each seller of the dealer: the customer cancelled (withdrew) the proposal. The customer's name and the desk's link only. */
  proposalWithdrawn: { customerName: string; proposalCode: string; leadUrl: string };
  /** To the dealer's other sellers: a seller of the dealer cancelled the proposal. */
  proposalCancelledByDealer: { customerName: string; sellerName: string; proposalCode: string; leadUrl: string };
  /**
   * The daily digest, to each seller of a dealer: the leads still waiting for a first move, by proposal code and
   * promise only (a digest names many leads, and no customer's name is needed to open the desk).
   */
  leadDigest: {
    day: string;
    total: number;
    leads: readonly { proposalCode: string; respondBy: string | null; overdue: boolean }[];
    deskUrl: string;
  };
  /** A lead past its dealer's promise with no move, to each seller of its dealer (server/jobs/escalation.ts): as `newLead`. */
  leadOverdue: { customerName: string; proposalCode: string; respondBy: string; leadUrl: string };
  /** The same, to each offer admin: the dealer, the proposal's code and the promise, nothing of the customer. */
  leadOverdueAdmin: { dealerName: string; proposalCode: string; respondBy: string; serviceUrl: string };
}

export type MailKind = keyof MailData;

export type MailBlock =
  | { type: 'greeting'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'button'; text: string; url: string }
  | { type: 'rows'; rows: readonly (readonly [label: string, value: string])[] };

interface Template<D> {
  /**
   * The message carries a link that acts for its recipient (a password reset, a proof of e-mail, a privacy
   * request's link): whoever reads the outbox for the site (staff) sees that it went, to whom, when and of which
   * kind, never its body (`staffView`).
   */
  personalLink: boolean;
  subject: (data: D) => string;
  blocks: (data: D) => MailBlock[];
}

const q = quotationLabels.pdf;

const lc = leadMessageLabels.customer;
const ls = leadMessageLabels.seller;
const customerGreeting = (firstName: string): MailBlock => ({ type: 'greeting', text: firstName.trim() ? lc.greeting(firstName.trim()) : lc.greetingNoName });

const templates: { [K in MailKind]: Template<MailData[K]> } = {
  leadStatusMoved: {
    personalLink: false,
    subject: (d) => lc.moved.subject(d.proposalCode, leadStatusLabel(d.status)),
    blocks: (d) => [
      customerGreeting(d.firstName),
      { type: 'paragraph', text: lc.moved.body(d.dealerName, leadStatusLabel(d.status)) },
      { type: 'paragraph', text: lc.moved.meaning[d.status] },
      { type: 'rows', rows: [[lc.code, d.proposalCode], [lc.moved.status, leadStatusLabel(d.status)], ...(d.note ? [[lc.moved.note, d.note] as const] : [])] },
      { type: 'button', text: lc.action, url: d.proposalsUrl },
      { type: 'paragraph', text: lc.transactional },
    ],
  },
  versionAwaiting: {
    personalLink: false,
    subject: (d) => lc.versionAwaiting.subject(d.proposalCode, d.version),
    blocks: (d) => {
      const t = lc.versionAwaiting;
      return [
        customerGreeting(d.firstName),
        { type: 'paragraph', text: t.body(d.dealerName) },
        {
          type: 'rows',
          rows: [
            [lc.code, d.proposalCode],
            [t.version, String(d.version)],
            [t.monthly, formatBRL(d.monthlyPrice)],
            [t.contractTotal, formatBRL(d.contractTotal)],
          ],
        },
        { type: 'paragraph', text: t.accept(d.version) },
        { type: 'button', text: t.action, url: d.proposalsUrl },
        { type: 'paragraph', text: lc.transactional },
      ];
    },
  },
  proposalCancelled: {
    personalLink: false,
    subject: (d) => lc.cancelled.subject(d.proposalCode),
    blocks: (d) => {
      const t = lc.cancelled;
      return [
        customerGreeting(d.firstName),
        { type: 'paragraph', text: d.by === 'dealer' ? t.byDealer(d.dealerName) : t.byYou },
        { type: 'rows', rows: [[lc.code, d.proposalCode], [lc.dealer, d.dealerName], ...(d.reason ? [[t.reason, d.reason] as const] : [])] },
        { type: 'paragraph', text: t.again },
        { type: 'button', text: lc.action, url: d.proposalsUrl },
        { type: 'paragraph', text: lc.transactional },
      ];
    },
  },
  versionAccepted: {
    personalLink: false,
    subject: (d) => ls.accepted.subject(d.proposalCode, d.version),
    blocks: (d) => [
      { type: 'greeting', text: ls.greeting },
      { type: 'paragraph', text: ls.accepted.body(d.customerName, d.version) },
      { type: 'rows', rows: [[ls.code, d.proposalCode]] },
      { type: 'button', text: ls.action, url: d.leadUrl },
      { type: 'paragraph', text: ls.privacy },
    ],
  },
  proposalWithdrawn: {
    personalLink: false,
    subject: (d) => ls.withdrawn.subject(d.proposalCode),
    blocks: (d) => [
      { type: 'greeting', text: ls.greeting },
      { type: 'paragraph', text: ls.withdrawn.body(d.customerName) },
      { type: 'rows', rows: [[ls.code, d.proposalCode]] },
      { type: 'button', text: ls.action, url: d.leadUrl },
      { type: 'paragraph', text: ls.privacy },
    ],
  },
  proposalCancelledByDealer: {
    personalLink: false,
    subject: (d) => ls.cancelledByDealer.subject(d.proposalCode),
    blocks: (d) => [
      { type: 'greeting', text: ls.greeting },
      { type: 'paragraph', text: ls.cancelledByDealer.body(d.customerName, d.sellerName) },
      { type: 'rows', rows: [[ls.code, d.proposalCode]] },
      { type: 'button', text: ls.action, url: d.leadUrl },
      { type: 'paragraph', text: ls.privacy },
    ],
  },
  leadDigest: {
    personalLink: false,
    subject: (d) => ls.digest.subject(d.day, d.total),
    blocks: (d) => {
      const t = ls.digest;
      const blocks: MailBlock[] = [
        { type: 'greeting', text: ls.greeting },
        { type: 'paragraph', text: t.body(d.total) },
        { type: 'rows', rows: d.leads.map((l) => [t.row(l.proposalCode), l.respondBy ? t.respondBy(l.respondBy, l.overdue) : t.noPromise] as const) },
      ];
      if (d.total > d.leads.length) blocks.push({ type: 'paragraph', text: t.more(d.total - d.leads.length) });
      blocks.push({ type: 'button', text: t.action, url: d.deskUrl }, { type: 'paragraph', text: t.why });
      return blocks;
    },
  },
  leadReceived: {
    personalLink: false,
    subject: ({ proposalCode }) => responseTimeLabels.mail.leadReceived.subject(proposalCode),
    blocks: (d) => {
      const t = responseTimeLabels.mail.leadReceived;
      return [
        { type: 'greeting', text: d.firstName.trim() ? t.greeting(d.firstName.trim()) : t.greetingNoName },
        { type: 'paragraph', text: t.body(d.dealerName) },
        { type: 'rows', rows: [[t.code, d.proposalCode], [t.dealer, d.dealerName]] },
        { type: 'paragraph', text: responseTimeLabels.promise(d.respondBy) },
        { type: 'paragraph', text: t.next },
        { type: 'button', text: t.action, url: d.proposalsUrl },
        { type: 'paragraph', text: t.transactional },
      ];
    },
  },
  newLead: {
    personalLink: false,
    subject: ({ proposalCode }) => responseTimeLabels.mail.newLead.subject(proposalCode),
    blocks: (d) => {
      const t = responseTimeLabels.mail.newLead;
      return [
        { type: 'greeting', text: t.greeting },
        { type: 'paragraph', text: t.body(d.customerName) },
        { type: 'rows', rows: [[t.code, d.proposalCode], [t.respondBy, d.respondBy]] },
        { type: 'button', text: t.action, url: d.leadUrl },
        { type: 'paragraph', text: t.privacy },
      ];
    },
  },
  leadOverdue: {
    personalLink: false,
    subject: ({ proposalCode }) => responseTimeLabels.mail.leadOverdue.subject(proposalCode),
    blocks: (d) => {
      const t = responseTimeLabels.mail.leadOverdue;
      const n = responseTimeLabels.mail.newLead;
      return [
        { type: 'greeting', text: n.greeting },
        { type: 'paragraph', text: t.body(d.customerName) },
        { type: 'rows', rows: [[n.code, d.proposalCode], [n.respondBy, d.respondBy]] },
        { type: 'button', text: t.action, url: d.leadUrl },
        { type: 'paragraph', text: n.privacy },
      ];
    },
  },
  leadOverdueAdmin: {
    personalLink: false,
    subject: ({ proposalCode, dealerName }) => responseTimeLabels.mail.leadOverdueAdmin.subject(proposalCode, dealerName),
    blocks: (d) => {
      const t = responseTimeLabels.mail.leadOverdueAdmin;
      const n = responseTimeLabels.mail.newLead;
      return [
        { type: 'greeting', text: mailLabels.quotation.greetingNoName },
        { type: 'paragraph', text: t.body(d.dealerName) },
        { type: 'rows', rows: [[n.code, d.proposalCode], [n.respondBy, d.respondBy]] },
        { type: 'button', text: t.action, url: d.serviceUrl },
      ];
    },
  },
  quotationToClient: {
    personalLink: false,
    subject: ({ number }) => mailLabels.quotation.subject(number),
    blocks: (d) => {
      const t = mailLabels.quotation;
      return [
        { type: 'greeting', text: d.clientName.trim() ? t.greeting(d.clientName.trim()) : t.greetingNoName },
        { type: 'paragraph', text: t.body(d.sellerName) },
        { type: 'rows', rows: [[q.number, d.number], [q.opportunity, d.opportunityName]] },
        ...d.items.map((item, i): MailBlock => ({
          type: 'rows',
          rows: [
            [q.item(i + 1), item.title],
            [q.amount, String(item.amount)],
            [q.period, q.periodValue(item.period)],
            [q.mileage, q.mileageValue(item.km)],
            [q.monthly, formatBRL(item.monthly)],
          ],
        })),
        { type: 'rows', rows: [[q.totalMonthly, formatBRL(d.totals.monthly)], [q.totalContract, formatBRL(d.totals.contract)]] },
        { type: 'paragraph', text: t.validity(d.validUntil) },
      ];
    },
  },
  simulatorLegal: {
    personalLink: false,
    subject: ({ subject }) => subject,
    blocks: (d) => {
      const t = mailLabels.simulator;
      const blocks: MailBlock[] = [];
      if (d.body.trim()) blocks.push({ type: 'paragraph', text: d.body.trim() });
      blocks.push({ type: 'rows', rows: [[t.seller, `${d.seller.name} (${d.seller.email})`], [q.dealer, d.seller.dealer]] });
      blocks.push({ type: 'rows', rows: [[t.client, d.client.registeredName], ['CNPJ', d.client.cnpj], [t.address, d.client.address]] });
      for (const [i, item] of d.quotations.entries()) {
        blocks.push({
          type: 'rows',
          rows: [
            [t.quotationTitle(i + 1), item.title],
            [q.colour, item.colour],
            [q.dealer, item.dealer],
            [q.responsible, item.responsible],
            [q.amount, String(item.quantity)],
            [q.period, q.periodValue(item.period)],
            [q.mileage, q.mileageValue(item.km)],
            [q.accessories, item.additionals],
            [q.monthly, formatBRL(item.monthly)],
          ],
        });
      }
      return blocks;
    },
  },
  passwordReset: {
    personalLink: true,
    subject: () => mailLabels.passwordReset.subject,
    blocks: ({ firstName, resetUrl }) => {
      const t = mailLabels.passwordReset;
      return [
        { type: 'greeting', text: t.greeting(firstName) },
        { type: 'paragraph', text: t.body },
        { type: 'button', text: t.action, url: resetUrl },
        { type: 'paragraph', text: t.expiry },
        { type: 'paragraph', text: t.ignore },
      ];
    },
  },
  emailVerification: {
    personalLink: true,
    subject: () => mailLabels.emailVerification.subject,
    blocks: ({ firstName, verifyUrl }) => {
      const t = mailLabels.emailVerification;
      return [
        { type: 'greeting', text: t.greeting(firstName) },
        { type: 'paragraph', text: t.body },
        { type: 'button', text: t.action, url: verifyUrl },
        { type: 'paragraph', text: t.expiry },
        { type: 'paragraph', text: t.ignore },
      ];
    },
  },
  signUpConfirmation: {
    personalLink: true,
    subject: () => mailLabels.signUpConfirmation.subject,
    blocks: ({ firstName, confirmUrl }) => {
      const t = mailLabels.signUpConfirmation;
      return [
        { type: 'greeting', text: t.greeting(firstName) },
        { type: 'paragraph', text: t.body },
        { type: 'button', text: t.action, url: confirmUrl },
        { type: 'paragraph', text: t.expiry },
        { type: 'paragraph', text: t.ignore },
      ];
    },
  },
  privacyLink: {
    personalLink: true,
    subject: () => privacyRequestLabels.mail.subject,
    blocks: ({ linkUrl }) => {
      const t = privacyRequestLabels.mail;
      return [
        { type: 'greeting', text: t.greeting },
        { type: 'paragraph', text: t.body },
        { type: 'button', text: t.action, url: linkUrl },
        { type: 'paragraph', text: t.ignore },
      ];
    },
  },
  privacyAnswer: {
    personalLink: false,
    subject: ({ protocol }) => privacyRequestLabels.answerMail.subject(protocol),
    blocks: ({ protocol, kind, status, answer }) => {
      const t = privacyRequestLabels.answerMail;
      const kindName = privacyRequestLabels.kinds[kind];
      const atOnce = kind === 'access' ? t.accessAnswer : kind === 'sharing' ? t.sharingAnswer : null;
      return [
        { type: 'greeting', text: t.greeting },
        { type: 'paragraph', text: t.body(kindName, status === 'done' ? t.done : t.refused) },
        {
          type: 'rows',
          rows: [[t.protocol, protocol], [t.kind, kindName], ...(answer ? [[t.answer, answer] as const] : [])],
        },
        ...(atOnce ? [{ type: 'paragraph', text: atOnce } as const] : []),
        { type: 'paragraph', text: t.more },
      ];
    },
  },
  passwordChanged: {
    personalLink: false,
    subject: () => mailLabels.passwordChanged.subject,
    blocks: ({ firstName, forgotPasswordUrl }) => {
      const t = mailLabels.passwordChanged;
      return [
        { type: 'greeting', text: t.greeting(firstName) },
        { type: 'paragraph', text: t.body },
        { type: 'paragraph', text: t.notYou },
        { type: 'button', text: t.action, url: forgotPasswordUrl },
      ];
    },
  },
};

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Links in messages are absolute http(s) addresses of the site, nothing else. */
function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`mail link must be http(s): ${parsed.protocol}`);
  return parsed.href;
}

const BRAND = '#0b3b5c';

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'greeting':
      return `<p style="margin:0 0 16px;font-size:18px;font-weight:700">${escapeHtml(block.text)}</p>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'button': {
      const url = escapeHtml(checkedUrl(block.url));
      return (
        `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 24px;background:${BRAND};color:#ffffff;` +
        `text-decoration:none;font-weight:700;border-radius:6px">${escapeHtml(block.text)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(checkedUrl(block.url))}</p>`
      );
    }
    case 'rows':
      return (
        '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">' +
        block.rows
          .map(([label, value]) => `<tr><th style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
          .join('') +
        '</table>'
      );
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'greeting':
    case 'paragraph':
      return block.text;
    case 'button':
      return mailLabels.linkLine(block.text, checkedUrl(block.url));
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  }
}

export function renderBlocks(subject: string, blocks: readonly MailBlock[]): RenderedMail {
  const footer = [mailLabels.signature, mailLabels.automatic];
  const text = [...blocks.map(blockText), ...footer].join('\n\n') + '\n';
  const html =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    '<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">' +
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">' +
    `<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:${BRAND}">${escapeHtml(mailLabels.fromName)}</p>` +
    blocks.map(blockHtml).join('') +
    `<p style="margin:32px 0 0;color:#555555;font-size:13px">${footer.map(escapeHtml).join('<br>')}</p>` +
    '</div></body></html>';
  return { subject, text, html };
}

export function renderMail<K extends MailKind>(kind: K, data: MailData[K]): RenderedMail {
  const template = templates[kind] as Template<MailData[K]>;
  return renderBlocks(template.subject(data), template.blocks(data));
}

/**
 * May staff read this kind of message's body? Only a kind we know carries no link that acts for its recipient;
 * a kind this file does not know (an old row) is withheld too.
 */
export function staffMayReadBody(kind: string): boolean {
  return Object.hasOwn(templates, kind) && !templates[kind as MailKind].personalLink;
}

/** A message of `kind` to `to`, ready for `enqueueMail`. */
export function composeMail<K extends MailKind>(
  kind: K,
  to: string,
  data: MailData[K],
  extra: { bcc?: readonly string[]; attachments?: readonly MailAttachment[]; leadId?: string } = {},
): OutgoingMail {
  return { kind, to, ...renderMail(kind, data), ...extra };
}
