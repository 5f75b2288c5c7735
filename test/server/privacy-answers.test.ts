/**
 * The privacy admin's answers reach the person: a correction changes the
 * data it names (the lead as the dealer's desk and the export read it, and
 * the account), records which fields changed, and the conclusion of every
 * request (correction, refusal, anonymisation, and the access and sharing
 * answered at once) is mailed to the e-mail the request proved, read here
 * from a real SMTP server. A requester without an account (a link holder)
 * has no other way to learn the answer.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import type { PrivacyQueueItem, PrivacyRequestCreated } from '../../models/privacy/privacy-requests';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { createMailSender, type MailSender } from '../../server/mail/sender';
import { smtpTransport } from '../../server/mail/transport';
import { rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const admin = demoAccounts.find((a) => a.email === 'admin@flua.example')!;
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const t = privacyRequestLabels;
const MARIANA = { cpf: '529.982.247-25', email: 'mariana.souza@example.com' };

describeEachDatabase('answers of the privacy admin', (ctx) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let sender: MailSender;
  let key = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = createMailSender({ db: ctx.db, transport: smtpTransport(smtp.url), from: '"Flua!" <nao-responda@flua.example>' });
    app = (await buildApp({ db: ctx.db, mail: { publicUrl: 'https://flua.example/' } })).app;
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await sender.stop();
    await smtp.close();
  });

  const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, headers: { ...SAME_ORIGIN, 'idempotency-key': `answers-${++key}`, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });

  /** Mariana sends a lead as a visitor, then asks for a link to its e-mail and makes a request with it (no account). */
  async function visitorRequest(kind: string, details?: string): Promise<{ leadId: string; protocol: string }> {
    const sent = await send('POST', '/api/v2/lead', undefined, rentalLead({ ...MARIANA, firstName: 'Mariana Sousa Errada', phone: '(11) 91234-5678', street: 'Rua Velha' }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await send('POST', '/api/privacy/links', undefined, MARIANA)).statusCode).toBe(202);
    const { rows } = await ctx.db.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE kind = 'privacyLink' ORDER BY id DESC LIMIT 1");
    const token = new URL(/https:\/\/flua\.example\/privacidade\?pedido=\S+/.exec(rows[0]!.text_body)![0]).searchParams.get('pedido')!;
    const res = await send('POST', '/api/privacy/requests', undefined, { kind, token, ...(details ? { details } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return { leadId: sent.json<{ id: string }>().id, protocol: res.json<PrivacyRequestCreated>().request.protocol };
  }

  /** Sends the outbox and answers the answers received for `to`. */
  async function answersTo(to: string) {
    await sender.runOnce();
    return smtp.received.filter((m) => m.to.includes(to) && m.subject.startsWith('Resposta ao seu pedido'));
  }

  it('applies a correction to the lead and mails the answer to a requester without an account', async () => {
    const { leadId, protocol } = await visitorRequest('correction', 'Meu nome é Mariana Souza, e o telefone mudou.');
    const adminCookie = await signInCookie(app, admin);
    const act = (body: object) => send('POST', `/api/admin/privacy-requests/${protocol}/actions`, adminCookie, body);

    // Nothing to correct: refused in pt-BR, nothing written, the request still open.
    const empty = await act({ action: 'correct', note: 'ok', corrections: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe(t.errors.correctionRequired);
    const bad = await act({ action: 'correct', corrections: { phone: '123' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['Digite um telefone válido']);

    const done = await act({ action: 'correct', note: 'Conferido com o documento.', corrections: { name: 'Mariana Souza', phone: '(11) 98765-4321', street: 'Rua Nova' } });
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json<{ request: PrivacyQueueItem }>().request;
    expect(answer.status).toBe('done');
    expect(answer.answer).toBe(`${t.admin.correctedFields('Nome completo, Telefone, Endereço')} Conferido com o documento.`);

    // The data changed where it is read: the dealer's desk.
    const desk = await send('GET', `/api/seller/leads/${leadId}`, await signInCookie(app, seller));
    expect(desk.statusCode).toBe(200);
    expect(desk.json<{ summary: Record<string, unknown> }>().summary).toMatchObject({ name: 'Mariana Souza', phone: '11987654321' });
    const stored = (await ctx.db.query<{ body: Record<string, unknown> }>('SELECT body FROM leads WHERE id = $1', [leadId])).rows[0]!.body;
    expect(stored).toMatchObject({ firstName: 'Mariana Souza', phone: '11987654321', street: 'Rua Nova' });
    const audited = await ctx.db.query<{ action: string; note: string }>("SELECT action, note FROM privacy_audit WHERE lead_id = $1 AND action = 'lead_corrected'", [leadId]);
    expect(audited.rows).toEqual([{ action: 'lead_corrected', note: 'name, phone, street' }]);

    // The answer, by e-mail, to the e-mail the link proved.
    const mails = await answersTo(MARIANA.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(t.answerMail.subject(protocol));
    expect(mails[0]!.text).toContain(t.answerMail.body(t.kinds.correction, t.answerMail.done));
    expect(mails[0]!.text).toContain('Conferido com o documento.');
  });

  it('mails a refusal and an anonymisation, and the access answered at once; the queue warns of a proposal in progress', async () => {
    const refused = await visitorRequest('correction', 'Troquem meu CPF.');
    const adminCookie = await signInCookie(app, admin);
    expect((await send('POST', `/api/admin/privacy-requests/${refused.protocol}/actions`, adminCookie, { action: 'refuse', note: 'O CPF comprova quem você é.' })).statusCode).toBe(200);
    const refusal = await answersTo(MARIANA.email);
    expect(refusal.map((m) => m.subject)).toEqual([t.answerMail.subject(refused.protocol)]);
    expect(refusal[0]!.text).toContain(t.answerMail.body(t.kinds.correction, t.answerMail.refused));
    expect(refusal[0]!.text).toContain('O CPF comprova quem você é.');
    smtp.received.length = 0;

    const camilaCookie = await signInCookie(app, camila);
    const access = await send('POST', '/api/privacy/requests', camilaCookie, { kind: 'access' });
    expect(access.statusCode).toBe(201);
    expect((await answersTo(camila.email)).map((m) => m.subject)).toEqual([t.answerMail.subject(access.json<PrivacyRequestCreated>().request.protocol)]);
    smtp.received.length = 0;

    const leadRes = await send('POST', '/api/v2/lead', camilaCookie, rentalLead({ cpf: '111.444.777-35', email: camila.email, firstName: 'Camila Certificada' }));
    const leadId = leadRes.json<{ id: string }>().id;
    await ctx.db.query("UPDATE leads SET lifecycle_status = 'approved' WHERE id = $1", [leadId]);
    const anon = await send('POST', '/api/privacy/requests', camilaCookie, { kind: 'anonymisation' });
    const protocol = anon.json<PrivacyRequestCreated>().request.protocol;
    const queue = (await send('GET', '/api/admin/privacy-requests', adminCookie)).json<{ items: PrivacyQueueItem[] }>();
    expect(queue.items.find((i) => i.protocol === protocol)!.inProgress).toContain(proposalCodeOf(leadId));
    expect(queue.items.find((i) => i.protocol === refused.protocol)!.inProgress).toBeUndefined();
    expect((await send('POST', `/api/admin/privacy-requests/${protocol}/actions`, adminCookie, { action: 'anonymise' })).statusCode).toBe(200);
    const anonymised = await answersTo(camila.email);
    expect(anonymised.map((m) => m.subject)).toEqual([t.answerMail.subject(protocol)]);
    expect(anonymised[0]!.text).toContain(t.answerMail.body(t.kinds.anonymisation, t.answerMail.done));
  });
});
