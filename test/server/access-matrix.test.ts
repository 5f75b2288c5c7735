/**
 * The access matrix (test/server/access-matrix.ts) against the running
 * server: every registered route × visitor, customer, another customer,
 * seller, another dealer's seller and offer_admin answers the declared
 * status, on a seeded database (one kind: support/test-db.ts `routeSuiteKind`). A registered route without a row fails
 * here, with the rows to add.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { scaledLeadLimits } from '../../server/leads/lead-limits';
import { DEMO_PARTNER_KEYS } from '../../server/demo/demo-partners';
import type { Database } from '../../server/db/database';
import { accessMatrix, missingRow, type MatrixResources } from './access-matrix';
import { accounts, CALLERS, createResources, FAST_HASHING, SAME_ORIGIN, signInCallers, signInCookie, type CallerName, type Cookies } from './support/callers';
import { describeEachDatabase, routeSuiteKind } from './support/test-db';

const noDb = { kind: 'pglite', query: async () => ({ rows: [] }) } as unknown as Database;

/** A built page of one script, so the static files' routes are in the matrix too. */
function staticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flua-matrix-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Flua!</title><script type="module" src="/assets/index-matrix.js"></script>');
  writeFileSync(join(dir, 'assets', 'index-matrix.js'), 'console.log(1)');
  return dir;
}
const builtPage = staticDir();

/** `METHOD url` of every registered route; HEAD is checked with its GET's row. */
async function registeredRoutes(): Promise<string[]> {
  const { app, routes } = await buildApp({ db: noDb, staticDir: builtPage });
  await app.ready();
  await app.close();
  return [...new Set(routes.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`)))];
}
const registered = await registeredRoutes();
const rowOf = (route: string) => route.replace(/^HEAD /, 'GET ');

describe('access matrix declaration', () => {
  it('every registered route has a row, and every row a route', () => {
    const missing = [...new Set(registered.map(rowOf))].filter((r) => !(r in accessMatrix));
    expect(missing, `add to accessMatrix in test/server/access-matrix.ts:\n${missing.map(missingRow).join('\n')}`).toEqual([]);
    expect(Object.keys(accessMatrix).filter((r) => !registered.includes(r)), 'rows of routes the app no longer has').toEqual([]);
  });
});

describeEachDatabase('access matrix', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Every caller sends the same company's leads here: the lead limits (abuse.test.ts) raised out of the way.
    app = (await buildApp({ db: ctx.db, staticDir: builtPage, auth: { passwordHashing: FAST_HASHING }, leads: { limits: scaledLeadLimits(100) }, partnerships: { keys: DEMO_PARTNER_KEYS } })).app;
  });
  afterAll(async () => app?.close());

  let keys = 0;

  /** An upload grant for `key`, asked by this caller (a visitor's comes with its upload cookie). */
  async function grant(cookie: string | undefined, key: string): Promise<Record<string, string>> {
    const res = await app.inject({ method: 'POST', url: '/api/file/upload-grant', payload: { key }, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
    expect(res.statusCode, res.body).toBe(200);
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
    const cookies = [cookie, ...set].filter(Boolean).join('; ');
    return { 'idempotency-key': key, 'upload-grant': res.json<{ grant: string }>().grant, ...(cookies ? { cookie: cookies } : {}) };
  }

  async function resources(cookies: Cookies): Promise<MatrixResources> {
    const owned = await createResources(app, cookies);
    const { rows } = await ctx.db.query<{ id: string; revision: string }>(
      `SELECT id, revision FROM offers WHERE released AND NOT removed AND NOT archived AND id <> ALL($1) ORDER BY id LIMIT 1`,
      [['fiat-mobi-l10', 'fiat-strada-pj', 'jeep-compass-b2e']],
    );
    const cookieOf = (c: CallerName) => (c === 'visitor' ? undefined : cookies[c]);
    const uploadHeaders: Record<string, Record<string, string>> = {};
    for (const c of CALLERS) {
      uploadHeaders[c] = await grant(cookieOf(c), `matrix-upload-${c}-${++keys}`);
      uploadHeaders[`${c}:bulk`] = await grant(cookieOf(c), `matrix-bulk-${c}-${++keys}`);
    }
    const own = await grant(cookies.customer, `matrix-document-${++keys}`);
    const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--b--\r\n';
    const uploaded = await app.inject({ method: 'POST', url: '/api/file/upload', payload: body, headers: { ...SAME_ORIGIN, ...own, 'content-type': 'multipart/form-data; boundary=b' } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json<{ id: string; service: string }[]>()[0]!;
    return {
      leadId: owned.leadId,
      productLeadId: owned.productLeadId,
      analyticsToken: owned.analyticsToken,
      quotationNumber: owned.quotationNumber,
      quotationCard: owned.quotationCard,
      spareOfferId: rows[0]!.id,
      spareOfferRevision: Number(rows[0]!.revision),
      fileService: file.service,
      fileId: file.id,
      uploadHeaders,
      privacyProtocol: owned.privacyProtocol,
      openPrivacyProtocol: owned.openPrivacyProtocol,
    };
  }

  it(`every route × ${CALLERS.join(', ')} answers the declared status`, async () => {
    const cookies = await signInCallers(app, ctx.db);
    const r = await resources(cookies);
    const account = (c: Exclude<CallerName, 'visitor'>) => accounts[c];
    const mismatches: string[] = [];
    const observed: string[] = [];
    let calls = 0;
    for (const [route, row] of Object.entries(accessMatrix)) {
      if (!registered.includes(route)) continue;
      const [method, _url] = route.split(' ') as [string, string];
      const methods = registered.includes(`HEAD ${_url}`) && method === 'GET' ? ['GET', 'HEAD'] : [method];
      for (const m of methods) {
        const got: number[] = [];
        for (const [i, caller] of CALLERS.entries()) {
          const cookie = caller === 'visitor' ? undefined : row.ownSession ? await signInCookie(app, account(caller)) : cookies[caller];
          const body = row.body?.(r, caller);
          const res = await app.inject({
            method: m as 'GET',
            url: row.url(r),
            headers: {
              ...SAME_ORIGIN,
              accept: 'application/json',
              'idempotency-key': `matrix-${++keys}`,
              ...(cookie ? { cookie } : {}),
              ...row.headers?.(r, caller),
            },
            ...(body === undefined ? {} : { payload: body as string }),
          });
          calls++;
          got.push(res.statusCode);
          if (res.statusCode !== row.expect[i]) mismatches.push(`${m} ${route.slice(method.length + 1)} as ${caller}: expected ${row.expect[i]}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        observed.push(`${`${m} ${route.slice(method.length + 1)}`.padEnd(90)} ${got.join(' ')}`);
      }
    }
    console.log(`access matrix [${ctx.kind}]: ${calls} calls (${registered.length} registered routes × ${CALLERS.length} callers)\n${observed.join('\n')}`);
    expect(mismatches).toEqual([]);
    // 900 requests one after another (exports, PDFs and ZIPs among them): far more than one test's usual budget on a busy machine.
  }, 120_000);
}, [routeSuiteKind]);
