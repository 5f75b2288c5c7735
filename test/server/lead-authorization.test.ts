/**
 * The seller's lead authorization: made for one lead and one seller, good
 * for 7 days at most and only while the seller's session that made it lives;
 * an altered, expired, other-lead or other-seller value is refused with its
 * own pt-BR message, and so is one whose seller no longer serves the lead's
 * dealer or whose session ended. A save through it takes that seller signed
 * in. Without a configured secret, one is generated once and shared through
 * the database.
 */
import { expect, it } from 'vitest';
import type { SessionUser } from '../../models/account/auth';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { LEAD_AUTHORIZATION_TTL_MS, LeadAuthorization, parseLeadAuthorization } from '../../models/lead/lead-authorization';
import { is } from 'superstruct';
import { createSession, deleteSession, SESSION_LIFETIME, sessionStore } from '../../server/auth/accounts-repo';
import { demoAccounts } from '../../server/demo/demo-accounts';
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
  const nobody = { user: null };
  /** The seller signed in: a session of theirs (its token), and the two leads the links name. */
  const signedInSeller = async () => {
    const id = await sellerAccountId();
    for (const leadId of [LEAD, OTHER_LEAD]) {
      await ctx.db.query(
        `INSERT INTO leads (id, kind, endpoint, document, email, dealer_code, body) VALUES ($1, 'rental', 'v2', '52998224725', 'x@exemplo.example', $2, '{}') ON CONFLICT (id) DO NOTHING`,
        [leadId, seller.dealerCode],
      );
    }
    return { id, sessionToken: await createSession(ctx.db, id, { ttlSeconds: SESSION_LIFETIME.absoluteSeconds, idleSeconds: SESSION_LIFETIME.idleSeconds.staff }) };
  };

  it('is made for the lead and the seller, lasts 7 days and is accepted for that lead', async () => {
    let now = new Date('2026-11-20T12:00:00Z');
    const authorizer = createLeadAuthorizer(ctx.db, sessionStore, { now: () => now });
    const { id, sessionToken } = await signedInSeller();
    const { authorization, expiresAt } = await authorizer.sign({ leadId: LEAD, sellerAccountId: id, sessionToken });
    expect(is(authorization, LeadAuthorization)).toBe(true);
    expect(expiresAt.getTime() - now.getTime()).toBe(LEAD_AUTHORIZATION_TTL_MS);
    expect(parseLeadAuthorization(authorization)?.claims).toEqual({ leadId: LEAD, sellerAccountId: id, expiresAt: expiresAt.getTime() / 1000 });

    const accepted = await authorizer.verify(authorization, lead, nobody, 'read');
    expect(accepted).toMatchObject({ sellerAccountId: id, sellerId: seller.sellerId, dealerCode: seller.dealerCode });
    // A second before it expires it still works; at the expiry it does not.
    now = new Date(expiresAt.getTime() - 1000);
    await expect(authorizer.verify(authorization, lead, nobody, 'read')).resolves.toMatchObject({ sellerAccountId: id });
    now = expiresAt;
    expect(await refusal(authorizer.verify(authorization, lead, nobody, 'read'))).toEqual({
      statusCode: 403,
      code: AUTHORIZATION_ERRORS.expired,
      message: leadDeskLabels.authorization.expired,
    });
  });

  it('refuses a missing, malformed or altered value, one for another lead, and one pushed past its expiry', async () => {
    const authorizer = createLeadAuthorizer(ctx.db, sessionStore);
    const { id, sessionToken } = await signedInSeller();
    const { authorization } = await authorizer.sign({ leadId: LEAD, sellerAccountId: id, sessionToken });
    const [version, leadId, account, expires, signature] = authorization.split('.') as [string, string, string, string, string];

    expect(await refusal(authorizer.verify(undefined, lead, nobody, 'read'))).toMatchObject({ code: AUTHORIZATION_ERRORS.missing, message: leadDeskLabels.authorization.missing });
    expect(await refusal(authorizer.verify('qualquer-coisa', lead, nobody, 'read'))).toMatchObject({ code: AUTHORIZATION_ERRORS.invalid, message: leadDeskLabels.authorization.invalid });
    // One character of the signature changed.
    const flipped = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await refusal(authorizer.verify([version, leadId, account, expires, flipped].join('.'), lead, nobody, 'read'))).toMatchObject({ code: AUTHORIZATION_ERRORS.invalid });
    // The expiry pushed a year ahead, the signature kept.
    const later = String(Number(expires) + 365 * 24 * 3600);
    expect(await refusal(authorizer.verify([version, leadId, account, later, signature].join('.'), lead, nobody, 'read'))).toMatchObject({ code: AUTHORIZATION_ERRORS.invalid });
    // The lead id swapped for another, the signature kept.
    expect(await refusal(authorizer.verify([version, OTHER_LEAD, account, expires, signature].join('.'), { ...lead, leadId: OTHER_LEAD }, nobody, 'read'))).toMatchObject({
      code: AUTHORIZATION_ERRORS.invalid,
    });
    // A genuine value shown for another lead.
    expect(await refusal(authorizer.verify(authorization, { ...lead, leadId: OTHER_LEAD }, nobody, 'read'))).toEqual({
      statusCode: 403,
      code: AUTHORIZATION_ERRORS.otherLead,
      message: leadDeskLabels.authorization.otherLead,
    });
  });

  it('is signed with a secret of its own: another secret’s value is refused', async () => {
    const configured = createLeadAuthorizer(ctx.db, sessionStore, { secret: 'a'.repeat(40) });
    const other = createLeadAuthorizer(ctx.db, sessionStore, { secret: 'b'.repeat(40) });
    const { authorization } = await configured.sign({ leadId: LEAD, sessionToken: (await signedInSeller()).sessionToken, sellerAccountId: await sellerAccountId() });
    await expect(configured.verify(authorization, lead, nobody, 'read')).resolves.toBeTruthy();
    expect(await refusal(other.verify(authorization, lead, nobody, 'read'))).toMatchObject({ code: AUTHORIZATION_ERRORS.invalid });
    expect(() => createLeadAuthorizer(ctx.db, sessionStore, { secret: 'curto' })).toThrow(/at least 32/);
  });

  it('without a configured secret, generates one once and shares it through the database', async () => {
    const first = createLeadAuthorizer(ctx.db, sessionStore);
    const second = createLeadAuthorizer(ctx.db, sessionStore);
    const { authorization } = await first.sign({ leadId: LEAD, sessionToken: (await signedInSeller()).sessionToken, sellerAccountId: await sellerAccountId() });
    await expect(second.verify(authorization, lead, nobody, 'read')).resolves.toBeTruthy();
    const { rows } = await ctx.db.query<{ n: number | string }>("SELECT count(*) AS n FROM server_secrets WHERE name = 'lead_authorization'");
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('is bound to its seller: another signed-in seller, or a seller who left the dealer, is refused', async () => {
    const authorizer = createLeadAuthorizer(ctx.db, sessionStore);
    const { id, sessionToken } = await signedInSeller();
    const { authorization } = await authorizer.sign({ leadId: LEAD, sellerAccountId: id, sessionToken });
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
    expect(await refusal(authorizer.verify(authorization, lead, { user: otherSeller }, 'read'))).toEqual({
      statusCode: 403,
      code: AUTHORIZATION_ERRORS.otherSeller,
      message: leadDeskLabels.authorization.otherSeller,
    });
    // The seller signed in themselves: accepted.
    await expect(authorizer.verify(authorization, lead, { user: { ...otherSeller, id } }, 'read')).resolves.toBeTruthy();
    // A lead of another dealer: the seller does not serve it.
    expect(await refusal(authorizer.verify(authorization, { ...lead, dealerCode: '55553' }, nobody, 'read'))).toMatchObject({ code: AUTHORIZATION_ERRORS.sellerGone });
    // The seller moved to another dealer: their old links stop working.
    await ctx.db.query("UPDATE users SET dealer_code = '55553' WHERE id = $1", [id]);
    expect(await refusal(authorizer.verify(authorization, lead, nobody, 'read'))).toEqual({
      statusCode: 403,
      code: AUTHORIZATION_ERRORS.sellerGone,
      message: leadDeskLabels.authorization.sellerGone,
    });
  });

  it('lives as long as the seller’s session that made it: signing out ends it, and so does the session’s idleness', async () => {
    const authorizer = createLeadAuthorizer(ctx.db, sessionStore);
    const { id, sessionToken } = await signedInSeller();
    const { authorization } = await authorizer.sign({ leadId: LEAD, sellerAccountId: id, sessionToken });
    const other = await authorizer.sign({ leadId: OTHER_LEAD, sellerAccountId: id, sessionToken: (await signedInSeller()).sessionToken });
    await expect(authorizer.verify(authorization, lead, nobody, 'read')).resolves.toMatchObject({ sellerAccountId: id });
    // The seller signs out of the session that made it: the link ends, whoever shows it (the seller signed in elsewhere too).
    await deleteSession(ctx.db, sessionToken);
    const ended = { statusCode: 403, code: AUTHORIZATION_ERRORS.sessionEnded, message: leadDeskLabels.authorization.sessionEnded };
    expect(await refusal(authorizer.verify(authorization, lead, nobody, 'read'))).toEqual(ended);
    const seller = { id, name: 'Vendedor', cpf: '', phone: '', emails: [], certified: false, emailVerified: true, roles: ['seller' as const], sellerId: 'VEND-0001', dealerCode: lead.dealerCode };
    expect(await refusal(authorizer.verify(authorization, lead, { user: seller }, 'write'))).toEqual(ended);
    // A session left unused past its idle time ends its links too.
    const otherLead = { ...lead, leadId: OTHER_LEAD };
    await expect(authorizer.verify(other.authorization, otherLead, nobody, 'read')).resolves.toBeTruthy();
    await ctx.db.query("UPDATE sessions SET last_seen_at = now() - make_interval(secs => idle_seconds) - interval '1 second' WHERE user_id = $1", [id]);
    expect(await refusal(authorizer.verify(other.authorization, otherLead, nobody, 'read'))).toEqual(ended);
  });

  it('saves only with the link’s seller signed in: the link alone 401, a customer’s or another seller’s session 403', async () => {
    const authorizer = createLeadAuthorizer(ctx.db, sessionStore);
    const { id, sessionToken } = await signedInSeller();
    const { authorization } = await authorizer.sign({ leadId: LEAD, sellerAccountId: id, sessionToken });
    const person = { name: 'Pessoa', cpf: '', phone: '', emails: [], certified: false, emailVerified: true, sellerId: null, dealerCode: null };
    expect(await refusal(authorizer.verify(authorization, lead, nobody, 'write'))).toEqual({
      statusCode: 401,
      code: AUTHORIZATION_ERRORS.signInToSave,
      message: leadDeskLabels.authorization.signInToSave,
    });
    expect(await refusal(authorizer.verify(authorization, lead, { user: { ...person, id: 'a-customer', roles: ['customer'] } }, 'write'))).toEqual({
      statusCode: 403,
      code: AUTHORIZATION_ERRORS.sellerOnly,
      message: leadDeskLabels.authorization.sellerOnly,
    });
    expect(
      await refusal(authorizer.verify(authorization, lead, { user: { ...person, id: 'another-seller', roles: ['seller'], sellerId: 'VEND-0002', dealerCode: lead.dealerCode } }, 'write')),
    ).toMatchObject({ statusCode: 403, code: AUTHORIZATION_ERRORS.otherSeller });
    await expect(
      authorizer.verify(authorization, lead, { user: { ...person, id, roles: ['seller'], sellerId: seller.sellerId, dealerCode: lead.dealerCode }, sessionToken }, 'write'),
    ).resolves.toMatchObject({ sellerAccountId: id, sellerId: seller.sellerId });
  });

  it('reads the value from the Authorization header, bare or as a bearer', () => {
    expect(requestAuthorization('Bearer v1.a.b.1.c')).toBe('v1.a.b.1.c');
    expect(requestAuthorization('v1.a.b.1.c')).toBe('v1.a.b.1.c');
    expect(requestAuthorization(undefined)).toBeUndefined();
    expect(requestAuthorization('  ')).toBeUndefined();
  });
});
