/**
 * Fleet quotation, commission discount and the legal-person simulator's
 * e-mail payload (spec 000 §3, 001 §7, §9). Money in integer centavos (the
 * spec's "2 decimals" monthlyPaymentAmount is kept exactly as centavos;
 * `centavosToDecimal` in pricing.ts gives the decimal form).
 */
import { array, boolean, integer, literal, max, min, number, object, optional, size, string, union, type Infer } from 'superstruct';
import { Centavos } from './offer';
import { Cnpj, Email, FullName } from './field-structs';
import { QUOTATION_AMOUNT_MAX, QUOTATION_AMOUNT_MIN } from './pricing';

export const CommissionDiscount = object({
  commission_percentage: max(min(number(), 0.5), 5),
  discount_value: Centavos,
});
export type CommissionDiscount = Infer<typeof CommissionDiscount>;
export const CommissionDiscountList = array(CommissionDiscount);

/** Plate ending: 'Não' or a digit 0–9. */
export const PlateEnding = union([literal('Não'), max(min(integer(), 0), 9)]);
export type PlateEnding = Infer<typeof PlateEnding>;

export const QuotationAdditionals = object({
  insulfilm: boolean(),
  plateEnding: PlateEnding,
  maintenance: boolean(),
  insurance: boolean(),
});
export type QuotationAdditionals = Infer<typeof QuotationAdditionals>;

/** Additional codes forced on (and disabled) in the fleet quotation: insulfilm, maintenance, insurance. */
export const REQUIRED_QUOTATION_ADDITIONALS = { insulfilm: 'ABC', maintenance: 'ADD19', insurance: 'ADD20' } as const;

export const Quotation = object({
  quantity: max(min(integer(), QUOTATION_AMOUNT_MIN), QUOTATION_AMOUNT_MAX),
  model: size(string(), 1, 120),
  color: size(string(), 1, 120),
  monthlyPaymentAmount: Centavos,
  rentalPlanPeriod: min(integer(), 1),
  mileage: min(integer(), 1),
  dealerIdentification: size(string(), 1, 80),
  userIdentification: size(string(), 1, 120),
  additionals: QuotationAdditionals,
});
export type Quotation = Infer<typeof Quotation>;

/** POST /v1/leads/simulation/legal body. */
export const SimulatorEmailPayload = object({
  destination: object({
    to: Email,
    subject: size(string(), 1, 200),
    body: size(string(), 0, 20_000),
    bcc: optional(size(array(Email), 0, 10)),
  }),
  sellerInformation: object({
    name: FullName,
    dealerIdentification: size(string(), 1, 80),
    email: Email,
  }),
  clientInformation: object({
    cnpj: Cnpj,
    registeredName: size(string(), 1, 200),
    address: size(string(), 1, 300),
  }),
  quotations: size(array(Quotation), 1, 45),
});
export type SimulatorEmailPayload = Infer<typeof SimulatorEmailPayload>;
