/** 'A PARTIR DE' is a price a person can reach: what the offer requires is in it, and a layout price below it is refused. */
import { describe, expect, it } from 'vitest';
import { cardPlan, cardPrice } from '../../models/pricing/card-pricing';
import type { Offer } from '../../models/offer/offer';
import { offerSaveErrors, withReachableLayoutPrice } from '../../models/offer-admin/offer-validation';
import { formatInstalmentsHeader } from '../../models/common/money';
import { initialConfiguration, detailsPrice, suggestedInitialPayment } from '../../models/pricing/offer-details';
import { isLayoutPriceUnreachable, minimumMonthlyPrice, planMinimumTotal, reachableMinimumMonthly } from '../../models/pricing/pricing';
import { demoOffers } from '../../server/demo/demo-catalogue';

const byId = (id: string) => demoOffers.find((o) => o.id === id)!;

describe('the card minimum', () => {
  it('Compass Limited: R$ 5.399,90, its cheapest plan (never the R$ 5.299,90 no plan reaches)', () => {
    const compass = byId('jeep-compass-l13');
    expect(Math.min(...compass.rentalPlanList.map((p) => p.price))).toBe(539990);
    expect(cardPrice(compass).monthly).toBe(539990);
    expect(cardPrice({ ...compass, defaultLayoutInformation: { monthlyPayment: 529990 } }).monthly).toBe(539990);
    expect(offerSaveErrors({ ...compass, defaultLayoutInformation: { monthlyPayment: 529990 } })).toEqual([
      {
        field: 'defaultLayoutInformation.monthlyPayment',
        message:
          'O preço "A PARTIR DE" (R$\u00a05.299,90) é menor que a menor mensalidade que a oferta permite montar (R$\u00a05.399,90, com o opcional e os adicionais obrigatórios). Informe um valor a partir de R$\u00a05.399,90 ou deixe o campo vazio.',
      },
    ]);
  });

  it('Cronos Precision: R$ 2.999,80 = plan R$ 2.899,90 + required optional R$ 99,90', () => {
    const cronos = byId('fiat-cronos-p13');
    expect(Math.min(...cronos.rentalPlanList.map((p) => p.price))).toBe(289990);
    expect(cardPrice(cronos).monthly).toBe(299980);
  });

  it('counts required additionals and the cheapest colour of each period, per period', () => {
    const offer: Pick<Offer, 'rentalPlanList' | 'defaultLayoutInformation' | 'optionals' | 'additionalItemsList' | 'colors'> = {
      rentalPlanList: [
        { period: 12, km: 1000, price: 300000, monthlyInterestRate: 1, selectedByDefault: false },
        { period: 36, km: 1000, price: 280000, monthlyInterestRate: 1, selectedByDefault: true },
      ],
      defaultLayoutInformation: undefined,
      optionals: [{ optionalId: 'o', code: 'O', name: 'O', value: 5000, required: true, associatedPeriod: [36] }],
      additionalItemsList: [
        { id: 'a', name: 'A', description: '', value: 1234, type: 'DEFAULT', required: 1, associatedPeriod: [], locavia_code: 'A', image_link: '' },
        { id: 'b', name: 'B', description: '', value: 999, type: 'DEFAULT', required: 0, associatedPeriod: [], locavia_code: 'B', image_link: '' },
      ] as Offer['additionalItemsList'],
      colors: [
        { colorId: 'p', code: 'P', name: 'P', category: 'P', value: 30000, rgb: '#000', associatedPeriod: [] },
        { colorId: 'm', code: 'M', name: 'M', category: 'M', value: 2000, rgb: '#111', associatedPeriod: [36] },
      ] as Offer['colors'],
    };
    // 12 months: 300000 + 1234 + pearly 30000; 36 months: 280000 + 5000 + 1234 + metallic 2000.
    expect(planMinimumTotal(offer, offer.rentalPlanList[0]!)).toBe(331234);
    expect(planMinimumTotal(offer, offer.rentalPlanList[1]!)).toBe(288234);
    expect(reachableMinimumMonthly(offer)).toBe(288234);
    expect(minimumMonthlyPrice(offer)).toBe(288234);
    expect(isLayoutPriceUnreachable({ ...offer, defaultLayoutInformation: { monthlyPayment: 288233 } })).toBe(true);
    expect(isLayoutPriceUnreachable({ ...offer, defaultLayoutInformation: { monthlyPayment: 288234 } })).toBe(false);
    expect(withReachableLayoutPrice({ ...offer, defaultLayoutInformation: { monthlyPayment: 1, downPayment: 5 } }).defaultLayoutInformation).toEqual({ monthlyPayment: null, downPayment: 5 });
    expect(offerSaveErrors({ ...offer, rentalPlanList: [] }).map((e) => e.field)).toEqual(['rentalPlanList']);
  });

  it('every demo card minimum is a monthly total some configuration of the details page shows', () => {
    for (const offer of demoOffers) {
      const min = minimumMonthlyPrice(offer);
      const totals = offer.rentalPlanList.map((plan) => detailsPrice(offer, initialConfiguration(offer, { period: plan.period, km: plan.km, initialPayment: 0 })).parts.total);
      expect(Math.min(...totals), offer.id).toBeLessThanOrEqual(min);
      expect(min, offer.id).toBeGreaterThanOrEqual(reachableMinimumMonthly(offer));
    }
  });
});

