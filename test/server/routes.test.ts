import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../models/account/auth';
import { buildApp, type RegisteredRoute } from '../../server/app';
import type { Database } from '../../server/db/database';
import { ACCESS_KINDS, defineRoute, type Access } from '../../server/http/route';

const noDb = { kind: 'pglite', query: async () => ({ rows: [] }) } as unknown as Database;

/** A built SPA folder, so the static files' routes are enumerated too. */
function staticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flua-routes-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Flua!</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

function problem(route: RegisteredRoute): string | undefined {
  const access = route.access;
  if (!access || !(ACCESS_KINDS as readonly string[]).includes(access.kind)) return 'no access declaration';
  if (access.kind === 'role' && (access.roles.length === 0 || access.roles.some((r) => !(ROLES as readonly string[]).includes(r)))) {
    return 'a role declaration needs known roles';
  }
  if (access.kind === 'owner' && typeof access.owns !== 'function') return 'an owner declaration needs an ownership check';
  return undefined;
}

describe('route declarations', () => {
  it('every registered route declares who may call it', async () => {
    const { app, routes } = await buildApp({ db: noDb, staticDir: staticDir() });
    await app.ready();
    expect(routes.length).toBeGreaterThan(10);
    // HEAD routes are added by Fastify for each GET route and inherit its config.
    const undeclared = routes.flatMap((r) => {
      const p = problem(r);
      return p ? [`${String(r.method)} ${r.url}: ${p}`] : [];
    });
    expect(undeclared).toEqual([]);
    const urls = routes.map((r) => `${String(r.method)} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-up',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-out',
        'GET /api/auth/me',
        'GET /api/auth/session',
        'GET /api/admin/offers/:offerId',
      ]),
    );
    // The built SPA's files are enumerated too, declared public.
    expect(routes.find((r) => r.url === '/assets/index-abc123.js')?.access).toEqual({ kind: 'anonymous' });
    const byUrl = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.access;
    expect(byUrl('GET', '/api/auth/me')).toEqual({ kind: 'signedIn' });
    expect(byUrl('GET', '/api/v2/timeline/rental')).toEqual({ kind: 'signedIn' });
    // Proof of e-mail: a new link for the signed-in account; the link itself works for whoever holds it.
    expect(byUrl('POST', '/api/auth/email-verification')).toEqual({ kind: 'signedIn' });
    expect(byUrl('POST', '/api/auth/email-verification/confirm')).toEqual({ kind: 'anonymous' });
    // The proposals are read through the rental timeline only: the old list call is gone.
    expect(byUrl('GET', '/api/proposals')).toBeUndefined();
    expect(byUrl('GET', '/api/admin/offers/:offerId')).toEqual({ kind: 'role', roles: ['offer_admin'] });
    for (const [method, url] of [
      ['GET', '/api/admin/offers'],
      ['GET', '/api/admin/dealers'],
      ['POST', '/api/offers'],
      ['PUT', '/api/offers/:offerId'],
      ['PUT', '/api/offers/:offerId/publish'],
      ['PUT', '/api/offers/:offerId/unpublish'],
      ['DELETE', '/api/offers/:offerId'],
      ['POST', '/api/offer-images'],
      ['DELETE', '/api/offer-images/:imageId'],
    ] as const) {
      expect(byUrl(method, url), `${method} ${url}`).toEqual({ kind: 'role', roles: ['offer_admin'] });
    }
    expect(byUrl('GET', '/api/offer-images/:file')).toEqual({ kind: 'anonymous' });
    await app.close();
  });

  it('the enumeration catches a route registered without a declaration', async () => {
    const { app, routes } = await buildApp({ db: noDb });
    app.get('/api/undeclared', async () => ({}));
    await app.ready();
    expect(routes.filter((r) => problem(r)).map((r) => `${String(r.method)} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/undeclared']),
    );
    await app.close();
  });

  it('defineRoute refuses a route without a valid access declaration', () => {
    const app = Fastify();
    expect(() =>
      defineRoute(app, { method: 'GET', url: '/x', access: undefined as unknown as Access, handler: async () => ({}) }),
    ).toThrow(/declares no valid access/);
    expect(() =>
      defineRoute(app, { method: 'GET', url: '/y', access: { kind: 'everyone' } as unknown as Access, handler: async () => ({}) }),
    ).toThrow(/declares no valid access/);
  });
});
