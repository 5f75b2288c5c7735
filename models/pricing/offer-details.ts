/**
 * Offer details rules (spec 000 §2 "Offer details", §4; 001 §5.4, §9): the
 * configuration a person builds (plan, colour, optional, additionals, plate
 * ending, initial payment), how it is kept consistent when the period
 * changes, what blocks 'Continuar', the plan comparison, the title.
 * The address codec is models/app/details-address.ts; the FAQ models/content/faq.ts; the
 * content answers and paths models/content/details-content.ts; money input models/common/money.ts.
 *
 * Every figure comes from models/pricing/pricing.ts; nothing here re-implements a
 * price rule. Money is integer centavos.
 */
import { cardPlan } from './card-pricing';
import { clampMoney } from '../common/money';
import { PRICE_ITEMS, colourCategoryOf, type AdditionalItem, type ColorCategory, type Colour, type Offer, type Optional, type PriceItem, type RentalPlan } from '../offer/offer';
import {
  cheapestColour,
  checkInitialPayment,
  contractCost,
  initialPaymentBounds,
  itemsForPeriod,
  monthlyTotal,
  offerPrice,
  planMileages,
  planPeriods,
  roundRatio,
  selectPlan,
  type ContractCost,
  type CouponTerms,
  type InitialPaymentBounds,
  type InitialPaymentCheck,
  type OfferPrice,
} from './pricing';

// ───────────────────────────── configuration ─────────────────────────────

/** What a person chose on the details page. */
export interface DetailsConfiguration {
  period: number;
  km: number;
  colorId: string | null;
  optionalId: string | null;
  /** Checked additionals (required ones included), in offer order. */
  additionalIds: string[];
  /** Plate ending 0–9, only while the plate-ending additional is checked. */
  plateNumber: number | null;
  /** ENTRADA in centavos (0: none). */
  initialPayment: number;
}

/**
 * One string per configuration (the same choices, the same key): what the
 * derived figures (price, plan comparison) are cached under, so each
 * configuration is priced once however often the page asks.
 */
export function configurationKey(config: DetailsConfiguration): string {
  return [config.period, config.km, config.colorId ?? '', config.optionalId ?? '', config.additionalIds.join(','), config.plateNumber ?? '', config.initialPayment].join('|');
}

/** The same items in the same order (each compared with `Object.is`). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((item, i) => Object.is(item, b[i])));
}

/**
 * Two configurations alike on the named fields (lists item by item): a part
 * of the page that reads only those fields need not draw again when another
 * one changes.
 */
export function sameConfigurationOn(...fields: (keyof DetailsConfiguration)[]) {
  return (a: DetailsConfiguration | null, b: DetailsConfiguration | null): boolean => {
    if (a === b) return true;
    if (a === null || b === null) return false;
    return fields.every((f) => {
      const x = a[f];
      const y = b[f];
      return Array.isArray(x) && Array.isArray(y) ? sameItems(x, y) : Object.is(x, y);
    });
  };
}

/** Plate-ending choices 0 to 9. */
export const PLATE_NUMBERS: readonly number[] = Array.from({ length: 10 }, (_, i) => i);

export function coloursForPeriod(offer: Pick<Offer, 'colors'>, period: number): Colour[] {
  return itemsForPeriod(offer.colors, period);
}

export function optionalsForPeriod(offer: Pick<Offer, 'optionals'>, period: number): Optional[] {
  return itemsForPeriod(offer.optionals, period);
}

export function additionalsForPeriod(offer: Pick<Offer, 'additionalItemsList'>, period: number): AdditionalItem[] {
  return itemsForPeriod(offer.additionalItemsList, period);
}

/** A required optional replaces the list (and hides the no-optional choice). */
export function requiredOptional(optionals: readonly Optional[]): Optional | undefined {
  return optionals.find((o) => o.required);
}

export function isRequiredAdditional(item: Pick<AdditionalItem, 'required'>): boolean {
  return item.required === 1;
}

/** The ids of the additionals the offer always includes (never the customer's choice). */
export function includedAdditionalIds(offer: Pick<Offer, 'additionalItemsList'>): Set<string> {
  return new Set(offer.additionalItemsList.filter(isRequiredAdditional).map((a) => a.id));
}

export function isPlateAdditional(item: Pick<AdditionalItem, 'type'>): boolean {
  return item.type === 'PLATE_NUMBER_ENDING';
}

