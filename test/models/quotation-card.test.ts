/**
 * The fleet quotation card's rules (spec 000 §4 "Fleet quotation", 001 §5.4,
 * §9): model change and full reset, period choice, required additionals,
 * amount and commission fields, totals; the simulator's blocks and field messages.
 */
import { create, validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  QuotationSaveBody,
  cardChoices,
  dealersByCity,
  cardPrice,
  cardPrices,
  changeModel,
  choosePeriod,
  duplicateDraft,
  emptyCard,
  formatQuotationNumber,
  includedOptionals,
  includesService,
  fleetVehicleOf,
  isCardComplete,
  isCommissionOption,
  quotationTotals,
  resetCard,
  stockDelivery,
  stockDeliveryText,
  priceUnavailableText,
  validateQuotationAmount,
  type FleetCard,
  type FleetVehicle,
} from '../../models/quotation/fleet-quotation';
import { quotationLabels } from '../../models/labels/quotation';
import { isIncludedInPrice, priceInclusions } from '../../models/pricing/offer-details';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { COMMISSION_OPTIONS } from '../../models/pricing/pricing';
import { SimulatorEmailRequest, completeQuotations } from '../../models/quotation/quotation';
import { describeStructError } from '../../models/common/struct-errors';

export const vehicle: FleetVehicle = {
  offerId: 'fiat-strada-pj',
  brand: 'fiat',
  title: 'Fiat Strada Endurance',
  carPrice: 11_990_000,
  rentalPlanList: [
    { period: 24, km: 2000, price: 239900, monthlyInterestRate: 1, selectedByDefault: true },
    { period: 36, km: 2000, price: 229900, monthlyInterestRate: 1, selectedByDefault: false },
    { period: 36, km: 3000, price: 259900, monthlyInterestRate: 1, selectedByDefault: false },
  ],
  colors: [
    { colorId: 'c1', code: 'BCO', name: 'Branco Banchisa', category: 'N', value: 0, rgb: '#fff', associatedPeriod: [] },
    { colorId: 'c2', code: 'PRT', name: 'Preto Vulcano', category: 'M', value: 9990, rgb: '#000', associatedPeriod: [36] },
  ],
  additionalItemsList: [
    { id: '1', name: 'Final de placa', value: 2990, type: 'PLATE_NUMBER_ENDING', required: 0, associatedPeriod: [], locavia_code: 'ADD-PLACA' },
    { id: '2', name: 'Insulfilm', value: 3990, type: 'DEFAULT', required: 0, associatedPeriod: [], locavia_code: 'ABC' },
    { id: '5', name: 'Manutenção', value: 0, type: 'DEFAULT', required: 1, associatedPeriod: [], locavia_code: 'ADD19' },
    { id: '6', name: 'Seguro', value: 15990, type: 'DEFAULT', required: 1, associatedPeriod: [36], locavia_code: 'ADD20' },
  ],
  optionals: [],
};

const filled = (): FleetCard => {
  let card = changeModel(emptyCard('10101'), vehicle.offerId);
  card = choosePeriod(card, vehicle, 36);
  return { ...card, km: 3000, colorId: 'c2', plateEnding: 7, commission: 3, amount: 4, responsible: 'João Silva' };
};

