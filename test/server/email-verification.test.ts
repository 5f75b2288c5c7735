/**
 * Proof of e-mail on the real app, the link read back from a real SMTP
 * server: an account that declared another person's CPF and e-mail sees none
 * of that person's leads until it proves the e-mail (it never can); the real
 * person can still sign up: the link mailed to the e-mail creates their
 * account (until then the older, unverified one keeps working) and they see
 * their leads; a CPF held by a verified account is refused as before; links
 * work once, expire, and their resend is limited; refused requests write
 * nothing.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LINK_PROBLEMS, EMAIL_VERIFICATION_TTL_HOURS, verifyEmailPath } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { mailLabels } from '../../models/labels/mail';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { createMailSender, type MailSender } from '../../server/mail/sender';
import { escapeHtml } from '../../server/mail/templates';
import { smtpTransport } from '../../server/mail/transport';
import { rentalLead } from '../support/lead-fixtures';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { describeEachDatabase } from './support/test-db';

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const HOUR = 60 * 60_000;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;

/** Maria: the person whose lead it is (rentalLead's CPF and e-mail). */
const maria = {
  fullName: 'Maria Aparecida da Silva',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  email: 'maria.silva@example.com',
  password: 'Maria#Real2026',
  passwordConfirmation: 'Maria#Real2026',
};
/** Someone else, declaring Maria's CPF and e-mail. */
const impostor = { ...maria, fullName: 'Fulano de Tal', phone: '(21) 99876-5432', password: 'Golpe#2026x', passwordConfirmation: 'Golpe#2026x' };

