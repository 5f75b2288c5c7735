import { describe, expect, it } from 'vitest';
import { createApi } from '../../services/api';
import { ApiCallError } from '../../services/http';
import { getCommissionDiscounts } from '../../services/quotations';
import { acceptProposalVersion, loadRentalTimeline, moveLeadStatus } from '../../services/proposals';
import { cancelledAnswer } from '../machines/lead-status.paths';
import { acceptedOf, twoProposals, waitingCompass } from '../machines/proposals.paths';

const config = { brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'site-ofertas/fiat' } as const;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function apiAnswering(answer: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const api = createApi(config, (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer;
  }) as unknown as typeof fetch);
  return { api, calls };
}

describe('loadRentalTimeline (GET /api/v2/timeline/rental?brand=…)', () => {
  it('answers the validated proposals, asking in pt-BR for the site’s brand', async () => {
    const { api, calls } = apiAnswering(json(200, twoProposals));
    expect(await loadRentalTimeline(api)).toEqual(twoProposals);
    expect(calls.map((c) => c.url)).toEqual(['/api/v2/timeline/rental?brand=fiat']);
    expect(new Headers(calls[0]!.init.headers).get('accept-language')).toBe('pt-BR');
  });

  it('a multibrand site asks for its brands, in their order; the commission discounts carry the brand too (every call of the rental offer service)', async () => {
    const calls: string[] = [];
    const api = createApi(config, (async (url: string) => {
      calls.push(url);
      return json(200, []);
    }) as unknown as typeof fetch, { brands: ['jeep', 'fiat'] });
    await loadRentalTimeline(api);
    await getCommissionDiscounts(api);
    expect(calls).toEqual(['/api/v2/timeline/rental?brand=jeep%2Cfiat', '/api/commissiondiscounts?brand=jeep%2Cfiat']);
  });

  it('a visitor who is not signed in gets the server’s 401 as an ApiCallError', async () => {
    const { api } = apiAnswering(json(401, { error: { code: 'unauthenticated', message: 'Faça login para continuar.' } }));
    const err = await loadRentalTimeline(api).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 401, code: 'unauthenticated', message: 'Faça login para continuar.' });
  });

  it('refuses an answer of another shape', async () => {
    const { api } = apiAnswering(json(200, [{ ...twoProposals[0], status: 'lost' }]));
    await expect(loadRentalTimeline(api)).rejects.toBeInstanceOf(ApiCallError);
  });
});

describe('moveLeadStatus (PUT /api/leads/{id}/status)', () => {
  it('sends the move with its Idempotency-Key and answers the new timeline', async () => {
    const { api, calls } = apiAnswering(json(200, cancelledAnswer));
    const answer = await moveLeadStatus(api, { leadId: cancelledAnswer.leadId, from: 'in_service', to: 'cancelled', note: null }, 'move-key-0001');
    expect(answer).toEqual(cancelledAnswer);
    expect(calls[0]!.url).toBe(`/api/leads/${cancelledAnswer.leadId}/status`);
    expect(calls[0]!.init.method).toBe('PUT');
    expect(new Headers(calls[0]!.init.headers).get('idempotency-key')).toBe('move-key-0001');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ from: 'in_service', to: 'cancelled', note: null });
  });

  it('a refused move is an ApiCallError with the server’s pt-BR message', async () => {
    const { api } = apiAnswering(json(409, { error: { code: 'move_not_allowed', message: "Não é possível mudar a proposta de 'Cancelada' para 'Cancelada'." } }));
    const err = await moveLeadStatus(api, { leadId: cancelledAnswer.leadId, to: 'cancelled' }, 'move-key-0002').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: 'move_not_allowed' });
  });
});

describe('acceptProposalVersion (POST /api/v2/timeline/rental/{leadId}/versions/{number}/accept)', () => {
  it('accepts the waiting version with its Idempotency-Key and answers the proposal as it now stands', async () => {
    const accepted = acceptedOf(waitingCompass);
    const { api, calls } = apiAnswering(json(200, accepted));
    expect(await acceptProposalVersion(api, { leadId: waitingCompass.leadId, number: 3 }, 'accept-key-0001')).toEqual(accepted);
    expect(calls[0]!.url).toBe(`/api/v2/timeline/rental/${waitingCompass.leadId}/versions/3/accept?brand=fiat`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('idempotency-key')).toBe('accept-key-0001');
  });

  it('a version that no longer waits is an ApiCallError with the server’s pt-BR message', async () => {
    const { api } = apiAnswering(json(409, { error: { code: 'version_not_awaiting', message: 'Esta versão não aguarda o seu aceite.' } }));
    const err = await acceptProposalVersion(api, { leadId: waitingCompass.leadId, number: 2 }, 'accept-key-0002').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: 'version_not_awaiting', message: 'Esta versão não aguarda o seu aceite.' });
  });

  it('refuses an answer of another shape', async () => {
    const { api } = apiAnswering(json(200, { ...waitingCompass, versions: undefined }));
    await expect(acceptProposalVersion(api, { leadId: waitingCompass.leadId, number: 3 }, 'accept-key-0003')).rejects.toBeInstanceOf(ApiCallError);
  });
});
