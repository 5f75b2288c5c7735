import { describe, expect, it } from 'vitest';
import { create, is, object, validate, type Struct } from 'superstruct';
import { Lead, LeadCreateAnswer, LeadUpdate, RentalPjLead, EmployeeValidationRequest, EmployeeValidationAnswer, UserAnalyticsType } from '../../models/lead/lead';
import { CommissionDiscount, CommissionDiscountList, PlateEnding, Quotation, SimulatorEmailPayload } from '../../models/quotation/quotation';
import { Coupon, CouponAvailability, CouponCountQuery, CouponValidationAnswer, CouponValidationParams } from '../../models/coupon/coupon-rules';
import { PaymentInformation } from '../../models/lead/payment';
import { RentalProposal, RentalTimelineAnswer } from '../../models/proposal/proposal';
import { CampaignV1, CampaignV2, InformationPage, MultibrandOrder, RedirectList } from '../../models/content/content';
import { ProfileSimulator } from '../../models/showcase/profile-simulator';
import { ShoppingCartEntry, StoredDealerGroup } from '../../models/app/storage';
import { CardExpiry, CardNumber, Cep, Chassis, Cnpj, Cpf, CpfOrCnpj, Email, FullName, IsoDate, MobilePhone, PersonName, Plate, SafeText, Time } from '../../models/common/field-structs';
import { describeStructError } from '../../models/common/struct-errors';

function fieldsOf<T, S>(value: unknown, struct: Struct<T, S>): Record<string, string> {
  const [error] = validate(value, struct);
  return error ? describeStructError(error).fields : {};
}

const person = {
  firstName: 'Maria Silva',
  email: 'maria@exemplo.com',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  dealersCode: '55553',
  brand: 'fiat',
  productCode: 'P1',
  msc_ano_modelo: '2026',
  relatedProduct: [{ product: 'P1', type: 'color', code: 'BR', name: 'Branco Banchisa', price: 0 }],
  ofertas_id: 'o1',
  additionals: [{ id: '1', name: 'Final de placa', value: 0, plate_number: 7 }],
  period: 24,
  km: 1000,
  rentalPrice: 249990,
  indSmsContact: true,
  indPhoneContact: false,
  indEmailContact: true,
  indWhatsappContact: true,
  SubOrigem__c: 'Show Room',
  productGroup: 'Flua',
};

describe('field structs carry the validators’ pt-BR messages', () => {
  it.each([
    [Cpf, '123.456.789-00', 'CPF inválido'],
    [Cnpj, '12.ABC.345/01DE-36', 'CNPJ inválido'],
    [CpfOrCnpj, '123', 'CPF/CNPJ inválido'],
    [Email, 'joão@x.com', 'Digite um e-mail válido'],
    [FullName, 'Maria', 'Digite pelo menos um sobrenome'],
    [PersonName, 'M', 'Digite um nome válido'],
    [MobilePhone, '(11) 3765-4321', 'Digite um telefone válido'],
    [Cep, '123', 'Digite seu CEP'],
    [Plate, 'AB1234', 'PLACA INCORRETA'],
    [Chassis, 'X', 'CHASSIS INCORRETO'],
    [CardNumber, '4111111111111112', 'Número do cartão inválido'],
    [CardExpiry, '13/99', 'Data de validade do cartão inválida'],
    [Time, '25:00', 'Horário inválido'],
    [SafeText(10), 'a & b', 'Os caracteres & $ < > % não são permitidos'],
  ])('%#: %s → %s', (struct, value, message) => {
    expect(fieldsOf({ f: value }, object({ f: struct }))).toEqual({ f: message });
  });
  it('valid values pass', () => {
    expect(is('12.ABC.345/01DE-35', Cnpj)).toBe(true);
    expect(is('2026-05-15', IsoDate)).toBe(true);
    expect(is('2026-05-15T10:00:00Z', IsoDate)).toBe(true);
    expect(is('15/05/2026', IsoDate)).toBe(false);
    expect(is('2026-13-45', IsoDate)).toBe(false);
    expect(is(20260515, IsoDate)).toBe(false);
    expect(is('a'.repeat(11), SafeText(10))).toBe(false);
  });
});

