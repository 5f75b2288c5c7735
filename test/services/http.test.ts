import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, createHttpClient, defaultRetryPolicy, isRetryable, protocolOf, retryDelay, toApiCallError } from '../../services/http';
import { httpErrorsSpec } from '../../models/labels/spec-http-errors';
import { readPageConfig } from '../../services/page-config';
import { searchOffers, getOffer } from '../../services/offers';
import { createApi } from '../../services/api';
import { getProfileCarouselImages } from '../../services/content';
import { getCity } from '../../services/location';
import { signIn } from '../../services/auth';
import { publicOffers } from '../support/fixtures';
import { LEAD_CLIENT_META } from '../../models/lead/lead';
import type { LeadSubmission } from '../../models/lead/lead-submission';
import { partnerLinkFromSearch } from '../../models/lead/partnership';
import { postLead } from '../../services/leads';
import { decryptPartnership, readPartnerLink, rememberPartnerLink } from '../../services/partnership';
import { rentalLead } from '../support/lead-fixtures';

const fast = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 4 };

function fakeFetch(answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return { impl: impl as unknown as typeof fetch, calls };
}
/** The ApiCallError a call fails with (a call that succeeds fails the test). */
const failure = (call: Promise<unknown>): Promise<ApiCallError> =>
  call.then(() => {
    throw new Error('the call was expected to fail');
  }, toApiCallError);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('retry policy (spec §9)', () => {
  it('backs off 1000 ms doubled, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((a) => retryDelay(defaultRetryPolicy, a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    expect(defaultRetryPolicy.maxAttempts).toBe(3);
  });
  it('retries only calls that are safe to repeat', () => {
    expect(isRetryable({ method: 'GET' })).toBe(true);
    expect(isRetryable({ method: 'DELETE' })).toBe(true);
    expect(isRetryable({ method: 'POST' })).toBe(false);
    expect(isRetryable({ method: 'POST', headers: { 'Idempotency-Key': 'k' } })).toBe(true);
    expect(isRetryable({ method: 'POST', safeRead: true } as never)).toBe(true);
  });
  it('retries 5xx and network errors three times on a safe call, then gives up with the pt-BR message', async () => {
    const f = fakeFetch([json(503, {}), new TypeError('Failed to fetch'), json(502, {}), json(500, { error: { code: 'internal', message: 'Um erro ocorreu, tente novamente' } })]);
    const http = createHttpClient({ baseUrl: '', context: 'ctx', retryPolicy: fast, fetch: f.impl });
    const err = await failure(http.url('/api/x').get().json());
    expect(f.calls).toHaveLength(4);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err.message).toBe('Um erro ocorreu, tente novamente');
    expect(err.status).toBe(500);
  });
  it('does not retry a 4xx, nor a POST without an Idempotency-Key', async () => {
    const f = fakeFetch([json(400, { error: { code: 'bad_request', message: 'Requisição inválida.', fields: { a: 'b' } } }), json(503, {})]);
    const http = createHttpClient({ baseUrl: '', context: 'ctx', retryPolicy: fast, fetch: f.impl });
    const bad = await failure(http.url('/api/x').get().json());
    expect(bad.fields).toEqual({ a: 'b' });
    const post = await failure(http.url('/api/y').post({}).json());
    expect(post.code).toBe('server_error');
    expect(f.calls).toHaveLength(2);
  });
  it('sends the context header and recovers on a retry', async () => {
    const f = fakeFetch([json(503, {}), json(200, { ok: 1 })]);
    const http = createHttpClient({ baseUrl: 'https://api.example', context: 'site-ofertas/fiat', retryPolicy: fast, fetch: f.impl });
    expect(await http.url('/api/z').get().json()).toEqual({ ok: 1 });
    expect(f.calls[0]!.url).toBe('https://api.example/api/z');
    expect(new Headers(f.calls[0]!.init.headers).get('X-Flua-Context')).toBe('site-ofertas/fiat');
  });
  it('maps errors of any kind to ApiCallError', () => {
    expect(toApiCallError(new ApiCallError('x', 1, 'c')).message).toBe('x');
    expect(toApiCallError(new DOMException('a', 'AbortError')).code).toBe('aborted');
    expect(toApiCallError(Object.assign(new Error('<html>'), { status: 502 })).code).toBe('server_error');
    expect(toApiCallError(Object.assign(new Error('nope'), { status: 404 })).code).toBe('bad_request');
    expect(toApiCallError('???').code).toBe('network_error');
  });
});