describe('fleet quotation card', () => {
  it('starts empty: amount 1, plate Não, commission 5', () => {
    expect(emptyCard()).toMatchObject({ dealerCode: null, offerId: null, amount: 1, plateEnding: 'Não', commission: 5, responsible: '' });
    expect(isCardComplete(emptyCard())).toBe(false);
  });

  it('a model change clears period, mileage, colour, insulfilm, plate, maintenance, insurance and resets the commission to 5', () => {
    const card = changeModel(filled(), 'jeep-renegade');
    expect(card).toMatchObject({
      offerId: 'jeep-renegade',
      period: null,
      km: null,
      colorId: null,
      insulfilm: false,
      plateEnding: 'Não',
      maintenance: false,
      insurance: false,
      commission: 5,
      // kept
      dealerCode: '10101',
      amount: 4,
      responsible: 'João Silva',
    });
  });

  it('maintenance and insurance read as the offer’s price includes them: the same source as the details’ A MENSALIDADE INCLUI', () => {
    // Insurance in the price and no ADD20 at 24 months: 'Incluso' all the same, at no added price (it is in the plan's).
    const insured: FleetVehicle = { ...vehicle, includedInPrice: ['insurance', 'maintenance'] };
    const at24 = choosePeriod(filled(), insured, 24);
    expect(at24).toMatchObject({ maintenance: true, insurance: true });
    expect(cardPrices(insured, { ...at24, km: 2000, colorId: 'c1' })).toMatchObject({ maintenance: 0, insurance: 0 });
    for (const which of ['maintenance', 'insurance'] as const) {
      expect(includesService(insured, 24, which)).toBe(priceInclusions(insured)!.included.includes(which));
      expect(isIncludedInPrice(insured, which)).toBe(true);
    }
    // An offer whose price leaves insurance out: only the period's required additional (ADD20 at 36) adds it.
    const uninsured: FleetVehicle = { ...vehicle, includedInPrice: ['maintenance'] };
    expect(choosePeriod(filled(), uninsured, 24)).toMatchObject({ maintenance: true, insurance: false });
    expect(choosePeriod(filled(), uninsured, 36)).toMatchObject({ insurance: true });
  });

  it('every vehicle of the demo fleet whose price includes insurance reads it included, as its details page lists it', () => {
    // Any offered model may be quoted (server/quotations `fleetVehicles`).
    const fleet = demoOffers.filter((o) => o.released && !o.removed && !o.archived);
    let insured = 0;
    for (const offer of fleet) {
      const fleetVehicle = fleetVehicleOf(offer, offer.id, 0);
      expect(fleetVehicle.includedInPrice).toEqual(offer.includedInPrice);
      for (const period of [...new Set(offer.rentalPlanList.map((p) => p.period))]) {
        const card = choosePeriod(changeModel(emptyCard('10101'), offer.id), fleetVehicle, period);
        const listed = priceInclusions(offer)?.included ?? [];
        if (listed.includes('insurance')) insured += 1;
        if (listed.includes('insurance')) expect([offer.id, period, card.insurance]).toEqual([offer.id, period, true]);
        if (listed.includes('maintenance')) expect([offer.id, period, card.maintenance]).toEqual([offer.id, period, true]);
      }
    }
    expect(insured).toBeGreaterThan(0);
  });

  it('the full reset also clears dealer, responsible person and amount (to 1)', () => {
    expect(resetCard(filled())).toEqual(emptyCard());
  });

  it('a period choice forces the required additionals ABC, ADD19, ADD20 on and recomputes their and the mileage price', () => {
    const at36 = filled();
    expect(at36).toMatchObject({ insulfilm: true, maintenance: true, insurance: true });
    expect(cardPrices(vehicle, at36)).toEqual({ mileage: 259900, colour: 9990, insulfilm: 3990, plate: 2990, maintenance: 0, insurance: 15990 });
    // 24 months: no 3000 km, no metallic colour, no insurance offered.
    const at24 = choosePeriod(at36, vehicle, 24);
    expect(at24).toMatchObject({ period: 24, km: null, colorId: null, insulfilm: true, maintenance: true, insurance: false, plateEnding: 7 });
    expect(cardPrices(vehicle, { ...at24, km: 2000, colorId: 'c1' })).toEqual({ mileage: 239900, colour: 0, insulfilm: 3990, plate: 2990, maintenance: 0, insurance: 0 });
    expect(cardChoices(vehicle, at24)).toMatchObject({ periods: [24, 36], mileages: [2000], plateOffered: true });
    expect(cardChoices(vehicle, at24).colours.map((c) => c.colorId)).toEqual(['c1']);
  });

  it('amount 1 to 15: below 1 "O número deve ser maior que 0", above 15 (or not whole) the rule; commission 0.5 to 5 in steps of 0.5', () => {
    for (const n of [1, 8, 15]) expect(validateQuotationAmount(n)).toBeUndefined();
    for (const n of [0, -1, Number.NaN, '3']) expect(validateQuotationAmount(n)).toBe('O número deve ser maior que 0');
    for (const n of [16, 100, 1.5]) expect(validateQuotationAmount(n)).toBe('A quantidade deve ser de 1 a 15 veículos.');
    // Where the price would be: the amount's rule when the amount is what is wrong, else the fields to fill.
    for (const n of [0, 16]) expect(priceUnavailableText(n)).toBe('Informe uma quantidade de 1 a 15 veículos para ver o preço.');
    expect(priceUnavailableText(3)).toBe('Preencha os campos para ver o preço');
    expect(COMMISSION_OPTIONS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    for (const c of COMMISSION_OPTIONS) expect(isCommissionOption(c)).toBe(true);
    for (const c of [0, 0.25, 5.5, 6, 2.2]) expect(isCommissionOption(c)).toBe(false);
  });

  it('prices a complete card and totals it × amount × months', () => {
    const card = filled();
    const discounts = [{ commission_percentage: 3, discount_value: 36000 }];
    const price = cardPrice(vehicle, card, discounts)!;
    // (11 990 000 × 3 % − 11 990 000 × 5 %) / 36 − 36 000 / 36 = −6 661,11… − 1 000 = −7 661 (rounded)
    expect(price.parts.commission).toBe(-7661);
    expect(price.initialPrice).toBe(259900 + 9990 + 3990 + 2990 + 0 + 15990);
    expect(price.monthly).toBe(price.initialPrice - 7661);
    expect(price.bonus).toBe(1000);
    expect(price.discount).toBe(6661);
    expect(price.monthlyPaymentAmount).toBe(price.monthly / 100);
    expect(price.monthlyAll).toBe(price.monthly * 4);
    expect(price.contract).toBe(price.monthly * 4 * 36);
    expect(cardPrice(vehicle, { ...card, colorId: null }, discounts)).toBeNull();
    expect(quotationTotals([price, null, price])).toEqual({ monthly: price.monthlyAll * 2, contract: price.contract * 2 });
  });

  it('numbers, stock delivery and a duplicated draft', () => {
    expect(formatQuotationNumber(42)).toBe('COT-000042');
    expect(stockDelivery(0)).toBe('ready');
    expect(stockDelivery(12)).toEqual({ inDays: 12 });
    expect(stockDelivery(null)).toBeNull();
    expect(stockDeliveryText('ready')).toBe(quotationLabels.delivery.ready);
    expect(stockDeliveryText({ inDays: 12 })).toBe('Entrega em 12 dias');
    expect(stockDeliveryText(null)).toBe(quotationLabels.delivery.undefined);
    const body = create({ draftId: 'draft-0001', opportunityName: 'Frota ACME', items: [{ dealerCode: '10101', offerId: 'x', period: 36, km: 2000, colorId: 'c1', amount: 2 }] }, QuotationSaveBody);
    expect(body.items[0]).toMatchObject({ plateEnding: 'Não', commission: 5, responsible: '' });
    expect(body.comments).toBe('');
    const copy = duplicateDraft({ ...body, items: body.items.map((i, position) => ({ ...i, position }) as never) }, 'draft-0002');
    expect(copy).toEqual({ ...body, draftId: 'draft-0002' });
  });

  it('the save body reports the field messages', () => {
    const fields = (value: unknown, struct: Struct<unknown, unknown>) => {
      const [error] = validate(value, struct);
      return error ? describeStructError(error).fields : {};
    };
    const item = { dealerCode: '10101', offerId: 'x', period: 36, km: 2000, colorId: 'c1', amount: 0, commission: 5.5 };
    const f = fields({ draftId: 'draft-0001', opportunityName: 'Frota', items: [item] }, QuotationSaveBody as Struct<unknown, unknown>);
    expect(f['items.0.amount']).toBe(quotationLabels.amountInvalid);
    expect(f['items.0.commission']).toBe(quotationLabels.commissionInvalid);
  });
});

describe('legal-person simulator body', () => {
  const complete = {
    quantity: 2,
    model: 'fiat-strada-pj',
    color: 'c1',
    monthlyPaymentAmount: 249990,
    rentalPlanPeriod: 24,
    mileage: 2000,
    dealerIdentification: '55553',
    userIdentification: 'João Silva',
    additionals: { insulfilm: true, plateEnding: 'Não', maintenance: true, insurance: true },
  };
  const body = (over: Record<string, unknown> = {}) => ({
    destination: { to: 'vendedor@loja.com.br', subject: 'Proposta', body: 'Segue a proposta.' },
    sellerInformation: { name: 'Carlos Lima', dealerIdentification: '55553', email: 'carlos@loja.com.br' },
    clientInformation: { cnpj: '12ABC34501DE35', registeredName: 'Frota Ltda', address: 'Av. Paulista, 1000' },
    quotations: [complete, { model: 'fiat-strada-pj' }, {}],
    ...over,
  });
  const fields = (value: unknown) => {
    const [error] = validate(value, SimulatorEmailRequest);
    return error ? describeStructError(error).fields : {};
  };

  it('accepts incomplete blocks; only complete ones are kept', () => {
    expect(fields(body())).toEqual({});
    expect(completeQuotations(create(body(), SimulatorEmailRequest).quotations)).toEqual([complete]);
    expect(completeQuotations([{ ...complete, quantity: 16 }])).toEqual([]);
  });

  it("the seller section's messages", () => {
    const f = fields(
      body({
        sellerInformation: { name: 'Carlos', dealerIdentification: '55553', email: 'carlos@' },
        clientInformation: { cnpj: '12ABC34501DE36', registeredName: 'Frota Ltda', address: 'Av. Paulista' },
      }),
    );
    expect(f).toEqual({
      'sellerInformation.name': 'Digite pelo menos um sobrenome',
      'sellerInformation.email': 'Digite um e-mail válido',
      'clientInformation.cnpj': 'CNPJ inválido',
    });
    expect(fields(body({ sellerInformation: { name: '1', dealerIdentification: '55553', email: 'a@b.com' } }))['sellerInformation.name']).toBe('Digite um nome válido');
    expect(fields(body({ sellerInformation: { name: 'Carlos Lima', dealerIdentification: '', email: 'a@b.com' } }))['sellerInformation.dealerIdentification']).toBe('Campo Obrigatório');
  });
});

describe('the optionals a quoted vehicle comes with', () => {
  const optional = (name: string, required: boolean, associatedPeriod: number[] = []) => ({ optionalId: name, code: name, name, value: 1000, required, associatedPeriod });
  it('are its required optionals for the period, never one the client did not choose', () => {
    const vehicle = { optionals: [optional('Pacote Tecnologia', false), optional('Pacote Segurança', true), optional('Teto solar', true, [36])] };
    expect(includedOptionals(vehicle, 24)).toEqual(['Pacote Segurança']);
    expect(includedOptionals(vehicle, 36)).toEqual(['Pacote Segurança', 'Teto solar']);
    expect(includedOptionals({ optionals: [optional('Pacote Tecnologia', false)] }, 12)).toEqual([]);
  });
});

describe('the dealer choice, city by city', () => {
  it("puts the seller's city first, the others in alphabetical order, each city's dealers by name", () => {
    const dealers = [
      { code: '3', name: 'Guanabara Auto', city: 'Rio de Janeiro - RJ' },
      { code: '1', name: 'Paulista Motores', city: 'São Paulo - SP' },
      { code: '4', name: 'Barão Veículos', city: 'Campinas - SP' },
      { code: '2', name: 'Ipiranga Auto', city: 'São Paulo - SP' },
      { code: '5', name: 'Sem cidade' },
    ];
    expect(dealersByCity(dealers, '2').map((g) => [g.city, g.dealers.map((d) => d.name)])).toEqual([
      ['São Paulo - SP', ['Ipiranga Auto', 'Paulista Motores']],
      ['Campinas - SP', ['Barão Veículos']],
      ['Rio de Janeiro - RJ', ['Guanabara Auto']],
      ['', ['Sem cidade']],
    ]);
    // A seller with no dealer: every city in alphabetical order.
    expect(dealersByCity(dealers, null).map((g) => g.city)).toEqual(['Campinas - SP', 'Rio de Janeiro - RJ', 'São Paulo - SP', '']);
  });
});
