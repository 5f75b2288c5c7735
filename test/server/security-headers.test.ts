/**
 * Security headers through @fastify/helmet: HSTS, no framing
 * (`frame-ancestors 'none'`, X-Frame-Options), Permissions-Policy, COOP/CORP
 * on every answer; the page keeps its hashed Content-Security-Policy; every
 * personal answer says `Cache-Control: no-store` (route.ts `isPersonalAnswer`),
 * public ones keep their caching.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type RegisteredRoute } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const INLINE = 'window.__flua = 1;';

function staticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flua-headers-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Flua!</title><script>${INLINE}</script>`);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

const account = (role: string) => demoAccounts.find((a) => a.roles.includes(role as never))!;

function expectProtected(res: LightMyRequestResponse) {
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(res.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toMatch(/^(same-origin|cross-origin)$/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describeEachDatabase('security headers', (ctx) => {
  let app: FastifyInstance;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    ({ app, routes } = await buildApp({ db: ctx.db, staticDir: staticDir(), auth: { passwordHashing: FAST } }));
  });
  afterAll(async () => app?.close());

  it('every answer — API, page, asset, error — carries HSTS, no framing, Permissions-Policy, COOP and CORP', async () => {
    for (const url of ['/api/health', '/', '/assets/index-abc123.js', '/api/nada', '/ofertas/nao-existe', `/api/offers/${demoOffers[0]!.id}`]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/json' } });
      expectProtected(res);
    }
    const refused = await app.inject({ method: 'POST', url: '/api/search', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(refused.statusCode).toBe(400);
    expectProtected(refused);
  });

  it('the page keeps its hashed Content-Security-Policy, now with frame-ancestors none', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Kept by a browser or proxy, asked again before each use (server/pages/pages-routes.ts).
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('every route behind sign-in answers no-store, even its 401; public answers keep their caching', async () => {
    const guarded = routes.filter((r) => r.access && r.access.kind !== 'anonymous' && [r.method].flat().includes('GET'));
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'x1');
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const offer = await app.inject({ method: 'GET', url: `/api/offers/${demoOffers[0]!.id}` });
    expect(offer.statusCode).toBe(200);
    expect(offer.headers['cache-control']).toBeUndefined();
  });

  it('personal answers to the signed-in (me, timeline, admin leads, seller desk, quotations) are no-store', async () => {
    const customer = await signInCookie(app, account('customer'));
    const admin = await signInCookie(app, account('offer_admin'));
    const seller = await signInCookie(app, account('seller'));
    const cases: [string, string][] = [
      [customer, '/api/auth/me'],
      [customer, '/api/auth/session'],
      [customer, '/api/v2/timeline/rental?brand=fiat'],
      [admin, '/api/admin/leads'],
      [admin, '/api/admin/offers'],
      [seller, '/api/seller/leads'],
      [seller, '/api/quotations'],
      // A public route asked by a signed-in person may answer for that person: not kept either.
      [admin, `/api/offers/${demoOffers[0]!.id}`],
    ];
    for (const [cookie, url] of cases) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a lead reached without a session (timeline by CPF and id) and every write answer are no-store', async () => {
    const timeline = await app.inject({ method: 'GET', url: '/api/v2/timeline/rental/52998224725/00000000-0000-4000-8000-000000000000' });
    expect(timeline.statusCode).toBeGreaterThanOrEqual(400);
    expect(timeline.headers['cache-control']).toBe('no-store');
    const search = await app.inject({ method: 'POST', url: '/api/search', payload: {} });
    expect(search.headers['cache-control']).toBe('no-store');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: account('customer').email, password: account('customer').password },
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });
});
