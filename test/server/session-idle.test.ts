/**
 * Sessions end after a while without use, besides their 14 days: a
 * customer's after 2 hours, staff's (sellers, offer admins) after an
 * hour (SESSION_LIFETIME). Each use keeps the session going, and the
 * last use is written at most once a minute, not on every request. The
 * clock is the database's: the tests move a session's last use back.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SESSION_LIFETIME, tokenHash } from '../../server/auth/accounts-repo';
import { createRetentionJobs } from '../../server/jobs/retention';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { accounts, FAST_HASHING, signInCookie } from './support/callers';
import { describeEachDatabase } from './support/test-db';

describeEachDatabase('session idle time', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, auth: { passwordHashing: FAST_HASHING } })).app;
  });
  afterAll(async () => app?.close());

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const hashOf = (cookie: string) => tokenHash(cookie.split('=')[1]!);
  /** Moves the session's last use back to `seconds` ago. */
  const unusedFor = (cookie: string, seconds: number) =>
    ctx.db.query('UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE token_hash = $1', [hashOf(cookie), seconds]);
  const lastUse = async (cookie: string) =>
    (
      await ctx.db.query<{ last_seen_at: Date | string; age: number | string }>('SELECT last_seen_at, extract(epoch FROM now() - last_seen_at) AS age FROM sessions WHERE token_hash = $1', [
        hashOf(cookie),
      ])
    ).rows[0]!;

  it('a customer’s session ends after 2 hours unused, staff’s after 1 hour; a dead session’s cookie is cleared', async () => {
    const customer = await signInCookie(app, accounts.customer);
    const seller = await signInCookie(app, accounts.seller);
    const admin = await signInCookie(app, accounts.admin);
    const { idleSeconds } = SESSION_LIFETIME;
    expect(idleSeconds).toEqual({ customer: 2 * 60 * 60, staff: 60 * 60 });

    // Just over an hour unused: staff are signed out, the customer is not.
    for (const cookie of [customer, seller, admin]) await unusedFor(cookie, idleSeconds.staff + 60);
    expect((await me(customer)).statusCode).toBe(200);
    for (const cookie of [seller, admin]) {
      const res = await me(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    }
    // Just over 2 hours unused: the customer too.
    await unusedFor(customer, idleSeconds.customer + 1);
    expect((await me(customer)).statusCode).toBe(401);
    // A fresh sign-in works again.
    expect((await me(await signInCookie(app, accounts.customer))).statusCode).toBe(200);
  });

  it('each use keeps it going: a session used just before its idle time runs out starts its idle time again', async () => {
    const customer = await signInCookie(app, accounts.customer);
    const almost = SESSION_LIFETIME.idleSeconds.customer - 60;
    await unusedFor(customer, almost);
    expect((await me(customer)).statusCode).toBe(200);
    expect(Number((await lastUse(customer)).age)).toBeLessThan(SESSION_LIFETIME.touchEverySeconds);
    // Another stretch as long: still signed in, since it was used.
    await ctx.db.query('UPDATE sessions SET last_seen_at = last_seen_at - make_interval(secs => $2) WHERE token_hash = $1', [hashOf(customer), almost]);
    expect((await me(customer)).statusCode).toBe(200);
  });

  it('writes the last use at most once a minute, not on every request', async () => {
    const customer = await signInCookie(app, accounts.customer);
    await unusedFor(customer, 10);
    const before = (await lastUse(customer)).last_seen_at;
    for (let i = 0; i < 3; i++) expect((await me(customer)).statusCode).toBe(200);
    expect(new Date((await lastUse(customer)).last_seen_at).getTime()).toBe(new Date(before).getTime());
    await unusedFor(customer, SESSION_LIFETIME.touchEverySeconds + 5);
    const stale = (await lastUse(customer)).last_seen_at;
    expect((await me(customer)).statusCode).toBe(200);
    expect(new Date((await lastUse(customer)).last_seen_at).getTime()).toBeGreaterThan(new Date(stale).getTime());
  });

  it('the scheduled clean-up forgets ended sessions with their edit links, and sign-ups that waited two days', async () => {
    const live = await signInCookie(app, accounts.customer);
    const idle = await signInCookie(app, accounts.seller);
    await unusedFor(idle, SESSION_LIFETIME.idleSeconds.staff + 1);
    await ctx.db.query(
      `INSERT INTO pending_sign_ups (token_hash, email, cpf, full_name, phone, password_hash, created_at, expires_at)
       VALUES ('old', 'a@exemplo.example', '52998224725', 'Pessoa Antiga', '11988887777', 'x', now() - interval '3 days', now() - interval '2 days'),
              ('new', 'b@exemplo.example', '52998224725', 'Pessoa Nova', '11988887777', 'x', now(), now() + interval '1 day')`,
    );
    await createRetentionJobs({ db: ctx.db, uploadsDir: '/nonexistent-flua-uploads' }).runOnce();
    const hashes = (await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions')).rows.map((r) => r.token_hash);
    expect(hashes).toContain(hashOf(live));
    expect(hashes).not.toContain(hashOf(idle));
    expect((await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM pending_sign_ups')).rows.map((r) => r.token_hash)).toEqual(['new']);
  });
});
