/**
 * Abuse: floods against every anonymous write route, coupon draining and
 * mail loops, each against its limit, sent all at once (Promise.all), on
 * PGlite and PostgreSQL.
 *
 * - Every anonymous write route the app registers is in
 *   support/abuse-targets.ts, with the limit the suite's options give it
 *   (small limits, so each flood is a few requests) or the reason it needs
 *   none: a new anonymous write without an entry fails here, named. A flood
 *   of N + 3 requests from one address gets exactly N through and 3 × 429
 *   in pt-BR with Retry-After; another address is still answered. A flood of
 *   a route without a limit writes nothing.
 * - Leads: per CPF/CNPJ whatever the addresses; a replayed Idempotency-Key
 *   answers its stored result and counts nothing; a refused lead counts
 *   nothing; a seller's session is counted per seller, not per address.
 * - Coupons with limited uses: flooded by one address with many CPFs, or by
 *   one CPF from many addresses, the coupon stays available to others.
 * - Mail loops: password reset and privacy links per e-mail, the proof of
 *   e-mail resend per account, the seller's mail per seller (and its copies
 *   per message).
 * - The production defaults, asserted, and the lead defaults applied.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponTermsOf, leadSelectionOf, priceLead } from '../../models/lead/lead-pricing';
import type { Lead } from '../../models/lead/lead';
import { leadLabels } from '../../models/labels/lead';
import { quotationLabels } from '../../models/labels/quotation';
import { SELLER_MAIL_MAX_COPIES } from '../../models/quotation/quotation';
import { buildApp } from '../../server/app';
import { DEFAULT_VERIFICATION_RESEND_LIMIT } from '../../server/auth/email-verification-routes';
import type { Database } from '../../server/db/database';
import { demoCoupons } from '../../server/demo/demo-catalogue';
import { DEFAULT_LEAD_LIMITS } from '../../server/leads/lead-limits';
import { SELLER_MAIL_LIMIT } from '../../server/quotations/quotations-routes';
import { leadOffer, rentalLead } from '../support/lead-fixtures';
import { ABUSE_LIMITS, ABUSE_TARGETS, abuseAppOptions, cpfOf, freshKey, missingAbuseEntry, type FloodContext, type Limited, type Unlimited } from './support/abuse-targets';
import { accounts, createResources, signInCallers, signInCookie, SAME_ORIGIN, simulatorBody, type Resources } from './support/callers';
import { envelopeProblem, rowChanges, rowCounts, tableNames } from './support/fuzz';
import { uploadGrant, WRITE_METHODS } from './support/fuzz-targets';
import { describeEachDatabase } from './support/test-db';

/** How many requests past the limit each flood sends. */
const OVER = 3;
const FLOOD_ADDRESS = '203.0.113.66';

const noDb = { kind: 'pglite', query: async () => ({ rows: [] }) } as unknown as Database;

/** `METHOD url` of every anonymous write route the app registers. */
async function anonymousWrites(): Promise<string[]> {
  const { app, routes } = await buildApp({ db: noDb });
  await app.ready();
  await app.close();
  return routes
    .filter((r) => r.access?.kind === 'anonymous')
    .flatMap((r) => [r.method].flat().filter((m) => (WRITE_METHODS as readonly string[]).includes(m)).map((m) => `${m} ${r.url}`));
}

const registered = await anonymousWrites();
const limitedRoutes = registered.filter((r) => 'limited' in (ABUSE_TARGETS[r] ?? {}));
const unlimitedRoutes = registered.filter((r) => 'unlimited' in (ABUSE_TARGETS[r] ?? {}));

const from = (address: string, request: InjectOptions): InjectOptions => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': address } });
const statusesOf = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort((a, b) => a - b);
const times = (n: number, status: number) => Array.from({ length: n }, () => status);

/** Every refusal of a flood: 429, the API's pt-BR envelope, a Retry-After in seconds. */
function expectLimitRefusals(answers: LightMyRequestResponse[]): void {
  for (const refused of answers.filter((a) => a.statusCode === 429)) {
    expect(envelopeProblem(refused), refused.body).toBeUndefined();
    expect(Number(refused.headers['retry-after']), refused.body).toBeGreaterThan(0);
  }
}

