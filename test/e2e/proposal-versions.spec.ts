/**
 * A proposal's versions end to end, on the real built app and server: a
 * signed-in customer's lead gets a version from the dealer's seller (the
 * seller's edit link and `PUT /api/v1/leads` with its authorization, signed in) that
 * changes the plan, the colour and what the customer pays. 'Minhas
 * Propostas' shows it waiting ('Aguardando seu aceite') with each change old
 * → new; the customer accepts it in the confirm dialog; the lead desk then
 * shows it accepted. axe clean at 1280 and 390 px, the dialog open too;
 * screenshots at both widths.
 */
import { expect, test } from './fixtures';
import { priceLead, type LeadSelection } from '../../models/lead/lead-pricing';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { formatBRL } from '../../models/common/money';
import { additionalsForPeriod, coloursForPeriod, isRequiredAdditional } from '../../models/pricing/offer-details';
import type { RentalPlan } from '../../models/offer/offer';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { rentalLead, saoPauloFiatDealer } from '../support/lead-fixtures';
import { checkAtBothWidths, saveShot } from './helpers';
import { titleCase } from '../../models/common/title-case';

// The demo accounts (README "Contas de demonstração"): João, a customer, and Rafael, a seller of Paulista Motores.
const JOAO = { email: 'joao@flua.example', password: 'Flua@Cliente2', cpf: '46821357919', name: 'João Pedro Oliveira' };
const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };
// Not the offer proposals.spec.ts sends João's lead for: the specs of a worker share its database.
const OFFER = demoOffers.find((o) => o.id === 'fiat-argo-d13')!;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SENT_PLAN = OFFER.rentalPlanList.find((p) => p.selectedByDefault) ?? OFFER.rentalPlanList[0]!;
const NEW_PLAN = OFFER.rentalPlanList.find((p) => p.period !== SENT_PLAN.period && p.km === SENT_PLAN.km)!;
const planText = (p: RentalPlan) => `${p.period} meses · ${p.km.toLocaleString('pt-BR')} km/mês`;

/** A choice of the demo offer (the plan's required additionals with it), priced as the server prices it; `colourAt` picks one of the plan's colours. */
function priced({ period, km }: RentalPlan, colourAt: number) {
  const colour = coloursForPeriod(OFFER, period)[colourAt]!;
  const required = additionalsForPeriod(OFFER, period).filter(isRequiredAdditional);
  const selection: LeadSelection = {
    period,
    km,
    colourCode: colour.code,
    optionalCode: null,
    additionals: required.map((a) => ({ id: a.id, plateNumber: null })),
    initialPayment: 0,
  };
  const result = priceLead(OFFER, selection);
  if (!result.ok) throw new Error(result.message);
  return {
    colour,
    price: result.value,
    relatedProducts: [{ product: OFFER.mvs, type: 'color' as const, code: colour.code, name: colour.name, price: colour.value }],
    additionals: required.map((a) => ({ id: a.id, name: a.name, value: a.value })),
  };
}

