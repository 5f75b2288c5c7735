/**
 * The offer editor, end to end on the real server: an admin creates an offer
 * with two plans, a priced colour and an uploaded photo, saves it ('Oferta
 * Salva'), previews it and publishes it; a visitor in another browser finds
 * it on the showcase with its photo and prices; the admin changes a plan's
 * price and the visitor's details show the new price; it unpublishes it (gone
 * for the visitor) and deletes it through the popup. A refused save shows
 * each message beside its field. Two admins on one offer: the later save
 * answers 409 with the choice to reload. Leaving with unsaved changes asks
 * first. axe at 1280 and 390 px, dialogs open too.
 */
import { expect, test, type Browser, type Page } from './fixtures';
import sharp from 'sharp';
import { emptyOfferDraft } from '../../models/offer-admin/offer-draft';
import { checkAtBothWidths, expectNoSeriousViolations, saveShot } from './helpers';

const ADMIN = { email: 'admin@flua.example', password: 'Flua@Admin1' };
const MODEL = 'Fiat Topolino';
const VERSION = 'Elétrico 2026';

/** Signs the page's context in through the API (the sign-in page itself is auth.spec.ts's and admin-manager.spec.ts's). */
async function signIn(page: Page, account: { email: string; password: string }) {
  expect((await page.request.post('/api/auth/sign-in', { data: account })).status()).toBe(200);
}

