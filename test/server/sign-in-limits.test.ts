/**
 * Sign-in limits under parallel requests and behind a shared address:
 * correct sign-ins never count against an address (25 at once from one
 * address all succeed); a flood of wrong passwords from one address, all at
 * once, gets exactly the address's limit answered (and written), whatever the
 * concurrency; once the address waits, its requests check no password and
 * write no row, except the account's owner on a browser that signed in to
 * that account before, who still signs in while the guesses stay bounded.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authLabels } from '../../models/labels/auth';
import { buildApp } from '../../server/app';
import { DEVICE_COOKIE } from '../../server/http/cookies';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { DEFAULT_SIGN_IN_LIMITS } from '../../server/auth/auth-routes';
import { describeEachDatabase } from './support/test-db';

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const customer = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const other = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const { perAddress, perAccount } = DEFAULT_SIGN_IN_LIMITS;

describeEachDatabase('sign-in limits under parallel requests', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, auth: { passwordHashing: FAST } })).app;
  });
  afterAll(async () => app?.close());

  const signIn = (password: string, remoteAddress: string, email = customer.email, mark?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress, ...(mark ? { cookies: { [DEVICE_COOKIE]: mark } } : {}) });
  const attempts = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM sign_in_attempts')).rows[0]!.n);
  const failures = async (address: string) =>
    Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM sign_in_attempts WHERE address = $1 AND succeeded = false', [address])).rows[0]!.n);
  /** The browser's sign-in mark an answer set. */
  const markOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
  /** Fills the address's window with wrong passwords for strangers' e-mails. */
  const flood = async (address: string) => {
    for (let i = 0; i < perAddress; i++) expect((await signIn(`Errada#${i}00`, address, `pessoa${i}@flua.example`)).statusCode).toBe(401);
  };

  it('25 parallel correct sign-ins from one address all succeed, and the account and address stay open', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => signIn(customer.password, '203.0.113.60')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 25 }, () => 200));
    expect((await signIn(customer.password, '203.0.113.60')).statusCode).toBe(200);
    expect((await signIn('Errada#123', '203.0.113.60')).statusCode).toBe(401);
  });

  it('60 parallel wrong passwords from one address: exactly the limit is answered and written; then the address is refused and nothing is written', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(`Errada#${i}00`, '198.51.100.61', `pessoa${i}@flua.example`)));
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(perAddress);
    expect(await failures('198.51.100.61')).toBe(perAddress);
    const checked = await attempts();
    const refused = await signIn(customer.password, '198.51.100.61');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(authLabels.errors.tooManyAttemptsWait(Number(refused.headers['retry-after'])));
    expect(await attempts()).toBe(checked);
    // The account's owner, elsewhere, signs in.
    expect((await signIn(customer.password, '192.0.2.62')).statusCode).toBe(200);
  });

  it('behind a waiting address, the owner on a browser that signed in to the account before still signs in; guesses stay bounded', async () => {
    const office = '203.0.113.70';
    // Camila signed in from the office before: her browser keeps the mark of her account.
    const earlier = await signIn(customer.password, office);
    expect(earlier.statusCode).toBe(200);
    const mark = markOf(earlier)!;
    expect(mark).toBeTruthy();
    const joaosMark = markOf(await signIn(other.password, '192.0.2.71', other.email))!;

    // Someone at the office guesses: the address waits.
    await flood(office);
    const before = await attempts();
    // A browser without the mark, or with another account's, is refused, right password or not, and nothing is checked or written.
    expect((await signIn(customer.password, office)).statusCode).toBe(429);
    expect((await signIn(customer.password, office, customer.email, joaosMark)).statusCode).toBe(429);
    expect(await attempts()).toBe(before);
    // Camila's browser signs in.
    const owner = await signIn(customer.password, office, customer.email, mark);
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.some((c) => c.name === 'flua_session' && c.value !== '')).toBe(true);

    // A guesser holding that mark gets at most the account's limit of wrong passwords checked, then waits like the address.
    const answers: number[] = [];
    for (let i = 0; i < perAccount + 3; i++) answers.push((await signIn(`Chute#${i}00`, office, customer.email, mark)).statusCode);
    expect(answers.slice(0, perAccount)).toEqual(Array.from({ length: perAccount }, () => 401));
    expect(answers.slice(perAccount)).toEqual([429, 429, 429]);
    const after = await attempts();
    // Past it, even the right password says nothing there (it is not checked); from elsewhere the owner signs in.
    expect((await signIn(customer.password, office, customer.email, mark)).statusCode).toBe(429);
    expect(await attempts()).toBe(after);
    expect((await signIn(customer.password, '192.0.2.72')).statusCode).toBe(200);
  });

  it('a made-up, altered or expired-shape mark lets nobody through', async () => {
    const office = '203.0.113.80';
    const mark = markOf(await signIn(customer.password, '192.0.2.81'))!;
    await flood(office);
    const [id, issued, signature] = mark.split('.') as [string, string, string];
    for (const forged of [`${id}.${issued}.${'A'.repeat(43)}`, `${id}.${Number(issued) + 1}.${signature}`, 'qualquer-coisa', `${id}.1.${signature}`]) {
      expect((await signIn(customer.password, office, customer.email, forged)).statusCode).toBe(429);
    }
    expect((await signIn(customer.password, office, customer.email, mark)).statusCode).toBe(200);
  });
});
