/**
 * The showcase's calls besides the search: location (`/api/city`,
 * `/api/cities`, `/api/states`), dealers from the address
 * (`/api/dealers/rental/:dealerCode`, `/api/dealers/rental?cnpj=`), the image
 * folder listing and photos under `/content/dam/…`, and `/api/suggestions`.
 * Good and bad input; bad input answers 400 with the pt-BR message.
 */
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiError, type SearchRequest } from '../../models/showcase/api';
import { imageNamesOfListing, profileCarouselImagePath, profileCarouselKey, profileCarouselListingPath } from '../../models/content/content-images';
import { isPublished } from '../../models/offer/offer-status';
import { minimumMonthlyPrice } from '../../models/pricing/pricing';
import { showcaseLabels } from '../../models/labels/showcase';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import { Suggestion, detailsSuggestionsRequest, suggestionsQueryString } from '../../models/content/suggestions';
import { buildApp } from '../../server/app';
import { findOffer, upsertOffer } from '../../server/catalogue/offers-repo';
import { preparedSearch } from '../../server/catalogue/search-answers';
import { PHOTOGRAPHED_MODELS, profilePhoto } from '../../server/content/profile-photos';
import { vehicleShapeOf } from '../../models/offer/vehicle-body';
import { demoCities, demoDealers, demoOffers } from '../../server/demo/demo-catalogue';
import { describeEachDatabase } from './support/test-db';