/** A small photo made at test time: a car-ish shape (red unless told) on white, as PNG. */
async function photo(colour = '#c8102e'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#ffffff"/>
    <rect x="80" y="180" width="480" height="120" rx="40" fill="${colour}"/><rect x="180" y="110" width="260" height="100" rx="30" fill="${colour}"/>
    <circle cx="190" cy="310" r="45" fill="#222"/><circle cx="450" cy="310" r="45" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const editor = (page: Page) => page.getByRole('region', { name: /^(Nova oferta|Editar oferta: .*)$/ });
const section = (page: Page, name: string) => page.locator('[data-section]').filter({ has: page.getByRole('button', { name: new RegExp(`^${name}`) }) });

async function openSection(page: Page, name: string) {
  const trigger = page.getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

async function shoot(page: Page, name: string) {
  await saveShot(page, name, { fullPage: true });
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('an admin creates, previews and publishes an offer; a visitor sees it and its new price', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  await page.goto('/admin/ofertas');
  await page.getByRole('link', { name: /NOVA OFERTA/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/ofertas\/rental-offer\/new$/);
  await expect(editor(page).getByRole('heading', { name: 'Nova oferta' })).toBeVisible();
  await expect(page.getByTestId('offer-editor-status')).toContainText('Oferta Não Salva');

  // The new editor at both widths, looked at and checked by axe.
  await shoot(page, 'editor-new-1280');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'editor-new-390');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Saving the empty offer is refused: each message beside its field, the focus on the first.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Confira os campos destacados. Nada foi salvo.');
  const modelName = page.getByLabel('Nome do modelo', { exact: true });
  await expect(modelName).toBeFocused();
  await expect(modelName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await modelName.getAttribute('aria-describedby')}`)).toHaveText('Campo Obrigatório');
  await expect(section(page, 'Cores').getByText('Cadastre ao menos uma cor.')).toBeVisible();
  await expect(section(page, 'Planos de aluguel').getByText('Informe um preço maior que zero.')).toBeVisible();
  await shoot(page, 'editor-invalid-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'editor-invalid-390');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The vehicle.
  const vehicle = section(page, 'Veículo');
  await vehicle.getByLabel('Nome do modelo', { exact: true }).fill(MODEL);
  await vehicle.getByLabel('Nome curto do modelo').fill('Topolino');
  await vehicle.getByLabel('Código do modelo').fill('TOP');
  await vehicle.getByLabel('Versão', { exact: true }).fill(VERSION);
  await vehicle.getByLabel('Código da versão').fill('E26');
  await vehicle.getByLabel('Código da série').fill('S9');
  await vehicle.getByLabel('Nome da categoria').fill('Hatch');
  await vehicle.getByLabel('Código da categoria').fill('HATCH');
  await vehicle.getByLabel('Motor').fill('Elétrico 8 kW');
  await vehicle.getByLabel('Câmbio').fill('Automático');
  await vehicle.getByLabel('Descrição completa').fill('Fiat Topolino Elétrico 2026, 2 lugares');
  // Validity.
  const offer = section(page, 'Oferta e vigência');
  await offer.getByLabel('Início da vigência').fill('01/11/2026');
  await offer.getByLabel('Fim da vigência').fill('31/12/2030');
  // Two plans, prices typed in R$.
  const plans = section(page, 'Planos de aluguel');
  const plan1 = plans.getByRole('group', { name: 'Plano 1' });
  await plan1.getByLabel('Prazo (meses)').fill('12');
  await plan1.getByLabel('Km por mês').fill('1000');
  await plan1.getByLabel('Mensalidade (R$)').pressSequentially('189990');
  await expect(plan1.getByLabel('Mensalidade (R$)')).toHaveValue('1.899,90');
  await plans.getByRole('button', { name: 'Adicionar plano' }).click();
  const plan2 = plans.getByRole('group', { name: 'Plano 2' });
  await plan2.getByLabel('Prazo (meses)').fill('24');
  await plan2.getByLabel('Km por mês').fill('1500');
  await plan2.getByLabel('Mensalidade (R$)').pressSequentially('174990');
  // What an excess km costs, and the deductible of the insurance the price includes by default.
  await plans.getByLabel('Preço do km excedente (R$/km)').pressSequentially('85');
  await expect(plans.getByLabel('Preço do km excedente (R$/km)')).toHaveValue('0,85');
  await plans.getByLabel('Franquia do seguro (R$)').pressSequentially('450000');
  // A priced colour.
  const colours = section(page, 'Cores');
  await colours.getByRole('button', { name: 'Adicionar cor' }).click();
  const colour = colours.getByRole('group', { name: 'Cor 1' });
  await colour.getByLabel('Código').fill('VERMELHO');
  await colour.getByLabel('Nome').fill('Vermelho Montecarlo');
  await colour.getByLabel('Tipo').selectOption('M');
  await colour.getByLabel('Preço (R$)').fill('');
  await colour.getByLabel('Preço (R$)').pressSequentially('12000');
  await expect(colour.getByLabel('Preço (R$)')).toHaveValue('120,00');
  await colour.getByLabel('Cor principal').fill('#c8102e');
  // The disclaimer.
  await openSection(page, "Página 'Saiba Mais' e aviso legal");
  await page.getByRole('textbox', { name: 'Aviso legal' }).fill('Imagens ilustrativas. Oferta sujeita à disponibilidade.');
  // A photo, uploaded and previewed.
  await page.getByLabel('Enviar foto').setInputFiles({ name: 'topolino.png', mimeType: 'image/png', buffer: await photo() });
  const preview = page.getByRole('img', { name: 'Foto 1' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /\/api\/offer-images\/.+-s319\.webp$/);
  await expect(page.getByTestId('offer-editor-status')).toContainText('Alterações não salvas');
  // A second photo, removed again: it is deleted on the server with every size.
  await page.getByLabel('Enviar foto').setInputFiles({ name: 'outra.png', mimeType: 'image/png', buffer: await photo('#1d4ed8') });
  const second = page.getByRole('img', { name: 'Foto 2' });
  await expect(second).toBeVisible();
  const secondUrl = (await second.getAttribute('src'))!;
  expect((await page.request.get(secondUrl)).status()).toBe(200);
  await page.getByRole('button', { name: 'Remover foto 2' }).click();
  await expect(second).toHaveCount(0);
  expect((await page.request.get(secondUrl)).status()).toBe(404);
  await expect(preview).toBeVisible();

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByTestId('offer-editor-status')).toHaveText('Oferta Salva');
  await expect(page).toHaveURL(/\/admin\/ofertas\/rental-offer\/[^/]+$/);
  const offerId = decodeURIComponent(new URL(page.url()).pathname.replace('/admin/ofertas/rental-offer/', ''));
  expect(offerId).not.toBe('new');
  await expect(editor(page).getByRole('heading', { name: `Editar oferta: ${MODEL} ${VERSION}` })).toBeVisible();
  await openSection(page, 'Histórico');
  await expect(section(page, 'Histórico').getByText(/Oferta criada · /)).toBeVisible();
  await shoot(page, 'editor-saved-1280');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'editor-saved-390');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back to the grid: preview it, then publish it.
  await page.getByRole('button', { name: 'Voltar às ofertas' }).click();
  const card = page.locator(`[data-testid="admin-offer"][data-offer-id="${offerId}"]`);
  await expect(card.getByTestId('offer-status')).toHaveText('Oferta Salva');
  await card.getByRole('link', { name: 'Visualizar' }).click();
  await expect(page.getByText(VERSION).first()).toBeVisible();
  // Each plan's monthly price with the colour's R$ 120,00: 12 months 2.019,90, 24 months 1.869,90.
  await expect(page.getByText('2.019,90').first()).toBeVisible();
  await expect(page.getByText('1.869,90').first()).toBeVisible();
  await page.goBack();
  await card.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast').filter({ hasText: 'Oferta publicada com sucesso!' })).toBeVisible();
  await expect(card.getByTestId('offer-status')).toHaveText('Oferta Publicada');

  // A visitor, in another browser, finds it on the showcase with its photo and its prices.
  const guest = await visitor(browser);
  await guest.goto('/');
  const guestCard = guest.getByTestId('offer-card').filter({ hasText: VERSION }).first();
  await expect(guestCard).toBeVisible();
  await expect(guestCard.locator('img[src*="/api/offer-images/"]').first()).toBeVisible();
  await expect(guestCard).toContainText('1.869,90');
  await guest.goto(`/?offerId=${encodeURIComponent(offerId)}`);
  await expect(guest.getByText('1.869,90').first()).toBeVisible();

  // Nobody but an offer admin sees the admin card (and its 'Editar') on the showcase.
  await guest.goto('/');
  await expect(guest.getByTestId('offer-card').first()).toBeVisible();
  await expect(guest.getByTestId('admin-offer')).toHaveCount(0);

  // The admin changes the 24-month plan's price, from 'Editar' on the offer's admin card on the showcase; the visitor's details show it.
  await page.goto('/');
  const showcaseEdit = page.locator(`[data-testid="admin-offer"][data-offer-id="${offerId}"]`).getByRole('link', { name: 'Editar' });
  await expect(showcaseEdit).toBeVisible();
  if (process.env.E2E_SHOTS_DIR) {
    await shoot(page, 'showcase-admin-edit-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'showcase-admin-edit-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await showcaseEdit.click();
  await expect(page).toHaveURL(new RegExp(`/admin/ofertas/rental-offer/${encodeURIComponent(offerId)}$`));
  await guest.goto(`/?offerId=${encodeURIComponent(offerId)}`);
  const price2 = section(page, 'Planos de aluguel').getByRole('group', { name: 'Plano 2' }).getByLabel('Mensalidade (R$)');
  await expect(price2).toHaveValue('1.749,90');
  await price2.fill('');
  await price2.pressSequentially('159990');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.locator('p', { hasText: /^Oferta Salva$/ })).toBeVisible();
  await openSection(page, 'Histórico');
  await expect(section(page, 'Histórico').getByText('24 meses · 1500 km · R$ 1.599,90').first()).toBeVisible();

  await guest.reload();
  await expect(guest.getByText('1.719,90').first()).toBeVisible();
  await expect(guest.getByText('1.869,90')).toHaveCount(0);

  // The admin unpublishes it: gone for the visitor.
  await page.getByRole('button', { name: 'Voltar às ofertas' }).click();
  await card.getByRole('button', { name: 'Remover Publicação' }).click();
  await expect(page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast').filter({ hasText: 'Oferta despublicada com sucesso!' })).toBeVisible();
  await expect(card.getByTestId('offer-status')).toHaveText('Oferta Salva');
  await guest.goto('/');
  await expect(guest.getByTestId('offer-card').first()).toBeVisible();
  await expect(guest.getByTestId('offer-card').filter({ hasText: VERSION })).toHaveCount(0);

  // And deletes it through the popup: 'Oferta Excluída'.
  await card.getByRole('button', { name: 'Excluir' }).click();
  const popup = page.getByRole('alertdialog', { name: 'Deletar oferta' });
  await expect(popup.getByText('Deseja realmente deletar esta oferta?')).toBeVisible();
  await popup.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast').filter({ hasText: 'Oferta removida com sucesso!' })).toBeVisible();
  await expect(page.locator(`[data-testid="admin-offer"][data-offer-id="${offerId}"]`).getByTestId('offer-status')).toHaveText('Oferta Excluída');
  await guest.context().close();
});

test('two admins edit one offer: the later save is refused with the choice to reload; leaving with unsaved changes asks first', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  // An offer to edit, created through the API as the editor would.
  const draft = {
    ...emptyOfferDraft('2026-11-01'),
    category: { categoryName: 'SUV', categoryCode: 'SUV' },
    modelCode: 'PUL',
    modelShortName: 'Pulse',
    modelName: 'Fiat Pulse',
    versionName: 'Drive 1.3',
    versionCode: 'D13',
    seriesCode: 'S1',
    modelYear: 2026,
    manufactureYear: 2026,
    engine: '1.3 Firefly',
    gear: 'CVT',
    fullDescription: 'Fiat Pulse Drive 1.3 CVT',
    disclaimer: 'Imagens ilustrativas.',
    endsOn: '2030-12-31',
    rentalPlanList: [{ period: 12, km: 1000, price: 229990, monthlyInterestRate: 1.49, selectedByDefault: true }],
    colors: [{ code: 'BRANCO', name: 'Branco Banchisa', category: 'N' as const, value: 0, rgb: '#f2f2f2', secondaryRgb: null, associatedPeriod: [] }],
    excessKmPrice: 75,
    insuranceDeductible: 480000,
  };
  const created = await page.request.post('/api/offers', { data: { draft } });
  expect(created.status()).toBe(201);
  const offerId = ((await created.json()) as { id: string }).id;
  const editorUrl = `/admin/ofertas#/rental-offer/${encodeURIComponent(offerId)}`;

  // A second admin session opens the same offer.
  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 900 } });
  const second = await other.newPage();
  await signIn(second, ADMIN);
  // From the manager's grid to the editor, as an admin goes: the browser's Back returns to the grid.
  await page.goto('/admin/ofertas');
  await expect(page.getByTestId('admin-offer').first()).toBeVisible();
  await page.locator(`[data-testid="admin-offer"][data-offer-id="${offerId}"] a[href="/admin/ofertas/rental-offer/${encodeURIComponent(offerId)}"]`).first().click();
  await second.goto(editorUrl);
  await expect(page.getByLabel('Versão', { exact: true })).toHaveValue('Drive 1.3');
  await expect(second.getByLabel('Versão', { exact: true })).toHaveValue('Drive 1.3');

  // The first saves; the second's save is refused and nothing is overwritten.
  await page.getByLabel('Versão', { exact: true }).fill('Drive 1.3 Plus');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByTestId('offer-editor-status')).toHaveText('Oferta Salva');
  await second.getByLabel('Motor').fill('1.0 Turbo');
  await second.getByRole('button', { name: 'Salvar', exact: true }).click();
  const conflict = second.getByRole('alertdialog', { name: 'Oferta alterada por outra pessoa' });
  await expect(conflict).toContainText('Esta oferta foi alterada por outra pessoa depois que você a abriu.');
  await saveShot(second, 'editor-conflict-1280');
  await expectNoSeriousViolations(second);
  await second.setViewportSize({ width: 390, height: 844 });
  await saveShot(second, 'editor-conflict-390');
  await expectNoSeriousViolations(second);
  await second.setViewportSize({ width: 1280, height: 900 });
  await conflict.getByRole('button', { name: 'Recarregar oferta' }).click();
  await expect(second.getByLabel('Versão', { exact: true })).toHaveValue('Drive 1.3 Plus');
  await expect(second.getByLabel('Motor')).toHaveValue('1.3 Firefly');
  await other.close();

  // Leaving with unsaved changes asks first.
  await page.getByLabel('Motor').fill('1.0 Turbo 200');
  await page.getByRole('button', { name: 'Voltar às ofertas' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
  await expect(leave).toContainText('As alterações feitas nesta oferta serão perdidas.');
  await saveShot(page, 'editor-leave-1280');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, 'editor-leave-390');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page.getByLabel('Motor')).toHaveValue('1.0 Turbo 200');
  // The browser's Back asks the same, and staying keeps the edits and the editor's address.
  await page.goBack();
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/ofertas\/rental-offer\//);
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page.getByLabel('Motor')).toHaveValue('1.0 Turbo 200');
  await page.getByRole('button', { name: 'Voltar às ofertas' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page.locator(`[data-testid="admin-offer"][data-offer-id="${offerId}"]`)).toBeVisible();
  await expect(page).not.toHaveURL(/\/rental-offer\//);
});

