/**
 * The messages of a proposal's later steps, read from a real SMTP server:
 * each status move tells the customer (with the seller's note; the progress
 * reports held back while 'Contato por e-mail' is refused or withdrawn, a
 * refusal and a cancellation always sent), a seller's version that waits for
 * the customer tells them so, the customer's acceptance and withdrawal and a
 * colleague's cancellation tell the dealer's sellers; each written in the
 * transaction of its change (a refused move writes none, a retried one none
 * twice); the sellers' messages carry the customer's name and the desk's link,
 * never the CPF, e-mail or phone, and no message a link that acts for anyone.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { leadMessageLabels } from '../../models/labels/lead-messages';
import { formatBRL } from '../../models/common/money';
import { proposalCodeOf } from '../../models/lead/lead-status';
import type { Lead, LeadUpdate } from '../../models/lead/lead';
import { buildApp } from '../../server/app';
import { createAccount } from '../../server/auth/accounts-repo';
import { hashPassword } from '../../server/auth/passwords';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { listOutbox } from '../../server/mail/outbox';
import { createMailSender, type MailSender } from '../../server/mail/sender';
import { smtpTransport } from '../../server/mail/transport';
import { leadUpdateOf, rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const CLIENT = { 'x-client-origin': 'flua-web' };
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const CAMILA_CPF = '111.444.777-35';
/** A second seller of dealer 10101, who hears of what the first does. */
const colleague = { fullName: 'Rafael Nunes Prado', cpf: '93541134780', phone: '11955553333', email: 'rafael.vendas@flua.example', password: 'Flua@Paulista1', sellerId: 'VEND-0009', dealerCode: '10101' };
const lc = leadMessageLabels.customer;
const ls = leadMessageLabels.seller;

