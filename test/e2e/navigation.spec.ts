/**
 * Going back and forth, end to end (the built app and the real server): the
 * showcase keeps its filter and the cards loaded in its address, and Back (or
 * 'Voltar') from an offer returns to the list as it was, the card opened in
 * view; the lead step is a history entry of its own, and the form keeps what
 * was typed across Back and Forward; a card opens on the price it shows;
 * cards that leave the site say so and open a new tab.
 */
import { expect, test, type Page } from './fixtures';
import { checkAtBothWidths, expectNoSeriousViolations, saveShot } from './helpers';
import { formatBRL } from '../../models/common/money';

const filterButton = (page: Page, name: string) => page.getByRole('group', { name: 'Filtrar ofertas' }).getByRole('button', { name, exact: true });
const cards = (page: Page) => page.getByTestId('offer-card');
const more = (page: Page) => page.getByRole('button', { name: 'VER MAIS VEÍCULOS' });

/** The card is on the screen (at least partly) and its button has the keyboard focus. */
async function expectCardInView(page: Page, offerId: string) {
  const card = page.locator(`[data-testid="offer-card"][data-offer-id="${offerId}"]`);
  await expect(card).toBeInViewport();
  await expect(card.getByTestId('card-details-button')).toBeFocused();
}

test('Back (and Voltar) from an offer returns to the showcase as it was: its filter, the cards loaded, the card opened in view', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(6);
  await filterButton(page, 'SUV').click();
  await expect(page).toHaveURL(/[?&]categoria=suv(&|$)/);
  await expect(cards(page)).toHaveCount(6);
  await more(page).click();
  await expect(cards(page)).not.toHaveCount(6);
  await expect(page).toHaveURL(/[?&]categoria=suv&pagina=2(&|$)/);
  const loaded = await cards(page).count();
  expect(loaded).toBeGreaterThan(6);
  const counter = await page.getByRole('status').filter({ hasText: /^Mostrando/ }).textContent();

  // The last card, far down the page.
  const last = cards(page).last();
  const offerId = (await last.getAttribute('data-offer-id'))!;
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await last.getByTestId('card-details-button').click();
  await expect(page).toHaveURL(new RegExp(`[?&]offerId=${offerId}(&|$)`));
  await expect(page.getByTestId('summary')).toBeVisible();

  // The browser's Back.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?categoria=suv&pagina=2$/);
  await expect(cards(page)).toHaveCount(loaded);
  await expect(filterButton(page, 'SUV')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: /^Mostrando/ })).toHaveText(counter!);
  await expectCardInView(page, offerId);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await saveShot(page, 'navigation-back-to-showcase-1280');

  // The page's own 'Voltar' goes back the same way (and leaves no extra entry: Back from the list leaves the site's list).
  await page.locator(`[data-testid="offer-card"][data-offer-id="${offerId}"]`).getByTestId('card-details-button').click();
  await expect(page.getByTestId('summary')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para as ofertas' }).click();
  await expect(page).toHaveURL(/\/\?categoria=suv&pagina=2$/);
  await expect(cards(page)).toHaveCount(loaded);
  await expectCardInView(page, offerId);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`[?&]offerId=${offerId}(&|$)`));
  await page.goBack();
  await expect(cards(page)).toHaveCount(loaded);

  // A reload (or the link shared) shows the same list.
  await page.reload();
  await expect(cards(page)).toHaveCount(loaded);
  await expect(filterButton(page, 'SUV')).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page);
});

