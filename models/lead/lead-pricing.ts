/**
 * The server's price of a lead (a new lead or an update of one): from the
 * offer and what the person chose (plan, colour, optional, additionals with
 * the plate ending, ENTRADA) to the plan, the monthly price, the contract
 * total and the entrada bounds, through the very function the details page
 * prices with (models/pricing/offer-details.ts `detailsPrice` on models/pricing/pricing.ts),
 * so the browser and the server agree to the centavo. A choice the offer
 * does not sell is refused with a pt-BR message.
 */
import { leadVersionLabels } from '../labels/lead-version';
import type { LeadAdditional, RelatedProduct } from './lead';
import type { LeadTerms } from './lead-version';
import { formatBRL } from '../common/money';
import type { AdditionalItem, Colour, Offer, Optional, RentalPlan } from '../offer/offer';
import {
  PLATE_NUMBERS,
  additionalsForPeriod,
  coloursForPeriod,
  detailsPrice,
  isPlateAdditional,
  isRequiredAdditional,
  optionalsForPeriod,
  requiredOptional,
  type DetailsConfiguration,
} from '../pricing/offer-details';
import type { CouponTerms, InitialPaymentBounds, OfferPrice } from '../pricing/pricing';
import type { PaymentInformation } from './payment';

/** What a lead chose, by the codes the lead carries. */
export interface LeadSelection {
  period: number;
  km: number;
  /** The colour's code (`relatedProduct` of type 'color'), or null. */
  colourCode: string | null;
  /** The optional's code (`relatedProduct` of type 'optional'), or null. */
  optionalCode: string | null;
  additionals: readonly { id: string; plateNumber: number | null }[];
  /** ENTRADA in centavos (0: none). */
  initialPayment: number;
}

export interface LeadPrice {
  plan: RentalPlan;
  colour: Colour | null;
  optional: Optional | null;
  additionals: AdditionalItem[];
  plateNumber: number | null;
  /** The first instalment the person pays (the coupon's months included), centavos: the lead's `rentalPrice`. */
  monthlyPrice: number;
  /** Entrada + every instalment, centavos. */
  contractTotal: number;
  bounds: InitialPaymentBounds;
  price: OfferPrice;
  /** The version terms this price sets. */
  terms: LeadTerms;
}

export type LeadPricing = { ok: true; value: LeadPrice } | { ok: false; field: string; message: string };

const e = leadVersionLabels.errors;
const refuse = (field: string, message: string): LeadPricing => ({ ok: false, field, message });

/** The lead's choice as the body of a lead or of a lead update carries it. */
export function leadSelectionOf(input: {
  period: number;
  km: number;
  relatedProducts: readonly Pick<RelatedProduct, 'type' | 'code'>[];
  additionals: readonly Pick<LeadAdditional, 'id' | 'plate_number'>[];
  initialPayment: number | undefined;
}): LeadSelection {
  return {
    period: input.period,
    km: input.km,
    colourCode: input.relatedProducts.find((p) => p.type === 'color')?.code ?? null,
    optionalCode: input.relatedProducts.find((p) => p.type === 'optional')?.code ?? null,
    additionals: input.additionals.map((a) => ({ id: a.id, plateNumber: a.plate_number ?? null })),
    initialPayment: input.initialPayment ?? 0,
  };
}

/** A lead's coupon terms from the coupon it carries (type, amount, recurrence), or null. */
export function couponTermsOf(coupon: { type: CouponTerms['type']; discountAmount: number; recurrence?: CouponTerms['recurrence'] | undefined } | null | undefined): CouponTerms | null {
  return coupon ? { type: coupon.type, discountAmount: coupon.discountAmount, recurrence: coupon.recurrence ?? null } : null;
}

/**
 * Prices a lead's choice on its offer: the plan must be one of the offer's
 * (period and km), the colour, optional and additionals offered with its
 * period, the required ones there, the plate ending numbered, and the
 * entrada zero or within the bounds.
 */