describeEachDatabase('proof of e-mail', (ctx) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let sender: MailSender;
  let time = Date.now();
  let key = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = createMailSender({ db: ctx.db, transport: smtpTransport(smtp.url), from: '"Flua!" <nao-responda@flua.example>' });
    app = (
      await buildApp({
        db: ctx.db,
        auth: { passwordHashing: FAST },
        mail: { publicUrl: 'https://flua.example/' },
        emailVerification: { now: () => new Date(time), resendLimit: { max: 3, windowMinutes: 60 } },
      })
    ).app;
  });
  afterEach(() => {
    smtp.received.length = 0;
    time = Date.now();
  });
  afterAll(async () => {
    await app.close();
    await sender.stop();
    await smtp.close();
  });

  const inject = (opts: InjectOptions) => app.inject(opts);
  const cookieOf = (res: LightMyRequestResponse) => {
    const header = res.headers['set-cookie'];
    const raw = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return raw!.split(';', 1)[0]!;
  };
  const signUp = (body: object) => inject({ method: 'POST', url: '/api/auth/sign-up', payload: body, headers: SAME_ORIGIN });
  const signIn = (email: string, password: string) => inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, headers: SAME_ORIGIN });
  const me = (cookie: string) => inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const timeline = (cookie: string) => inject({ method: 'GET', url: '/api/v2/timeline/rental?brand=fiat', headers: { cookie } });
  const leadTimeline = (cookie: string, leadId: string) => inject({ method: 'GET', url: `/api/v2/timeline/rental/52998224725/${leadId}`, headers: { cookie } });
  const confirm = (token: string) => inject({ method: 'POST', url: '/api/auth/email-verification/confirm', payload: { token }, headers: SAME_ORIGIN });
  const resend = (cookie?: string) =>
    inject({ method: 'POST', url: '/api/auth/email-verification', headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const count = async (sql: string) => Number((await ctx.db.query<{ n: string | number }>(sql)).rows[0]!.n);
  const counts = async () => ({
    users: await count('SELECT count(*) AS n FROM users'),
    links: await count('SELECT count(*) AS n FROM email_verifications'),
    outbox: await count('SELECT count(*) AS n FROM mail_outbox'),
    verified: await count('SELECT count(*) AS n FROM users WHERE email_verified_at IS NOT NULL'),
  });

  /** Maria's lead, sent before she had an account (no session): it carries her CPF and e-mail. */
  async function mariasLead(): Promise<string> {
    const res = await inject({ method: 'POST', url: '/api/v2/lead', payload: rentalLead(), headers: { 'idempotency-key': `verify-lead-${++key}`, ...SAME_ORIGIN } });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  /** Sends what the outbox holds and answers the links of the verification messages received (oldest first). */
  async function linksFromMail(to = maria.email, texts: typeof mailLabels.emailVerification | typeof mailLabels.signUpConfirmation = mailLabels.emailVerification): Promise<string[]> {
    await sender.runOnce();
    const mails = smtp.received.filter((m) => m.subject === texts.subject && m.to.includes(to));
    smtp.received.length = 0;
    return mails.map((mail) => {
      const match = new RegExp(`${texts.action}: (\\S+)`).exec(mail.text);
      expect(match).not.toBeNull();
      const url = new URL(match![1]!);
      expect(url.origin + url.pathname).toBe('https://flua.example/confirmar-email');
      expect(mail.html).toContain(`href="${escapeHtml(url.href)}"`);
      expect(mail.html).toContain(escapeHtml(texts.ignore));
      expect(mail.text).toContain(texts.expiry);
      return url.searchParams.get('token')!;
    });
  }
  /** The links of the sign-up confirmations received (a sign-up that waits for the e-mail's owner). */
  const signUpLinksFromMail = (to = maria.email) => linksFromMail(to, mailLabels.signUpConfirmation);

  it('an account that declared another person’s CPF and e-mail sees none of their leads, and cannot prove the e-mail', async () => {
    const lead = await mariasLead();
    const res = await signUp(impostor);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailVerified: false });
    const cookie = cookieOf(res);
    // The list is empty, the lead itself is refused, and so is any move on it (cancel).
    const list = await timeline(cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    expect((await leadTimeline(cookie, lead)).statusCode).toBe(404);
    const cancel = await inject({
      method: 'PUT',
      url: `/api/leads/${lead}/status`,
      payload: { to: 'cancelled' },
      headers: { 'idempotency-key': `verify-cancel-${++key}`, ...SAME_ORIGIN, cookie },
    });
    expect(cancel.statusCode).toBe(403);
    // The link went to Maria's mailbox, not to whoever signed up.
    expect(await linksFromMail()).toHaveLength(1);
  });

  it('the real person can still sign up: the e-mail decides, through the link mailed to it; until then the unverified holder keeps working', async () => {
    const lead = await mariasLead();
    const impostorCookie = cookieOf(await signUp(impostor));
    await linksFromMail();

    const before = await counts();
    const res = await signUp(maria);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ pendingEmail: maria.email });
    expect(res.headers['set-cookie']).toBeUndefined();
    // Nothing changed: the older account still works, its session and its password; no account was created.
    expect((await me(impostorCookie)).statusCode).toBe(200);
    expect((await signIn(impostor.email, impostor.password)).statusCode).toBe(200);
    expect({ ...(await counts()), outbox: before.outbox }).toEqual(before);
    // The link went to the e-mail's owner: Maria opens it, and her account is created with its e-mail proven.
    const [token] = await signUpLinksFromMail();
    const created = await confirm(token!);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ accountCreated: true });
    expect(created.headers['set-cookie']).toBeUndefined();
    // The unverified holder of her e-mail is gone; Maria signs in with her own password and sees her lead.
    expect((await me(impostorCookie)).statusCode).toBe(401);
    expect((await signIn(impostor.email, impostor.password)).statusCode).toBe(401);
    expect(await count(`SELECT count(*) AS n FROM users WHERE cpf = '52998224725'`)).toBe(1);
    const cookie = cookieOf(await signIn(maria.email, maria.password));
    expect((await me(cookie)).json()).toMatchObject({ emailVerified: true, cpf: '52998224725', name: maria.fullName });
    expect((await timeline(cookie)).json<Array<{ leadId: string }>>().map((p) => p.leadId)).toEqual([lead]);
    expect((await leadTimeline(cookie, lead)).statusCode).toBe(200);
    // The link again: used.
    expect((await confirm(token!)).json().error).toMatchObject({ code: EMAIL_LINK_PROBLEMS.used });
  });

  it('a waiting sign-up never opened changes nothing: its link expires, the older account stays; one the older account proves first is refused', async () => {
    const older = await signUp(impostor);
    const [olderToken] = await linksFromMail();
    expect((await signUp(maria)).statusCode).toBe(202);
    const [waiting] = await signUpLinksFromMail();
    // Past its 24 hours, the waiting sign-up's link is expired and nothing changes.
    time += EMAIL_VERIFICATION_TTL_HOURS * HOUR + 1000;
    const before = await counts();
    const expired = await confirm(waiting!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({ code: EMAIL_LINK_PROBLEMS.expired });
    expect((await me(cookieOf(older))).statusCode).toBe(200);
    expect(await counts()).toEqual(before);

    // Another sign-up waits; then the older account proves the e-mail (it is theirs): the waiting one is refused, writing nothing.
    time = Date.now();
    const again = await signUp({ ...maria, cpf: '390.533.447-05' });
    expect(again.statusCode).toBe(202);
    const [second] = await signUpLinksFromMail();
    const olderLinks = await (async () => {
      expect((await resend(cookieOf(older))).statusCode).toBe(202);
      return linksFromMail();
    })();
    expect((await confirm(olderLinks.at(-1) ?? olderToken!)).statusCode).toBe(204);
    const claimed = await confirm(second!);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().error).toMatchObject({ code: 'email_claimed', message: authLabels.verifyEmail.emailClaimed });
    expect((await me(cookieOf(older))).json()).toMatchObject({ emailVerified: true, name: impostor.fullName });
  });

  it('sign-up links to an e-mail an unverified account holds are limited: past 3 an hour, 429 in pt-BR and nothing written', async () => {
    await signUp(impostor);
    await linksFromMail();
    for (let i = 0; i < 3; i++) expect((await signUp(maria)).statusCode).toBe(202);
    expect(await signUpLinksFromMail()).toHaveLength(3);
    const before = await counts();
    const refused = await signUp(maria);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().error).toMatchObject({ code: 'too_many_requests', message: authLabels.signUp.pendingTooMany(60) });
    expect(await counts()).toEqual(before);
    expect(await count('SELECT count(*) AS n FROM pending_sign_ups')).toBe(3);
  });

  it('a CPF declared by unverified accounts can be signed up again; proving the e-mail claims it and removes the other claims', async () => {
    await mariasLead();
    const other = await signUp({ ...impostor, email: 'fulano@example.com' });
    expect(other.statusCode).toBe(201);
    await linksFromMail('fulano@example.com');
    const res = await signUp(maria);
    expect(res.statusCode).toBe(201);
    expect(await count(`SELECT count(*) AS n FROM users WHERE cpf = '52998224725'`)).toBe(2);
    const [token] = await linksFromMail();
    expect((await confirm(token!)).statusCode).toBe(204);
    expect(await count(`SELECT count(*) AS n FROM users WHERE cpf = '52998224725'`)).toBe(1);
    expect((await me(cookieOf(other))).statusCode).toBe(401);
    expect((await timeline(cookieOf(res))).json()).toHaveLength(1);
  });

  it('a CPF or e-mail held by a verified account is refused as before, writing nothing', async () => {
    const before = await counts();
    for (const body of [
      { ...maria, cpf: camila.cpf },
      { ...maria, email: camila.email },
    ]) {
      const res = await signUp(body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'account_exists', message: authLabels.errors.accountExists });
    }
    expect(await counts()).toEqual(before);
  });

  it('whoever proves their e-mail first owns the CPF: the other unverified claims go, and a later sign-up with it is refused', async () => {
    const mariaRes = await signUp(maria);
    const [mariaToken] = await linksFromMail();
    const fulano = await signUp({ ...impostor, email: 'fulano@example.com' });
    const [fulanoToken] = await linksFromMail('fulano@example.com');
    expect((await confirm(fulanoToken!)).statusCode).toBe(204);
    expect((await me(cookieOf(fulano))).json()).toMatchObject({ emailVerified: true });
    expect((await me(cookieOf(mariaRes))).statusCode).toBe(401);
    const before = await counts();
    expect((await confirm(mariaToken!)).json().error).toMatchObject({ code: EMAIL_LINK_PROBLEMS.invalid });
    expect((await signUp(maria)).statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    // Fulano's proven e-mail is not Maria's: her lead stays out of his list.
    await mariasLead();
    expect((await timeline(cookieOf(fulano))).json()).toEqual([]);
  });

  describe('the link', () => {
    it('works once: a second use, and any other open link of the account, is “already used” (410)', async () => {
      const cookie = cookieOf(await signUp(maria));
      expect((await resend(cookie)).statusCode).toBe(202);
      const [first, second] = await linksFromMail();
      expect((await confirm(second!)).statusCode).toBe(204);
      for (const token of [second!, first!]) {
        const res = await confirm(token);
        expect(res.statusCode).toBe(410);
        expect(res.json().error).toMatchObject({ code: EMAIL_LINK_PROBLEMS.used, message: authLabels.verifyEmail.linkUsed });
      }
    });

    it(`expires after ${EMAIL_VERIFICATION_TTL_HOURS} hours; an expired or made-up link verifies nothing`, async () => {
      const cookie = cookieOf(await signUp(maria));
      const [token] = await linksFromMail();
      time += EMAIL_VERIFICATION_TTL_HOURS * HOUR + 1000;
      const before = await counts();
      const expired = await confirm(token!);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toMatchObject({ code: EMAIL_LINK_PROBLEMS.expired, message: authLabels.verifyEmail.linkExpired });
      const madeUp = await confirm('x'.repeat(43));
      expect(madeUp.statusCode).toBe(410);
      expect(madeUp.json().error).toMatchObject({ code: EMAIL_LINK_PROBLEMS.invalid, message: authLabels.verifyEmail.linkInvalid });
      expect((await confirm('')).statusCode).toBe(400);
      expect(await counts()).toEqual(before);
      expect((await me(cookie)).json()).toMatchObject({ emailVerified: false });
      // A new link works.
      expect((await resend(cookie)).statusCode).toBe(202);
      const [fresh] = await linksFromMail();
      expect((await confirm(fresh!)).statusCode).toBe(204);
    });

    it('only its hash is stored', async () => {
      await signUp(maria);
      const [token] = await linksFromMail();
      const { rows } = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM email_verifications');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toContain(token!);
      expect(verifyEmailPath(token!)).toContain(encodeURIComponent(token!));
    });
  });

  describe('asking for a new link', () => {
    it('is for a signed-in account that has not proven its e-mail: a visitor gets 401, a verified account 409', async () => {
      expect((await resend()).statusCode).toBe(401);
      const camilaCookie = cookieOf(await signIn(camila.email, camila.password));
      const before = await counts();
      const res = await resend(camilaCookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'email_already_verified', message: authLabels.verifyEmail.alreadyVerified });
      expect(await counts()).toEqual(before);
    });

    it('is limited per account (the sign-up’s link counts): past it, 429 in pt-BR and nothing written; the window slides', async () => {
      const cookie = cookieOf(await signUp(maria));
      expect((await resend(cookie)).statusCode).toBe(202);
      expect((await resend(cookie)).statusCode).toBe(202);
      expect(await linksFromMail()).toHaveLength(3);
      const before = await counts();
      const refused = await resend(cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'too_many_requests', message: authLabels.verifyEmail.tooMany(60) });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await counts()).toEqual(before);
      expect(await linksFromMail()).toHaveLength(0);
      time += HOUR + 1000;
      expect((await resend(cookie)).statusCode).toBe(202);
      expect(await linksFromMail()).toHaveLength(1);
    });
  });
});
