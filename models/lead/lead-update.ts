/**
 * The edit modes of a sent lead (spec 000 §2 "Offer details" offer-edit
 * mode, §4 'Finalizar' / 'Aguarde', "Offer list" seller edit and edit mode,
 * "Additional details" in edit; 001 §2, §7 `PUT v1/leads`, §8):
 *
 * - who is editing, from the address: a seller (`offerId`, `leadId`,
 *   `authorization`) or the signed-in customer (`editable=true`, `leadId`,
 *   `offerId`);
 * - the stored lead's terms as a details configuration (period, km, colour,
 *   optional, additionals with the plate ending, ENTRADA).
 *
 * When 'Finalizar' may save, and the lead update it sends, are
 * models/lead/lead-update-body.ts (loaded with the lead step, not with the offer).
 */
import { array, integer, is, min, nullable, optional, string, type as looseObject } from 'superstruct';
import type { Offer, PaymentFigures } from '../offer/offer';
import { additionalsForPeriod, coloursForPeriod, initialConfiguration, isPlateAdditional, optionalsForPeriod, type DetailsConfiguration } from '../pricing/offer-details';
import { isSellerEdit, type ShowcaseSearchParams } from '../app/route-params';

// ───────────────────────────── who is editing ─────────────────────────────

export type EditMode = 'seller' | 'customer';

/** An edit the address asks for. */
export interface EditRequest {
  mode: EditMode;
  leadId: string;
  offerId: string;
  /** The lead's CPF (digits), when known before the lead is read: never from the address (the seller's page asks the server, the customer's is their account's). */
  cpf: string | null;
  /** The seller's authorization (the `authorization` of the edit link), sent as `Authorization`. */
  authorization: string | null;
}

/**
 * The edit the address asks for: seller edit when offerId, leadId and
 * authorization are all there (a CPF the address carries is not used); the customer's edit with `editable=true`,
 * leadId and offerId; otherwise none (`editable=true` alone only locks the
 * dealer selector, as before).
 */
export function editRequestOf(params: ShowcaseSearchParams): EditRequest | null {
  const { offerId, leadId } = params;
  if (!offerId || !leadId) return null;
  if (isSellerEdit(params)) return { mode: 'seller', leadId, offerId, cpf: null, authorization: params.authorization! };
  if (params.editable === true) return { mode: 'customer', leadId, offerId, cpf: null, authorization: null };
  return null;
}

// ───────────────────────────── the lead's terms ─────────────────────────────

/** The fields of a stored lead body that hold its terms: all `configurationFromLead` reads (no person's data). */
export const LEAD_TERM_FIELDS = ['period', 'km', 'relatedProduct', 'additionals', 'rental_payment_information'] as const;

/** The terms of a stored lead body, nothing else (what an edit through the seller's link alone may read). */
export function leadTermsOf(lead: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(LEAD_TERM_FIELDS.filter((f) => Object.hasOwn(lead, f)).map((f) => [f, lead[f]]));
}

const StoredRelatedProduct = looseObject({ type: string(), code: string() });
const StoredAdditional = looseObject({ id: string(), plate_number: optional(nullable(integer())) });
const StoredPayment = looseObject({ initialPaymentAmount: min(integer(), 0) });

// ───────────────────────────── the lead merged into its offer ─────────────────────────────

/** The spec's offer fields of a lead merged into its offer (000 §3 Offer: leadId, period, km, mileage, rentalPaymentInformation). */
export type OfferLeadTerms = Required<Pick<Offer, 'leadId'>> & Pick<Offer, 'period' | 'km' | 'mileage' | 'rentalPaymentInformation'>;

/** What the server answers about a lead being edited (`GET /api/v2/timeline/rental/{cpf}/{leadId}`: its current version as the server priced it). */
export interface LeadTermsAnswer {
  leadId: string;
  period: number | null;
  km: number | null;
  mileage: number | null;
  rentalPaymentInformation: (PaymentFigures & { coupon?: unknown }) | null;
}

