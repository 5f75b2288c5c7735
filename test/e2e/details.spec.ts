/**
 * Offer details end to end: the real built app and server on a fresh
 * database. Figures are checked against models/ for the same choices.
 */
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, mobiLead, saveShot, sendLead, signedIn } from './helpers';
import { formatPriceHeader } from '../../models/common/money';
import { formatBRL, formatDecimal } from '../../models/common/money';
import type { Offer } from '../../models/offer/offer';
import { configurationBounds, detailsPrice, initialConfiguration, planComparison, type DetailsConfiguration } from '../../models/pricing/offer-details';

const JOAO = { email: 'joao@flua.example', password: 'Flua@Cliente2', cpf: '468.213.579-19', name: 'João Pedro Oliveira' };

const OFFER_ID = 'fiat-mobi-l10';

async function loadOffer(page: Page): Promise<Offer> {
  const res = await page.request.get(`/api/offers/${OFFER_ID}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Offer;
}

async function expectSummary(page: Page, offer: Offer, config: DetailsConfiguration) {
  const price = detailsPrice(offer, config);
  const summary = page.getByTestId('summary');
  await expect(summary.getByTestId('summary-period')).toHaveText(`${config.period} meses`);
  await expect(summary.getByTestId('summary-km')).toHaveText(`${config.km.toLocaleString('pt-BR')} km`);
  await expect(summary.getByTestId('summary-entrada')).toHaveText(formatBRL(price.financing.firstPayment));
  await expect(summary.getByTestId('summary-monthly')).toHaveText(formatBRL(price.ranges[0]!.amount));
  await expect(page.getByTestId('price-header')).toHaveText(formatPriceHeader(config.period, price.ranges[0]!.amount));
  if (price.financing.discount > 0) {
    // Per month, beside the month's price before discounts; the contract's saving said as such.
    await expect(summary.getByTestId('summary-base')).toHaveText(formatBRL(price.parts.total));
    await expect(summary.getByTestId('summary-discount-entrada')).toHaveText(`− ${formatBRL(price.financing.instalment)}/mês`);
    await expect(summary.getByTestId('summary-entrada-saving')).toHaveText(`Economia com a entrada no contrato todo: ${formatBRL(price.financing.discount)}`);
  }
}

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

/** The configuration the test builds, in models/ terms. */
function configured(offer: Offer, entrada: number): DetailsConfiguration {
  return {
    ...initialConfiguration(offer, {
      period: 36,
      km: 2000,
      colorId: offer.colors.find((c) => c.category === 'P')!.colorId,
      optionalId: offer.optionals.find((o) => o.code === 'TETO')!.optionalId,
      additionalIds: ['1', '2', '4'],
      plateNumber: 7,
    }),
    initialPayment: entrada,
  };
}

async function configure(page: Page, offer: Offer): Promise<DetailsConfiguration> {
  await radio(page, '36 Meses').click();
  await radio(page, '2.000 km por mês').click();
  await radio(page, 'Branco Alaska').click();
  await radio(page, 'Teto solar elétrico').click();
  await page.getByRole('checkbox', { name: 'Final de placa' }).click();
  // The plate error shows once the visitor tries to continue without the number, and continuing stays on the page.
  await expect(page.getByText('A seleção do número do final de placa é obrigatória.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('A seleção do número do final de placa é obrigatória.')).toBeVisible();
  await expect(page.getByTestId('lead-step')).toHaveCount(0);
  await radio(page, 'FINAL DE PLACA 7').click();
  await page.getByRole('checkbox', { name: 'Película de proteção solar (insulfilm)' }).click();
  await page.getByRole('checkbox', { name: 'Motorista adicional' }).click();
  const draft = configured(offer, 0);
  const entrada = configurationBounds(offer, draft).min + 12_345;
  await page.getByRole('textbox', { name: 'Valor da entrada' }).fill(String(entrada));
  await expect(page.getByRole('textbox', { name: 'Valor da entrada' })).toHaveValue(formatDecimal(entrada));
  return configured(offer, entrada);
}

test('opening an offer pushes the virtual page view, and closing clears offerId, editable and leadId', async ({ page, browser }) => {
  await page.goto('/');
  // The card's details button ('QUERO ESTE', or a campaign's label) is named '{label}: {model} {version} {year}'.
  await page.getByTestId('offer-card').first().getByRole('button', { name: /^[^:]+: .+ \d{4}$/ }).click();
  await expect(page.getByTestId('summary')).toBeVisible();
  const offerId = new URL(page.url()).searchParams.get('offerId');
  // With the details component's tracking properties: the entry waits for them.
  await expect.poll(() => page.evaluate(() => window.dataLayer)).toContainEqual({
    event: 'flua.interaction',
    interactionType: 'detailsView',
    trackingId: 'flua-offer-details',
    offerId,
    virtualPagePath: `/vpv/flua/${offerId}/detalhes`,
    pageSection: 'detalhes-da-oferta',
    componentName: 'configurador-da-oferta',
    contentGroup: 'ofertas',
  });

  // The customer's edit address of João's own lead: closing the details leaves the edit.
  const joao = await signedIn(browser, JOAO);
  const leadId = await sendLead(joao, mobiLead(JOAO, 24, 1000, '268', 2), 'e2e-details-close');
  const edit = await joao.newPage();
  await edit.goto(`/?offerId=${OFFER_ID}&editable=true&leadId=${leadId}&dealerCode=10101`);
  await expect(edit.getByRole('heading', { level: 1, name: 'Fiat Mobi Like 2026' })).toBeVisible();
  await expect(edit).toHaveURL(/period=24/);
  await edit.getByRole('button', { name: 'Voltar para as ofertas' }).click();
  await expect(edit.getByTestId('offer-card').first()).toBeVisible();
  const url = new URL(edit.url());
  expect(url.searchParams.get('offerId')).toBeNull();
  expect(url.searchParams.get('editable')).toBeNull();
  expect(url.searchParams.get('leadId')).toBeNull();
  expect(url.searchParams.get('period')).toBeNull();
  expect(url.searchParams.get('dealerCode')).toContain('10101');
  await joao.close();
});

test('configure an offer through every control: the summary equals models/, and a reload keeps it', async ({ page }) => {
  const offer = await loadOffer(page);
  await page.goto(`/?offerId=${OFFER_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fiat Mobi Like 2026' })).toBeVisible();
  await expect(page.getByText('1.0 · Manual · Flex · 4 portas')).toBeVisible();
  await expectSummary(page, offer, initialConfiguration(offer));

  const config = await configure(page, offer);
  await expectSummary(page, offer, config);
  const summary = page.getByTestId('summary');
  await expect(summary.getByTestId('summary-colour')).toContainText('Branco Alaska');
  await expect(summary.getByTestId('summary-optional')).toContainText('Teto solar elétrico');
  await expect(summary.getByTestId('summary-plate')).toContainText('7');
  await expect(page.getByTestId('entrada-financing')).toContainText(formatBRL(detailsPrice(offer, config).financing.monthlyValue));
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();

  // The configuration lives in the address: a reload reopens it.
  await page.reload();
  await expect(radio(page, '36 Meses')).toHaveAttribute('aria-checked', 'true');
  await expect(radio(page, '2.000 km por mês')).toHaveAttribute('aria-checked', 'true');
  await expect(radio(page, 'Branco Alaska')).toHaveAttribute('aria-checked', 'true');
  await expect(radio(page, 'FINAL DE PLACA 7')).toHaveAttribute('aria-checked', 'true');
  await expectSummary(page, offer, config);

  // Changing the period resets ENTRADA to zero.
  await radio(page, '12 Meses').click();
  await expect(page.getByRole('textbox', { name: 'Valor da entrada' })).toHaveValue('0,00');
  const at12 = initialConfiguration(offer, { ...config, period: 12, km: undefined as unknown as number, initialPayment: 0 });
  await expectSummary(page, offer, at12);

  // The comparison chooses another plan.
  const comparison = page.getByTestId('comparison');
  await expect(comparison.getByTestId('comparison-plan')).toHaveCount(planComparison(offer, at12).length);
  const choose = comparison.getByRole('button', { name: /^Escolher este plano de/ }).first();
  const [, months, km] = /de (\d+) meses e ([\d.]+) km/.exec((await choose.getAttribute('aria-label')) ?? '')!;
  await choose.click();
  await expect(summary.getByTestId('summary-period')).toHaveText(`${months} meses`);
  await expect(summary.getByTestId('summary-km')).toHaveText(`${km} km`);

  // Continuar → the lead step with the summary; Voltar comes back.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('lead-step')).toBeVisible();
  await expect(page.getByTestId('colour-picker')).toHaveAttribute('data-enabled', 'false');
  await page.getByTestId('lead-step').getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
});

test('entrada below the minimum blocks with the red minimum; a digit past the maximum is refused, keeping what was typed', async ({ page }) => {
  const offer = await loadOffer(page);
  await page.goto(`/?offerId=${OFFER_ID}`);
  const bounds = configurationBounds(offer, initialConfiguration(offer));
  const input = page.getByRole('textbox', { name: 'Valor da entrada' });
  const cont = page.getByRole('button', { name: 'Continuar' });

  await input.fill(String(bounds.min - 1));
  await expect(page.getByRole('alert')).toHaveText(`Valor mínimo de entrada: ${formatBRL(bounds.min)}`);
  await expect(page.getByTestId('entrada-minimum')).toHaveCSS('color', 'rgb(176, 0, 32)');
  await expect(cont).toBeDisabled();

  await input.fill(String(bounds.max));
  await expect(cont).toBeEnabled();
  // One digit too many, typed key by key: refused, the amount typed stays and may go on.
  await input.press('End');
  await input.press('7');
  await expect(page.getByRole('alert')).toHaveText(`Valor máximo de entrada: ${formatBRL(bounds.max)}. A entrada continua em ${formatBRL(bounds.max)}.`);
  await expect(page.getByTestId('entrada-maximum')).toHaveCSS('color', 'rgb(176, 0, 32)');
  await expect(input).toHaveValue(formatDecimal(bounds.max));
  await expect(cont).toBeEnabled();
  await input.press('-');
  await expect(input).toHaveValue(formatDecimal(bounds.max));
});

test('info modals, terms tabs and FAQ read the server', async ({ page }) => {
  await page.goto(`/?offerId=${OFFER_ID}`);
  await page.getByRole('button', { name: /^Detalhes: Pacote Tecnologia/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Pacote Tecnologia' }).first()).toBeVisible();
  await expect(dialog.locator('strong')).toHaveText('visão de cima');
  expect(await dialog.locator('a[href^="javascript"]').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Detalhes: Final de placa' }).click();
  await expect(page.getByRole('dialog')).toContainText('0 a 9');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const items = page.getByRole('tab', { name: 'ITENS DE SÉRIE' });
  await items.click();
  await expect(page.getByTestId('standard-items').getByRole('listitem').first()).toBeVisible();
  await items.click();
  await expect(page.getByTestId('standard-items')).toHaveCount(0);
  await page.getByRole('tab', { name: 'CONDIÇÕES GERAIS' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('análise de crédito');

  await page.getByRole('button', { name: 'Ficou alguma dúvida?' }).click();
  const faq = page.getByRole('dialog', { name: 'Ficou alguma dúvida?' });
  await expect(faq.getByTestId('faq-entry')).toHaveCount(8);
  // The dialog takes the focus, not its search (on a phone the keyboard would cover the answers); Tab reaches it.
  await expect(faq).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(faq.getByPlaceholder('Pesquise aqui')).toBeFocused();
  await faq.getByPlaceholder('Pesquise aqui').fill('PLACA');
  await expect(faq.getByTestId('faq-entry')).toHaveCount(1);
  await faq.getByPlaceholder('Pesquise aqui').fill('pl');
  await expect(faq.getByTestId('faq-entry')).toHaveCount(8);
});

test('share copies the link and shows the toast; the menu says where a message goes and closes on Escape and outside', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/?offerId=${OFFER_ID}`);
  await radio(page, '36 Meses').click();
  const share = page.getByRole('button', { name: 'Compartilhar' });
  const menu = page.getByRole('menu', { name: 'Compartilhar' });
  // Escape and a click elsewhere close the menu (it never stays open over the price or into the lead step).
  await share.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await share.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toHaveCount(0);
  await share.click();
  await expect(menu.getByRole('menuitem', { name: 'Enviar como mensagem Abre o WhatsApp' })).toBeVisible();
  await saveShot(page, 'share-menu-1280');
  await expectNoSeriousViolations(page);
  await menu.getByRole('menuitem', { name: 'Copiar a URL' }).click();
  await expect(page.getByText('Link copiado com sucesso').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  expect(page.url()).toContain('period=36');
  await expect(page.getByText('Link copiado com sucesso')).toHaveCount(0, { timeout: 3000 });
});

/** Two optionals cannot go together: the second replaces the first, and the message says why. */
async function expectOptionalConflict(page: Page, first: RegExp | string, second: RegExp | string, shot: string) {
  const optionals = page.getByTestId('optionals');
  await optionals.getByRole('radio', { name: first }).click();
  await expect(optionals.getByRole('radio', { name: first })).toHaveAttribute('aria-checked', 'true');
  await expect(optionals.getByRole('status')).toHaveText('');
  await optionals.getByRole('radio', { name: second }).click();
  await expect(optionals.getByRole('status')).toHaveText('Não é possível adicionar dois opcionais juntos');
  await expect(optionals.getByRole('radio', { name: second })).toHaveAttribute('aria-checked', 'true');
  await expect(optionals.getByRole('radio', { name: first })).toHaveAttribute('aria-checked', 'false');
  await saveShot(optionals, shot);
}

test('the details page has no serious or critical accessibility violations (with the optionals\' conflict message)', async ({ page }) => {
  await page.goto(`/?offerId=${OFFER_ID}`);
  await page.getByRole('checkbox', { name: 'Final de placa' }).click();
  await expect(page.getByTestId('plate-picker')).toBeVisible();
  await expectOptionalConflict(page, /^Pacote Tecnologia/, 'Teto solar elétrico', 'optional-conflict-1280');
  await expectNoSeriousViolations(page);
  // Choosing none clears the message.
  await page.getByTestId('optionals').getByRole('radio', { name: 'Sem opcionais' }).click();
  await expect(page.getByTestId('optional-conflict')).toHaveCount(0);
});

test('an offer in a campaign shows the campaign background and disclaimer; others keep the plain page', async ({ page }) => {
  // index.html's demo configuration: the v2 campaign for the 'novo' tag (NOVIDADE) sets both.
  await page.goto('/?offerId=fiat-pulse-a10');
  const backdrop = page.getByTestId('campaign-backdrop');
  await expect(page.getByTestId('summary')).toBeVisible();
  await expect(backdrop).toHaveAttribute('data-campaign', 'novo');
  await expect(backdrop).toHaveCSS('background-color', 'rgb(220, 239, 227)');
  await expect(page.getByTestId('campaign-disclaimer')).toHaveText(/^Campanha NOVIDADE: condições válidas para contratos assinados até 31\/12\/2026/);
  // The offer's own disclaimer stays, on the plain surface the details sit on.
  await expect(page.getByTestId('disclaimer')).toBeVisible();
  await expect(page.getByTestId('offer-details')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expectNoSeriousViolations(page);

  // The Mobi carries only the v1 'promo' tag: card styling, but no page campaign.
  await page.goto(`/?offerId=${OFFER_ID}`);
  await expect(page.getByTestId('summary')).toBeVisible();
  await expect(page.getByTestId('campaign-backdrop')).not.toHaveAttribute('data-campaign', /.+/);
  await expect(page.getByTestId('campaign-disclaimer')).toHaveCount(0);
});

test('works on a 390 px phone', async ({ page }) => {
  const offer = await loadOffer(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/?offerId=${OFFER_ID}`);
  await expect(page.getByTestId('summary')).toBeVisible();
  // The suggestions arrive last: one card a page on a phone, and the page never scrolls sideways.
  await expect(page.getByTestId('suggestion-card')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const config = await configure(page, offer);
  await expectSummary(page, offer, config);
  await expectOptionalConflict(page, 'Teto solar elétrico', /^Pacote Tecnologia/, 'optional-conflict-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const main = await page.getByTestId('plans').boundingBox();
  const summary = await page.getByTestId('summary').boundingBox();
  expect(main && summary && summary.y > main.y).toBe(true);
  await expectNoSeriousViolations(page);
});

test('the details page suggests up to 4 other offers, never the open one', async ({ page }) => {
  await page.goto(`/?offerId=${OFFER_ID}`);
  const suggestions = page.getByTestId('suggestions');
  await expect(suggestions).toBeVisible();
  const res = await page.request.get(`/api/suggestions?offer_count=4&brands=FIAT,JEEP,PEUGEOT,CITROEN&offer_id=${OFFER_ID}`);
  const answer = (await res.json()) as { id: string }[];
  expect(answer.length).toBeGreaterThan(0);
  expect(answer.length).toBeLessThanOrEqual(4);
  expect(answer.map((s) => s.id)).not.toContain(OFFER_ID);
  await expect(suggestions.getByTestId('suggestion-card').first()).toBeVisible();
  await expect(suggestions.getByText('ver detalhes').first()).toBeVisible();
});
