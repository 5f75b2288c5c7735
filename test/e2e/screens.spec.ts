/**
 * Screenshot comparisons of the key screens at 1280 and 390 px: the
 * showcase, one card, the details with a coupon, the lead step, the dealer
 * picker, the lead success modal and sign-in. Baselines live in
 * test/e2e/__screenshots__/ (settings in playwright.config.ts); after a
 * deliberate visual change, regenerate them with
 * `npx playwright test test/e2e/screens.spec.ts --update-snapshots` and look
 * at every PNG before committing.
 *
 * Deterministic by construction: a fresh database (playwright.config.ts), a
 * fixed viewport, a remembered city, fonts loaded and the network idle
 * before each shot, and the rotating card highlights masked.
 */
import { expect, test, type Page } from './fixtures';
import { chooseDealer, rememberSaoPaulo, successModal } from './helpers';

const OFFER_ID = 'fiat-mobi-l10';
const COUPON = 'BEMVINDO10';

/** Waits until nothing more arrives or moves: network idle, the lazy vehicle drawings in, web fonts ready, images decoded, two frames painted. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('vehicle-drawing-pending')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((img) => !img.complete).map((img) => img.decode().catch(() => null)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** What changes by itself on screen: the card highlights rotate every 2 s. */
/** What differs from run to run: the card's highlight (animated) and a new proposal's code (its lead's random id). */
const moving = (page: Page) => [page.getByTestId('card-highlight'), page.getByTestId('lead-proposal-code').locator('strong')];

/** The dealer's promised time depends on the day the test runs: the shot's lead answer carries a fixed one (a Monday, 13:00 in São Paulo). */
const SHOT_RESPOND_BY = '2026-11-30T16:00:00.000Z';

async function shoot(page: Page, name: string) {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { mask: moving(page) });
}

async function openLeadStep(page: Page) {
  await page.goto(`/?offerId=${OFFER_ID}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const step = page.getByTestId('lead-step');
  await expect(step).toBeVisible();
  // The form's code comes with the step (the shots scroll to the step once it is whole).
  await expect(step.getByRole('textbox', { name: 'Nome completo' })).toBeVisible();
  return step;
}

const WIDTHS = [
  { width: 1280, height: 900, cpf: '39053344705' },
  { width: 390, height: 844, cpf: '46821357919' },
] as const;

for (const size of WIDTHS) {
  test.describe(`screens at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.beforeEach(async ({ page }) => rememberSaoPaulo(page));

    test('the showcase and one card', async ({ page }) => {
      await page.goto('/');
      const card = page.getByTestId('offer-card').first();
      await expect(card).toBeVisible();
      await shoot(page, `showcase-${size.width}`);
      await card.scrollIntoViewIfNeeded();
      await settle(page);
      await expect(card).toHaveScreenshot(`card-${size.width}.png`, { mask: moving(page) });
    });

    test('the details with a coupon applied', async ({ page }) => {
      await page.goto(`/?offerId=${OFFER_ID}`);
      const summary = page.getByTestId('summary');
      const coupon = page.getByTestId('coupon-field');
      await coupon.getByRole('textbox').fill(COUPON);
      await coupon.getByRole('button', { name: 'Aplicar' }).click();
      await expect(coupon.getByTestId('coupon-applied')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `details-${size.width}`);
      await summary.scrollIntoViewIfNeeded();
      await settle(page);
      await expect(summary).toHaveScreenshot(`details-summary-coupon-${size.width}.png`);
    });

    test('the lead step, the dealer picker and the success modal', async ({ page }) => {
      const step = await openLeadStep(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await step.scrollIntoViewIfNeeded();
      await shoot(page, `lead-step-${size.width}`);

      await step.getByRole('textbox', { name: 'Nome completo' }).fill('Helena Duarte Ramos');
      await step.getByRole('textbox', { name: 'E-mail' }).fill('helena.telas@example.com');
      await step.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially(size.cpf);
      await step.getByRole('textbox', { name: 'Celular' }).pressSequentially('11987651234');
      // No contact channel starts ticked: the person ticks WhatsApp.
      await step.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
      await page.getByRole('button', { name: 'Escolha aqui a sua concessionária' }).click();
      const dealers = page.getByTestId('dealer-modal');
      await expect(dealers.getByRole('radio', { name: /Paulista Motores/ })).toBeVisible();
      await shoot(page, `dealer-picker-${size.width}`);
      await page.keyboard.press('Escape');
      await expect(dealers).toHaveCount(0);

      await chooseDealer(page, 'Paulista Motores');
      await page.route('**/api/v2/lead', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), respondBy: SHOT_RESPOND_BY } });
      });
      await step.getByRole('button', { name: 'ENVIAR' }).click();
      await expect(successModal(page)).toBeVisible();
      await shoot(page, `lead-success-${size.width}`);
    });

    test('sign-in', async ({ page }) => {
      await page.goto('/entrar');
      await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
      await shoot(page, `sign-in-${size.width}`);
    });
  });
}
