/**
 * The published rule, on every public answer: an offer is shown only while
 * released, not removed, not archived and within its validity (startsOn to
 * endsOn, Brazil's calendar). An expired, removed, unreleased, archived or
 * not-yet-started offer leaves the search, the details answer (one and bulk)
 * and the suggestions; one that ends today leaves them the next day.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../models/showcase/api';
import { todayInBrazil } from '../../models/common/calendar';
import type { Offer } from '../../models/offer/offer';
import { isPublished } from '../../models/offer/offer-status';
import type { Suggestion } from '../../models/content/suggestions';
import { buildApp } from '../../server/app';
import { upsertOffer } from '../../server/catalogue/offers-repo';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { describeEachDatabase } from './support/test-db';

const DAY_MS = 86_400_000;
const dayAt = (offsetDays: number, from = Date.now()) => todayInBrazil(new Date(from + offsetDays * DAY_MS));

/** A public offer that every public answer shows: natural person, not B2E, no dealer, the first of its brand. */
const target = demoOffers.find((o) => isPublished(o) && o.targetEntityType === 'NATURAL_PERSON' && !o.b2eOffer && !o.offerDeny && !o.dealer)!;

describeEachDatabase('published offers', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function change(patch: Partial<Offer>): Promise<void> {
    const { rows } = await ctx.db.query<{ sort_order: number; data: Offer }>('SELECT sort_order, data FROM offers WHERE id = $1', [target.id]);
    await upsertOffer(ctx.db, { ...rows[0]!.data, ...patch }, rows[0]!.sort_order);
  }

  /** Where the public sees the target offer. */
  async function seenIn(): Promise<{ search: boolean; details: boolean; bulk: boolean; suggestions: boolean }> {
    const search = (await app.inject({ method: 'POST', url: '/api/search', payload: { brand: target.brand, size: 500 } })).json<SearchResponse>();
    const details = await app.inject({ method: 'GET', url: `/api/offers/${target.id}` });
    const bulk = (await app.inject({ method: 'GET', url: `/api/offers/bulk/${target.id}` })).json<Offer[]>();
    const suggestions = (
      await app.inject({ method: 'GET', url: `/api/suggestions?offer_count=12&brands=${target.brand.toUpperCase()}&city_code=3550308` })
    ).json<Suggestion[]>();
    return {
      search: search.hits.hit.some((h) => h.id === target.id),
      details: details.statusCode === 200,
      bulk: bulk.some((o) => o.id === target.id),
      suggestions: suggestions.some((s) => s.id === target.id),
    };
  }
  const everywhere = { search: true, details: true, bulk: true, suggestions: true };
  const nowhere = { search: false, details: false, bulk: false, suggestions: false };

  it('a published offer within its validity is seen in every public answer', async () => {
    expect(await seenIn()).toEqual(everywhere);
    await change({ startsOn: dayAt(0), endsOn: dayAt(0) });
    expect(await seenIn()).toEqual(everywhere);
  });

  it('an offer whose endsOn has passed is archived: it leaves the search, the details answer and the suggestions', async () => {
    await change({ endsOn: dayAt(-1) });
    expect(await seenIn()).toEqual(nowhere);
    const details = await app.inject({ method: 'GET', url: `/api/offers/${target.id}` });
    expect(details.statusCode).toBe(404);
    expect(details.json()).toEqual({ error: { code: 'offer_not_found', message: expect.any(String) } });
  });

  it('removed, unreleased, archived and not yet started offers are not shown either', async () => {
    for (const patch of [{ removed: true }, { released: false }, { archived: true }, { startsOn: dayAt(1) }] satisfies Partial<Offer>[]) {
      await change({ ...target, ...patch });
      expect({ patch, seen: await seenIn() }).toEqual({ patch, seen: nowhere });
      await change(target);
      expect(await seenIn()).toEqual(everywhere);
    }
  });

  it('an offer ending today leaves the (cached) search the next day', async () => {
    const now = Date.now();
    await change({ endsOn: dayAt(0, now) });
    expect(await seenIn()).toEqual(everywhere);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + DAY_MS);
    expect(await seenIn()).toEqual(nowhere);
  });

  it('an empty validity date is no bound', async () => {
    await change({ startsOn: '', endsOn: '' });
    expect(await seenIn()).toEqual(everywhere);
  });
});
