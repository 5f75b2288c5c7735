/**
 * The showcase drawn by the server (src/entry-server.tsx, server/http/server-render.ts): the HTML arrives
 * with the first cards, the browser's charts start from the same answer and hydrate it with no mismatch,
 * the page looks the same before and after hydration, and a visitor without JavaScript sees the cards.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './helpers';
import { formatBRL } from '../../models/common/money';

/** Every console message about hydration (React reports a mismatch, and a part it drew again, there). */
function hydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered|recoverable/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Hydrated: React has taken the server's cards (its fiber is on the first card's element). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const card = document.querySelector('[data-testid="offer-card"]');
    return card !== null && Object.keys(card).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The first search's answer, as a visitor's GET /api/search gives it (the page's first cards). */
async function firstCards(page: Page): Promise<{ ids: string[]; prices: string[] }> {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  const block = /<script type="application\/json" id="flua-first-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(block, 'the page carries the data it was drawn with').toBeTruthy();
  const data = JSON.parse(block!) as { search: { answer: { hits: { hit: { fields: { id: string; offerDeny: boolean; price: { monthly: number } } }[] } } } };
  const shown = data.search.answer.hits.hit.filter((h) => !h.fields.offerDeny).slice(0, 6);
  return { ids: shown.map((h) => h.fields.id), prices: shown.map((h) => formatBRL(h.fields.price.monthly)) };
}

test('the showcase hydrates the server’s cards with no mismatch and asks no search', async ({ page }) => {
  const messages = hydrationMessages(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search')) searches.push(request.url());
  });
  const { ids } = await firstCards(page);
  await page.goto('/');
  await hydrated(page);
  const cards = page.getByTestId('offer-card');
  await expect(cards).toHaveCount(6);
  expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-offer-id')))).toEqual(ids);
  // The hydrated list answers a person: the next cards come.
  await page.getByRole('button', { name: 'VER MAIS VEÍCULOS' }).click();
  await expect(cards).toHaveCount(12);
  expect(searches, 'the list started from the answer in the page').toEqual([]);
  await expectNoSeriousViolations(page);
  expect(messages).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`at ${width} px the page looks the same before and after hydration`, async ({ browser, baseURL }) => {
    const size = { width, height: 900 };
    // Before: the server's HTML and styles alone (the app's scripts never arrive).
    const before = await browser.newContext({ viewport: size, baseURL: baseURL! });
    const still = await before.newPage();
    await still.route('**/assets/*.js', (route) => route.abort());
    await still.goto('/');
    await expect(still.getByTestId('offer-card')).toHaveCount(6);
    const server = await still.screenshot();
    await before.close();

    const after = await browser.newContext({ viewport: size, baseURL: baseURL! });
    const page = await after.newPage();
    const messages = hydrationMessages(page);
    // The moment of hydration, held still: the session's answer (which shows 'Entrar' in the box kept for it)
    // is held, and the cards' highlights do not rotate (the page's clock stands).
    await page.route('**/api/auth/session', () => undefined);
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByTestId('vehicle-drawing-pending')).toHaveCount(0);
    const hydratedShot = await page.screenshot();
    expect(messages).toEqual([]);
    await after.close();
    if (!hydratedShot.equals(server)) {
      writeFileSync(test.info().outputPath('before.png'), server);
      writeFileSync(test.info().outputPath('after.png'), hydratedShot);
    }
    expect(hydratedShot.equals(server), 'the hydrated page is pixel for pixel the server’s').toBe(true);
  });
}

test('without JavaScript the cards, their prices and the notice about forms show', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  const page = await context.newPage();
  const { ids, prices } = await firstCards(page);
  await page.goto('/');
  const cards = page.getByTestId('offer-card');
  await expect(cards).toHaveCount(6);
  for (const [i, id] of ids.entries()) {
    await expect(cards.nth(i)).toHaveAttribute('data-offer-id', id);
    await expect(cards.nth(i).getByTestId('card-price')).toContainText(prices[i]!);
  }
  await expect(page.getByRole('note')).toContainText('precisam dele');
  // The page's links are plain links: 'Como funciona' opens.
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Como funciona' }).click();
  await expect(page).toHaveURL(/\/como-funciona$/);
  await context.close();
});
