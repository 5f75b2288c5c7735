/**
 * The cookie banner takes its own room at the foot of the window while it
 * waits for the visitor's choice: every page's main action stays reachable
 * under it, even at the very bottom of a scrolled page, at 1280 and 390 px.
 * Playwright's click fails when something else would receive it, so each
 * click below proves the button is not covered.
 */
import { NO_CHOICE, expect, test, type Page } from './fixtures';
import { rememberSaoPaulo, saveShot } from './helpers';

const MOBI = 'fiat-mobi-l10';

const banner = (page: Page) => page.getByTestId('cookie-banner');

/** The window's bottom edge is the page's: scrolled as far as it goes. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test.describe('the cookie banner leaves the page usable before the choice', () => {
  test.use({ storageState: NO_CHOICE });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${size.width} px: the showcase's 'VER MAIS VEÍCULOS' and the details' 'Continuar' can be clicked with the banner showing`, async ({ page }) => {
      await page.setViewportSize(size);
      await rememberSaoPaulo(page);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      const cards = page.getByTestId('offer-card');
      await expect(cards.first()).toBeVisible();
      const before = await cards.count();

      // At the very bottom of the showcase, the button is above the banner.
      await scrollToEnd(page);
      const more = page.getByRole('button', { name: 'VER MAIS VEÍCULOS' });
      await saveShot(page, `cookie-banner-showcase-bottom-${size.width}`);
      await more.click({ timeout: 5000 });
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
      // The footer's last line is above the banner too. The list may still grow (a page of cards
      // loading as the end comes into view): scroll to the end again until the page stops growing.
      await expect
        .poll(async () => {
          await scrollToEnd(page);
          const footerEnd = await page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().bottom);
          const bannerTop = await banner(page).evaluate((el) => el.getBoundingClientRect().top);
          return footerEnd - (bannerTop + 1);
        })
        .toBeLessThanOrEqual(0);

      // The details: 'Continuar' (a phone's bar at the foot of the window, the summary's foot on a desktop).
      await page.goto(`/?offerId=${MOBI}`);
      await expect(banner(page)).toBeVisible();
      await expect(page.getByTestId('summary')).toBeVisible();
      await scrollToEnd(page);
      await saveShot(page, `cookie-banner-details-${size.width}`);
      const continueButton =
        size.width < 720 ? page.getByTestId('details-bottom-bar').getByRole('button', { name: 'Continuar' }) : page.getByTestId('summary').getByRole('button', { name: 'Continuar' });
      await continueButton.click({ timeout: 5000 });
      await expect(page.getByTestId('lead-step')).toBeVisible();

      // Choosing gives the room back.
      await banner(page).getByRole('button', { name: 'Rejeitar todos' }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--flua-consent-space').trim())).toBe('');
    });

    test(`at ${size.width} px: the offer manager's publishing button on its last card can be clicked with the banner showing`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      expect((await page.request.post('/api/auth/sign-in', { data: { email: 'admin@flua.example', password: 'Flua@Admin1' } })).status()).toBe(200);
      await page.goto('/admin/ofertas');
      await expect(banner(page)).toBeVisible();
      await expect(page.getByTestId('admin-offer').first()).toBeVisible();
      // The last card's publishing button ('Publicar', or 'Remover Publicação' once published: other specs of this
      // worker's database may have published every saved offer) is at the very bottom of the page.
      const shown = page.locator('li:not([hidden]) > [data-testid="admin-offer"]');
      await expect(shown).not.toHaveCount(0);
      const publish = shown.last().getByRole('button', { name: /^(Publicar|Remover Publicação)$/ });
      await expect(publish).toBeEnabled();
      await scrollToEnd(page);
      await saveShot(page, `cookie-banner-manager-${size.width}`);
      // A trial click: every check of a real click (nothing covers it), without publishing.
      await publish.click({ trial: true, timeout: 5000 });
    });
  }
});
