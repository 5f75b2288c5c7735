/**
 * The browser's side of the dealers' calls and of the tracking properties:
 * the dealer selector asks the configured version (v2 unless the site says
 * v1) with the vehicle's MVS code; the price simulator asks the rental
 * service for the dealers of FIAT, JEEP and PEUGEOT; a component's tracking
 * properties are read from its content path, a 404 being none.
 */
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../models/app/site-config';
import { createApi } from '../../services/api';
import { getDealers } from '../../services/dealers';
import { ApiCallError } from '../../services/http';
import { getSimulatorDealers } from '../../services/simulator';
import { getTrackingProperties } from '../../services/tracking-properties';

const config = { brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'site-ofertas/fiat' } as const;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function apiAnswering(answer: () => Response, site: Parameters<typeof createApi>[2] = {}, contentUrl = '') {
  const calls: string[] = [];
  const api = createApi({ ...config, contentUrl }, (async (url: string) => {
    calls.push(url);
    return answer();
  }) as unknown as typeof fetch, site);
  return { api, calls };
}

describe('getDealers (the dealer selector)', () => {
  const query = { cityCode: '3550308', brand: 'jeep' as const, mvsCode: '520S13H' };

  it('asks GET /api/dealers/v2 by default, with the brand upper case, type=RENTAL and the vehicle’s MVS code', async () => {
    const { api, calls } = apiAnswering(() => json(200, []));
    expect(await getDealers(api, query)).toEqual([]);
    expect(calls).toEqual(['/api/dealers/v2?cityCode=3550308&brand=JEEP&type=RENTAL&mvsCode=520S13H']);
  });

  it('asks GET /api/dealers when the site’s configuration says v1 (anything else: v2)', async () => {
    const v1 = parseSiteConfig({ dealersVersion: 'v1' }).dealersVersion;
    expect(v1).toBe('v1');
    expect(parseSiteConfig({}).dealersVersion).toBe('v2');
    expect(parseSiteConfig({ dealersVersion: 'v3' }).dealersVersion).toBe('v2');
    const { api, calls } = apiAnswering(() => json(200, []), { dealersVersion: v1 });
    await getDealers(api, { ...query, group: 'GRUPO-MAR' });
    expect(calls).toEqual(['/api/dealers?cityCode=3550308&brand=JEEP&type=RENTAL&mvsCode=520S13H&group=GRUPO-MAR&fulfillment=LAX']);
  });
});

describe('getSimulatorDealers (the price simulator)', () => {
  it('asks the rental service for the market’s dealers of FIAT, JEEP and PEUGEOT', async () => {
    const dealer = { code: '10101', name: 'Paulista Motores', brands: ['FIAT', 'JEEP'], city: 'São Paulo - SP' };
    const { api, calls } = apiAnswering(() => json(200, [dealer]));
    expect(await getSimulatorDealers(api)).toEqual([dealer]);
    expect(calls).toEqual(['/api/rental-service/dealers?market=BR&brands=FIAT%2CJEEP%2CPEUGEOT&type=RENTAL']);
  });
});

describe('getTrackingProperties', () => {
  it('reads a component’s properties at `{content}{component path}.infinity.json`, other keys of the node ignored', async () => {
    const { api, calls } = apiAnswering(() => json(200, { component: 'showcase', 'jcr:primaryType': 'nt:unstructured', trackingProperties: { pageSection: 'vitrine', position: 1, featured: true } }), {}, 'https://conteudo.flua.example');
    expect(await getTrackingProperties(api, 'showcase')).toEqual({ pageSection: 'vitrine', position: 1, featured: true });
    expect(calls).toEqual(['https://conteudo.flua.example/content/flua/components/showcase.infinity.json']);
  });

  it('answers none for a 404 or a node without properties', async () => {
    expect(await getTrackingProperties(apiAnswering(() => json(404, { error: { code: 'content_not_found', message: 'Conteúdo não encontrado.' } })).api, 'lead-form')).toBeNull();
    expect(await getTrackingProperties(apiAnswering(() => json(200, { component: 'lead-form' })).api, 'lead-form')).toBeNull();
  });

  it('rejects properties that would override an entry’s keys, look personal or are not flat values', async () => {
    for (const trackingProperties of [{ trackingId: 'x' }, { cpf: '1' }, { note: 'ana@exemplo.com' }, { nested: { a: 1 } }, { 'bad key': 'x' }]) {
      const err = await getTrackingProperties(apiAnswering(() => json(200, { trackingProperties })).api, 'showcase').catch((e: unknown) => e);
      expect(err, JSON.stringify(trackingProperties)).toBeInstanceOf(ApiCallError);
    }
  });
});
