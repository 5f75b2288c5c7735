/**
 * The dealer's lead desk: a seller reads the leads of their own dealer only
 * (list and page), with the desk's filters; customers and visitors are
 * refused; the page carries consents, documents (which the dealer's seller
 * may download), timeline; 'Editar proposta' answers the seller edit link,
 * whose authorization opens that lead's timeline and nothing else.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { SellerEditLink } from '../../models/lead/lead-authorization';
import { SellerLeadDetail, SellerLeadsAnswer } from '../../models/lead/lead-desk';
import { buildApp } from '../../server/app';
import { createAccount } from '../../server/auth/accounts-repo';
import { hashPassword } from '../../server/auth/passwords';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { AUTHORIZATION_ERRORS } from '../../server/seller-leads/lead-authorization';
import { leadOffer } from '../support/lead-fixtures';
import type { Lead } from '../../models/lead/lead';
import { sendLead } from './support/send-lead';
import { signInCookie } from './support/sign-in';
import { accounts } from './support/callers';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
/** A seller of another dealer (10102), the one the access matrix speaks as. */
const otherSeller = accounts.otherSeller;

describeEachDatabase('lead desk API', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let key = 0;
  let now = new Date();
  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'h3-desk-uploads-'));
    app = (await buildApp({ db: ctx.db, uploadsDir, leadAuthorization: { now: () => now } })).app;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    now = new Date();
    await createAccount(ctx.db, { ...otherSeller, passwordHash: await hashPassword(otherSeller.password, { N: 2 ** 10, r: 8, p: 1 }), roles: ['seller'] });
  });

  const signIn = (account: { email: string; password: string }) => signInCookie(app, account);
  const visitorLead = (overrides: Partial<Lead> = {}) => sendLead(app, overrides);
  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const list = async (cookie: string, query = '') => {
    const res = await get(`/api/seller/leads${query}`, cookie);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    assert(answer, SellerLeadsAnswer);
    return answer;
  };
  const move = (cookie: string, id: string, to: string, note?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/leads/${id}/status`,
      payload: { to, ...(note ? { note } : {}) },
      headers: { cookie, 'idempotency-key': `h3-desk-move-${++key}`, ...SAME_ORIGIN },
    });
  const editLink = (cookie: string | undefined, id: string) =>
    app.inject({ method: 'POST', url: `/api/seller/leads/${id}/edit-link`, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });

  it('refuses visitors (401) and customers (403) on every desk call', async () => {
    const lead = await visitorLead();
    const customer = await signIn(camila);
    for (const url of ['/api/seller/leads', `/api/seller/leads/${lead}`]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, customer)).statusCode).toBe(403);
    }
    expect((await editLink(undefined, lead)).statusCode).toBe(401);
    expect((await editLink(customer, lead)).statusCode).toBe(403);
  });

  it('shows a seller the leads of their own dealer only, and never another dealer’s lead page or edit link', async () => {
    const ours = await visitorLead({ firstName: 'Helena Duarte Rocha', cpf: '529.982.247-25' });
    const theirs = await visitorLead({ firstName: 'Otávio Nunes Pires', cpf: '390.533.447-05', dealersCode: otherSeller.dealerCode });
    const a = await signIn(seller);
    const b = await signIn(otherSeller);

    const aList = await list(a);
    expect(aList.map((l) => l.id)).toContain(ours);
    expect(aList.map((l) => l.id)).not.toContain(theirs);
    expect(aList.find((l) => l.id === ours)).toMatchObject({
      name: 'Helena Duarte Rocha',
      document: '52998224725',
      status: 'sent',
      offerId: leadOffer.id,
      brand: 'fiat',
      kind: 'rental',
      awaitingVersion: null,
    });
    expect((await list(b)).map((l) => l.id)).toEqual([theirs]);

    expect((await get(`/api/seller/leads/${theirs}`, a)).statusCode).toBe(404);
    expect((await get(`/api/seller/leads/${ours}`, b)).json()).toMatchObject({ error: { code: 'not_found', message: leadDeskLabels.api.leadNotFound } });
    expect((await editLink(b, ours)).statusCode).toBe(404);
    expect((await get(`/api/seller/leads/${ours}`, a)).statusCode).toBe(200);
  });

  it('filters by status, by period (São Paulo days) and by name (any case and accent) or CPF (with or without punctuation)', async () => {
    const helena = await visitorLead({ firstName: 'Helena Duarte Rocha', cpf: '529.982.247-25' });
    const joao = await visitorLead({ firstName: 'João Átila Souza', cpf: '390.533.447-05' });
    const a = await signIn(seller);
    expect((await move(a, joao, 'in_service')).statusCode).toBe(200);
    // Helena's lead arrived on 10/11 at 23:30 in São Paulo (02:30 UTC on the 11th).
    await ctx.db.query(`UPDATE leads SET created_at = '2026-11-11T02:30:00Z' WHERE id = $1`, [helena]);

    const ids = async (query: string) => (await list(a, query)).map((l) => l.id);
    expect(await ids('?status=in_service')).toEqual([joao]);
    expect(await ids('?status=sent')).toContain(helena);
    expect(await ids('?status=sent')).not.toContain(joao);
    expect(await ids('?from=2026-11-10&to=2026-11-10')).toEqual([helena]);
    expect(await ids('?from=2026-11-11&to=2026-11-11')).toEqual([]);
    expect(await ids('?q=joao%20atila')).toEqual([joao]);
    expect(await ids('?q=HELENA')).toEqual([helena]);
    expect(await ids('?q=390.533.447-05')).toEqual([joao]);
    expect(await ids('?q=5299822')).toEqual([helena]);
    expect(await ids('?q=100%25')).toEqual([]);
    expect((await list(a, '?status=in_service')).find((l) => l.id === joao)!.statusChangedAt).not.toBe(undefined);
  });

  it('refuses a bad filter with 400 and the pt-BR message', async () => {
    const a = await signIn(seller);
    const order = await get('/api/seller/leads?from=2026-11-12&to=2026-11-10', a);
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ error: { code: 'bad_request', fields: { to: leadDeskLabels.filters.periodOrder } } });
    const day = await get('/api/seller/leads?from=2026-02-30', a);
    expect(day.statusCode).toBe(400);
    expect(day.json()).toMatchObject({ error: { fields: { from: leadDeskLabels.filters.invalidDay } } });
    expect((await get('/api/seller/leads?status=perdida', a)).statusCode).toBe(400);
    expect((await get(`/api/seller/leads?q=${'x'.repeat(81)}`, a)).statusCode).toBe(400);
  });

  it('opens the whole lead: items, contact choices, consents, documents the seller may download, and its timeline', async () => {
    const fileId = 'f'.repeat(8) + '-0000-4000-8000-' + '0'.repeat(12);
    await ctx.db.query(
      `INSERT INTO uploads (id, service, file_name, content_type, size_bytes, storage_name, owner_token_hash)
       VALUES ($1, 'documents', 'holerite.pdf', 'application/pdf', 9, $2, 'x')`,
      [fileId, `${fileId}.pdf`],
    );
    writeFileSync(join(uploadsDir, `${fileId}.pdf`), '%PDF-1.4\n');
    const lead = await visitorLead({
      firstName: 'Helena Duarte Rocha',
      documents_url: [`http://localhost:3000/api/v1/file/download/documents/${fileId}?download_type=SUB_PATH`],
      relatedProduct: [{ product: leadOffer.mvs, type: 'color', code: '268', name: 'Branco Banchisa', price: 0 }],
    });
    const a = await signIn(seller);
    expect((await move(a, lead, 'in_service', 'Vou ligar amanhã cedo.')).statusCode).toBe(200);

    const res = await get(`/api/seller/leads/${lead}`, a);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    assert(detail, SellerLeadDetail);
    expect(detail.summary).toMatchObject({ id: lead, status: 'in_service', name: 'Helena Duarte Rocha' });
    expect(detail.dealerName).toBe('Paulista Motores');
    expect(detail.items).toEqual([
      // Our catalogue's name of colour 268, whatever the lead wrote.
      { kind: 'color', name: leadOffer.colors.find((c) => c.code === '268')!.name, price: 0 },
      { kind: 'additional', name: 'Manutenção preventiva', price: 0 },
    ]);
    expect(detail.contact).toEqual({ sms: false, phone: true, email: false, whatsapp: true });
    // In the privacy centre's order; none withdrawn.
    expect(detail.consents.map((c) => [c.purpose, c.granted, c.withdrawnAt])).toEqual([
      ['whatsapp', true, null],
      ['sms_phone', true, null],
      ['email', false, null],
    ]);
    // Passing the lead to the dealer is its legal basis, not a consent.
    expect(detail.dealerSharingBasis).toBe('preliminary_procedures');
    expect(detail.documents).toEqual([{ id: fileId, name: 'holerite.pdf', href: `/api/v1/file/download/documents/${fileId}?download_type=SUB_PATH` }]);
    expect(detail.timeline.map((e) => [e.status, e.by.role, e.note])).toEqual([
      ['sent', 'customer', null],
      ['in_service', 'seller', 'Vou ligar amanhã cedo.'],
    ]);
    expect(detail.versions).toMatchObject([{ number: 1, actor: 'customer', actorName: 'Helena Duarte Rocha', changes: [], acceptance: 'not_needed' }]);

    // The dealer's seller downloads the document; another dealer's seller may not.
    const download = await get(detail.documents[0]!.href, a);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await get(detail.documents[0]!.href, await signIn(otherSeller))).statusCode).toBe(403);
  });

  it('makes the seller edit link for the lead; its authorization opens that lead’s timeline and nothing else', async () => {
    const lead = await visitorLead({ cpf: '529.982.247-25' });
    const other = await visitorLead({ cpf: '390.533.447-05' });
    const a = await signIn(seller);
    const res = await editLink(a, lead);
    expect(res.statusCode).toBe(200);
    const link = res.json();
    assert(link, SellerEditLink);
    const url = new URL(link.href, 'http://localhost');
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ offerId: leadOffer.id, leadId: lead, authorization: link.authorization });
    // No personal data in the link: not the CPF, in any form.
    expect(link.href).not.toMatch(/cpf|52998224725|529\.982/i);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // The seller's timeline call (spec 001 §7), from a browser with nobody signed in.
    const timeline = (cpf: string, id: string, authorization: string) =>
      get(`/api/v2/timeline/rental/${cpf}/${id}?brand=fiat`, undefined, { authorization, 'accept-language': 'pt-BR' });
    const opened = await timeline('52998224725', lead, link.authorization);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ leadId: lead, cpf: '52998224725', status: 'sent', mvsInformation: expect.any(Object) });
    const otherLead = await timeline('39053344705', other, link.authorization);
    expect(otherLead.statusCode).toBe(403);
    expect(otherLead.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.otherLead, message: leadDeskLabels.authorization.otherLead } });
    const flipped = link.authorization.slice(0, -2) + (link.authorization.endsWith('AA') ? 'BB' : 'AA');
    const altered = await timeline('52998224725', lead, flipped);
    expect(altered.statusCode).toBe(403);
    expect(altered.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.invalid, message: leadDeskLabels.authorization.invalid } });
    // Another seller, signed in, holding this seller's link.
    const b = await signIn(otherSeller);
    const borrowed = await get(`/api/v2/timeline/rental/52998224725/${lead}`, b, { authorization: link.authorization });
    expect(borrowed.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.otherSeller, message: leadDeskLabels.authorization.otherSeller } });
    // It grants nothing else: not the desk, not a status move.
    expect((await get('/api/seller/leads', undefined, { authorization: link.authorization })).statusCode).toBe(401);
    const moveWithLink = await app.inject({
      method: 'PUT',
      url: `/api/leads/${lead}/status`,
      payload: { to: 'in_service' },
      headers: { authorization: link.authorization, 'idempotency-key': `h3-desk-move-${++key}`, ...SAME_ORIGIN },
    });
    expect(moveWithLink.statusCode).toBe(401);
    // Eight days later it has expired.
    now = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    const expired = await timeline('52998224725', lead, link.authorization);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.expired, message: leadDeskLabels.authorization.expired } });
  });

  it('leaves the timeline to the session when a signed-in person sends another kind of Authorization', async () => {
    const a = await signIn(seller);
    const lead = await visitorLead({ cpf: '529.982.247-25' });
    // The dealer's seller, signed in, with an unrelated header: their session lets them read it.
    expect((await get(`/api/v2/timeline/rental/52998224725/${lead}`, a, { authorization: 'Bearer algo-de-outro-servico' })).statusCode).toBe(200);
    // A visitor with that header gets the clear refusal.
    const visitor = await get(`/api/v2/timeline/rental/52998224725/${lead}`, undefined, { authorization: 'Bearer algo-de-outro-servico' });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.invalid } });
  });

  it('makes no edit link once the proposal is past the contract or cancelled', async () => {
    const lead = await visitorLead();
    const a = await signIn(seller);
    expect((await move(a, lead, 'cancelled', 'Cliente desistiu.')).statusCode).toBe(200);
    const res = await editLink(a, lead);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'not_editable', message: leadDeskLabels.api.notEditable } });
  });
});
