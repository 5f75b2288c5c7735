/**
 * Fuzz: every write route of the app (enumerated from the routes it
 * registers, so a route added later is fuzzed too, or this test says what to
 * add) gets about FUZZ_RUNS bad requests, every kind of breakage of every field
 * among them — wrong types, missing and extra fields,
 * lone surrogates, NUL, deep nesting, prototype keys, huge strings, wrong
 * media types, broken multipart, junk queries, parameters and headers — as
 * the caller that reaches its validation. Properties: no 5xx, no row
 * written or removed in any table, no bad request accepted, every refusal in
 * pt-BR in the API's envelope. The figures are printed; `npm run bench:fuzz`
 * runs 10,000 per route. On one database (support/test-db.ts `routeSuiteKind`:
 * what a route accepts does not depend on it).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels } from '../../models/labels/spec';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { createResources, FAST_HASHING, signInCallers, type Cookies, type Resources } from './support/callers';
import { drawCases, expectedKinds, fuzzRoute, kindCounts, tableNames, type FuzzFigures } from './support/fuzz';
import { callerHeaders, fuzzRoutes, missingEntry, uploadGrant, WRITE_METHODS, type FuzzRoute } from './support/fuzz-targets';
import { describeEachDatabase, routeSuiteKind } from './support/test-db';
import { leadOffer, rentalLead } from '../support/lead-fixtures';

// Why 200: the cases are drawn kind by kind (drawCases: every breakage of every field of the body, each bad JSON text
// and media type, each path parameter, query key and header, once), then at random; 200 leaves most routes 100–180
// random cases, and the routes with many fields (an offer's draft) get a quarter of their runs at random on top of
// the planned ones. Drawn only at random, 800 runs were needed to send every kind (400 missed 1–7 on most routes).
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

const noDb = { kind: 'pglite', query: async () => ({ rows: [] }) } as unknown as Database;

/** `METHOD url` of every write route the app registers. */
async function writeRoutes(): Promise<string[]> {
  const { app, routes } = await buildApp({ db: noDb });
  await app.ready();
  await app.close();
  return routes.flatMap((r) => [r.method].flat().filter((m) => (WRITE_METHODS as readonly string[]).includes(m)).map((m) => `${m} ${r.url}`));
}

const registered = await writeRoutes();

