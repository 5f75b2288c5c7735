/**
 * The head the server writes (title, description, canonical, previews,
 * JSON-LD: server/pages/pages-routes.ts) leaves the page working in
 * Chromium: the offer's page opens with its title and stays accessible, the
 * preview picture and the JSON-LD are there, and the page's
 * Content-Security-Policy refuses nothing of its own.
 */
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './helpers';

const OFFER = 'fiat-mobi-l10';

test('an offer’s page opens with its head: title, canonical, preview picture and JSON-LD; nothing refused, nothing inaccessible', async ({ page, request }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(`/?offerId=${OFFER}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('public, no-cache');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByTestId('price-header')).toBeVisible();
  await expect(page).toHaveTitle(/^Fiat Mobi .+ — assinatura \| Flua!$/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/\\?offerId=${OFFER}$`));
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const picture = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@type': string; offers: { priceSpecification: { unitCode: string } } };
  expect(jsonLd['@type']).toBe('Car');
  expect(jsonLd.offers.priceSpecification.unitCode).toBe('MON');
  await expectNoSeriousViolations(page);
  expect(refused).toEqual([]);
});

test('the showcase keeps working with its head, and a signed-in page says noindex', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  await expect(page).toHaveTitle('Ofertas de assinatura de carros 0 km | Flua!');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  const signIn = await page.goto('/entrar');
  expect(signIn?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