export function priceLead(offer: Offer, selection: LeadSelection, coupon: CouponTerms | null = null): LeadPricing {
  const plan = offer.rentalPlanList.find((p) => p.period === selection.period && p.km === selection.km);
  if (!plan) return refuse('period', e.planNotOffered);

  const colours = coloursForPeriod(offer, plan.period);
  const colour = selection.colourCode === null ? null : (colours.find((c) => c.code === selection.colourCode) ?? null);
  if (selection.colourCode !== null && !colour) return refuse('relatedProducts', e.colourNotOffered);
  if (!colour && colours.length > 0) return refuse('relatedProducts', e.colourRequired);

  const optionals = optionalsForPeriod(offer, plan.period);
  const optional = selection.optionalCode === null ? null : (optionals.find((o) => o.code === selection.optionalCode) ?? null);
  if (selection.optionalCode !== null && !optional) return refuse('relatedProducts', e.optionalNotOffered);
  const required = requiredOptional(optionals);
  if (required && optional?.optionalId !== required.optionalId) return refuse('relatedProducts', e.optionalRequired);

  const offered = additionalsForPeriod(offer, plan.period);
  const additionals: AdditionalItem[] = [];
  let plateNumber: number | null = null;
  for (const chosen of selection.additionals) {
    const item = offered.find((a) => a.id === chosen.id);
    if (!item) return refuse('additionals', e.additionalNotOffered(offer.additionalItemsList.find((a) => a.id === chosen.id)?.name ?? chosen.id));
    if (additionals.includes(item)) continue;
    if (isPlateAdditional(item)) {
      if (chosen.plateNumber === null || !PLATE_NUMBERS.includes(chosen.plateNumber)) return refuse('additionals', e.plateNumberRequired);
      plateNumber = chosen.plateNumber;
    }
    additionals.push(item);
  }
  const missing = offered.find((a) => isRequiredAdditional(a) && !additionals.includes(a));
  if (missing) return refuse('additionals', e.additionalRequired(missing.name));
  // In the offer's order, as the details page lists them.
  additionals.sort((a, b) => offer.additionalItemsList.indexOf(a) - offer.additionalItemsList.indexOf(b));

  const config: DetailsConfiguration = {
    period: plan.period,
    km: plan.km,
    colorId: colour?.colorId ?? null,
    optionalId: optional?.optionalId ?? null,
    additionalIds: additionals.map((a) => a.id),
    plateNumber,
    initialPayment: selection.initialPayment,
  };
  const price = detailsPrice(offer, config, coupon);
  if (!Number.isSafeInteger(selection.initialPayment) || selection.initialPayment < 0) return refuse('rentalPaymentInformation', e.initialPaymentBelow(formatBRL(price.bounds.min)));
  if (price.initialPaymentCheck === 'belowMinimum') return refuse('rentalPaymentInformation', e.initialPaymentBelow(formatBRL(price.bounds.min)));
  if (price.initialPaymentCheck === 'aboveMaximum') return refuse('rentalPaymentInformation', e.initialPaymentAbove(formatBRL(price.bounds.max)));

  const monthlyPrice = price.ranges[0]?.amount ?? price.financing.monthlyValue;
  return {
    ok: true,
    value: {
      plan,
      colour,
      optional,
      additionals,
      plateNumber,
      monthlyPrice,
      contractTotal: price.contractTotal,
      bounds: price.bounds,
      price,
      terms: {
        period: plan.period,
        km: plan.km,
        colour: colour ? { code: colour.code, name: colour.name } : null,
        optional: optional ? { code: optional.code, name: optional.name } : null,
        additionals: additionals.map((a) => ({ id: a.id, name: a.name, plateNumber: isPlateAdditional(a) ? plateNumber : null })),
        initialPayment: price.financing.firstPayment,
        monthlyPrice,
        contractTotal: price.contractTotal,
      },
    },
  };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part * 10_000) / whole) / 100) : 0);

/** The lead's payment information (spec 000 §3) from the server's price, as the lead form words it. */
export function paymentInformationOf(priced: LeadPrice, coupon: PaymentInformation['coupon']): PaymentInformation {
  const { price, plan } = priced;
  return {
    initialPaymentAmount: price.financing.firstPayment,
    initialPaymentPercentage: percent(price.financing.firstPayment, price.parts.total * plan.period),
    discountAmount: price.financing.discount + price.couponDiscount * price.couponMonths,
    discountPercentage: percent(price.couponDiscount, plan.price),
    monthlyInstallments: plan.period,
    monthlyPaymentAmount: priced.monthlyPrice,
    ...(coupon !== undefined ? { coupon } : {}),
  };
}

/** The lead's colour and optional (`relatedProduct`) as the server prices them. */
export function relatedProductsOf(offer: Pick<Offer, 'mvs'>, priced: Pick<LeadPrice, 'colour' | 'optional'>): RelatedProduct[] {
  const out: RelatedProduct[] = [];
  if (priced.colour) out.push({ product: offer.mvs, type: 'color', code: priced.colour.code, name: priced.colour.name, price: priced.colour.value });
  if (priced.optional) out.push({ product: offer.mvs, type: 'optional', code: priced.optional.code, name: priced.optional.name, price: priced.optional.value });
  return out;
}

/** The lead's additionals as the server prices them (the plate ending with its number). */
export function leadAdditionalsOf(priced: Pick<LeadPrice, 'additionals' | 'plateNumber'>): LeadAdditional[] {
  return priced.additionals.map((a) => ({
    id: a.id,
    name: a.name,
    value: a.value,
    ...(a.locavia_code ? { locavia_code: a.locavia_code } : {}),
    ...(isPlateAdditional(a) ? { plate_number: priced.plateNumber } : {}),
  }));
}

/**
 * What a lead body says of the offer and its choice, from our catalogue as
 * the server priced it (a new lead stores these, whatever names and prices
 * the browser wrote): the vehicle's codes and the offer's validity, the plan,
 * the colour and optional, the additionals, the monthly price and the
 * payment information (spec 000 §3 `rental_payment_information`, whether
 * or not the browser sent one) with our coupon.
 */
export function pricedLeadFields(
  offer: Pick<Offer, 'brand' | 'mvs' | 'modelYear' | 'startsOn' | 'endsOn'>,
  priced: LeadPrice,
  options: { coupon: PaymentInformation['coupon'] },
) {
  return {
    brand: offer.brand,
    productCode: offer.mvs,
    msc_ano_modelo: String(offer.modelYear),
    startsOn: offer.startsOn,
    endsOn: offer.endsOn,
    period: priced.plan.period,
    km: priced.plan.km,
    relatedProduct: relatedProductsOf(offer, priced),
    additionals: leadAdditionalsOf(priced),
    rentalPrice: priced.monthlyPrice,
    rental_payment_information: paymentInformationOf(priced, options.coupon),
  };
}