test('a dealer offer: the admin finds a dealer by name or city in the picker and saves it as the offer’s dealer', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  // A dealer offer of Leão Francês Morumbi (code 10103), created through the API as the editor would.
  const draft = {
    ...emptyOfferDraft('2026-11-01'),
    category: { categoryName: 'SUV', categoryCode: 'SUV' },
    modelCode: 'FAS',
    modelShortName: 'Fastback',
    modelName: 'Fiat Fastback',
    versionName: 'Concessionária 1.0',
    versionCode: 'C10',
    seriesCode: 'S1',
    modelYear: 2026,
    manufactureYear: 2026,
    engine: '1.0 Turbo',
    gear: 'CVT',
    fullDescription: 'Fiat Fastback 1.0 Turbo CVT',
    disclaimer: 'Imagens ilustrativas.',
    endsOn: '2030-12-31',
    offerType: 'DEALER' as const,
    dealerId: '10103',
    rentalPlanList: [{ period: 12, km: 1000, price: 239990, monthlyInterestRate: 1.49, selectedByDefault: true }],
    colors: [{ code: 'BRANCO', name: 'Branco Banchisa', category: 'N' as const, value: 0, rgb: '#f2f2f2', secondaryRgb: null, associatedPeriod: [] }],
    excessKmPrice: 75,
    insuranceDeductible: 480000,
  };
  const created = await page.request.post('/api/offers', { data: { draft } });
  expect(created.status()).toBe(201);
  const offerId = ((await created.json()) as { id: string }).id;
  await page.goto(`/admin/ofertas#/rental-offer/${encodeURIComponent(offerId)}`);

  // The offer's dealer, by name, code and city.
  const picker = page.getByTestId('dealer-picker');
  await expect(picker.getByText('Leão Francês Morumbi')).toBeVisible();
  await expect(picker.getByText('Código 10103 · São Paulo – SP')).toBeVisible();

  // Searching by city: the list opens under the field, options name the code and the city.
  const combobox = page.getByRole('combobox', { name: 'Concessionária' });
  await combobox.fill('campinas');
  const listbox = page.getByRole('listbox', { name: 'Buscar concessionária' });
  await expect(listbox.getByRole('option')).toHaveCount(2);
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option').first()).toContainText('Barão Veículos');
  await expect(listbox.getByRole('option').nth(1)).toContainText('Código 10202 · Campinas – SP');

  // Open, at both widths: looked at, and checked by axe.
  await picker.scrollIntoViewIfNeeded();
  await combobox.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await saveShot(page, 'editor-dealer-picker-1280');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await picker.scrollIntoViewIfNeeded();
  // The page laid out and painted again at the new width before the picture.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await saveShot(page, 'editor-dealer-picker-390');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The keyboard chooses: down to Leão Campinas, Enter (which does not save the offer).
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(picker.getByText('Leão Campinas')).toBeVisible();
  await expect(picker.getByText('Código 10202 · Campinas – SP')).toBeVisible();
  await expect(page.getByTestId('offer-editor-status')).toContainText('Alterações não salvas');

  // Saved, and read again from the server: the offer's dealer is the one chosen.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByTestId('offer-editor-status')).toHaveText('Oferta Salva');
  const stored = await page.request.get(`/api/admin/offers/${encodeURIComponent(offerId)}`);
  const detail = (await stored.json()) as { draft: { dealerId: string }; offer: { dealer: { id: string; cityName?: string } } };
  expect(detail.draft.dealerId).toBe('10202');
  expect(detail.offer.dealer).toMatchObject({ id: '10202', cityName: 'Campinas' });
  await page.reload();
  await expect(page.getByTestId('dealer-picker').getByText('Código 10202 · Campinas – SP')).toBeVisible();

  // The search by name finds nothing for an unknown text, and says so.
  await page.getByRole('combobox', { name: 'Concessionária' }).fill('zzzz');
  await expect(page.getByTestId('dealer-picker').getByText('Nenhuma concessionária encontrada.', { exact: true }).first()).toBeVisible();

  // The offer leaves the catalogue it never entered (never published): deleted, as the popup would.
  expect((await page.request.delete(`/api/offers/${encodeURIComponent(offerId)}`)).status()).toBe(200);
});