describe('Lead', () => {
  it('accepts a natural-person lead', () => {
    expect(validate(person, Lead)[0]).toBeUndefined();
  });
  it('accepts a legal-person lead', () => {
    const { firstName: _f, cpf: _c, ...rest } = person;
    const company = { ...rest, corporateName: 'Frota Ltda', contactName: 'João Souza', cnpj: '12.ABC.345/01DE-35', totalVehicles: 3, hasTwoYearCnpj: true };
    expect(validate(company, Lead)[0]).toBeUndefined();
  });
  it('needs the person or the company group', () => {
    const { firstName: _f, ...rest } = person;
    expect(fieldsOf(rest, Lead)).toEqual({ '(corpo)': 'Confira os campos obrigatórios' });
  });
  it('reports each field with its message', () => {
    expect(fieldsOf({ ...person, cpf: '111.111.111-11', email: 'x', phone: '123', kinship: 'a'.repeat(16) }, Lead)).toMatchObject({
      cpf: 'CPF inválido',
      email: 'Digite um e-mail válido',
      phone: 'Digite um telefone válido',
    });
    expect(fieldsOf({ ...person, extra: 1 }, Lead)).toHaveProperty('extra');
    expect(fieldsOf({ ...person, additionals: [{ id: '1', name: 'x', value: 0, plate_number: 10 }] }, Lead)).toHaveProperty('additionals.0.plate_number');
  });
  it('signed-in extras', () => {
    const signedIn = { ...person, gender: 'F', rg: '12.345.678-9', marital_status: 'solteira', birth_date: '1990-01-01', cep: '01310-100', onboarding_digital: false, driver_license_category: 'B' };
    expect(validate(signedIn, Lead)[0]).toBeUndefined();
    expect(is({ ...signedIn, onboarding_digital: true }, Lead)).toBe(false);
  });
  it('answer, update, B2E check, analytics', () => {
    expect(is({ id: 'l1', productLeadIds: ['p1'] }, LeadCreateAnswer)).toBe(true);
    const update = {
      cpf: '52998224725',
      leadId: 'l1',
      productLeadId: 'p1',
      additionals: [],
      relatedProducts: [],
      period: 24,
      rentalPrice: 249990,
      mileage: 1000,
      model: 'Pulse',
      version: 'Drive',
      series: 'S1',
      modelYear: 2026,
      productGroup: 'Flua',
      productCode: 'P1',
      dealersCode: '55553',
      offerId: 'o1',
    };
    expect(validate(update, LeadUpdate)[0]).toBeUndefined();
    expect(is({ ...update, productGroup: 'Flua Venda Direta' }, LeadUpdate)).toBe(false);
    expect(is({ sap_id: '123', cpf: '529.982.247-25' }, EmployeeValidationRequest)).toBe(true);
    expect(is({ data: { active: true } }, EmployeeValidationAnswer)).toBe(true);
    expect(is('OFFER_LEAD', UserAnalyticsType)).toBe(true);
  });
});

describe('RentalPjLead', () => {
  const pj = {
    leadType: 'RENTAL_PJ_FORM_LEAD',
    company_name: 'Frota Ltda',
    contact_name: 'João Souza',
    cnpj: '11.222.333/0001-81',
    email: 'joao@frota.com.br',
    phone: '(11) 98765-4321',
    current_fleet_size: '0-10',
    fleet_size_selected: '11-50',
    fleet_description_comment: 'Precisamos de 12 carros.',
    accept_terms_and_conditions: true,
    accept_communication_contact: false,
    dealer_code: '55553',
    origin: 'Flua',
    subOrigin: 'Site',
    preferred_contact_method: ['email', 'whatsapp'],
  };
  it('accepts the intent form', () => {
    expect(validate(pj, RentalPjLead)[0]).toBeUndefined();
  });
  it('refuses a comment over 400, a missing consent, a bad contact name', () => {
    expect(fieldsOf({ ...pj, fleet_description_comment: 'a'.repeat(401) }, RentalPjLead)).toHaveProperty('fleet_description_comment');
    expect(fieldsOf({ ...pj, accept_terms_and_conditions: false }, RentalPjLead)).toHaveProperty('accept_terms_and_conditions');
    expect(fieldsOf({ ...pj, contact_name: 'João' }, RentalPjLead)).toEqual({ contact_name: 'Digite pelo menos um sobrenome' });
    expect(fieldsOf({ ...pj, company_name: ' Frota' }, RentalPjLead)).toEqual({ company_name: 'O campo não pode começar com espaço' });
  });
});

