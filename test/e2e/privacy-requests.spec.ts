/**
 * The data subject's requests end to end, on the real built app and server:
 * the privacy centre says how identity is checked and what to do when
 * someone else used your CPF; a signed-in customer asks for the export on
 * /privacidade and downloads it (JSON with their lead, a PDF, a ZIP with
 * both); a person without an account confirms by e-mail (the link read
 * from the mail received) and asks for the deletion; the offer admin executes the
 * anonymisation from /admin/privacidade; the dealer's lead page still opens
 * with the plan and prices, the person shown as 'anonimizado', and the link
 * no longer opens anything. A visitor asks which dealers received their
 * lead. axe clean on the request form and the admin queue at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { rentalLead } from '../support/lead-fixtures';
import { formatBRL } from '../../models/common/money';
import { checkAtBothWidths, expectNoSeriousViolations, mailedLink, saveShot, sendLead, signedIn, specMailbox } from './helpers';

const mailbox = specMailbox(test);

const CUSTOMER = { email: 'joao@flua.example', password: 'Flua@Cliente2' };
const ADMIN = { email: 'admin@flua.example', password: 'Flua@Admin1' };
const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };

test('a customer downloads their data; a person confirmed by e-mail asks for deletion, and the admin anonymises the lead while the dealer keeps its figures', async ({ browser }) => {
  test.setTimeout(180_000);
  const customer = await signedIn(browser, CUSTOMER);
  const leadId = await sendLead(customer, rentalLead({ firstName: 'João Pereira Lima', cpf: '468.213.579-19', email: CUSTOMER.email }), 'privacy-e2e');
  const page = await customer.newPage();
  await page.goto('/privacidade#pedidos');
  const section = page.getByTestId('privacy-requests');
  await expect(section.getByRole('heading', { name: 'Seus pedidos sobre seus dados' })).toBeVisible();
  const identity = section.getByTestId('privacy-identity');
  await expect(identity.getByRole('heading', { name: 'Como confirmamos que os dados são seus' })).toBeVisible();
  await expect(identity.getByRole('heading', { name: 'Alguém usou seu CPF?' })).toBeVisible();
  await expect(identity).toContainText('privacidade@flua.example');
  await expect(section.getByText('Nenhum pedido feito até agora.')).toBeVisible();
  await section.getByRole('radio', { name: /Correção de dados/ }).check();
  await section.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(section.getByText('Descreva o que deve ser corrigido.')).toBeVisible();
  await checkAtBothWidths(page, 'privacy-request-form');

  await section.getByRole('radio', { name: /Confirmação e acesso aos dados/ }).check();
  await section.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(section.getByRole('status')).toContainText(/Pedido LGPD-\d{4}-\d{6} registrado\./);
  const [json] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Baixar dados (JSON)' }).click()]);
  const exported = JSON.parse(await readFile((await json.path()), 'utf8')) as { tables: { leads: { id: string }[] } };
  expect(exported.tables.leads.map((l) => l.id)).toContain(leadId);
  const [pdf] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Baixar dados (PDF)' }).click()]);
  expect((await readFile((await pdf.path()))).subarray(0, 5).toString()).toBe('%PDF-');
  const [zip] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Baixar tudo, com os documentos (ZIP)' }).click()]);
  expect(Object.keys(unzipSync(new Uint8Array(await readFile(await zip.path()))))).toEqual(expect.arrayContaining(['dados.json', 'dados.pdf']));
  await checkAtBothWidths(page, 'privacy-request-export');
  await section.getByRole('button', { name: 'Fazer outro pedido' }).click();
  await checkAtBothWidths(page, 'privacy-requests-list');

  // A person without an account: their lead, a confirmation link to its e-mail, the deletion asked through it.
  const email = `apagar.${Date.now()}@example.com`;
  const visitor = await browser.newContext();
  const anonymousLead = await sendLead(visitor, rentalLead({ firstName: 'Irene Apagada Souto', cpf: '529.982.247-25', email }), 'privacy-e2e-anonymise');
  const asking = await visitor.newPage();
  await asking.goto('/privacidade#pedidos');
  const form = asking.getByTestId('privacy-requests');
  await form.getByLabel('CPF').fill('529.982.247-25');
  await form.getByLabel('E-mail do pedido').fill(email);
  await form.getByRole('button', { name: 'Enviar link de confirmação' }).click();
  await expect(form.getByRole('status')).toContainText('Se houver um pedido com esse CPF e esse e-mail');
  await asking.goto(await mailedLink(mailbox(), email, 'Confirmar e fazer o pedido'));
  await form.getByRole('radio', { name: /Anonimização ou eliminação/ }).check();
  await form.getByRole('button', { name: 'Enviar pedido' }).click();
  // An anonymisation asks first, saying what it does; 'Voltar' sends nothing.
  const confirm = asking.getByRole('alertdialog', { name: 'Pedir a anonimização dos seus dados?' });
  await expect(confirm).toContainText('Depois de executada, a anonimização não pode ser desfeita.');
  await checkAtBothWidths(asking, 'privacy-anonymise-confirm');
  await confirm.getByRole('button', { name: 'Voltar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveCount(0);
  await form.getByRole('button', { name: 'Enviar pedido' }).click();
  await confirm.getByRole('button', { name: 'Sim, pedir a anonimização' }).click();
  const protocol = (await form.getByRole('status').textContent())!.match(/LGPD-\d{4}-\d{6}/)![0];
  await expect(form.getByRole('row', { name: new RegExp(protocol) })).toContainText('Em andamento');

  const admin = await signedIn(browser, ADMIN);
  const queue = await admin.newPage();
  await queue.goto('/admin/privacidade');
  const row = queue.getByRole('row', { name: new RegExp(protocol) });
  await expect(row).toContainText('Anonimização ou eliminação');
  await checkAtBothWidths(queue, 'privacy-queue');
  await row.getByRole('button', { name: 'Executar anonimização' }).click();
  await expect(queue.getByRole('heading', { name: `Executar anonimização: pedido ${protocol}` })).toBeVisible();
  await expectNoSeriousViolations(queue);
  await saveShot(queue, 'privacy-queue-deciding-1280', { fullPage: true });
  await queue.getByRole('button', { name: 'Confirmar ação' }).click();
  await expect(queue.getByRole('status')).toHaveText(`Pedido ${protocol} atualizado.`);
  // Exactly the lead with that CPF and that e-mail.
  await expect(row).toContainText('1 pedido de assinatura anonimizado.');

  const seller = await signedIn(browser, SELLER);
  const answer = (await (await seller.request.get(`/api/seller/leads/${anonymousLead}`)).json()) as { summary: { monthlyPrice: number; document: string } };
  expect(answer.summary.document).toBe('anonimizado');
  const leadPage = await seller.newPage();
  await leadPage.goto(`/vendedor/leads/${anonymousLead}`);
  await expect(leadPage.getByRole('heading', { level: 1 })).toContainText('anonimizado');
  await expect(leadPage.getByText(formatBRL(answer.summary.monthlyPrice)).first()).toBeVisible();
  await saveShot(leadPage, 'privacy-dealer-lead-anonymised-1280', { fullPage: true });
  // The customer's own lead, sharing nothing with that person, is whole.
  expect(((await (await seller.request.get(`/api/seller/leads/${leadId}`)).json()) as { summary: { document: string } }).summary.document).toBe('46821357919');

  // Nothing of the person is left to show through their link.
  await asking.reload();
  await expect(form.getByText('Este link de confirmação não vale mais. Peça outro abaixo.')).toBeVisible();
  await Promise.all([customer.close(), visitor.close(), admin.close(), seller.close()]);
});

test('a visitor confirms by e-mail and learns which dealers received their lead', async ({ browser, page }) => {
  const visitor = await browser.newContext();
  await sendLead(visitor, rentalLead({ cpf: '390.533.447-05', email: 'bruna.privacidade@example.com', firstName: 'Bruna Teixeira' }), 'privacy-visitor');
  await visitor.close();
  await page.goto('/privacidade#pedidos');
  const section = page.getByTestId('privacy-requests');
  await section.getByLabel('CPF').fill('390.533.447-05');
  await section.getByLabel('E-mail do pedido').fill('bruna.privacidade@example.com');
  await expectNoSeriousViolations(page);
  await saveShot(page, 'privacy-visitor-form-1280', { fullPage: true });
  await section.getByRole('button', { name: 'Enviar link de confirmação' }).click();
  await expect(section.getByRole('status')).toContainText('Se houver um pedido com esse CPF e esse e-mail');
  await page.goto(await mailedLink(mailbox(), 'bruna.privacidade@example.com', 'Confirmar e fazer o pedido'));
  await expect(section.getByText('E-mail confirmado: escolha o pedido.')).toBeVisible();
  await section.getByRole('radio', { name: /Informação sobre compartilhamento/ }).check();
  await section.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(section.getByTestId('privacy-sharing')).toContainText('Paulista Motores');
  await expect(section.getByText('Este link já foi usado para um pedido; para outro, peça um novo link.')).toBeVisible();
  await saveShot(page, 'privacy-visitor-sharing-1280', { fullPage: true });
});