describe('page config and offer calls', () => {
  it('reads meta tags, with same-origin defaults', () => {
    document.head.innerHTML = '<meta name="flua:brand" content="jeep"><meta name="flua:api-url" content="https://api.example/">';
    expect(readPageConfig()).toEqual({ brand: 'jeep', country: 'br', language: 'pt', apiUrl: 'https://api.example', contentUrl: '', context: 'site-ofertas/jeep' });
    document.head.innerHTML = '<meta name="flua:brand" content="ferrari">';
    expect(readPageConfig().brand).toBe('fiat');
    expect(readPageConfig().apiUrl).toBe('');
  });
  it("reads the v2 lead's client id and secret from their meta tags (both filled, or none); the v2 lead sends them as headers, the other lead paths not", async () => {
    const tags = (id: string, secret: string) => `<meta name="${LEAD_CLIENT_META.id}" content="${id}"><meta name="${LEAD_CLIENT_META.secret}" content="${secret}">`;
    document.head.innerHTML = tags('', '');
    expect(readPageConfig().leadClient).toBeUndefined();
    document.head.innerHTML = tags('site-ofertas-fiat', '');
    expect(readPageConfig().leadClient).toBeUndefined();
    document.head.innerHTML = tags('site-ofertas-fiat', 'segredo-do-site-0001');
    const config = readPageConfig();
    expect(config.leadClient).toEqual({ id: 'site-ofertas-fiat', secret: 'segredo-do-site-0001' });
    const answer = { id: 'l-1', productLeadIds: ['p-1'] };
    const f = fakeFetch([json(201, answer), json(201, answer)]);
    const api = createApi(config, f.impl);
    const lead = rentalLead() as LeadSubmission;
    await postLead(api, '/api/v2/lead', lead, 'key-00000001');
    await postLead(api, '/api/create-rental-lead', lead, 'key-00000002');
    const headers = f.calls.map((c) => new Headers(c.init.headers));
    expect([headers[0]!.get('client_id'), headers[0]!.get('client_secret')]).toEqual(['site-ofertas-fiat', 'segredo-do-site-0001']);
    expect(headers[0]!.get('Idempotency-Key')).toBe('key-00000001');
    expect([headers[1]!.has('client_id'), headers[1]!.has('client_secret')]).toEqual([false, false]);
    document.head.innerHTML = '';
  });
  it("asks the server to open a partner's token, and keeps the landing's partner link for the visit", async () => {
    const answer = { partnership: 'clube-demo', partnershipValue: 'SOCIO-1', renewal: false, expiresAt: '2030-01-01T00:00:00.000Z' };
    const f = fakeFetch([json(200, answer), json(400, { error: { code: 'partnership_expired', message: 'O link da parceria expirou. Peça um novo link ao parceiro.' } })]);
    const api = createApi({ brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'c' }, f.impl);
    const link = { partner: 'clube-demo', token: `v1.${'A'.repeat(16)}.${'B'.repeat(40)}.${'C'.repeat(22)}` };
    expect(await decryptPartnership(api, link)).toEqual(answer);
    expect(f.calls[0]!.url).toBe(`/api/partnership/token/decrypt?partner=clube-demo&value=${encodeURIComponent(link.token)}`);
    await expect(decryptPartnership(api, link)).rejects.toMatchObject({ status: 400, code: 'partnership_expired' });
    // The landing's link is kept for the visit; an address without one keeps the one kept; a malformed one is none.
    window.sessionStorage.clear();
    window.history.replaceState(null, '', `/?offerId=fiat-mobi-l10&partner=clube-demo&partnerToken=${link.token}`);
    expect(rememberPartnerLink()).toEqual(link);
    window.history.replaceState(null, '', '/?offerId=fiat-mobi-l10');
    expect(rememberPartnerLink()).toEqual(link);
    expect(readPartnerLink()).toEqual(link);
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/?partner=Clube&partnerToken=nada');
    expect(partnerLinkFromSearch(window.location.search)).toBeNull();
    window.history.replaceState(null, '', '/');
  });
  it('posts the search and gets an offer with mvs info', async () => {
    const offer = publicOffers[0]!;
    const f = fakeFetch([json(200, { hits: { found: 0, hit: [] } }), json(200, offer)]);
    const api = createApi({ brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'c' }, f.impl);
    expect(await searchOffers(api, { brand: 'fiat' })).toEqual({ hits: { found: 0, hit: [] } });
    expect(f.calls[0]!.init.method).toBe('POST');
    expect(f.calls[0]!.init.body).toBe('{"brand":"fiat"}');
    expect(await getOffer(api, offer.id)).toEqual(offer);
    expect(f.calls[1]!.url).toBe(`/api/offers/${offer.id}?include_mvs_info=true`);
  });
  it('turns failures of the offer calls into ApiCallError', async () => {
    const f = fakeFetch([json(404, { error: { code: 'offer_not_found', message: 'Oferta não encontrada.' } }), json(400, {})]);
    const api = createApi({ brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'c' }, f.impl);
    await expect(getOffer(api, 'x')).rejects.toMatchObject({ message: 'Oferta não encontrada.', status: 404 });
    await expect(searchOffers(api, {})).rejects.toBeInstanceOf(ApiCallError);
  });
});

