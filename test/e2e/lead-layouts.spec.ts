/**
 * The lead step's other layouts, end to end on the real server: the new test
 * layout (`?demo=newLayout`: the lead form first, create-rental-lead, then the
 * details step, the ids published to the page) and cart mode (`?demo=cart`:
 * 'Adicionar ao carrinho' sends the lead and puts the configured offer in the
 * cart, kept in the browser's storage; the cart page from the header: totals,
 * a reload keeps it, 'Remover' empties it; axe at 1280 and 390 px).
 */
import { cartEntryTotal, cartGrandTotal, type ShoppingCartEntry } from '../../models/cart';
import { formatBRL } from '../../models/money';
import { expect, test, type Page } from './fixtures';
import { chooseDealer, expectNoSeriousViolations, leadsOf, rememberSaoPaulo, saveShot } from './helpers';

async function fillPerson(page: Page, person: { name: string; email: string; cpf: string; phone: string }) {
  const form = page.getByRole('form', { name: 'Falta pouco! Envie seus dados' });
  await form.getByRole('textbox', { name: 'Nome completo' }).fill(person.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially(person.cpf);
  await form.getByRole('textbox', { name: 'Celular' }).pressSequentially(person.phone);
  // No contact channel starts ticked: the person ticks WhatsApp.
  await form.getByRole('checkbox', { name: 'WhatsApp', exact: true }).click();
  return form;
}

const storedCart = (page: Page) => page.evaluate(() => window.localStorage.getItem('shoppingCart'));

test('new test layout: the lead form first, create-rental-lead, then the details step; the ids go to the page, the CPF never to the data layer', async ({ page, request }) => {
  await rememberSaoPaulo(page);
  await page.addInitScript(() => {
    (window as unknown as { published: unknown[] }).published = [];
    window.addEventListener('flua:lead-published', (e) => (window as unknown as { published: unknown[] }).published.push((e as CustomEvent).detail));
  });
  await page.goto('/?demo=newLayout&offerId=fiat-mobi-l10');
  // The lead form comes first: no details step yet.
  const details = page.getByTestId('offer-details');
  await expect(details).toHaveAttribute('data-status', 'lead');
  const form = await fillPerson(page, { name: 'Renata Gomes Ferraz', email: 'renata.ferraz@example.com', cpf: '39053344705', phone: '11976543210' });
  await chooseDealer(page, 'Paulista Motores');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/create-rental-lead') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Continuar' }).click();
  const answer = (await (await created).json()) as { id: string; productLeadIds: string[] };
  // The details step follows, saying the data were sent.
  await expect(details).toHaveAttribute('data-status', 'details');
  await expect(page.getByTestId('details-lead-published')).toHaveText('Seus dados foram enviados. Revise a configuração e finalize a assinatura.');
  await expect(page.getByRole('radio', { name: '36 Meses' })).toBeVisible();
  const published = await page.evaluate(() => (window as unknown as { published: unknown[] }).published);
  expect(published).toEqual([{ leadId: answer.id, productLeadId: answer.productLeadIds[0], dealerId: '10101', cpf: '39053344705' }]);
  const lead = (await leadsOf(request, '39053344705')).find((l) => l.id === answer.id);
  expect(lead).toMatchObject({ endpoint: '/api/create-rental-lead', dealerCode: '10101', offerId: 'fiat-mobi-l10' });
  const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) => e.interactionType === 'leadSent'));
  expect(dataLayer).toEqual([
    expect.objectContaining({ event: 'flua.interaction', trackingId: 'flua-lead-form', leadId: answer.id, productLeadId: answer.productLeadIds[0], dealerId: '10101', offerId: 'fiat-mobi-l10' }),
  ]);
  expect(JSON.stringify(dataLayer)).not.toContain('39053344705');
  await saveShot(page, 'new-layout-details-after-lead-1280');
});

test('cart mode: the offer goes into the cart with the lead; the cart page totals it, keeps it on reload and empties; axe at 1280 and 390 px', async ({ page }) => {
  await rememberSaoPaulo(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?demo=cart&offerId=fiat-mobi-l10');
  const cartLink = page.getByRole('link', { name: 'Carrinho, 0 ofertas' });
  await expect(cartLink).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillPerson(page, { name: 'Otávio Lins Barreto', email: 'otavio.barreto@example.com', cpf: '52998224725', phone: '11965432109' });
  await chooseDealer(page, 'Paulista Motores');
  // Nothing is stored before the visitor puts something in the cart (strictly necessary storage only).
  expect(await storedCart(page)).toBeNull();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  const success = page.getByRole('dialog', { name: 'SUA MENSAGEM FOI ENVIADA!' });
  await expect(success.getByTestId('lead-cart-added')).toHaveText('A oferta foi adicionada ao seu carrinho.');
  const entries = JSON.parse((await storedCart(page))!) as ShoppingCartEntry[];
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ title: 'Fiat Mobi Like 2026', unit: expect.any(Number) });
  await success.getByRole('button', { name: 'Ok' }).click();

  await page.getByRole('link', { name: 'Carrinho, 1 oferta' }).click();
  const cart = page.getByTestId('cart-page');
  await expect(cart.getByRole('heading', { level: 1, name: 'Seu carrinho' })).toBeVisible();
  const entry = cart.getByTestId('cart-entry');
  await expect(entry).toHaveCount(1);
  // Cart total = plan price × months, to the centavo.
  await expect(entry.getByTestId('cart-entry-total')).toHaveText(formatBRL(cartEntryTotal(entries[0]!)));
  await expect(cart.getByTestId('cart-total')).toHaveText(formatBRL(cartGrandTotal(entries)));
  await expect(entry.getByTestId('cart-months')).toHaveText(`${entries[0]!.unit} meses`);
  await saveShot(page, 'cart-1280', { fullPage: true });
  await expectNoSeriousViolations(page);

  // A reload keeps the cart.
  await page.reload();
  await expect(cart.getByTestId('cart-total')).toHaveText(formatBRL(cartGrandTotal(entries)));
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cart.getByTestId('cart-entry')).toBeInViewport();
  await saveShot(page, 'cart-390', { fullPage: true });
  await expectNoSeriousViolations(page);

  // 'Remover': the cart is empty and no longer stored.
  await cart.getByRole('button', { name: 'Remover Fiat Mobi Like 2026 do carrinho' }).click();
  await expect(cart.getByTestId('cart-empty')).toHaveText('Seu carrinho está vazio.');
  await expect(page.getByRole('link', { name: 'Carrinho, 0 ofertas' })).toBeVisible();
  expect(await storedCart(page)).toBeNull();
  await saveShot(page, 'cart-empty-390');
  await expectNoSeriousViolations(page);
});
