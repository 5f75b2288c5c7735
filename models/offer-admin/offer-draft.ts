/**
 * The offer draft: what the offer editor edits and `POST /api/offers` /
 * `PUT /api/offers/{id}` receive. Every field the showcase and the details
 * read, in the Offer's own names and shapes (models/offer/offer.ts), minus what the
 * server derives (id, MVS code and information, `offerColors`, image URLs,
 * the dealer's name and place, status flags, who and when).
 *
 * `OfferDraft` checks types only; `offerDraftErrors` gives the rules, one
 * pt-BR message per field path (the editor shows them; the server answers
 * 400 with them and writes nothing). Money is integer centavos.
 */
import {
  array,
  boolean,
  enums,
  integer,
  min,
  nullable,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { offerEditorLabels } from '../labels/offer-editor';
import {
  ADDITIONAL_TYPES,
  B2eType,
  Brand,
  Centavos,
  ColorCategory,
  DefaultLayoutInformation,
  OfferInformationPage,
  OfferType,
  PRICE_ITEMS,
  PriceItem,
  RentalPlan,
  TargetEntityType,
  type Offer,
  type OfferImage,
} from '../offer/offer';
import { offerSaveErrors } from './offer-validation';
import { isExpired } from '../offer/offer-status';
import { todayInBrazil } from '../common/calendar';
import { formatDate } from '../common/format';
import { formatBRL } from '../common/money';

const text = (max: number) => size(string(), 0, max);
const Periods = size(array(min(integer(), 1)), 0, 12);

/** The most photos an offer holds. */
export const MAX_OFFER_IMAGES = 20;
export const MAX_OFFER_PLANS = 12;

export const BODY_TYPES = ['hatch', 'sedan', 'suv', 'pickup'] as const;

export const DraftColour = object({
  /** Kept from the stored offer; the server makes one for a new colour. */
  colorId: optional(text(40)),
  code: text(20),
  name: text(80),
  category: ColorCategory,
  value: Centavos,
  /** Primary colour, #RRGGBB. */
  rgb: text(9),
  /** Secondary colour (two-tone roofs), #RRGGBB. */
  secondaryRgb: optional(nullable(text(9))),
  associatedPeriod: Periods,
});
export type DraftColour = Infer<typeof DraftColour>;

export const DraftOptional = object({
  optionalId: optional(text(40)),
  code: text(20),
  name: text(120),
  value: Centavos,
  required: boolean(),
  associatedPeriod: Periods,
  image: optional(text(500)),
});
export type DraftOptional = Infer<typeof DraftOptional>;

export const DraftAdditional = object({
  id: optional(text(40)),
  name: text(120),
  description: optional(text(2000)),
  text: optional(text(2000)),
  image_link: optional(text(500)),
  value: Centavos,
  type: enums(ADDITIONAL_TYPES),
  required: enums([0, 1]),
  associatedPeriod: Periods,
  locavia_code: optional(text(20)),
});
export type DraftAdditional = Infer<typeof DraftAdditional>;

export const DraftTag = object({
  id: optional(text(40)),
  text: text(40),
  /** #RRGGBB. */
  background_color: text(9),
});
export type DraftTag = Infer<typeof DraftTag>;

export const OfferDraft = object({
  brand: Brand,
  category: object({
    categoryName: text(80),
    categoryCode: text(40),
    categoryImg: optional(text(500)),
    categoryDescription: optional(text(500)),
  }),
  modelCode: text(20),
  modelShortName: text(80),
  modelName: text(120),
  versionName: text(120),
  versionCode: text(20),
  seriesCode: text(20),
  modelYear: integer(),
  manufactureYear: integer(),
  engine: text(80),
  gear: text(80),
  fuel: text(40),
  doors: min(integer(), 1),
  /** How the vehicle is drawn when the offer has no photo. */
  bodyType: enums(BODY_TYPES),
  fullDescription: text(500),
  seriesFullDescription: text(500),
  offerType: OfferType,
  targetEntityType: TargetEntityType,
  b2eOffer: boolean(),
  b2eType: optional(B2eType),
  /** The dealer of a DEALER offer (dealers' ids); null otherwise. */
  dealerId: nullable(text(40)),
  /** Validity, YYYY-MM-DD; the offer is archived once `endsOn` has passed. */
  startsOn: text(10),
  endsOn: text(10),
  rentalPlanList: size(array(RentalPlan), 0, 50),
  colors: size(array(DraftColour), 0, 40),
  optionals: size(array(DraftOptional), 0, 40),
  additionalItemsList: size(array(DraftAdditional), 0, 40),
  highlightsList: size(array(text(200)), 0, 20),
  featuresList: size(array(text(200)), 0, 40),
  partsList: size(array(text(200)), 0, 100),
  tagsList: size(array(DraftTag), 0, 10),
  campaignTags: size(array(text(40)), 0, 10),
  disclaimer: text(4000),
  /** The offer's 'Saiba Mais' page (HTML, sanitised by the server), or null for the site's page. */
  informationPage: nullable(OfferInformationPage),
  /** The car's list price in centavos, or null. */
  listPrice: nullable(Centavos),
  /** Centavos per km driven over the plan's km (required by the rules: null only while unfilled). */
  excessKmPrice: nullable(Centavos),
  /** The insurance's deductible (franquia) in centavos; required when insurance is included. */
  insuranceDeductible: nullable(Centavos),
  /** What the monthly price includes; the other items are excluded. */
  includedInPrice: size(array(PriceItem), 0, PRICE_ITEMS.length),
  defaultLayoutInformation: optional(DefaultLayoutInformation),
  unavailabilityReason: optional(nullable(enums(['LET_ME_KNOW']))),
  /** Uploaded photos (`POST /api/offer-images` ids), in gallery order. */
  imageIds: size(array(text(64)), 0, 100),
});
export type OfferDraft = Infer<typeof OfferDraft>;

/** Field path (e.g. `rentalPlanList.1.price`) → pt-BR message. */
export type OfferDraftErrors = Record<string, string>;

const HEX = /^#[0-9a-fA-F]{6}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Is this a real calendar day written YYYY-MM-DD? */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today in Brazil as YYYY-MM-DD (one calendar for every validity rule). */
export function isoDay(now: Date = new Date()): string {
  return todayInBrazil(now);
}

/** Has the validity ended (the offer is archived from the day after `endsOn`)? */
export function hasValidityEnded(endsOn: string, today: string = isoDay()): boolean {
  return isExpired({ endsOn }, today);
}

/** The most an excess km may cost: R$ 20,00. */
export const MAX_EXCESS_KM_PRICE = 2000;

/**
 * What a real offer stays within (the demo's plans run 12 to 36 months,
 * 500 to 3.000 km a month, R$ 2.000 to R$ 12.000 a month): checked by
 * `offerDraftErrors`, so the editor and the server refuse alike, each value
 * beside its field. Money in centavos.
 */
export const OFFER_BOUNDS = {
  /** A monthly value (a plan's price; a colour's, an optional's, an additional's; the layout's 'A PARTIR DE'): R$ 100.000,00. */
  maxMonthly: 10_000_000,
  /** A plan's period, in months: whole semesters, from 6 to 60 months (a contract runs in steps of six months). */
  periodMonths: { min: 6, max: 60, step: 6 },
  /** A plan's monthly interest rate (% a.m.) for the entrada's saving: a car loan's, not above 5 % a month. */
  maxMonthlyInterest: 5,
  /** A plan's franchise, in km a month. */
  kmPerMonth: { min: 100, max: 10_000 },
  /** The car's list price, the entrada and the discount the layout shows: R$ 10.000.000,00. */
  maxCarPrice: 1_000_000_000,
  /** The insurance's deductible: R$ 1.000.000,00. */
  maxDeductible: 100_000_000,
  /** The validity starts in this year or later and ends at most this many years after today. */
  firstYear: 2000,
  maxValidityYears: 5,
} as const;

/** A plan's period the product offers: 6, 12, 18 … 60 months. */
export function isAllowedPeriod(months: number): boolean {
  const { min, max, step } = OFFER_BOUNDS.periodMonths;
  return Number.isInteger(months) && months >= min && months <= max && months % step === 0;
}

/** The last day an offer's validity may reach from `today`: the same day, `maxValidityYears` on (28 Feb for a 29 Feb). */
export function lastValidityDay(today: string): string {
  const year = Number(today.slice(0, 4)) + OFFER_BOUNDS.maxValidityYears;
  const day = `${year}${today.slice(4)}`;
  return isIsoDay(day) ? day : `${year}-02-28`;
}

/** What a new offer's price includes until the admin says otherwise (the usual subscription terms). */
export const DEFAULT_INCLUDED_IN_PRICE: readonly PriceItem[] = ['ipva', 'licensing', 'insurance', 'maintenance', 'assistance'];

/** A draft with nothing filled in: one default plan row to start from. */
export function emptyOfferDraft(today: string = isoDay()): OfferDraft {
  return {
    brand: 'fiat',
    category: { categoryName: '', categoryCode: '' },
    modelCode: '',
    modelShortName: '',
    modelName: '',
    versionName: '',
    versionCode: '',
    seriesCode: '',
    modelYear: Number(today.slice(0, 4)),
    manufactureYear: Number(today.slice(0, 4)),
    engine: '',
    gear: '',
    fuel: 'Flex',
    doors: 4,
    bodyType: 'hatch',
    fullDescription: '',
    seriesFullDescription: '',
    offerType: 'RENTAL',
    targetEntityType: 'NATURAL_PERSON',
    b2eOffer: false,
    b2eType: 'BOTH',
    dealerId: null,
    startsOn: today,
    endsOn: '',
    rentalPlanList: [{ period: 12, km: 1000, price: 0, monthlyInterestRate: 0, selectedByDefault: true }],
    colors: [],
    optionals: [],
    additionalItemsList: [],
    highlightsList: [],
    featuresList: [],
    partsList: [],
    tagsList: [],
    campaignTags: [],
    disclaimer: '',
    informationPage: null,
    listPrice: null,
    excessKmPrice: null,
    insuranceDeductible: null,
    includedInPrice: [...DEFAULT_INCLUDED_IN_PRICE],
    imageIds: [],
  };
}

/**
 * Every rule the draft breaks, one pt-BR message per field path; empty when
 * it can be saved. The layout-price rule is `offerSaveErrors`'.
 */
export function offerDraftErrors(draft: OfferDraft, today: string = isoDay()): OfferDraftErrors {
  const t = offerEditorLabels.errors;
  const B = OFFER_BOUNDS;
  const errors: OfferDraftErrors = {};
  const put = (path: string, message: string) => {
    if (!(path in errors)) errors[path] = message;
  };
  /** A value over its bound: the message names the bound. */
  const atMost = (path: string, value: number | null | undefined, max: number) => {
    if (value != null && value > max) put(path, t.valueTooHigh(formatBRL(max)));
  };
  const required = (path: string, value: string | undefined | null) => {
    if (!value || value.trim() === '') put(path, t.required);
  };

  required('category.categoryName', draft.category.categoryName);
  required('category.categoryCode', draft.category.categoryCode);
  required('modelCode', draft.modelCode);
  required('modelShortName', draft.modelShortName);
  required('modelName', draft.modelName);
  required('versionName', draft.versionName);
  required('versionCode', draft.versionCode);
  required('seriesCode', draft.seriesCode);
  required('engine', draft.engine);
  required('gear', draft.gear);
  required('fuel', draft.fuel);
  required('fullDescription', draft.fullDescription);
  required('disclaimer', draft.disclaimer);

  if (draft.manufactureYear < 1900 || draft.manufactureYear > 2100) put('manufactureYear', t.year);
  if (draft.modelYear < 1900 || draft.modelYear > 2100) put('modelYear', t.year);
  else if (draft.modelYear < draft.manufactureYear || draft.modelYear > draft.manufactureYear + 1) put('modelYear', t.modelYear);

  if (draft.offerType === 'DEALER' && !draft.dealerId) put('dealerId', t.dealerRequired);

  const startOk = isIsoDay(draft.startsOn);
  const endOk = isIsoDay(draft.endsOn);
  if (!startOk) put('startsOn', draft.startsOn ? t.date : t.required);
  if (!endOk) put('endsOn', draft.endsOn ? t.date : t.required);
  if (startOk && endOk && draft.endsOn <= draft.startsOn) put('endsOn', t.endAfterStart);
  const lastDay = lastValidityDay(today);
  if (endOk && draft.endsOn > lastDay) put('endsOn', t.endTooFar(B.maxValidityYears, formatDate(`${lastDay}T12:00:00Z`)));
  if (startOk && Number(draft.startsOn.slice(0, 4)) < B.firstYear) put('startsOn', t.startTooEarly(`01/01/${B.firstYear}`));

  // Plans: at least one, prices above zero, one default, no period × km twice.
  const plans = draft.rentalPlanList;
  if (plans.length > MAX_OFFER_PLANS) put('rentalPlanList', t.tooManyPlans);
  const seen = new Set<string>();
  plans.forEach((plan, i) => {
    if (plan.price <= 0) put(`rentalPlanList.${i}.price`, t.pricePositive);
    atMost(`rentalPlanList.${i}.price`, plan.price, B.maxMonthly);
    if (!isAllowedPeriod(plan.period)) put(`rentalPlanList.${i}.period`, t.periodRange(B.periodMonths.min, B.periodMonths.max, B.periodMonths.step));
    if (plan.km < B.kmPerMonth.min || plan.km > B.kmPerMonth.max) {
      put(`rentalPlanList.${i}.km`, t.kmRange(B.kmPerMonth.min.toLocaleString('pt-BR'), B.kmPerMonth.max.toLocaleString('pt-BR')));
    }
    if (plan.monthlyInterestRate < 0 || plan.monthlyInterestRate > B.maxMonthlyInterest) put(`rentalPlanList.${i}.monthlyInterestRate`, t.interestRate(B.maxMonthlyInterest));
    const key = `${plan.period}x${plan.km}`;
    if (seen.has(key)) put(`rentalPlanList.${i}.km`, t.duplicatePlan(plan.period, plan.km));
    seen.add(key);
  });
  const defaults = plans.filter((p) => p.selectedByDefault).length;
  if (plans.length > 0 && defaults === 0) put('rentalPlanList', t.noDefaultPlan);
  if (defaults > 1) put('rentalPlanList', t.severalDefaultPlans);

  // Periods named by colours, optionals and additionals must be plans' periods.
  const periods = new Set(plans.map((p) => p.period));
  const checkPeriods = (path: string, list: readonly number[]) => {
    const missing = list.find((m) => !periods.has(m));
    if (missing !== undefined && plans.length > 0) put(`${path}.associatedPeriod`, t.periodNotInPlans(missing));
  };

  if (draft.colors.length === 0) put('colors', t.noColours);
  const colourCodes = new Set<string>();
  draft.colors.forEach((c, i) => {
    const path = `colors.${i}`;
    required(`${path}.code`, c.code);
    required(`${path}.name`, c.name);
    if (!HEX.test(c.rgb)) put(`${path}.rgb`, t.hexColour);
    if (c.secondaryRgb && !HEX.test(c.secondaryRgb)) put(`${path}.secondaryRgb`, t.hexColour);
    if (c.code && colourCodes.has(c.code)) put(`${path}.code`, t.duplicateCode(c.code));
    atMost(`${path}.value`, c.value, B.maxMonthly);
    colourCodes.add(c.code);
    checkPeriods(path, c.associatedPeriod);
  });

  const optionalCodes = new Set<string>();
  draft.optionals.forEach((o, i) => {
    const path = `optionals.${i}`;
    required(`${path}.code`, o.code);
    required(`${path}.name`, o.name);
    if (o.code && optionalCodes.has(o.code)) put(`${path}.code`, t.duplicateCode(o.code));
    atMost(`${path}.value`, o.value, B.maxMonthly);
    optionalCodes.add(o.code);
    checkPeriods(path, o.associatedPeriod);
  });

  draft.additionalItemsList.forEach((a, i) => {
    const path = `additionalItemsList.${i}`;
    required(`${path}.name`, a.name);
    atMost(`${path}.value`, a.value, B.maxMonthly);
    checkPeriods(path, a.associatedPeriod);
  });

  draft.highlightsList.forEach((h, i) => required(`highlightsList.${i}`, h));
  draft.featuresList.forEach((f, i) => required(`featuresList.${i}`, f));
  draft.partsList.forEach((f, i) => required(`partsList.${i}`, f));
  const tagTexts = new Set<string>();
  draft.tagsList.forEach((tag, i) => {
    required(`tagsList.${i}.text`, tag.text);
    if (!HEX.test(tag.background_color)) put(`tagsList.${i}.background_color`, t.hexColour);
    const key = tag.text.trim().toLowerCase();
    if (key && tagTexts.has(key)) put(`tagsList.${i}.text`, t.duplicateTag(tag.text));
    tagTexts.add(key);
  });
  draft.campaignTags.forEach((tag, i) => required(`campaignTags.${i}`, tag));

  if (draft.informationPage) {
    required('informationPage.Title', draft.informationPage.Title);
    required('informationPage.Text', draft.informationPage.Text);
    const { backgroundColor, fontColor } = draft.informationPage;
    if (backgroundColor && !HEX.test(backgroundColor)) put('informationPage.backgroundColor', t.hexColour);
    if (fontColor && !HEX.test(fontColor)) put('informationPage.fontColor', t.hexColour);
  }
  if (draft.listPrice !== null && draft.listPrice <= 0) put('listPrice', t.pricePositive);
  atMost('listPrice', draft.listPrice, B.maxCarPrice);
  atMost('insuranceDeductible', draft.insuranceDeductible, B.maxDeductible);
  atMost('defaultLayoutInformation.monthlyPayment', draft.defaultLayoutInformation?.monthlyPayment, B.maxMonthly);
  atMost('defaultLayoutInformation.downPayment', draft.defaultLayoutInformation?.downPayment, B.maxCarPrice);
  atMost('defaultLayoutInformation.discount', draft.defaultLayoutInformation?.discount, B.maxCarPrice);
  if (draft.excessKmPrice === null) put('excessKmPrice', t.excessKmRequired);
  else if (draft.excessKmPrice <= 0) put('excessKmPrice', t.pricePositive);
  else if (draft.excessKmPrice > MAX_EXCESS_KM_PRICE) put('excessKmPrice', t.excessKmTooHigh);
  if (draft.includedInPrice.includes('insurance') && draft.insuranceDeductible === null) put('insuranceDeductible', t.deductibleRequired);
  if (new Set(draft.includedInPrice).size !== draft.includedInPrice.length) put('includedInPrice', t.duplicateIncluded);

  if (draft.imageIds.length > MAX_OFFER_IMAGES) put('imageIds', t.tooManyImages(MAX_OFFER_IMAGES));
  if (new Set(draft.imageIds).size !== draft.imageIds.length) put('imageIds', t.duplicateImage);

  // The layout 'A PARTIR DE' price must be reachable (the one rule of offer-validation.ts).
  // At least one plan, and a reachable layout 'A PARTIR DE' price: offer-validation.ts's rules.
  for (const e of offerSaveErrors(draftPricing(draft))) put(e.field, e.message);
  return errors;
}

/** The draft's prices as the pricing module reads them. */
function draftPricing(draft: OfferDraft): Parameters<typeof offerSaveErrors>[0] {
  return draftToOffer(draft, { id: '', images: [], dealer: null, flags: { released: false, removed: false, archived: false } });
}

/** What the server adds to a draft to make the stored offer. */
export interface DraftContext {
  id: string;
  /** The draft's photos, in the draft's order. */
  images: readonly OfferImage[];
  dealer: Offer['dealer'];
  flags: Pick<Offer, 'released' | 'removed' | 'archived'>;
  releasedOn?: string | null;
  createdByName?: string;
  updatedByName?: string;
}

/** Short, stable ids for list items the draft left without one. */
function itemId(prefix: string, index: number, taken: Set<string>): string {
  let n = index + 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  const id = `${prefix}${n}`;
  taken.add(id);
  return id;
}

function withIds<T, K extends keyof T>(items: readonly T[], key: K, prefix: string): (T & Record<K, string>)[] {
  const taken = new Set(items.map((i) => i[key]).filter((v): v is T[K] & string => typeof v === 'string' && v !== ''));
  return items.map((item, i) => {
    const current = item[key];
    return { ...item, [key]: typeof current === 'string' && current !== '' ? current : itemId(prefix, i, taken) };
  });
}

/**
 * The stored (and public) offer a draft makes: the draft's fields as they
 * are, the vehicle code (MVS = model + version + series), the default colour
 * (the first), the photos' URLs.
 */
export function draftToOffer(draft: OfferDraft, ctx: DraftContext): Offer {
  const colors = withIds(draft.colors, 'colorId', 'c').map((c) => ({
    colorId: c.colorId,
    code: c.code,
    name: c.name,
    category: c.category,
    value: c.value,
    rgb: c.rgb,
    secondaryRgb: c.secondaryRgb ?? null,
    associatedPeriod: [...c.associatedPeriod],
  }));
  const firstColour = colors[0]?.code ?? '';
  const mvs = `${draft.modelCode}${draft.versionCode}${draft.seriesCode}`;
  return {
    id: ctx.id,
    brand: draft.brand,
    category: { ...draft.category },
    modelCode: draft.modelCode,
    mvs,
    modelShortName: draft.modelShortName,
    modelName: draft.modelName,
    versionName: draft.versionName,
    versionCode: draft.versionCode,
    seriesCode: draft.seriesCode,
    modelYear: draft.modelYear,
    manufactureYear: draft.manufactureYear,
    engine: draft.engine,
    gear: draft.gear,
    fuel: draft.fuel,
    doors: draft.doors,
    bodyType: draft.bodyType,
    fullDescription: draft.fullDescription,
    seriesFullDescription: draft.seriesFullDescription,
    colorCode: firstColour,
    offerType: draft.offerType,
    targetEntityType: draft.targetEntityType,
    images: ctx.images.map((i) => i.urls.s1280),
    imagesColor: [],
    imageSet: ctx.images.map((i) => ({ id: i.id, urls: { ...i.urls } })),
    mvsInformation: { colorCode: firstColour, modelCode: draft.modelCode, versionCode: draft.versionCode, year: Math.max(1900, draft.modelYear) },
    offerColors: colors.map((c) => ({ colorId: c.colorId, rgb: c.rgb })),
    highlightsList: [...draft.highlightsList],
    featuresList: [...draft.featuresList],
    tagsList: withIds(draft.tagsList, 'id', 't'),
    partsList: [...draft.partsList],
    additionalItemsList: withIds(draft.additionalItemsList, 'id', 'a'),
    rentalPlanList: draft.rentalPlanList.map((p) => ({ ...p })),
    optionals: withIds(draft.optionals, 'optionalId', 'o'),
    colors,
    defaultLayoutInformation: draft.defaultLayoutInformation,
    disclaimer: draft.disclaimer,
    unavailabilityReason: draft.unavailabilityReason ?? null,
    dealer: draft.offerType === 'DEALER' ? ctx.dealer : null,
    released: ctx.flags.released,
    removed: ctx.flags.removed,
    archived: ctx.flags.archived,
    offerDeny: false,
    b2eOffer: draft.b2eOffer,
    b2eType: draft.b2eOffer ? (draft.b2eType ?? 'BOTH') : undefined,
    startsOn: draft.startsOn,
    endsOn: draft.endsOn,
    releasedOn: ctx.releasedOn ?? null,
    createdByName: ctx.createdByName,
    updatedByName: ctx.updatedByName,
    campaignTags: [...draft.campaignTags],
    informationPage: draft.informationPage,
    listPrice: draft.listPrice,
    excessKmPrice: draft.excessKmPrice,
    insuranceDeductible: draft.insuranceDeductible,
    includedInPrice: PRICE_ITEMS.filter((i) => draft.includedInPrice.includes(i)),
  };
}

/** The draft of a stored offer (the editor opens it; demo offers without photos ids have none). */
export function offerToDraft(offer: Offer): OfferDraft {
  return {
    brand: offer.brand,
    category: { ...offer.category },
    modelCode: offer.modelCode,
    modelShortName: offer.modelShortName,
    modelName: offer.modelName,
    versionName: offer.versionName,
    versionCode: offer.versionCode,
    seriesCode: offer.seriesCode,
    modelYear: offer.modelYear,
    manufactureYear: offer.manufactureYear,
    engine: offer.engine,
    gear: offer.gear,
    fuel: offer.fuel,
    doors: offer.doors,
    bodyType: offer.bodyType,
    fullDescription: offer.fullDescription,
    seriesFullDescription: offer.seriesFullDescription,
    offerType: offer.offerType,
    targetEntityType: offer.targetEntityType,
    b2eOffer: offer.b2eOffer,
    b2eType: offer.b2eType,
    dealerId: offer.dealer?.id ?? null,
    startsOn: offer.startsOn,
    endsOn: offer.endsOn,
    rentalPlanList: offer.rentalPlanList.map((p) => ({ ...p })),
    colors: offer.colors.map((c) => ({
      colorId: c.colorId,
      code: c.code,
      name: c.name,
      category: c.category,
      value: c.value,
      rgb: c.rgb,
      secondaryRgb: c.secondaryRgb ?? null,
      associatedPeriod: [...c.associatedPeriod],
    })),
    optionals: offer.optionals.map((o) => ({ ...o, associatedPeriod: [...o.associatedPeriod] })),
    additionalItemsList: offer.additionalItemsList.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      text: a.text,
      image_link: a.image_link,
      value: a.value,
      type: a.type,
      required: a.required,
      associatedPeriod: [...a.associatedPeriod],
      locavia_code: a.locavia_code,
    })),
    highlightsList: [...offer.highlightsList],
    featuresList: [...offer.featuresList],
    partsList: [...offer.partsList],
    tagsList: offer.tagsList.map((t) => ({ ...t })),
    campaignTags: [...(offer.campaignTags ?? [])],
    disclaimer: offer.disclaimer,
    informationPage: offer.informationPage ?? null,
    listPrice: offer.listPrice ?? null,
    excessKmPrice: offer.excessKmPrice ?? null,
    insuranceDeductible: offer.insuranceDeductible ?? null,
    includedInPrice: [...(offer.includedInPrice ?? DEFAULT_INCLUDED_IN_PRICE)],
    defaultLayoutInformation: offer.defaultLayoutInformation,
    unavailabilityReason: offer.unavailabilityReason ?? null,
    imageIds: (offer.imageSet ?? []).map((i) => i.id),
  };
}

/** A value as JSON with object keys sorted (stored jsonb does not keep key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Two draft values are the same (for the history's "which fields changed"). */
function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** The top-level draft fields that differ between two drafts, with old and new values. */
export function changedDraftFields(before: OfferDraft | null, after: OfferDraft): { field: string; old: unknown; new: unknown }[] {
  const keys = Object.keys(after) as (keyof OfferDraft)[];
  return keys
    .filter((k) => !same(before?.[k], after[k]))
    .map((k) => ({ field: k, old: before?.[k] ?? null, new: after[k] ?? null }));
}