describe('one screen, one computation', () => {
  it('the header follows the summary: one range, or the coupon months and the rest', () => {
    expect(formatInstalmentsHeader([{ fromMonth: 1, toMonth: 36, amount: 433479 }])).toBe('36X R$\u00a04.334,79');
    expect(
      formatInstalmentsHeader([
        { fromMonth: 1, toMonth: 3, amount: 403479 },
        { fromMonth: 4, toMonth: 36, amount: 433479 },
      ]),
    ).toBe('3X R$\u00a04.034,79 + 33X R$\u00a04.334,79');
  });

  it('an entrada the offer suggests is not chosen for the person; it is announced while the configuration carries it', () => {
    const argo = byId('fiat-argo-d1a');
    const opening = initialConfiguration(argo);
    expect(opening.initialPayment).toBe(0);
    expect(suggestedInitialPayment(argo, opening)).toBeNull();
    expect(suggestedInitialPayment(argo, { initialPayment: 1500000 })).toBe(1500000);
    expect(suggestedInitialPayment(byId('fiat-mobi-l10'), initialConfiguration(byId('fiat-mobi-l10')))).toBeNull();
  });
});

describe('what the card promises is what the details open on', () => {
  it("every demo card's 'A PARTIR DE' is the opening headline: its plan, its colour, no entrada", () => {
    for (const offer of demoOffers.filter((o) => o.rentalPlanList.length > 0)) {
      const opening = initialConfiguration(offer);
      const price = detailsPrice(offer, opening);
      expect(formatInstalmentsHeader(price.ranges), offer.id).toBe(formatInstalmentsHeader([{ fromMonth: 1, toMonth: opening.period, amount: cardPrice(offer).monthly }]));
      expect(opening.initialPayment, offer.id).toBe(0);
      const plan = cardPlan(offer)!;
      expect([opening.period, opening.km], offer.id).toEqual([plan.period, plan.km]);
    }
  });

  it('Argo Drive CVT: R$ 2.749,90 on the card, 36X R$ 2.749,90 on opening (not 24 months with a R$ 15.000,00 entrada)', () => {
    const argo = byId('fiat-argo-d1a');
    expect(cardPrice(argo).monthly).toBe(274990);
    expect(formatInstalmentsHeader(detailsPrice(argo, initialConfiguration(argo)).ranges)).toBe('36X R$\u00a02.749,90');
  });

  it("Mobi Like: the card's R$ 1.999,90 is the 36-month plan, and the details open on it", () => {
    const mobi = byId('fiat-mobi-l10');
    expect(cardPrice(mobi).monthly).toBe(199990);
    expect(initialConfiguration(mobi)).toMatchObject({ period: 36, km: 1000, initialPayment: 0 });
  });

  it('a layout price some plan reaches picks that plan; among equals the default plan; a cheaper colour than the first is chosen', () => {
    const plans = [
      { period: 12, km: 1000, price: 300000, monthlyInterestRate: 1, selectedByDefault: false },
      { period: 24, km: 1000, price: 280000, monthlyInterestRate: 1, selectedByDefault: false },
      { period: 36, km: 1000, price: 280000, monthlyInterestRate: 1, selectedByDefault: true },
    ];
    const offer = { rentalPlanList: plans, defaultLayoutInformation: undefined, optionals: [], additionalItemsList: [], colors: [] };
    expect(cardPlan(offer)).toBe(plans[2]);
    expect(cardPlan({ ...offer, defaultLayoutInformation: { monthlyPayment: 300000 } })).toBe(plans[0]);
    // A layout price no plan reaches exactly: the cheapest plan.
    expect(cardPlan({ ...offer, defaultLayoutInformation: { monthlyPayment: 290000 } })).toBe(plans[2]);
    expect(cardPlan({ ...offer, rentalPlanList: [] })).toBeUndefined();
    const mobi = byId('fiat-mobi-l10');
    const dearFirst: Offer = { ...mobi, colors: mobi.colors.map((c, i) => (i === 0 ? { ...c, value: 9990 } : c)) };
    expect(initialConfiguration(dearFirst).colorId).toBe(mobi.colors[1]!.colorId);
    expect(detailsPrice(dearFirst, initialConfiguration(dearFirst)).ranges[0]!.amount).toBe(cardPrice(dearFirst).monthly);
  });
});