test('values no real offer has (a monthly price of R$ 10 million, a 999-month plan, an end in 9999) are refused beside their fields, naming the bound', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  const draft = {
    ...emptyOfferDraft('2026-11-01'),
    category: { categoryName: 'Hatch', categoryCode: 'HATCH' },
    modelCode: 'ARG',
    modelShortName: 'Argo',
    modelName: 'Fiat Argo',
    versionName: 'Limites 1.0',
    versionCode: 'L10',
    seriesCode: 'S1',
    modelYear: 2026,
    manufactureYear: 2026,
    engine: '1.0 Firefly',
    gear: 'Manual',
    fullDescription: 'Fiat Argo 1.0 Manual',
    disclaimer: 'Imagens ilustrativas.',
    endsOn: '2030-12-31',
    rentalPlanList: [{ period: 12, km: 1000, price: 199990, monthlyInterestRate: 1.49, selectedByDefault: true }],
    colors: [{ code: 'BRANCO', name: 'Branco Banchisa', category: 'N' as const, value: 0, rgb: '#f2f2f2', secondaryRgb: null, associatedPeriod: [] }],
    excessKmPrice: 75,
    insuranceDeductible: 480000,
  };
  const created = await page.request.post('/api/offers', { data: { draft } });
  expect(created.status()).toBe(201);
  const offerId = ((await created.json()) as { id: string }).id;
  await page.goto(`/admin/ofertas#/rental-offer/${encodeURIComponent(offerId)}`);
  await expect(page.getByLabel('Versão', { exact: true })).toHaveValue('Limites 1.0');

  await page.getByLabel('Fim da vigência').fill('31/12/9999');
  await openSection(page, 'Planos de aluguel');
  const plans = section(page, 'Planos de aluguel');
  await plans.getByLabel('Prazo (meses)').first().fill('999');
  await plans.getByLabel('Km por mês').first().fill('99999');
  await plans.getByLabel('Mensalidade (R$)').first().fill('10.000.000,00');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Confira os campos destacados. Nada foi salvo.');
  await expect(page.getByText(/^A vigência pode terminar no máximo 5 anos à frente \(até \d{2}\/\d{2}\/\d{4}\)\.$/)).toBeVisible();
  await expect(plans.getByText('Informe um prazo de 6 a 60 meses, em múltiplos de 6 (6, 12, 18…).')).toBeVisible();
  await expect(plans.getByText('Informe uma franquia de 100 a 10.000 km por mês.')).toBeVisible();
  await expect(plans.getByText('Informe um valor de no máximo R$ 100.000,00.')).toBeVisible();
  await checkAtBothWidths(page, 'editor-bounds');
  // Nothing was saved.
  const stored = (await (await page.request.get(`/api/admin/offers/${encodeURIComponent(offerId)}`)).json()) as { draft: { endsOn: string; rentalPlanList: { period: number }[] } };
  expect(stored.draft.endsOn).toBe('2030-12-31');
  expect(stored.draft.rentalPlanList[0]!.period).toBe(12);
});