describe('abuse targets', () => {
  it('every anonymous write route has an entry (a limit, or why it needs none), and every entry a route', () => {
    const missing = registered.filter((r) => !(r in ABUSE_TARGETS));
    expect(missing, `anonymous write routes without a declared limit; add to ABUSE_TARGETS in test/server/support/abuse-targets.ts:\n${missing.map(missingAbuseEntry).join('\n')}`).toEqual([]);
    expect(Object.keys(ABUSE_TARGETS).filter((t) => !registered.includes(t)), 'entries of routes that are not (or no longer) anonymous writes').toEqual([]);
    expect(limitedRoutes.length).toBeGreaterThanOrEqual(11);
  });

  it('the production defaults: leads 20 an hour per address, 5 a day per CPF or CNPJ, 100 an hour per seller; limited coupons 3 a day per address and per CPF, 30 per seller; seller mail 20 an hour with at most 3 copies', () => {
    expect(DEFAULT_LEAD_LIMITS).toEqual({
      perAddress: { max: 20, windowMinutes: 60 },
      perDocument: { max: 5, windowMinutes: 1440 },
      perSeller: { max: 100, windowMinutes: 60 },
      couponPerAddress: { max: 3, windowMinutes: 1440 },
      couponPerDocument: { max: 3, windowMinutes: 1440 },
      couponPerSeller: { max: 30, windowMinutes: 1440 },
    });
    expect(SELLER_MAIL_LIMIT).toEqual({ max: 20, windowMinutes: 60 });
    expect(SELLER_MAIL_MAX_COPIES).toBe(3);
    expect(DEFAULT_VERIFICATION_RESEND_LIMIT).toEqual({ max: 5, windowMinutes: 60 });
  });
});

/** A rental lead of `cpf` using `coupon`, at the monthly price the server computes with it. */
function couponLead(coupon: string, cpf: string): Lead {
  const def = demoCoupons.find((c) => c.name === coupon)!;
  const base = rentalLead({ cpf, email: `cupom.${cpf.replace(/\D/g, '')}@exemplo.example` });
  const selection = leadSelectionOf({ period: base.period, km: base.km, relatedProducts: base.relatedProduct, additionals: base.additionals, initialPayment: 0 });
  const priced = priceLead(leadOffer, selection, couponTermsOf(def));
  if (!priced.ok) throw new Error(`${coupon} does not price the fixture's lead`);
  const rentalPrice = priced.value.monthlyPrice;
  return {
    ...base,
    rentalPrice,
    rental_payment_information: {
      initialPaymentAmount: 0,
      initialPaymentPercentage: 0,
      discountAmount: 0,
      discountPercentage: 0,
      monthlyInstallments: base.period,
      monthlyPaymentAmount: rentalPrice,
      coupon: { locaviaCode: def.locaviaCode, name: def.name, description: def.description, type: def.type, discountAmount: def.discountAmount, limitedKind: def.limitedKind },
    },
  };
}

