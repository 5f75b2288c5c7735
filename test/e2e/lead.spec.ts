/**
 * The lead step end to end: the real built app and server on a
 * fresh database. Each lead is then read back through the offer admins'
 * API (`GET /api/admin/leads`), with its consents.
 */
import { CONSENT_TEXT_VERSION } from '../../models/lead/lead-submission';
import { expect, test, type Locator, type Page } from './fixtures';
import { checkAtBothWidths, chooseDealer, expectAfterRetries, expectNoSeriousViolations, leadsOf, rememberSaoPaulo, saveShot, successModal } from './helpers';

async function openLeadStep(page: Page, offerId: string) {
  await page.goto(`/?offerId=${offerId}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('lead-step')).toBeVisible();
  return page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
}

/** Types the person's data and ticks the contact channel they choose (none starts ticked). */
async function fillPerson(page: Page, person: { name: string; email: string; cpf: string; phone: string }, channel: 'WhatsApp' | null = 'WhatsApp') {
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await form.getByRole('textbox', { name: 'Nome completo' }).fill(person.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially(person.cpf);
  await form.getByRole('textbox', { name: 'Celular' }).pressSequentially(person.phone);
  if (channel) await form.getByRole('checkbox', { name: channel, exact: true }).click();
}

const submit = (page: Page) => page.getByRole('button', { name: 'ENVIAR' }).click();

/** The warning toast overlaps no field message and no dealer section in view (each box compared with the toast's). */
async function expectToastCoversNoMessage(page: Page, step: Locator) {
  const toast = await page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast').boundingBox();
  expect(toast).not.toBeNull();
  const boxes = await step.locator('[aria-invalid="true"], [id$="-error"], [data-testid="dealer-selector"]').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { what: el.textContent?.slice(0, 40) ?? el.tagName, x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  const viewport = page.viewportSize()!;
  const inView = boxes.filter((b) => b.height > 0 && b.y < viewport.height && b.y + b.height > 0);
  expect(inView.length).toBeGreaterThan(0);
  const overlaps = inView.filter((b) => b.x < toast!.x + toast!.width && toast!.x < b.x + b.width && b.y < toast!.y + toast!.height && toast!.y < b.y + b.height);
  expect(overlaps.map((b) => b.what)).toEqual([]);
}

test('a natural person, from the showcase to the success modal; the lead is stored with its consents', async ({ page, request }) => {
  // The warning toast's 5 s pass on the page's clock.
  await page.clock.install();
  await page.goto('/');
  const box = page.getByTestId('location');
  await box.getByRole('button', { name: 'Escolher cidade' }).click();
  await box.getByLabel('Estado').selectOption('SP');
  await box.getByLabel('Cidade').selectOption('3550308');
  await box.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('location-current')).toHaveText('São Paulo - SP');
  await page.getByTestId('offer-card').filter({ hasText: 'Mobi' }).first().getByRole('button', { name: /Mobi Like/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  const step = page.getByTestId('lead-step');
  await expect(step.getByRole('heading', { name: 'Falta pouco! Envie seus dados' })).toBeVisible();
  await expect(step.getByText('Agora é só preencher o formulário para iniciar a contratação.')).toBeVisible();
  await expect(step.getByRole('navigation', { name: 'Etapas da contratação' }).locator('[aria-current="step"]')).toHaveText('Enviar Informações');
  // No consent starts ticked: each way of contact is the person's own choice.
  for (const name of ['SMS/Telefone', 'WhatsApp', 'E-mail']) await expect(step.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
  await expect(step.getByText(/guardados por até 12 meses após a última movimentação/)).toBeVisible();

  // From here the page's time stands still but for runFor: the toast stays 5 s of the page's clock, not of this test's,
  // and its announcement (read out once, then removed) waits for it however slow the machine is.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await page.mouse.move(0, 0);
  // Submitting empty: the warning toast (in the notices region, announced) and the messages, tied to their fields.
  await submit(page);
  await page.mouse.move(0, 0);
  const toast = page.getByRole('region', { name: /^Avisos/ }).getByTestId('message-toast');
  await expect(toast).toHaveCount(1);
  await expect(toast.getByText('Verifique se todos os campos obrigatórios foram preenchidos.')).toBeVisible();
  await page.clock.runFor(100);
  // Read out at once: the assertive live region Radix fills for a new toast.
  await expect(page.locator('[role="status"][aria-live="assertive"]')).toHaveText('Aviso Verifique se todos os campos obrigatórios foram preenchidos.');
  await page.clock.runFor(3000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2000);
  await expect(toast).toHaveCount(0);
  await page.clock.resume();

  // Sent empty again: the toast again, held while the pointer rests on it (axe and the screenshots see it).
  await submit(page);
  await toast.hover();
  await expect(page.getByText('A seleção da concessionária é obrigatória.')).toBeVisible();
  // The notice covers none of the form's messages, nor the dealer section; the first field to fix has the focus, in view.
  await expect(step.getByRole('textbox', { name: 'Nome completo' })).toBeFocused();
  await expect(step.getByRole('textbox', { name: 'Nome completo' })).toBeInViewport();
  await expectToastCoversNoMessage(page, step);
  await expect(step.getByRole('textbox', { name: 'CPF', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);
  await saveShot(page, 'lead-invalid-toast-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await toast.hover();
  await expect(toast).toBeInViewport();
  await expectNoSeriousViolations(page);
  await saveShot(page, 'lead-invalid-toast-390');
  await expectToastCoversNoMessage(page, step);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.mouse.move(0, 0);

  await fillPerson(page, { name: 'Helena Duarte Ramos', email: 'helena.e2e@example.com', cpf: '39053344705', phone: '11987651234' }, null);
  await expect(step.getByRole('textbox', { name: 'CPF', exact: true })).toHaveValue('390.533.447-05');
  await expect(step.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 98765-1234');
  await step.getByRole('checkbox', { name: 'E-mail' }).click();
  await chooseDealer(page, 'Paulista Motores');
  // Keeping the data for the next form is the person's choice, never ticked by itself.
  const remember = step.getByRole('checkbox', { name: 'Lembrar meus dados neste navegador' });
  await expect(remember).not.toBeChecked();
  await remember.click();
  await submit(page);
  await expect(successModal(page)).toBeVisible();
  await expectNoSeriousViolations(page);

  const [lead] = await leadsOf(request, '39053344705');
  expect(lead).toMatchObject({ kind: 'rental', status: 'received', dealerCode: '10101', offerId: 'fiat-mobi-l10', email: 'helena.e2e@example.com' });
  expect(lead!.body).toMatchObject({ firstName: 'Helena Duarte Ramos', uf: 'SP', cidade: 'São Paulo', SubOrigem__c: 'Site', productGroup: 'Flua', indEmailContact: true });
  // What the person ticked, nothing else: passing the lead to the dealer is its legal basis, not a consent.
  expect(lead!.consents.map((c) => [c.purpose, c.granted])).toEqual([
    ['email', true],
    ['sms_phone', false],
    ['whatsapp', false],
  ]);
  expect(lead!.consents.every((c) => c.textVersion === CONSENT_TEXT_VERSION && c.recordedAt)).toBe(true);

  await successModal(page).getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByTestId('offer-card').first()).toBeVisible();

  // Kept at the person's request (USER_BASIC_INFO): the name, e-mail and phone, never the CPF.
  const kept = await page.evaluate(() => localStorage.getItem('USER_BASIC_INFO'));
  expect(JSON.parse(kept ?? 'null')).toEqual({ name: 'Helena Duarte Ramos', email: 'helena.e2e@example.com', phone: '(11) 98765-1234' });
  // A dealer's link leaves its dealer in the browser (DEALER_CODE); an offer opened later without it: the form comes
  // filled and the dealer preselected, still the person's to change.
  await page.goto('/?dealerCode=10101');
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('DEALER_CODE'))).toBe('10101');
  await page.goto('/?offerId=fiat-mobi-l10');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const again = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await expect(again.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Helena Duarte Ramos');
  await expect(again.getByRole('textbox', { name: 'E-mail' })).toHaveValue('helena.e2e@example.com');
  await expect(again.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 98765-1234');
  await expect(again.getByRole('textbox', { name: 'CPF', exact: true })).toHaveValue('');
  await expect(again.getByRole('checkbox', { name: 'Lembrar meus dados neste navegador' })).toBeChecked();
  await expect(page.getByTestId('dealer-selected')).toContainText('Paulista Motores');
  await expect(page.getByRole('button', { name: 'Escolha aqui a sua concessionária' })).toBeEnabled();
  await checkAtBothWidths(page, 'lead-remembered');
});

test('a company with an alphanumeric CNPJ', async ({ page, request }) => {
  await rememberSaoPaulo(page);
  const form = await openLeadStep(page, 'fiat-mobi-l10');
  await form.getByRole('radio', { name: 'Sou uma Pessoa Jurídica/Empresa' }).click();
  await form.getByRole('textbox', { name: 'Razão social' }).fill('Transportes Exemplo Ltda');
  await form.getByRole('textbox', { name: 'Nome do responsável' }).fill('Carlos Pereira Souza');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('frota.e2e@example.com');
  await form.getByRole('textbox', { name: 'CNPJ' }).pressSequentially('12abc34501de35');
  await expect(form.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('12.ABC.345/01DE-35');
  await form.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('21998765432');
  await form.getByRole('textbox', { name: 'Quantidade de veículos' }).fill('4');
  await form.getByRole('radiogroup', { name: 'CNPJ tem mais de dois anos?' }).getByRole('radio', { name: 'Sim' }).click();
  await form.getByRole('checkbox', { name: 'E-mail', exact: true }).click();
  await submit(page);
  await expect(successModal(page)).toBeVisible();

  const [lead] = await leadsOf(request, '12ABC34501DE35');
  expect(lead!.body).toMatchObject({ corporateName: 'Transportes Exemplo Ltda', cnpj: '12.ABC.345/01DE-35', totalVehicles: 4, hasTwoYearCnpj: true, productGroup: 'Flua Venda Direta' });
  expect(lead!.dealerCode).toBe('55553');
});

test('a B2E relative with a document: the employee is checked and the document uploaded, downloadable by the uploader only', async ({ page, request, playwright, baseURL }) => {
  await rememberSaoPaulo(page);
  const form = await openLeadStep(page, 'jeep-compass-b2e');
  await expect(form.getByRole('radio', { name: 'Sou uma Pessoa Física' })).toHaveCount(0);
  await form.getByRole('radio', { name: 'Familiar de colaborador' }).click();
  await fillPerson(page, { name: 'Rafaela Lima Prado', email: 'rafaela.e2e@example.com', cpf: '46821357919', phone: '11955554444' });
  await form.getByRole('textbox', { name: 'SAP ID do colaborador' }).fill('80012345');
  await form.getByRole('textbox', { name: 'CPF do colaborador' }).pressSequentially('52998224725');
  await form.getByRole('combobox', { name: 'Grau de parentesco' }).selectOption('Filho(a)');
  await form.getByLabel('Comprovantes de vínculo (PDF, JPEG ou PNG)').setInputFiles({ name: 'certidao.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% certidão\n%%EOF\n') });
  await expect(form.getByText('1 arquivo selecionado')).toBeVisible();
  await chooseDealer(page, 'Paulista Motores');
  await submit(page);
  await expect(successModal(page)).toBeVisible();

  const [lead] = await leadsOf(request, '46821357919');
  // A relative's lead names the employee (SAP id and CPF): the server found them active before taking it.
  expect(lead!.body).toMatchObject({ sapId: '80012345', is_employee: false, kinship: 'Filho(a)', employeeCpf: '529.982.247-25', leadSource: 'DrivePass' });
  const url = (lead!.body.documents_url as string[])[0]!;
  expect(url).toMatch(/^\/api\/v1\/file\/download\/lead-documents\/[0-9a-f-]{36}\?download_type=SUB_PATH$/);
  // The uploader (this browser) and an admin may download it; another visitor may not.
  const mine = await page.request.get(url);
  expect(mine.status()).toBe(200);
  expect((await mine.body()).toString()).toContain('%PDF-1.4');
  expect((await request.get(url)).status()).toBe(200);
  const stranger = await playwright.request.newContext({ baseURL });
  expect((await stranger.get(url)).status()).toBe(403);
  await stranger.dispose();
});

test('an inactive employee is refused with the spec’s message and nothing is sent', async ({ page, request }) => {
  await rememberSaoPaulo(page);
  const form = await openLeadStep(page, 'jeep-compass-b2e');
  await fillPerson(page, { name: 'Colaborador Demonstração Três', email: 'tres.e2e@example.com', cpf: '27548438923', phone: '11944443333' });
  await form.getByRole('textbox', { name: 'SAP ID do colaborador' }).fill('80012347');
  await form.getByLabel('Comprovantes de vínculo (PDF, JPEG ou PNG)').setInputFiles({ name: 'cracha.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) });
  await chooseDealer(page, 'Paulista Motores');
  await submit(page);
  await expect(page.getByText('Dados do colaborador inválidos')).toBeVisible();
  expect(await leadsOf(request, '27548438923')).toEqual([]);
});

test('B2E documents: a renamed file ahead of a large one is refused at once, by name, and nothing is sent; the picker is a styled pt-BR button', async ({ page }) => {
  await rememberSaoPaulo(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(file|employee)\//.test(r.url())) sent.push(r.url());
  });
  const form = await openLeadStep(page, 'fiat-pulse-b2e');
  await fillPerson(page, { name: 'Colaborador Demonstração Um', email: 'um.e2e@example.com', cpf: '52998224725', phone: '11944441111' });
  await form.getByRole('textbox', { name: 'SAP ID do colaborador' }).fill('80012345');
  // The picker: a styled 'Anexar arquivos' button, the native input unseen.
  const picker = form.getByLabel('Comprovantes de vínculo (PDF, JPEG ou PNG)');
  await expect(form.getByText('Anexar arquivos')).toBeVisible();
  await expect(picker).not.toBeInViewport();
  const large = Buffer.alloc(12 * 1024 * 1024, 0x20);
  Buffer.from('%PDF-1.4\n').copy(large);
  await picker.setInputFiles([
    { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('nao e pdf!') },
    { name: 'holerite.pdf', mimeType: 'application/pdf', buffer: large },
  ]);
  // Each chosen file listed by name with its size and a remove button.
  const list = form.getByRole('list', { name: 'Arquivos selecionados' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('fake.pdf10 B');
  await expect(list.getByRole('listitem').last()).toContainText('holerite.pdf12 MB');
  await expect(list.getByRole('button', { name: 'Remover fake.pdf' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await saveShot(form, 'b2e-documents-1280');
  await chooseDealer(page, 'Paulista Motores');
  await submit(page);
  // At once (the default wait, far below an upload of 12 MB on a slow line), naming the file; the button is back.
  await expect(page.getByTestId('lead-failure')).toContainText('Tipo de arquivo não permitido: fake.pdf. Envie PDF, JPEG ou PNG.');
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  expect(sent).toEqual([]);
  // Removing it, the form goes on with the real document.
  await list.getByRole('button', { name: 'Remover fake.pdf' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('the new layout opens its form clean: no field red and no warning until the first Continuar', async ({ page }) => {
  await rememberSaoPaulo(page);
  await page.goto('/?demo=newLayout&offerId=fiat-mobi-t10');
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await expect(form.getByRole('textbox', { name: 'Nome completo' })).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByTestId('message-toast')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Nome completo' }).fill('Lúcia Prado');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('message-toast')).toHaveCount(1);
  await expectToastCoversNoMessage(page, form);
});

test('coupons: each limit kind’s message, refusals, and a once-per-CPF coupon enforced at submission', async ({ page, request }) => {
  await rememberSaoPaulo(page);
  await page.goto('/?offerId=fiat-mobi-l10');
  const summary = page.getByTestId('summary');
  const field = summary.getByRole('textbox', { name: 'Cupom de desconto' });
  const apply = async (name: string) => {
    await field.click();
    await field.fill(name.toLowerCase());
    await field.press('Enter');
  };
  await expect(summary.getByRole('button', { name: 'Aplicar' })).toBeDisabled();

  await apply('BEMVINDO10');
  await expect(summary.getByText('Cupom BEMVINDO10 aplicado')).toBeVisible();
  await expect(summary.getByTestId('coupon-warning')).toHaveCount(0);
  await expect(summary.getByTestId('summary-discount-coupon')).toBeVisible();

  await apply('UMPORCPF');
  await expect(summary.getByTestId('coupon-warning')).toHaveText('Cupom limitado por CPF, sujeito a indisponibilidade');
  await apply('PRIMEIROS50');
  await expect(summary.getByTestId('coupon-warning')).toHaveText('Cupom limitado por quantidade, sujeito a indisponibilidade');
  await apply('LIMITADO');
  await expect(summary.getByTestId('coupon-warning')).toHaveText('Cupom limitado por CPF, sujeito a indisponibilidade');
  await apply('ESGOTADO');
  await expect(summary.getByTestId('coupon-error')).toHaveText('Cupom indisponível no momento');
  // A refused code is cleared from the field (spec 000 §4, 001 §8); the coupon applied before stays.
  await expect(field).toHaveValue('');
  await expect(summary.getByText('Cupom LIMITADO aplicado')).toBeVisible();
  await apply('VENCIDO');
  await expect(summary.getByTestId('coupon-error')).toHaveText('Cupom expirado');
  await apply('NAOEXISTE');
  await expect(summary.getByTestId('coupon-error')).toHaveText('Cupom indisponível');
  await apply('TRESMESES');
  await expect(summary.getByTestId('summary-final')).toContainText('1ª a 3ª parcela');

  // Once per CPF: the first lead uses it (and counts it), the second is stopped before anything is sent.
  const person = { name: 'Bruno Carvalho Dias', email: 'bruno.e2e@example.com', cpf: '73591826464', phone: '11933332222' };
  await apply('UMPORCPF');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillPerson(page, person);
  await chooseDealer(page, 'Paulista Motores');
  await submit(page);
  await expect(successModal(page)).toBeVisible();
  await expect.poll(async () => (await leadsOf(request, person.cpf)).length).toBe(1);

  await page.goto('/?offerId=fiat-mobi-l10');
  await apply('UMPORCPF');
  await expect(summary.getByText('Cupom UMPORCPF aplicado')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillPerson(page, person);
  await chooseDealer(page, 'Paulista Motores');
  const posted: string[] = [];
  page.on('request', (r) => r.url().includes('/api/v2/lead') && posted.push(r.url()));
  await submit(page);
  await expect(page.getByTestId('lead-coupon-limited')).toHaveText('Máximo de utilizações para esse CPF atingida. Cupom indisponível');
  expect(posted).toEqual([]);
  expect(await leadsOf(request, person.cpf)).toHaveLength(1);
});

test('the API failing once (its answer lost): the retry carries the same key and makes exactly one lead', async ({ page, request }) => {
  await rememberSaoPaulo(page);
  const keys: string[] = [];
  let failed = false;
  await page.route('**/api/v2/lead', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!failed) {
      failed = true;
      // The server stores the lead, but its answer never reaches the browser.
      await route.fetch();
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Serviço indisponível' } }) });
      return;
    }
    await route.continue();
  });
  // The retry's backoff passes on the page's clock (expectAfterRetries).
  await page.clock.install();
  await openLeadStep(page, 'fiat-mobi-l10');
  await fillPerson(page, { name: 'Otávio Mendes Rocha', email: 'otavio.e2e@example.com', cpf: '24681357928', phone: '11922221111' });
  await chooseDealer(page, 'Paulista Motores');
  await submit(page);
  await expectAfterRetries(page, successModal(page));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await leadsOf(request, '24681357928')).toHaveLength(1);
});

test('a region without dealers shows the unavailable message and hides the form; another city brings it back', async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('FLUA_LOCATION'))
      window.localStorage.setItem('FLUA_LOCATION', JSON.stringify({ countryCode: 'BR', stateCode: 'AM', cityCode: '1302603', cityName: 'Manaus' }));
  });
  await page.goto('/?offerId=fiat-mobi-l10');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Infelizmente a Flua! ainda não está disponível na sua região!')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Falta pouco! Envie seus dados' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Trocar cidade' }).click();
  await chooseCityInLeadStep(page, 'SP', '3550308');
  await expect(page.getByRole('form', { name: 'Falta pouco! Envie seus dados' })).toBeVisible();
  await chooseDealer(page, 'Paulista Motores');
});

/** The lead step's own city picker (no city chosen on the showcase). */
async function chooseCityInLeadStep(page: Page, stateCode: string, cityCode: string) {
  const noCity = page.getByTestId('dealer-no-city');
  await expect(noCity).toContainText('Escolha a sua cidade para ver as concessionárias que atendem você.');
  await noCity.getByLabel('Estado').selectOption(stateCode);
  await noCity.getByLabel('Cidade').selectOption(cityCode);
  await noCity.getByRole('button', { name: 'Confirmar' }).click();
  await expect(noCity).toHaveCount(0);
}

test('a shared link on a new device: the city and the dealer are chosen in the lead step, what was typed stays, the lead is sent', async ({ page, request }) => {
  // A fresh browser: no city remembered, straight to the offer (a WhatsApp share, an ad).
  await page.goto('/?offerId=fiat-mobi-l10');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await fillPerson(page, { name: 'Rafaela Lima Costa', email: 'rafaela.link@example.com', cpf: '52998224725', phone: '11987654321' });
  await expect(page.getByTestId('dealer-no-city').getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await saveShot(page, 'lead-no-city-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('dealer-no-city').scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(page);
  await saveShot(page, 'lead-no-city-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await chooseCityInLeadStep(page, 'SP', '3550308');
  await expect(page.getByTestId('dealer-city')).toHaveText('Concessionárias de São Paulo · ');
  await chooseDealer(page, 'Paulista Motores');
  await saveShot(page.getByTestId('dealer-selector'), 'lead-city-chosen');
  // What was typed before the city is still there.
  await expect(form.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Rafaela Lima Costa');
  await expect(form.getByRole('textbox', { name: 'CPF', exact: true })).toHaveValue('529.982.247-25');
  await submit(page);
  await expect(successModal(page)).toBeVisible();

  const [lead] = await leadsOf(request, '52998224725');
  expect(lead).toMatchObject({ dealerCode: '10101', email: 'rafaela.link@example.com' });
  expect(lead!.body).toMatchObject({ uf: 'SP', cidade: 'São Paulo' });
  // The city is remembered: the showcase opens there.
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('FLUA_LOCATION') ?? 'null'))).toMatchObject({ cityCode: '3550308', cityName: 'São Paulo' });
});
