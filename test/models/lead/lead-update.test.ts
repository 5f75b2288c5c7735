import { describe, expect, it } from 'vitest';
import { LeadUpdate } from '../../../models/lead/lead';
import { configurationFromLead, editConfiguration, editRequestOf, offerLeadTermsOf, offerWithLead } from '../../../models/lead/lead-update';
import { Offer } from '../../../models/offer/offer';
import { PaymentInformation } from '../../../models/lead/payment';
import { buildLeadUpdate, finishState, knowsEveryFact } from '../../../models/lead/lead-update-body';
import { detailsPrice, initialConfiguration } from '../../../models/pricing/offer-details';
import { is } from 'superstruct';
import { publicOffers } from '../../support/fixtures';

const offer = publicOffers.find((o) => o.id === 'fiat-mobi-l10')!;
const LEAD = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const facts = { leadId: LEAD, productLeadId: 'b1c2d3e4-0000-4000-8000-000000000001', dealerCode: '10101', cpf: '529.982.247-25' };

const stored = {
  period: 36,
  km: 2000,
  relatedProduct: [
    { type: 'color', code: '249', name: 'BRANCO ALASKA', price: 0, product: offer.mvs },
    { type: 'optional', code: 'TETO', name: 'Teto solar elétrico', price: 0, product: offer.mvs },
  ],
  additionals: [
    { id: '1', name: 'Final de placa', value: 0, plate_number: 4 },
    { id: '4', name: 'Motorista adicional', value: 0 },
  ],
  rental_payment_information: { initialPaymentAmount: 1_500_000 },
};

describe('who is editing, from the address', () => {
  it('a seller with offerId, leadId and authorization (no CPF in the address; an older link’s is not used); the customer with editable=true, leadId and offerId', () => {
    const seller = { mode: 'seller', leadId: LEAD, offerId: offer.id, cpf: null, authorization: 'v1.x' };
    expect(editRequestOf({ offerId: offer.id, leadId: LEAD, authorization: 'v1.x' })).toEqual(seller);
    expect(editRequestOf({ offerId: offer.id, cpf: '529.982.247-25', leadId: LEAD, authorization: 'v1.x' })).toEqual(seller);
    expect(editRequestOf({ offerId: offer.id, leadId: LEAD, editable: true })).toEqual({ mode: 'customer', leadId: LEAD, offerId: offer.id, cpf: null, authorization: null });
    expect(editRequestOf({ offerId: offer.id, editable: true })).toBeNull();
    expect(editRequestOf({ offerId: offer.id, leadId: LEAD })).toBeNull();
    expect(editRequestOf({ leadId: LEAD, editable: true })).toBeNull();
  });
});

describe('the lead merged into its offer (spec 000 §3 Offer: leadId, period, km, mileage, rentalPaymentInformation)', () => {
  const payment = { initialPaymentAmount: 1_500_000, initialPaymentPercentage: 14.2, discountAmount: 90_000, discountPercentage: 0, monthlyInstallments: 36, monthlyPaymentAmount: 210_000, coupon: null };
  const answer = { leadId: LEAD, period: 36, km: 2000, mileage: 2000, rentalPaymentInformation: payment };

  it('takes the server’s answer under the offer’s names; the coupon stays the answer’s own, not a figure', () => {
    expect(is(payment, PaymentInformation)).toBe(true);
    const terms = offerLeadTermsOf(answer);
    const { coupon: _coupon, ...figures } = payment;
    expect(terms).toEqual({ leadId: LEAD, period: 36, km: 2000, mileage: 2000, rentalPaymentInformation: figures });
    const merged = offerWithLead(offer, terms);
    expect(is(merged, Offer)).toBe(true);
    expect(merged).toMatchObject({ id: offer.id, leadId: LEAD, period: 36, km: 2000, mileage: 2000, rentalPaymentInformation: figures });
    // What the answer lacks stays out.
    expect(offerLeadTermsOf({ leadId: LEAD, period: null, km: null, mileage: null, rentalPaymentInformation: null })).toEqual({ leadId: LEAD });
    // A catalogue offer carries none of them.
    expect(offer).not.toHaveProperty('leadId');
    expect(offer).not.toHaveProperty('rentalPaymentInformation');
  });

  it('the merged offer’s terms open the edit: its period, mileage and entrada over what the body says', () => {
    const merged = offerWithLead(offer, offerLeadTermsOf({ ...answer, period: 24, km: 1000, mileage: 1000, rentalPaymentInformation: { ...payment, initialPaymentAmount: 700_000 } }));
    expect(configurationFromLead(merged, stored)).toMatchObject({ period: 24, km: 1000, initialPayment: 700_000 });
    expect(configurationFromLead(offer, stored)).toMatchObject({ period: 36, km: 2000, initialPayment: 1_500_000 });
  });
});

