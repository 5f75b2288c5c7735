/**
 * The dealer's lead desk end to end, on the real built app and server: a
 * lead reaches the demo seller's dealer through the real lead API; the
 * seller signs in, finds it on the desk with the name filter, opens its
 * page, moves it to 'Em atendimento' with a note, and makes the edit link,
 * whose authorization opens that lead's terms from a browser with nobody
 * signed in (and is refused once altered). A customer reaches none of it.
 * axe clean at 1280 and 390 px; screenshots of the desk, the lead page and
 * the status dialog. A lead sent from a partner's link carries the
 * partnership, and its page on the desk shows it.
 */
import { expect, test } from './fixtures';
import { rentalLead } from '../support/lead-fixtures';
import { checkAtBothWidths, chooseDealer, rememberSaoPaulo, saveShot, signedIn } from './helpers';
import { DEMO_PARTNER, DEMO_PARTNER_KEYS } from '../../server/demo/demo-partners';
import { sealPartnerToken } from '../../server/partnerships/partner-tokens';

const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };
const CUSTOMER = { email: 'joao@flua.example', password: 'Flua@Cliente2' };
const CUSTOMER_NAME = 'Lívia Moreira Castro';
const CPF = '73510486226';
const NOTE = 'Olá, Lívia! Vamos ligar amanhã para combinar a entrega.';