describe('Quotation and simulator payload', () => {
  const quotation = {
    quantity: 2,
    model: 'Pulse Drive',
    color: 'Branco Banchisa',
    monthlyPaymentAmount: 249990,
    rentalPlanPeriod: 24,
    mileage: 1000,
    dealerIdentification: '55553',
    userIdentification: 'João Silva',
    additionals: { insulfilm: true, plateEnding: 'Não', maintenance: true, insurance: true },
  };
  it('quotation: amount 1 to 15, plate ending Não or 0–9', () => {
    expect(validate(quotation, Quotation)[0]).toBeUndefined();
    expect(is({ ...quotation, quantity: 16 }, Quotation)).toBe(false);
    expect(is({ ...quotation, quantity: 0 }, Quotation)).toBe(false);
    expect(is(7, PlateEnding)).toBe(true);
    expect(is(10, PlateEnding)).toBe(false);
    expect(is('Sim', PlateEnding)).toBe(false);
  });
  it('commission discounts', () => {
    expect(is({ commission_percentage: 2.5, discount_value: 1000 }, CommissionDiscount)).toBe(true);
    expect(is([{ commission_percentage: 6, discount_value: 1000 }], CommissionDiscountList)).toBe(false);
  });
  it('simulator e-mail payload', () => {
    const payload = {
      destination: { to: 'vendedor@loja.com.br', subject: 'Proposta', body: '<p>…</p>', bcc: ['copia@loja.com.br'] },
      sellerInformation: { name: 'Carlos Lima', dealerIdentification: '55553', email: 'carlos@loja.com.br' },
      clientInformation: { cnpj: '12ABC34501DE35', registeredName: 'Frota Ltda', address: 'Av. Paulista, 1000' },
      quotations: [quotation],
    };
    expect(validate(payload, SimulatorEmailPayload)[0]).toBeUndefined();
    expect(fieldsOf({ ...payload, sellerInformation: { ...payload.sellerInformation, name: 'Carlos' } }, SimulatorEmailPayload)).toEqual({
      'sellerInformation.name': 'Digite pelo menos um sobrenome',
    });
    expect(is({ ...payload, quotations: [] }, SimulatorEmailPayload)).toBe(false);
  });
});

