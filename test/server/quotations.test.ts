/**
 * The sellers' tools on the server: every route × role (visitor, customer,
 * seller, offer admin); quotation save codes 001–003; a save retried with
 * the same Idempotency-Key stores one quotation; prices computed by the
 * server; the PDF's text read back; the client's mail with the PDF received
 * by a real SMTP server; the legal-person simulator mailing only complete
 * quotations; the admin's outbox.
 */
import { execFileSync } from 'node:child_process';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { assert } from 'superstruct';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  AdminMessage,
  FleetCatalogue,
  QuotationSaveAnswer,
  StockAnswer,
  StoredQuotation,
  cardPrice,
  changeModel,
  choosePeriod,
  emptyCard,
  type FleetVehicle,
} from '../../models/quotation/fleet-quotation';
import { mailLabels } from '../../models/labels/mail';
import { quotationLabels } from '../../models/labels/quotation';
import { formatBRL } from '../../models/common/money';
import { CommissionDiscountList } from '../../models/quotation/quotation';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { listOutbox } from '../../server/mail/outbox';
import { rentalLead } from '../support/lead-fixtures';
import { createMailSender, type MailSender } from '../../server/mail/sender';
import { smtpTransport } from '../../server/mail/transport';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const account = (email: string) => demoAccounts.find((a) => a.email === email)!;
const seller = account('vendedor@flua.example');
const admin = account('admin@flua.example');
const customer = account('camila@flua.example');
const codes = quotationLabels.saveCodes;
/** pt-BR amounts carry a non-breaking space after R$; PDF text may give a plain one. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describeEachDatabase('quotations API', (ctx) => {
  let app: FastifyInstance;
  let keys = 0;
  const servers: TestSmtpServer[] = [];
  const senders: MailSender[] = [];
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => app?.close());
  afterEach(async () => {
    for (const s of senders.splice(0)) await s.stop();
    for (const s of servers.splice(0)) await s.close();
  });

  const signIn = (account: { email: string; password: string }) => signInCookie(app, account);
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object, key?: string): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...(method === 'POST' ? { 'idempotency-key': key ?? `quotation-test-${++keys}` } : {}) },
    });

  async function catalogue(cookie: string) {
    const res = await call('GET', '/api/quotations/catalogue', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<FleetCatalogue>();
    assert(body, FleetCatalogue);
    return body;
  }

  /** A card for the Strada company offer at the seller's dealer, 36 months. */
  function item(vehicle: FleetVehicle, over: Record<string, unknown> = {}) {
    const plan = vehicle.rentalPlanList.at(-1)!;
    const colour = vehicle.colors.find((c) => c.associatedPeriod.length === 0 || c.associatedPeriod.includes(plan.period))!;
    return { dealerCode: seller.dealerCode!, offerId: vehicle.offerId, period: plan.period, km: plan.km, colorId: colour.colorId, amount: 3, plateEnding: 7, commission: 3.5, responsible: 'João Silva', ...over };
  }
  const draft = (vehicle: FleetVehicle, over: Record<string, unknown> = {}) => ({
    draftId: `draft-${++keys}-${Math.random().toString(36).slice(2, 8)}`,
    opportunityName: 'Frota Construtora Horizonte',
    comments: 'Entrega escalonada em duas etapas.',
    items: [item(vehicle), item(vehicle, { amount: 1, commission: 5, plateEnding: 'Não' })],
    ...over,
  });

  it('every route answers a visitor 401, a customer 403, and a seller and an offer admin', async () => {
    const [sellerCookie, adminCookie, customerCookie] = [await signIn(seller), await signIn(admin), await signIn(customer)];
    const { vehicles } = await catalogue(sellerCookie);
    const vehicle = vehicles.find((v) => v.offerId === 'fiat-strada-pj')!;
    const saved = (await call('POST', '/api/quotations', sellerCookie, draft(vehicle))).json<QuotationSaveAnswer>();
    const n = saved.quotation.number;
    const simulator = simulatorBody(vehicle);
    const routes: [method: 'GET' | 'POST', url: string, payload: object | undefined, sellerStatus: number][] = [
      ['GET', '/api/commissiondiscounts', undefined, 200],
      ['GET', '/api/quotations/catalogue', undefined, 200],
      ['GET', `/api/quotations/stock?dealerCode=${seller.dealerCode}&offerId=${vehicle.offerId}`, undefined, 200],
      ['GET', '/api/quotations', undefined, 200],
      ['POST', '/api/quotations', draft(vehicle), 201],
      ['GET', `/api/quotations/${n}`, undefined, 200],
      ['GET', `/api/quotations/${n}/duplicate`, undefined, 200],
      ['GET', `/api/quotations/${n}/pdf`, undefined, 200],
      ['POST', `/api/quotations/${n}/send`, { to: 'cliente@horizonte.example', name: 'Paula' }, 202],
      ['POST', '/api/v1/leads/simulation/legal', simulator, 202],
      ['GET', '/api/admin/messages', undefined, 403],
    ];
    for (const [method, url, payload, sellerStatus] of routes) {
      const fresh = payload && 'draftId' in payload ? () => ({ ...payload, draftId: `draft-${++keys}-x` }) : () => payload;
      expect((await call(method, url, undefined, fresh())).statusCode, `${method} ${url} visitor`).toBe(401);
      expect((await call(method, url, customerCookie, fresh())).statusCode, `${method} ${url} customer`).toBe(403);
      expect((await call(method, url, sellerCookie, fresh())).statusCode, `${method} ${url} seller`).toBe(sellerStatus);
      const adminStatus = url === '/api/admin/messages' ? 200 : sellerStatus;
      // The offer admin reads everyone's quotations.
      expect((await call(method, url, adminCookie, fresh())).statusCode, `${method} ${url} offer_admin`).toBe(adminStatus);
    }
  });

  it('answers the commission discounts, the models with their car price and the stock', async () => {
    const cookie = await signIn(seller);
    const discounts = (await call('GET', '/api/commissiondiscounts', cookie)).json();
    assert(discounts, CommissionDiscountList);
    expect(discounts.map((d) => d.commission_percentage)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    const cat = await catalogue(cookie);
    expect(cat.sellerDealerCode).toBe(seller.dealerCode);
    // Each dealer says its city, so that the cards can offer them city by city.
    expect(cat.dealers.find((d) => d.code === '10101')?.city).toBe('São Paulo - SP');
    expect(cat.dealers.every((d) => /^.+ - [A-Z]{2}$/.test(d.city ?? ''))).toBe(true);
    expect(cat.vehicles.length).toBeGreaterThan(10);
    expect(cat.vehicles.every((v) => v.carPrice > 0)).toBe(true);
    const deliveries = new Set<string>();
    for (const v of cat.vehicles.filter((x) => x.brand === 'fiat').slice(0, 6)) {
      const res = await call('GET', `/api/quotations/stock?dealerCode=${seller.dealerCode}&offerId=${v.offerId}`, cookie);
      const stock = res.json<StockAnswer>();
      assert(stock, StockAnswer);
      deliveries.add(stock.delivery === null ? 'none' : stock.delivery === 'ready' ? 'ready' : 'days');
    }
    expect(deliveries).toEqual(new Set(['ready', 'days', 'none']));
    expect((await call('GET', '/api/quotations/stock?dealerCode=10101', cookie)).statusCode).toBe(400);
  });

  it('saves a quotation with the server’s prices; the same key stores it once; codes 001, 002 and 003', async () => {
    const cookie = await signIn(seller);
    const { vehicles } = await catalogue(cookie);
    const vehicle = vehicles.find((v) => v.offerId === 'fiat-strada-pj')!;
    const discounts = (await call('GET', '/api/commissiondiscounts', cookie)).json<{ commission_percentage: number; discount_value: number }[]>();
    const body = draft(vehicle);

    // 001: no seller session.
    const visitor = await call('POST', '/api/quotations', undefined, body);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: { code: '001', message: 'Autenticação inválida.' } });

    // A price in the body is not taken: the body is refused.
    const priced = await call('POST', '/api/quotations', cookie, { ...body, items: [{ ...body.items[0], monthlyPaymentAmount: 1 }] });
    expect(priced.statusCode).toBe(400);

    const first = await call('POST', '/api/quotations', cookie, body, 'save-once-0001');
    expect(first.statusCode).toBe(201);
    const answer = first.json<QuotationSaveAnswer>();
    assert(answer, QuotationSaveAnswer);
    expect(answer.message).toBe('Cotação salva com sucesso');
    const q = answer.quotation;
    expect(q.number).toMatch(/^COT-\d{6}$/);
    expect(q).toMatchObject({ revision: 1, opportunityName: body.opportunityName, sellerId: seller.sellerId, dealerCode: seller.dealerCode, sellerName: seller.fullName });
    // Each card priced as the model prices it, from the catalogue and the discounts.
    for (const [i, stored] of q.items.entries()) {
      const input = body.items[i]!;
      const card = { ...choosePeriod(changeModel(emptyCard(input.dealerCode), vehicle.offerId), vehicle, input.period), km: input.km, colorId: input.colorId, amount: input.amount, plateEnding: input.plateEnding as 'Não' | number, commission: input.commission };
      const expected = cardPrice(vehicle, card, discounts)!;
      expect(stored).toMatchObject({ monthly: expected.monthly, monthlyAll: expected.monthlyAll, contract: expected.contract, bonus: expected.bonus, discount: expected.discount, initialPrice: expected.initialPrice });
      expect(stored.additionals).toMatchObject({ insulfilm: true, maintenance: true });
    }
    expect(q.totals.contract).toBe(q.items.reduce((s, i) => s + i.monthly * i.amount * i.period, 0));

    // The same key again: the same answer, replayed; one quotation.
    const again = await call('POST', '/api/quotations', cookie, body, 'save-once-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<QuotationSaveAnswer>().quotation.number).toBe(q.number);
    const count = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM quotations')).rows[0]!.n);
    expect(await count()).toBe(1);
    expect(Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM quotation_items')).rows[0]!.n)).toBe(2);

    // 002: the same draft saved again under another key.
    const twice = await call('POST', '/api/quotations', cookie, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: '002', message: codes['002'] } });

    // 003: editing a quotation that does not exist.
    const missing = await call('POST', '/api/quotations', cookie, { ...draft(vehicle), baseNumber: 'COT-999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: '003', message: 'Cotação base não encontrada no Salesforce.' } });
    expect(await count()).toBe(1);

    // Editing the saved one: a new revision, items replaced, same number.
    const edit = await call('POST', '/api/quotations', cookie, { ...draft(vehicle, { items: [item(vehicle, { amount: 15 })] }), baseNumber: q.number });
    expect(edit.statusCode).toBe(201);
    const edited = edit.json<QuotationSaveAnswer>().quotation;
    expect(edited).toMatchObject({ number: q.number, revision: 2 });
    expect(edited.items).toHaveLength(1);
    expect(await count()).toBe(1);

    // An unknown model: nothing stored, a field named.
    const bad = await call('POST', '/api/quotations', cookie, draft(vehicle, { items: [item(vehicle, { offerId: 'nao-existe' })] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('items.0.offerId');
    expect(await count()).toBe(1);

    // Listed, reopened, duplicated as a new draft.
    const list = (await call('GET', '/api/quotations', cookie)).json<{ number: string; vehicleCount: number }[]>();
    expect(list).toEqual([expect.objectContaining({ number: q.number, vehicleCount: 15 })]);
    const reopened = (await call('GET', `/api/quotations/${q.number}`, cookie)).json<StoredQuotation>();
    assert(reopened, StoredQuotation);
    expect(reopened.items).toEqual(edited.items);
    const copy = (await call('GET', `/api/quotations/${q.number}/duplicate`, cookie)).json<{ draftId: string; items: unknown[] }>();
    expect(copy.draftId).not.toBe(body.draftId);
    expect(copy.items).toHaveLength(1);
    const savedCopy = await call('POST', '/api/quotations', cookie, copy);
    expect(savedCopy.statusCode).toBe(201);
    expect(savedCopy.json<QuotationSaveAnswer>().quotation.number).not.toBe(q.number);
    expect((await call('GET', '/api/quotations/COT-999999', cookie)).statusCode).toBe(404);
    // A number out of the quotation's shape is refused by its struct, in pt-BR, on each of its routes.
    for (const url of ['/api/quotations/COT-12', '/api/quotations/abc/duplicate', '/api/quotations/COT-1x/pdf']) {
      const refused = await call('GET', url, cookie);
      expect(refused.statusCode, url).toBe(400);
      expect(Object.keys(refused.json().error.fields), url).toEqual(['number']);
    }
  });

  it('the PDF leaves out what its font cannot draw: an emoji in the comment does not print as garbage', async () => {
    const cookie = await signIn(seller);
    const { vehicles } = await catalogue(cookie);
    const vehicle = vehicles.find((v) => v.offerId === 'fiat-strada-pj')!;
    const q = (await call('POST', '/api/quotations', cookie, draft(vehicle, { comments: 'Entrega em São Paulo 🚚 rápida 👍🏽, até sexta.' }))).json<QuotationSaveAnswer>().quotation;
    const res = await call('GET', `/api/quotations/${q.number}/pdf`, cookie);
    expect(res.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: res.rawPayload }).toString('utf8');
    expect(text.replace(/\s+/g, ' ')).toContain('Entrega em São Paulo rápida, até sexta.');
    expect(text).not.toMatch(/Ø=|Þ|�/);
    // The colour as people read it, and the coating is the version's, not the paint.
    expect(q.items[0]!.colourName).not.toMatch(/^[A-ZÀ-Ú\s]+$/);
    expect(q.items[0]!.coating).toBe(quotationLabels.coatingStandard);
  });

  it('the PDF carries the quotation’s number, opportunity, colour, coating, accessories and pt-BR amounts as text', async () => {
    const cookie = await signIn(seller);
    const { vehicles } = await catalogue(cookie);
    const vehicle = vehicles.find((v) => v.offerId === 'fiat-strada-pj')!;
    const q = (await call('POST', '/api/quotations', cookie, draft(vehicle))).json<QuotationSaveAnswer>().quotation;
    const res = await call('GET', `/api/quotations/${q.number}/pdf`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cotacao-${q.number}.pdf"`);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    const read = plain(text);
    for (const expected of [q.number, q.opportunityName, q.items[0]!.colourName, q.items[0]!.coating, q.comments, 'Preço inicial', 'Bonificação', 'Desconto', 'Validade', 'Opcionais', 'Acessórios', 'Revestimento']) {
      expect(read).toContain(expected);
    }
    for (const amount of [q.items[0]!.initialPrice, q.items[0]!.monthly, q.items[0]!.contract, q.totals.contract]) expect(read).toContain(plain(formatBRL(amount)));
    // The client's document: the seller's commission is not in it.
    expect(read).not.toContain('Comissão');
    // Another seller's quotation is not found; the admin may read it.
    const adminCookie = await signIn(admin);
    expect((await call('GET', `/api/quotations/${q.number}/pdf`, adminCookie)).statusCode).toBe(200);
  });

  it('sends the quotation to the client through the outbox, with the PDF attached, to a real SMTP server', async () => {
    const cookie = await signIn(seller);
    const { vehicles } = await catalogue(cookie);
    const vehicle = vehicles.find((v) => v.offerId === 'fiat-strada-pj')!;
    const q = (await call('POST', '/api/quotations', cookie, draft(vehicle))).json<QuotationSaveAnswer>().quotation;
    const bad = await call('POST', `/api/quotations/${q.number}/send`, cookie, { to: 'não é e-mail' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ to: 'Digite um e-mail válido' });
    const sent = await call('POST', `/api/quotations/${q.number}/send`, cookie, { to: 'Paula@Horizonte.example', name: 'Paula' }, 'send-once-0001');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ message: 'Cotação enviada para paula@horizonte.example' });
    // Retried: no second message.
    expect((await call('POST', `/api/quotations/${q.number}/send`, cookie, { to: 'Paula@Horizonte.example', name: 'Paula' }, 'send-once-0001')).statusCode).toBe(202);
    expect(await listOutbox(ctx.db, { kind: 'quotationToClient' })).toHaveLength(1);

    const server = await startSmtpServer();
    servers.push(server);
    const sender = createMailSender({ db: ctx.db, transport: smtpTransport(server.url, { timeoutMs: 2000 }), from: '"Flua!" <nao-responda@flua.example>', now: () => new Date(Date.now() + 1000) });
    senders.push(sender);
    await sender.runOnce();
    const [mail] = await server.waitFor(1);
    expect(mail!.to).toEqual(['paula@horizonte.example']);
    expect(mail!.subject).toBe(mailLabels.quotation.subject(q.number));
    expect(plain(mail!.text)).toContain(plain(formatBRL(q.totals.contract)));
    expect(mail!.html).toContain('<html lang="pt-BR">');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ filename: `cotacao-${q.number}.pdf`, contentType: 'application/pdf' });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(mail!.attachments[0]!.content)), { mergePages: true });
    expect(plain(text)).toContain(plain(formatBRL(q.items[0]!.monthly)));
    expect((await listOutbox(ctx.db, { kind: 'quotationToClient' }))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  function simulatorBody(vehicle: FleetVehicle) {
    const plan = vehicle.rentalPlanList[0]!;
    const colour = vehicle.colors.find((c) => c.associatedPeriod.length === 0 || c.associatedPeriod.includes(plan.period))!;
    return {
      destination: { to: 'vendedor@flua.example', subject: 'Proposta Frota Horizonte', body: 'Segue a proposta solicitada.', bcc: ['copia@flua.example'] },
      sellerInformation: { name: 'Rafael Teixeira Lima', dealerIdentification: '10101', email: 'vendedor@flua.example' },
      clientInformation: { cnpj: '12ABC34501DE35', registeredName: 'Construtora Horizonte Ltda', address: 'Av. Paulista, 1000' },
      quotations: [
        {
          quantity: 2,
          model: vehicle.offerId,
          color: colour.colorId,
          monthlyPaymentAmount: 1,
          rentalPlanPeriod: plan.period,
          mileage: plan.km,
          dealerIdentification: '10101',
          userIdentification: 'João Silva',
          additionals: { insulfilm: true, plateEnding: 'Não', maintenance: true, insurance: true },
        },
        { quantity: 1, model: 'peugeot-2008-pj', userIdentification: 'Ana Souza' },
        {},
      ],
    };
  }

  it('the legal-person simulator mails only the complete quotation, priced by the server; none complete is refused', async () => {
    const cookie = await signIn(seller);
    const { vehicles } = await catalogue(cookie);
    const vehicle = vehicles.find((v) => v.offerId === 'fiat-strada-pj')!;
    const body = simulatorBody(vehicle);
    const invalid = await call('POST', '/api/v1/leads/simulation/legal', cookie, { ...body, clientInformation: { ...body.clientInformation, cnpj: '12ABC34501DE36' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ 'clientInformation.cnpj': 'CNPJ inválido' });
    const none = await call('POST', '/api/v1/leads/simulation/legal', cookie, { ...body, quotations: body.quotations.slice(1) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Erro ao enviar e-mail. Verifique os campos novamente.');

    const res = await call('POST', '/api/v1/leads/simulation/legal', cookie, body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: 'E-mail enviado com sucesso para o vendedor cadastrado.', sent: 1 });
    const messages = await listOutbox(ctx.db, { kind: 'simulatorLegal' });
    expect(messages).toHaveLength(1);
    const [m] = messages;
    expect(m).toMatchObject({ to: 'vendedor@flua.example', bcc: ['copia@flua.example'], subject: 'Proposta Frota Horizonte' });
    expect(m!.text).toContain('Cotação 1: ' + vehicle.title);
    expect(m!.text).not.toContain('Cotação 2');
    expect(m!.text).not.toContain('Ana Souza');
    expect(m!.text).toContain('12ABC34501DE35');
    // The monthly price is the server's (the body said R$ 0,01).
    expect(m!.text).not.toContain(plain(formatBRL(1)));

    const server = await startSmtpServer();
    servers.push(server);
    const sender = createMailSender({ db: ctx.db, transport: smtpTransport(server.url, { timeoutMs: 2000 }), from: '"Flua!" <nao-responda@flua.example>', now: () => new Date(Date.now() + 1000) });
    senders.push(sender);
    await sender.runOnce();
    const received = await server.waitFor(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to.sort()).toEqual(['copia@flua.example', 'vendedor@flua.example']);
  });

  it('the offer admin reads the outbox: recipient, subject, status, attempts, the message and its attachments', async () => {
    const cookie = await signIn(seller);
    const { vehicles } = await catalogue(cookie);
    const vehicle = vehicles.find((v) => v.offerId === 'fiat-strada-pj')!;
    const q = (await call('POST', '/api/quotations', cookie, draft(vehicle))).json<QuotationSaveAnswer>().quotation;
    await call('POST', `/api/quotations/${q.number}/send`, cookie, { to: 'cliente@horizonte.example' });
    const adminCookie = await signIn(admin);
    const res = await call('GET', '/api/admin/messages', adminCookie);
    expect(res.statusCode).toBe(200);
    const [message] = res.json<AdminMessage[]>();
    assert(message, AdminMessage);
    expect(message).toMatchObject({ kind: 'quotationToClient', to: 'cliente@horizonte.example', status: 'pending', attempts: 0, subject: mailLabels.quotation.subject(q.number) });
    expect(message.text).toContain(q.number);
    expect(message.attachments).toEqual([{ filename: `cotacao-${q.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) }]);
    expect((await call('GET', '/api/admin/messages?kind=simulatorLegal', adminCookie)).json()).toEqual([]);
    // The address's limit is read as a number; a limit out of 1–200 is refused with the pt-BR envelope.
    const limited = await call('GET', '/api/admin/messages?kind=quotationToClient&limit=200', adminCookie);
    expect(limited.statusCode).toBe(200);
    expect(limited.json<AdminMessage[]>().map((m) => m.id)).toEqual([message.id]);
    expect((await call('GET', '/api/admin/messages?limit=0', adminCookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/messages?limit=abc', adminCookie)).statusCode).toBe(400);
  });

  it("a lead a seller sends carries their seller id and sub-origin 'Show Room'; a visitor's does not", async () => {
    const cookie = await signIn(seller);
    const sent = await call('POST', '/api/v2/lead', cookie, rentalLead());
    expect(sent.statusCode).toBe(201);
    const visitor = await call('POST', '/api/v2/lead', undefined, rentalLead());
    expect(visitor.statusCode).toBe(201);
    const { rows } = await ctx.db.query<{ body: { SubOrigem__c: string; sellerId?: string } }>('SELECT body FROM leads ORDER BY created_at, id');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.body).toMatchObject({ SubOrigem__c: 'Show Room', sellerId: seller.sellerId });
    expect(rows[1]!.body.SubOrigem__c).not.toBe('Show Room');
    expect(rows[1]!.body.sellerId ?? null).not.toBe(seller.sellerId);
  });
});
