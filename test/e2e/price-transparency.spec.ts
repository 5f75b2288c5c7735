/**
 * Prices with nothing hidden, end to end: beside VALOR MENSAL the details
 * page states the contract's full cost (entrada + every instalment, a
 * first-months coupon's ranges included) and what 10 % and 25 % more km
 * cost, and what the monthly price includes and excludes, every figure
 * computed here from the offer's own answer (and the coupon's), never read
 * off the page. One page load, axe at 1280 and 390.
 */
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, saveShot } from './helpers';
import { couponTermsOf } from '../../models/lead/lead-pricing';
import { groupedInteger } from '../../models/labels/plan';
import { formatBRL } from '../../models/common/money';
import type { Offer } from '../../models/offer/offer';
import { detailsPrice, initialConfiguration } from '../../models/pricing/offer-details';
import type { CouponValidationAnswer } from '../../models/coupon/coupon-rules';

const MOBI = 'fiat-mobi-l10';

async function offerOf(page: Page, id: string): Promise<Offer> {
  const res = await page.request.get(`/api/offers/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Offer;
}

/** What driving `percent` % more than the plan costs, straight from the offer's figures. */
function overrun(offer: Offer, km: number, months: number, percent: number) {
  return { km: Math.round((km * months * percent) / 100), cost: Math.round((km * months * percent * offer.excessKmPrice!) / 100) };
}

test("the details state the contract's full cost, the excess km at 10 % and 25 % more and what the price includes", async ({ page }) => {
  const offer = await offerOf(page, MOBI);
  expect(offer.excessKmPrice).toBeGreaterThan(0);
  expect(offer.insuranceDeductible).toBeGreaterThan(0);
  await page.goto(`/?offerId=${MOBI}`);
  const costs = page.getByTestId('summary').getByTestId('contract-cost');

  // The opening plan (the card's: 36 months, 1.000 km), no entrada, no coupon: 36 × VALOR MENSAL.
  const opening = initialConfiguration(offer);
  const plan = offer.rentalPlanList.find((p) => p.period === opening.period && p.km === opening.km)!;
  const price = detailsPrice(offer, opening);
  await expect(page.getByTestId('summary-monthly')).toHaveText(formatBRL(price.ranges[0]!.amount));
  await expect(costs.getByTestId('full-cost')).toHaveText(formatBRL(price.ranges[0]!.amount * plan.period));
  await expect(costs.getByTestId('excess-km-price')).toHaveText(`${formatBRL(offer.excessKmPrice!)} por km`);
  for (const percent of [10, 25]) {
    const expected = overrun(offer, plan.km, plan.period, percent);
    await expect(costs.getByTestId(`overrun-${percent}`)).toContainText(`${groupedInteger(expected.km)} km no contrato`);
    await expect(costs.getByTestId(`overrun-${percent}-cost`)).toHaveText(formatBRL(expected.cost));
  }
  // What the price includes and excludes, from the offer's fields.
  await expect(page.getByTestId('price-inclusions').getByTestId('price-included')).toContainText(`Seguro (franquia de ${formatBRL(offer.insuranceDeductible!)})`);
  for (const item of ['IPVA', 'Licenciamento', 'Manutenção preventiva', 'Assistência 24 horas']) await expect(page.getByTestId('price-inclusions').getByTestId('price-included')).toContainText(item);
  for (const item of ['Combustível', 'Multas de trânsito', 'Troca de pneus']) await expect(page.getByTestId('price-inclusions').getByTestId('price-excluded')).toContainText(item);

  // 36 months with a first-months coupon: the full cost counts both ranges, as the summary's VALOR FINAL does.
  await page.getByRole('radio', { name: '36 Meses' }).click();
  await page.getByLabel('Cupom de desconto').fill('tresmeses');
  await page.getByLabel('Cupom de desconto').press('Enter');
  await expect(page.getByTestId('coupon-applied')).toContainText('Cupom TRESMESES aplicado');
  const answer = await page.request.post(`/api/coupons/validate/TRESMESES/offer/${MOBI}/period/36`);
  expect(answer.ok()).toBe(true);
  const coupon = couponTermsOf(((await answer.json()) as CouponValidationAnswer).coupon);
  const config = initialConfiguration(offer, { period: 36, km: 1000 });
  const withCoupon = detailsPrice(offer, config, coupon);
  const [first, rest] = withCoupon.ranges;
  expect(first!.toMonth).toBeLessThan(36);
  const fullCost = first!.amount * first!.toMonth + rest!.amount * (36 - first!.toMonth);
  expect(fullCost).toBeLessThan(rest!.amount * 36);
  await expect(costs.getByTestId('full-cost')).toHaveText(formatBRL(fullCost));
  for (const percent of [10, 25]) await expect(costs.getByTestId(`overrun-${percent}-cost`)).toHaveText(formatBRL(overrun(offer, 1000, 36, percent).cost));

  await expectNoSeriousViolations(page);
  await saveShot(page, 'price-transparency-1280', { fullPage: true });
  await saveShot(page.getByTestId('summary'), 'price-transparency-1280-summary');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(costs.getByTestId('full-cost')).toBeVisible();
  await expectNoSeriousViolations(page);
  await saveShot(page.getByTestId('summary'), 'price-transparency-390-summary');
  await saveShot(page, 'price-transparency-390', { fullPage: true });
});
