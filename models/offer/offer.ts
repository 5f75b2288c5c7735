/**
 * The Offer entity and its nested lists (spec 000 §3). Field names are the
 * spec's and are our API's wire names.
 *
 * Money: every money field (`price`, `value`, `monthlyPayment`, …) is an
 * integer number of centavos. Rates (`monthlyInterestRate`) are percentages
 * per month as plain numbers (1.49 means 1,49 % a.m.).
 */
import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  unknown,
  type Infer,
} from 'superstruct';

export const BRANDS = ['fiat', 'jeep', 'peugeot', 'citroen'] as const;
export const Brand = enums(BRANDS);

/** Is this one of the four brands? */
export const isBrand = (b: unknown): b is Brand => typeof b === 'string' && (BRANDS as readonly string[]).includes(b);
export type Brand = Infer<typeof Brand>;

/** Integer centavos, never negative. */
export const Centavos = min(integer(), 0);

export const TARGET_ENTITY_TYPES = ['NATURAL_PERSON', 'LEGAL_PERSON'] as const;
export const TargetEntityType = enums(TARGET_ENTITY_TYPES);
export type TargetEntityType = Infer<typeof TargetEntityType>;

export const OfferType = enums(['FCA', 'DEALER', 'RENTAL']);
export type OfferType = Infer<typeof OfferType>;

export const B2eType = enums(['EMPLOYEE', 'FAMILY_MEMBER', 'BOTH']);
export type B2eType = Infer<typeof B2eType>;

export const COLOR_CATEGORIES = ['N', 'M', 'P'] as const;
export type ColorCategory = (typeof COLOR_CATEGORIES)[number];

/** Colour category (spec 000 §3, 001 §9): M metallic, P pearly, N or any other value solid (N). */
export function colourCategoryOf(raw: unknown): ColorCategory {
  return raw === 'M' || raw === 'P' ? raw : 'N';
}

/** A colour's category as read: M and P as they are, any other value (or none) as N, solid. */
export const ColorCategory = coerce(enums(COLOR_CATEGORIES), unknown(), colourCategoryOf);

/** A list of periods (months) an item is offered with; empty means all periods. */
const AssociatedPeriod = array(min(integer(), 1));

export const RentalPlan = object({
  period: min(integer(), 1),
  km: min(integer(), 1),
  price: Centavos,
  monthlyInterestRate: min(number(), 0),
  selectedByDefault: boolean(),
});
export type RentalPlan = Infer<typeof RentalPlan>;

export const Colour = object({
  colorId: string(),
  code: string(),
  name: string(),
  category: ColorCategory,
  value: Centavos,
  rgb: string(),
  secondaryRgb: optional(nullable(string())),
  hexadecimals: optional(object({ rgbList: array(string()) })),
  associatedPeriod: AssociatedPeriod,
});
export type Colour = Infer<typeof Colour>;

export const Optional = object({
  optionalId: string(),
  code: string(),
  name: string(),
  value: Centavos,
  required: boolean(),
  associatedPeriod: AssociatedPeriod,
  image: optional(string()),
});
export type Optional = Infer<typeof Optional>;

export const ADDITIONAL_TYPES = ['DEFAULT', 'PLATE_NUMBER_ENDING'] as const;
export const AdditionalItem = object({
  id: string(),
  name: string(),
  description: optional(string()),
  text: optional(string()),
  image_link: optional(string()),
  value: Centavos,
  type: enums(ADDITIONAL_TYPES),
  required: enums([0, 1]),
  associatedPeriod: AssociatedPeriod,
  locavia_code: optional(string()),
  checked: optional(boolean()),
  plate_number: optional(nullable(min(integer(), 0))),
  lastPlateNumber: optional(boolean()),
});
export type AdditionalItem = Infer<typeof AdditionalItem>;

export const AdditionalDetails = object({
  id: string(),
  name: string(),
  text: string(),
  image: optional(string()),
});
export type AdditionalDetails = Infer<typeof AdditionalDetails>;

export const Tag = object({
  id: string(),
  text: string(),
  background_color: string(),
});
export type Tag = Infer<typeof Tag>;

export const MvsInformation = object({
  colorCode: string(),
  modelCode: string(),
  versionCode: string(),
  year: min(integer(), 1900),
});
export type MvsInformation = Infer<typeof MvsInformation>;

export const DefaultLayoutInformation = object({
  monthlyPayment: optional(nullable(Centavos)),
  downPayment: optional(nullable(Centavos)),
  discount: optional(nullable(Centavos)),
});

/**
 * The payment figures of a configuration (spec 000 §3 "Payment information",
 * without its coupon, which the coupon's own struct carries: models/lead/payment.ts).
 * Money in integer centavos; percentages as numbers.
 */
export const PaymentFigures = object({
  initialPaymentAmount: Centavos,
  initialPaymentPercentage: max(min(number(), 0), 100),
  discountAmount: Centavos,
  discountPercentage: max(min(number(), 0), 100),
  monthlyInstallments: min(integer(), 1),
  monthlyPaymentAmount: Centavos,
});
export type PaymentFigures = Infer<typeof PaymentFigures>;

export const LeadInterestCollection = object({
  sfSubOrigin: optional(string()),
  sfDealerCode: optional(string()),
});

/** The dealer an offer is tied to, when it is a dealer offer. */
export const OfferDealer = object({
  id: string(),
  name: string(),
  cityId: string(),
  /** The city's name (offers saved before it was kept have none). */
  cityName: optional(string()),
  state: string(),
});