test('after landing on /?categoria=suv, choosing Hatch puts hatch in the address, and a reload shows Hatch', async ({ page }) => {
  await page.goto('/?categoria=suv');
  await expect(filterButton(page, 'SUV')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toBeVisible();
  await filterButton(page, 'Hatch').click();
  await expect(page).toHaveURL(/\/\?categoria=hatch$/);
  await page.reload();
  await expect(filterButton(page, 'Hatch')).toHaveAttribute('aria-pressed', 'true');
  await filterButton(page, 'Todos').click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone with infinite scroll, the cards loaded come back after an offer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?demo=infinite');
  await expect(cards(page)).toHaveCount(6);
  // Scroll until the third page's cards are on the page (the address says 'pagina=3' as soon as it is asked for).
  await expect(async () => {
    await page.mouse.wheel(0, 6000);
    await expect(page).toHaveURL(/[?&]pagina=3(&|$)/, { timeout: 1000 });
    expect(await cards(page).count()).toBeGreaterThanOrEqual(18);
  }).toPass({ timeout: 30_000, intervals: [0, 250] });
  // The list settles: the cards on the page are those of the page the address names (a last wheel may have
  // asked for one more page).
  const pageInAddress = () => Number(new URL(page.url()).searchParams.get('pagina') ?? '1');
  await expect.poll(async () => (await cards(page).count()) === 6 * pageInAddress()).toBe(true);
  const loaded = await cards(page).count();
  const card = cards(page).nth(loaded - 2);
  const offerId = (await card.getAttribute('data-offer-id'))!;
  await card.scrollIntoViewIfNeeded();
  await card.getByTestId('card-details-button').click();
  await expect(page.getByTestId('summary')).toBeVisible();
  await page.goBack();
  // Back brings the pages the address names when the offer was opened (what was loaded, and any page asked for
  // as the card came into view), never fewer.
  await expect.poll(() => pageInAddress()).toBeGreaterThanOrEqual(3);
  await expect(cards(page)).toHaveCount(6 * pageInAddress());
  expect(await cards(page).count()).toBeGreaterThanOrEqual(loaded);
  await expectCardInView(page, offerId);
  await saveShot(page, 'navigation-back-infinite-390');
});

test('the lead step is a history entry: Back returns to the configuration, Forward to the form with what was typed', async ({ page }) => {
  await page.goto('/');
  await cards(page).filter({ hasText: 'Mobi' }).first().getByRole('button', { name: /Mobi Like/ }).click();
  await expect(page.getByTestId('summary')).toBeVisible();
  const detailsUrl = page.url();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('lead-step')).toBeVisible();
  await expect(page).toHaveURL(/[?&]etapa=dados(&|$)/);
  const name = page.getByRole('textbox', { name: 'Nome completo' });
  await name.fill('Maria da Silva');

  // Back: the configuration, not the showcase.
  await page.goBack();
  await expect(page.getByTestId('lead-step')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  await expect(page).not.toHaveURL(/etapa=/);
  expect(page.url()).toContain('offerId=fiat-mobi-l10');

  // Forward: the form as it was typed.
  await page.goForward();
  await expect(page.getByTestId('lead-step')).toBeVisible();
  await expect(name).toHaveValue('Maria da Silva');
  await saveShot(page, 'navigation-forward-lead-step-1280');

  // The step's own 'Voltar' goes back the same way; Forward again finds the form.
  await page.getByTestId('lead-step').getByRole('button', { name: 'Voltar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  await expect(page).not.toHaveURL(/etapa=/);
  await page.goForward();
  await expect(name).toHaveValue('Maria da Silva');

  // A reload on the lead step opens it; Back then goes to the configuration, and Back again to the showcase.
  await page.reload();
  await expect(page.getByTestId('lead-step')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('offerId')).toBe(new URL(detailsUrl).searchParams.get('offerId'));
  await page.goBack();
  await expect(cards(page).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a card opens on the price it shows: Argo Drive CVT's R$ 2.749,90 with no entrada, Mobi Like's 36-month R$ 1.999,90", async ({ page }) => {
  await page.goto('/?categoria=hatch');
  for (const [id, monthly] of [
    ['fiat-argo-d1a', 274990],
    ['fiat-mobi-l10', 199990],
  ] as const) {
    const card = page.locator(`[data-testid="offer-card"][data-offer-id="${id}"]`);
    await expect(async () => {
      if ((await card.count()) === 0 && (await more(page).count()) > 0) await more(page).click();
      await expect(card).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000, intervals: [0] });
    await expect(card.getByTestId('card-price')).toContainText(formatBRL(monthly));
    await card.getByTestId('card-details-button').click();
    await expect(page.getByTestId('price-header')).toHaveText(`36X ${formatBRL(monthly)}`);
    await expect(page.getByRole('textbox', { name: 'Valor da entrada' })).toHaveValue('0,00');
    await expect(page.getByTestId('summary').getByTestId('summary-monthly')).toHaveText(formatBRL(monthly));
    if (id === 'fiat-argo-d1a') await saveShot(page, 'navigation-argo-cvt-opening-1280');
    await page.getByRole('button', { name: 'Voltar para as ofertas' }).click();
    await expect(cards(page).first()).toBeVisible();
  }
});

test("cards that leave the site say so, open the brand's site in a new tab, and a sold-out card offers no price", async ({ page, context }) => {
  await context.route(/^https:\/\/www\.(fiat|jeep)\.com\.br\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Marca</title><p>Site da marca</p>' }));
  await page.goto('/');
  const soldOut = page.locator('[data-testid="offer-card"][data-offer-id="fiat-fastback-avise-me"]');
  const overland = page.locator('[data-testid="offer-card"][data-offer-id="jeep-commander-o20"]');
  await expect(async () => {
    if ((await more(page).count()) > 0) await more(page).click();
    await expect(soldOut).toHaveCount(1, { timeout: 500 });
    await expect(overland).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [0] });

  const avise = soldOut.getByRole('link', { name: 'Avise-me no site da Fiat: Fastback Abarth Turbo 270 2026 (abre o site da Fiat em uma nova aba)' });
  await expect(avise).toHaveText('Avise-me no site da Fiat↗');
  await expect(avise).toHaveAttribute('target', '_blank');
  await expect(avise).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(soldOut.getByTestId('card-price')).toHaveText('Esgotado no momento');
  await expect(soldOut.getByText(/R\$/)).toHaveCount(0);

  const jeep = overland.getByRole('link', { name: /^Ver no site da Jeep: Commander Overland 2\.0 Hurricane 2026 \(abre o site da Jeep em uma nova aba\)$/ });
  await expect(jeep).toHaveAttribute('href', 'https://www.jeep.com.br/commander.html');
  await expect(jeep).toHaveAttribute('target', '_blank');
  await expect(overland.getByTestId('card-price')).toHaveText('Condições no site da Jeep');
  await soldOut.scrollIntoViewIfNeeded();
  await saveShot(soldOut, 'navigation-card-sold-out-1280');
  await saveShot(overland, 'navigation-card-brand-page-1280');

  // The click opens a new tab on the brand's site; this page stays where it is.
  const here = page.url();
  const [tab] = await Promise.all([page.waitForEvent('popup'), avise.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://www.fiat.com.br/avise-me.html');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  expect(page.url()).toBe(here);
  await expect(soldOut).toBeVisible();
  await checkAtBothWidths(page, 'navigation-cards-leaving');
});
