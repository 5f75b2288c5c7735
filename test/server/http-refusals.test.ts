/**
 * Bad input never gets a 500, and whoever refuses it — a route, the body
 * parsers, the multipart parser, the router or Node's HTTP parser — answers
 * in pt-BR with the API's envelope `{ error: { code, message } }`:
 * lone UTF-16 surrogates in any free-text field, JSON nested 5,000 deep,
 * truncated or boundary-less multipart (400); 404, 405, 413, 414, 415, 431,
 * a URL that cannot be decoded, JSON that does not parse.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { labels } from '../../models/labels/spec';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const messages = labels.httpErrors;
/** Every message the API may answer with here: its pt-BR catalogue. */
const PT_BR = new Set<string>([...Object.values(messages), BAD_REQUEST_MESSAGE]);

let keyCounter = 0;
const newKey = () => `refusals-${Date.now()}-${++keyCounter}`;

/** Paths of every string in a value (`a.b.0.c`). */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function withText(value: unknown, path: string[], edit: (s: string) => string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[path.at(-1)!] = edit(node[path.at(-1)!] as string);
  return copy;
}

function expectRefusal(res: LightMyRequestResponse | { statusCode: number; body: string }, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(PT_BR.has(body.error.message), body.error.message).toBe(true);
  if (message) expect(body.error.message).toBe(message);
}

