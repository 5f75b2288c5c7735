/**
 * The request limits hold under concurrency, with the production defaults:
 * a flood sent all at once (Promise.all) gets exactly the limit through,
 * never one more, on PGlite and PostgreSQL. Each limit's slot is taken under
 * a lock of its subject in the transaction that writes (server/plugins/limits.ts),
 * so parallel requests count one after the other.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authLabels } from '../../models/labels/auth';
import { cpfCheckDigits } from '../../models/common/validators';
import { buildApp } from '../../server/app';
import { DEFAULT_SIGN_UP_LIMIT } from '../../server/auth/auth-routes';
import { DEFAULT_RESET_PER_ADDRESS, DEFAULT_RESET_PER_EMAIL } from '../../server/auth/password-reset-routes';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { removeOldRequests, takeSlots } from '../../server/plugins/limits';
import { PRIVACY_LINKS_PER_ADDRESS, PRIVACY_LINKS_PER_EMAIL } from '../../server/privacy/privacy-routes';
import { FAST_HASHING, SAME_ORIGIN } from './support/callers';
import { sendLead } from './support/send-lead';
import { describeEachDatabase } from './support/test-db';

const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const cpf = (base9: string) => `${base9}${cpfCheckDigits(base9)}`;

describeEachDatabase('request limits under concurrency', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, auth: { passwordHashing: FAST_HASHING }, passwordReset: { responseFloorMs: 0 }, mail: { publicUrl: 'https://flua.example' } })).app;
  });
  afterAll(async () => app?.close());

  const mails = async (kind: string) => Number((await ctx.db.query<{ n: string | number }>('SELECT count(*) AS n FROM mail_outbox WHERE kind = $1', [kind])).rows[0]!.n);
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
  const times = (n: number, status: number) => Array.from({ length: n }, () => status);

  it('production defaults: sign-up 10 an hour per address; password reset 10 per address and 5 links per e-mail; privacy links 10 per address and 3 per e-mail', () => {
    expect(DEFAULT_SIGN_UP_LIMIT).toEqual({ max: 10, windowMinutes: 60 });
    expect(DEFAULT_RESET_PER_ADDRESS).toEqual({ max: 10, windowMinutes: 60 });
    expect(DEFAULT_RESET_PER_EMAIL).toEqual({ max: 5, windowMinutes: 60 });
    expect(PRIVACY_LINKS_PER_ADDRESS).toEqual({ max: 10, windowMinutes: 60 });
    expect(PRIVACY_LINKS_PER_EMAIL).toEqual({ max: 3, windowMinutes: 60 });
  });

  it('40 password resets for one e-mail at once, from 40 addresses: exactly 5 links mailed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: camila.email }, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } }),
      ),
    );
    // The answer never tells: 202 to every one.
    expect(statuses(answers)).toEqual(times(40, 202));
    expect(await mails('passwordReset')).toBe(DEFAULT_RESET_PER_EMAIL.max);
  });

  it('40 password resets from one address at once: exactly 10 answered, 30 refused with 429 and Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: `ninguem.${i}@exemplo.example` }, headers: { 'x-forwarded-for': '203.0.113.40' } }),
      ),
    );
    expect(statuses(answers)).toEqual([...times(10, 202), ...times(30, 429)]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: authLabels.forgotPassword.tooMany(60) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('30 privacy links for one lead’s CPF and e-mail at once, from 30 addresses: exactly 3 mailed', async () => {
    await sendLead(app, { email: 'titular.privacidade@exemplo.example' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/privacy/links',
          payload: { cpf: '529.982.247-25', email: 'titular.privacidade@exemplo.example' },
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      ),
    );
    expect(statuses(answers)).toEqual(times(30, 202));
    expect(await mails('privacyLink')).toBe(PRIVACY_LINKS_PER_EMAIL.max);
  });

  it('30 privacy links from one address at once: exactly 10 answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/privacy/links', payload: { cpf: '529.982.247-25', email: `outra.${i}@exemplo.example` }, headers: { 'x-forwarded-for': '203.0.113.41' } }),
      ),
    );
    expect(statuses(answers)).toEqual([...times(10, 202), ...times(20, 429)]);
  });

  it('30 sign-ups from one address at once: exactly 10 accounts', async () => {
    const before = Number((await ctx.db.query<{ n: string | number }>('SELECT count(*) AS n FROM users')).rows[0]!.n);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: {
            fullName: 'Teste Limite Cadastro',
            cpf: cpf(`42${String(i).padStart(7, '0')}`),
            phone: '(11) 91234-5678',
            email: `concorrente.${i}@exemplo.example`,
            password: 'Segura#2025',
            passwordConfirmation: 'Segura#2025',
          },
          headers: { ...SAME_ORIGIN, 'x-forwarded-for': '203.0.113.42' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([...times(10, 201), ...times(20, 429)]);
    expect(Number((await ctx.db.query<{ n: string | number }>('SELECT count(*) AS n FROM users')).rows[0]!.n)).toBe(before + 10);
  });

  it('a refusal writes nothing and says when the next request is let through; rows past the longest window (a day) are cleaned up', async () => {
    const limit = { max: 2, windowMinutes: 60 };
    const subject = { bucket: 'test-bucket', subject: 'address:192.0.2.1', limit };
    expect(await takeSlots(ctx.db, [subject])).toBeUndefined();
    expect(await takeSlots(ctx.db, [subject])).toBeUndefined();
    const rows = async () => Number((await ctx.db.query<{ n: string | number }>("SELECT count(*) AS n FROM limited_requests WHERE bucket = 'test-bucket'")).rows[0]!.n);
    // Two subjects asked together: the one over its limit refuses both, and neither is recorded.
    const other = { bucket: 'test-bucket', subject: 'document:52998224725', limit };
    const refusal = await takeSlots(ctx.db, [other, subject]);
    expect(refusal?.refused).toEqual(subject);
    expect(refusal!.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(refusal!.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    expect(await rows()).toBe(2);
    // 50 minutes later the oldest frees its slot 10 minutes on.
    await ctx.db.query("UPDATE limited_requests SET requested_at = requested_at - interval '50 minutes' WHERE bucket = 'test-bucket'");
    expect((await takeSlots(ctx.db, [subject]))!.retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
    await ctx.db.query("UPDATE limited_requests SET requested_at = requested_at - interval '2 days' WHERE bucket = 'test-bucket'");
    await ctx.db.query("INSERT INTO limited_requests (bucket, subject) VALUES ('test-bucket', 'address:192.0.2.2')");
    expect(await removeOldRequests(ctx.db, new Date())).toBe(2);
    expect(await rows()).toBe(1);
  });
});
