/**
 * Sign-in limits under parallel requests: correct sign-ins never count
 * against an address (25 at once from one address all succeed), and a
 * flood of wrong passwords from one address is held to the address's limit
 * plus the passwords in flight; once refused, the address's requests check
 * no password and write no row.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authLabels } from '../../models/labels/auth';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/db/demo-accounts';
import { DEFAULT_SIGN_IN_LIMITS } from '../../server/auth/sign-in-limits';
import { describeEachDatabase } from './support/test-db';

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const customer = demoAccounts.find((a) => a.roles.includes('customer'))!;

describeEachDatabase('sign-in limits under parallel requests', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, auth: { passwordHashing: FAST } })).app;
  });
  afterAll(async () => app?.close());

  const signIn = (password: string, remoteAddress: string, email = customer.email) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });
  const attempts = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM sign_in_attempts')).rows[0]!.n);

  it('25 parallel correct sign-ins from one address all succeed, and the account and address stay open', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => signIn(customer.password, '203.0.113.60')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 25 }, () => 200));
    expect((await signIn(customer.password, '203.0.113.60')).statusCode).toBe(200);
    expect((await signIn('Errada#123', '203.0.113.60')).statusCode).toBe(401);
  });

  it('60 parallel wrong passwords from one address: at most the limit and the in-flight ones are checked; then the address is refused and nothing is written', async () => {
    const { perAddress, inFlightPerAddress } = DEFAULT_SIGN_IN_LIMITS;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(`Errada#${i}00`, '198.51.100.61', `pessoa${i}@flua.example`)));
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    const checked = await attempts();
    expect(checked).toBeLessThanOrEqual(perAddress + inFlightPerAddress!);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(checked);
    const refused = await signIn(customer.password, '198.51.100.61');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(authLabels.errors.tooManyAttemptsWait(Number(refused.headers['retry-after'])));
    expect(await attempts()).toBe(checked);
    // The account's owner, elsewhere, signs in.
    expect((await signIn(customer.password, '192.0.2.62')).statusCode).toBe(200);
  });
});
