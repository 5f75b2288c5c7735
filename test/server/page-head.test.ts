import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfferPaths } from '../../models/offer-admin/admin-offers';
import { formatBRL } from '../../models/common/money';
import { minimumMonthlyPrice } from '../../models/pricing/pricing';
import { isPublished } from '../../models/offer/offer-status';
import { pageHeadOf } from '../../models/app/page-head';
import { buildApp } from '../../server/app';
import { withPageHead } from '../../server/http/page-head';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const SITE = 'https://flua.example';
const INLINE = 'window.dataLayer = [];';
const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const customer = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
/** A published offer of a dealer, for anyone. */
const dealerOffer = demoOffers.find((o) => isPublished(o) && o.dealer && !o.b2eOffer && !o.offerDeny && o.targetEntityType === 'NATURAL_PERSON')!;
const USER_AGENTS = {
  whatsapp: 'WhatsApp/2.23.20.0 A',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

function staticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flua-head-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="O site." />\n' +
      `    <title>Flua! Assinatura de carros</title>\n    <script>${INLINE}</script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

/** What a crawler reads: the head's tags by name or property, the title, the JSON-LD. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = new Map<string, string>();
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) metas.set(m[1]!, m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(head)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replace(/&amp;/g, '&'),
    meta: (key: string) => metas.get(key),
    jsonLd,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
  };
}

describeEachDatabase('page head, previews, sitemap and robots', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, staticDir: staticDir(), mail: { publicUrl: SITE } })).app;
  });
  afterAll(async () => app?.close());

  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('a crawler (WhatsApp, Googlebot) reading an offer’s address gets its title, price, picture and JSON-LD, with no script run', async () => {
    const price = formatBRL(minimumMonthlyPrice(dealerOffer));
    for (const userAgent of Object.values(USER_AGENTS)) {
      const res = await page(`/?offerId=${dealerOffer.id}&utm_source=zap`, { 'user-agent': userAgent });
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.lang).toBe('pt-BR');
      expect(head.title).toContain(dealerOffer.modelShortName);
      expect(head.title).toContain(dealerOffer.versionName);
      expect(head.meta('description')).toContain(price);
      expect(head.meta('og:title')).toBe(head.title);
      expect(head.meta('og:description')).toContain(price);
      expect(head.meta('og:type')).toBe('product');
      expect(head.canonical).toBe(`${SITE}/?offerId=${dealerOffer.id}`);
      expect(head.meta('og:url')).toBe(head.canonical);
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(head.meta('robots')).toBeUndefined();
      const image = head.meta('og:image')!;
      expect(image.startsWith(`${SITE}/og/offer/${dealerOffer.id}.png?v=`)).toBe(true);
      expect(head.meta('og:image:width')).toBe('1200');
      expect(head.meta('og:image:height')).toBe('630');
      expect(head.meta('twitter:image')).toBe(image);

      expect(head.jsonLd).toHaveLength(1);
      const ld = head.jsonLd[0]!;
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Car',
        brand: { '@type': 'Brand' },
        model: dealerOffer.modelShortName,
        fuelType: dealerOffer.fuel,
        vehicleTransmission: dealerOffer.gear,
        image,
        offers: {
          '@type': 'Offer',
          priceCurrency: 'BRL',
          price: minimumMonthlyPrice(dealerOffer) / 100,
          priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'MON', price: minimumMonthlyPrice(dealerOffer) / 100, priceCurrency: 'BRL' },
          seller: { '@type': 'AutoDealer', name: dealerOffer.dealer!.name, address: { addressRegion: dealerOffer.dealer!.state } },
        },
      });
    }
  });

  it('keeps the page’s Content-Security-Policy: the JSON-LD is data, not a script the policy allows', async () => {
    const res = await page(`/?offerId=${dealerOffer.id}`);
    const csp = String(res.headers['content-security-policy']);
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toContain(INLINE);
    for (const script of scripts) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp.match(/sha256-/g)).toHaveLength(scripts.length);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(csp).not.toContain(createHash('sha256').update(jsonLd).digest('base64'));
  });

  it('the preview picture is a real 1200 × 630 PNG, the same bytes each time, kept per revision; an unknown or unpublished offer has none', async () => {
    const head = readHead((await page(`/?offerId=${dealerOffer.id}`)).body);
    const address = head.meta('og:image')!.slice(SITE.length);
    const res = await app.inject({ method: 'GET', url: address });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=604800, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Not one flat colour: the car and its band are drawn.
    const stats = await sharp(res.rawPayload).stats();
    expect(stats.channels.some((c) => c.max - c.min > 100)).toBe(true);
    const again = await app.inject({ method: 'GET', url: address, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Another colour is another picture.
    const other = dealerOffer.colors.at(-1)!;
    if (other.rgb.toLowerCase() !== dealerOffer.colors[0]!.rgb.toLowerCase()) {
      const coloured = await app.inject({ method: 'GET', url: `/og/offer/${dealerOffer.id}.png?colour=${other.colorId}` });
      expect(coloured.statusCode).toBe(200);
      expect(coloured.headers['cache-control']).toBe('public, no-cache');
      expect(coloured.rawPayload.equals(res.rawPayload)).toBe(false);
    }
    expect((await app.inject({ method: 'GET', url: '/og/offer/nao-existe.png' })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/og/offer/x.png?colour=%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/[ãçéí]/);
  });

  it('a publish or an unpublish is in the next page and the next sitemap; the old copy no longer revalidates', async () => {
    const sitemap = async () => (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const listed = `<loc>${SITE}/?offerId=${dealerOffer.id}</loc>`;
    expect(await sitemap()).toContain(listed);
    const before = await page(`/?offerId=${dealerOffer.id}`);
    expect(before.headers['cache-control']).toBe('public, no-cache');
    const etag = String(before.headers.etag);
    expect((await page(`/?offerId=${dealerOffer.id}`, { 'if-none-match': etag })).statusCode).toBe(304);

    const cookie = await signInCookie(app, admin);
    const same = { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
    expect((await app.inject({ method: 'PUT', url: adminOfferPaths.unpublish(dealerOffer.id), payload: {}, headers: same })).statusCode).toBe(200);

    const after = await page(`/?offerId=${dealerOffer.id}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const head = readHead(after.body);
    expect(head.meta('robots')).toBe('noindex, nofollow');
    expect(after.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(head.jsonLd).toHaveLength(0);
    expect(head.meta('og:image')).toBeUndefined();
    expect(await sitemap()).not.toContain(listed);
    expect((await app.inject({ method: 'GET', url: `/og/offer/${dealerOffer.id}.png` })).statusCode).toBe(404);

    expect((await app.inject({ method: 'PUT', url: adminOfferPaths.publish(dealerOffer.id), payload: {}, headers: same })).statusCode).toBe(200);
    expect(readHead((await page(`/?offerId=${dealerOffer.id}`)).body).jsonLd).toHaveLength(1);
    const map = await sitemap();
    expect(map).toContain(listed);
    // Its last change is the publish, today.
    const lastmod = new RegExp(`${listed.replace(/[.?]/g, '\\$&')}<lastmod>([^<]+)</lastmod>`).exec(map)?.[1];
    expect(Date.now() - Date.parse(lastmod!)).toBeLessThan(5 * 60_000);
  });

  it('the sitemap lists the public pages and every listed offer, none of the employees’ or hidden ones', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/como-funciona`, `${SITE}/termos-de-uso`]));
    const offers = locs.filter((l) => l.includes('offerId=')).map((l) => decodeURIComponent(l.split('offerId=')[1]!));
    const expected = demoOffers.filter((o) => isPublished(o) && !o.b2eOffer && !o.offerDeny).map((o) => o.id);
    expect(offers.sort()).toEqual(expected.sort());
    expect(res.headers.etag).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the seller and admin areas', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /vendedor\n');
    expect(res.body).toContain('Disallow: /admin/ofertas\n');
    expect(res.body).not.toMatch(/Disallow: \/(\n|$)/);
  });

  it('account, seller, admin, privacy pages and unknown addresses say noindex; public pages have their own title and canonical', async () => {
    for (const url of ['/entrar', '/minhas-propostas', '/vendedor/leads', '/admin/ofertas', '/admin/privacidade', '/privacidade', '/carrinho', '/nada-aqui', `/?offerId=${dealerOffer.id}&leadId=abc&authorization=x`]) {
      const res = await page(url);
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(readHead(res.body).meta('robots'), url).toBe('noindex, nofollow');
    }
    const how = readHead((await page('/como-funciona/')).body);
    expect(how.title).toBe('Como funciona a assinatura | Flua!');
    expect(how.canonical).toBe(`${SITE}/como-funciona`);
    expect(how.meta('robots')).toBeUndefined();
    const home = await page('/?utm_source=x');
    expect(readHead(home.body).canonical).toBe(`${SITE}/`);
    expect(readHead(home.body).jsonLd).toHaveLength(0);
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('a signed-in visitor’s page is private; a visitor’s is public and revalidated', async () => {
    expect((await page('/')).headers['cache-control']).toBe('public, no-cache');
    const cookie = await signInCookie(app, customer);
    const res = await page('/', { cookie });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toContain('Cookie');
  });

  it('escapes what the offer says: a name with markup stays text in the head and in the JSON-LD', async () => {
    await ctx.db.query(`UPDATE offers SET data = jsonb_set(data, '{versionName}', to_jsonb($2::text)) WHERE id = $1`, [dealerOffer.id, '</script><script>alert(1)</script> "x" & y']);
    const res = await page(`/?offerId=${dealerOffer.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    const head = readHead(res.body);
    expect(head.title).toContain('&lt;/script&gt;');
    expect(head.meta('og:title')).toContain('&lt;/script&gt;');
    expect(String(head.jsonLd[0]!.name)).toContain('</script><script>alert(1)</script> "x" & y');
  });
});

describe('withPageHead (pure: html, head → html)', () => {
  const head = pageHeadOf('/', { offerId: dealerOffer.id }, { offer: dealerOffer, revision: 2 }, SITE);
  const html = '<!doctype html><html><head><meta name="description" content="x" /><title>a</title></head><body><div id="root">corpo</div></body></html>';

  it('writes the head once, however often it runs, and leaves the body as it is', () => {
    const once = withPageHead(html, head);
    expect(withPageHead(once, head)).toBe(once);
    expect(once).toContain('<html lang="pt-BR">');
    expect(once.match(/<script type="application\/ld\+json"/g)).toHaveLength(1);
    expect(once.match(/<meta name="description"/g)).toHaveLength(1);
    expect(once).toContain('<body><div id="root">corpo</div></body>');
  });

  it('a later head replaces an earlier one (a page that stops being an offer drops its tags)', () => {
    const other = withPageHead(withPageHead(html, head), pageHeadOf('/entrar', {}, null, SITE));
    expect(other).not.toContain('og:image');
    expect(other).not.toContain('application/ld+json');
    expect(other).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(other.match(/<meta name="description"/g)).toHaveLength(1);
  });
});
