/**
 * Who the site is, on every page, as a Brazilian customer checks before
 * giving a CPF: the header's navigation (a menu on a phone, by keyboard), the
 * footer with the company's razão social, CNPJ, address, SAC and ouvidoria,
 * the terms of use, 'Como funciona' with the questions, the page for
 * companies; each page's own tab title, the showcase's h1 and the site's
 * icon. At 1280 and 390 px, with axe.
 */
import { expect, test, type Page } from './fixtures';
import { checkAtBothWidths, expectNoSeriousViolations, rememberSaoPaulo, saveShot } from './helpers';

const footer = (page: Page) => page.getByRole('contentinfo');

async function expectCompanyInFooter(page: Page) {
  const f = footer(page);
  await expect(f.getByText('Flua Demonstração Assinatura de Veículos Ltda.')).toBeVisible();
  await expect(f.getByText(/CNPJ 35\.820\.000\/0001-12/)).toBeVisible();
  await expect(f.getByText(/Av\. Engenheiro Luís Carlos Berrini, 1\.500/)).toBeVisible();
  await expect(f.getByRole('link', { name: 'SAC: ligar para 0800 000 3582' })).toHaveAttribute('href', 'tel:08000003582');
  await expect(f.getByRole('link', { name: 'Ouvidoria: escrever para ouvidoria@flua.example' })).toHaveAttribute('href', 'mailto:ouvidoria@flua.example');
  await expect(f.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos-de-uso');
  await expect(f.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
}

test.describe('the site says who it is', () => {
  test.beforeEach(async ({ page }) => rememberSaoPaulo(page));

  test('at 1280 px: header navigation, the footer on every page, the terms, Como funciona with its questions, and each page’s tab title', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(page).toHaveTitle('Ofertas de assinatura de carros 0 km | Flua!');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de assinatura' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link')).toHaveText(['Ofertas', 'Como funciona', 'Empresas', 'Minhas Propostas']);
    await expect(nav.getByRole('link', { name: 'Ofertas' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expectCompanyInFooter(page);
    await saveShot(page.getByRole('banner'), 'header-1280');
    await saveShot(footer(page), 'footer-1280');

    // An offer: its own title, the same footer.
    await page.getByTestId('offer-card').filter({ hasText: 'Mobi' }).first().getByRole('button', { name: /Mobi Like/ }).click();
    await expect(page.getByTestId('summary')).toBeVisible();
    await expect(page).toHaveTitle('Fiat Mobi Like — assinatura | Flua!');
    await expectCompanyInFooter(page);

    // The terms, from the footer.
    await footer(page).getByRole('link', { name: 'Termos de uso' }).click();
    await expect(page).toHaveURL(/\/termos-de-uso$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
    await expect(page).toHaveTitle('Termos de uso | Flua!');
    await expect(page.getByTestId('terms-page')).toContainText('Flua Demonstração Assinatura de Veículos Ltda., inscrita no CNPJ sob o nº 35.820.000/0001-12');
    await checkAtBothWidths(page, 'terms', { noOverflow: true });

    // The questions, from the footer: 'Como funciona' at its questions, the same ones the details answer.
    await footer(page).getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL(/\/como-funciona#perguntas-frequentes$/);
    await expect(page).toHaveTitle('Como funciona a assinatura | Flua!');
    const faq = page.getByTestId('faq-section');
    await expect(faq.getByTestId('faq-entry').first()).toBeVisible();
    await expect(faq.getByTestId('faq-entry')).toHaveCount(8);
    await faq.getByRole('searchbox', { name: 'Pesquisar nas perguntas frequentes' }).fill('placa');
    await expect(faq.getByTestId('faq-entry')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Passo a passo' })).toBeVisible();
    await checkAtBothWidths(page, 'how-it-works', { noOverflow: true });
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Como funciona' })).toHaveAttribute('aria-current', 'page');

    // The page for companies: the legal-person offers and the company forms.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Empresas' }).click();
    await expect(page.getByRole('heading', { name: 'Quer terceirizar sua frota com a Flua!?' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Empresas' })).toHaveAttribute('aria-current', 'page');
    await expectCompanyInFooter(page);

    // An address the site does not have.
    await page.goto('/nao-existe');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle('Página não encontrada | Flua!');
    await expectCompanyInFooter(page);
  });

  test('at 390 px: the navigation behind Menu, by keyboard and by touch, and the footer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await saveShot(page.getByRole('banner'), 'header-390');

    // By keyboard: open, read, close with Escape, back on Menu.
    await menu.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu do site' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveText(['Ofertas', 'Como funciona', 'Empresas', 'Minhas Propostas']);
    // The page behind is hidden from screen readers while the menu is open: the button is found by its test id.
    await expect(page.getByTestId('site-menu-button')).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousViolations(page);
    await saveShot(page, 'menu-open-390');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(menu).toBeFocused();

    // By touch: a page, and the menu is gone.
    await menu.click();
    await dialog.getByRole('link', { name: 'Como funciona' }).click();
    await expect(page).toHaveURL(/\/como-funciona$/);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Como funciona a assinatura' })).toBeVisible();

    await expectCompanyInFooter(page);
    await footer(page).scrollIntoViewIfNeeded();
    await saveShot(footer(page), 'footer-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // In cart mode the header also holds the cart: everything still fits the phone.
    await page.goto('/?demo=cart');
    await expect(page.getByRole('link', { name: 'Carrinho, 0 ofertas' })).toBeVisible();
    const end = await page.getByTestId('site-menu-button').evaluate((el) => el.getBoundingClientRect().right);
    expect(end).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveShot(page.getByRole('banner'), 'header-cart-390');
  });

  test('the site’s icon answers at /favicon.ico and /favicon.svg, and the page shows the same one', async ({ page, request }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/icon/);
    const bytes = await icon.body();
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    // The page carries the same icon inline (no request on a first visit).
    const svg = await request.get('/favicon.svg');
    expect(svg.status()).toBe(200);
    await page.goto('/termos-de-uso');
    const inline = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(decodeURIComponent(inline!.replace(/^data:image\/svg\+xml,/, '')).replace(/'/g, '"')).toBe((await svg.text()).trim());
  });
});