describe('one error catcher on the shared client', () => {
  const config = { brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'c' } as const;
  const apiWith = (answers: (Response | Error)[]) => createApi(config, fakeFetch(answers).impl);

  it('a failed call of any service rejects with an ApiCallError carrying the server’s message, code and fields', async () => {
    const api = apiWith([json(422, { error: { code: 'bad_request', message: 'Código IBGE inválido.', fields: { code: 'x' } } })]);
    const err = await getCity(api, '123').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 422, code: 'bad_request', message: 'Código IBGE inválido.', fields: { code: 'x' } });
  });

  it('a network failure and a cancelled call become ApiCallErrors too', async () => {
    // (A sign-in is not repeated by the retry policy.)
    const down = await signIn(apiWith([new TypeError('Failed to fetch')]), { email: 'a@b.example', password: 'x' }).catch((e: unknown) => e);
    expect(down).toMatchObject({ name: 'ApiCallError', code: 'network_error', status: undefined, message: 'Um erro ocorreu, tente novamente' });
    const abortingFetch = (async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    }) as unknown as typeof fetch;
    const aborted = await getCity(createApi(config, abortingFetch), '3550308').catch((e: unknown) => e);
    expect(aborted).toMatchObject({ name: 'ApiCallError', code: 'aborted' });
  });

  it('every answer is checked against its struct: another shape fails the call with the pt-BR message', async () => {
    const cities = [{ code: '3550308', name: 'São Paulo', stateCode: 'SP', influenceArea: [] }];
    expect(await getCity(apiWith([json(200, cities)]), '3550308')).toEqual(cities);
    const wrong = await getCity(apiWith([json(200, [{ code: 3550308 }])]), '3550308').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiCallError);
    expect(wrong).toMatchObject({ code: 'invalid_answer', message: 'Um erro ocorreu, tente novamente' });
    const notOffer = await getOffer(apiWith([json(200, { id: 'of-1' })]), 'of-1').catch((e: unknown) => e);
    expect(notOffer).toMatchObject({ name: 'ApiCallError', code: 'invalid_answer' });
  });

  it('a call’s own catcher still wins: a missing image folder is an empty list', async () => {
    const key = { brand: 'fiat', model: 'm', version: 'v', series: 's', year: '2026', color: 'c' };
    expect(await getProfileCarouselImages(apiWith([json(404, { error: { code: 'content_not_found', message: 'x' } })]), key)).toEqual([]);
    const listing = { 'jcr:primaryType': 'sling:OrderedFolder', '1.png': {}, 'leia-me.txt': {} };
    expect(await getProfileCarouselImages(apiWith([json(200, listing)]), key)).toEqual([expect.stringMatching(/\/1\.png$/)]);
  });
});