describeEachDatabase('messages of a proposal’s steps', (ctx) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let sender: MailSender;
  let key = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = createMailSender({ db: ctx.db, transport: smtpTransport(smtp.url, { timeoutMs: 2000 }), from: '"Flua!" <nao-responda@flua.example>', now: () => new Date(Date.now() + 1000) });
    app = (await buildApp({ db: ctx.db, mail: { publicUrl: 'https://flua.example/' } })).app;
  });
  beforeEach(async () => {
    await createAccount(ctx.db, { ...colleague, passwordHash: await hashPassword(colleague.password, { N: 2 ** 10, r: 8, p: 1 }), roles: ['seller'] });
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await sender.stop();
    await smtp.close();
  });

  /** Camila, signed in, sends a lead on the Mobi to dealer 10101; `emailConsent`: her 'Contato por e-mail'. */
  async function sendLead(cookie: string, emailConsent: boolean) {
    const overrides: Partial<Lead> = { firstName: 'Camila Souza Rocha', email: camila.email, cpf: CAMILA_CPF, indEmailContact: emailConsent, indPhoneContact: true };
    const res = await app.inject({ method: 'POST', url: '/api/v2/lead', payload: rentalLead(overrides), headers: { cookie, 'idempotency-key': `steps-lead-${++key}`, ...SAME_ORIGIN } });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<{ id: string; productLeadIds: string[] }>();
    return { leadId: answer.id, productLeadId: answer.productLeadIds[0]!, code: proposalCodeOf(answer.id) };
  }
  const move = (cookie: string, id: string, to: string, note?: string, idempotencyKey = `steps-move-${++key}`) =>
    app.inject({ method: 'PUT', url: `/api/leads/${id}/status`, payload: { to, ...(note ? { note } : {}) }, headers: { cookie, 'idempotency-key': idempotencyKey, ...SAME_ORIGIN } });
  const moved = async (cookie: string, id: string, to: string, note?: string) => {
    const res = await move(cookie, id, to, note);
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The messages about this proposal, as the SMTP server received them once the sender has run. */
  async function delivered(code: string): Promise<ReceivedMail[]> {
    await sender.runOnce();
    return smtp.received.filter((m) => m.subject.includes(code) || m.text.includes(code));
  }
  const queuedKinds = async (leadId: string) =>
    (await ctx.db.query<{ kind: string }>('SELECT kind FROM mail_outbox WHERE lead_id = $1 ORDER BY id', [leadId])).rows.map((r) => r.kind);
  const to = (mails: ReceivedMail[], address: string) => mails.filter((m) => m.to.includes(address));
  /** Nothing of the customer's but the name: no CPF, e-mail or phone, in either body. */
  function expectNothingPersonal(mail: ReceivedMail) {
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/111\.?444\.?777-?35/);
      expect(body).not.toContain(camila.email);
      expect(body).not.toMatch(/98765-?4321/);
    }
  }
  /** Links go to the site's pages that ask for a sign-in; none carries a token. */
  function expectPlainLinks(mail: ReceivedMail) {
    const links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https:\/\/flua\.example\/(minhas-propostas|vendedor\/leads(\/[0-9a-f-]{36})?)$/);
  }

  it('each move of the proposal tells the customer, with the seller’s note, in pt-BR text and HTML', async () => {
    const customer = await signInCookie(app, camila);
    const sellerCookie = await signInCookie(app, seller);
    const lead = await sendLead(customer, true);
    await moved(sellerCookie, lead.leadId, 'in_service', 'Olá, Camila! Sou o Rafael e vou acompanhar sua proposta.');
    await moved(sellerCookie, lead.leadId, 'credit_review');
    await moved(sellerCookie, lead.leadId, 'approved', 'Crédito aprovado & contrato a caminho <sem HTML>.');
    expect(await queuedKinds(lead.leadId)).toEqual(['leadReceived', 'newLead', 'newLead', 'leadStatusMoved', 'leadStatusMoved', 'leadStatusMoved']);

    const mails = await delivered(lead.code);
    const customerMails = to(mails, camila.email);
    expect(customerMails.map((m) => m.subject)).toEqual([
      expect.stringContaining('Recebemos sua proposta'),
      lc.moved.subject(lead.code, 'Em atendimento'),
      lc.moved.subject(lead.code, 'Em análise de crédito'),
      lc.moved.subject(lead.code, 'Aprovada'),
    ]);
    const [, inService, review, approved] = customerMails;
    expect(inService!.text).toContain('Oi, Camila!');
    expect(inService!.text).toContain(lc.moved.meaning.in_service);
    expect(inService!.text).toContain(`${lc.moved.note}: Olá, Camila! Sou o Rafael e vou acompanhar sua proposta.`);
    expect(inService!.text).toContain(lc.transactional);
    expect(inService!.html).toContain('<html lang="pt-BR">');
    expect(inService!.html).toContain('Olá, Camila! Sou o Rafael e vou acompanhar sua proposta.');
    expect(review!.text).not.toContain(`${lc.moved.note}:`);
    // The note is escaped in the HTML, as typed in the text.
    expect(approved!.html).toContain('Crédito aprovado &amp; contrato a caminho &lt;sem HTML&gt;.');
    expect(approved!.text).toContain('Crédito aprovado & contrato a caminho <sem HTML>.');
    for (const mail of customerMails) expectPlainLinks(mail);
    // A seller's own moves are no news to the dealer's sellers: only the new lead's notice went to them.
    expect(to(mails, seller.email).map((m) => m.subject)).toEqual([expect.stringContaining('Nova proposta')]);
  });

  it('a refused or withdrawn e-mail consent holds back the progress reports, never the refusal', async () => {
    const customer = await signInCookie(app, camila);
    const sellerCookie = await signInCookie(app, seller);
    // Refused when sent.
    const refused = await sendLead(customer, false);
    await moved(sellerCookie, refused.leadId, 'in_service', 'Vou ligar amanhã.');
    await moved(sellerCookie, refused.leadId, 'credit_review');
    await moved(sellerCookie, refused.leadId, 'rejected', 'Renda insuficiente para o plano escolhido.');
    expect(await queuedKinds(refused.leadId)).toEqual(['leadReceived', 'newLead', 'newLead', 'leadStatusMoved']);
    const rejection = to(await delivered(refused.code), camila.email).find((m) => m.subject === lc.moved.subject(refused.code, 'Recusada'))!;
    expect(rejection.text).toContain(lc.moved.meaning.rejected);
    expect(rejection.text).toContain('Renda insuficiente para o plano escolhido.');

    // Granted when sent, then withdrawn in the privacy centre: the next progress report is held back.
    const withdrawn = await sendLead(customer, true);
    await moved(sellerCookie, withdrawn.leadId, 'in_service');
    const change = await app.inject({
      method: 'PUT',
      url: `/api/privacy/consents/${withdrawn.leadId}/email`,
      payload: { granted: false },
      headers: { cookie: customer, 'idempotency-key': `steps-consent-${++key}`, ...SAME_ORIGIN },
    });
    expect(change.statusCode, change.body).toBe(200);
    await moved(sellerCookie, withdrawn.leadId, 'credit_review');
    // A cancellation is no progress report: it goes.
    await moved(sellerCookie, withdrawn.leadId, 'cancelled', 'Veículo indisponível na cor escolhida.');
    expect((await queuedKinds(withdrawn.leadId)).filter((k) => k !== 'newLead' && k !== 'proposalCancelledByDealer')).toEqual(['leadReceived', 'leadStatusMoved', 'proposalCancelled']);
  });

  it('the customer’s cancellation: a confirmation to them, the withdrawal to each seller of the dealer', async () => {
    const customer = await signInCookie(app, camila);
    const lead = await sendLead(customer, false);
    await moved(customer, lead.leadId, 'cancelled', 'Comprei um carro, obrigada.');
    const mails = await delivered(lead.code);
    const confirmation = to(mails, camila.email).find((m) => m.subject === lc.cancelled.subject(lead.code))!;
    expect(confirmation.text).toContain(lc.cancelled.byYou);
    // Her own reason is not repeated back to her.
    expect(confirmation.text).not.toContain(`${lc.cancelled.reason}:`);
    expectPlainLinks(confirmation);
    for (const address of [seller.email, colleague.email]) {
      const [withdrawal] = to(mails, address).filter((m) => m.subject === ls.withdrawn.subject(lead.code));
      expect(withdrawal, address).toBeDefined();
      expect(withdrawal!.text).toContain(ls.withdrawn.body('Camila Souza Rocha'));
      expect(withdrawal!.text).toContain(`https://flua.example/vendedor/leads/${lead.leadId}`);
      expect(withdrawal!.text).not.toContain('Comprei um carro');
      expectNothingPersonal(withdrawal!);
      expectPlainLinks(withdrawal!);
    }
  });

  it('a seller’s cancellation: the reason to the customer, the news to the other sellers of the dealer, not to the one who cancelled', async () => {
    const customer = await signInCookie(app, camila);
    const sellerCookie = await signInCookie(app, seller);
    const lead = await sendLead(customer, false);
    await moved(sellerCookie, lead.leadId, 'cancelled', 'Cliente pediu por telefone.');
    const mails = await delivered(lead.code);
    const notice = to(mails, camila.email).find((m) => m.subject === lc.cancelled.subject(lead.code))!;
    expect(notice.text).toContain(lc.cancelled.byDealer('Paulista Motores'));
    expect(notice.text).toContain(`${lc.cancelled.reason}: Cliente pediu por telefone.`);
    const news = to(mails, colleague.email).filter((m) => m.subject === ls.cancelledByDealer.subject(lead.code));
    expect(news).toHaveLength(1);
    expect(news[0]!.text).toContain(ls.cancelledByDealer.body('Camila Souza Rocha', seller.fullName));
    expectNothingPersonal(news[0]!);
    expect(to(mails, seller.email).filter((m) => m.subject === ls.cancelledByDealer.subject(lead.code))).toHaveLength(0);
  });

  it('a seller’s version that changes the price waits for the customer, who hears of it; her acceptance goes to the sellers', async () => {
    const customer = await signInCookie(app, camila);
    const sellerCookie = await signInCookie(app, seller);
    const lead = await sendLead(customer, false);
    await moved(sellerCookie, lead.leadId, 'in_service');
    const link = await app.inject({ method: 'POST', url: `/api/seller/leads/${lead.leadId}/edit-link`, headers: { cookie: sellerCookie, ...SAME_ORIGIN } });
    expect(link.statusCode).toBe(200);
    const authorization = link.json<{ authorization: string }>().authorization;
    const update: LeadUpdate = leadUpdateOf({ cpf: CAMILA_CPF, leadId: lead.leadId, productLeadId: lead.productLeadId }, { period: 36 });
    const put = await app.inject({ method: 'PUT', url: '/api/v1/leads', payload: update, headers: { authorization, cookie: sellerCookie, 'idempotency-key': `steps-put-${++key}`, ...SAME_ORIGIN } });
    expect(put.statusCode, put.body).toBe(200);
    const answer = put.json<{ version: number; awaitingVersion: number | null; monthlyPrice: number; contractTotal: number }>();
    expect(answer.awaitingVersion).toBe(answer.version);

    let mails = await delivered(lead.code);
    const waiting = to(mails, camila.email).find((m) => m.subject === lc.versionAwaiting.subject(lead.code, answer.version))!;
    expect(waiting.text).toContain(lc.versionAwaiting.body('Paulista Motores'));
    expect(waiting.text.replace(/\u00a0/g, ' ')).toContain(`${lc.versionAwaiting.monthly}: ${formatBRL(answer.monthlyPrice).replace(/\u00a0/g, ' ')}`);
    expect(waiting.text.replace(/\u00a0/g, ' ')).toContain(`${lc.versionAwaiting.contractTotal}: ${formatBRL(answer.contractTotal).replace(/\u00a0/g, ' ')}`);
    expect(waiting.text).toContain(lc.versionAwaiting.accept(answer.version));
    expectPlainLinks(waiting);
    // The customer's own change waits for nobody: no such message.
    const own = await app.inject({
      method: 'PUT',
      url: '/api/v1/leads',
      payload: leadUpdateOf({ cpf: CAMILA_CPF, leadId: lead.leadId, productLeadId: lead.productLeadId }),
      headers: { cookie: customer, ...CLIENT, 'idempotency-key': `steps-own-${++key}`, ...SAME_ORIGIN },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await queuedKinds(lead.leadId)).filter((k) => k === 'versionAwaiting')).toHaveLength(1);

    // A new seller's version waits again; she accepts it.
    const again = await app.inject({ method: 'PUT', url: '/api/v1/leads', payload: update, headers: { authorization, cookie: sellerCookie, 'idempotency-key': `steps-put-${++key}`, ...SAME_ORIGIN } });
    expect(again.statusCode, again.body).toBe(200);
    const number = again.json<{ awaitingVersion: number }>().awaitingVersion;
    smtp.received.length = 0;
    const accept = await app.inject({ method: 'POST', url: `/api/v2/timeline/rental/${lead.leadId}/versions/${number}/accept`, headers: { cookie: customer, 'idempotency-key': `steps-accept-${++key}`, ...SAME_ORIGIN } });
    expect(accept.statusCode, accept.body).toBe(200);
    mails = await delivered(lead.code);
    for (const address of [seller.email, colleague.email]) {
      const accepted = to(mails, address).find((m) => m.subject === ls.accepted.subject(lead.code, number))!;
      expect(accepted.text).toContain(ls.accepted.body('Camila Souza Rocha', number));
      expectNothingPersonal(accepted);
      expectPlainLinks(accepted);
    }
  });

  it('a refused move writes no message; a retried one (same key) writes them once', async () => {
    const customer = await signInCookie(app, camila);
    const sellerCookie = await signInCookie(app, seller);
    const lead = await sendLead(customer, true);
    // A seller's cancellation needs a reason: refused, and nothing queued.
    expect((await move(sellerCookie, lead.leadId, 'cancelled')).statusCode).toBe(400);
    expect((await move(sellerCookie, lead.leadId, 'approved')).statusCode).toBe(409);
    expect(await queuedKinds(lead.leadId)).toEqual(['leadReceived', 'newLead', 'newLead']);
    const retryKey = `steps-retry-${randomUUID()}`;
    expect((await move(sellerCookie, lead.leadId, 'in_service', 'Primeiro contato.', retryKey)).statusCode).toBe(200);
    expect((await move(sellerCookie, lead.leadId, 'in_service', 'Primeiro contato.', retryKey)).statusCode).toBe(200);
    expect(await queuedKinds(lead.leadId)).toEqual(['leadReceived', 'newLead', 'newLead', 'leadStatusMoved']);
    expect((await listOutbox(ctx.db, { kind: 'leadStatusMoved' })).filter((m) => m.subject.includes(lead.code))).toHaveLength(1);
  });
});
