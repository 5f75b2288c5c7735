/**
 * What a visitor sees, checked on the screen: no console errors or failed
 * requests on the showcase and a details page; the summary and 'Continuar'
 * stay in view while the visitor reads the plan comparison (sticky on a
 * desktop, a bottom bar on a phone); the comparison shows it scrolls; each
 * car is drawn as its body type, in the chosen colour, or shown in its own
 * photos.
 */
import { expect, test, type Page } from './fixtures';
import { rememberSaoPaulo } from './helpers';

/** Console errors and failed requests (network errors and 4xx/5xx answers) of a page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A request the page itself abandoned (an image carousel moving on) is not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
  return problems;
}

const inViewport = async (page: Page, testId: string) => {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
};

test.beforeEach(async ({ page }) => {
  await rememberSaoPaulo(page);
});

test.describe('no errors in the console', () => {
  test('the showcase (cards without photos included) logs no error and no failed request', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await expect(page.getByTestId('offer-image').first()).toHaveAttribute('data-images', 'drawing');
    await page.getByRole('button', { name: 'VER MAIS VEÍCULOS' }).click();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a details page logs no error and no failed request', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/?offerId=fiat-argo-d13');
    await expect(page.getByTestId('summary')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

test.describe('desktop (1280 px): the summary with its action stays in view', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("after scrolling to the comparison, the summary and 'Continuar' are on the screen; 'Continuar' is the summary's", async ({ page }) => {
    await page.goto('/?offerId=fiat-strada-f13');
    await page.getByTestId('comparison').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => inViewport(page, 'summary-monthly')).toBe(true);
    const cont = page.getByRole('button', { name: 'Continuar' });
    await expect(cont).toHaveCount(1);
    await expect(page.getByTestId('summary').getByRole('button', { name: 'Continuar' })).toBeInViewport();
    await expect(page.getByTestId('details-bottom-bar')).toHaveCount(0);
    // 'Continuar' follows the comparison no more: it sits with the summary, beside it.
    const comparison = (await page.getByTestId('comparison').boundingBox())!;
    const button = (await cont.boundingBox())!;
    expect(button.x).toBeGreaterThan(comparison.x + comparison.width);
  });
});

test.describe('phone (390 px): a bottom bar with the monthly figure and Continuar', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the bar stays in view over the comparison, leads to the full summary, and 'Continuar' works from it", async ({ page }) => {
    await page.goto('/?offerId=fiat-strada-f13');
    const bar = page.getByRole('region', { name: 'Mensalidade e continuar' });
    await expect(bar).toBeVisible();
    // The offer's automatic coupon settles first (it re-prices both figures); then the bar says what the header says.
    await expect(page.getByTestId('coupon-applied').first()).toBeAttached();
    await expect(bar.getByTestId('bottom-bar-price')).toHaveText(await page.getByTestId('price-header').innerText());
    await page.getByTestId('comparison').scrollIntoViewIfNeeded();
    await expect(bar.getByRole('button', { name: 'Continuar' })).toBeInViewport();
    expect(await inViewport(page, 'details-bottom-bar')).toBe(true);
    // Everything in the bar fits the phone's width.
    for (const el of [bar.getByTestId('bottom-bar-price'), bar.getByRole('button', { name: 'Ver resumo' }), bar.getByRole('button', { name: 'Continuar' })]) {
      const box = (await el.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    // The comparison says it scrolls sideways, and does.
    await expect(page.getByText('Deslize para o lado para ver todos os planos →')).toBeVisible();
    const scroller = page.getByTestId('comparison-scroll');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    // The full summary, with the coupon, is one tap away and not hidden by the bar.
    await bar.getByRole('button', { name: 'Ver resumo' }).click();
    await expect(page.getByTestId('summary-coupon')).toBeInViewport();
    // Its title comes into view whole, clear of the window's top edge.
    await expect.poll(async () => (await page.getByRole('heading', { name: 'Resumo', exact: true }).boundingBox())!.y).toBeGreaterThanOrEqual(8);
    await expect.poll(async () => (await page.getByTestId('summary-coupon').boundingBox())!.y + (await page.getByTestId('summary-coupon').boundingBox())!.height <= (await bar.boundingBox())!.y).toBe(true);
    // At the very end of the page nothing hides behind the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByTestId('disclaimer');
    await expect.poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height <= (await bar.boundingBox())!.y).toBe(true);
    // The footer's last line (and its 'Cookies' link) too.
    const footer = page.getByRole('contentinfo');
    await expect.poll(async () => (await footer.evaluate((el) => el.getBoundingClientRect().bottom)) <= (await bar.boundingBox())!.y + 1).toBe(true);
    await expect(footer.getByRole('link', { name: 'Cookies' }).or(footer.getByRole('button', { name: 'Cookies' }))).toBeInViewport();

    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(1);
    await bar.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByTestId('lead-step')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

test.describe('car pictures', () => {
  test('carousel page 1 shows a car on every card, never a blank box', async ({ page }) => {
    await page.goto('/?demo=carousel');
    const slide = page.getByTestId('carousel-slide').first();
    const images = slide.getByTestId('offer-image');
    await expect(images.first()).toBeVisible();
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const picture = images.nth(i).locator('[data-testid="vehicle-drawing"], [data-testid="vehicle-photo"]');
      await expect(picture).toBeVisible();
      const box = (await picture.boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
    }
  });

  test('each body type is drawn as itself, in the chosen colour; the Commander shows its own white photo, and the drawing for a colour it has no photo of', async ({ page }) => {
    for (const [offerId, body] of [
      ['fiat-argo-d13', 'hatch'],
      ['fiat-cronos-d13', 'sedan'],
      ['jeep-renegade-s13', 'suv'],
      ['fiat-strada-f13', 'pickup'],
    ] as const) {
      await page.goto(`/?offerId=${offerId}`);
      const drawing = page.getByTestId('offer-details').getByTestId('vehicle-drawing').first();
      await expect(drawing).toHaveAttribute('data-body-type', body);
      await page.getByTestId('colour-picker').getByRole('radio').nth(1).click();
      const rgb = await page.getByTestId('colour-picker').getByRole('radio').nth(1).evaluate((el) => getComputedStyle(el).backgroundColor);
      await expect.poll(() => drawing.locator('[data-part="body"]').evaluate((el) => getComputedStyle(el).fill)).toBe(rgb);
      // The whole car fits its box: the drawing is never cropped.
      const box = (await drawing.boundingBox())!;
      const wheels = await drawing.locator('[data-part="tyre"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      for (const w of wheels) {
        expect(w.bottom).toBeLessThanOrEqual(box.y + box.height + 0.5);
        expect(w.left).toBeGreaterThanOrEqual(box.x - 0.5);
        expect(w.right).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
    }

    await page.goto('/?offerId=jeep-commander-l13');
    const photo = page.getByTestId('offer-details').getByTestId('vehicle-photo');
    await expect(photo).toHaveAttribute('src', /profile-carousel\/PW7\/perfil-01\.png$/);
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(640);
    await page.getByTestId('colour-picker').getByRole('radio', { name: /cinza sting/i }).click();
    await expect(page.getByTestId('offer-details').getByTestId('vehicle-drawing').first()).toHaveAttribute('data-body-type', 'suv');
  });
});
