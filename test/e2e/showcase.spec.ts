import { expect, test, type Page } from './fixtures';
import { expectAfterRetries, expectNoSeriousViolations } from './helpers';

// Its tests share nothing and change nothing on the server: the two workers split them (the suite's last files,
// so neither worker waits for the other at the end).
test.describe.configure({ mode: 'parallel' });

async function publicOfferCount(page: Page): Promise<number> {
  const res = await page.request.post('/api/search', { data: { brand: ['fiat', 'jeep', 'peugeot', 'citroen'], targetEntityType: 'NATURAL_PERSON' } });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return body.hits.hit.filter((h: { fields: { offerDeny: boolean } }) => !h.fields.offerDeny).length;
}

test('the showcase shows 6 cards, and VER MAIS VEÍCULOS adds 6 until none are left', async ({ page }) => {
  const total = await publicOfferCount(page);
  expect(total).toBeGreaterThanOrEqual(24);
  await page.goto('/');
  const cards = page.getByTestId('offer-card');
  await expect(cards).toHaveCount(6);
  const first = cards.first();
  await expect(first.getByText('A PARTIR DE')).toBeVisible();
  await expect(first.getByText('/mês')).toBeVisible();
  await expect(first.getByText(/^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/)).toBeVisible();
  // The first demo offer carries the 'promo' tag: its campaign renames the button (APROVEITE); the next one says QUERO ESTE.
  await expect(first.getByTestId('card-details-button')).toHaveText('APROVEITE');
  await expect(cards.nth(1).getByRole('button', { name: /^QUERO ESTE: / })).toBeVisible();

  const more = page.getByRole('button', { name: 'VER MAIS VEÍCULOS' });
  let shown = 6;
  while (shown < total) {
    await more.click();
    shown = Math.min(shown + 6, total);
    await expect(cards).toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  await expect(page.getByText(`Mostrando ${total} de ${total} ofertas`)).toBeVisible();
});

test('a failing API shows the error, and retry loads the offers', async ({ page }) => {
  await page.route('**/api/search?*', (route) => route.abort('failed'));
  await page.clock.install();
  await page.goto('/');
  // The client retries 3 times (1 s, 2 s, 4 s on the page's clock) before giving up.
  const alert = page.getByRole('alert');
  await expectAfterRetries(page, alert);
  await expect(alert).toContainText('Um erro ocorreu, tente novamente');
  await page.unroute('**/api/search?*');
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByTestId('offer-card')).toHaveCount(6);
});

test('a card click puts the offer id in the address', async ({ page }) => {
  const res = await page.request.post('/api/search', { data: { brand: ['fiat', 'jeep', 'peugeot', 'citroen'], size: 1 } });
  const firstId: string = (await res.json()).hits.hit[0].id;
  await page.goto('/');
  const button = page.getByTestId('offer-card').first().getByTestId('card-details-button');
  await button.click();
  await expect(page).toHaveURL(new RegExp(`[?&]offerId=${firstId}(&|$)`));
});

test('the showcase has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('offer-card')).toHaveCount(6);
  await expectNoSeriousViolations(page);
});

test('on a 390 px phone the cards stack in one column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const cards = page.getByTestId('offer-card');
  await expect(cards).toHaveCount(6);
  const a = await cards.nth(0).boundingBox();
  const b = await cards.nth(1).boundingBox();
  expect(a && b && b.y > a.y + a.height - 1).toBe(true);
  expect(a!.width).toBeGreaterThan(330);
});

test('the page runs under its Content-Security-Policy: no violation from the showcase to the lead step', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  await page.getByTestId('offer-card').filter({ hasText: 'Mobi' }).first().getByRole('button', { name: /Mobi Like/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('lead-step')).toBeVisible();
  // The data layer hears the visit once the components' tracking properties are read.
  await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('the first search starts with the page and is asked once; no font or icon files are fetched', async ({ page }) => {
  const searches: string[] = [];
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search')) searches.push(request.url());
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf|svg|ico)(\?|$)/.test(new URL(request.url()).pathname)) fonts.push(request.url());
  });
  const answer = await page.goto('/');
  // The page itself starts the search, before its module script.
  const html = await answer!.text();
  expect(html.indexOf('__fluaFirstSearch')).toBeGreaterThan(0);
  expect(html.indexOf('__fluaFirstSearch')).toBeLessThan(html.indexOf('<script type="module"'));
  await expect(page.getByTestId('offer-card')).toHaveCount(6);
  // The app took the page's answer: one search in all, and nothing left waiting.
  expect(searches).toHaveLength(1);
  expect(await page.evaluate(() => '__fluaFirstSearch' in window)).toBe(false);
  expect(fonts).toEqual([]);
});
