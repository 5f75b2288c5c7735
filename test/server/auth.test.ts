/**
 * Accounts, roles and sessions: sign-up validation and duplicates,
 * sign-in and its limits, sign-out, forged and expired cookies, the
 * same-origin check, and who may call what.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { assert, object, string } from 'superstruct';
import { ApiError, type SearchResponse } from '../../models/showcase/api';
import { SessionAnswer, SessionUser } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { labels } from '../../models/labels/spec';
import { isPublished } from '../../models/offer/offer-status';
import { buildApp, type AppOptions } from '../../server/app';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { demoSeedPlan } from '../../server/demo/seed';
import { defineRoute, owner } from '../../server/http/route';
import { describeEachDatabase } from './support/test-db';

/** Cheap hashing for accounts the tests create (demo accounts keep the real cost). */
const FAST = { N: 2 ** 10, r: 8, p: 1 };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };

const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const seller = demoAccounts.find((a) => a.roles.includes('seller'))!;
const certified = demoAccounts.find((a) => a.roles.includes('customer') && a.certified)!;
const customer = demoAccounts.find((a) => a.roles.includes('customer') && !a.certified)!;

const validSignUp = {
  fullName: 'Beatriz Nogueira Costa',
  cpf: '529.982.247-25',
  phone: '(11) 91234-5678',
  email: 'Beatriz.Costa@Exemplo.example',
  password: 'Segura#2025',
  passwordConfirmation: 'Segura#2025',
};

function setCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

function cookieOf(res: LightMyRequestResponse): string {
  const raw = setCookie(res);
  if (!raw) throw new Error('no session cookie set');
  return raw.split(';', 1)[0]!;
}

