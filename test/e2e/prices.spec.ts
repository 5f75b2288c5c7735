/**
 * Prices and coupons a person can trust, end to end (the built app and the
 * real server on a fresh database): cards show a price a configuration
 * reaches, the automatic coupon follows the period both ways without an
 * error, a wrong code keeps the discount, the comparison marks the real
 * lowest, the header follows the summary's ranges, every figure of a
 * screen agrees, and the address keeps plain strings and the coupon.
 */
import { expect, test, type Page } from './fixtures';
import { rememberSaoPaulo, saveShot } from './helpers';
import { formatInstalmentsHeader } from '../../models/common/money';
import { formatBRL } from '../../models/common/money';
import type { Offer } from '../../models/offer/offer';
import { detailsPrice, initialConfiguration, planComparison } from '../../models/pricing/offer-details';
import type { CouponTerms } from '../../models/pricing/pricing';

const MOBI = 'fiat-mobi-l10';

async function offerOf(page: Page, id: string): Promise<Offer> {
  const res = await page.request.get(`/api/offers/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Offer;
}

/** The card of `id`, after the showcase filter `filter` (scrolling until it is there). */
async function cardOf(page: Page, id: string, filter: string) {
  await page.getByRole('group', { name: 'Filtrar ofertas' }).getByRole('button', { name: filter, exact: true }).click();
  const card = page.locator(`[data-testid="offer-card"][data-offer-id="${id}"]`);
  // Scroll (infinite scroll loads more) until the card is there; each round waits for it, never a fixed time.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(card).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [0] });
  return card;
}

const couponField = (page: Page) => page.getByTestId('coupon-field');
const couponInput = (page: Page) => page.getByLabel('Cupom de desconto');

test("the cards' 'A PARTIR DE' is a price a configuration reaches", async ({ page }) => {
  await page.goto('/');
  const cronos = await cardOf(page, 'fiat-cronos-p13', 'Sedã');
  // R$ 2.899,90 plan + R$ 99,90 required optional.
  await expect(cronos.getByTestId('card-price')).toContainText(formatBRL(299980));
  await expect(cronos.getByTestId('card-price')).not.toContainText(formatBRL(289990));
  const compass = await cardOf(page, 'jeep-compass-l13', 'Renegade e Compass');
  await expect(compass.getByTestId('card-price')).toContainText(formatBRL(539990));
  await expect(compass.getByTestId('card-price')).not.toContainText(formatBRL(529990));
});

test('opening an offer keeps dealerCode=30101 a plain string in the address', async ({ page }) => {
  await page.goto('/?dealerCode=30101');
  await page.getByTestId('offer-card').first().getByTestId('card-details-button').click();
  await expect(page).toHaveURL(/[?&]offerId=/);
  expect(page.url()).toContain('dealerCode=30101');
  expect(page.url()).not.toContain('%22');
});

test('the automatic coupon follows the period both ways, silently; a wrong code keeps its discount', async ({ page }) => {
  await rememberSaoPaulo(page);
  // Every automatic-coupon lookup is answered 200 (an absent coupon is null, not a 404 in the console).
  const automaticLookups: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/coupons/default/')) automaticLookups.push(r.status());
  });
  await page.goto(`/?offerId=${MOBI}`);
  const summary = page.getByTestId('summary');
  // The Mobi opens on its card's plan, 36 months: the automatic coupon applies at once.
  await expect(summary.getByTestId('summary-period')).toHaveText('36 meses');
  await expect(page.getByTestId('coupon-applied')).toContainText('Cupom FLUAAUTO aplicado');
  await expect(page.getByTestId('coupon-base')).toHaveText('O percentual vale sobre o preço do plano: cor, opcional e adicionais ficam fora do desconto.');
  await expect(summary.getByTestId('summary-discount-coupon')).toBeVisible();
  await expect(summary).toContainText('DESCONTO DO CUPOM');

  await page.getByRole('radio', { name: '24 Meses' }).click();
  await expect(summary.getByTestId('summary-period')).toHaveText('24 meses');
  await expect(couponField(page)).toHaveAttribute('data-status', 'idle');
  await expect(page.getByTestId('coupon-applied')).toHaveCount(0);

  await page.getByRole('radio', { name: '36 Meses' }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText('Cupom FLUAAUTO aplicado');
  await expect(summary.getByTestId('summary-discount-coupon')).toBeVisible();

  await page.getByRole('radio', { name: '24 Meses' }).click();
  await expect(summary.getByTestId('summary-period')).toHaveText('24 meses');
  await expect(page.getByTestId('coupon-applied')).toHaveCount(0);
  await expect(page.getByTestId('coupon-error')).toHaveCount(0);
  await expect(page.getByText('Cupom indisponível')).toHaveCount(0);
  await expect(summary.getByTestId('summary-discount-coupon')).toHaveCount(0);

  await page.getByRole('radio', { name: '36 Meses' }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText('Cupom FLUAAUTO aplicado');
  const monthlyWithCoupon = await summary.getByTestId('summary-monthly').textContent();

  await couponInput(page).fill('ERRADO');
  await couponInput(page).press('Enter');
  await expect(page.getByTestId('coupon-error')).toHaveText('Cupom indisponível');
  // The refused code is cleared from the field; the automatic coupon stays applied.
  await expect(couponInput(page)).toHaveValue('');
  await expect(page.getByTestId('coupon-applied')).toContainText('Cupom FLUAAUTO aplicado');
  await expect(summary.getByTestId('summary-monthly')).toHaveText(monthlyWithCoupon!);
  expect(automaticLookups.length).toBeGreaterThanOrEqual(4);
  expect(automaticLookups.every((status) => status === 200)).toBe(true);
});

test('the comparison shows the 36-month plan and marks the real lowest monthly value', async ({ page }) => {
  const offer = await offerOf(page, MOBI);
  await page.goto(`/?offerId=${MOBI}`);
  const columns = planComparison(offer, initialConfiguration(offer));
  const lowest = columns.find((c) => c.lowestMonthly)!;
  expect([lowest.period, lowest.km]).toEqual([36, 1000]);
  const comparison = page.getByTestId('comparison');
  const plans = comparison.getByTestId('comparison-plan');
  await expect(plans).toHaveText(columns.map((c) => new RegExp(`^${c.period} meses · ${c.km.toLocaleString('pt-BR')} km/mês`)));
  const monthly = comparison.getByTestId('comparison-monthly');
  for (const [i, c] of columns.entries()) {
    await expect(monthly.nth(i)).toHaveText(c.lowestMonthly ? `${formatBRL(c.monthlyValue)}Menor valor` : formatBRL(c.monthlyValue));
  }
});

test('with a first-months coupon the header shows both ranges, every figure agrees, and the coupon stays in the address', async ({ page }) => {
  const offer = await offerOf(page, MOBI);
  await page.goto(`/?offerId=${MOBI}`);
  await page.getByRole('radio', { name: '36 Meses' }).click();
  await couponInput(page).fill('tresmeses');
  await couponInput(page).press('Enter');
  await expect(page.getByTestId('coupon-applied')).toContainText('Cupom TRESMESES aplicado');
  // A flat discount needs no word on what it counts on (a percentage one says: the plan's price alone).
  await expect(page.getByTestId('coupon-base')).toHaveCount(0);

  const config = initialConfiguration(offer, { period: 36, km: 1000 });
  const terms: CouponTerms = { type: 'flat-discount', discountAmount: 90000, recurrence: { type: 'first-few-months', months: 3 } };
  const price = detailsPrice(offer, config, terms);
  expect(price.ranges.map((r) => [r.fromMonth, r.toMonth])).toEqual([
    [1, 3],
    [4, 36],
  ]);
  const header = formatInstalmentsHeader(price.ranges);
  await expect(page.getByTestId('price-header')).toHaveText(header);
  expect(header).toBe(`3X ${formatBRL(price.ranges[0]!.amount)} + 33X ${formatBRL(price.ranges[1]!.amount)}`);
  const final = page.getByTestId('summary-final');
  await expect(final).toContainText(formatBRL(price.ranges[0]!.amount));
  await expect(final).toContainText(formatBRL(price.ranges[1]!.amount));

  // The comparison counts the coupon in the plans of its period and says so: its current column is the summary's figures.
  const current = planComparison(offer, config, { terms, everyPeriod: false }).findIndex((c) => c.current);
  await expect(page.getByTestId('comparison-monthly').nth(current)).toContainText(formatBRL(price.ranges[0]!.amount));
  await expect(page.getByTestId('comparison-total').nth(current)).toHaveText(formatBRL(price.contractTotal));
  await expect(page.getByTestId('comparison-coupon-note')).toHaveText(
    'Nos planos de 36 meses, valores com o desconto do cupom; nos outros prazos, sem ele: o cupom vale só para o prazo em que foi aplicado.',
  );

  await expect(page).toHaveURL(/[?&]coupon=TRESMESES(&|$)/);
  if (process.env.E2E_SHOTS_DIR) {
    await saveShot(page, 'details-coupon-1280', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(page, 'details-coupon-390', { fullPage: true });
    await saveShot(page, 'details-coupon-390-top');
    await saveShot(page.getByTestId('summary'), 'details-coupon-390-summary');
    await saveShot(page.getByTestId('comparison'), 'details-coupon-390-comparison');
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.reload();
  await expect(page.getByTestId('coupon-applied')).toContainText('Cupom TRESMESES aplicado');
  await expect(page.getByTestId('price-header')).toHaveText(header);
});

test('details open on the card\'s price (no entrada chosen for the person) and say when an address carries the entrada the offer suggests; a too-high entrada gets one message; the plate error waits for Continuar', async ({ page }) => {
  await page.goto('/?offerId=fiat-argo-d1a');
  await expect(page.getByTestId('price-header')).toHaveText(`36X ${formatBRL(274990)}`);
  await expect(page.getByRole('textbox', { name: 'Valor da entrada' })).toHaveValue('0,00');
  await expect(page.getByTestId('suggested-entrada')).toHaveCount(0);
  await page.goto('/?offerId=fiat-argo-d1a&entrada=1500000');
  await expect(page.getByTestId('suggested-entrada')).toHaveText(
    `Simulação com entrada de ${formatBRL(1500000)}, sugerida pela oferta. Você pode mudar ou zerar a entrada abaixo.`,
  );
  await saveShot(page, 'details-suggested-entrada-1280');
  const input = page.getByRole('textbox', { name: 'Valor da entrada' });
  await input.fill('999999999999');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toContainText('Valor máximo de entrada');
  // Refused: the suggested entrada stays, and still says where it came from.
  await expect(input).toHaveValue('15.000,00');
  await expect(page.getByTestId('suggested-entrada')).toBeVisible();

  await page.goto(`/?offerId=${MOBI}`);
  await page.getByRole('checkbox', { name: 'Final de placa' }).click();
  await expect(page.getByTestId('plate-picker')).toBeVisible();
  await expect(page.getByText('A seleção do número do final de placa é obrigatória.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('A seleção do número do final de placa é obrigatória.')).toBeVisible();
  await page.getByRole('radio', { name: 'FINAL DE PLACA 7' }).click();
  await expect(page.getByText('A seleção do número do final de placa é obrigatória.')).toHaveCount(0);
});
