/**
 * The seller's fleet quotation end to end, on the real server with a real
 * SMTP server this spec runs (the e2e server's SMTP_URL points at it, see
 * playwright.config.ts): a visitor is sent to sign in and back; the seller
 * builds two cards, sees the resets of a model change, saves, downloads the
 * PDF (its text read back) and sends it to a client, whose message arrives
 * with the PDF attached. A customer reaches none of it. axe at 1280 and 390.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { extractText, getDocumentProxy } from 'unpdf';
import { startSmtpServer, type TestSmtpServer } from '../server/support/smtp';
import { checkAtBothWidths } from './helpers';

const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };
const CUSTOMER = { email: 'joao@flua.example', password: 'Flua@Cliente2' };
const CLIENT = 'compras@transportadora-silva.example';

let smtp: TestSmtpServer;

test.beforeAll(async ({ site }) => {
  smtp = await startSmtpServer({ port: site.smtpPort });
});
test.afterAll(async () => {
  await smtp?.close();
});

const card = (page: Page, n: number) => page.getByTestId(`quotation-card-${n}`);
const select = (c: Locator, label: string) => c.getByLabel(label, { exact: true });

async function chooseFirst(c: Locator, label: string) {
  const field = select(c, label);
  await expect(field).toBeEnabled();
  await field.selectOption({ index: 1 });
}

test('a customer reaches none of the seller area', async ({ page }) => {
  const signedIn = await page.request.post('/api/auth/sign-in', { data: CUSTOMER });
  expect(signedIn.status()).toBe(200);
  await page.goto('/vendedor');
  // One wording for every area, without an HTTP code, and the ways out: home, or another account.
  await expect(page.getByTestId('access-denied')).toHaveText('Esta área não está disponível para a conta com que você entrou.');
  await expect(page.getByTestId('restricted-page')).not.toContainText('403');
  await expect(page.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Entrar com outra conta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cotação de frota' })).toHaveCount(0);
  await page.goto('/vendedor/cotacoes/nova');
  await expect(page.getByTestId('access-denied')).toHaveText('Esta área não está disponível para a conta com que você entrou.');
  await expect(page.getByLabel('Modelo')).toHaveCount(0);
  for (const path of ['/api/quotations', '/api/quotations/catalogue', '/api/commissiondiscounts']) {
    expect((await page.request.get(path)).status()).toBe(403);
  }
  expect((await page.request.post('/api/quotations', { data: {}, headers: { 'Idempotency-Key': 'k-customer-1' } })).status()).toBe(403);
  await checkAtBothWidths(page, 'forbidden');
});

test('on a phone a quotation card takes the whole width: its selects and buttons fit inside it', async ({ page }) => {
  const signed = await page.request.post('/api/auth/sign-in', { data: SELLER });
  expect(signed.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vendedor/cotacoes/nova');
  const first = card(page, 1);
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  expect(box.width).toBeGreaterThan(320);
  // Every control of the card lies inside it.
  for (const control of await first.locator('select, input, button').all()) {
    const c = (await control.boundingBox())!;
    expect(c.x + c.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  await checkAtBothWidths(page, 'fleet-quotation', { noOverflow: true });
});

test('a seller builds, saves, downloads and sends a fleet quotation', async ({ page }) => {
  test.setTimeout(180_000);
  // A visitor is sent to sign in, and comes back.
  await page.goto('/vendedor');
  await expect(page).toHaveURL(/\/entrar\?redirect=%2Fvendedor$/);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(SELLER.email);
  await form.getByLabel('Senha').fill(SELLER.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/vendedor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Área do vendedor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Simulador de preços (pessoa jurídica)' })).toHaveAttribute('href', '/vendedor/simulador');
  await page.getByRole('link', { name: 'Cotação de frota' }).click();
  await expect(page).toHaveURL(/\/vendedor\/cotacoes\/nova$/);

  // COTAÇÃO 1: the seller's dealer comes from the account; every select starts on 'Selecione'.
  const one = card(page, 1);
  await expect(one.getByRole('heading', { name: 'COTAÇÃO 1' })).toBeVisible();
  await expect(select(one, 'Concessionária')).toHaveValue('10101');
  await expect(select(one, 'Modelo').locator('option:checked')).toHaveText('Selecione');
  await expect(one.getByLabel('Responsável')).toHaveAttribute('placeholder', 'Ex: João Silva');
  await expect(select(one, 'Comissão')).toHaveValue('5');
  await expect(page.getByText('A cotação não garante a reserva do veículo.').first()).toBeVisible();

  await select(one, 'Modelo').selectOption('fiat-argo-d13');
  await expect(page.getByTestId('quotation-stock-1')).toHaveText(/veícul|Nenhum veículo disponível/);
  await select(one, 'Prazo').selectOption('24');
  await chooseFirst(one, 'Franquia');
  await chooseFirst(one, 'Cor');
  // The required additionals are forced on and cannot be changed.
  await expect(select(one, 'Insulfilm')).toHaveValue('yes');
  await expect(select(one, 'Insulfilm')).toBeDisabled();
  await expect(one.getByLabel('Manutenção')).toHaveValue('Incluso');
  // Insurance is in the offer's price (its details page lists it under 'A MENSALIDADE INCLUI'): 'Incluso' too.
  await expect(one.getByLabel('Seguro')).toHaveValue('Incluso');
  await select(one, 'Final de placa').selectOption('7');
  await select(one, 'Comissão').selectOption('3');
  await expect(page.getByTestId('quotation-price-1')).toContainText('R$');

  // A model change clears period, mileage, colour, plate, and the commission goes back to 5.
  await select(one, 'Modelo').selectOption('fiat-mobi-l10');
  await expect(select(one, 'Prazo')).toHaveValue('');
  await expect(select(one, 'Franquia')).toHaveValue('');
  await expect(select(one, 'Cor')).toHaveValue('');
  await expect(select(one, 'Final de placa')).toHaveValue('Não');
  await expect(select(one, 'Comissão')).toHaveValue('5');
  await expect(select(one, 'Insulfilm')).toHaveValue('no');
  await expect(one.getByLabel('Manutenção')).toHaveValue('Não incluso');
  await expect(page.getByTestId('quotation-price-1')).toHaveText('Preencha os campos para ver o preço');

  await select(one, 'Prazo').selectOption('24');
  await chooseFirst(one, 'Franquia');
  await chooseFirst(one, 'Cor');
  await one.getByLabel('Quantidade').fill('0');
  await expect(one.getByText('O número deve ser maior que 0')).toBeVisible();
  // Out of 1 to 15, the price's place says the rule, not 'fill the fields'.
  await expect(page.getByTestId('quotation-price-1')).toHaveText('Informe uma quantidade de 1 a 15 veículos para ver o preço.');
  await one.getByLabel('Quantidade').fill('16');
  await expect(one.getByText('A quantidade deve ser de 1 a 15 veículos.')).toBeVisible();
  await expect(page.getByTestId('quotation-price-1')).toHaveText('Informe uma quantidade de 1 a 15 veículos para ver o preço.');
  await one.getByLabel('Quantidade').fill('3');
  await select(one, 'Comissão').selectOption('4.5');
  await one.getByLabel('Responsável').fill('João Silva');

  // COTAÇÃO 2.
  await page.getByRole('button', { name: '+ Adicionar cotação' }).click();
  const two = card(page, 2);
  await expect(two.getByRole('heading', { name: 'COTAÇÃO 2' })).toBeVisible();
  await select(two, 'Modelo').selectOption('jeep-compass-l13');
  await select(two, 'Prazo').selectOption('36');
  await chooseFirst(two, 'Franquia');
  await chooseFirst(two, 'Cor');
  await expect(page.getByTestId('quotation-price-2')).toContainText('R$');

  // Reviewing without an opportunity name is refused.
  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByText('Informe o nome da oportunidade')).toBeVisible();
  await page.getByLabel('Nome da oportunidade').fill('Frota Transportadora Silva');
  await page.getByRole('tab', { name: 'Comentário' }).click();
  await page.getByLabel('Comentários').fill('Entrega em São Paulo.');
  await page.getByRole('tab', { name: 'Acessórios' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Insulfilm');
  await page.getByRole('tab', { name: 'Modelo' }).click();
  await checkAtBothWidths(page, 'quotation-form');

  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByRole('heading', { name: 'Revisar cotação' })).toBeVisible();
  await checkAtBothWidths(page, 'quotation-review');
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = page.getByRole('dialog', { name: 'Pré-visualização da cotação' });
  await expect(preview).toContainText('Frota Transportadora Silva');
  await expect(preview).toContainText('Preço inicial');
  await expect(preview).toContainText('Bonificação');
  await checkAtBothWidths(page, 'quotation-preview');
  await preview.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Cotação salva com sucesso' })).toBeVisible();
  const number = (await page.getByTestId('quotation-number').textContent())!.trim();
  expect(number).toMatch(/^COT-\d{6}$/);
  // The saved quotation's own address: a reload opens it (without the save's message).
  await expect(page).toHaveURL(new RegExp(`/vendedor/cotacoes/${number}$`));
  await page.reload();
  await expect(page.getByTestId('quotation-number')).toHaveText(number);
  await expect(page.getByRole('status').filter({ hasText: 'Cotação salva com sucesso' })).toHaveCount(0);
  const total = (await page.getByTestId('quotation-saved-total').textContent())!.trim();
  expect(total).toMatch(/^R\$\s[\d.]+,\d{2}$/);
  await checkAtBothWidths(page, 'quotation-saved');

  // The PDF: its text carries the number and the R$ amounts.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar PDF' }).click()]);
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await download.path()))));
  const { text } = await extractText(pdf, { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(number);
  expect(flat).toContain('Frota Transportadora Silva');
  expect(flat).toContain(total.replace(/\s/g, ' '));

  // Sent to the client, with the PDF attached.
  await page.getByRole('button', { name: 'Enviar ao cliente' }).click();
  const mail = page.getByRole('dialog', { name: 'Enviar cotação ao cliente' });
  await mail.getByLabel('E-mail do cliente').fill('compras@');
  await mail.getByRole('button', { name: 'Enviar' }).click();
  await expect(mail.getByText('Digite um e-mail válido')).toBeVisible();
  await checkAtBothWidths(page, 'quotation-mail');
  await mail.getByLabel('E-mail do cliente').fill(CLIENT);
  await mail.getByLabel('Nome do cliente').fill('Carla Silva');
  await mail.getByRole('button', { name: 'Enviar' }).click();
  await expect(mail.getByRole('status')).toHaveText(`Cotação enviada para ${CLIENT}`);
  await expect.poll(() => smtp.received.some((m) => m.to.includes(CLIENT)), { timeout: 20_000 }).toBe(true);
  const received = smtp.received.find((m) => m.to.includes(CLIENT))!;
  expect(received.text).toContain(number);
  const attached = received.attachments.find((a) => a.contentType.startsWith('application/pdf'));
  expect(attached).toBeTruthy();
  expect(attached!.content.subarray(0, 5).toString()).toBe('%PDF-');
  await mail.getByRole('button', { name: 'Fechar' }).click();

  // The home lists it: reopen and duplicate.
  await page.getByRole('link', { name: /Voltar à área do vendedor/ }).click();
  const list = page.getByTestId('saved-quotations');
  await expect(list).toContainText(number);
  await checkAtBothWidths(page, 'seller-home');
  await page.getByRole('link', { name: `Duplicar ${number}` }).click();
  await expect(card(page, 2)).toBeVisible();
  await expect(page.getByLabel('Nome da oportunidade')).toHaveValue('Frota Transportadora Silva');
  await expect(select(card(page, 1), 'Modelo')).toHaveValue('fiat-mobi-l10');
  await page.goBack();
  await page.getByRole('link', { name: `Abrir ${number}` }).click();
  await expect(page.getByTestId('quotation-number')).toHaveText(number);
});