describeEachDatabase('showcase API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : undefined, res };
  };

  const expectBadRequest = (r: { status: number; body: unknown }, field?: string) => {
    expect(r.status).toBe(400);
    assert(r.body, ApiError);
    expect(r.body.error.message).toBe(BAD_REQUEST_MESSAGE);
    if (field) expect(Object.keys(r.body.error.fields ?? {})).toContain(field);
  };

  // ───────────── location ─────────────

  it('GET /api/city answers the city first, then its influence area when asked', async () => {
    const sp = demoCities.find((c) => c.code === '3550308')!;
    const withArea = await get('/api/city?code=3550308&includeInfluenceArea=true');
    expect(withArea.status).toBe(200);
    expect(withArea.body[0]).toEqual({ code: sp.code, name: sp.name, stateCode: 'SP', influenceArea: sp.influenceArea });
    expect(withArea.body.slice(1).map((c: { code: string }) => c.code).sort()).toEqual([...sp.influenceArea].sort());

    const alone = await get('/api/city?code=3550308');
    expect(alone.body).toEqual([{ code: sp.code, name: sp.name, stateCode: 'SP', influenceArea: [] }]);

    const unknown = await get('/api/city?code=9999999&includeInfluenceArea=true');
    expect(unknown).toMatchObject({ status: 200, body: [] });
  });

  it('GET /api/city/nearest answers the city of the dealer nearest to a position, with its influence area', async () => {
    const located = demoDealers.filter((d) => d.latitude != null && d.longitude != null);
    const dealer = located[0]!;
    const near = await get(`/api/city/nearest?latitude=${dealer.latitude}&longitude=${dealer.longitude}`);
    expect(near.status).toBe(200);
    expect(near.body[0].code).toBe(dealer.cityId);
    const city = demoCities.find((c) => c.code === dealer.cityId)!;
    expect(near.body.slice(1).map((c: { code: string }) => c.code).sort()).toEqual([...city.influenceArea].sort());
    expectBadRequest(await get('/api/city/nearest?latitude=norte&longitude=-46.6'), 'latitude');
    expectBadRequest(await get('/api/city/nearest?latitude=-23.5'), 'longitude');
  });

  it('GET /api/city refuses a bad code or flag with 400 in pt-BR', async () => {
    expectBadRequest(await get('/api/city?code=355030'), 'code');
    expectBadRequest(await get('/api/city?code=abcdefg'), 'code');
    expectBadRequest(await get('/api/city'), 'code');
    expectBadRequest(await get('/api/city?code=3550308&includeInfluenceArea=sim'), 'includeInfluenceArea');
  });

  it('GET /api/states and /api/cities list what the picker offers', async () => {
    const states = await get('/api/states');
    expect(states.status).toBe(200);
    const codes = states.body.map((s: { code: string }) => s.code).sort();
    expect(codes).toEqual([...new Set(demoCities.map((c) => c.stateCode))].sort());
    expect(states.body.find((s: { code: string }) => s.code === 'SP').name).toBe('São Paulo');

    const sp = await get('/api/cities?stateCode=SP');
    expect(sp.body.map((c: { name: string }) => c.name)).toEqual(
      demoCities.filter((c) => c.stateCode === 'SP').map((c) => c.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(await get('/api/cities?stateCode=AC')).toMatchObject({ status: 200, body: [] });
    expectBadRequest(await get('/api/cities?stateCode=sp'), 'stateCode');
    expectBadRequest(await get('/api/cities'), 'stateCode');
  });

  // ───────────── dealers from the address ─────────────

  it('GET /api/dealers/rental/:dealerCode answers id, cityId, brandsName and the fantasy name', async () => {
    const d = demoDealers.find((x) => x.id === '10101')!;
    const r = await get('/api/dealers/rental/10101');
    expect(r).toMatchObject({ status: 200, body: { id: '10101', cityId: d.cityId, brandsName: d.brandsName, fantasyName: 'Paulista Motores' } });
    expect(Object.keys(r.body).sort()).toEqual(['brandsName', 'cityId', 'fantasyName', 'id']);
  });

  it('GET /api/dealers/rental/:dealerCode: 404 for an unknown dealer, 400 for a malformed code', async () => {
    const missing = await get('/api/dealers/rental/00000');
    expect(missing.status).toBe(404);
    assert(missing.body, ApiError);
    expect(missing.body.error.message).toBe(showcaseLabels.errors.dealerNotFound);
    expectBadRequest(await get(`/api/dealers/rental/${encodeURIComponent('10101;DROP')}`), 'dealerCode');
    expectBadRequest(await get(`/api/dealers/rental/${'9'.repeat(41)}`), 'dealerCode');
  });

  it('GET /api/dealers/rental?cnpj= answers the dealers of a dealerCnpj list, in its order', async () => {
    const a = demoDealers.find((x) => x.id === '20101')!;
    const b = demoDealers.find((x) => x.id === '61101')!; // alphanumeric CNPJ
    const r = await get(`/api/dealers/rental?cnpj=${b.cnpj.toLowerCase()},00000000000000,${a.cnpj.slice(0, 2)}.${a.cnpj.slice(2, 5)}.${a.cnpj.slice(5, 8)}/${a.cnpj.slice(8, 12)}-${a.cnpj.slice(12)}`);
    expect(r.status).toBe(200);
    expect(r.body.map((d: { id: string }) => d.id)).toEqual([b.id, a.id]);
    expect(r.body[0]).toEqual({ id: b.id, cityId: b.cityId, brandsName: b.brandsName, cnpj: b.cnpj, fantasyName: b.fantasyName });
    expectBadRequest(await get('/api/dealers/rental?cnpj=123'), 'cnpj');
    expectBadRequest(await get('/api/dealers/rental'), 'cnpj');
  });

  // ───────────── content images ─────────────

  const photographed = demoOffers.find((o) => isPublished(o) && PHOTOGRAPHED_MODELS.has(o.modelCode))!;
  const unphotographed = demoOffers.find((o) => isPublished(o) && !PHOTOGRAPHED_MODELS.has(o.modelCode))!;

  it('answers the image folder listing of a photographed offer; only jpg/jpeg/png entries are images', async () => {
    const key = profileCarouselKey(photographed, photographed.colors[1]!.code)!;
    const listing = await get(profileCarouselListingPath(key));
    expect(listing.status).toBe(200);
    expect(Object.keys(listing.body)).toContain('jcr:primaryType');
    const names = imageNamesOfListing(listing.body);
    expect(names).toEqual(['perfil-01.png', 'perfil-02.png', 'perfil-03.png']);
    expect(Object.keys(listing.body)).toContain('leia-me.txt');

    const photo = await app.inject({ method: 'GET', url: profileCarouselImagePath(key, names[0]!) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('paints each photographed model as itself, in the folder’s colour: the Compass and the 2008, both SUVs, are two different cars', async () => {
    const photoOf = async (modelCode: string, colour: number) => {
      const offer = demoOffers.find((o) => isPublished(o) && o.modelCode === modelCode)!;
      const res = await app.inject({ method: 'GET', url: profileCarouselImagePath(profileCarouselKey(offer, offer.colors[colour]!.code)!, 'perfil-01.png') });
      expect(res.statusCode).toBe(200);
      return res.rawPayload.toString('base64');
    };
    const compass = await photoOf('551', 0);
    expect(await photoOf('551', 1)).not.toBe(compass);
    // In the same paint, two models are two pictures.
    const shapeOf = (modelCode: string) => vehicleShapeOf(demoOffers.find((o) => o.modelCode === modelCode)!);
    expect(shapeOf('551').body).toBe(shapeOf('2R9').body);
    expect((await profilePhoto(shapeOf('551'), '#F4F4F2', null, 0)).equals(await profilePhoto(shapeOf('2R9'), '#F4F4F2', null, 0))).toBe(false);
  });

  it('answers an empty folder (200, no images) for an offer without photos or an unknown colour: an absent picture is no error', async () => {
    const none = await get(profileCarouselListingPath(profileCarouselKey(unphotographed, unphotographed.colors[0]!.code)!));
    expect(none.status).toBe(200);
    expect(imageNamesOfListing(none.body)).toEqual([]);
    const unknownColour = await get(profileCarouselListingPath(profileCarouselKey(photographed, 'XXX')!));
    expect(unknownColour.status).toBe(200);
    expect(imageNamesOfListing(unknownColour.body)).toEqual([]);
  });

  it('answers 404 in pt-BR for a photo that does not exist', async () => {
    const key = profileCarouselKey(photographed, photographed.colors[0]!.code)!;
    const missing = await get(profileCarouselImagePath(key, 'perfil-09.png'));
    expect(missing.status).toBe(404);
    assert(missing.body, ApiError);
    expect(missing.body.error.message).toBe(showcaseLabels.errors.contentNotFound);
  });

  it('refuses malformed content paths with 400', async () => {
    const key = profileCarouselKey(photographed, photographed.colors[0]!.code)!;
    expectBadRequest(await get(profileCarouselListingPath({ ...key, brand: 'ferrari' })), 'brand');
    expectBadRequest(await get(profileCarouselListingPath({ ...key, year: '26' })), 'year');
    expectBadRequest(await get(profileCarouselImagePath(key, 'perfil.gif')), 'image');
  });

  // ───────────── search answers across catalogue changes ─────────────

  it('search answers are kept per catalogue version: a write to offers or cities shows at once', async () => {
    const search = async (request: SearchRequest) => {
      const prepared = await preparedSearch(ctx.db, request, { admin: false });
      const { hits } = JSON.parse(prepared.json.toString()) as { hits: { found: number; hit: { id: string }[] } };
      return { prepared, found: hits.found, offers: hits.hit };
    };
    const request = { brand: ['fiat' as const], start: 0, size: 5 };
    const first = await search(request);
    const again = await search(request);
    expect(again.prepared).toBe(first.prepared); // the same answer, from the cache
    const hidden = (await findOffer(ctx.db, first.offers[0]!.id))!;
    await upsertOffer(ctx.db, { ...hidden, released: false }, 5);
    const after = await search(request);
    expect(after.offers.map((o) => o.id)).not.toContain(hidden.id);
    expect(after.found).toBe(first.found - 1);

    const nearRio: SearchRequest = { location: { countryCode: 'BR', cityCode: '3303302' }, brand: ['jeep' as const] };
    const before = await search(nearRio);
    expect(before.offers.map((o) => o.id)).toContain('jeep-renegade-dealer-rj');
    await ctx.db.query("UPDATE cities SET influence_area = '{}' WHERE code = '3303302'");
    const cut = await search(nearRio);
    expect(cut.offers.map((o) => o.id)).not.toContain('jeep-renegade-dealer-rj');
  });

  // ───────────── suggestions ─────────────

  const visible = demoOffers.filter((o) => isPublished(o) && o.targetEntityType === 'NATURAL_PERSON' && !o.b2eOffer && !o.offerDeny);

  it('GET /api/suggestions answers up to offer_count other offers of the brands, own category first', async () => {
    const current = visible.find((o) => o.brand === 'jeep')!;
    const r = await get(`/api/suggestions?offer_count=4&brands=JEEP,FIAT&offer_id=${current.id}&city_code=3550308`);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(4);
    for (const s of r.body) {
      assert(s, Suggestion);
      expect(s.id).not.toBe(current.id);
      expect(['jeep', 'fiat']).toContain(s.brand);
      const offer = demoOffers.find((o) => o.id === s.id)!;
      expect(s.minimumMonthlyPrice).toBe(minimumMonthlyPrice(offer));
      expect(offer.category.categoryCode).toBe(current.category.categoryCode);
    }
  });

  it('GET /api/suggestions leaves out denied MVS, hidden offers and dealer offers of other cities', async () => {
    const r = await get(`/api/suggestions?offer_count=12&brands=FIAT`);
    expect(r.body).toHaveLength(12);
    const ids = r.body.map((s: { id: string }) => s.id);
    expect(ids.every((id: string) => visible.some((o) => o.id === id))).toBe(true);
    const deny = r.body[0].mvs;
    const r2 = await get(`/api/suggestions?brands=FIAT&deny_listed_mvs=${deny}`);
    expect(r2.body).toHaveLength(4);
    expect(r2.body.map((s: { mvs: string }) => s.mvs)).not.toContain(deny);

    const bhOffer = demoOffers.find((o) => o.id === 'fiat-argo-dealer-bh')!;
    const inRio = await get('/api/suggestions?offer_count=12&brands=FIAT&city_code=3304557');
    expect(inRio.body.map((s: { id: string }) => s.id)).not.toContain(bhOffer.id);
  });

  it('GET /api/suggestions suggests a dealer’s offer in its city only, and never a vehicle or an offer of the page’s deny list', async () => {
    const bh = demoOffers.find((o) => o.id === 'fiat-argo-dealer-bh')!;
    const idsOf = async (url: string) => {
      const r = await get(url);
      expect(r.status).toBe(200);
      return r.body.map((s: { id: string }) => s.id) as string[];
    };
    // Belo Horizonte's dealer offer is suggested in Belo Horizonte, never in Rio de Janeiro (the other Fiat offers denied by id, so it is in reach).
    const others = visible.filter((o) => o.brand === 'fiat' && o.id !== bh.id && o.mvs !== bh.mvs).map((o) => o.id);
    expect(await idsOf(`/api/suggestions?offer_count=12&brands=FIAT&city_code=3106200&deny_listed_mvs=${others.join(',')}`)).toContain(bh.id);
    expect(await idsOf(`/api/suggestions?offer_count=12&brands=FIAT&city_code=3304557&deny_listed_mvs=${others.join(',')}`)).not.toContain(bh.id);
    // The request the details page builds: its vehicle and the page's denied offer (by id) are left out.
    const open = visible.find((o) => o.brand === 'fiat')!;
    const all = await idsOf(`/api/suggestions?offer_count=12&brands=FIAT,JEEP&city_code=3106200&offer_id=${open.id}`);
    const deniedOffer = all[0]!;
    const request = detailsSuggestionsRequest({ offer: open, brands: ['fiat', 'jeep'], count: 12, location: { cityCode: '3106200' }, offerDenyList: [deniedOffer] });
    const r = await get(`/api/suggestions?${suggestionsQueryString(request)}`);
    expect(r.status).toBe(200);
    const got = r.body as { id: string; mvs: string; brand: string }[];
    expect(got.length).toBeGreaterThan(0);
    expect(got.map((s) => s.id)).not.toContain(deniedOffer);
    expect(got.map((s) => s.id)).not.toContain(open.id);
    expect(got.map((s) => s.mvs)).not.toContain(open.mvs);
    for (const s of got) expect(['fiat', 'jeep']).toContain(s.brand);
  });

  it('GET /api/suggestions refuses bad input with 400 in pt-BR', async () => {
    expectBadRequest(await get('/api/suggestions?offer_count=0'), 'offer_count');
    expectBadRequest(await get('/api/suggestions?offer_count=13'), 'offer_count');
    expectBadRequest(await get('/api/suggestions?offer_count=quatro'), 'offer_count');
    expectBadRequest(await get('/api/suggestions?brands=fiat'), 'brands');
    expectBadRequest(await get('/api/suggestions?brands=FIAT,FERRARI'), 'brands');
    expectBadRequest(await get('/api/suggestions?city_code=35'), 'city_code');
    expectBadRequest(await get(`/api/suggestions?offer_id=${encodeURIComponent('a b')}`), 'offer_id');
  });
});