describeEachDatabase('accounts and sessions', (ctx) => {
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const built = await buildApp({ db: ctx.db, auth: { passwordHashing: FAST }, logger: { level: 'trace', stream } });
    app = built.app;
    // An owner-of-resource route, declared the way every owner-only route declares it.
    defineRoute(app, {
      method: 'GET',
      url: '/api/test/accounts/:userId',
      access: owner<{ userId: string }, undefined, undefined>(({ user, params }) => user.id === params.userId, ['user_admin']),
      params: object({ userId: string() }),
      handler: async ({ params }) => ({ userId: params.userId }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const inject = (opts: InjectOptions) => app.inject(opts);
  const signUp = (body: object, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: '/api/auth/sign-up', payload: body, headers });
  const signIn = (email: string, password: string, extra: Partial<InjectOptions> = {}) =>
    inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, ...extra });
  const me = (cookie?: string) => inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
  const userCount = async () => Number((await ctx.db.query<{ n: string | number }>('SELECT count(*) AS n FROM users')).rows[0]!.n);

  describe('sign-up', () => {
    it.each([
      ['fullName', 'Beatriz', 'Digite pelo menos um sobrenome'],
      ['fullName', '', labels.validation.nameRequired],
      ['cpf', '123.456.789-00', 'CPF inválido'],
      ['cpf', '111.111.111-11', 'CPF inválido'],
      ['cpf', '1234567890', 'CPF inválido'],
      ['phone', '(11) 3456-7890', labels.validation.phone],
      ['phone', '', labels.validation.mobilePhoneRequired],
      ['email', 'beatriz@exemplo', 'Digite um e-mail válido'],
      ['email', 'joão@exemplo.example', 'Digite um e-mail válido'],
      ['email', 'bea?triz@exemplo.example', 'Digite um e-mail válido'],
      ['password', 'Ab1#', 'A senha deve conter no mínimo 8 caracteres'],
      ['password', 'Abcdefgh1#ijklmno', labels.validation.passwordMax],
      ['password', 'abcdefg1#', labels.validation.passwordUpper],
      ['password', 'ABCDEFG1#', labels.validation.passwordLower],
      ['password', 'Abcdefgh#', labels.validation.passwordDigit],
      ['password', 'Abcdefgh1', labels.validation.passwordSpecial],
      ['password', 'Abcdef1#<', labels.validation.passwordForbidden],
      ['password', 'Abcdef1#\\', labels.validation.passwordForbidden],
      ['passwordConfirmation', 'Segura#2026', 'As senhas digitadas não são iguais'],
    ])('refuses %s %j with “%s”, writing nothing', async (field, value, message) => {
      const before = await userCount();
      const body = { ...validSignUp, [field]: value };
      if (field === 'password') body.passwordConfirmation = value;
      const res = await signUp(body);
      expect(res.statusCode).toBe(400);
      const answer = res.json();
      assert(answer, ApiError);
      expect(answer.error.fields).toEqual({ [field]: message });
      expect(setCookie(res)).toBeUndefined();
      expect(await userCount()).toBe(before);
    });

    it('names every wrong field at once', async () => {
      const res = await signUp({ fullName: 'Bia', cpf: '1', phone: '1', email: 'x', password: 'a', passwordConfirmation: 'b' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        fullName: 'Digite pelo menos um sobrenome',
        cpf: 'CPF inválido',
        phone: labels.validation.phone,
        email: 'Digite um e-mail válido',
        password: 'A senha deve conter no mínimo 8 caracteres',
        passwordConfirmation: 'As senhas digitadas não são iguais',
      });
    });

    it('creates a customer, signs them in and answers their data (digits only, e-mail lower-cased)', async () => {
      const res = await signUp(validSignUp);
      expect(res.statusCode).toBe(201);
      const user = res.json();
      assert(user, SessionUser);
      expect(user).toMatchObject({
        name: 'Beatriz Nogueira Costa',
        cpf: '52998224725',
        phone: '11912345678',
        emails: ['beatriz.costa@exemplo.example'],
        certified: false,
        roles: ['customer'],
        sellerId: null,
        dealerCode: null,
      });
      const raw = setCookie(res)!;
      expect(raw).toMatch(/HttpOnly/);
      expect(raw).toMatch(/SameSite=Lax/);
      expect(raw).toMatch(/Path=\//);
      expect(raw).not.toMatch(/Secure/);
      const again = await me(cookieOf(res));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(user);
      const stored = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
      expect(stored.rows[0]!.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
      expect(stored.rows[0]!.password_hash).not.toContain(validSignUp.password);
    });

    it('refuses a CPF or an e-mail already registered with one message that tells nothing about whose', async () => {
      const before = await userCount();
      const sameCpf = await signUp({ ...validSignUp, cpf: certified.cpf });
      const sameEmail = await signUp({ ...validSignUp, email: customer.email.toUpperCase() });
      for (const res of [sameCpf, sameEmail]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({ code: 'account_exists', message: authLabels.errors.accountExists });
        expect(res.body).not.toContain(certified.fullName.split(' ')[0]!);
        expect(res.body).not.toContain(customer.fullName.split(' ')[0]!);
        expect(setCookie(res)).toBeUndefined();
      }
      expect(sameCpf.json()).toEqual(sameEmail.json());
      expect(await userCount()).toBe(before);
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in with the right password, and the session answers the spec’s signed-in data', async () => {
      const res = await signIn(certified.email, certified.password);
      expect(res.statusCode).toBe(200);
      const cookie = cookieOf(res);
      const user = (await me(cookie)).json();
      assert(user, SessionUser);
      expect(user).toMatchObject({
        name: certified.fullName,
        cpf: certified.cpf,
        phone: certified.phone,
        emails: [certified.email],
        certified: true,
        roles: ['customer'],
      });
      const session = await inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      const answer = session.json();
      assert(answer, SessionAnswer);
      expect(answer.user?.id).toBe(user.id);
      expect(session.headers['cache-control']).toBe('no-store');
    });

    it('answers the seller’s seller id and dealer', async () => {
      const cookie = cookieOf(await signIn(seller.email, seller.password));
      expect((await me(cookie)).json()).toMatchObject({ roles: ['seller'], sellerId: seller.sellerId, dealerCode: '10101' });
    });

    it('refuses a wrong password and an unknown e-mail with the same message, and sets no cookie', async () => {
      const wrong = await signIn(customer.email, 'Errada#123');
      const unknown = await signIn('ninguem@flua.example', 'Errada#123');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toMatchObject({ code: 'wrong_credentials', message: 'E-mail ou senha incorretos.' });
        expect(setCookie(res)).toBeUndefined();
      }
    });

    it('validates the sign-in form with the spec’s messages', async () => {
      const res = await signIn('nao-e-email', 'curta');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        email: 'Digite um e-mail válido',
        password: 'A senha deve conter no mínimo 8 caracteres',
      });
    });

    it('without a session, /me is 401 in pt-BR and /session answers no user', async () => {
      const res = await me();
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'unauthenticated', message: 'Faça login para continuar.' });
      expect((await inject({ method: 'GET', url: '/api/auth/session' })).json()).toEqual({ user: null });
    });

    it('per account, a backoff asks the guessing address to wait, doubling, but never refuses the right password', async () => {
      const guesser = { remoteAddress: '203.0.113.21' };
      for (let i = 0; i < 5; i++) expect((await signIn(customer.email, `Errada#${i}00`, guesser)).statusCode).toBe(401);
      // Another wrong password from the guessing address while it should wait: the wait doubles (4 s, then 8 s).
      const wait = await signIn(customer.email, 'Errada#600', guesser);
      expect(wait.statusCode).toBe(429);
      expect(wait.headers['retry-after']).toBe('4');
      expect(wait.json().error.message).toBe(authLabels.errors.tooManyAttemptsWait(4));
      expect(wait.json().error.message).toMatch(/Aguarde 4 segundos/);
      expect((await signIn(customer.email, 'Errada#700', guesser)).headers['retry-after']).toBe('8');
      // The owner signs in, from another address and from the guessing one alike.
      expect((await signIn(customer.email, customer.password, { remoteAddress: '198.51.100.22' })).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) await signIn(customer.email, `Errada#${i}01`, guesser);
      const owner = await signIn(customer.email, customer.password, guesser);
      expect(owner.statusCode).toBe(200);
      expect(setCookie(owner)).toBeDefined();
      // Another account from another address is not affected.
      expect((await signIn(certified.email, certified.password, { remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    });

    it('a success resets the account count', async () => {
      for (let i = 0; i < 4; i++) await signIn(customer.email, `Errada#${i}00`);
      expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await signIn(customer.email, `Errada#${i}00`)).statusCode).toBe(401);
      expect((await signIn(customer.email, 'Errada#500')).statusCode).toBe(429);
      expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
      expect((await signIn(customer.email, 'Errada#600')).statusCode).toBe(401);
    });

    it('limits failed sign-ins per address, whatever the e-mails tried', async () => {
      const from = { remoteAddress: '198.51.100.7' };
      for (let i = 0; i < 20; i++) expect((await signIn(`pessoa${i}@flua.example`, 'Errada#123', from)).statusCode).toBe(401);
      const before = Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM sign_in_attempts')).rows[0]!.n);
      const limited = await signIn(customer.email, customer.password, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toBe(authLabels.errors.tooManyAttempts(15));
      // Refused before any password is checked, and nothing is written.
      expect(Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM sign_in_attempts')).rows[0]!.n)).toBe(before);
      expect((await signIn(customer.email, customer.password, { remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
    });

    it('sign-out ends the session on the server, not only in the browser', async () => {
      const cookie = cookieOf(await signIn(customer.email, customer.password));
      expect((await me(cookie)).statusCode).toBe(200);
      const out = await inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, ...SAME_ORIGIN } });
      expect(out.statusCode).toBe(204);
      expect(setCookie(out)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
      // The old cookie, replayed, is refused.
      expect((await me(cookie)).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ user: null });
      const rows = await ctx.db.query('SELECT 1 FROM sessions');
      expect(rows.rows).toHaveLength(0);
    });

    it('refuses a forged cookie (and clears it) and an expired session', async () => {
      const forged = `${SESSION_COOKIE}=${'A'.repeat(43)}`;
      const res = await me(forged);
      expect(res.statusCode).toBe(401);
      expect(setCookie(res)).toMatch(/Max-Age=0/);
      expect((await me(`${SESSION_COOKIE}=<script>`)).statusCode).toBe(401);

      const cookie = cookieOf(await signIn(customer.email, customer.password));
      expect((await me(cookie)).statusCode).toBe(200);
      await ctx.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('signing in again replaces the browser’s earlier session', async () => {
      const first = cookieOf(await signIn(customer.email, customer.password));
      const second = cookieOf(await signIn(certified.email, certified.password, { headers: { cookie: first, ...SAME_ORIGIN } }));
      expect(second).not.toBe(first);
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).json()).toMatchObject({ name: certified.fullName });
    });

    it('a session lasts 14 days (cookie and server agree)', async () => {
      const res = await signIn(customer.email, customer.password);
      expect(setCookie(res)).toMatch(/Max-Age=1209600/);
      const { rows } = await ctx.db.query<{ days: string | number }>(
        `SELECT round(extract(epoch FROM expires_at - created_at) / 86400) AS days FROM sessions`,
      );
      expect(Number(rows[0]!.days)).toBe(14);
    });

    it('refuses a state-changing request with the cookie from another origin', async () => {
      const cookie = cookieOf(await signIn(customer.email, customer.password));
      const crossSite = await inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
      const sameSite = await inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, 'sec-fetch-site': 'same-site' } });
      const otherOrigin = await inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: 'https://evil.example' } });
      const search = await inject({ method: 'POST', url: '/api/search', payload: {}, headers: { cookie, origin: 'null' } });
      for (const res of [crossSite, sameSite, otherOrigin, search]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({ code: 'cross_origin', message: authLabels.errors.crossOrigin });
      }
      expect((await me(cookie)).statusCode).toBe(200);
      // Sign-in and sign-up are checked even without a cookie (login CSRF).
      const csrfSignIn = await signIn(customer.email, customer.password, { headers: { origin: 'https://evil.example' } });
      expect(csrfSignIn.statusCode).toBe(403);
      // The same origin passes.
      expect((await inject({ method: 'POST', url: '/api/search', payload: {}, headers: { cookie, ...SAME_ORIGIN } })).statusCode).toBe(200);
      expect((await inject({ method: 'POST', url: '/api/search', payload: {}, headers: { cookie, origin: 'http://localhost:80' } })).statusCode).toBe(200);
    });

    it('never logs a password', async () => {
      await signUp({ ...validSignUp, cpf: '390.533.447-05', email: 'log@flua.example', password: 'Nunca#Log1', passwordConfirmation: 'Nunca#Log1' });
      await signIn('log@flua.example', 'Nunca#Log1');
      await signIn('log@flua.example', 'Errada#Log2');
      const logs = logLines.join('\n');
      expect(logs.length).toBeGreaterThan(0);
      expect(logs).not.toContain('Nunca#Log1');
      expect(logs).not.toContain('Errada#Log2');
    });
  });

  describe('who may call what', () => {
    const hidden = demoOffers.find((o) => !isPublished(o))!;

    it('an admin route answers 401 to a visitor and 403 to a customer, in pt-BR', async () => {
      const url = `/api/admin/offers/${hidden.id}`;
      const anonymous = await inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error).toMatchObject({ code: 'unauthenticated', message: 'Faça login para continuar.' });

      const cookie = cookieOf(await signIn(customer.email, customer.password));
      const asCustomer = await inject({ method: 'GET', url, headers: { cookie } });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error).toMatchObject({ code: 'forbidden', message: authLabels.errors.forbidden });

      const sellerCookie = cookieOf(await signIn(seller.email, seller.password));
      expect((await inject({ method: 'GET', url, headers: { cookie: sellerCookie } })).statusCode).toBe(403);

      const adminCookie = cookieOf(await signIn(admin.email, admin.password));
      const asAdmin = await inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toMatchObject({ id: hidden.id, offer: { id: hidden.id, mvs: hidden.mvs } });
      // The public route still hides it.
      expect((await inject({ method: 'GET', url: `/api/offers/${hidden.id}`, headers: { cookie: adminCookie } })).statusCode).toBe(404);
    });

    it('refuses before validating: a visitor learns nothing about the params', async () => {
      const res = await inject({ method: 'GET', url: `/api/admin/offers/${'x'.repeat(90)}` });
      expect(res.statusCode).toBe(401);
    });

    it('admin search sees every offer of every category and status; others see the published ones', async () => {
      const body = { brand: ['fiat', 'jeep', 'peugeot', 'citroen'], targetEntityType: 'NATURAL_PERSON' };
      const adminCookie = cookieOf(await signIn(admin.email, admin.password));
      const asAdmin = (await inject({ method: 'POST', url: '/api/search', payload: body, headers: { cookie: adminCookie, ...SAME_ORIGIN } })).json<SearchResponse>();
      expect(asAdmin.hits.found).toBe(demoOffers.length);
      expect(asAdmin.hits.hit.some((h) => h.fields.targetEntityType === 'LEGAL_PERSON')).toBe(true);
      expect(asAdmin.hits.hit.some((h) => !isPublished(h.fields))).toBe(true);

      const cookie = cookieOf(await signIn(customer.email, customer.password));
      const asCustomer = (await inject({ method: 'POST', url: '/api/search', payload: body, headers: { cookie, ...SAME_ORIGIN } })).json<SearchResponse>();
      const anonymous = (await inject({ method: 'POST', url: '/api/search', payload: body })).json<SearchResponse>();
      expect(asCustomer.hits.found).toBe(anonymous.hits.found);
      expect(anonymous.hits.hit.every((h) => isPublished(h.fields) && h.fields.targetEntityType === 'NATURAL_PERSON')).toBe(true);
      expect(anonymous.hits.found).toBeLessThan(demoOffers.length);
    });

    it('an owner-of-resource route: 401 to a visitor, 403 to someone else, the owner passes', async () => {
      const cookie = cookieOf(await signIn(customer.email, customer.password));
      const mine = (await me(cookie)).json<SessionUser>();
      const otherCookie = cookieOf(await signIn(certified.email, certified.password));
      const url = `/api/test/accounts/${mine.id}`;
      expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
      const other = await inject({ method: 'GET', url, headers: { cookie: otherCookie } });
      expect(other.statusCode).toBe(403);
      expect(other.json().error.message).toBe(authLabels.errors.forbidden);
      const owned = await inject({ method: 'GET', url, headers: { cookie } });
      expect(owned.statusCode).toBe(200);
      expect(owned.json()).toEqual({ userId: mine.id });
    });

    it('seeds the demo accounts: an offer admin, a seller with a dealer, two customers (one certified)', async () => {
      const { rows } = await ctx.db.query<{ email: string; roles: string[]; certified: boolean; seller_id: string | null; dealer_code: string | null }>(
        `SELECT u.email, u.certified, u.seller_id, u.dealer_code,
           ARRAY(SELECT role FROM user_roles r WHERE r.user_id = u.id ORDER BY role) AS roles
         FROM users u ORDER BY u.email`,
      );
      expect(rows).toHaveLength(4);
      expect(rows.filter((r) => r.roles.includes('offer_admin'))).toHaveLength(1);
      expect(rows.filter((r) => r.roles.includes('seller') && r.seller_id && r.dealer_code === '10101')).toHaveLength(1);
      expect(rows.filter((r) => r.roles.includes('customer'))).toHaveLength(2);
      expect(rows.filter((r) => r.roles.includes('customer') && r.certified)).toHaveLength(1);
    });
  });
});