describeEachDatabase('abuse', (ctx) => {
  let app: FastifyInstance;
  let tables: string[];
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, ...abuseAppOptions() })).app;
    tables = await tableNames(ctx.db);
  });
  afterAll(async () => app?.close());

  const count = async (sql: string, params: unknown[] = []) => Number((await ctx.db.query<{ n: string | number }>(sql, params)).rows[0]!.n);
  const mails = (kind: string) => count('SELECT count(*) AS n FROM mail_outbox WHERE kind = $1', [kind]);
  const uses = (coupon: string) => count('SELECT count(*) AS n FROM coupon_usages WHERE coupon_name = $1', [coupon]);
  const flood: FloodContext = { uploadGrant: () => uploadGrant(app, freshKey('upload')) };
  const lead = (payload: object, address: string, headers: Record<string, string> = {}) =>
    app.inject(from(address, { method: 'POST', url: '/api/v2/lead', payload, headers: { ...SAME_ORIGIN, 'idempotency-key': freshKey('lead'), ...headers } }));

  describe('a flood from one address gets exactly its limit through', () => {
    it.each(limitedRoutes)('%s', async (route) => {
      const { limit, accepted, request } = (ABUSE_TARGETS[route] as Limited).limited;
      const requests: InjectOptions[] = [];
      for (let i = 0; i < limit + OVER; i++) requests.push(await request(i, flood));
      // All at once: a limit holds whatever the concurrency.
      const answers: LightMyRequestResponse[] = await Promise.all(requests.map((r) => app.inject(from(FLOOD_ADDRESS, r))));
      expect(statusesOf(answers), answers.find((a) => a.statusCode !== accepted && a.statusCode !== 429)?.body).toEqual(
        [...times(limit, accepted), ...times(OVER, 429)].sort((a, b) => a - b),
      );
      expectLimitRefusals(answers);
      // Another address is not held by the first one's flood.
      const other = await app.inject(from('198.51.100.77', await request(limit + OVER, flood)));
      expect(other.statusCode, other.body).toBe(accepted);
    });
  });

  describe('a flood of a route without a limit writes nothing', () => {
    it.each(unlimitedRoutes)('%s', async (route) => {
      const { sample } = ABUSE_TARGETS[route] as Unlimited;
      const before = await rowCounts(ctx.db, tables);
      const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject(from(FLOOD_ADDRESS, sample))));
      expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
      expect(rowChanges(before, await rowCounts(ctx.db, tables))).toEqual({});
    });
  });

  describe('leads', () => {
    const { perAddress, perDocument, perSeller } = ABUSE_LIMITS.leads;

    it('one CPF from many addresses: exactly its daily limit, refused in pt-BR', async () => {
      const answers = await Promise.all(Array.from({ length: perDocument.max + OVER }, (_, i) => lead(rentalLead({ cpf: cpfOf(1) }), `198.51.100.${i + 1}`)));
      expect(statusesOf(answers)).toEqual([...times(perDocument.max, 201), ...times(OVER, 429)]);
      expectLimitRefusals(answers);
      expect(answers.find((a) => a.statusCode === 429)!.json<{ error: { message: string } }>().error.message).toMatch(/^Este CPF ou CNPJ já enviou o número máximo de propostas por dia/);
    });

    it('a replayed Idempotency-Key answers its stored lead and counts nothing, even at the limit', async () => {
      const keys = Array.from({ length: perAddress.max }, (_, i) => freshKey(`replay-${i}`));
      const bodies = keys.map((_, i) => rentalLead({ cpf: cpfOf(10 + i) }));
      const first = await Promise.all(keys.map((key, i) => lead(bodies[i]!, FLOOD_ADDRESS, { 'idempotency-key': key })));
      expect(statusesOf(first)).toEqual(times(perAddress.max, 201));
      // The address is at its limit: replays answer what was stored, a new lead is refused.
      const replays = await Promise.all(keys.map((key, i) => lead(bodies[i]!, FLOOD_ADDRESS, { 'idempotency-key': key })));
      expect(replays.map((r) => r.statusCode)).toEqual(times(perAddress.max, 201));
      expect(replays.every((r) => r.headers['idempotent-replayed'] === 'true')).toBe(true);
      expect(replays.map((r) => r.json<{ id: string }>().id)).toEqual(first.map((r) => r.json<{ id: string }>().id));
      expect((await lead(rentalLead({ cpf: cpfOf(20) }), FLOOD_ADDRESS)).statusCode).toBe(429);
      expect(await count("SELECT count(*) AS n FROM limited_requests WHERE bucket = 'lead' AND subject = $1", [`address:${FLOOD_ADDRESS}`])).toBe(perAddress.max);
    });

    it('a refused lead (its price is not the server’s) counts nothing', async () => {
      const before = await rowCounts(ctx.db, tables);
      const answers = await Promise.all(Array.from({ length: perAddress.max + OVER }, (_, i) => lead(rentalLead({ cpf: cpfOf(30 + i), rentalPrice: 1 }), FLOOD_ADDRESS)));
      expect(statusesOf(answers)).toEqual(times(perAddress.max + OVER, 400));
      expect(rowChanges(before, await rowCounts(ctx.db, tables))).toEqual({});
      expect((await lead(rentalLead({ cpf: cpfOf(40) }), FLOOD_ADDRESS)).statusCode).toBe(201);
    });

    it('a seller in a showroom is counted per seller, not held by the address’s visitors; the seller’s own limit holds', async () => {
      const visitors = await Promise.all(Array.from({ length: perAddress.max }, (_, i) => lead(rentalLead({ cpf: cpfOf(50 + i) }), FLOOD_ADDRESS)));
      expect(statusesOf(visitors)).toEqual(times(perAddress.max, 201));
      expect((await lead(rentalLead({ cpf: cpfOf(59) }), FLOOD_ADDRESS)).statusCode).toBe(429);
      const cookie = await signInCookie(app, accounts.seller);
      const sellers = await Promise.all(Array.from({ length: perSeller.max + OVER }, (_, i) => lead(rentalLead({ cpf: cpfOf(60 + i) }), FLOOD_ADDRESS, { cookie })));
      expect(statusesOf(sellers)).toEqual([...times(perSeller.max, 201), ...times(OVER, 429)]);
      expect(sellers.find((a) => a.statusCode === 429)!.json<{ error: { message: string } }>().error.message).toMatch(/^Você atingiu o limite de propostas por hora/);
    });
  });

  describe('coupons with limited uses cannot be drained', () => {
    const { couponPerAddress, couponPerDocument } = ABUSE_LIMITS.leads;

    it('LIMITADO (20 uses, one per CPF) flooded by one address with many CPFs: its daily coupon uses, then it stays for others', async () => {
      const answers = await Promise.all(Array.from({ length: couponPerAddress.max + OVER }, (_, i) => lead(couponLead('LIMITADO', cpfOf(100 + i)), FLOOD_ADDRESS)));
      expect(statusesOf(answers)).toEqual([...times(couponPerAddress.max, 201), ...times(OVER, 429)]);
      expectLimitRefusals(answers);
      const refused = answers.find((a) => a.statusCode === 429)!.json<{ error: { message: string } }>().error.message;
      expect(refused).toMatch(/^Limite diário de uso de cupons atingido/);
      expect(await uses('LIMITADO')).toBe(couponPerAddress.max);
      // The address may still send a lead without the coupon; a customer elsewhere still gets the coupon.
      expect((await lead(rentalLead({ cpf: cpfOf(120) }), FLOOD_ADDRESS)).statusCode).toBe(201);
      expect((await lead(couponLead('LIMITADO', cpfOf(121)), '198.51.100.200')).statusCode).toBe(201);
      expect(await uses('LIMITADO')).toBe(couponPerAddress.max + 1);
    });

    it('PRIMEIROS50 (50 uses) flooded with one CPF from many addresses: the CPF’s daily coupon uses', async () => {
      const answers = await Promise.all(Array.from({ length: couponPerDocument.max + OVER }, (_, i) => lead(couponLead('PRIMEIROS50', cpfOf(130)), `198.51.100.${i + 1}`)));
      expect(statusesOf(answers)).toEqual([...times(couponPerDocument.max, 201), ...times(OVER, 429)]);
      expect(await uses('PRIMEIROS50')).toBe(couponPerDocument.max);
      expect((await lead(couponLead('PRIMEIROS50', cpfOf(131)), '198.51.100.201')).statusCode).toBe(201);
    });
  });

  describe('mail loops', () => {
    it('password reset: one e-mail asked from many addresses at once gets its links, no more', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => app.inject(from(`198.51.100.${i + 1}`, { method: 'POST', url: '/api/auth/password-reset', payload: { email: accounts.customer.email } }))),
      );
      expect(statusesOf(answers)).toEqual(times(12, 202));
      expect(await mails('passwordReset')).toBe(ABUSE_LIMITS.resetPerEmail.max);
    });

    it('privacy links: one CPF and e-mail asked from many addresses at once gets its links, no more', async () => {
      await lead(rentalLead({ cpf: cpfOf(140), email: 'titular.laco@exemplo.example' }), '192.0.2.10');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          app.inject(from(`198.51.100.${i + 1}`, { method: 'POST', url: '/api/privacy/links', payload: { cpf: cpfOf(140), email: 'titular.laco@exemplo.example' } })),
        ),
      );
      expect(statusesOf(answers)).toEqual(times(12, 202));
      expect(await mails('privacyLink')).toBe(ABUSE_LIMITS.privacyLinksPerEmail.max);
    });

    it('proof of e-mail: an unproven account asking again and again gets its links (the sign-up’s included), no more', async () => {
      const signUp = await app.inject(
        from('192.0.2.11', {
          method: 'POST',
          url: '/api/auth/sign-up',
          headers: SAME_ORIGIN,
          payload: { fullName: 'Conta Sem Prova', cpf: cpfOf(150), phone: '(11) 91234-5678', email: 'sem.prova@exemplo.example', password: 'Segura#2025', passwordConfirmation: 'Segura#2025' },
        }),
      );
      expect(signUp.statusCode, signUp.body).toBe(201);
      const cookie = ([] as string[]).concat(signUp.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).join('; ');
      const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'POST', url: '/api/auth/email-verification', headers: { ...SAME_ORIGIN, cookie } })));
      const allowed = DEFAULT_VERIFICATION_RESEND_LIMIT.max - 1;
      expect(statusesOf(answers)).toEqual([...times(allowed, 202), ...times(8 - allowed, 429)]);
      expectLimitRefusals(answers);
      expect(await mails('emailVerification')).toBe(DEFAULT_VERIFICATION_RESEND_LIMIT.max);
    });

    describe('seller mail', () => {
      let resources: Resources;
      let seller: string;
      /** The seller signed in and a saved quotation (each test starts from the demo seed). */
      const prepare = async () => {
        const cookies = await signInCallers(app, ctx.db);
        resources = await createResources(app, cookies);
        seller = cookies.seller;
      };
      const simulate = (body: object) => app.inject({ method: 'POST', url: '/api/v1/leads/simulation/legal', payload: body, headers: { ...SAME_ORIGIN, cookie: seller } });
      const sendQuotation = (to: string) =>
        app.inject({
          method: 'POST',
          url: `/api/quotations/${resources.quotationNumber}/send`,
          payload: { to, name: 'Paula' },
          headers: { ...SAME_ORIGIN, cookie: seller, 'idempotency-key': freshKey('send') },
        });
      const sellerMails = () => count("SELECT count(*) AS n FROM mail_outbox WHERE kind IN ('simulatorLegal', 'quotationToClient')");

      it('a flood of the simulator’s e-mail, then of quotations to clients: the seller’s messages of the hour, no more, refused in pt-BR saying the limit', async () => {
        await prepare();
        const { max } = ABUSE_LIMITS.sellerMail;
        const body = { ...simulatorBody(resources.quotationCard), destination: { ...simulatorBody(resources.quotationCard).destination, bcc: ['a@exemplo.example', 'b@exemplo.example'] } };
        const answers = await Promise.all(Array.from({ length: max + OVER }, () => simulate(body)));
        expect(statusesOf(answers)).toEqual([...times(max, 202), ...times(OVER, 429)]);
        expectLimitRefusals(answers);
        const refused = answers.find((a) => a.statusCode === 429)!.json<{ error: { message: string } }>().error.message;
        expect(refused).toMatch(new RegExp(`^Você atingiu o limite de ${max} e-mails por hora`));
        // The quotations to clients are the same seller's mail.
        expect((await sendQuotation('cliente@horizonte.example')).statusCode).toBe(429);
        expect(await sellerMails()).toBe(max);
      });

      it('a message carries at most 3 copies: more is refused in pt-BR and nothing is written', async () => {
        await prepare();
        const before = await sellerMails();
        const bcc = Array.from({ length: SELLER_MAIL_MAX_COPIES + 1 }, (_, i) => `copia.${i}@exemplo.example`);
        const res = await simulate({ ...simulatorBody(resources.quotationCard), destination: { ...simulatorBody(resources.quotationCard).destination, bcc } });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ 'destination.bcc': quotationLabels.sellerMail.tooManyCopies(SELLER_MAIL_MAX_COPIES) });
        expect(await sellerMails()).toBe(before);
        expect(await count("SELECT count(*) AS n FROM limited_requests WHERE bucket = 'seller-mail'")).toBe(0);
      });
    });
  });
});

