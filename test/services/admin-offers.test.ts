import { describe, expect, it } from 'vitest';
import { createApi } from '../../services/api';
import { listAdminOffers, publishOffer } from '../../services/admin-offers';
import { ApiCallError } from '../../services/http';
import { getAdminOffer, saveAdminOffer } from '../../services/offer-editor';

const config = { brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'site-ofertas/fiat' } as const;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function apiAnswering(answer: () => Response) {
  const calls: { url: string; method: string }[] = [];
  const api = createApi(config, (async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    return answer();
  }) as unknown as typeof fetch);
  return { api, calls };
}

describe('the offer administration’s calls go through the shared catcher', () => {
  it('a refused call rejects with the server’s message as an ApiCallError', async () => {
    const { api } = apiAnswering(() => json(403, { error: { code: 'forbidden', message: 'Acesso negado.' } }));
    const err = await listAdminOffers(api).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 403, code: 'forbidden', message: 'Acesso negado.' });
  });

  it('an answer of another shape is refused (publish, read for editing)', async () => {
    const { api } = apiAnswering(() => json(200, { id: 'x' }));
    await expect(publishOffer(api, 'x')).rejects.toMatchObject({ code: 'invalid_answer' });
    await expect(getAdminOffer(api, 'x')).rejects.toMatchObject({ code: 'invalid_answer' });
  });

  it('a stale save answers the 409 with its code', async () => {
    const { api, calls } = apiAnswering(() => json(409, { error: { code: 'conflict', message: 'Outra pessoa salvou esta oferta.' } }));
    const err = await saveAdminOffer(api, { offerId: 'x', revision: 2, draft: {} as never }, 'key').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 409, code: 'conflict' });
    expect(calls).toEqual([{ url: '/api/offers/x', method: 'PUT' }]);
  });
});
