/**
 * Request limits on the yes/no routes (sign-up, B2E employee check): per
 * client address and, for the employee check, per SAP id; 429 with a pt-BR
 * message, nothing written, and the window really slides.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authLabels } from '../../models/labels/auth';
import { leadLabels } from '../../models/labels/lead';
import { cpfCheckDigits } from '../../models/common/validators';
import { buildApp } from '../../server/app';
import { demoEmployees } from '../../server/demo/demo-catalogue';
import { describeEachDatabase } from './support/test-db';

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };

/** A valid CPF made from nine digits. */
const cpf = (base9: string) => `${base9}${cpfCheckDigits(base9)}`;

const signUpBody = (n: number) => ({
  fullName: 'Teste Limite Cadastro',
  cpf: cpf(`41${String(n).padStart(7, '0')}`),
  phone: '(11) 91234-5678',
  email: `limite.${n}@exemplo.example`,
  password: 'Segura#2025',
  passwordConfirmation: 'Segura#2025',
});

describeEachDatabase('request limits', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = (
      await buildApp({
        db: ctx.db,
        auth: { passwordHashing: FAST, signUpLimit: { max: 2, windowMinutes: 60 } },
        employeeCheckLimit: { max: 3, windowMinutes: 15 },
      })
    ).app;
  });
  afterAll(async () => app?.close());

  const signUps = async () => Number((await ctx.db.query<{ n: string | number }>("SELECT count(*) AS n FROM limited_requests WHERE bucket = 'sign-up'")).rows[0]!.n);
  const users = async () => Number((await ctx.db.query<{ n: string | number }>('SELECT count(*) AS n FROM users')).rows[0]!.n);
  const signUp = (n: number, address: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: signUpBody(n), headers: { ...SAME_ORIGIN, 'x-forwarded-for': address } });

  it('sign-up: the third from one address in the hour gets 429 in pt-BR and writes nothing; other addresses go on; the window slides', async () => {
    expect((await signUp(1, '203.0.113.7')).statusCode).toBe(201);
    expect((await signUp(2, '203.0.113.7')).statusCode).toBe(201);
    const before = await users();
    const rows = await signUps();
    const limited = await signUp(3, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'too_many_requests', message: authLabels.errors.tooManySignUps(60) } });
    expect(limited.headers['set-cookie']).toBeUndefined();
    expect(await users()).toBe(before);
    // The refused request wrote nothing, not even its own count.
    expect(await signUps()).toBe(rows);
    // Another address is not limited by the first one's requests.
    expect((await signUp(3, '198.51.100.20')).statusCode).toBe(201);
    // An hour later the first address may sign up again.
    await ctx.db.query("UPDATE limited_requests SET requested_at = requested_at - interval '61 minutes' WHERE bucket = 'sign-up'");
    expect((await signUp(4, '203.0.113.7')).statusCode).toBe(201);
  });

  const check = (sapId: string, cpfValue: string, address: string) =>
    app.inject({ method: 'POST', url: '/api/employee/validate', payload: { sap_id: sapId, cpf: cpfValue }, headers: { 'x-forwarded-for': address } });

  /** Checks recorded (one row per check under its address). */
  const checks = async () => Number((await ctx.db.query<{ n: string | number }>("SELECT count(*) AS n FROM limited_requests WHERE bucket = 'employee-check'")).rows[0]!.n);

  it('employee check: limited per address and per SAP id; guessing CPFs for a SAP id does not block the employee; refused checks write nothing', async () => {
    const [active, other] = demoEmployees.filter((e) => e.active);
    // Guessing CPFs for one SAP id, from one address.
    for (let i = 0; i < 3; i++) expect((await check(active!.sapId, cpf(`3${i}0000000`), '203.0.113.9')).json()).toEqual({ data: { active: false } });
    const written = await checks();
    const limited = await check(active!.sapId, active!.cpf, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { message: leadLabels.api.tooManyEmployeeChecks(15) } });
    expect(await checks()).toBe(written);
    // Guessers from other addresses, once the SAP id has had its failures, are held after their own first failure ...
    expect((await check(active!.sapId, cpf('390000000'), '192.0.2.40')).json()).toEqual({ data: { active: false } });
    expect((await check(active!.sapId, cpf('391000000'), '192.0.2.40')).statusCode).toBe(429);
    // ... while the employee, from their own address, is answered.
    expect((await check(active!.sapId, active!.cpf, '198.51.100.30')).json()).toEqual({ data: { active: true } });
    expect((await check(other!.sapId, other!.cpf, '198.51.100.30')).json()).toEqual({ data: { active: true } });
    // After the window, the guessing address is answered again.
    await ctx.db.query("UPDATE limited_requests SET requested_at = requested_at - interval '16 minutes' WHERE bucket LIKE 'employee-check%'");
    expect((await check(active!.sapId, active!.cpf, '203.0.113.9')).json()).toEqual({ data: { active: true } });
  });

  it('employee check: 20 parallel failed checks from one address answer at most the limit; the refused ones write nothing', async () => {
    const [active] = demoEmployees.filter((e) => e.active);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => check(active!.sapId, cpf(`5${String(i).padStart(2, '0')}000000`), '203.0.113.50')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(17);
    expect(await checks()).toBe(3);
  });

  it('employee check: a check that finds the employee counts toward no limit, so the employee who mistyped a few times, then sends the form again and again, is still answered', async () => {
    const [active, other] = demoEmployees.filter((e) => e.active);
    const address = '203.0.113.60';
    // Two mistakes (one short of the limit of 3) ...
    expect((await check(active!.sapId, cpf('610000000'), address)).json()).toEqual({ data: { active: false } });
    expect((await check('99999999', active!.cpf, address)).json()).toEqual({ data: { active: false } });
    // ... then the right data, many times over (each send of the form checks again).
    for (let i = 0; i < 12; i++) {
      const answer = await check(active!.sapId, active!.cpf, address);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { active: true } });
    }
    expect((await check(other!.sapId, other!.cpf, address)).json()).toEqual({ data: { active: true } });
    // Only the two failures were kept.
    expect(await checks()).toBe(2);
    // The limit against guessing still holds: a third failure, and the address waits.
    expect((await check(active!.sapId, cpf('620000000'), address)).json()).toEqual({ data: { active: false } });
    expect((await check(active!.sapId, active!.cpf, address)).statusCode).toBe(429);
  });
});