describeEachDatabase('HTTP refusals', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, auth: { passwordHashing: FAST } })).app;
  });
  afterAll(async () => app?.close());

  const count = async (table: string) => Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
  const postJson = (url: string, raw: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: raw, headers: { 'content-type': 'application/json', 'idempotency-key': newKey(), ...headers } });

  it('a lone surrogate in any free-text field of a lead, high or low, is a 400 naming the field, and nothing is written', async () => {
    const lead = rentalLead();
    const paths = stringPaths(lead);
    expect(paths.length).toBeGreaterThan(10);
    const before = await count('leads');
    for (const path of paths) {
      for (const lone of ['\uD800', '\uDC00']) {
        const res = await postJson('/api/v2/lead', JSON.stringify(withText(lead, path, (s) => `${s}${lone}`)));
        expectRefusal(res, 400, 'bad_request', BAD_REQUEST_MESSAGE);
        expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ [path.join('.')]: messages.invalidCharacters });
      }
    }
    // In a key too, and in other writes' free text (sign-up, search).
    expectRefusal(await postJson('/api/v2/lead', JSON.stringify({ ...lead, '\uDBFF': 'x' })), 400, 'bad_request');
    expect(await count('leads')).toBe(before);
    const signUp = {
      fullName: 'Ana Surrogate',
      cpf: '52998224725',
      phone: '(11) 91234-5678',
      email: 'ana@exemplo.example',
      password: 'Segura#2025',
      passwordConfirmation: 'Segura#2025',
    };
    const users = await count('users');
    for (const path of stringPaths(signUp)) {
      expectRefusal(await postJson('/api/auth/sign-up', JSON.stringify(withText(signUp, path, (s) => `\uDFFF${s}`)), SAME_ORIGIN), 400, 'bad_request');
    }
    expect(await count('users')).toBe(users);
    const search = await postJson('/api/search', JSON.stringify({ offerDenyList: ['mobi\uD83D'] }));
    expectRefusal(search, 400, 'bad_request');
    expect(search.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ 'offerDenyList.0': messages.invalidCharacters });
    // A well-formed pair (an emoji) is text like any other: not refused for its surrogates.
    expect((await postJson('/api/search', JSON.stringify({ offerDenyList: ['mobi \uD83D\uDE97'] }))).statusCode).toBe(200);
  });

  it('JSON nested 5,000 deep (arrays or objects) is a 400, never a 500', async () => {
    const before = await count('leads');
    const arrays = `{"firstName":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const url of ['/api/v2/lead', '/api/search', '/api/auth/sign-in', '/api/employee/validate', '/api/leads/pj']) {
      expectRefusal(await postJson(url, arrays, SAME_ORIGIN), 400, 'too_deep', messages.tooDeep);
      expectRefusal(await postJson(url, objects, SAME_ORIGIN), 400, 'too_deep', messages.tooDeep);
    }
    expect(await count('leads')).toBe(before);
  });

  it('truncated or boundary-less multipart is a 400 in pt-BR (documents and offer photos), nothing stored', async () => {
    const truncated = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc';
    const uploads = await count('uploads');
    const admin = await signInCookie(app, demoAccounts.find((a) => a.roles.includes('offer_admin'))!);
    for (const [url, cookie] of [
      ['/api/file/upload', ''],
      ['/api/file/upload-bulk', ''],
      ['/api/offer-images', admin],
    ] as const) {
      // A document upload is read only with the lead form's grant for that key (the admin's photos need the admin).
      const headersFor = async (key: string): Promise<Record<string, string>> => {
        if (cookie) return { 'idempotency-key': key, cookie, ...SAME_ORIGIN };
        const granted = await app.inject({ method: 'POST', url: '/api/file/upload-grant', payload: { key } });
        expect(granted.statusCode).toBe(200);
        const token = String(granted.headers['set-cookie']).split(';')[0]!;
        return { 'idempotency-key': key, 'upload-grant': granted.json<{ grant: string }>().grant, cookie: token };
      };
      const noBoundary = await app.inject({ method: 'POST', url, payload: 'abc', headers: { ...(await headersFor(newKey())), 'content-type': 'multipart/form-data' } });
      expectRefusal(noBoundary, 400, 'bad_multipart', messages.badMultipart);
      const cut = await app.inject({ method: 'POST', url, payload: truncated, headers: { ...(await headersFor(newKey())), 'content-type': 'multipart/form-data; boundary=XX' } });
      expectRefusal(cut, 400, 'bad_multipart', messages.badMultipart);
    }
    expect(await count('uploads')).toBe(uploads);
  });

  it('the router and the body parsers refuse in pt-BR: 404, 405 with Allow, 413, 414, 415, bad URL, bad JSON', async () => {
    expectRefusal(await app.inject({ method: 'GET', url: '/api/nao-existe' }), 404, 'route_not_found', messages.routeNotFound);
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/api/health' });
    expectRefusal(wrongMethod, 405, 'method_not_allowed', messages.methodNotAllowed);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    const wrongMethodWithParams = await app.inject({ method: 'PATCH', url: '/api/offers/fiat-mobi' });
    expectRefusal(wrongMethodWithParams, 405, 'method_not_allowed');
    expect(String(wrongMethodWithParams.headers.allow)).toContain('GET');
    expectRefusal(await postJson('/api/search', JSON.stringify({ query: 'x'.repeat(2 * 1024 * 1024) })), 413, 'payload_too_large', messages.payloadTooLarge);
    expectRefusal(await app.inject({ method: 'GET', url: `/api/offers/${'a'.repeat(500)}` }), 414, 'uri_too_long', messages.uriTooLong);
    expectRefusal(
      await app.inject({ method: 'POST', url: '/api/search', payload: '<q/>', headers: { 'content-type': 'application/xml' } }),
      415,
      'unsupported_media_type',
      messages.unsupportedMediaType,
    );
    expectRefusal(await app.inject({ method: 'GET', url: '/api/offers/%E0%A4%A' }), 400, 'bad_url', messages.badUrl);
    expectRefusal(await postJson('/api/search', '{"query": '), 400, 'bad_json', messages.badJson);
    expectRefusal(await postJson('/api/search', '{"__proto__": {"x": 1}}'), 400, 'bad_json', messages.badJson);
  });

  it("Node's HTTP parser refusals (headers too large: 431; a malformed request: 400) answer in pt-BR too", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('utf8')));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = data.split('\r\n\r\n');
          resolve({ statusCode: Number(head.split(' ')[1]), body });
        });
      });
    expectRefusal(await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 431, 'headers_too_large', messages.headersTooLarge);
    expectRefusal(await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`), 400, 'bad_request', messages.badRequest);
    // A long address (over Node's header limit) gets the same pt-BR answer.
    expectRefusal(await raw(`GET /api/offers/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`), 431, 'headers_too_large');
  });
});
