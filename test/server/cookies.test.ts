/**
 * The site's cookies through @fastify/cookie: the session and upload
 * cookies keep their names and flags (HttpOnly, SameSite=Lax, Path, Max-Age,
 * Secure as decided per request), a dead session cookie is cleared, a cookie
 * set twice in one answer is sent once, and the Cookie header is read as before.
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  cookieOptions,
  readCookie,
  readSessionToken,
  registerCookies,
  setSessionCookie,
  type CookieSettings,
} from '../../server/http/cookies';
import { UPLOAD_COOKIE } from '../../server/files/files-routes';

const production: CookieSettings = { security: 'auto', nodeEnv: 'production' };
const TOKEN = 'A'.repeat(43);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(settings: CookieSettings): Promise<FastifyInstance> {
  app = Fastify({ trustProxy: true });
  await registerCookies(app);
  app.post('/set', async (request, reply) => {
    setSessionCookie(reply, request, settings, TOKEN, 1209600);
    return {};
  });
  app.post('/clear', async (request, reply) => {
    clearSessionCookie(reply, request, settings);
    return {};
  });
  app.post('/clear-then-set', async (request, reply) => {
    clearSessionCookie(reply, request, settings);
    setSessionCookie(reply, request, settings, TOKEN, 60);
    return {};
  });
  app.post('/upload', async (request, reply) => {
    reply.setCookie(UPLOAD_COOKIE, TOKEN, cookieOptions(request, settings, '/api/', 2592000));
    setSessionCookie(reply, request, settings, TOKEN, 60);
    return {};
  });
  app.get('/read', async (request) => ({ session: readSessionToken(request) ?? null, upload: readCookie(request, UPLOAD_COOKIE) ?? null }));
  await app.ready();
  return app;
}

const setCookies = (res: LightMyRequestResponse): string[] => {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
};
const attributes = (cookie: string) => cookie.split('; ').slice(1).sort();

describe('session cookie flags', () => {
  it('sets flua_session with HttpOnly, SameSite=Lax, Path=/, Max-Age and Secure on a public https address', async () => {
    const a = await appWith(production);
    const res = await a.inject({ method: 'POST', url: '/set', headers: { host: 'ofertas.flua.example', 'x-forwarded-proto': 'https' } });
    const [cookie, ...others] = setCookies(res);
    expect(others).toEqual([]);
    expect(cookie!.split('; ')[0]).toBe(`${SESSION_COOKIE}=${TOKEN}`);
    expect(attributes(cookie!)).toEqual(['HttpOnly', 'Max-Age=1209600', 'Path=/', 'SameSite=Lax', 'Secure']);
  });

  it('leaves Secure off over plain http to a loopback host, and in development and test', async () => {
    const a = await appWith(production);
    for (const host of ['localhost:3000', '127.0.0.1:4200', '[::1]:3000']) {
      const res = await a.inject({ method: 'POST', url: '/set', headers: { host } });
      expect(attributes(setCookies(res)[0]!)).toEqual(['HttpOnly', 'Max-Age=1209600', 'Path=/', 'SameSite=Lax']);
    }
    await a.close();
    for (const nodeEnv of ['development', 'test']) {
      const b = await appWith({ security: 'auto', nodeEnv });
      const res = await b.inject({ method: 'POST', url: '/set', headers: { host: 'ofertas.flua.example', 'x-forwarded-proto': 'https' } });
      expect(setCookies(res)[0]).not.toMatch(/Secure/);
      await b.close();
    }
  });

  it('COOKIE_SECURE forces Secure either way', async () => {
    const always = await appWith({ security: 'always', nodeEnv: 'test' });
    expect(attributes(setCookies(await always.inject({ method: 'POST', url: '/set', headers: { host: 'localhost' } }))[0]!)).toContain('Secure');
    await always.close();
    const never = await appWith({ security: 'never', nodeEnv: 'production' });
    const res = await never.inject({ method: 'POST', url: '/set', headers: { host: 'ofertas.flua.example', 'x-forwarded-proto': 'https' } });
    expect(setCookies(res)[0]).not.toMatch(/Secure/);
  });

  it('clears it with an empty value, Max-Age=0 and an Expires in 1970, keeping the flags', async () => {
    const a = await appWith(production);
    const res = await a.inject({ method: 'POST', url: '/clear', headers: { host: 'ofertas.flua.example', 'x-forwarded-proto': 'https' } });
    const [cookie] = setCookies(res);
    expect(cookie!.split('; ')[0]).toBe(`${SESSION_COOKIE}=`);
    expect(attributes(cookie!)).toEqual(['Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Lax', 'Secure']);
  });

  it('a cookie cleared and then set in one answer is sent once, with the new value', async () => {
    const a = await appWith(production);
    const res = await a.inject({ method: 'POST', url: '/clear-then-set', headers: { host: 'localhost' } });
    expect(setCookies(res)).toEqual([`${SESSION_COOKIE}=${TOKEN}; Max-Age=60; Path=/; HttpOnly; SameSite=Lax`]);
  });
});

describe('upload cookie flags', () => {
  it('sets flua_upload on Path=/api/ with the same flags, next to the session cookie', async () => {
    const a = await appWith(production);
    const res = await a.inject({ method: 'POST', url: '/upload', headers: { host: 'ofertas.flua.example', 'x-forwarded-proto': 'https' } });
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(2);
    const upload = cookies.find((c) => c.startsWith(`${UPLOAD_COOKIE}=`))!;
    expect(attributes(upload)).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/api/', 'SameSite=Lax', 'Secure']);
  });
});

describe('reading the Cookie header', () => {
  it('finds each cookie by name; the first of a repeated name wins; a bad escape is kept as sent', async () => {
    const a = await appWith(production);
    const read = async (cookie: string) => (await a.inject({ method: 'GET', url: '/read', headers: { cookie } })).json();
    expect(await read(`other=1; ${SESSION_COOKIE}=${TOKEN}; ${UPLOAD_COOKIE}=u%2Dv`)).toEqual({ session: TOKEN, upload: 'u-v' });
    expect(await read(`${SESSION_COOKIE}=first; ${SESSION_COOKIE}=second`)).toEqual({ session: 'first', upload: null });
    expect(await read(`${SESSION_COOKIE}=%E0%A4%A`)).toEqual({ session: '%E0%A4%A', upload: null });
    expect(await read('nothing=here')).toEqual({ session: null, upload: null });
  });
});