describe('timeouts and unsupported protocols are told apart from network errors (spec 001 §8)', () => {
  /** A fetch that answers only when its signal gives up (it never answers by itself). */
  const hangingFetch = (calls: string[]) =>
    (async (url: string, init: RequestInit) => {
      calls.push(url);
      return new Promise<Response>((_, reject) => {
        const signal = init.signal;
        if (!signal) return;
        const giveUp = () => reject(signal.reason as Error);
        if (signal.aborted) giveUp();
        signal.addEventListener('abort', giveUp);
      });
    }) as unknown as typeof fetch;

  it('a call that exceeds the client timeout fails with the timeout code and message, and is not retried', async () => {
    const calls: string[] = [];
    const http = createHttpClient({ baseUrl: 'https://api.example', context: 'c', retryPolicy: fast, timeoutMs: 5, fetch: hangingFetch(calls) });
    const err = await failure(http.url('/api/slow').get().json());
    expect(err).toMatchObject({ name: 'ApiCallError', code: 'timeout', status: undefined, message: httpErrorsSpec.responseTimeout });
    expect(calls).toHaveLength(1);
  });

  it('a caller’s own AbortSignal.timeout reads as a timeout, a cancel still as a cancel', async () => {
    const http = createHttpClient({ baseUrl: 'https://api.example', context: 'c', retryPolicy: fast, fetch: hangingFetch([]) });
    expect(await failure(http.url('/api/slow').options({ signal: AbortSignal.timeout(5) }).get().json())).toMatchObject({ code: 'timeout' });
    const controller = new AbortController();
    const cancelled = failure(http.url('/api/slow').options({ signal: controller.signal }).get().json());
    controller.abort();
    expect(await cancelled).toMatchObject({ code: 'aborted' });
  });

  it('without a timeout (the library default, 0) a slow answer is waited for', async () => {
    let answer: (r: Response) => void = () => undefined;
    const slow = (async () => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    const http = createHttpClient({ baseUrl: 'https://api.example', context: 'c', retryPolicy: fast, fetch: slow });
    const call = http.url('/api/slow').get().json();
    await new Promise((r) => setTimeout(r, 20));
    answer(json(200, { ok: 1 }));
    expect(await call).toEqual({ ok: 1 });
  });

  it('an address of another protocol fails with the unsupported-protocol code before anything is sent', async () => {
    const f = fakeFetch([json(200, {})]);
    const http = createHttpClient({ baseUrl: 'ftp://files.example', context: 'c', retryPolicy: fast, fetch: f.impl });
    const err = await failure(http.url('/api/z').get().json());
    expect(err).toMatchObject({ name: 'ApiCallError', code: 'unsupported_protocol', status: undefined, message: httpErrorsSpec.unsupportedProtocol });
    expect(f.calls).toHaveLength(0);
    expect(protocolOf('/api/z')).toBe('http:');
    expect(protocolOf('https://a.example/x')).toBe('https:');
    expect(protocolOf('file:///etc/passwd')).toBe('file:');
  });

  it('a fetch that refuses the scheme reads as an unsupported protocol; any other failure stays a network error', () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: new Error('unknown scheme') });
    expect(toApiCallError(refused).code).toBe('unsupported_protocol');
    expect(toApiCallError(new TypeError('Failed to fetch')).code).toBe('network_error');
    expect(toApiCallError(new DOMException('The operation timed out.', 'TimeoutError'))).toMatchObject({ code: 'timeout', message: httpErrorsSpec.responseTimeout });
    expect(httpErrorsSpec.responseTimeout).not.toBe(httpErrorsSpec.internal);
    expect(httpErrorsSpec.unsupportedProtocol).not.toBe(httpErrorsSpec.internal);
  });
});