describe('demo seed plan', () => {
  it('seeds the demo accounts into the embedded database, and into DATABASE_URL only with SEED_DEMO=true', () => {
    expect(demoSeedPlan({})).toEqual({ catalogue: true, accounts: true });
    expect(demoSeedPlan({ SEED_DEMO: 'false' })).toEqual({ catalogue: false, accounts: false });
    expect(demoSeedPlan({ DATABASE_URL: 'postgres://x/y' })).toEqual({ catalogue: true, accounts: false });
    expect(demoSeedPlan({ DATABASE_URL: 'postgres://x/y', SEED_DEMO: 'true' })).toEqual({ catalogue: true, accounts: true });
    expect(demoSeedPlan({ DATABASE_URL: 'postgres://x/y', SEED_DEMO: 'false' })).toEqual({ catalogue: false, accounts: false });
  });
});

describeEachDatabase('session cookie security', (ctx) => {
  const build = async (auth: AppOptions['auth']) => (await buildApp({ db: ctx.db, auth: { passwordHashing: FAST, ...auth } })).app;
  const signInAs = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: customer.email, password: customer.password }, headers });

  it('is Secure in production, except over plain http on localhost', async () => {
    const app = await build({ nodeEnv: 'production' });
    const https = await signInAs(app, { host: 'ofertas.flua.example', 'x-forwarded-proto': 'https' });
    expect(setCookie(https)).toMatch(/; Secure/);
    const local = await signInAs(app, { host: '127.0.0.1:3000' });
    expect(local.statusCode).toBe(200);
    expect(setCookie(local)).not.toMatch(/Secure/);
    const publicHttp = await signInAs(app, { host: 'ofertas.flua.example' });
    expect(setCookie(publicHttp)).toMatch(/; Secure/);
    await app.close();
  });

  it('is not Secure in development and test; COOKIE_SECURE forces it either way', async () => {
    for (const nodeEnv of ['development', 'test']) {
      const app = await build({ nodeEnv });
      expect(setCookie(await signInAs(app, { host: 'ofertas.flua.example' }))).not.toMatch(/Secure/);
      await app.close();
    }
    const always = await build({ nodeEnv: 'test', cookieSecurity: 'always' });
    expect(setCookie(await signInAs(always, { host: 'localhost' }))).toMatch(/; Secure/);
    await always.close();
    const never = await build({ nodeEnv: 'production', cookieSecurity: 'never' });
    expect(setCookie(await signInAs(never, { host: 'ofertas.flua.example', 'x-forwarded-proto': 'https' }))).not.toMatch(/Secure/);
    await never.close();
  });
});
