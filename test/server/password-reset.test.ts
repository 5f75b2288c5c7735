/**
 * 'Esqueci minha senha' on the real app: the e-mailed link read back from a
 * real SMTP server, the same answer for unknown e-mails, one use per link,
 * an hour of validity (the clock is moved), the account's sessions ended,
 * the new-password rules, and the limits.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { RESET_LINK_PROBLEMS } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { mailLabels } from '../../models/labels/mail';
import { labels } from '../../models/labels/spec';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { listOutbox } from '../../server/mail/outbox';
import { createMailSender, type MailSender } from '../../server/mail/sender';
import { smtpTransport } from '../../server/mail/transport';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { describeEachDatabase } from './support/test-db';

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const NEW_PASSWORD = 'Nova#Senha2026';
const HOUR = 60 * 60_000;

describeEachDatabase('password reset', (ctx) => {
  let app: FastifyInstance;
  let slowApp: FastifyInstance;
  let smtp: TestSmtpServer;
  let sender: MailSender;
  let time = Date.now();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = createMailSender({ db: ctx.db, transport: smtpTransport(smtp.url), from: '"Flua!" <nao-responda@flua.example>' });
    const common = { db: ctx.db, auth: { passwordHashing: FAST }, mail: { publicUrl: 'https://flua.example/' } };
    app = (await buildApp({ ...common, passwordReset: { now: () => new Date(time), responseFloorMs: 0 } })).app;
    slowApp = (await buildApp({ ...common, passwordReset: { responseFloorMs: 250 } })).app;
  });
  afterEach(() => {
    smtp.received.length = 0;
    time = Date.now();
  });
  afterAll(async () => {
    await app.close();
    await slowApp.close();
    await sender.stop();
    await smtp.close();
  });

  const inject = (opts: InjectOptions) => app.inject(opts);
  const askReset = (email: string, extra: Partial<InjectOptions> = {}) =>
    inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, ...extra });
  const check = (token: string) => inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
  const confirm = (token: string, password = NEW_PASSWORD, passwordConfirmation = password) =>
    inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password, passwordConfirmation } });
  const signIn = (email: string, password: string) => inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  const cookieOf = (res: LightMyRequestResponse) => {
    const header = res.headers['set-cookie'];
    const raw = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return raw!.split(';', 1)[0]!;
  };
  const count = async (sql: string) => Number((await ctx.db.query<{ n: string | number }>(sql)).rows[0]!.n);

  /** Sends what the outbox holds and returns the link of the one reset message received. */
  async function linkFromMail(): Promise<{ url: URL; token: string }> {
    await sender.runOnce();
    const mails = smtp.received.filter((m) => m.subject === mailLabels.passwordReset.subject);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    smtp.received.length = 0;
    const match = /Criar nova senha: (\S+)/.exec(mail.text);
    expect(match).not.toBeNull();
    const url = new URL(match![1]!);
    expect(mail.html).toContain(`href="${url.href}"`);
    return { url, token: url.searchParams.get('token')! };
  }

  it('e-mails a link to the account’s address: subject, pt-BR text and HTML, the link to the new-password page', async () => {
    const res = await askReset('  Camila@Flua.example ');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({});
    await sender.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['camila@flua.example']);
    expect(mail!.subject).toBe('Crie uma nova senha para a sua conta Flua!');
    expect(mail!.text).toContain('Olá, Camila!');
    expect(mail!.text).toContain('O link vale por 1 hora e pode ser usado uma única vez.');
    expect(mail!.html).toContain('Olá, Camila!');
    const url = new URL(/Criar nova senha: (\S+)/.exec(mail!.text)![1]!);
    expect(url.origin + url.pathname).toBe('https://flua.example/redefinir-senha');
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(`href="${url.href}"`);
    // Only the token's hash is stored.
    const { rows } = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets');
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(await ctx.db.query('SELECT * FROM password_resets'))).not.toContain(token);
  });

  it('answers an unknown e-mail exactly the same, and sends nothing', async () => {
    const known = await askReset(camila.email);
    const unknown = await askReset('ninguem@flua.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect((await listOutbox(ctx.db)).map((m) => m.to)).toEqual([camila.email]);
    expect(await count('SELECT count(*) AS n FROM password_resets')).toBe(1);
    await sender.runOnce();
    expect(smtp.received.map((m) => m.to[0])).toEqual([camila.email]);
  });

  it('takes at least the same time for known and unknown e-mails (the answer floor)', async () => {
    for (const email of [camila.email, 'ninguem@flua.example']) {
      const started = Date.now();
      const res = await slowApp.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
      expect(res.statusCode).toBe(202);
      expect(Date.now() - started).toBeGreaterThanOrEqual(245);
    }
  });

  it('refuses a malformed e-mail with the validator’s message, writing nothing', async () => {
    const res = await askReset('camila@');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: labels.validation.email });
    expect(await count('SELECT count(*) AS n FROM mail_outbox')).toBe(0);
  });

  it('the link sets the new password once: the old password and every session end, a notice is mailed, and the link is used up', async () => {
    const sessionA = cookieOf(await signIn(camila.email, camila.password));
    const sessionB = cookieOf(await signIn(camila.email, camila.password));
    await askReset(camila.email);
    const { token } = await linkFromMail();

    expect((await check(token)).statusCode).toBe(200);
    // Checking does not use it up.
    expect((await check(token)).statusCode).toBe(200);
    const done = await confirm(token);
    expect(done.statusCode).toBe(204);
    expect(done.headers['set-cookie']).toBeUndefined();

    for (const cookie of [sessionA, sessionB]) {
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    }
    expect(await count('SELECT count(*) AS n FROM sessions')).toBe(0);
    expect((await signIn(camila.email, camila.password)).statusCode).toBe(401);
    expect((await signIn(camila.email, NEW_PASSWORD)).statusCode).toBe(200);

    await sender.runOnce();
    const notice = smtp.received.find((m) => m.subject === mailLabels.passwordChanged.subject);
    expect(notice?.to).toEqual([camila.email]);
    expect(notice?.text).toContain('Pedir um novo link: https://flua.example/esqueci-minha-senha');

    const again = await confirm(token, 'Outra#Senha2026');
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatchObject({ code: RESET_LINK_PROBLEMS.used, message: authLabels.resetPassword.linkUsed });
    expect((await check(token)).json().error.message).toBe(authLabels.resetPassword.linkUsed);
    expect((await signIn(camila.email, 'Outra#Senha2026')).statusCode).toBe(401);
  });

  it('using one link also ends the account’s other open links', async () => {
    await askReset(camila.email);
    const first = await linkFromMail();
    await askReset(camila.email);
    const second = await linkFromMail();
    expect(second.token).not.toBe(first.token);
    expect((await confirm(second.token)).statusCode).toBe(204);
    expect((await confirm(first.token, 'Outra#Senha2026')).json().error.code).toBe(RESET_LINK_PROBLEMS.used);
  });

  it('expires an hour after it was asked for', async () => {
    await askReset(camila.email);
    const { token } = await linkFromMail();
    time += HOUR - 1000;
    expect((await check(token)).statusCode).toBe(200);
    time += 1000;
    const checked = await check(token);
    expect(checked.statusCode).toBe(410);
    expect(checked.json().error).toMatchObject({ code: RESET_LINK_PROBLEMS.expired, message: authLabels.resetPassword.linkExpired });
    const res = await confirm(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe(RESET_LINK_PROBLEMS.expired);
    expect((await signIn(camila.email, camila.password)).statusCode).toBe(200);
  });

  it('an unknown token is an invalid link', async () => {
    const res = await confirm('x'.repeat(43));
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({ code: RESET_LINK_PROBLEMS.invalid, message: authLabels.resetPassword.linkInvalid });
  });

  it('holds the new password to the sign-up rules, and a refused one leaves the link usable', async () => {
    await askReset(camila.email);
    const { token } = await linkFromMail();
    const weak = await confirm(token, 'abcdefg1#');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: labels.validation.passwordUpper });
    const mismatch = await confirm(token, NEW_PASSWORD, 'Nova#Senha2027');
    expect(mismatch.json().error.fields).toEqual({ passwordConfirmation: labels.validation.passwordConfirmation });
    expect((await check(token)).statusCode).toBe(200);
    expect((await signIn(camila.email, camila.password)).statusCode).toBe(200);
  });

  it('limits requests per client address (429 in pt-BR) and links per e-mail (the same answer, no more mail)', async () => {
    for (let i = 0; i < 6; i++) expect((await askReset(camila.email)).statusCode).toBe(202);
    expect((await listOutbox(ctx.db)).length).toBe(5);
    for (let i = 0; i < 4; i++) expect((await askReset(`pessoa${i}@flua.example`)).statusCode).toBe(202);
    const limited = await askReset('outra@flua.example');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(authLabels.forgotPassword.tooMany(60));
    // Another address is not limited.
    expect((await askReset('outra@flua.example', { remoteAddress: '10.0.0.9' })).statusCode).toBe(202);
  });

  it('refuses a cross-origin request', async () => {
    const res = await askReset(camila.email, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(await count('SELECT count(*) AS n FROM mail_outbox')).toBe(0);
  });
});
