import { describe, expect, it } from 'vitest';
import { createApi } from '../../services/api';
import { ApiCallError } from '../../services/http';
import { loadProposals } from '../../services/proposals';
import { twoProposals } from '../machines/proposals.paths';

const config = { brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'site-ofertas/fiat' } as const;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function apiAnswering(answer: Response) {
  const urls: string[] = [];
  const api = createApi(config, (async (url: string) => {
    urls.push(url);
    return answer;
  }) as unknown as typeof fetch);
  return { api, urls };
}

describe('loadProposals (GET /api/proposals)', () => {
  it('answers the validated proposals', async () => {
    const { api, urls } = apiAnswering(json(200, twoProposals));
    expect(await loadProposals(api)).toEqual(twoProposals);
    expect(urls).toEqual(['/api/proposals']);
  });

  it('a visitor who is not signed in gets the server’s 401 as an ApiCallError', async () => {
    const { api } = apiAnswering(json(401, { error: { code: 'unauthenticated', message: 'Faça login para continuar.' } }));
    const err = await loadProposals(api).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 401, code: 'unauthenticated', message: 'Faça login para continuar.' });
  });

  it('refuses an answer of another shape', async () => {
    const { api } = apiAnswering(json(200, [{ ...twoProposals[0], status: 'lost' }]));
    await expect(loadProposals(api)).rejects.toBeInstanceOf(ApiCallError);
  });
});
