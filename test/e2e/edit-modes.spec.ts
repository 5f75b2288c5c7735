/**
 * The edit modes of a sent lead end to end, on the real built app and
 * server: a signed-in customer's lead (sent through the real lead API) is
 * opened by its dealer's seller, signed in, with the edit link in another
 * browser context: the details open with the lead's terms merged (period, km,
 * colour, the plate ending), the seller changes the plan and the colour,
 * goes on ('Atualizar oferta') to the lead's dealer and 'Finalizar', sees
 * the seller's modal and lands on the lead's page; the new version waits
 * for the customer. The customer edits another lead of theirs from the
 * 'editable' address (signing in first): the coupon the lead was sent with
 * stays, and the page's price with it is the server's; it ends on 'Tudo certo!'. An
 * altered link goes to the general error page. The seller's link opened
 * signed out goes to sign in first, and once the seller signs out of the
 * session that made it, it is refused. axe clean at 1280 and 390 px with the
 * modals open; screenshots to E2E_SHOTS_DIR when set.
 */
import { expect, test, type BrowserContext } from './fixtures';
import type { RentalProposal } from '../../models/proposal/proposal';
import { couponTermsOf } from '../../models/lead/lead-pricing';
import { formatBRL } from '../../models/common/money';
import { detailsPrice, initialConfiguration, planComparison } from '../../models/pricing/offer-details';
import { demoCoupons } from '../../server/demo/demo-catalogue';
import { leadOffer, saoPauloFiatDealer } from '../support/lead-fixtures';
import { checkAtBothWidths, mobiLead, sendLead, signedIn } from './helpers';

const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };
const JOAO = { email: 'joao@flua.example', password: 'Flua@Cliente2', cpf: '468.213.579-19', name: 'João Pedro Oliveira' };

const plateItem = leadOffer.additionalItemsList.find((a) => a.type === 'PLATE_NUMBER_ENDING')!;
const joaosLead = (period: number, km: number, colourCode: string, plate: number) => mobiLead(JOAO, period, km, colourCode, plate);

