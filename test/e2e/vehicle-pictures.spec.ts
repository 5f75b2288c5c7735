/**
 * Every car is drawn as its own model (the Mobi, the Argo, the 208 and the
 * C3 are four different hatches), in the colour chosen on its card or in
 * the details' colour picker; the demo's profile photos follow the colour
 * too. The drawings are SVG drawn from figures: nothing is fetched before
 * the first card for them.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { rememberSaoPaulo, saveShot } from './helpers';

const card = (page: Page, model: string) => page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name: model, exact: true }) }).first();

const bodyFill = (picture: Locator) => picture.locator('[data-part="body"]').evaluate((el) => getComputedStyle(el).fill);

async function chooseSwatch(target: Locator, index: number): Promise<string> {
  const swatch = target.getByRole('radio').nth(index);
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-checked', 'true');
  return swatch.evaluate((el) => getComputedStyle(el).backgroundColor);
}

test.describe('the cars’ pictures', () => {
  test.beforeEach(async ({ page }) => rememberSaoPaulo(page));

  test('the hatches are four different cars, each in the colour chosen on its card', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await page.getByTestId('offer-filter').getByRole('button', { name: 'Hatch' }).click();
    await expect(card(page, 'Mobi')).toBeVisible();
    // Every hatch on the page.
    const more = page.getByRole('button', { name: 'VER MAIS VEÍCULOS' });
    while ((await card(page, 'C3').count()) === 0 && (await more.count()) > 0) await more.click();
    await expect(card(page, '208')).toBeVisible();
    await expect(card(page, 'C3')).toBeVisible();

    const drawings: Record<string, string> = {};
    const outlines = new Set<string>();
    for (const [model, id] of [
      ['Mobi', 'fiat-mobi'],
      ['Argo', 'fiat-argo'],
      ['208', 'peugeot-208'],
    ] as const) {
      const c = card(page, model);
      await c.scrollIntoViewIfNeeded();
      const drawing = c.getByTestId('vehicle-drawing');
      await expect(drawing).toHaveAttribute('data-model', id);
      await expect(drawing).toHaveAttribute('data-body-type', 'hatch');
      outlines.add((await drawing.locator('[data-part="body"]').getAttribute('d'))!);
      // Another colour on the card: the same car, repainted.
      const rgb = await chooseSwatch(c, 2);
      await expect.poll(() => bodyFill(c.getByTestId('vehicle-drawing'))).toBe(rgb);
      await expect(c.getByTestId('vehicle-drawing')).toHaveAttribute('data-model', id);
      drawings[model] = rgb;
    }
    expect(outlines.size).toBe(3);

    // The C3 has profile photos (the demo's content folder): each colour its own, of the C3.
    const c3 = card(page, 'C3');
    await c3.scrollIntoViewIfNeeded();
    const photo = c3.getByTestId('vehicle-photo');
    await expect(photo).toHaveAttribute('src', /\/SC3\/.+\/profile-carousel\/EWP\/perfil-01\.png$/);
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(640);
    await chooseSwatch(c3, 1);
    await expect(c3.getByTestId('vehicle-photo')).toHaveAttribute('src', /\/profile-carousel\/EXY\/perfil-01\.png$/);
    await expect.poll(() => c3.getByTestId('vehicle-photo').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(640);

    await page.evaluate(() => window.scrollTo(0, 0));
    await saveShot(page, 'hatch-cards-1280');
    for (const model of ['Mobi', 'Argo', '208', 'C3']) await saveShot(card(page, model).getByTestId('offer-image'), `card-picture-${model}`);
  });

  test('the details draw the offer’s own model and follow the colour picker', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [offerId, id] of [
      ['fiat-mobi-l10', 'fiat-mobi'],
      ['fiat-toro-f13', 'fiat-toro'],
    ] as const) {
      await page.goto(`/?offerId=${offerId}`);
      const drawing = page.getByTestId('offer-details').getByTestId('vehicle-drawing').first();
      await expect(drawing).toHaveAttribute('data-model', id);
      const picker = page.getByTestId('colour-picker');
      const swatch = picker.getByRole('radio').nth(2);
      await swatch.click();
      const rgb = await swatch.evaluate((el) => getComputedStyle(el).backgroundColor);
      await expect.poll(() => bodyFill(drawing)).toBe(rgb);
      await saveShot(page.getByTestId('offer-details').getByTestId('vehicle-drawing').first(), `details-picture-${id}`);
    }
  });

  test('the first card paints without any picture file: the drawings are drawn, not fetched', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const first = page.getByTestId('offer-card').first();
    await expect(first.getByTestId('vehicle-drawing')).toBeVisible();
    // Only the site's icon: no car picture is downloaded for a drawn card.
    expect(images.filter((p) => !p.startsWith('/favicon'))).toEqual([]);
  });
});
