/**
 * Sellers keep their showroom leads (spec 000 §4 "Lead form", 001 §2
 * 'sellerId', §9 "Sub-origin"): a lead names a seller only when the server
 * can tell it is one (a seller signed in: their own id; a visitor's
 * `sellerId`: a seller's account), the sub-origin is the server's (never
 * the browser's), and the seller's desk says who brought each lead.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Lead } from '../../models/lead/lead';
import type { SellerLeadDetail, SellerLeadsAnswer } from '../../models/lead/lead-desk';
import { DEFAULT_SUB_ORIGIN } from '../../models/lead/lead-rules';
import { createAccount } from '../../server/auth/accounts-repo';
import { hashPassword } from '../../server/auth/passwords';
import { buildApp } from '../../server/app';
import { CPFS, rentalLead } from '../support/lead-fixtures';
import { FAST_HASHING, SAME_ORIGIN, accounts, signInCookie } from './support/callers';
import { describeEachDatabase } from './support/test-db';

const seller = accounts.seller;

describeEachDatabase('showroom leads: the seller and the sub-origin', (ctx) => {
  let app: FastifyInstance;
  let key = 0;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = async (payload: Lead & { dealerGroup?: string }, cookie?: string) => {
    // A CPF of its own each time (the per-CPF daily limit is not this test's subject).
    const res = await app.inject({ method: 'POST', url: '/api/v2/lead', payload: { ...payload, cpf: CPFS[key % CPFS.length] }, headers: { 'idempotency-key': `seller-lead-${++key}`, ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const stored = async (id: string) =>
    (await ctx.db.query<{ seller_id: string | null; body: Record<string, unknown> }>('SELECT seller_id, body FROM leads WHERE id = $1', [id])).rows[0]!;

  it("takes a visitor's sellerId that names a seller's account: the seller's lead, sub-origin 'Show Room'", async () => {
    const id = await post(rentalLead({ sellerId: seller.sellerId!, SubOrigem__c: 'Qualquer' }));
    const row = await stored(id);
    expect(row.seller_id).toBe(seller.sellerId);
    expect(row.body).toMatchObject({ sellerId: seller.sellerId, SubOrigem__c: 'Show Room' });
  });

  it('ignores a sellerId that names no seller (unknown, or an account that is not a seller’s): the lead arrives without one', async () => {
    await createAccount(ctx.db, {
      fullName: 'Conta Sem Papel de Vendedor',
      cpf: '39053344705',
      phone: '11955554444',
      email: 'sem.papel@flua.example',
      passwordHash: await hashPassword('Flua@SemPapel1', FAST_HASHING),
      roles: ['customer'],
      sellerId: 'VEND-0777',
      dealerCode: '10101',
    });
    for (const sellerId of ['VEND-9999', 'VEND-0777']) {
      const row = await stored(await post(rentalLead({ sellerId, SubOrigem__c: 'Show Room' })));
      expect(row.seller_id).toBeNull();
      expect(row.body.sellerId).toBeUndefined();
      expect(row.body.SubOrigem__c).toBe(DEFAULT_SUB_ORIGIN);
    }
  });

  it("a seller signed in brings their own leads, whatever sellerId the browser sends", async () => {
    const other = accounts.otherSeller;
    await createAccount(ctx.db, { ...other, passwordHash: await hashPassword(other.password, FAST_HASHING), roles: ['seller'] });
    const cookie = await signInCookie(app, seller);
    for (const sent of [undefined, other.sellerId, 'VEND-9999']) {
      const row = await stored(await post(rentalLead(sent ? { sellerId: sent } : {}), cookie));
      expect(row.seller_id).toBe(seller.sellerId);
      expect(row.body).toMatchObject({ sellerId: seller.sellerId, SubOrigem__c: 'Show Room' });
    }
  });

  it("computes the other sub-origins from what it checked: the address's dealer, the dealer's group, else the default", async () => {
    const sub = async (overrides: Partial<Lead> & { dealerGroup?: string }) => (await stored(await post(rentalLead(overrides)))).body.SubOrigem__c;
    // The address's dealer is the lead's own dealer.
    expect(await sub({ referralDealer: '10101' })).toBe('Campanha CCSS');
    // A dealer the lead does not go to is no campaign of it.
    expect(await sub({ referralDealer: '20101' })).toBe(DEFAULT_SUB_ORIGIN);
    // Dealer 10101 is of GRUPO-ALVORADA, not of GRUPO-MAR.
    expect(await sub({ dealerGroup: 'GRUPO-ALVORADA' })).toBe('Campanha Grupo CCSS');
    expect(await sub({ dealerGroup: 'GRUPO-MAR' })).toBe(DEFAULT_SUB_ORIGIN);
    // The browser's sub-origin is never taken.
    expect(await sub({ SubOrigem__c: 'Campanha CCSS' })).toBe(DEFAULT_SUB_ORIGIN);
    // A seller comes first.
    expect(await sub({ sellerId: seller.sellerId!, referralDealer: '10101', dealerGroup: 'GRUPO-ALVORADA' })).toBe('Show Room');
  });

  it('the desk names the seller who brought a lead, and no one for a lead from the public site', async () => {
    const showroom = await post(rentalLead({ sellerId: seller.sellerId! }));
    const site = await post(rentalLead());
    const cookie = await signInCookie(app, seller);
    const list = (await app.inject({ method: 'GET', url: '/api/seller/leads', headers: { cookie } })).json<SellerLeadsAnswer>();
    expect(list.find((l) => l.id === showroom)).toMatchObject({ sellerId: seller.sellerId, sellerName: seller.fullName });
    expect(list.find((l) => l.id === site)).toMatchObject({ sellerId: null, sellerName: null });
    const detail = (await app.inject({ method: 'GET', url: `/api/seller/leads/${showroom}`, headers: { cookie } })).json<SellerLeadDetail>();
    expect(detail.summary).toMatchObject({ sellerId: seller.sellerId, sellerName: seller.fullName });
    expect(detail.subOrigin).toBe('Show Room');
  });
});