// ───────────────────────────── colours ─────────────────────────────

export type ColourGroupKey = 'solid' | 'metallic' | 'pearly';

const GROUP_OF_CATEGORY: Record<ColorCategory, ColourGroupKey> = { M: 'metallic', P: 'pearly', N: 'solid' };

/** The colour group of a category (models/offer/offer.ts `colourCategoryOf`: M metallic, P pearly, anything else solid). */
export function colourGroupOf(category: string): ColourGroupKey {
  return GROUP_OF_CATEGORY[colourCategoryOf(category)];
}

export interface ColourGroup {
  key: ColourGroupKey;
  colours: Colour[];
}

const GROUP_ORDER: readonly ColourGroupKey[] = ['solid', 'metallic', 'pearly'];

/** Colours grouped 'COR SÓLIDA', 'COR METÁLICA', 'COR PEROLIZADA', empty groups left out. */
export function colourGroups(colours: readonly Colour[]): ColourGroup[] {
  return GROUP_ORDER.map((key) => ({ key, colours: colours.filter((c) => colourGroupOf(c.category) === key) })).filter(
    (g) => g.colours.length > 0,
  );
}

/**
 * The colour kept when the list changes (spec 000 §4 "Colour picker"): the
 * same colour when still offered; else the first colour of the previous
 * colour's category; else the first colour of the first category.
 */
export function pickColour(available: readonly Colour[], previous: Pick<Colour, 'colorId' | 'category'> | null | undefined): Colour | undefined {
  if (previous) {
    const same = available.find((c) => c.colorId === previous.colorId);
    if (same) return same;
    const group = colourGroupOf(previous.category);
    const sameCategory = available.find((c) => colourGroupOf(c.category) === group);
    if (sameCategory) return sameCategory;
  }
  return colourGroups(available)[0]?.colours[0];
}

export { swatchBackground } from '../offer/colour-swatch';

// ───────────────────────────── normalising ─────────────────────────────

/**
 * Makes any draft a configuration the offer can sell: the plan (a missing
 * mileage falls back to the cheapest plan of the period), a colour of that
 * period, the required optional or an offered one (else none), offered
 * additionals with every required one checked, and the plate number only
 * while the plate-ending additional is checked.
 */
export function normaliseConfiguration(offer: Offer, draft: DetailsConfiguration): DetailsConfiguration {
  const plan = selectPlan(offer.rentalPlanList, draft.period, draft.km) ?? offer.rentalPlanList[0]!;
  const period = plan.period;

  const previousColour = offer.colors.find((c) => c.colorId === draft.colorId);
  const colour = pickColour(coloursForPeriod(offer, period), previousColour);

  const optionals = optionalsForPeriod(offer, period);
  const required = requiredOptional(optionals);
  const optionalId = required ? required.optionalId : optionals.some((o) => o.optionalId === draft.optionalId) ? draft.optionalId : null;

  const chosen = new Set(draft.additionalIds);
  const additionalIds = additionalsForPeriod(offer, period)
    .filter((a) => isRequiredAdditional(a) || chosen.has(a.id))
    .map((a) => a.id);
  const plateChecked = additionalsForPeriod(offer, period).some((a) => isPlateAdditional(a) && additionalIds.includes(a.id));
  const plateNumber = plateChecked && draft.plateNumber !== null && PLATE_NUMBERS.includes(draft.plateNumber) ? draft.plateNumber : null;

  return {
    period,
    km: plan.km,
    colorId: colour?.colorId ?? null,
    optionalId,
    additionalIds,
    plateNumber,
    initialPayment: clampMoney(draft.initialPayment),
  };
}

/**
 * The colour an offer opens with on a period: the picker's own first choice
 * (the first colour of the first category) when nothing costs less, else the
 * cheapest colour, the one the card's 'A PARTIR DE' counts (models/pricing/pricing.ts
 * `planMinimumTotal`).
 */
export function openingColour(offer: Pick<Offer, 'colors'>, period: number): Colour | undefined {
  const available = coloursForPeriod(offer, period);
  const first = pickColour(available, null);
  const cheapest = cheapestColour(available);
  return first && cheapest && first.value <= cheapest.value ? first : cheapest;
}