describe("the lead's terms as a configuration", () => {
  it('reads period, km, colour and optional by code, the additionals with the plate number, and the entrada', () => {
    expect(configurationFromLead(offer, stored)).toEqual({
      period: 36,
      km: 2000,
      colorId: 'fiat-249',
      optionalId: 'L10-OPT-2',
      additionalIds: ['1', '4'],
      plateNumber: 4,
      initialPayment: 1_500_000,
    });
  });

  it('leaves out what the lead lacks or does not read as expected, and a lead without an optional had none', () => {
    expect(configurationFromLead(offer, { period: 'x', km: 1000, relatedProduct: [{ type: 'color', code: '999' }], additionals: 'no' })).toEqual({ km: 1000, optionalId: null });
    expect(configurationFromLead(offer, {})).toEqual({});
  });

  it('the address (the person’s changes) wins over the lead, and the offer makes the whole sellable', () => {
    const config = editConfiguration(offer, stored, { period: 24, km: undefined });
    // 24 months: the lead's 2000 km is not offered, the cheapest plan of the period is kept; the driver (36 only) goes.
    expect(config).toEqual(initialConfiguration(offer, { ...configurationFromLead(offer, stored), period: 24 }));
    expect(config.period).toBe(24);
    expect(config.additionalIds).not.toContain('4');
    expect(config.plateNumber).toBe(4);
  });
});

describe("'Finalizar'", () => {
  const config = editConfiguration(offer, stored, {});
  it("waits ('Aguarde') until lead id, product lead id, dealer code and CPF are known", () => {
    expect(knowsEveryFact(facts)).toBe(true);
    for (const key of Object.keys(facts) as (keyof typeof facts)[]) {
      expect(finishState(offer, config, 'ok', { ...facts, [key]: null })).toBe('waiting');
    }
    expect(finishState(offer, config, 'ok', facts)).toBe('ready');
  });
  it('is blocked by an entrada that breaks its rule or a plate ending without a number', () => {
    expect(finishState(offer, config, 'belowMinimum', facts)).toBe('blocked');
    expect(finishState(offer, { ...config, plateNumber: null }, 'ok', facts)).toBe('blocked');
  });
});

describe('the lead update', () => {
  it('carries the ids, the configuration as a lead does, the vehicle, product group Flua, the dealer and the offer', () => {
    const config = editConfiguration(offer, stored, {});
    const price = detailsPrice(offer, config);
    const update = buildLeadUpdate({ offer, config, price, coupon: null, facts });
    expect(is(update, LeadUpdate)).toBe(true);
    expect(update).toMatchObject({
      cpf: '52998224725',
      leadId: LEAD,
      productLeadId: facts.productLeadId,
      period: 36,
      mileage: 2000,
      model: offer.modelCode,
      version: offer.versionCode,
      series: offer.seriesCode,
      modelYear: offer.modelYear,
      productGroup: 'Flua',
      productCode: offer.mvs,
      dealersCode: '10101',
      offerId: offer.id,
      rentalPrice: price.ranges[0]!.amount,
    });
    expect(update.relatedProducts.map((p) => [p.type, p.code])).toEqual([
      ['color', '249'],
      ['optional', 'TETO'],
    ]);
    expect(update.additionals.find((a) => a.id === '1')!.plate_number).toBe(4);
    expect(update.rentalPaymentInformation).toMatchObject({ initialPaymentAmount: 1_500_000, monthlyInstallments: 36 });
  });
  it('refuses to be built without its ids', () => {
    const config = editConfiguration(offer, stored, {});
    expect(() => buildLeadUpdate({ offer, config, price: detailsPrice(offer, config), coupon: null, facts: { ...facts, productLeadId: null } })).toThrow();
  });
});
