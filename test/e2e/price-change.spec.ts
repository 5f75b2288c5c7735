/**
 * The offer's price changes while a visitor fills the lead form (an admin
 * saves a new price meanwhile): the server refuses the lead at the old price,
 * the form keeps what was typed, 'Atualizar valor' takes the new price in
 * place (the summary shows it), and the lead goes at the new price. The
 * admin's change is undone at the end: the showcase is left as it was.
 */
import type { AdminOfferDetail } from '../../models/offer-admin/admin-offers';
import { adminOfferPaths } from '../../models/offer-admin/admin-offers';
import { formatBRL } from '../../models/common/money';
import { expect, test } from './fixtures';
import { ADMIN, chooseDealer, expectNoSeriousViolations, leadsOf, rememberSaoPaulo, saveShot, signedIn, successModal } from './helpers';

const OFFER_ID = 'fiat-argo-d13';
const CPF = '390.533.447-05';

test('a price changed while the form was filled: the new price is taken without losing the form, and the lead goes at it', async ({ page, browser, request }) => {
  const admin = await signedIn(browser, ADMIN);
  const opened = (await (await admin.request.get(adminOfferPaths.detail(OFFER_ID))).json()) as AdminOfferDetail;
  const saveDraft = async (revision: number, draft: AdminOfferDetail['draft']) => {
    const res = await admin.request.put(adminOfferPaths.update(OFFER_ID), { data: { revision, draft }, headers: { 'x-client-origin': 'flua-web' } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as AdminOfferDetail;
  };
  try {
    await rememberSaoPaulo(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/?offerId=${OFFER_ID}`);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
    await form.getByRole('textbox', { name: 'Nome completo' }).fill('Beatriz Lima Costa');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('beatriz.preco@example.com');
    await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially(CPF.replace(/\D/g, ''));
    await form.getByRole('textbox', { name: 'Celular' }).pressSequentially('11987650000');
    await form.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
    await chooseDealer(page, 'Paulista Motores');

    // Meanwhile the admin raises every plan by R$ 50,00.
    await saveDraft(opened.revision, { ...opened.draft, rentalPlanList: opened.draft.rentalPlanList.map((p) => ({ ...p, price: p.price + 5_000 })) });

    await page.getByRole('button', { name: 'ENVIAR' }).click();
    const notice = page.getByTestId('lead-price-changed');
    await expect(notice).toContainText('O valor desta oferta mudou enquanto você preenchia o formulário.');
    await expect(notice).toContainText('O que você preencheu continua aqui');
    await expectNoSeriousViolations(page);
    await saveShot(page, 'price-changed-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await notice.scrollIntoViewIfNeeded();
    await saveShot(page, 'price-changed-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await notice.getByRole('button', { name: 'Atualizar valor' }).click();
    const refreshed = page.getByTestId('lead-price-refreshed');
    await expect(refreshed).toContainText('Valor atualizado:');
    const newMonthly = /Valor atualizado: (R\$\s[\d.,]+) por mês/.exec((await refreshed.textContent()) ?? '')![1]!;
    // The summary shows the same new price, and the form is as it was typed.
    await expect(page.getByTestId('summary')).toContainText(newMonthly);
    await expect(form.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Beatriz Lima Costa');
    await expect(page.getByTestId('dealer-selected')).toContainText('Paulista Motores');
    await saveShot(page, 'price-refreshed-1280');

    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(successModal(page)).toBeVisible();
    const [lead] = await leadsOf(request, CPF.replace(/\D/g, ''));
    expect(formatBRL(lead!.body.rentalPrice as number).replace(/\u00a0/g, ' ')).toBe(newMonthly.replace(/\u00a0/g, ' '));
  } finally {
    const now = (await (await admin.request.get(adminOfferPaths.detail(OFFER_ID))).json()) as AdminOfferDetail;
    await saveDraft(now.revision, opened.draft);
    await admin.close();
  }
});
