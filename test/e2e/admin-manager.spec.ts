/**
 * The offer manager end to end: an offer admin signs in, sees every offer,
 * filters and searches, unpublishes and publishes an offer (a visitor in
 * another browser context sees it leave and come back to the showcase), and
 * deletes an offer through the 'Deletar oferta' popup. On the showcase the
 * admin sees each card in its admin wrapper, publishes and unpublishes from
 * it and follows 'Editar' to the editor without leaving the app. A visitor
 * opening the manager is sent to sign in and comes back; a customer sees no
 * admin control anywhere. axe at 1280 and 390 px; screenshots to
 * E2E_SHOTS_DIR when set.
 */
import { expect, test, type Browser, type Page } from './fixtures';
import { ADMIN, expectNoSeriousViolations, saveShot } from './helpers';


const MANAGER = '/admin/ofertas';
/** An unpublished draft of the demo catalogue: deleting it changes nothing a visitor sees. */
const DRAFT_ID = 'citroen-basalt-rascunho';

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs the page's context in through the API: the sign-in page is the first test's. */
async function signInByApi(page: Page, email: string, password: string) {
  expect((await page.request.post('/api/auth/sign-in', { data: { email, password } })).status()).toBe(200);
}

const adminCard = (page: Page, offerId: string) => page.locator(`[data-testid="admin-offer"][data-offer-id="${offerId}"]`);

/** Every offer id a visitor's showcase lists, reading the whole list. */
async function visitorShowcaseIds(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const found = await page.request.post('/api/search', { data: { fq: {}, brand: ['fiat', 'jeep', 'peugeot', 'citroen'], location: { countryCode: 'BR' }, size: 100, start: 0 } });
  const ids = ((await found.json()) as { hits: { hit: { id: string }[] } }).hits.hit.map((h) => h.id);
  await context.close();
  return ids;
}

async function visitorSeesCard(browser: Browser, offerId: string): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  const count = await page.locator(`[data-testid="offer-card"][data-offer-id="${offerId}"]`).count();
  await context.close();
  return count > 0;
}

