/**
 * Card prices a person can trust: every demo offer passes the offer save
 * rules, and no answer carries an 'A PARTIR DE' price no configuration
 * reaches (a stored one is left out).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OfferWithMvs, SearchResponse } from '../../models/showcase/api';
import { offerSaveErrors } from '../../models/offer-admin/offer-validation';
import { minimumMonthlyPrice, reachableMinimumMonthly } from '../../models/pricing/pricing';
import { buildApp } from '../../server/app';
import { upsertOffer } from '../../server/catalogue/offers-repo';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { describeEachDatabase } from './support/test-db';

it('every demo offer passes the offer save rules', () => {
  for (const offer of demoOffers) expect({ id: offer.id, errors: offerSaveErrors(offer) }).toEqual({ id: offer.id, errors: [] });
});

describeEachDatabase('offer prices in answers', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const getOffer = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/offers/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json<OfferWithMvs>();
  };

  it('the Compass Limited and the Cronos Precision cards show their reachable minimum', async () => {
    expect(minimumMonthlyPrice(await getOffer('jeep-compass-l13'))).toBe(539990);
    // R$ 2.899,90 plan + R$ 99,90 required optional.
    expect(minimumMonthlyPrice(await getOffer('fiat-cronos-p13'))).toBe(299980);
  });

  it('no searched offer shows a minimum below what a configuration reaches', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/search', payload: { size: 100 } });
    const body = res.json<SearchResponse>();
    expect(body.hits.hit.length).toBeGreaterThan(20);
    for (const hit of body.hits.hit) expect(minimumMonthlyPrice(hit.fields)).toBeGreaterThanOrEqual(reachableMinimumMonthly(hit.fields));
  });

  it('a stored layout price below every configuration is left out of the answer', async () => {
    const argo = demoOffers.find((o) => o.id === 'fiat-argo-d13')!;
    const bad = { ...argo, defaultLayoutInformation: { monthlyPayment: 100000, downPayment: null, discount: null } };
    expect(offerSaveErrors(bad).map((e) => e.field)).toEqual(['defaultLayoutInformation.monthlyPayment']);
    await upsertOffer(ctx.db, bad, 1);
    const answer = await getOffer(argo.id);
    expect(answer.defaultLayoutInformation?.monthlyPayment ?? null).toBeNull();
    expect(minimumMonthlyPrice(answer)).toBe(reachableMinimumMonthly(argo));
  });
});