/**
 * The configuration an offer opens with: what its card promises (models/
 * card-pricing.ts `cardPlan`: the plan of the card's 'A PARTIR DE', its
 * cheapest colour, no entrada), with the required optional (else none) and
 * the required additionals, no plate; anything the address carries replaces
 * a default, then the whole is normalised. An initial payment from the
 * address that breaks the rules is dropped. The entrada the offer suggests
 * (its layout's down payment) is not chosen for the person: the headline
 * is the card's price.
 */
export function initialConfiguration(offer: Offer, fromAddress: Partial<DetailsConfiguration> = {}): DetailsConfiguration {
  const plan = cardPlan(offer) ?? offer.rentalPlanList[0]!;
  const draft: DetailsConfiguration = {
    period: plan.period,
    km: plan.km,
    colorId: null,
    optionalId: null,
    additionalIds: [],
    plateNumber: null,
    initialPayment: 0,
    ...definedOnly(fromAddress),
  };
  if (fromAddress.period !== undefined && fromAddress.km === undefined) draft.km = Number.NaN;
  if (fromAddress.colorId === undefined) {
    const period = selectPlan(offer.rentalPlanList, draft.period, draft.km)?.period ?? plan.period;
    draft.colorId = openingColour(offer, period)?.colorId ?? null;
  }
  const config = normaliseConfiguration(offer, draft);
  const payment = initialPaymentAfterBoundsChange(config.initialPayment, configurationBounds(offer, config));
  return { ...config, initialPayment: payment.check === 'ok' ? payment.amount : 0 };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A new period: mileage kept when offered (else the cheapest plan), initial payment back to zero. */
export function withPeriod(offer: Offer, config: DetailsConfiguration, period: number): DetailsConfiguration {
  return normaliseConfiguration(offer, { ...config, period, initialPayment: 0 });
}

/** A new mileage for the current period, initial payment back to zero. */
export function withMileage(offer: Offer, config: DetailsConfiguration, km: number): DetailsConfiguration {
  return normaliseConfiguration(offer, { ...config, km, initialPayment: 0 });
}

/** A whole plan (the comparison's choice), initial payment back to zero. */
export function withPlan(offer: Offer, config: DetailsConfiguration, period: number, km: number): DetailsConfiguration {
  return normaliseConfiguration(offer, { ...config, period, km, initialPayment: 0 });
}

export function withColour(offer: Offer, config: DetailsConfiguration, colorId: string): DetailsConfiguration {
  return normaliseConfiguration(offer, { ...config, colorId });
}

/** One optional at a time: choosing one replaces the other (null: none). */
export function withOptional(offer: Offer, config: DetailsConfiguration, optionalId: string | null): DetailsConfiguration {
  return normaliseConfiguration(offer, { ...config, optionalId });
}

/**
 * Two optionals cannot be added together (spec 001 §5.4, "conflict
 * message"): choosing an optional while another is chosen replaces it, and
 * the visitor is told why the first one went. Choosing none, or the first
 * optional, is no conflict.
 */
export function optionalConflicts(config: Pick<DetailsConfiguration, 'optionalId'>, optionalId: string | null): boolean {
  return config.optionalId !== null && optionalId !== null && optionalId !== config.optionalId;
}

/** Checks or unchecks an additional; required ones stay checked; unchecking the plate ending clears the number. */
export function withAdditionalToggled(offer: Offer, config: DetailsConfiguration, id: string): DetailsConfiguration {
  const has = config.additionalIds.includes(id);
  const additionalIds = has ? config.additionalIds.filter((x) => x !== id) : [...config.additionalIds, id];
  return normaliseConfiguration(offer, { ...config, additionalIds });
}

export function withPlateNumber(offer: Offer, config: DetailsConfiguration, plateNumber: number): DetailsConfiguration {
  return normaliseConfiguration(offer, { ...config, plateNumber });
}

// ───────────────────────────── selection and price ─────────────────────────────

export interface DetailsSelection {
  plan: RentalPlan;
  colour: Colour | undefined;
  optional: Optional | undefined;
  additionals: AdditionalItem[];
}

export function selectionOf(offer: Offer, config: DetailsConfiguration): DetailsSelection {
  const plan = selectPlan(offer.rentalPlanList, config.period, config.km) ?? offer.rentalPlanList[0]!;
  return {
    plan,
    colour: offer.colors.find((c) => c.colorId === config.colorId),
    optional: offer.optionals.find((o) => o.optionalId === config.optionalId),
    additionals: offer.additionalItemsList.filter((a) => config.additionalIds.includes(a.id)),
  };
}

/** The monthly total's initial payment bounds for a configuration. */
export function configurationBounds(offer: Offer, config: DetailsConfiguration): InitialPaymentBounds {
  const s = selectionOf(offer, config);
  return initialPaymentBounds(monthlyTotal(s).total, s.plan.period);
}

/** Everything the summary shows, from models/pricing/pricing.ts `offerPrice`. */
export function detailsPrice(offer: Offer, config: DetailsConfiguration, coupon: CouponTerms | null = null): OfferPrice {
  const s = selectionOf(offer, config);
  return offerPrice({
    plan: s.plan,
    colour: s.colour ?? null,
    optional: s.optional ?? null,
    additionals: s.additionals,
    initialPayment: config.initialPayment,
    coupon,
  });
}

/**
 * A configuration as the details page announces it to its parts (the colour
 * picker, the entrada, the coupon, the lead step): one object, each part
 * taking what it needs.
 */
export interface AnnouncedConfiguration {
  offerId: string;
  /** The choices: plan (period, km), colour, optional, additionals, plate ending, entrada. */
  config: DetailsConfiguration;
  /** The colours the chosen period offers. */
  colours: Colour[];
  /** The summary's figures with the applied coupon (`detailsPrice`); its `bounds` are the entrada's. */
  price: OfferPrice;
  /** The entrada as the page last checked it (a typed amount above the maximum is refused, not priced). */
  initialPaymentCheck: InitialPaymentCheck;
  /** The customer's CPF as the lead form last reported it; undefined until it does. */
  customerCpf?: string | null | undefined;
}

/** What the page knows besides the offer and the choices, for `announcedConfiguration`. */
export interface AnnouncedFacts {
  coupon: CouponTerms | null;
  initialPaymentCheck: InitialPaymentCheck;
  customerCpf?: string | null | undefined;
}

/** The configuration the details page announces: the choices, the period's colours and the price (`detailsPrice`). */
export function announcedConfiguration(offer: Offer, config: DetailsConfiguration, facts: AnnouncedFacts): AnnouncedConfiguration {
  return {
    offerId: offer.id,
    config,
    colours: coloursForPeriod(offer, config.period),
    price: detailsPrice(offer, config, facts.coupon),
    initialPaymentCheck: facts.initialPaymentCheck,
    ...(facts.customerCpf === undefined ? {} : { customerCpf: facts.customerCpf }),
  };
}

/** The full cost and the excess-km figures of the priced configuration (models/pricing/pricing.ts `contractCost`). */
export function detailsContractCost(offer: Offer, config: DetailsConfiguration, price: Pick<OfferPrice, 'contractTotal'>): ContractCost {
  return contractCost(price, selectionOf(offer, config).plan, offer.excessKmPrice);
}

/** Two contract costs with the same figures (the page redraws the part only when one changed). */
export function sameContractCost(a: ContractCost | null, b: ContractCost | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return (
    a.fullCost === b.fullCost &&
    a.months === b.months &&
    a.kmPerMonth === b.kmPerMonth &&
    a.excessKmPrice === b.excessKmPrice &&
    a.overruns.length === b.overruns.length &&
    a.overruns.every((o, i) => o.percent === b.overruns[i]!.percent && o.km === b.overruns[i]!.km && o.cost === b.overruns[i]!.cost)
  );
}

export interface PriceInclusions {
  /** In `PRICE_ITEMS` order. */
  included: PriceItem[];
  excluded: PriceItem[];
  /** The insurance deductible (franquia) when insurance is included and the offer states it. */
  insuranceDeductible: number | null;
}

/** What the offer's monthly price includes and excludes; null when the offer states neither (saved before they were kept). */
export function priceInclusions(offer: Pick<Offer, 'includedInPrice' | 'insuranceDeductible'>): PriceInclusions | null {
  if (!offer.includedInPrice) return null;
  const included = new Set(offer.includedInPrice);
  return {
    included: PRICE_ITEMS.filter((i) => included.has(i)),
    excluded: PRICE_ITEMS.filter((i) => !included.has(i)),
    insuranceDeductible: included.has('insurance') ? (offer.insuranceDeductible ?? null) : null,
  };
}

/**
 * Is the item part of what the offer's monthly price includes (the details' 'A MENSALIDADE INCLUI' list,
 * `priceInclusions`)? The fleet quotation reads maintenance and insurance here too. False when the offer states
 * nothing.
 */
export function isIncludedInPrice(offer: Pick<Offer, 'includedInPrice' | 'insuranceDeductible'>, item: PriceItem): boolean {
  return priceInclusions(offer)?.included.includes(item) ?? false;
}

// ───────────────────────────── initial payment (ENTRADA) ─────────────────────────────

export interface InitialPaymentState {
  amount: number;
  check: InitialPaymentCheck;
}

/**
 * An initial payment checked against bounds (spec 001 §5.4): zero is
 * allowed; below the minimum it stays and blocks; above the maximum it is
 * reset to 0 and still blocks (the maximum shows in red).
 */
export function initialPaymentAfterBoundsChange(amount: number, bounds: InitialPaymentBounds): InitialPaymentState {
  const value = clampMoney(amount);
  const check = checkInitialPayment(value, bounds);
  return check === 'aboveMaximum' ? { amount: 0, check } : { amount: value, check };
}

/**
 * The entrada the offer suggests (its layout's down payment) while the
 * configuration still carries it: the page says so beside the headline, so
 * no one meets an entrada they did not choose unannounced. null otherwise.
 */
export function suggestedInitialPayment(offer: Pick<Offer, 'defaultLayoutInformation'>, config: Pick<DetailsConfiguration, 'initialPayment'>): number | null {
  const suggested = offer.defaultLayoutInformation?.downPayment ?? 0;
  return suggested > 0 && config.initialPayment === suggested ? suggested : null;
}

// ───────────────────────────── continuing ─────────────────────────────

/** A checked plate-ending additional without a number. */
export function plateNumberMissing(offer: Offer, config: DetailsConfiguration): boolean {
  const plate = offer.additionalItemsList.find((a) => isPlateAdditional(a) && config.additionalIds.includes(a.id));
  return Boolean(plate) && config.plateNumber === null;
}

/** 'Continuar' needs the plate number when the plate ending is checked and a valid initial payment. */
export function canContinue(offer: Offer, config: DetailsConfiguration, check: InitialPaymentCheck): boolean {
  return !plateNumberMissing(offer, config) && check === 'ok';
}

// ───────────────────────────── plans ─────────────────────────────

export type MileageIcon = '500' | '1000' | '2000' | 'other';

/** Mileage tiles have icons for 500, 1000 and 2000 km, and one for any other. */
export function mileageIcon(km: number): MileageIcon {
  return km === 500 ? '500' : km === 1000 ? '1000' : km === 2000 ? '2000' : 'other';
}

export function periodsOf(offer: Pick<Offer, 'rentalPlanList'>): number[] {
  return planPeriods(offer.rentalPlanList);
}

export function mileagesOf(offer: Pick<Offer, 'rentalPlanList'>, period: number): number[] {
  return planMileages(offer.rentalPlanList, period);
}

// ───────────────────────────── plan comparison (beyond the spec) ─────────────────────────────

export interface ComparisonColumn {
  period: number;
  km: number;
  current: boolean;
  /** VALOR MENSAL of this plan with the current colour, optional, additionals and entrada. */
  monthlyValue: number;
  /** The entrada counted (0 when it breaks this plan's bounds). */
  initialPayment: number;
  /** monthly value × months + entrada. */
  contractTotal: number;
  /** contract total ÷ (km × months), centavos per km, rounded half-up. */
  costPerKm: number;
  /** The coupon applied counts in this plan's figures. */
  withCoupon: boolean;
  lowestMonthly: boolean;
  lowestPerKm: boolean;
}

/**
 * The coupon the comparison counts: the one applied, valid for the period it was applied to
 * (`everyPeriod` false), or a sent lead's own, which stays whatever the plan (`everyPeriod` true).
 */
export interface ComparisonCoupon {
  terms: CouponTerms;
  everyPeriod: boolean;
}

function comparisonColumn(
  offer: Offer,
  config: DetailsConfiguration,
  plan: RentalPlan,
  current: boolean,
  coupon: ComparisonCoupon | null,
): Omit<ComparisonColumn, 'lowestMonthly' | 'lowestPerKm'> {
  const planConfig = normaliseConfiguration(offer, { ...config, period: plan.period, km: plan.km });
  const terms = coupon && (coupon.everyPeriod || plan.period === config.period) ? coupon.terms : null;
  const price = detailsPrice(offer, planConfig, terms);
  const entrada = price.initialPaymentCheck === 'ok' ? price.financing.firstPayment : 0;
  // The summary's own figures: its VALOR MENSAL (the first instalments') and the contract's cost, coupon counted.
  const contractTotal = price.contractTotal;
  return {
    period: plan.period,
    km: plan.km,
    current,
    monthlyValue: price.ranges[0]!.amount,
    initialPayment: entrada,
    contractTotal,
    costPerKm: roundRatio(contractTotal, plan.km * plan.period),
    withCoupon: terms !== null,
  };
}

/**
 * The plans side by side: the current one, the plan with the lowest monthly
 * value of every period, and the plans with the lowest contract total and
 * the lowest cost per km of the whole offer (each once), ordered by period
 * then km. Every plan of the offer is priced with the same configuration and
 * the same computation as the summary (`detailsPrice`), with the coupon
 * applied where it is valid: the plans of the period it was applied to, or
 * every plan for a sent lead's own; so the current plan shows the summary's
 * figures. A monthly value or a cost per km is marked 'Menor valor' only when
 * no plan of the offer beats it; contract totals of different durations are
 * not compared, so none is marked. An offer with a single plan has nothing to
 * compare: [].
 */
export function planComparison(offer: Offer, config: DetailsConfiguration, coupon: ComparisonCoupon | null = null): ComparisonColumn[] {
  const plans = offer.rentalPlanList;
  if (plans.length < 2) return [];
  const currentPlan = selectionOf(offer, config).plan;
  const all = plans.map((p) => comparisonColumn(offer, config, p, p === currentPlan, coupon));
  const lowest = (pick: (c: (typeof all)[number]) => number) => Math.min(...all.map(pick));
  const minMonthly = lowest((c) => c.monthlyValue);
  const minTotal = lowest((c) => c.contractTotal);
  const minPerKm = lowest((c) => c.costPerKm);
  const shown = new Set<(typeof all)[number]>(all.filter((c) => c.current));
  for (const period of planPeriods(plans)) {
    const ofPeriod = all.filter((c) => c.period === period);
    shown.add(ofPeriod.reduce((best, c) => (c.monthlyValue < best.monthlyValue ? c : best)));
  }
  shown.add(all.find((c) => c.contractTotal === minTotal)!);
  shown.add(all.find((c) => c.costPerKm === minPerKm)!);
  return [...shown]
    .sort((a, b) => a.period - b.period || a.km - b.km)
    .map((c) => ({ ...c, lowestMonthly: c.monthlyValue === minMonthly, lowestPerKm: c.costPerKm === minPerKm }));
}

/** The same columns with the same figures and marks (two configurations that compare alike). */
export function sameComparison(a: readonly ComparisonColumn[], b: readonly ComparisonColumn[]): boolean {
  const fields: (keyof ComparisonColumn)[] = ['period', 'km', 'current', 'monthlyValue', 'initialPayment', 'contractTotal', 'costPerKm', 'withCoupon', 'lowestMonthly', 'lowestPerKm'];
  return a === b || (a.length === b.length && a.every((column, i) => fields.every((f) => column[f] === b[i]![f])));
}

// ───────────────────────────── title, tracking ─────────────────────────────

/** The virtual page view of an open offer (spec 000 §2). */
export function virtualPagePath(offerId: string): string {
  return `/vpv/flua/${offerId}/detalhes`;
}

/**
 * Title: brand, short model name, version, model year; for Citroën and
 * Peugeot, the brand plus the full description (a description that already
 * starts with the brand does not repeat it).
 */
export function offerTitle(offer: Pick<Offer, 'brand' | 'modelShortName' | 'versionName' | 'modelYear' | 'fullDescription'>, brandName: string): string {
  if (offer.brand === 'citroen' || offer.brand === 'peugeot') {
    const description = offer.fullDescription.trim();
    const repeats = description.toLocaleLowerCase('pt-BR').startsWith(brandName.toLocaleLowerCase('pt-BR'));
    return repeats ? description : `${brandName} ${description}`;
  }
  return `${brandName} ${offer.modelShortName} ${offer.versionName} ${offer.modelYear}`;
}

/** Subtitle: engine, gearbox, fuel, doors. */
export function offerSubtitle(offer: Pick<Offer, 'engine' | 'gear' | 'fuel' | 'doors'>): string {
  return [offer.engine, offer.gear, offer.fuel, `${offer.doors} portas`].join(' · ');
}