/** The answer's terms under the offer's names; what the answer lacks stays out. The coupon is the answer's own `coupon`, not a figure. */
export function offerLeadTermsOf(answer: LeadTermsAnswer): OfferLeadTerms {
  const payment = answer.rentalPaymentInformation;
  const figures: PaymentFigures | null = payment
    ? {
        initialPaymentAmount: payment.initialPaymentAmount,
        initialPaymentPercentage: payment.initialPaymentPercentage,
        discountAmount: payment.discountAmount,
        discountPercentage: payment.discountPercentage,
        monthlyInstallments: payment.monthlyInstallments,
        monthlyPaymentAmount: payment.monthlyPaymentAmount,
      }
    : null;
  return {
    leadId: answer.leadId,
    ...(answer.period ? { period: answer.period } : {}),
    ...(answer.km ? { km: answer.km } : {}),
    ...(answer.mileage ? { mileage: answer.mileage } : {}),
    ...(figures ? { rentalPaymentInformation: figures } : {}),
  };
}

/** The offer with the lead it is edited for merged in (spec 000 §4 "Seller edit … opens details with lead merged"). */
export function offerWithLead<O extends Offer>(offer: O, terms: OfferLeadTerms): O {
  return { ...offer, ...terms };
}

/**
 * The terms a stored lead body carries, as a configuration of the offer
 * (spec 000 §4 "In edit, saved additionals pre-checked and plate
 * restored"): period, km (the offer's merged ones when it has them), the colour and optional of its related products
 * (matched by code), the additionals the offer still has (the plate ending
 * with its number), and the entrada. A field the lead lacks, or that does not
 * read as expected, is left out (the offer's default applies);
 * `initialConfiguration` then makes the whole a configuration the offer sells.
 */
export function configurationFromLead(offer: Offer, lead: Record<string, unknown>): Partial<DetailsConfiguration> {
  const out: Partial<DetailsConfiguration> = {};
  // The offer's merged terms (the server's names, `offerWithLead`) first, else the body's.
  const period = offer.period ?? (is(lead.period, min(integer(), 1)) ? lead.period : undefined);
  if (period !== undefined) out.period = period;
  const km = offer.mileage ?? offer.km ?? (is(lead.km, min(integer(), 1)) ? lead.km : undefined);
  if (km !== undefined) out.km = km;

  if (is(lead.relatedProduct, array(StoredRelatedProduct))) {
    const related = lead.relatedProduct;
    const colourCode = related.find((p) => p.type === 'color')?.code;
    const colours = period !== undefined ? coloursForPeriod(offer, period) : offer.colors;
    const colour = colours.find((c) => c.code === colourCode) ?? offer.colors.find((c) => c.code === colourCode);
    if (colour) out.colorId = colour.colorId;
    const optionalCode = related.find((p) => p.type === 'optional')?.code;
    const optionals = period !== undefined ? optionalsForPeriod(offer, period) : offer.optionals;
    const chosen = optionals.find((o) => o.code === optionalCode) ?? offer.optionals.find((o) => o.code === optionalCode);
    // No optional among the related products: the lead went without one.
    out.optionalId = optionalCode === undefined ? null : (chosen?.optionalId ?? undefined);
  }

  if (is(lead.additionals, array(StoredAdditional))) {
    const stored = lead.additionals;
    const items = period !== undefined ? additionalsForPeriod(offer, period) : offer.additionalItemsList;
    const checked = items.filter((a) => stored.some((s) => s.id === a.id));
    out.additionalIds = checked.map((a) => a.id);
    const plate = checked.find(isPlateAdditional);
    const number = plate ? stored.find((s) => s.id === plate.id)?.plate_number : undefined;
    out.plateNumber = typeof number === 'number' && number >= 0 && number <= 9 ? number : null;
  }

  if (offer.rentalPaymentInformation) out.initialPayment = offer.rentalPaymentInformation.initialPaymentAmount;
  else if (is(lead.rental_payment_information, StoredPayment)) out.initialPayment = lead.rental_payment_information.initialPaymentAmount;
  return out;
}

/**
 * The configuration an edit opens with: the lead's terms over the offer's
 * defaults, and what the address carries (the person's changes, kept across
 * a reload) over the lead's.
 */
export function editConfiguration(offer: Offer, lead: Record<string, unknown>, fromAddress: Partial<DetailsConfiguration>): DetailsConfiguration {
  const address = Object.fromEntries(Object.entries(fromAddress).filter(([, v]) => v !== undefined)) as Partial<DetailsConfiguration>;
  return initialConfiguration(offer, { ...configurationFromLead(offer, lead), ...address });
}