test.describe.serial('the offer manager', () => {
  test('a visitor opening the manager is sent to sign in and comes back to it after', async ({ page }) => {
    await page.goto(MANAGER);
    await expect(page).toHaveURL(/\/entrar\?redirect=%2Fadmin%2Fofertas$/);
    await signIn(page, 'admin@flua.example', 'Flua@Admin1');
    await expect(page).toHaveURL(new RegExp(`${MANAGER}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar ofertas' })).toBeVisible();
    await expect(page.getByTestId('admin-offer').first()).toBeVisible();
  });

  test('the admin sees every offer of every status, filters and searches', async ({ page, browser }) => {
    test.setTimeout(300_000);
    // The offer a visitor sees first on the showcase.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    const firstCard = visitorPage.getByTestId('offer-card').first();
    await expect(firstCard).toBeVisible();
    const offerId = (await firstCard.getAttribute('data-offer-id'))!;
    await visitor.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, 'admin@flua.example', 'Flua@Admin1');
    await page.goto(MANAGER);
    await expect(page).toHaveURL(new RegExp(`${MANAGER}$`));
    const grid = page.getByRole('list', { name: 'Ofertas' });
    await expect(grid.getByRole('link', { name: 'NOVA OFERTA' })).toHaveAttribute('href', '/admin/ofertas/rental-offer/new');
    await expect(grid.getByText('CADASTRE SUA OFERTA')).toBeVisible();
    // Every offer, of every status: the draft, the removed and the archived ones too.
    await expect(adminCard(page, DRAFT_ID).getByTestId('offer-status')).toHaveText('Oferta Salva');
    await expect(adminCard(page, 'fiat-mobi-removida').getByTestId('offer-status')).toHaveText('Oferta Excluída');
    await expect(adminCard(page, 'peugeot-208-arquivada').getByTestId('offer-status')).toHaveText('Oferta Arquivada');
    await expect(adminCard(page, offerId).getByTestId('offer-status')).toHaveText('Oferta Publicada');
    const total = await page.getByTestId('admin-offer').count();
    expect(total).toBeGreaterThan(20);
    await saveShot(page, 'manager-1280');
    // axe over the page with the Citroën cards (a saved draft, published and archived offers): the same page, read faster.
    await page.getByRole('search', { name: 'Filtrar ofertas' }).getByLabel('Marca').selectOption({ label: 'Citroën' });
    await expectNoSeriousViolations(page);
    await page.getByRole('search', { name: 'Filtrar ofertas' }).getByRole('button', { name: 'Limpar filtros' }).click();

    // Filters and search.
    const filters = page.getByRole('search', { name: 'Filtrar ofertas' });
    await filters.getByLabel('Situação').selectOption({ label: 'Oferta Arquivada' });
    await expect(page.locator('li:not([hidden]) > [data-testid="admin-offer"]')).not.toHaveCount(0);
    for (const status of await page.locator('li:not([hidden]) > [data-testid="admin-offer"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))) expect(status).toBe('archived');
    await filters.getByRole('button', { name: 'Limpar filtros' }).click();
    await filters.getByLabel('Tipo de pessoa').selectOption({ label: 'Pessoa Jurídica' });
    const shown = page.locator('li:not([hidden]) > [data-testid="admin-offer"]');
    await expect(shown).not.toHaveCount(0);
    for (const badge of await shown.getByTestId('person-type').allTextContents()) expect(badge).toBe('Pessoa Jurídica');
    await filters.getByRole('button', { name: 'Limpar filtros' }).click();
    await filters.getByLabel('Marca').selectOption({ label: 'Jeep' });
    await expect(shown).not.toHaveCount(0);
    for (const brand of await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-offer-id')))) expect(brand).toMatch(/^jeep-/);
    await filters.getByRole('button', { name: 'Limpar filtros' }).click();
    await filters.getByLabel('Buscar por modelo ou versão').fill('basalt dark');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('data-offer-id', DRAFT_ID);
    await filters.getByRole('button', { name: 'Limpar filtros' }).click();
    // Twelve cards a page, the pages below them: the last page holds the rest.
    await expect(shown).toHaveCount(12);
    const pages = page.getByRole('navigation', { name: 'Páginas de ofertas' });
    const last = Math.ceil(total / 12);
    await pages.getByRole('button', { name: `Página ${last}` }).click();
    await expect(pages.getByRole('button', { name: `Página ${last}` })).toHaveAttribute('aria-current', 'page');
    await expect(shown).toHaveCount(total - 12 * (last - 1));
    await expect(pages.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await saveShot(page, 'manager-last-page-1280');
    await pages.getByRole('button', { name: 'Página anterior' }).click();
    await expect(shown).toHaveCount(12);

  });

  test('unpublishing an offer takes it off the visitors’ showcase; publishing brings it back', async ({ page, browser }) => {
    test.setTimeout(300_000);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    const firstCard = visitorPage.getByTestId('offer-card').first();
    await expect(firstCard).toBeVisible();
    const offerId = (await firstCard.getAttribute('data-offer-id'))!;
    await visitor.close();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, 'admin@flua.example', 'Flua@Admin1');
    await page.goto(MANAGER);
    await expect(page).toHaveURL(new RegExp(`${MANAGER}$`));

    // The offer opens in the editor at its own path, as a real link.
    const card = adminCard(page, offerId);
    await expect(card.locator(`a[href="/admin/ofertas/rental-offer/${offerId}"]`).first()).toBeVisible();
    await expect(card.getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', `/admin/ofertas/rental-offer/${offerId}/visualizar`);

    // Unpublish: gone for a visitor.
    await card.getByRole('button', { name: 'Remover Publicação' }).click();
    await expect(page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast').filter({ hasText: 'Oferta despublicada com sucesso!' })).toBeVisible();
    await expect(card.getByTestId('offer-status')).toHaveText('Oferta Salva');
    expect(await visitorShowcaseIds(browser)).not.toContain(offerId);
    expect(await visitorSeesCard(browser, offerId)).toBe(false);

    // Publish: back for a visitor.
    await card.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast').filter({ hasText: 'Oferta publicada com sucesso!' })).toBeVisible();
    await expect(card.getByTestId('offer-status')).toHaveText('Oferta Publicada');
    expect(await visitorShowcaseIds(browser)).toContain(offerId);
    expect(await visitorSeesCard(browser, offerId)).toBe(true);
  });

  test('deleting a draft asks first in the popup, then it shows Oferta Excluída', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, 'admin@flua.example', 'Flua@Admin1');
    await page.goto(MANAGER);
    await expect(page).toHaveURL(new RegExp(`${MANAGER}$`));
    // Only the draft on screen, so axe reads the popup over a short page (the search works once the list is read).
    await expect(page.getByRole('list', { name: 'Ofertas' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Filtrar ofertas' }).getByLabel('Buscar por modelo ou versão');
    await search.fill('basalt dark');
    await expect(search).toHaveValue('basalt dark');
    // Delete the draft through the popup.
    const draft = adminCard(page, DRAFT_ID);
    await draft.scrollIntoViewIfNeeded();
    await draft.getByRole('button', { name: 'Excluir' }).click();
    const popup = page.getByRole('alertdialog', { name: 'Deletar oferta' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Deseja realmente deletar esta oferta?')).toBeVisible();
    await expectNoSeriousViolations(page);
    await saveShot(page, 'delete-popup-1280');
    // Cancelar keeps it.
    await popup.getByRole('button', { name: 'Cancelar' }).click();
    await expect(popup).toBeHidden();
    await expect(draft.getByTestId('offer-status')).toHaveText('Oferta Salva');
    await draft.getByRole('button', { name: 'Excluir' }).click();
    await popup.getByRole('button', { name: 'Deletar' }).click();
    await expect(page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast').filter({ hasText: 'Oferta removida com sucesso!' })).toBeVisible();
    await expect(draft.getByTestId('offer-status')).toHaveText('Oferta Excluída');
    // The list was read again: the server says so too.
    await page.reload();
    await expect(adminCard(page, DRAFT_ID).getByTestId('offer-status')).toHaveText('Oferta Excluída');
    await expect(adminCard(page, DRAFT_ID).getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  });

  test('on a phone: the manager and the delete popup read well and pass axe', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, 'admin@flua.example', 'Flua@Admin1');
    await page.goto(MANAGER);
    await expect(page.getByTestId('admin-offer').first()).toBeVisible();
    await saveShot(page, 'manager-390');
    // One offer on screen, so axe reads the page and the popup faster.
    await page.getByRole('search', { name: 'Filtrar ofertas' }).getByLabel('Buscar por modelo ou versão').fill('mobi like');
    await expectNoSeriousViolations(page);
    const published = page.locator('li:not([hidden]) > [data-testid="admin-offer"][data-status="published"]').first();
    await published.scrollIntoViewIfNeeded();
    await saveShot(page, 'manager-card-390');
    await published.getByRole('button', { name: 'Excluir' }).click();
    const popup = page.getByRole('alertdialog', { name: 'Deletar oferta' });
    await expect(popup).toBeVisible();
    await expectNoSeriousViolations(page);
    await saveShot(page, 'delete-popup-390');
    await popup.getByRole('button', { name: 'Cancelar' }).click();
    await expect(published.getByTestId('offer-status')).toHaveText('Oferta Publicada');
  });

  test('on the showcase: each card in its admin wrapper, published and unpublished from it, Editar to the editor through the router; a visitor sees the card alone', async ({ page, browser }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, ADMIN.email, ADMIN.password);
    await page.goto('/');
    const grid = page.getByRole('list', { name: 'Ofertas de assinatura' });
    await expect(grid.getByRole('link', { name: 'NOVA OFERTA' })).toHaveAttribute('href', '/admin/ofertas/rental-offer/new');
    // The first published card: its status, its person type, the actions off the admin page (no Salvar, no Visualizar).
    const card = page.locator('[data-testid="admin-offer"][data-status="published"]').first();
    await expect(card).toBeVisible();
    const offerId = (await card.getAttribute('data-offer-id'))!;
    await expect(card.getByTestId('offer-status')).toHaveText('Oferta Publicada');
    await expect(card.getByTestId('person-type')).toHaveText('Pessoa Física');
    await expect(card.getByText('Vigência')).toBeVisible();
    await expect(card.getByTestId('offer-card')).toHaveAttribute('data-offer-id', offerId);
    const actions = card.getByRole('group', { name: /^Ações da oferta / });
    await expect(actions.locator('[data-action]')).toHaveCount(3);
    await expect(actions.getByRole('button', { name: 'Remover Publicação' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/admin/ofertas/rental-offer/${offerId}`);
    await expect(actions.getByRole('button', { name: 'Excluir' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Visualizar' })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await saveShot(page, 'showcase-admin-card-1280');
    await expectNoSeriousViolations(page);

    // Unpublish from the card: gone for a visitor; publish: back.
    const toasts = page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast');
    const same = page.locator(`[data-testid="admin-offer"][data-offer-id="${offerId}"]`);
    await actions.getByRole('button', { name: 'Remover Publicação' }).click();
    await expect(toasts.filter({ hasText: 'Oferta despublicada com sucesso!' })).toBeVisible();
    await expect(same.getByTestId('offer-status')).toHaveText('Oferta Salva');
    expect(await visitorShowcaseIds(browser)).not.toContain(offerId);
    await same.getByRole('button', { name: 'Publicar' }).click();
    await expect(toasts.filter({ hasText: 'Oferta publicada com sucesso!' })).toBeVisible();
    await expect(same.getByTestId('offer-status')).toHaveText('Oferta Publicada');
    expect(await visitorShowcaseIds(browser)).toContain(offerId);

    // 'Excluir' asks first; 'Cancelar' keeps the offer.
    await same.getByRole('button', { name: 'Excluir' }).click();
    const popup = page.getByRole('alertdialog', { name: 'Deletar oferta' });
    await expect(popup.getByText('Deseja realmente deletar esta oferta?')).toBeVisible();
    await expectNoSeriousViolations(page);
    await saveShot(page, 'showcase-admin-delete-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(page, 'showcase-admin-delete-390');
    await popup.getByRole('button', { name: 'Cancelar' }).click();
    await expect(popup).toBeHidden();
    await same.scrollIntoViewIfNeeded();
    await saveShot(page, 'showcase-admin-card-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // 'Editar' opens the editor in the app (no page load: what the page holds stays).
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await same.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/ofertas/rental-offer/${offerId}$`));
    await expect(page.getByRole('heading', { name: /^Editar oferta: / })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);

    // A visitor sees the same card alone.
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto('/');
    await expect(guest.locator(`[data-testid="offer-card"][data-offer-id="${offerId}"]`)).toBeVisible();
    await expect(guest.getByTestId('admin-offer')).toHaveCount(0);
    await expect(guest.getByTestId('admin-offer-card')).toHaveCount(0);
    await visitor.close();
  });

  test('a customer sees no admin control anywhere', async ({ page }) => {
    test.setTimeout(300_000);
    await signInByApi(page, 'joao@flua.example', 'Flua@Cliente2');
    await page.goto('/');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(page.getByTestId('admin-offer-card')).toHaveCount(0);
    await expect(page.getByTestId('admin-offer')).toHaveCount(0);
    await page.goto(MANAGER);
    await expect(page.getByTestId('access-denied')).toHaveText('Esta área não está disponível para a conta com que você entrou.');
    await expect(page.getByTestId('admin-offer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Publicar|Excluir|Remover Publicação/ })).toHaveCount(0);
    await expect(page.getByRole('search', { name: 'Filtrar ofertas' })).toHaveCount(0);
    const answer = await page.request.get('/api/admin/offers');
    expect(answer.status()).toBe(403);
    await expectNoSeriousViolations(page);
  });
});