async function proposalOf(context: BrowserContext, leadId: string): Promise<RentalProposal> {
  const res = await context.request.get('/api/v2/timeline/rental?brand=fiat', { headers: { 'Accept-Language': 'pt-BR' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as RentalProposal[]).find((p) => p.leadId === leadId)!;
}

test('the seller opens the edit link, changes the plan and the colour, finalizes and lands on the lead page', async ({ browser }) => {
  test.setTimeout(180_000);
  const customer = await signedIn(browser, JOAO);
  const leadId = await sendLead(customer, joaosLead(36, 1000, '249', 4), 'e2e-seller-edit');

  // The seller of the lead's dealer makes the edit link ('Editar proposta').
  const seller = await signedIn(browser, SELLER);
  const made = await seller.request.post(`/api/seller/leads/${leadId}/edit-link`, { headers: { 'Idempotency-Key': `e2e-edit-link-${Date.now()}` } });
  expect(made.status()).toBe(200);
  const link = (await made.json()) as { href: string; authorization: string };

  // The link in the seller's window: the details open with the lead's terms merged.
  const page = await seller.newPage();
  await page.goto(link.href);
  await expect(page.getByTestId('edit-banner')).toContainText('Você está alterando a proposta');
  const summary = page.getByTestId('summary');
  await expect(summary.getByTestId('summary-period')).toHaveText('36 meses');
  await expect(summary.getByTestId('summary-colour')).toContainText('Branco Alaska');
  await expect(page.getByRole('checkbox', { name: plateItem.name })).toHaveAttribute('data-state', 'checked');
  await expect(page.getByRole('radio', { name: 'FINAL DE PLACA 4' })).toBeChecked();
  await expect(page).toHaveURL(/period=36&km=1000&colour=fiat-249/);
  // The details opened from an edit link pass axe at both widths in after-the-lead.spec.ts.

  // Another plan and another colour.
  await page.getByRole('radio', { name: '24 Meses' }).click();
  await expect(summary.getByTestId('summary-period')).toHaveText('24 meses');
  await page.getByRole('radio', { name: 'Preto Vulcano' }).click();
  await expect(summary.getByTestId('summary-colour')).toContainText('Preto Vulcano');

  // On to the lead's dealer (locked) and 'Finalizar'.
  await page.getByRole('button', { name: 'Atualizar oferta' }).first().click();
  const step = page.getByTestId('lead-step');
  await expect(step.getByRole('heading', { name: 'Confira e finalize a proposta' })).toBeVisible();
  await expect(step.getByTestId('dealer-selected')).toContainText(saoPauloFiatDealer.fantasyName);
  await expect(step.getByTestId('dealer-fixed')).toBeVisible();
  const finish = step.getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeEnabled();
  await checkAtBothWidths(page, 'seller-edit-step');
  await finish.click();

  // The seller's modal, then the lead's page.
  const modal = page.getByRole('dialog', { name: 'Proposta atualizada' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('A versão 2 da proposta foi salva.');
  await expect(modal).toContainText('a nova versão aguarda o aceite do cliente');
  await checkAtBothWidths(page, 'seller-edit-saved');
  await modal.getByRole('button', { name: 'Voltar para a proposta' }).click();
  await expect(page).toHaveURL(new RegExp(`/vendedor/leads/${leadId}$`));
  await expect(page.getByRole('heading', { level: 1, name: JOAO.name })).toBeVisible();

  // The customer's proposal has the seller's version, waiting for them: 24 months, Preto Vulcano.
  const proposal = await proposalOf(customer, leadId);
  expect(proposal.versions).toHaveLength(2);
  expect(proposal.awaitingVersion).toBe(2);
  expect(proposal.versions[1]).toMatchObject({ number: 2, actor: 'seller', acceptance: 'awaiting' });
  expect(proposal.versions[1]!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['plan', 'colour']));
  await Promise.all([customer.close(), seller.close()]);
});

test('an altered edit link goes to the general error page', async ({ browser }) => {
  const customer = await signedIn(browser, JOAO);
  const leadId = await sendLead(customer, joaosLead(24, 1000, '268', 2), 'e2e-altered-link');
  const seller = await signedIn(browser, SELLER);
  const link = (await (await seller.request.post(`/api/seller/leads/${leadId}/edit-link`, { headers: { 'Idempotency-Key': `e2e-edit-link-${Date.now()}` } })).json()) as { href: string; authorization: string };
  const altered = link.href.replace(/authorization=([^&]*)/, (_, a: string) => `authorization=${a.slice(0, -1)}${a.endsWith('A') ? 'B' : 'A'}`);
  // Opened by the seller, signed in (a seller's edit is done signed in).
  const page = await seller.newPage();
  await page.goto(altered);
  const error = page.getByTestId('error-page');
  await expect(error.getByRole('heading', { level: 1, name: 'Um erro ocorreu, tente novamente' })).toBeVisible();
  await expect(error.getByRole('alert')).toHaveText('Este link de edição é inválido ou foi alterado. Gere um novo em “Editar proposta”.');
  await checkAtBothWidths(page, 'edit-link-altered');
  await Promise.all([customer.close(), seller.close()]);
});

test('the seller’s link opened signed out asks the seller to sign in first; once the seller signs out of the session that made it, it is refused', async ({ browser }) => {
  const customer = await signedIn(browser, JOAO);
  const leadId = await sendLead(customer, joaosLead(24, 1000, '268', 2), 'e2e-link-session');
  const seller = await signedIn(browser, SELLER);
  const link = (await (await seller.request.post(`/api/seller/leads/${leadId}/edit-link`)).json()) as { href: string };

  // Another browser, nobody signed in: sign in first, then the edit opens.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link.href);
  await expect(page).toHaveURL(/\/entrar\?redirect=/);
  const signIn = page.getByRole('form', { name: 'Entrar' });
  await signIn.getByLabel('E-mail').fill(SELLER.email);
  await signIn.getByLabel('Senha').fill(SELLER.password);
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('edit-banner')).toContainText('Você está alterando a proposta');

  // The seller signs out where the link was made: the link ends with that session.
  expect((await seller.request.post('/api/auth/sign-out')).status()).toBe(204);
  await page.reload();
  const error = page.getByTestId('error-page');
  await expect(error.getByRole('alert')).toHaveText('Este link de edição deixou de valer: a sessão do vendedor que o gerou terminou (saiu da conta ou ficou sem uso). Gere um novo em “Editar proposta”.');
  await checkAtBothWidths(page, 'edit-link-session-ended');
  await Promise.all([customer.close(), seller.close(), context.close()]);
});

test('the customer edits their own lead from the editable address, signing in first, and ends on Tudo certo!', async ({ browser }) => {
  test.setTimeout(180_000);
  const sender = await signedIn(browser, JOAO);
  // Sent with a coupon: the edit keeps it, and the page prices with it as the server does.
  const coupon = demoCoupons.find((c) => c.name === 'BEMVINDO10')!;
  const leadId = await sendLead(sender, mobiLead(JOAO, 24, 1000, '268', 2, coupon), 'e2e-customer-edit');
  await sender.close();

  // Signed out: sign in first, then back to the edit.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/?editable=true&leadId=${leadId}&offerId=${leadOffer.id}`);
  await expect(page).toHaveURL(/\/entrar\?redirect=/);
  const signIn = page.getByRole('form', { name: 'Entrar' });
  await signIn.getByLabel('E-mail').fill(JOAO.email);
  await signIn.getByLabel('Senha').fill(JOAO.password);
  await signIn.getByRole('button', { name: 'Entrar' }).click();

  // The lead found in the customer's own timeline, merged.
  await expect(page.getByTestId('edit-banner')).toContainText('Você está alterando a sua proposta');
  const summary = page.getByTestId('summary');
  await expect(summary.getByTestId('summary-period')).toHaveText('24 meses');
  await expect(summary.getByTestId('summary-colour')).toContainText('Branco Banchisa');
  await expect(page.getByRole('radio', { name: 'FINAL DE PLACA 2' })).toBeChecked();

  await expect(summary.getByTestId('coupon-applied')).toContainText('Cupom BEMVINDO10 aplicado');
  await expect(summary.getByTestId('coupon-kept')).toHaveText('Cupom enviado com a proposta: ele é mantido nesta edição.');
  await expect(summary.getByLabel('Cupom de desconto')).toBeDisabled();
  await expect(summary.getByRole('button', { name: 'Remover cupom' })).toHaveCount(0);

  await page.getByRole('radio', { name: '36 Meses' }).click();
  await expect(summary.getByTestId('summary-period')).toHaveText('36 meses');
  const config36 = initialConfiguration(leadOffer, {
    period: 36,
    km: 1000,
    colorId: leadOffer.colors.find((c) => c.code === '268')!.colorId,
    additionalIds: [plateItem.id],
    plateNumber: 2,
    initialPayment: 0,
  });
  const monthly = detailsPrice(leadOffer, config36, couponTermsOf(coupon)).ranges[0]!.amount;
  await expect(summary.getByTestId('summary-monthly')).toHaveText(formatBRL(monthly));
  // The comparison counts the proposal's coupon in every plan: its current column is the summary's figure.
  await expect(page.getByTestId('comparison-coupon-note')).toHaveText('Valores com o desconto do cupom da proposta, que se mantém em qualquer plano.');
  const current = planComparison(leadOffer, config36, { terms: couponTermsOf(coupon)!, everyPeriod: true }).findIndex((c) => c.current);
  await expect(page.getByTestId('comparison-monthly').nth(current)).toContainText(formatBRL(monthly));
  await checkAtBothWidths(page, 'customer-edit-coupon-kept');
  await page.getByRole('button', { name: 'Atualizar oferta' }).first().click();
  const finish = page.getByTestId('lead-step').getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeEnabled();
  // The customer came from their proposal: the dealer is the proposal's, not one set by a link.
  await expect(page.getByTestId('lead-step').getByTestId('dealer-fixed')).toHaveText('Esta é a concessionária da sua proposta: ela continua a mesma ao atualizar a oferta.');
  await checkAtBothWidths(page, 'customer-edit-dealer');
  await finish.click();

  const modal = page.getByRole('dialog', { name: 'Tudo certo!' });
  await expect(modal).toContainText('Proposta atualizada com sucesso.');
  await checkAtBothWidths(page, 'customer-edit-saved');
  const proposal = await proposalOf(context, leadId);
  expect(proposal.versions.at(-1)).toMatchObject({ number: 2, actor: 'customer', acceptance: 'not_needed' });
  expect(proposal.period).toBe(36);
  // The server's price of the new version is the one the page showed, coupon included.
  expect(proposal.monthlyPrice).toBe(monthly);
  await modal.getByRole('button', { name: 'Minhas Propostas' }).click();
  await expect(page).toHaveURL(/\/minhas-propostas$/);
  await context.close();
});