/** The offer's own 'Saiba Mais' page (HTML sanitised with models/content/rich-text.ts on the server). */
export const OfferInformationPage = object({
  Title: string(),
  /** HTML text body. */
  Text: string(),
  backgroundColor: optional(string()),
  fontColor: optional(string()),
});
export type OfferInformationPage = Infer<typeof OfferInformationPage>;

/** The sizes an uploaded offer photo is served in (spec 001 §8: 48x48, 140x100, 319x319, 1280x1280). */
export const OFFER_IMAGE_SIZES = ['s48', 's140', 's319', 's1280'] as const;
export type OfferImageSize = (typeof OFFER_IMAGE_SIZES)[number];
/** Pixel box of each size (the photo is fitted inside, never cropped, never enlarged). */
export const OFFER_IMAGE_BOXES: Readonly<Record<OfferImageSize, { width: number; height: number }>> = {
  s48: { width: 48, height: 48 },
  s140: { width: 140, height: 100 },
  s319: { width: 319, height: 319 },
  s1280: { width: 1280, height: 1280 },
};

/** An uploaded photo: its fingerprint id and the URL of each size (immutable, long-cached). */
export const OfferImage = object({
  id: string(),
  urls: object({ s48: string(), s140: string(), s319: string(), s1280: string() }),
});
export type OfferImage = Infer<typeof OfferImage>;

/**
 * What a monthly price may include (spec 001 §6 says maintenance and
 * insurance are 'Incluso'; the rest is ours): each item of an offer is
 * either in `includedInPrice` or excluded.
 */
export const PRICE_ITEMS = ['ipva', 'licensing', 'insurance', 'maintenance', 'assistance', 'tyres', 'fuel', 'fines'] as const;
export const PriceItem = enums(PRICE_ITEMS);
export type PriceItem = Infer<typeof PriceItem>;

export const Offer = object({
  id: string(),
  brand: Brand,
  category: object({
    categoryName: string(),
    categoryCode: string(),
    categoryImg: optional(string()),
    categoryDescription: optional(string()),
  }),
  modelCode: string(),
  mvs: string(),
  modelShortName: string(),
  modelName: string(),
  versionName: string(),
  versionCode: string(),
  seriesCode: string(),
  modelYear: min(integer(), 1900),
  manufactureYear: min(integer(), 1900),
  engine: string(),
  gear: string(),
  fuel: string(),
  doors: min(integer(), 1),
  /** Body type used to draw the vehicle when there is no photo. */
  bodyType: enums(['hatch', 'sedan', 'suv', 'pickup']),
  fullDescription: string(),
  seriesFullDescription: string(),
  colorCode: string(),
  offerType: OfferType,
  targetEntityType: TargetEntityType,
  images: array(string()),
  imagesColor: optional(array(string())),
  mvsInformation: MvsInformation,
  offerColors: array(object({ colorId: string(), rgb: string() })),
  highlightsList: array(string()),
  featuresList: array(string()),
  tagsList: array(Tag),
  partsList: array(string()),
  additionalItemsList: array(AdditionalItem),
  rentalPlanList: size(array(RentalPlan), 1, 12),
  optionals: array(Optional),
  colors: array(Colour),
  defaultLayoutInformation: optional(DefaultLayoutInformation),
  disclaimer: string(),
  unavailabilityReason: optional(nullable(enums(['LET_ME_KNOW']))),
  leadInterestCollection: optional(LeadInterestCollection),
  dealer: optional(nullable(OfferDealer)),
  released: boolean(),
  removed: boolean(),
  archived: boolean(),
  offerDeny: boolean(),
  /** Offered to partner-company employees (B2E). */
  b2eOffer: boolean(),
  b2eType: optional(B2eType),
  startsOn: string(),
  endsOn: string(),
  releasedOn: optional(nullable(string())),
  createdByName: optional(string()),
  updatedByName: optional(string()),
  /** Tags campaigns match on (like `tagsList`), not shown on the card. */
  campaignTags: optional(array(string())),
  /** The offer's own 'Saiba Mais' page; without it, the site's page for its vehicle code. */
  informationPage: optional(nullable(OfferInformationPage)),
  /** The car's list price in centavos (the fleet quotation's commission is a share of it). */
  listPrice: optional(nullable(Centavos)),
  /** Uploaded photos in order, every size; `images` holds their 1280 URLs for the gallery. */
  imageSet: optional(array(OfferImage)),
  /** What each km driven over the plan's km costs, centavos per km (offers saved before it was kept have none). */
  excessKmPrice: optional(nullable(Centavos)),
  /** The insurance's deductible (franquia) in centavos, when the price includes insurance. */
  insuranceDeductible: optional(nullable(Centavos)),
  /** What the monthly price includes (the other `PRICE_ITEMS` are excluded). */
  includedInPrice: optional(array(PriceItem)),
  // A sent lead merged into its offer (spec 000 §3 Offer fields; §4 "opens details with lead merged"): the lead's
  // terms as the server priced them, given only to the page editing that lead (models/lead/lead-update.ts `offerWithLead`).
  /** The lead being edited. */
  leadId: optional(string()),
  /** Its contract's months. */
  period: optional(min(integer(), 1)),
  /** Its plan's km a month. */
  km: optional(min(integer(), 1)),
  /** The km a month it was sent (or last updated) with: the lead update's `mileage`. */
  mileage: optional(min(integer(), 1)),
  /** Its payment figures (entrada, discounts, instalments). */
  rentalPaymentInformation: optional(PaymentFigures),
});
export type Offer = Infer<typeof Offer>;
