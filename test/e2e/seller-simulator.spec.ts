/**
 * The sellers' legal-person price simulator end to end, on the real server
 * with a real SMTP server this spec runs (the e2e server's SMTP_URL points at
 * the worker's SMTP port (test/e2e/fixtures.ts), its sender polls every 500 ms and retries a failed send
 * after 1 s, doubling: see playwright.config.ts):
 * - a visitor is sent to sign in and back; the dealer selects list the
 *   rental service's dealers of FIAT, JEEP and PEUGEOT; the seller section's messages;
 *   one complete and one incomplete block are sent; the SMTP server gets
 *   exactly one message, holding the complete quotation only;
 * - with the SMTP server stopped the next message waits in the outbox (the
 *   offer admin sees it pending, with its attempts, at /admin/mensagens) and
 *   is delivered when the server comes back;
 * - a customer reaches none of it (pages and API);
 * - axe-core finds nothing serious at 1280 and 390 px.
 */
import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { startSmtpServer, type TestSmtpServer } from '../server/support/smtp';
import { quotationLabels } from '../../models/labels/quotation';
import { checkAtBothWidths, expectNoSeriousViolations, saveShot } from './helpers';

const SIMULATOR = '/vendedor/simulador';
const MESSAGES = '/admin/mensagens';
const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };
const ADMIN = { email: 'admin@flua.example', password: 'Flua@Admin1' };
const CUSTOMER = { email: 'joao@flua.example', password: 'Flua@Cliente2' };
const run = Date.now().toString(36).toUpperCase();
const FIRST_CLIENT = `Construtora Horizonte ${run}`;
const SECOND_CLIENT = `Transportes Aurora ${run}`;
const subjectOf = (company: string) => `Proposta Flua! para ${company}`;

let smtp: TestSmtpServer | undefined;

test.beforeAll(async ({ site }) => {
  smtp = await startSmtpServer({ port: site.smtpPort });
});
test.afterAll(async () => {
  await smtp?.close();
});