describe('coupon, payment, proposal, content, simulator, storage structs', () => {
  const coupon = {
    locaviaCode: 'CP-0005',
    name: 'TRESMESES',
    description: 'R$ 300,00 nos 3 primeiros meses',
    type: 'flat-discount',
    recurrence: { type: 'first-few-months', months: 3 },
    maxUsages: null,
    remainingUsages: 10,
    discountAmount: 30000,
    monthlyPaymentDiscountAmount: 10000,
    period: 24,
    limitedKind: 'none',
  };
  it('coupon and its answers', () => {
    expect(validate(coupon, Coupon)[0]).toBeUndefined();
    expect(is({ coupon, discount: 10000 }, CouponValidationAnswer)).toBe(true);
    expect(is({ couponName: 'TRESMESES', offerId: 'o1', couponPeriod: '24' }, CouponValidationParams)).toBe(true);
    expect(is({ limited: true, available: false }, CouponAvailability)).toBe(true);
    expect(is({ id: 'c1', cpf: '52998224725' }, CouponCountQuery)).toBe(true);
    expect(is({ id: 'c1', cpf: '123' }, CouponCountQuery)).toBe(false);
  });
  it('payment information', () => {
    const info = {
      initialPaymentAmount: 1_000_000,
      initialPaymentPercentage: 16.67,
      discountAmount: 198176,
      discountPercentage: 3.3,
      monthlyInstallments: 24,
      monthlyPaymentAmount: 200066,
      coupon,
    };
    expect(validate(info, PaymentInformation)[0]).toBeUndefined();
    expect(is({ ...info, initialPaymentPercentage: 101 }, PaymentInformation)).toBe(false);
  });
  it('proposal', () => {
    const sent = { status: 'sent', at: '2026-05-01T12:00:00.000Z', by: { name: 'Maria Silva', role: 'customer' }, note: null };
    const p = {
      proposalCode: 'FL-1A2B3C4D',
      leadId: '1a2b3c4d-0000-4000-8000-000000000000',
      createdAt: '2026-05-01T12:00:00.000Z',
      status: 'sent',
      offerId: 'o1',
      brand: 'fiat',
      title: 'Fiat Mobi Like 2026',
      dealerCode: '10101',
      dealerName: null,
      period: 24,
      km: 1000,
      monthlyPrice: 199900,
      timeline: [sent],
      versions: [{ number: 1, at: '2026-05-01T12:00:00.000Z', actor: 'customer', actorName: 'Maria Silva', monthlyPrice: 199900, contractTotal: 4797600, changes: [], acceptance: 'not_needed' }],
      awaitingVersion: null,
    };
    expect(is(p, RentalProposal)).toBe(true);
    expect(is({ ...p, versions: [{ ...p.versions[0]!, acceptance: 'maybe' }] }, RentalProposal)).toBe(false);
    expect(is([p], RentalTimelineAnswer)).toBe(true);
    expect(is({ ...p, timeline: [{ ...sent, status: 'later' }] }, RentalProposal)).toBe(false);
    expect(is({ ...p, timeline: [{ ...sent, by: { name: 'X', role: 'admin' } }] }, RentalProposal)).toBe(false);
  });
  it('content', () => {
    expect(is({ associatedTag: 'natal', cardButtonText: 'EU QUERO' }, CampaignV1)).toBe(true);
    expect(is({ associatedTagV2: 'natal', pageBackgroundColor: '#000' }, CampaignV2)).toBe(true);
    expect(is({ redirectListMvs: ['A'], redirectListLink: '/a' }, RedirectList)).toBe(true);
    expect(is({ informationPageMvs: 'A', Title: 'T', Text: '<p>x</p>' }, InformationPage)).toBe(true);
    expect(is({ brand: 'jeep', url: 'https://jeep' }, MultibrandOrder)).toBe(true);
    expect(is({ brand: 'ford', url: 'x' }, MultibrandOrder)).toBe(false);
  });
  it('profile simulator', () => {
    const sim = {
      questions: [{ questionText: 'Onde você dirige?', answers: [{ answerText: 'Cidade', answerCode: 'B' }, { answerCode: 'AC' }] }],
      results: [{ resultCode: 'A', resultTitle: 'Aventureiro', resultText: '<p>…</p>', resultButton: [{ buttonLabel: 'Ver ofertas', buttonUrl: '/ofertas' }] }],
    };
    expect(is(sim, ProfileSimulator)).toBe(true);
    expect(is({ ...sim, questions: [] }, ProfileSimulator)).toBe(false);
  });
  it('storage', () => {
    expect(is({ title: 'Pulse', subtitle: 'Drive', planPrice: 249990, monthPrice: 249990, unit: 1 }, ShoppingCartEntry)).toBe(true);
    expect(is({ name: 'dealerGroup', value: 'g1', expiry: 1 }, StoredDealerGroup)).toBe(true);
    expect(create({ name: 'dealerGroup', value: 'g1', expiry: 1 }, StoredDealerGroup).value).toBe('g1');
  });
});