describe('fuzz targets', () => {
  it('every registered write route has a fuzz target, and every target a route', () => {
    const placeholder: Resources = { leadId: 'l', productLeadId: 'p', analyticsToken: 't', quotationNumber: 'q', quotationCard: { offerId: 'o', period: 1, km: 1, colorId: 'c' }, offerId: 'o', couponId: 'c', couponName: 'n', privacyProtocol: 'p', openPrivacyProtocol: 'p' };
    const targets = Object.keys(fuzzRoutes(placeholder, { single: {}, bulk: {} }));
    const missing = registered.filter((r) => !targets.includes(r));
    expect(missing, `add to fuzzRoutes() in test/server/support/fuzz-targets.ts:\n${missing.map(missingEntry).join('\n')}`).toEqual([]);
    expect(targets.filter((t) => !registered.includes(t)), 'targets of routes the app no longer has').toEqual([]);
  });

  it('every route is sent every kind of bad request: each breakage of each field, parameter, query key and header', () => {
    const placeholder: Resources = { leadId: 'l', productLeadId: 'p', analyticsToken: 't', quotationNumber: 'q', quotationCard: { offerId: 'o', period: 1, km: 1, colorId: 'c' }, offerId: 'o', couponId: 'c', couponName: 'n', privacyProtocol: 'p', openPrivacyProtocol: 'p' };
    const headers = { cookie: 's=1', origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' };
    const perRoute = Object.entries(fuzzRoutes(placeholder, { single: { 'upload-grant': 'g' }, bulk: { 'upload-grant': 'g' } })).map(([route, target]) => {
      const withHeaders = { ...target, headers: { ...headers, ...target.headers } };
      const { cases, planned } = drawCases(route.split(' ')[0]!, withHeaders, { runs: RUNS, seed: SEED });
      const counts = kindCounts(cases);
      const expected = expectedKinds(withHeaders);
      return { route, runs: cases.length, planned, kinds: expected.length, missing: expected.filter((k) => !counts[k]) };
    });
    expect(perRoute.filter((r) => r.missing.length > 0)).toEqual([]);
    // The kinds are many: every field of the body counts (an offer's draft: ~90 fields, ~4 kinds each).
    expect(perRoute.find((r) => r.route === 'POST /api/offers')!.kinds).toBeGreaterThan(300);
    expect(perRoute.find((r) => r.route === 'POST /api/v2/lead')!.kinds).toBeGreaterThan(100);
    // A random sample alongside: a quarter of the runs at least.
    for (const r of perRoute) expect(r.runs - r.planned, r.route).toBeGreaterThanOrEqual(RUNS / 4);
  });
});

describeEachDatabase('fuzz: bad requests to every write route', (ctx) => {
  let app: FastifyInstance;
  let tables: string[];
  const figures: FuzzFigures[] = [];
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, auth: { passwordHashing: FAST_HASHING }, logger: false })).app;
    tables = await tableNames(ctx.db);
  });
  afterAll(async () => {
    console.table(figures.map(({ failures: _f, tablesChanged: _t, kinds: _k, ...f }) => f));
    await app?.close();
  });

  /** Signs the callers in, creates the owned resources, and answers the route's target (before the row snapshot). */
  async function prepare(route: string): Promise<{ target: FuzzRoute; cookies: Cookies }> {
    const cookies = await signInCallers(app, ctx.db);
    const resources = await createResources(app, cookies);
    const upload = route.startsWith('POST /api/file/upload')
      ? { single: await uploadGrant(app, 'fuzz-upload-single'), bulk: await uploadGrant(app, 'fuzz-upload-bulk') }
      : { single: {}, bulk: {} };
    const target = fuzzRoutes(resources, upload)[route]!;
    return { target: { ...target, headers: { ...callerHeaders(target.caller, cookies), ...target.headers } }, cookies };
  }

  describe('cases the fuzz found, kept', () => {
    const envelope = (res: { json: <T>() => T }) => res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

    it('a field holding an object with an own `toString` (which broke the validator into a 500) is a 400 naming the field', async () => {
      const { target } = await prepare('POST /api/auth/password-reset/confirm');
      for (const [url, payload, field] of [
        ['/api/auth/password-reset', '{"email":{"//:?JZ$":15,"toString":{}}}', 'email.toString'],
        ['/api/auth/password-reset/confirm', '{"password":"Nova#Senha2025","passwordConfirmation":{"toString":"x"}}', 'passwordConfirmation.toString'],
        ['/api/search', '{"location":{"valueOf":1,"toString":[]}}', 'location.valueOf'],
      ] as const) {
        const res = await app.inject({ method: 'POST', url, payload, headers: { ...target.headers, 'content-type': 'application/json' } });
        expect(res.statusCode, res.body).toBe(400);
        expect(envelope(res)).toEqual({ code: 'bad_request', message: BAD_REQUEST_MESSAGE, fields: { [field]: labels.httpErrors.reservedField } });
      }
    });

    it('a JSON body that is `null`, or multipart to a JSON route, is refused, not read as an empty body (which unpublished an offer)', async () => {
      const { target } = await prepare('PUT /api/offers/:offerId/unpublish');
      const released = async () => (await ctx.db.query<{ released: boolean }>('SELECT released FROM offers WHERE id = $1', [leadOffer.id])).rows[0]!.released;
      expect(await released()).toBe(true);
      const asNull = await app.inject({ method: 'PUT', url: target.path, payload: 'null', headers: { ...target.headers, 'content-type': 'application/json' } });
      expect(asNull.statusCode, asNull.body).toBe(400);
      expect(envelope(asNull).code).toBe('bad_request');
      const asMultipart = await app.inject({ method: 'PUT', url: target.path, payload: 'a=1', headers: { ...target.headers, 'content-type': 'multipart/form-data; boundary=x' } });
      expect(asMultipart.statusCode, asMultipart.body).toBe(415);
      expect(envelope(asMultipart)).toEqual({ code: 'unsupported_media_type', message: labels.httpErrors.unsupportedMediaType });
      expect(await released()).toBe(true);
      // No body at all still reads as an empty one.
      expect((await app.inject({ method: 'PUT', url: target.path, headers: target.headers })).statusCode).toBe(200);
    });

    it('a lead whose phone is not text, with another field failing its own rule, is a 400 (the lead rule read the phone as text: 500)', async () => {
      const { target } = await prepare('POST /api/v2/lead');
      const lead = { ...rentalLead(), phone: [false], origin: 'x'.repeat(5_000) };
      const res = await app.inject({ method: 'POST', url: target.path, payload: lead, headers: { ...target.headers, 'idempotency-key': 'fuzz-regression-phone' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(envelope(res)).toMatchObject({ code: 'bad_request', message: BAD_REQUEST_MESSAGE });
      expect(Object.keys(envelope(res).fields ?? {})).toContain('phone');
      expect((await ctx.db.query('SELECT 1 FROM leads')).rows).toHaveLength(1); // the customer's own, from the set-up
    });

    it("an upload's JSON part with an own `toString` is a 400, and nothing is stored", async () => {
      const { target } = await prepare('POST /api/file/upload');
      const boundary = 'regression';
      const payload = [
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\nContent-Type: application/json\r\n\r\n{"root_path":{"toString":1}}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`,
      ].join('');
      const res = await app.inject({ method: 'POST', url: target.path, payload, headers: { ...target.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      expect(res.statusCode, res.body).toBe(400);
      expect(envelope(res).fields).toEqual({ 'root_path.toString': labels.httpErrors.reservedField });
      expect((await ctx.db.query('SELECT 1 FROM uploads')).rows).toEqual([]);
    });
  });

  it.each(registered)('%s', async (route) => {
    const { target } = await prepare(route);
    const result = await fuzzRoute(app, ctx.db, route, target, { runs: RUNS, seed: SEED, tables });
    figures.push(result);
    const report = result.failures.join('\n');
    expect(result.runs).toBe(Math.max(RUNS, result.planned + Math.ceil(RUNS / 4)));
    const unsent = expectedKinds(target).filter((k) => !result.kinds[k]);
    expect(unsent, 'kinds of bad request never sent').toEqual([]);
    expect(result['5xx'], report).toBe(0);
    expect(result.tablesChanged, report).toEqual({});
    expect(result.nonPtBr, report).toBe(0);
    expect(result.accepted, report).toBe(0);
    // A batch of FUZZ_RUNS requests: minutes on a loaded machine, never a timed assertion.
  }, 600_000);
}, [routeSuiteKind]);
