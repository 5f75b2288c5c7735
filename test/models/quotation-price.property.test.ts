/**
 * Property tests of the fleet quotation's commission and monthly price
 * against an independent computation of the spec's formula (001 §9), over
 * every commission percentage from 0.5 to 5:
 *
 *   commission = (carPrice × c% − carPrice × 5 %) / months − discount(c) / months
 *   monthly    = colour + mileage + insulfilm + plate + maintenance + insurance + commission
 *
 * The reference works in exact rational arithmetic (BigInt, in units of
 * 1/200 centavo) and rounds once, half-up, as pricing.ts documents.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPrice, changeModel, choosePeriod, emptyCard, type FleetVehicle } from '../../models/quotation/fleet-quotation';
import { COMMISSION_OPTIONS, commissionPerMonth } from '../../models/pricing/pricing';

/** Half-up rounding of num/den (den > 0) in BigInt. */
function roundHalfUp(num: bigint, den: bigint): bigint {
  const q = num / den;
  const r = num % den;
  // Floor division first (BigInt truncates towards zero).
  const floor = r < 0n ? q - 1n : q;
  const rem = num - floor * den; // 0 ≤ rem < den
  return 2n * rem >= den ? floor + 1n : floor;
}

/** The spec's commission term, computed from percentages written as text (no binary fractions). */
function referenceCommission(carPrice: number, percent: number, months: number, discount: number): number {
  // percent is a multiple of 0.5: written exactly as tenths.
  const tenths = BigInt(Math.round(Number(percent.toFixed(1)) * 10));
  const car = BigInt(carPrice);
  // (car × tenths/1000 − car × 50/1000 − discount) / months, over a common denominator 1000 × months.
  const num = car * tenths - car * 50n - BigInt(discount) * 1000n;
  return Number(roundHalfUp(num, 1000n * BigInt(months)));
}

const percentArb = fc.constantFrom(...COMMISSION_OPTIONS);
const carPriceArb = fc.integer({ min: 0, max: 100_000_000 }); // up to R$ 1 milhão
const monthsArb = fc.integer({ min: 1, max: 60 });
const centavosArb = fc.integer({ min: 0, max: 2_000_000 });

describe('commission per month (property)', () => {
  it('covers every option from 0.5 % to 5 % in steps of 0.5', () => {
    expect(COMMISSION_OPTIONS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  for (const percent of COMMISSION_OPTIONS) {
    it(`matches the spec's formula at ${percent} %`, () => {
      fc.assert(
        fc.property(carPriceArb, monthsArb, fc.integer({ min: 0, max: 5_000_000 }), (carPrice, months, discount) => {
          const discounts = [{ commission_percentage: percent, discount_value: discount }, { commission_percentage: percent === 5 ? 4.5 : 5, discount_value: 123 }];
          expect(commissionPerMonth(carPrice, percent, months, discounts)).toBe(referenceCommission(carPrice, percent, months, discount));
          // Without a configured discount, the discount is zero.
          expect(commissionPerMonth(carPrice, percent, months, [])).toBe(referenceCommission(carPrice, percent, months, 0));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('is zero at 5 % without a discount and never positive', () => {
    fc.assert(
      fc.property(carPriceArb, monthsArb, percentArb, (carPrice, months, percent) => {
        expect(commissionPerMonth(carPrice, 5, months)).toBe(0);
        expect(commissionPerMonth(carPrice, percent, months)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('monthly price of a card (property)', () => {
  const vehicleArb = fc.record({
    carPrice: carPriceArb,
    months: monthsArb,
    km: fc.constantFrom(500, 1000, 2000, 3000),
    mileage: centavosArb,
    colour: centavosArb,
    insulfilm: centavosArb,
    plate: centavosArb,
    maintenance: centavosArb,
    insurance: centavosArb,
    plateEnding: fc.constantFrom<'Não' | number>('Não', 0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
    amount: fc.integer({ min: 1, max: 15 }),
    percent: percentArb,
    discount: fc.integer({ min: 0, max: 5_000_000 }),
  });

  it('is colour + mileage + insulfilm + plate + maintenance + insurance + the commission term, never below zero; totals × amount × months', () => {
    fc.assert(
      fc.property(vehicleArb, (v) => {
        const vehicle: FleetVehicle = {
          offerId: 'o',
          brand: 'fiat',
          title: 'Fiat',
          carPrice: v.carPrice,
          rentalPlanList: [{ period: v.months, km: v.km, price: v.mileage, monthlyInterestRate: 0, selectedByDefault: true }],
          colors: [{ colorId: 'c', code: 'C', name: 'Cor', category: 'M', value: v.colour, rgb: '#000', associatedPeriod: [] }],
          additionalItemsList: [
            { id: '1', name: 'Placa', value: v.plate, type: 'PLATE_NUMBER_ENDING', required: 0, associatedPeriod: [] },
            { id: '2', name: 'Insulfilm', value: v.insulfilm, type: 'DEFAULT', required: 0, associatedPeriod: [], locavia_code: 'ABC' },
            { id: '3', name: 'Manutenção', value: v.maintenance, type: 'DEFAULT', required: 1, associatedPeriod: [], locavia_code: 'ADD19' },
            { id: '4', name: 'Seguro', value: v.insurance, type: 'DEFAULT', required: 1, associatedPeriod: [], locavia_code: 'ADD20' },
          ],
          optionals: [],
        };
        const card = { ...choosePeriod(changeModel(emptyCard('1'), 'o'), vehicle, v.months), km: v.km, colorId: 'c', plateEnding: v.plateEnding, amount: v.amount, commission: v.percent };
        const discounts = [{ commission_percentage: v.percent, discount_value: v.discount }];
        const price = cardPrice(vehicle, card, discounts)!;
        const commission = referenceCommission(v.carPrice, v.percent, v.months, v.discount);
        const plate = v.plateEnding === 'Não' ? 0 : v.plate;
        const expected = Math.max(0, v.colour + v.mileage + v.insulfilm + plate + v.maintenance + v.insurance + commission);
        expect(price.parts.commission).toBe(commission);
        expect(price.monthly).toBe(expected);
        expect(price.monthlyPaymentAmount).toBe(Number((expected / 100).toFixed(2)));
        expect(price.monthlyAll).toBe(expected * v.amount);
        expect(price.contract).toBe(expected * v.amount * v.months);
        expect(price.initialPrice - price.discount - price.bonus).toBe(v.colour + v.mileage + v.insulfilm + plate + v.maintenance + v.insurance + commission);
      }),
      { numRuns: 500 },
    );
  });
});
