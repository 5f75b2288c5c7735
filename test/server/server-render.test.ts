/**
 * The showcase drawn by the server (server/http/server-render.ts) with the app's built SSR module
 * (`npm run build` writes dist/ and dist-ssr/): the HTML of `/` holds the first cards of the server's own
 * search, with their prices, and the answer for the browser's charts; any other address, and a render that
 * fails, get the page the browser draws, never a 5xx.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIRST_PAGE_DATA_ID, parseFirstPageData } from '../../models/app/first-page';
import { formatBRL } from '../../models/common/money';
import { siteLabels } from '../../models/labels/site';
import type { CardSearchResponse } from '../../models/showcase/api';
import { buildApp } from '../../server/app';
import { describeEachDatabase } from './support/test-db';

const STATIC_DIR = resolve('dist');
const SSR_ENTRY = resolve('dist-ssr', 'entry-server.js');

beforeAll(() => {
  if (!existsSync(join(STATIC_DIR, 'index.html')) || !existsSync(SSR_ENTRY)) throw new Error('The app is not built: run `npm run build` (dist/ and dist-ssr/).');
});

const page = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json" id="${FIRST_PAGE_DATA_ID}"`));

describeEachDatabase('the showcase drawn by the server', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, staticDir: STATIC_DIR, serverRender: SSR_ENTRY })).app;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('draws the first cards of the visitor’s search, with their prices, and carries the answer', async () => {
    const res = await page(app, '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const data = parseFirstPageData(new RegExp(`<script type="application/json" id="${FIRST_PAGE_DATA_ID}">([\\s\\S]*?)</script>`).exec(res.body)?.[1]);
    expect(data).not.toBeNull();
    // The very answer a visitor's GET of that search gets.
    const search = await app.inject({ method: 'GET', url: data!.search.address });
    expect(search.json<CardSearchResponse>()).toEqual(data!.search.answer);
    const shown = data!.search.answer.hits.hit.filter((h) => !h.fields.offerDeny).slice(0, 6);
    expect(shown).toHaveLength(6);
    const root = rootOf(res.body);
    const drawnIds = [...root.matchAll(/data-testid="offer-card"[^>]*data-offer-id="([^"]+)"/g)].map((m) => m[1]);
    expect(drawnIds).toEqual(shown.map((h) => h.id));
    for (const { fields } of shown) {
      expect(root).toContain(`>${fields.modelShortName}<`);
      expect(root).toContain(`>${formatBRL(fields.price.monthly)}<`);
    }
    // The answer travels in the page: no inline script asks it again; React writes no script of its own.
    expect(res.body).not.toContain('__fluaFirstSearch');
    expect(root).not.toMatch(/<script\b/);
    // Without JavaScript, the page says what needs it.
    expect(res.body).toContain(`<noscript><p role="note"`);
    expect(res.body).toContain(siteLabels.noScript.drawnPage);
  });

  it('leaves to the browser an address with a filter or a page (and the campaign address is drawn)', async () => {
    for (const url of ['/?pagina=2', '/?categoria=suv', '/minhas-propostas']) {
      const res = await page(app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain(FIRST_PAGE_DATA_ID);
    }
    const campaign = await page(app, '/?utm_source=news&utm_campaign=may');
    expect(campaign.body).toContain(FIRST_PAGE_DATA_ID);
  });

  it('a render that fails sends the browser’s page, logged, never a 5xx', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flua-ssr-'));
    const broken = join(dir, 'entry-server.mjs');
    writeFileSync(broken, 'export async function renderPage() { throw new Error("drawing failed"); }\n');
    const logged: string[] = [];
    const failing = (
      await buildApp({
        db: ctx.db,
        staticDir: STATIC_DIR,
        serverRender: broken,
        logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
      })
    ).app;
    try {
      const res = await page(failing, '/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(FIRST_PAGE_DATA_ID);
      expect(res.body).toContain('<script type="module"');
      expect(logged.join('')).toContain('server rendering failed');
    } finally {
      await failing.close();
    }
    // No SSR build at all: the browser's page, with its first search preloaded, as before.
    const without = (await buildApp({ db: ctx.db, staticDir: STATIC_DIR, serverRender: join(dir, 'missing.js') })).app;
    try {
      const res = await page(without, '/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('__fluaFirstSearch');
    } finally {
      await without.close();
    }
  });
});
