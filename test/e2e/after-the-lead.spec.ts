/**
 * The whole journey after a lead, on the real built app and server: a new
 * customer signs up and sends a lead for the Mobi at Paulista Motores from the
 * offer's lead step; the dealer's seller finds it on the desk, moves it to 'Em
 * atendimento', makes the edit link and opens it in another browser, changes
 * the plan and the colour, 'Finalizar', and lands on the lead's page; the
 * customer sees the timeline and the new version with its differences in
 * Minhas Propostas and accepts it, then cancels another proposal of theirs.
 * A customer of its own (no other spec's proposals change); axe clean at 1280
 * and 390 px on every screen of the journey, the dialogs open too.
 */
import { expect, test, type Page } from './fixtures';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { cpfCheckDigits } from '../../models/common/validators';
import { chooseDealer, expectNoSeriousViolations, leadsOf, mobiLead, rememberSaoPaulo, sendLead, successModal, specMailbox, verifyEmailOf } from './helpers';

const mailbox = specMailbox(test);

const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };
const NOTE = 'Olá, Heloísa! Já estamos cuidando da sua proposta.';

/** A CPF no other spec uses: nine digits from the clock, with their check digits. */
function freshCpf(): string {
  const base = String(Date.now() % 1_000_000_000).padStart(9, '1');
  return `${base}${cpfCheckDigits(base)}`;
}

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInThere(page: Page, who: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel('Senha').fill(who.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

test('after the lead: the seller edits it, the customer accepts the new version and cancels another proposal', async ({ page, browser, request }) => {
  // Three browsers, a sign-up, two leads and a dozen axe runs: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const customer = { name: 'Heloísa Tavares Brandão', cpf: freshCpf(), email: `heloisa.${stamp}@flua.example`, password: 'Segura#2026' };

  // The customer signs up through the product's sign-up and stays signed in.
  await rememberSaoPaulo(page);
  await page.goto('/cadastro');
  const signUp = page.getByRole('form', { name: 'Criar conta' });
  await signUp.getByLabel('Nome completo').fill(customer.name);
  await signUp.getByLabel('CPF').fill(customer.cpf);
  await signUp.getByLabel('Celular').fill('11912345678');
  await signUp.getByLabel('E-mail').fill(customer.email);
  await signUp.getByLabel('Senha', { exact: true }).fill(customer.password);
  await signUp.getByLabel('Confirme a senha').fill(customer.password);
  await signUp.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('navigation', { name: 'Conta' }).getByRole('button', { name: 'Menu da conta de Heloísa' })).toBeVisible();
  await verifyEmailOf(request, mailbox(), customer.email);

  // The lead, sent from the Mobi's lead step on the 24-month plan (the details open on the card's, 36 months).
  await page.goto('/?offerId=fiat-mobi-l10');
  await page.getByRole('radio', { name: '24 Meses' }).click();
  await expect(page.getByTestId('summary').getByTestId('summary-period')).toHaveText('24 meses');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
  for (const [name, value] of [['Nome completo', customer.name], ['Celular', '11912345678']] as const) {
    const box = form.getByRole('textbox', { name });
    if ((await box.inputValue()) === '') await box.pressSequentially(value);
  }
  // No contact channel starts ticked: the person ticks WhatsApp.
  await form.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
  await chooseDealer(page, 'Paulista Motores');
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(successModal(page)).toBeVisible();
  await successModal(page).getByRole('button', { name: 'Ok' }).click();
  const leads = await leadsOf(request, customer.cpf);
  expect(leads).toHaveLength(1);
  const leadId = leads[0]!.id;
  expect(leads[0]).toMatchObject({ offerId: 'fiat-mobi-l10', email: customer.email });
  expect(leads[0]!.body.period).toBe(24);
  // Another proposal of theirs, sent through the lead API from the same signed-in browser: the one they cancel.
  const otherId = await sendLead(page.context(), mobiLead(customer, 12, 1000, '268', 3), 'e2e-after-the-lead');

  // The seller signs in at the desk and finds the lead by the customer's name.
  const sellerContext = await browser.newContext();
  const desk = await sellerContext.newPage();
  await desk.goto('/vendedor/leads');
  await expect(desk).toHaveURL(/\/entrar\?redirect=%2Fvendedor%2Fleads$/);
  await signInThere(desk, SELLER);
  await expect(desk.getByRole('heading', { level: 1, name: 'Propostas da concessionária' })).toBeVisible();
  const filters = desk.getByRole('form', { name: 'Filtros' });
  await filters.getByLabel('Nome ou CPF').fill('heloisa tavares');
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  const list = desk.getByTestId('desk-leads');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const item = list.getByRole('listitem').filter({ has: desk.locator(`a[href="/vendedor/leads/${leadId}"]`) });
  await expect(item).toContainText('Proposta enviada');
  await axeAtBothWidths(desk);

  // Its page: 'Em atendimento' with a note to the customer.
  await item.getByRole('link', { name: `Abrir a proposta de ${customer.name}` }).click();
  await expect(desk).toHaveURL(new RegExp(`/vendedor/leads/${leadId}$`));
  await expect(desk.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(desk.getByTestId('lead-status')).toHaveText('Proposta enviada');
  await axeAtBothWidths(desk);
  await desk.getByRole('button', { name: 'Mudar situação' }).click();
  const statusDialog = desk.getByRole('dialog', { name: 'Mudar a situação da proposta' });
  await statusDialog.getByRole('radio', { name: 'Em atendimento' }).check();
  await statusDialog.getByLabel('Mensagem ao cliente').fill(NOTE);
  await statusDialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(statusDialog).toHaveCount(0);
  await expect(desk.getByTestId('lead-status')).toHaveText('Em atendimento');

  // 'Editar proposta' makes the link.
  await desk.getByRole('button', { name: 'Editar proposta' }).click();
  const href = await desk.getByTestId('edit-link').getByLabel('Link de edição').inputValue();
  expect(new URL(href).searchParams.get('leadId')).toBe(leadId);

  // The link in another browser: the seller signs in there first (a seller's edit is saved signed in), then the lead's
  // terms, then another plan and another colour.
  const editContext = await browser.newContext();
  const edit = await editContext.newPage();
  await edit.goto(href);
  await expect(edit).toHaveURL(/\/entrar\?redirect=/);
  await signInThere(edit, SELLER);
  await expect(edit.getByTestId('edit-banner')).toContainText('Você está alterando a proposta');
  const summary = edit.getByTestId('summary');
  await expect(summary.getByTestId('summary-period')).toHaveText('24 meses');
  await axeAtBothWidths(edit);
  await edit.getByRole('radio', { name: '36 Meses' }).click();
  await expect(summary.getByTestId('summary-period')).toHaveText('36 meses');
  await edit.getByRole('radio', { name: 'Preto Vulcano' }).click();
  await expect(summary.getByTestId('summary-colour')).toContainText('Preto Vulcano');
  await edit.getByRole('button', { name: 'Atualizar oferta' }).first().click();
  const finish = edit.getByTestId('lead-step').getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeEnabled();
  await finish.click();
  const saved = edit.getByRole('dialog', { name: 'Proposta atualizada' });
  await expect(saved).toContainText('A versão 2 da proposta foi salva.');
  await saved.getByRole('button', { name: 'Voltar para a proposta' }).click();
  // The seller is signed in in that browser: the lead's page opens.
  const leadHeading = edit.getByRole('heading', { level: 1, name: customer.name });
  await expect(edit).toHaveURL(new RegExp(`/vendedor/leads/${leadId}$`));
  await expect(leadHeading).toBeVisible();
  await expect(edit.getByTestId('lead-awaiting')).toContainText('Aguardando aceite do cliente');
  await axeAtBothWidths(edit);
  await editContext.close();

  // The customer's timeline: in service, with the seller's note, and the new version waiting with its differences.
  await page.goto('/minhas-propostas');
  const proposals = page.getByTestId('proposals');
  const proposal = proposals.getByRole('article').filter({ hasText: `Proposta ${proposalCodeOf(leadId)}` });
  await expect(proposal).toHaveCount(1);
  await expect(proposal.locator('[aria-current="step"]')).toContainText('Em atendimento');
  await expect(proposal.locator('[aria-current="step"]')).toContainText(NOTE);
  const waiting = proposal.getByRole('region', { name: 'Aguardando seu aceite' });
  await expect(waiting).toContainText('Paulista Motores fez a Versão 2');
  const changes = waiting.getByTestId('awaiting-changes').getByRole('listitem');
  await expect(changes.filter({ hasText: 'Plano' })).toHaveText('PlanoAntes: 24 meses→Depois: 36 meses');
  await expect(changes.filter({ hasText: 'Cor' })).toContainText(/Depois: Preto Vulcano/i);
  await expect(changes.filter({ hasText: 'Mensalidade' })).toHaveCount(1);
  await axeAtBothWidths(page);

  // Accepting it, in the confirm dialog.
  await waiting.getByRole('button', { name: 'Aceitar nova versão' }).click();
  const accept = page.getByRole('alertdialog', { name: 'Aceitar a nova versão?' });
  await expect(accept).toContainText('Ao aceitar, sua proposta segue com a Versão 2');
  await axeAtBothWidths(page);
  await accept.getByRole('button', { name: 'Aceitar nova versão' }).click();
  await expect(accept).toHaveCount(0);
  await expect(proposal.getByRole('status').filter({ hasText: 'Nova versão aceita.' })).toBeVisible();
  await expect(proposal.getByTestId('awaiting-version')).toHaveCount(0);
  await expect(proposal.getByRole('definition').filter({ hasText: 'km/mês' })).toHaveText('36 meses · 1.000 km/mês');
  await expect(proposal.getByTestId('version').first()).toContainText('Aceita por você');

  // Then they cancel their other proposal: 'Cancelada' in its timeline; the accepted one stays as it is.
  const other = proposals.getByRole('article').filter({ hasText: `Proposta ${proposalCodeOf(otherId)}` });
  await other.getByRole('button', { name: 'Cancelar proposta' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancelar esta proposta?' });
  await cancel.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(cancel).toHaveCount(0);
  await expect(other.getByTestId('proposal-status')).toHaveText('Cancelada');
  await expect(other.locator('[aria-current="step"]')).toContainText(`Cancelada`);
  await expect(other.locator('[aria-current="step"]')).toContainText(`por ${customer.name} (Cliente)`);
  await expect(proposal.getByTestId('proposal-status')).not.toHaveText('Cancelada');
  await sellerContext.close();
});
