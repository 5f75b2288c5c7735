/**
 * The lead step's other layouts, end to end on the real server: the new test
 * layout (`?demo=newLayout`: the lead form first, create-rental-lead, then the
 * details step, the ids published to the page) and cart mode (`?demo=cart`:
 * 'Adicionar ao carrinho' only puts the configured offer in the cart, kept in
 * the browser's storage; the cart page sends each offer on its own; a reload
 * keeps the offer and never the person's data; 'Remover' empties it; axe at
 * 1280 and 390 px).
 */
import { cartEntryTotal, cartGrandTotal, type ShoppingCartEntry } from '../../models/lead/cart';
import { cartLabels } from '../../models/labels/cart';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { formatBRL } from '../../models/common/money';
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

test("cart mode: 'Adicionar ao carrinho' only adds; the cart page totals it, sends each offer on its own and lists its proposal code; a reload keeps the offer but never the person's data; /carrinho opens outside cart mode too; axe at 1280 and 390 px", async ({ page, request }) => {
  await rememberSaoPaulo(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?demo=cart&offerId=fiat-mobi-l10');
  const cartLink = page.getByRole('link', { name: 'Carrinho, 0 ofertas' });
  await expect(cartLink).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const person = { name: 'Otávio Lins Barreto', email: 'otavio.barreto@example.com', cpf: '52998224725', phone: '11965432109' };
  const form = await fillPerson(page, person);
  await chooseDealer(page, 'Paulista Motores');
  // Nothing is stored before the visitor puts something in the cart (strictly necessary storage only).
  expect(await storedCart(page)).toBeNull();
  // The form says, beside its button, that adding sends nothing.
  await expect(form.getByTestId('lead-cart-note')).toHaveText(cartLabels.howSending);
  const leadPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/lead') leadPosts.push(r.headers()['idempotency-key'] ?? '');
  });
  await form.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  const added = page.getByRole('dialog', { name: 'Oferta adicionada ao carrinho' });
  await expect(added).toContainText('A oferta foi adicionada ao seu carrinho.');
  await expect(added.getByTestId('lead-cart-not-sent')).toHaveText(cartLabels.notSentYet);
  await saveShot(page, 'cart-added-1280');
  await expectNoSeriousViolations(page);
  // Adding sent nothing: no lead call, no lead stored for the person.
  expect(leadPosts).toEqual([]);
  expect(await leadsOf(request, person.cpf)).toEqual([]);
  const entries = JSON.parse((await storedCart(page))!) as ShoppingCartEntry[];
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ title: 'Fiat Mobi Like 2026', unit: expect.any(Number), address: expect.stringMatching(/^\/\?offerId=fiat-mobi-l10&/) });
  // The person's data never reach the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  for (const secret of [person.cpf, '529.982.247-25', person.email, 'Otávio']) expect(stored).not.toContain(secret);

  await added.getByRole('button', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/carrinho\?demo=cart$/);
  const cart = page.getByTestId('cart-page');
  await expect(cart.getByRole('heading', { level: 1, name: 'Seu carrinho' })).toBeVisible();
  await expect(cart.getByTestId('cart-how-sending')).toHaveText(cartLabels.howSending);
  const entry = cart.getByTestId('cart-entry');
  await expect(entry).toHaveCount(1);
  // Cart total = plan price × months, to the centavo.
  await expect(entry.getByTestId('cart-entry-total')).toHaveText(formatBRL(cartEntryTotal(entries[0]!)));
  await expect(cart.getByTestId('cart-total')).toHaveText(formatBRL(cartGrandTotal(entries)));
  await expect(entry.getByTestId('cart-months')).toHaveText(`${entries[0]!.unit} meses`);
  await saveShot(page, 'cart-1280', { fullPage: true });
  await expectNoSeriousViolations(page);

  // Sending is the cart's own step: one lead, with an Idempotency-Key, then the offer leaves the cart with its code.
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/lead' && r.request().method() === 'POST');
  await entry.getByRole('button', { name: 'Enviar Fiat Mobi Like 2026 à concessionária' }).click();
  const answer = (await (await created).json()) as { id: string };
  expect(leadPosts).toHaveLength(1);
  expect(leadPosts[0]).toMatch(/^[0-9a-f-]{36}$/);
  const sent = cart.getByTestId('cart-sent');
  await expect(sent).toContainText(cartLabels.sentEntry('Fiat Mobi Like 2026', proposalCodeOf(answer.id)));
  await expect(cart.getByTestId('cart-empty')).toHaveText('Seu carrinho está vazio.');
  expect(await storedCart(page)).toBeNull();
  const leads = await leadsOf(request, person.cpf);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ id: answer.id, dealerCode: '10101', offerId: 'fiat-mobi-l10' });
  await saveShot(page, 'cart-sent-1280', { fullPage: true });
  await expectNoSeriousViolations(page);

  // Added again, then the page reloaded: the offer stays, its lead does not (the person's data live in the page only);
  // the entry says so and opens the offer as configured.
  await page.goto('/?demo=cart&offerId=fiat-mobi-l10');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillPerson(page, person);
  await chooseDealer(page, 'Paulista Motores');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await page.getByRole('dialog', { name: 'Oferta adicionada ao carrinho' }).getByRole('button', { name: 'Ver carrinho' }).click();
  await expect(cart.getByTestId('cart-send')).toBeVisible();
  await page.reload();
  await expect(cart.getByTestId('cart-entry')).toHaveCount(1);
  await expect(cart.getByTestId('cart-send')).toHaveCount(0);
  await expect(cart.getByTestId('cart-reopen-note')).toHaveText(cartLabels.reopenToSend);
  await expect(cart.getByRole('link', { name: 'Abrir a oferta' })).toHaveAttribute('href', entries[0]!.address!);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cart.getByTestId('cart-entry')).toBeInViewport();
  await saveShot(page, 'cart-390', { fullPage: true });
  await expectNoSeriousViolations(page);

  // /carrinho opened outside cart mode (a bookmark): the same cart, no crash.
  await page.goto('/carrinho');
  await expect(cart.getByRole('heading', { level: 1, name: 'Seu carrinho' })).toBeVisible();
  await expect(cart.getByTestId('cart-entry')).toHaveCount(1);
  await expect(page.getByText('Um erro ocorreu')).toHaveCount(0);

  // 'Remover': the cart is empty and no longer stored.
  await cart.getByRole('button', { name: 'Remover Fiat Mobi Like 2026 do carrinho' }).click();
  await expect(cart.getByTestId('cart-empty')).toHaveText('Seu carrinho está vazio.');
  expect(await storedCart(page)).toBeNull();
  await saveShot(page, 'cart-empty-390');
  await expectNoSeriousViolations(page);
  expect(await leadsOf(request, person.cpf)).toHaveLength(1);
});
