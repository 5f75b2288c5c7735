/**
 * Fleet quotation, commission discount and the legal-person simulator's
 * e-mail payload (spec 000 §3, 001 §7, §9). Money in integer centavos (the
 * spec's "2 decimals" monthlyPaymentAmount is kept exactly as centavos;
 * `centavosToDecimal` in pricing.ts gives the decimal form).
 */
import { array, boolean, integer, is, literal, max, min, number, object, optional, refine, size, string, union, type Infer } from 'superstruct';
import { Centavos } from '../offer/offer';
import { OptionalSiteBrandParam } from '../offer/site-brand-structs';
import { labels } from '../labels/spec';
import { quotationLabels } from '../labels/quotation';
import { Cnpj, Email, FullName } from '../common/field-structs';
import { QUOTATION_AMOUNT_MAX, QUOTATION_AMOUNT_MIN } from '../pricing/pricing';

export const CommissionDiscount = object({
  commission_percentage: max(min(number(), 0.5), 5),
  discount_value: Centavos,
});
export type CommissionDiscount = Infer<typeof CommissionDiscount>;
export const CommissionDiscountList = array(CommissionDiscount);

/** `GET /api/commissiondiscounts?brand=…` (a call of the rental offer service: the site's brands, models/offer/site-brands.ts); the discounts are the same for every brand. */
export const CommissionDiscountsQuery = object({ brand: OptionalSiteBrandParam });

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

/** Copies (Bcc) a seller's message may carry besides its recipient: a client's colleagues, never a mailing list. */
export const SELLER_MAIL_MAX_COPIES = 3;
const Copies = refine(array(Email), 'copies', (list) => list.length <= SELLER_MAIL_MAX_COPIES || quotationLabels.sellerMail.tooManyCopies(SELLER_MAIL_MAX_COPIES));

/** POST /v1/leads/simulation/legal body. */
export const SimulatorEmailPayload = object({
  destination: object({
    to: Email,
    subject: size(string(), 1, 200),
    body: size(string(), 0, 20_000),
    bcc: optional(Copies),
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

/** Text that must hold something: 'Campo Obrigatório' when blank. */
function requiredText(maxLength: number) {
  return refine(size(string(), 0, maxLength), 'required', (v) => v.trim() !== '' || labels.validation.required);
}

/**
 * One quotation block of the simulator as the page holds it: any field may
 * still be empty. Only complete blocks (`completeQuotations`) are sent.
 */
export const SimulatorQuotationBlock = object({
  quantity: optional(number()),
  model: optional(string()),
  color: optional(string()),
  monthlyPaymentAmount: optional(number()),
  rentalPlanPeriod: optional(number()),
  mileage: optional(number()),
  dealerIdentification: optional(string()),
  userIdentification: optional(string()),
  additionals: optional(object({
    insulfilm: optional(boolean()),
    plateEnding: optional(union([string(), number()])),
    maintenance: optional(boolean()),
    insurance: optional(boolean()),
  })),
});
export type SimulatorQuotationBlock = Infer<typeof SimulatorQuotationBlock>;

/** The blocks filled in completely (every field of `Quotation` valid); the others are left out. */
export function completeQuotations(blocks: readonly unknown[]): Quotation[] {
  return blocks.filter((b): b is Quotation => is(b, Quotation));
}

/**
 * `POST /api/v1/leads/simulation/legal` body as the server accepts it: the
 * spec's payload, with blocks that may be incomplete (the server sends only
 * the complete ones, and refuses a request with none).
 */
export const SimulatorEmailRequest = object({
  destination: SimulatorEmailPayload.schema.destination,
  sellerInformation: object({
    name: FullName,
    dealerIdentification: requiredText(80),
    email: Email,
  }),
  clientInformation: object({
    cnpj: Cnpj,
    registeredName: requiredText(200),
    address: requiredText(300),
  }),
  quotations: size(array(SimulatorQuotationBlock), 1, 45),
});
export type SimulatorEmailRequest = Infer<typeof SimulatorEmailRequest>;

export const SimulatorEmailAnswer = object({ message: string(), messageId: string(), sent: integer() });
export type SimulatorEmailAnswer = Infer<typeof SimulatorEmailAnswer>;