describeEachDatabase('abuse: the production lead limits', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => app?.close());

  it('a flood of leads from one address gets 20 through; one CPF from many addresses, 5', async () => {
    const send = (payload: object, address: string) =>
      app.inject(from(address, { method: 'POST', url: '/api/v2/lead', payload, headers: { ...SAME_ORIGIN, 'idempotency-key': freshKey('default') } }));
    const byAddress = await Promise.all(Array.from({ length: 23 }, (_, i) => send(rentalLead({ cpf: cpfOf(200 + i) }), FLOOD_ADDRESS)));
    expect(statusesOf(byAddress)).toEqual([...times(DEFAULT_LEAD_LIMITS.perAddress.max, 201), ...times(3, 429)]);
    expect(byAddress.find((a) => a.statusCode === 429)!.json<{ error: { message: string } }>().error.message).toMatch(/^Muitas propostas enviadas a partir desta conexão/);
    const byCpf = await Promise.all(Array.from({ length: 8 }, (_, i) => send(rentalLead({ cpf: cpfOf(300) }), `198.51.100.${i + 1}`)));
    expect(statusesOf(byCpf)).toEqual([...times(DEFAULT_LEAD_LIMITS.perDocument.max, 201), ...times(3, 429)]);
    expect(leadLabels.api.tooManyLeads(3600)).toContain('60 minutos');
  });
});