test('a seller’s version waits for the customer, who accepts it in Minhas Propostas; the desk sees it accepted', async ({ page, browser }) => {
  // Two people, two browsers, six axe runs: more than the default minute on a busy machine.
  test.slow();
  const sent = priced(SENT_PLAN, 0);
  const updated = priced(NEW_PLAN, 1);
  expect(updated.price.monthlyPrice).not.toBe(sent.price.monthlyPrice);

  // João, signed in, sends a lead for Paulista Motores (the seller's dealer): the offer's default plan, the first colour.
  expect((await page.request.post('/api/auth/sign-in', { data: { email: JOAO.email, password: JOAO.password } })).status()).toBe(200);
  const created = await page.request.post('/api/v2/lead', {
    data: rentalLead({
      firstName: JOAO.name,
      cpf: JOAO.cpf,
      email: JOAO.email,
      period: SENT_PLAN.period,
      km: SENT_PLAN.km,
      brand: OFFER.brand,
      productCode: OFFER.mvs,
      msc_ano_modelo: String(OFFER.modelYear),
      ofertas_id: OFFER.id,
      rentalPrice: sent.price.monthlyPrice,
      relatedProduct: sent.relatedProducts,
      additionals: sent.additionals,
    }),
    headers: { 'Idempotency-Key': `e2e-versions-lead-${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const { id: leadId, productLeadIds } = (await created.json()) as { id: string; productLeadIds: string[] };

  // The seller makes the edit link and, with its authorization, updates the proposal: another period and another colour.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  expect((await seller.request.post('/api/auth/sign-in', { data: SELLER })).status()).toBe(200);
  const linkAnswer = await seller.request.post(`/api/seller/leads/${leadId}/edit-link`);
  expect(linkAnswer.status()).toBe(200);
  const { authorization } = (await linkAnswer.json()) as { authorization: string };
  const update = {
    cpf: JOAO.cpf,
    leadId,
    productLeadId: productLeadIds[0],
    additionals: updated.additionals,
    relatedProducts: updated.relatedProducts,
    period: NEW_PLAN.period,
    rentalPrice: updated.price.monthlyPrice,
    mileage: NEW_PLAN.km,
    model: OFFER.modelName,
    version: OFFER.versionName,
    series: OFFER.seriesCode,
    modelYear: OFFER.modelYear,
    productGroup: 'Flua',
    productCode: OFFER.mvs,
    dealersCode: saoPauloFiatDealer.id,
    offerId: OFFER.id,
  };
  // From a browser with nobody signed in, the link's authorization saves nothing: the seller saves signed in.
  const linkBrowser = await browser.newContext();
  const alone = await linkBrowser.request.put('/api/v1/leads', { data: update, headers: { Authorization: authorization, 'Idempotency-Key': `e2e-versions-alone-${leadId}` } });
  expect(alone.status()).toBe(401);
  await linkBrowser.close();
  const put = await seller.request.put('/api/v1/leads', { data: update, headers: { Authorization: authorization, 'Idempotency-Key': `e2e-versions-put-${leadId}` } });
  expect(put.status()).toBe(200);
  expect(await put.json()).toMatchObject({ leadId, version: 2, monthlyPrice: updated.price.monthlyPrice, awaitingVersion: 2 });

  // The desk marks the lead as waiting for the customer.
  await seller.goto('/vendedor/leads?q=joao');
  // João may have other proposals at this dealer (other specs on this worker's database): this one by its link.
  const deskItem = seller.getByTestId('desk-leads').getByRole('listitem').filter({ has: seller.locator(`a[href="/vendedor/leads/${leadId}"]`) });
  await expect(deskItem).toHaveCount(1);
  await expect(deskItem).toContainText('Aguardando aceite do cliente');
  await checkAtBothWidths(seller, 'desk-waiting', { noOverflow: true });
  // The lead's page says which version waits.
  await seller.goto(`/vendedor/leads/${leadId}`);
  await expect(seller.getByTestId('lead-awaiting')).toHaveText(
    'Aguardando aceite do cliente · A Versão 2 muda o que o cliente paga e só vale quando ele aceitar em Minhas Propostas.',
  );
  await expect(seller.getByTestId('lead-version').first()).toContainText('Aguardando aceite do cliente');
  // This page waiting for the customer, João's waiting proposal and the accept dialog pass axe at both widths in
  // after-the-lead.spec.ts; here, the screens only this spec reaches.
  await seller.goto('/vendedor/leads?q=joao');

  // João's proposal waits for him, with what changes.
  await page.goto('/minhas-propostas');
  const proposal = page.getByTestId('proposals').getByRole('article').filter({ hasText: `Proposta ${proposalCodeOf(leadId)}` });
  await expect(proposal).toHaveCount(1);
  const waiting = proposal.getByRole('region', { name: 'Aguardando seu aceite' });
  await expect(waiting).toContainText('Paulista Motores fez a Versão 2');
  const changes = waiting.getByTestId('awaiting-changes').getByRole('listitem');
  const before = formatBRL(sent.price.monthlyPrice);
  const after = formatBRL(updated.price.monthlyPrice);
  await expect(changes.filter({ hasText: 'Plano' })).toHaveText(`PlanoAntes: ${SENT_PLAN.period} meses→Depois: ${NEW_PLAN.period} meses`);
  // The colour named as the rest of the site names it, not in the catalogue's capitals.
  await expect(changes.filter({ hasText: 'Cor' })).toContainText(`Depois: ${titleCase(updated.colour.name)}`);
  // The additionals the offer always includes are no change.
  await expect(changes.filter({ hasText: 'Adicionais' })).toHaveCount(0);
  const monthly = changes.filter({ hasText: 'Mensalidade' });
  await expect(monthly).toHaveText(new RegExp(`^MensalidadeAntes: ${escapeRe(before)}→Depois: ${escapeRe(after)}( \\(você paga (menos|mais)\\))?$`));
  // A price's colour says what it means for the customer: green when it goes down, red when it goes up; other changes neutral.
  const tone = updated.price.monthlyPrice < sent.price.monthlyPrice ? 'better' : 'worse';
  await expect(monthly).toHaveAttribute('data-tone', tone);
  await expect(monthly.locator('ins')).toHaveCSS('color', tone === 'better' ? 'rgb(11, 90, 39)' : 'rgb(140, 15, 31)');
  await expect(changes.filter({ hasText: 'Plano' })).toHaveAttribute('data-tone', 'neutral');
  await saveShot(waiting, 'version-changes-1280');
  // Old struck through, new marked: the differences are visible, not only read.
  await expect(monthly.locator('del')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(monthly.locator('ins')).toHaveCSS('text-decoration-line', 'underline');
  // Meanwhile the proposal's plan and monthly price are still the ones in force; the versions list both, the new one waiting.
  const planFact = proposal.getByRole('definition').filter({ hasText: 'km/mês' });
  await expect(planFact).toHaveText(planText(SENT_PLAN));
  await expect(proposal.getByTestId('proposal-monthly')).toHaveText(before);
  const versions = proposal.getByTestId('version');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Versão 2');
  await expect(versions.first()).toContainText('Aguardando seu aceite');
  await expect(versions.last()).toContainText('Versão 1');
  await expect(versions.last()).toContainText('Versão atual');
  // Cancelling is still possible, and so is the customer's own edit.
  await expect(proposal.getByRole('button', { name: 'Cancelar proposta' })).toBeEnabled();
  await expect(proposal.getByRole('link', { name: 'Editar proposta' })).toHaveAttribute('href', `/?offerId=${OFFER.id}&editable=true&leadId=${leadId}`);

  // The confirm dialog, in the product's dialog style, repeats what changes.
  await waiting.getByRole('button', { name: 'Aceitar nova versão' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Aceitar a nova versão?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ao aceitar, sua proposta segue com a Versão 2');
  await expect(dialog.getByTestId('dialog-changes').getByRole('listitem').filter({ hasText: 'Mensalidade' })).toContainText(`MensalidadeAntes: ${before}→Depois: ${after}`);
  // 'Voltar' keeps things as they are.
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(waiting).toBeVisible();

  await waiting.getByRole('button', { name: 'Aceitar nova versão' }).click();
  await dialog.getByRole('button', { name: 'Aceitar nova versão' }).click();
  await expect(dialog).toHaveCount(0);
  const notice = proposal.getByRole('status').filter({ hasText: 'Nova versão aceita.' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(proposal.getByTestId('awaiting-version')).toHaveCount(0);
  await expect(proposal.getByTestId('proposal-monthly')).toHaveText(after);
  await expect(planFact).toHaveText(planText(NEW_PLAN));
  await expect(versions.first()).toContainText('Aceita por você');
  await expect(versions.first()).toContainText('Versão atual');
  await checkAtBothWidths(page, 'proposal-accepted', { noOverflow: true });

  // It stays accepted on a fresh load.
  await page.reload();
  await expect(proposal.getByTestId('proposal-monthly')).toHaveText(after);
  await expect(proposal.getByTestId('awaiting-version')).toHaveCount(0);

  // The desk no longer waits, and the lead's page shows the version accepted.
  await seller.reload();
  await expect(deskItem).toHaveCount(1);
  await expect(deskItem).not.toContainText('Aguardando aceite do cliente');
  await deskItem.getByRole('link', { name: /^Abrir a proposta de/ }).click();
  await expect(seller.getByTestId('lead-awaiting')).toHaveCount(0);
  const leadVersions = seller.getByTestId('lead-version');
  await expect(leadVersions).toHaveCount(2);
  await expect(leadVersions.first()).toContainText('Versão 2');
  await expect(leadVersions.first()).toContainText('Aceita pelo cliente');
  await expect(leadVersions.first()).toContainText(`MensalidadeAntes: ${before}→Depois: ${after}`);
  await checkAtBothWidths(seller, 'lead-page-accepted', { noOverflow: true });
  await sellerContext.close();
});
