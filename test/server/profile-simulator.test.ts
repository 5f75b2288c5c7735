/**
 * `GET /api/profile-simulator`: the quiz of migration 024 for anyone, in the
 * shared struct's shape, playable (every answer code leads to a result), with
 * a result for each body the showcase filters by (Hatch, Sedã, SUV, Picape)
 * whose button opens the showcase with that filter chosen, on a catalogue
 * with published offers of each. Authored HTML is sanitised before it is served.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ProfileSimulator, isPlayableQuiz, profileResult } from '../../models/showcase/profile-simulator';
import { parseShowcaseSearch, showcaseFilterHref } from '../../models/app/route-params';
import { parseSiteConfig } from '../../models/app/site-config';
import { buildApp } from '../../server/app';
import { searchOffers } from '../../server/catalogue/offers-repo';
import { describeEachDatabase } from './support/test-db';

/** The demo page's configuration (index.html): its filters are what the result buttons choose. */
const indexHtml = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const siteConfig = parseSiteConfig(JSON.parse(/<script type="application\/json" id="flua-config">([\s\S]*?)<\/script>/.exec(indexHtml)![1]!));

describeEachDatabase('profile simulator API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const getQuiz = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/profile-simulator', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    assert(body, ProfileSimulator);
    return body;
  };

  it('answers a playable pt-BR quiz of 5 to 7 questions about how the visitor drives', async () => {
    const quiz = await getQuiz();
    expect(quiz.questions.length).toBeGreaterThanOrEqual(5);
    expect(quiz.questions.length).toBeLessThanOrEqual(7);
    const asked = quiz.questions.map((q) => q.questionText).join(' ');
    for (const topic of [/quilômetros/, /pessoas/, /dirige/, /porta-malas/, /por mês/]) expect(asked).toMatch(topic);
    for (const q of quiz.questions) {
      expect(q.answers.length).toBeGreaterThanOrEqual(2);
      for (const a of q.answers) expect(a.answerText?.trim()).toBeTruthy();
    }
    expect(isPlayableQuiz(quiz)).toBe(true);
    // The first answer of every question is the city driver's: a hatch.
    expect(profileResult(quiz.questions.map((q) => q.answers[0]!.answerCode), quiz.results)?.resultTitle).toBe('Hatch');
  });

  it('has a result for each body, whose first button opens the showcase filtered by it, with published offers there', async () => {
    const quiz = await getQuiz();
    expect(quiz.results.map((r) => r.resultTitle)).toEqual(['Hatch', 'Sedã', 'SUV', 'Picape']);
    for (const result of quiz.results) {
      const filter = siteConfig.filters.find((f) => f.categoryName === result.resultTitle);
      expect(filter, result.resultTitle).toBeDefined();
      const button = result.resultButton[0]!;
      expect(button.buttonUrl).toBe(showcaseFilterHref(filter!.id));
      // The showcase reads the address's filter back.
      const search = new URLSearchParams(button.buttonUrl.slice(2));
      expect(parseShowcaseSearch(Object.fromEntries(search)).categoria).toBe(filter!.id);
      const found = await searchOffers(ctx.db, { brand: siteConfig.brands, targetEntityType: 'NATURAL_PERSON', fq: { categoryCode: filter!.categoryCode! }, start: 0, size: 24 }, { admin: false });
      expect(found.found, result.resultTitle).toBeGreaterThan(0);
      expect(found.offers.every((o) => o.category?.categoryCode === filter!.categoryCode)).toBe(true);
    }
  });

  it('serves a result text sanitised: scripts and handlers dropped, the formatting kept', async () => {
    const { rows } = await ctx.db.query<{ result_text: string }>("SELECT result_text FROM profile_results WHERE result_code = 'H'");
    const original = rows[0]!.result_text;
    try {
      await ctx.db.query("UPDATE profile_results SET result_text = $1 WHERE result_code = 'H'", [
        '<p onclick="alert(1)">Ágil <strong>e econômico</strong></p><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
      ]);
      const hatch = (await getQuiz()).results.find((r) => r.resultCode === 'H')!;
      expect(hatch.resultText).toBe('<p>Ágil <strong>e econômico</strong></p><a>x</a>');
    } finally {
      await ctx.db.query("UPDATE profile_results SET result_text = $1 WHERE result_code = 'H'", [original]);
    }
  });
});
