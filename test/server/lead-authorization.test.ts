/**
 * The seller's lead authorization: made for one lead and one seller, good
 * for 7 days; an altered, expired, other-lead or other-seller value is
 * refused with its own pt-BR message, and so is one whose seller no longer
 * serves the lead's dealer. Without a configured secret, one is generated
 * once and shared through the database.
 */
import { expect, it } from 'vitest';
import type { SessionUser } from '../../models/auth';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { LEAD_AUTHORIZATION_TTL_MS, LeadAuthorization, parseLeadAuthorization } from '../../models/lead-authorization';
import { is } from 'superstruct';
import { demoAccounts } from '../../server/db/demo-accounts';
import { AUTHORIZATION_ERRORS, createLeadAuthorizer, requestAuthorization } from '../../server/seller-leads/lead-authorization';
import type { HttpError } from '../../server/http/route';
import { describeEachDatabase } from './support/test-db';

const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const LEAD = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER_LEAD = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

async function refusal(promise: Promise<unknown>): Promise<{ statusCode: number; code: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    const e = err as HttpError;
    return { statusCode: e.statusCode, code: e.code, message: e.message };
  }
  throw new Error('the authorization was accepted');
}

describeEachDatabase('lead authorization', (ctx) => {
  const sellerAccountId = async () => {
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [seller.email]);
    return rows[0]!.id;
  };
  const lead = { leadId: LEAD, dealerCode: seller.dealerCode! };

  it('is made for the lead and the seller, lasts 7 days and is accepted for that lead', async () => {
    let now = new Date('2026-11-20T12:00:00Z');
    const authorizer = createLeadAuthorizer(ctx.db, { now: () => now });
    const id = await sellerAccountId();
    const { authorization, expiresAt } = await authorizer.sign({ leadId: LEAD, sellerAccountId: id });
    expect(is(authorization, LeadAuthorization)).toBe(true);
    expect(expiresAt.getTime() - now.getTime()).toBe(LEAD_AUTHORIZATION_TTL_MS);
    expect(parseLeadAuthorization(authorization)?.claims).toEqual({ leadId: LEAD, sellerAccountId: id, expiresAt: expiresAt.getTime() / 1000 });

    const accepted = await authorizer.verify(authorization, lead, null);
    expect(accepted).toMatchObject({ sellerAccountId: id, sellerId: seller.sellerId, dealerCode: seller.dealerCode });
    // A second before it expires it still works; at the expiry it does not.
    now = new Date(expiresAt.getTime() - 1000);
    await expect(authorizer.verify(authorization, lead, null)).resolves.toMatchObject({ sellerAccountId: id });
    now = expiresAt;
    expect(await refusal(authorizer.verify(authorization, lead, null))).toEqual({
      statusCode: 403,
      code: AUTHORIZATION_ERRORS.expired,
      message: leadDeskLabels.authorization.expired,
    });
  });

  it('refuses a missing, malformed or altered value, one for another lead, and one pushed past its expiry', async () => {
    const authorizer = createLeadAuthorizer(ctx.db);
    const id = await sellerAccountId();
    const { authorization } = await authorizer.sign({ leadId: LEAD, sellerAccountId: id });
    const [version, leadId, account, expires, signature] = authorization.split('.') as [string, string, string, string, string];

    expect(await refusal(authorizer.verify(undefined, lead, null))).toMatchObject({ code: AUTHORIZATION_ERRORS.missing, message: leadDeskLabels.authorization.missing });
    expect(await refusal(authorizer.verify('qualquer-coisa', lead, null))).toMatchObject({ code: AUTHORIZATION_ERRORS.invalid, message: leadDeskLabels.authorization.invalid });
    // One character of the signature changed.
    const flipped = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await refusal(authorizer.verify([version, leadId, account, expires, flipped].join('.'), lead, null))).toMatchObject({ code: AUTHORIZATION_ERRORS.invalid });
    // The expiry pushed a year ahead, the signature kept.
    const later = String(Number(expires) + 365 * 24 * 3600);
    expect(await refusal(authorizer.verify([version, leadId, account, later, signature].join('.'), lead, null))).toMatchObject({ code: AUTHORIZATION_ERRORS.invalid });
    // The lead id swapped for another, the signature kept.
    expect(await refusal(authorizer.verify([version, OTHER_LEAD, account, expires, signature].join('.'), { ...lead, leadId: OTHER_LEAD }, null))).toMatchObject({
      code: AUTHORIZATION_ERRORS.invalid,
    });
    // A genuine value shown for another lead.
    expect(await refusal(authorizer.verify(authorization, { ...lead, leadId: OTHER_LEAD }, null))).toEqual({
      statusCode: 403,
      code: AUTHORIZATION_ERRORS.otherLead,
      message: leadDeskLabels.authorization.otherLead,
    });
  });

  it('is signed with a secret of its own: another secret’s value is refused', async () => {
    const configured = createLeadAuthorizer(ctx.db, { secret: 'a'.repeat(40) });
    const other = createLeadAuthorizer(ctx.db, { secret: 'b'.repeat(40) });
    const { authorization } = await configured.sign({ leadId: LEAD, sellerAccountId: await sellerAccountId() });
    await expect(configured.verify(authorization, lead, null)).resolves.toBeTruthy();
    expect(await refusal(other.verify(authorization, lead, null))).toMatchObject({ code: AUTHORIZATION_ERRORS.invalid });
    expect(() => createLeadAuthorizer(ctx.db, { secret: 'curto' })).toThrow(/at least 32/);
  });

  it('without a configured secret, generates one once and shares it through the database', async () => {
    const first = createLeadAuthorizer(ctx.db);
    const second = createLeadAuthorizer(ctx.db);
    const { authorization } = await first.sign({ leadId: LEAD, sellerAccountId: await sellerAccountId() });
    await expect(second.verify(authorization, lead, null)).resolves.toBeTruthy();
    const { rows } = await ctx.db.query<{ n: number | string }>("SELECT count(*) AS n FROM server_secrets WHERE name = 'lead_authorization'");
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('is bound to its seller: another signed-in seller, or a seller who left the dealer, is refused', async () => {
    const authorizer = createLeadAuthorizer(ctx.db);
    const id = await sellerAccountId();
    const { authorization } = await authorizer.sign({ leadId: LEAD, sellerAccountId: id });
    const otherSeller: SessionUser = {
      id: 'another-seller',
      name: 'Outro Vendedor',
      cpf: '52998224725',
      phone: '11988887777',
      emails: ['outro@flua.example'],
      certified: false,
      emailVerified: true,
      roles: ['seller'],
      sellerId: 'VEND-0002',
      dealerCode: seller.dealerCode,
    };
    expect(await refusal(authorizer.verify(authorization, lead, otherSeller))).toEqual({
      statusCode: 403,
      code: AUTHORIZATION_ERRORS.otherSeller,
      message: leadDeskLabels.authorization.otherSeller,
    });
    // The seller signed in themselves: accepted.
    await expect(authorizer.verify(authorization, lead, { ...otherSeller, id })).resolves.toBeTruthy();
    // A lead of another dealer: the seller does not serve it.
    expect(await refusal(authorizer.verify(authorization, { ...lead, dealerCode: '55553' }, null))).toMatchObject({ code: AUTHORIZATION_ERRORS.sellerGone });
    // The seller moved to another dealer: their old links stop working.
    await ctx.db.query("UPDATE users SET dealer_code = '55553' WHERE id = $1", [id]);
    expect(await refusal(authorizer.verify(authorization, lead, null))).toEqual({
      statusCode: 403,
      code: AUTHORIZATION_ERRORS.sellerGone,
      message: leadDeskLabels.authorization.sellerGone,
    });
  });

  it('reads the value from the Authorization header, bare or as a bearer', () => {
    expect(requestAuthorization('Bearer v1.a.b.1.c')).toBe('v1.a.b.1.c');
    expect(requestAuthorization('v1.a.b.1.c')).toBe('v1.a.b.1.c');
    expect(requestAuthorization(undefined)).toBeUndefined();
    expect(requestAuthorization('  ')).toBeUndefined();
  });
});