test('a customer reaches none of the lead desk', async ({ page }) => {
  expect((await page.request.post('/api/auth/sign-in', { data: CUSTOMER })).status()).toBe(200);
  await page.goto('/vendedor/leads');
  await expect(page.getByTestId('access-denied')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filtros' })).toHaveCount(0);
  expect((await page.request.get('/api/seller/leads')).status()).toBe(403);
});

test('a seller finds a lead of their dealer, moves it to Em atendimento and makes the edit link', async ({ page, browser, context }) => {
  test.setTimeout(180_000);
  // A lead for the seller's dealer (Paulista Motores), sent through the real lead API.
  const sent = await page.request.post('/api/v2/lead', {
    data: rentalLead({ firstName: CUSTOMER_NAME, cpf: CPF, email: 'livia.castro@example.com' }),
    headers: { 'Idempotency-Key': `e2e-seller-leads-${Date.now()}` },
  });
  expect(sent.status()).toBe(201);
  const { id: leadId } = (await sent.json()) as { id: string };

  // A visitor is sent to sign in and comes back to the desk.
  await page.goto('/vendedor/leads');
  await expect(page).toHaveURL(/\/entrar\?redirect=%2Fvendedor%2Fleads$/);
  const signIn = page.getByRole('form', { name: 'Entrar' });
  await signIn.getByLabel('E-mail').fill(SELLER.email);
  await signIn.getByLabel('Senha').fill(SELLER.password);
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/vendedor\/leads$/);

  // From the seller home too.
  await page.goto('/vendedor');
  await page.getByRole('link', { name: 'Propostas da concessionária' }).click();
  await expect(page).toHaveURL(/\/vendedor\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Propostas da concessionária' })).toBeVisible();
  const list = page.getByTestId('desk-leads');
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // The name filter (without its accent) finds the lead, and the address keeps it.
  const filters = page.getByRole('form', { name: 'Filtros' });
  await filters.getByLabel('Nome ou CPF').fill('livia moreira');
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/vendedor\/leads\?q=livia(\+|%20)moreira$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const item = list.getByRole('listitem').first();
  await expect(item).toContainText(CUSTOMER_NAME);
  await expect(item).toContainText('735.104.862-26');
  await expect(item).toContainText('Proposta enviada');
  // The period's days read and are typed dd/mm/aaaa (masked), whatever the browser's locale.
  const from = filters.getByLabel('De');
  const to = filters.getByLabel('Até');
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await from.pressSequentially('12112026');
  await expect(from).toHaveValue('12/11/2026');
  await to.pressSequentially('10112026');
  await expect(to).toHaveValue('10/11/2026');
  // A backwards period is refused on the form, and nothing is read.
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(filters.getByText('A data final deve ser igual ou posterior à inicial.')).toBeVisible();
  await expect(page).toHaveURL(/\?q=livia(\+|%20)moreira$/);
  // A day that does not exist is refused with its message.
  await to.fill('31/02/2026');
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(filters.getByText('Informe uma data válida.')).toBeVisible();
  // Today's period finds the lead; the address carries the days as YYYY-MM-DD and a reload shows them dd/mm/aaaa again.
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const isoToday = today.split('/').reverse().join('-');
  await from.fill(today);
  await to.fill(today);
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${isoToday}&to=${isoToday}&q=livia(\\+|%20)moreira$`));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(from).toHaveValue(today);
  await expect(to).toHaveValue(today);
  await from.fill('');
  await to.fill('');
  await filters.getByLabel('Situação').selectOption({ label: 'Proposta enviada' });
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\?status=sent&q=livia(\+|%20)moreira$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await checkAtBothWidths(page, 'desk');

  // The lead's page.
  await item.getByRole('link', { name: `Abrir a proposta de ${CUSTOMER_NAME}` }).click();
  await expect(page).toHaveURL(new RegExp(`/vendedor/leads/${leadId}$`));
  await expect(page.getByRole('heading', { level: 1, name: CUSTOMER_NAME })).toBeVisible();
  await expect(page.getByTestId('lead-status')).toHaveText('Proposta enviada');
  await expect(page.getByRole('region', { name: 'Oferta' })).toContainText('Fiat Mobi Like 2026');
  // The phone as people write it, and the proposal's summary the seller downloads as the customer does.
  await expect(page.getByTestId('lead-phone')).toHaveText(/^\(\d{2}\) \d{4,5}-\d{4}$/);
  const summaryPdf = await page.request.get((await page.getByRole('link', { name: 'Baixar resumo (PDF)' }).getAttribute('href'))!);
  expect(summaryPdf.status()).toBe(200);
  expect(summaryPdf.headers()['content-type']).toContain('application/pdf');
  // Passing the lead to the dealer is no consent: the page says its legal basis.
  await expect(page.getByRole('region', { name: 'Consentimentos (LGPD)' }).getByTestId('dealer-sharing-basis')).toHaveText(/não depende de consentimento.*art\. 7º, V/);
  await checkAtBothWidths(page, 'lead-page');

  // Status move: the table's next statuses; 'Cancelada' asks for the reason.
  await page.getByRole('button', { name: 'Mudar situação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mudar a situação da proposta' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('radio', { name: 'Cancelada' }).check();
  await expect(dialog.getByLabel('Mensagem ao cliente (obrigatória: o motivo)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'OK', exact: true })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Em atendimento' }).check();
  await dialog.getByLabel('Mensagem ao cliente').fill(NOTE);
  await expect(dialog.getByRole('button', { name: 'OK', exact: true })).toBeEnabled();
  await checkAtBothWidths(page, 'status-dialog');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('lead-status')).toHaveText('Em atendimento');
  await expect(page.getByText("Situação alterada para 'Em atendimento'.")).toBeVisible();
  const timeline = page.getByTestId('lead-timeline');
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').last()).toContainText('Em atendimento');
  await expect(timeline.getByRole('listitem').last()).toContainText(NOTE);

  // 'Editar proposta': the link, copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Editar proposta' }).click();
  const box = page.getByTestId('edit-link');
  await expect(box).toBeVisible();
  const href = await box.getByLabel('Link de edição').inputValue();
  const url = new URL(href);
  expect(url.pathname).toBe('/');
  expect(url.searchParams.get('offerId')).toBe('fiat-mobi-l10');
  // No personal data in the link (history, logs, referrers): the page asks the server for the lead's CPF.
  expect([...url.searchParams.keys()].sort()).toEqual(['authorization', 'leadId', 'offerId']);
  expect(href).not.toContain(CPF);
  expect(url.searchParams.get('leadId')).toBe(leadId);
  const authorization = url.searchParams.get('authorization')!;
  expect(authorization).toMatch(new RegExp(`^v1\\.${leadId}\\.`));
  await box.getByRole('button', { name: 'Copiar link' }).click();
  await expect(box.getByText('Link copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  await checkAtBothWidths(page, 'lead-page-moved');

  // The link's authorization opens that lead's terms from a browser with nobody signed in (nothing of the person), and nothing else.
  const other = await browser.newContext();
  const timelineCall = `/api/v2/timeline/rental/${CPF}/${leadId}?brand=fiat`;
  const opened = await other.request.get(timelineCall, { headers: { Authorization: authorization, 'Accept-Language': 'pt-BR' } });
  expect(opened.status()).toBe(200);
  const terms = (await opened.json()) as { lead: Record<string, unknown>; timeline: unknown[] };
  expect(terms).toMatchObject({ leadId, status: 'in_service', timeline: [] });
  expect(Object.keys(terms.lead).every((k) => ['period', 'km', 'relatedProduct', 'additionals', 'rental_payment_information'].includes(k))).toBe(true);
  const altered = await other.request.get(timelineCall, { headers: { Authorization: `${authorization.slice(0, -1)}${authorization.endsWith('A') ? 'B' : 'A'}` } });
  expect(altered.status()).toBe(403);
  expect(await altered.json()).toMatchObject({ error: { message: 'Este link de edição é inválido ou foi alterado. Gere um novo em “Editar proposta”.' } });
  expect((await other.request.get('/api/seller/leads', { headers: { Authorization: authorization } })).status()).toBe(401);
  await other.close();
});

test("a seller's showroom link (?sellerId=): the lead is theirs, and the seller's modal leads back to it on the desk, which names the seller", async ({ page }) => {
  test.setTimeout(120_000);
  await rememberSaoPaulo(page);
  await page.goto('/?offerId=fiat-mobi-l10&sellerId=VEND-0001');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await form.getByRole('textbox', { name: 'Nome completo' }).fill('Otávio Ramos Pacheco');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('otavio.showroom@example.com');
  await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('38514692755');
  await form.getByRole('textbox', { name: 'Celular' }).pressSequentially('11987651234');
  await form.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
  await chooseDealer(page, 'Paulista Motores');
  await page.getByRole('button', { name: 'ENVIAR' }).click();

  // The seller's modal: no way to the customer's proposals; the lead is the seller's.
  const modal = page.getByRole('dialog', { name: 'Proposta enviada pelo vendedor' });
  await expect(modal).toContainText('em seu nome');
  await expect(modal.getByRole('button', { name: 'Ver minhas propostas' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('SELLER_ID'))).toBe('VEND-0001');
  await saveShot(page, 'showroom-seller-modal-1280');

  // Back to the lead on the desk (signed in as the seller): it names who brought it.
  await modal.getByRole('button', { name: 'Voltar para a proposta' }).click();
  await expect(page).toHaveURL(/\/entrar\?redirect=%2Fvendedor%2Fleads%2F/);
  const signIn = page.getByRole('form', { name: 'Entrar' });
  await signIn.getByLabel('E-mail').fill(SELLER.email);
  await signIn.getByLabel('Senha').fill(SELLER.password);
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/vendedor\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('lead-seller')).toHaveText('Rafael Teixeira Lima');
  await page.goto('/vendedor/leads?q=otavio');
  await expect(page.getByTestId('desk-leads').getByTestId('desk-lead-seller')).toHaveText('Trazida por Rafael Teixeira Lima');
});

test("a partner's link: the lead form says the partnership goes with it, the lead carries it, and the desk's lead page shows it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // What a partner's site links with: its name and a token sealed with its key (the demo partner's, public).
  const token = sealPartnerToken(DEMO_PARTNER_KEYS.get(DEMO_PARTNER)![0]!, DEMO_PARTNER, {
    v: 'SOCIO-4455',
    s: 'PARC-77',
    r: true,
    l: 'https://clube.example/ofertas/flua-assinatura-de-carros-para-socios',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  await rememberSaoPaulo(page);
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await page.goto(`/?offerId=fiat-mobi-l10&partner=${DEMO_PARTNER}&partnerToken=${token}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await expect(form.getByTestId('lead-partnership')).toHaveText(`Você veio pela parceria ${DEMO_PARTNER}: os dados da parceria seguem com a sua proposta.`);
  await form.getByRole('textbox', { name: 'Nome completo' }).fill('Heloísa Prado Nunes');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('heloisa.parceria@example.com');
  await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('56847321946');
  await form.getByRole('textbox', { name: 'Celular' }).pressSequentially('11987655678');
  await form.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
  await chooseDealer(page, 'Paulista Motores');
  await checkAtBothWidths(page, 'partner-lead-form');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/v2/lead') && r.method() === 'POST');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v2/lead') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  // The lead carries the partner's name and token (and its nonce); the partnership's fields are the server's to fill.
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ partnership: DEMO_PARTNER, partnerToken: token, nonce: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(body).not.toHaveProperty('partnershipValue');
  const { id } = (await (await answered).json()) as { id: string };
  await expect(page.getByRole('dialog', { name: 'SUA MENSAGEM FOI ENVIADA!' })).toBeVisible();
  expect(warnings.filter((w) => w.includes('partnership'))).toEqual([]);

  // The seller of the lead's dealer sees the partnership the server opened from the token.
  const seller = await signedIn(browser, SELLER);
  const desk = await seller.newPage();
  await desk.goto(`/vendedor/leads/${id}`);
  const panel = desk.getByTestId('lead-partnership');
  await expect(panel.getByRole('heading', { name: 'Parceria' })).toBeVisible();
  await expect(panel.getByTestId('lead-partner')).toHaveText(DEMO_PARTNER);
  await expect(panel.getByTestId('lead-partnership-value')).toHaveText('SOCIO-4455');
  await expect(panel).toContainText('PARC-77');
  await expect(panel).toContainText('Sim');
  await checkAtBothWidths(desk, 'partner-lead-desk', { noOverflow: true });
  await seller.close();
});
