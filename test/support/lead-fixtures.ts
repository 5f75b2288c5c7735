/** Lead-step test data drawn from the demo catalogue: a valid lead body, a company lead, documents. */
import type { CompanyInterestLead } from '../../models/lead/company-intent';
import type { Lead, LeadUpdate, RentalPjLead } from '../../models/lead/lead';
import type { Offer } from '../../models/offer/offer';
import { detailsPrice, isPlateAdditional, normaliseConfiguration } from '../../models/pricing/offer-details';
import { demoDealers, demoEmployees, demoOffers } from '../../server/demo/demo-catalogue';

export const leadOffer = demoOffers.find((o) => o.id === 'fiat-mobi-l10')!;
export const companyOffer = demoOffers.find((o) => o.id === 'fiat-strada-pj')!;
export const b2eOffer = demoOffers.find((o) => o.id === 'jeep-compass-b2e')!;
export const saoPauloFiatDealer = demoDealers.find((d) => d.id === '10101')!;
export const activeEmployee = demoEmployees.find((e) => e.active)!;
export const inactiveEmployee = demoEmployees.find((e) => !e.active)!;

/** CPFs with valid check digits that belong to nobody. */
export const CPFS = ['529.982.247-25', '390.533.447-05', '111.444.777-35', '468.213.579-19', '935.411.347-80'];

/**
 * A choice the details page makes on an offer with a plan (its first plan
 * unless named): the plan, the first colour, the required optional and
 * additionals, no entrada; priced as the page prices it (the server prices
 * the lead the same way and refuses another monthly price).
 */
export function offerChoice(offer: Offer, plan = offer.rentalPlanList[0]!): Pick<Lead, 'period' | 'km' | 'rentalPrice' | 'relatedProduct' | 'additionals'> {
  const config = normaliseConfiguration(offer, { period: plan.period, km: plan.km, colorId: null, optionalId: null, additionalIds: [], plateNumber: null, initialPayment: 0 });
  const price = detailsPrice(offer, config);
  const colour = offer.colors.find((c) => c.colorId === config.colorId);
  const optional = offer.optionals.find((o) => o.optionalId === config.optionalId);
  return {
    period: config.period,
    km: config.km,
    rentalPrice: price.ranges[0]!.amount,
    relatedProduct: [
      ...(colour ? [{ product: offer.mvs, type: 'color' as const, code: colour.code, name: colour.name, price: colour.value }] : []),
      ...(optional ? [{ product: offer.mvs, type: 'optional' as const, code: optional.code, name: optional.name, price: optional.value }] : []),
    ],
    additionals: offer.additionalItemsList
      .filter((a) => config.additionalIds.includes(a.id))
      .map((a) => ({ id: a.id, name: a.name, value: a.value, ...(isPlateAdditional(a) ? { plate_number: 0 } : {}) })),
  };
}

/** A seller's or customer's edit of a stored lead of `leadOffer` (PUT /api/v1/leads): its plan, colour 268 and additional 5. */
export function leadUpdateOf(lead: { cpf: string; leadId: string; productLeadId: string }, overrides: Partial<LeadUpdate> = {}): LeadUpdate {
  return {
    ...lead,
    additionals: [{ id: '5', name: 'Manutenção', value: 0 }],
    relatedProducts: [{ product: leadOffer.mvs, type: 'color', code: '268', name: 'Branco', price: 0 }],
    period: 24,
    rentalPrice: 1,
    mileage: 1000,
    model: leadOffer.modelShortName,
    version: leadOffer.versionName,
    series: leadOffer.mvs,
    modelYear: leadOffer.modelYear,
    productGroup: 'Flua',
    productCode: leadOffer.mvs,
    dealersCode: '10101',
    offerId: leadOffer.id,
    ...overrides,
  };
}

export function rentalLead(overrides: Partial<Lead> = {}): Lead {
  return {
    firstName: 'Maria Aparecida da Silva',
    email: 'maria.silva@example.com',
    cpf: '529.982.247-25',
    phone: '(11) 98765-4321',
    dealersCode: saoPauloFiatDealer.id,
    brand: 'fiat',
    productCode: leadOffer.mvs,
    msc_ano_modelo: String(leadOffer.modelYear),
    ofertas_id: leadOffer.id,
    ...offerChoice(leadOffer),
    indSmsContact: false,
    indPhoneContact: true,
    indEmailContact: false,
    indWhatsappContact: true,
    origin: 'Flua',
    SubOrigem__c: 'Site',
    productGroup: 'Flua',
    ...overrides,
  };
}

export function companyLead(overrides: Partial<Lead> = {}): Lead {
  const { firstName: _f, cpf: _c, ...rest } = rentalLead({ ofertas_id: companyOffer.id, productCode: companyOffer.mvs, dealersCode: '55553', ...offerChoice(companyOffer) });
  return {
    ...rest,
    corporateName: 'Transportes Exemplo Ltda',
    contactName: 'Carlos Pereira Souza',
    cnpj: '12ABC34501DE35',
    totalVehicles: 3,
    hasTwoYearCnpj: true,
    productGroup: 'Flua Venda Direta',
    ...overrides,
  };
}

export function pjLead(overrides: Partial<RentalPjLead> = {}): Omit<RentalPjLead, 'dealer_code' | 'origin' | 'subOrigin'> & Partial<RentalPjLead> {
  return {
    leadType: 'RENTAL_PJ_FORM_LEAD',
    company_name: 'Logística Exemplo S.A.',
    contact_name: 'Ana Beatriz Rocha',
    cnpj: '11.222.333/0001-81',
    email: 'ana.rocha@example.com',
    phone: '(21) 99876-5432',
    current_fleet_size: '11-50',
    fleet_size_selected: '51-100',
    accept_terms_and_conditions: true,
    accept_communication_contact: true,
    ...overrides,
  };
}

/** A 'Quer assinar?' interest lead (models/lead/company-intent.ts), as a browser sends it. */
export function interestLead(overrides: Partial<CompanyInterestLead> = {}): Omit<CompanyInterestLead, 'dealersCode' | 'origin' | 'SubOrigem__c' | 'consent_text_version'> & Partial<CompanyInterestLead> {
  return {
    form: 'quer-assinar',
    corporateName: 'Transportes Serra Azul Ltda',
    contactName: 'Carlos Eduardo Pinto',
    cnpj: '11222333000181',
    email: 'carlos.pinto@example.com',
    phone: '(11) 3333-4444',
    totalVehicles: 12,
    hasTwoYearCnpj: true,
    productGroup: 'Flua Venda Direta',
    accept_terms_and_conditions: true,
    accept_communication_contact: true,
    ...overrides,
  };
}

/** The smallest files of each accepted type, and one that is not. */
export const files = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  /** A script renamed to .pdf: refused by its content. */
  fakePdf: Buffer.from('#!/bin/sh\necho nope\n'),
};

/** A multipart body (for `inject`): files under `files`, and the JSON part `data`. */
export function multipartBody(parts: { name: string; data: Buffer; type?: string }[], data: object | null = { root_path: 'leads', sub_path: 'b2e' }, field = 'files'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----flua${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const push = (s: string) => chunks.push(Buffer.from(s));
  if (data) {
    push(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(data)}\r\n`);
  }
  for (const p of parts) {
    push(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${p.name}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`);
    chunks.push(p.data);
    push('\r\n');
  }
  push(`--${boundary}--\r\n`);
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