async function signIn(page: Page, who: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel('Senha').fill(who.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

const sellerSection = (page: Page) => page.getByRole('region', { name: 'Vendedor e cliente' });
const block = (page: Page, n: number) => page.getByTestId('quotation-block').nth(n);

async function fillClient(page: Page, company: string) {
  const s = sellerSection(page);
  await s.getByLabel('Razão social do cliente').fill(company);
  await s.getByLabel('Endereço da empresa').fill('Av. Paulista, 1000 - São Paulo/SP');
  await s.getByLabel('CNPJ').fill('12ABC34501DE35');
  await expect(s.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
}

/** A complete block: dealer, a company offer, its first period, mileage and colour, the responsible person. */
async function fillCompleteBlock(b: Locator, model: RegExp, responsible: string) {
  await b.getByLabel('Concessionária').selectOption({ label: 'Paulista Motores' });
  const option = b.getByLabel('Modelo').locator('option', { hasText: model }).first();
  await b.getByLabel('Modelo').selectOption((await option.getAttribute('value')));
  await b.getByLabel('Prazo').selectOption({ index: 1 });
  await b.getByLabel('Franquia').selectOption({ index: 1 });
  await b.getByLabel('Cor').selectOption({ index: 1 });
  await b.getByLabel('Responsável').fill(responsible);
  await expect(b.getByTestId('block-state')).toHaveText('Cotação completa: entra no envio.');
  await expect(b.getByText('Valor mensal por veículo')).toBeVisible();
}

async function issue(page: Page, count: number) {
  await page.getByRole('button', { name: 'Emitir Proposta' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar envio' });
  await expect(confirm).toContainText('Enviaremos somente as cotações preenchidas completamente. Deseja confirmar o envio?');
  await expect(confirm).toContainText(count === 1 ? '1 cotação completa será enviada.' : `${count} cotações completas serão enviadas.`);
  return confirm;
}

/** A page of its own session (axe needs pages made through a context). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** The seller's simulator, signed in through the API (the first test signs in through the page). */
async function sellerPage(browser: Browser): Promise<Page> {
  const page = await freshPage(browser);
  expect((await page.request.post('/api/auth/sign-in', { data: SELLER })).status()).toBe(200);
  await page.goto(SIMULATOR);
  await expect(page.getByTestId('price-simulator')).toHaveAttribute('data-status', 'editing');
  return page;
}

test.describe.serial('legal-person price simulator', () => {
  // axe on a shared, busy machine can take a while.
  test.describe.configure({ timeout: 240_000 });
  test('a visitor signs in and comes back; one complete and one incomplete block send one message with the complete quotation', async ({ page }) => {
    await page.goto(SIMULATOR);
    await expect(page).toHaveURL(/\/entrar\?redirect=%2Fvendedor%2Fsimulador$/);
    // The dealer selects list the rental service's dealers of the simulator's brands (spec 001 §7 `{rental-service}/dealers`, §9).
    const dealersAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/rental-service/dealers');
    await signIn(page, SELLER);
    await expect(page).toHaveURL(new RegExp(`${SIMULATOR}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Simulador de preços para empresas' })).toBeVisible();
    await expect(page.getByTestId('price-simulator')).toHaveAttribute('data-status', 'editing');
    const answer = await dealersAnswer;
    expect(answer.status()).toBe(200);
    expect(Object.fromEntries(new URL(answer.url()).searchParams)).toEqual({ market: 'BR', brands: 'FIAT,JEEP,PEUGEOT', type: 'RENTAL' });
    const listed = ((await answer.json()) as { name: string }[]).map((d) => d.name);
    expect(listed).toContain('Paulista Motores');
    await expect(block(page, 0).getByLabel('Concessionária').locator('option')).toHaveText([/./, ...listed]);

    // The seller section starts with the account's name, e-mail and dealer.
    const s = sellerSection(page);
    await expect(s.getByLabel('Nome do vendedor')).toHaveValue('Rafael Teixeira Lima');
    await expect(s.getByLabel('E-mail do vendedor')).toHaveValue(SELLER.email);
    await expect(s.getByLabel('Concessionária')).toHaveValue('10101');
    await expect(page.getByRole('heading', { level: 2, name: 'ACESSE OUTRAS MARCAS' })).toBeVisible();

    // The seller section's messages, before any confirmation.
    await s.getByLabel('Concessionária').selectOption('');
    await s.getByLabel('Nome do vendedor').fill('Rafael');
    await s.getByLabel('E-mail do vendedor').fill('vendedor@');
    // An empty CNPJ is a required field, not a wrong CNPJ.
    await page.getByRole('button', { name: 'Emitir Proposta' }).click();
    await expect(s.getByText('Campo Obrigatório')).toHaveCount(4);
    await expect(s.getByText('CNPJ inválido')).toHaveCount(0);
    await s.getByLabel('CNPJ').fill('12ABC34501DE36');
    await page.getByRole('button', { name: 'Emitir Proposta' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(s.getByText('Campo Obrigatório')).toHaveCount(3);
    await expect(s.getByText('Digite pelo menos um sobrenome')).toBeVisible();
    await expect(s.getByText('Digite um e-mail válido')).toBeVisible();
    await expect(s.getByText('CNPJ inválido')).toBeVisible();
    await expect(s.getByLabel('Concessionária')).toBeFocused();
    await s.getByLabel('Nome do vendedor').fill('R');
    await expect(s.getByText('Digite um nome válido')).toBeVisible();

    await s.getByLabel('Concessionária').selectOption('10101');
    await s.getByLabel('Nome do vendedor').fill('Rafael Teixeira Lima');
    await s.getByLabel('E-mail do vendedor').fill(SELLER.email);
    await fillClient(page, FIRST_CLIENT);
    await expect(s.getByText(/Campo Obrigatório|CNPJ inválido|Digite/)).toHaveCount(0);

    // One complete block, one incomplete (no period, mileage nor colour), one blank.
    await fillCompleteBlock(block(page, 0), /Strada/, 'João Silva');
    const second = block(page, 1);
    await second.getByLabel('Concessionária').selectOption({ label: 'Paulista Motores' });
    const peugeot = await second.getByLabel('Modelo').locator('option', { hasText: /2008/ }).first().getAttribute('value');
    await second.getByLabel('Modelo').selectOption(peugeot);
    await second.getByLabel('Responsável').fill('Ana Souza');
    await expect(second.getByTestId('block-state')).toHaveText('Cotação incompleta: fica de fora do envio.');
    await expect(block(page, 2).getByTestId('block-state')).toHaveText('Cotação em branco.');

    await expectNoSeriousViolations(page);
    await saveShot(page, 'simulator-1280', { fullPage: true });

    // NÃO closes the modal; the blocks stay.
    let confirm = await issue(page, 1);
    await confirm.getByRole('button', { name: 'NÃO' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(block(page, 0).getByTestId('block-state')).toHaveText('Cotação completa: entra no envio.');

    confirm = await issue(page, 1);
    await expectNoSeriousViolations(page);
    await saveShot(page, 'simulator-confirm-1280');
    await confirm.getByRole('button', { name: 'SIM' }).click();
    const success = page.getByRole('dialog', { name: 'Proposta emitida' });
    await expect(success).toContainText('E-mail enviado com sucesso para o vendedor cadastrado.');
    await saveShot(page, 'simulator-success-1280');
    await success.getByRole('button', { name: 'Fechar' }).click();
    // The form is cleared (the seller's own data comes back from the account).
    await expect(s.getByLabel('Razão social do cliente')).toHaveValue('');
    await expect(s.getByLabel('CNPJ')).toHaveValue('');
    await expect(s.getByLabel('Nome do vendedor')).toHaveValue('Rafael Teixeira Lima');
    await expect(page.getByTestId('block-state')).toHaveText(['Cotação em branco.', 'Cotação em branco.', 'Cotação em branco.']);

    // Exactly one message, with the complete quotation only.
    const subject = subjectOf(FIRST_CLIENT);
    await expect.poll(() => smtp!.received.filter((m) => m.subject === subject).length, { timeout: 20_000 }).toBe(1);
    const mail = smtp!.received.find((m) => m.subject === subject)!;
    expect(mail.to).toEqual([SELLER.email]);
    expect(mail.text).toContain('Cotação 1: Fiat Strada');
    expect(mail.text).toContain('João Silva');
    expect(mail.text).toContain('12.ABC.345/01DE-35');
    expect(mail.text).not.toContain('Cotação 2');
    expect(mail.text).not.toContain('Ana Souza');
    expect(mail.text).not.toContain('2008');
    expect(mail.html).toContain('Fiat Strada');
  });

  test('with the SMTP server stopped the message waits in the outbox, pending with its attempts, and is delivered when it comes back', async ({ browser, site }) => {
    await smtp!.close();
    smtp = undefined;
    const page = await sellerPage(browser);
    await fillClient(page, SECOND_CLIENT);
    await fillCompleteBlock(block(page, 0), /Cronos/, 'Marcos Lima');
    const confirm = await issue(page, 1);
    await confirm.getByRole('button', { name: 'SIM' }).click();
    await expect(page.getByRole('dialog', { name: 'Proposta emitida' })).toContainText('E-mail enviado com sucesso para o vendedor cadastrado.');

    const admin = await freshPage(browser);
    await admin.goto(MESSAGES);
    await expect(admin).toHaveURL(/\/entrar\?redirect=%2Fadmin%2Fmensagens$/);
    await signIn(admin, ADMIN);
    await expect(admin).toHaveURL(new RegExp(`${MESSAGES}$`));
    const row = admin.getByTestId('outbox-message').filter({ hasText: subjectOf(SECOND_CLIENT) });
    // Pending, with at least one failed attempt.
    await expect
      .poll(
        async () => {
          await admin.getByRole('button', { name: 'Atualizar' }).click();
          await expect(admin.getByTestId('admin-messages')).toHaveAttribute('data-status', 'browsing');
          return `${await row.getAttribute('data-status')} ${Number(await row.locator('td').nth(3).textContent()) > 0}`;
        },
        { timeout: 20_000 },
      )
      .toBe('pending true');
    await expect(row).toContainText('Pendente');
    await expect(row).toContainText(SELLER.email);
    await expectNoSeriousViolations(admin);
    await saveShot(admin, 'messages-1280', { fullPage: true });
    await row.getByRole('button', { name: /Ver mensagem/ }).click();
    const dialog = admin.getByRole('dialog', { name: subjectOf(SECOND_CLIENT) });
    await expect(dialog.getByTestId('outbox-message-text')).toContainText('Cotação 1: Fiat Cronos');
    await expect(dialog.getByTestId('outbox-message-html')).toContainText('Fiat Cronos');
    await expect(dialog).toContainText('Último erro');
    await expectNoSeriousViolations(admin);
    await saveShot(admin, 'messages-dialog-1280');
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // The SMTP server comes back: the waiting message is delivered, once.
    smtp = await startSmtpServer({ port: site.smtpPort });
    await expect.poll(() => smtp!.received.filter((m) => m.subject === subjectOf(SECOND_CLIENT)).length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(
        async () => {
          await admin.getByRole('button', { name: 'Atualizar' }).click();
          await expect(admin.getByTestId('admin-messages')).toHaveAttribute('data-status', 'browsing');
          return row.getAttribute('data-status');
        },
        { timeout: 10_000 },
      )
      .toBe('sent');
    await expect(row).toContainText('Enviada');

    // 390 px: the outbox and its dialog.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(admin);
    await saveShot(admin, 'messages-390', { fullPage: true });
    await row.getByRole('button', { name: /Ver mensagem/ }).click();
    await expect(admin.getByRole('dialog', { name: subjectOf(SECOND_CLIENT) })).toBeVisible();
    await saveShot(admin, 'messages-dialog-390');
    await admin.context().close();
    await page.context().close();
  });

  test('at 390 px the simulator and its modal are clean', async ({ browser }) => {
    const page = await sellerPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await fillClient(page, `Mobile ${run}`);
    await fillCompleteBlock(block(page, 0), /Strada/, 'João Silva');
    await expectNoSeriousViolations(page);
    await saveShot(page, 'simulator-390', { fullPage: true });
    const confirm = await issue(page, 1);
    await expectNoSeriousViolations(page);
    await saveShot(page, 'simulator-confirm-390');
    await confirm.getByRole('button', { name: 'NÃO' }).click();
    // The banner closes.
    const banner = page.getByTestId('expiring-banner');
    await expect(banner.getByRole('link', { name: 'Ver minhas cotações de frota' })).toHaveAttribute('href', '/vendedor');
    // The way back to the seller's area.
    await expect(page.getByRole('link', { name: '← Voltar à área do vendedor' })).toHaveAttribute('href', '/vendedor');
    await banner.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(banner).toHaveCount(0);
    await page.context().close();
  });

  test('a seller over the hour’s mail limit is shown the server’s refusal, which says the limit and the wait', async ({ browser }) => {
    const page = await sellerPage(browser);
    await fillClient(page, `Limite ${run}`);
    await fillCompleteBlock(block(page, 0), /Strada/, 'João Silva');
    // The server's answer to a seller past SELLER_MAIL_LIMIT (server/quotations/quotations-routes.ts; the limit itself: abuse.test.ts).
    const refusal = quotationLabels.sellerMail.tooMany(20, 35 * 60);
    await page.route('**/api/v1/leads/simulation/legal', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': String(35 * 60) }, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ error: { code: 'too_many_requests', message: refusal } }) }),
    );
    const confirm = await issue(page, 1);
    await confirm.getByRole('button', { name: 'SIM' }).click();
    await expect(page.getByTestId('price-simulator')).toHaveAttribute('data-status', 'failed');
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toContainText('Você atingiu o limite de 20 e-mails por hora. Aguarde 35 minutos e tente novamente.');
    await checkAtBothWidths(page, 'simulator-mail-limit');
    await page.context().close();
  });

  test('a customer reaches none of it', async ({ page }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: CUSTOMER })).status()).toBe(200);
    await page.goto(SIMULATOR);
    await expect(page.getByRole('alert')).toHaveText('Esta área não está disponível para a conta com que você entrou.');
    await expect(page.getByRole('button', { name: 'Emitir Proposta' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.goto(MESSAGES);
    await expect(page.getByRole('alert')).toHaveText('Esta área não está disponível para a conta com que você entrou.');
    await expect(page.getByTestId('outbox-message')).toHaveCount(0);
    expect((await page.request.get('/api/admin/messages')).status()).toBe(403);
    expect((await page.request.get('/api/quotations/catalogue')).status()).toBe(403);
    expect((await page.request.post('/api/v1/leads/simulation/legal', { data: {} })).status()).toBe(403);
  });
});
