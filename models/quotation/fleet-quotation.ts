/**
 * Fleet quotation (spec 000 §2 "Quotation tools", §4 "Fleet quotation"; 001
 * §5.4, §8, §9): the card's rules as pure functions, its monthly price, and
 * the shapes of the quotation calls. Money is integer centavos; the commission
 * formula and the required additionals are those of pricing.ts and
 * quotation.ts.
 */
import {
  array,
  boolean,
  coerce,
  defaulted,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import { foldForSearch } from '../common/search-text';
import { Email } from '../common/field-structs';
import { quotationLabels } from '../labels/quotation';
import { titleCase } from '../common/title-case';
import { AdditionalItem, Brand, Centavos, Colour, Optional, PriceItem, RentalPlan, type Offer } from '../offer/offer';
import { isIncludedInPrice } from '../pricing/offer-details';
import {
  COMMISSION_DEFAULT,
  COMMISSION_OPTIONS,
  QUOTATION_AMOUNT_DEFAULT,
  QUOTATION_AMOUNT_MAX,
  QUOTATION_AMOUNT_MIN,
  centavosToDecimal,
  commissionDiscountFor,
  commissionPerMonth,
  itemsForPeriod,
  planMileages,
  planPeriods,
  quotationMonthlyPrice,
  roundRatio,
  type CommissionDiscountEntry,
  type QuotationPriceParts,
} from '../pricing/pricing';
import { PlateEnding, REQUIRED_QUOTATION_ADDITIONALS } from './quotation';

// ───────────────────────────── constants ─────────────────────────────

/** ours: a saved quotation is valid for this many days. */
export const QUOTATION_VALIDITY_DAYS = 30;
/** ours: the most cards one quotation holds. */
export const QUOTATION_MAX_ITEMS = 30;
/** The additional type of the plate-ending choice. */
const PLATE_TYPE = 'PLATE_NUMBER_ENDING';

// ───────────────────────────── field checks ─────────────────────────────

/** A colour's name as people read it (title case, as on the offer pages), or null without a colour. */
export function colourNameOf(colour: { name: string } | undefined): string | null {
  return colour ? titleCase(colour.name) : null;
}

/**
 * Amount 1..15 (spec 001 "Quotation amount 1 to 15"): below 1 the spec's
 * 'O número deve ser maior que 0'; above 15 (or not whole) the rule itself.
 */
export function validateQuotationAmount(amount: unknown): string | undefined {
  if (typeof amount !== 'number' || Number.isNaN(amount) || amount < QUOTATION_AMOUNT_MIN) return quotationLabels.amountInvalid;
  if (!Number.isInteger(amount) || amount > QUOTATION_AMOUNT_MAX) return quotationLabels.amountRange(QUOTATION_AMOUNT_MIN, QUOTATION_AMOUNT_MAX);
  return undefined;
}

/** What the price's place says while the card has no price: the amount's rule when the amount is what is wrong. */
export function priceUnavailableText(amount: unknown): string {
  return validateQuotationAmount(amount) === undefined ? quotationLabels.form.priceUnavailable : quotationLabels.form.priceNeedsAmount(QUOTATION_AMOUNT_MIN, QUOTATION_AMOUNT_MAX);
}

/** A commission option: 0.5 % to 5 % in steps of 0.5. */
export function isCommissionOption(value: unknown): value is number {
  return typeof value === 'number' && COMMISSION_OPTIONS.includes(value);
}

export const QuotationAmount = refine(number(), 'quotationAmount', (v) => validateQuotationAmount(v) ?? true);
export const CommissionPercentage = refine(number(), 'commissionPercentage', (v) => isCommissionOption(v) || quotationLabels.commissionInvalid);

// ───────────────────────────── the vehicle a card quotes ─────────────────────────────

/** A model the fleet quotation offers: an offer with its car price (what the commission is computed on). */
export const FleetVehicle = object({
  offerId: string(),
  brand: Brand,
  title: string(),
  carPrice: Centavos,
  rentalPlanList: array(RentalPlan),
  colors: array(Colour),
  additionalItemsList: array(AdditionalItem),
  optionals: array(Optional),
  /** What the offer's monthly price includes (the offer's `includedInPrice`, as the details page lists it). */
  includedInPrice: optional(array(PriceItem)),
});
export type FleetVehicle = Infer<typeof FleetVehicle>;

/** A dealer; `brands` (upper case: FIAT, JEEP…) lets the simulator keep the dealers of its brands. */
/** A dealer a card may quote at: its code, name, brands and city ('São Paulo - SP'). */
export const FleetDealer = object({ code: string(), name: string(), brands: optional(array(string())), city: optional(string()) });
export type FleetDealer = Infer<typeof FleetDealer>;

/**
 * The dealer choice, city by city: the seller's own dealer's city first, then the others in alphabetical order,
 * each city's dealers by name (a dealer with no city known goes last, under '').
 */
export function dealersByCity(dealers: readonly FleetDealer[], sellerDealerCode: string | null): { city: string; dealers: FleetDealer[] }[] {
  const home = dealers.find((d) => d.code === sellerDealerCode)?.city ?? null;
  const groups = new Map<string, FleetDealer[]>();
  for (const d of dealers) {
    const city = d.city ?? '';
    groups.set(city, [...(groups.get(city) ?? []), d]);
  }
  const rank = (city: string) => (city === home ? 0 : city === '' ? 2 : 1);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'pt-BR'))
    .map(([city, list]) => ({ city, dealers: [...list].sort((x, y) => x.name.localeCompare(y.name, 'pt-BR')) }));
}

/** `GET /api/quotations/catalogue`: the dealers and models the cards select from, and the seller's own dealer. */
export const FleetCatalogue = object({
  dealers: array(FleetDealer),
  vehicles: array(FleetVehicle),
  sellerDealerCode: nullable(string()),
});
export type FleetCatalogue = Infer<typeof FleetCatalogue>;

/** The vehicle part of an offer (the server builds it; the title is given by the caller). */
export function fleetVehicleOf(offer: Offer, title: string, carPrice: number): FleetVehicle {
  return {
    offerId: offer.id,
    brand: offer.brand,
    title,
    carPrice,
    rentalPlanList: offer.rentalPlanList,
    colors: offer.colors,
    additionalItemsList: offer.additionalItemsList,
    optionals: offer.optionals,
    ...(offer.includedInPrice ? { includedInPrice: offer.includedInPrice } : {}),
  };
}

// ───────────────────────────── the card ─────────────────────────────

export interface FleetCard {
  dealerCode: string | null;
  offerId: string | null;
  period: number | null;
  km: number | null;
  colorId: string | null;
  amount: number;
  insulfilm: boolean;
  plateEnding: PlateEnding;
  maintenance: boolean;
  insurance: boolean;
  commission: number;
  responsible: string;
}

/** A new card: nothing chosen, amount 1, plate 'Não', commission 5. */
export function emptyCard(dealerCode: string | null = null): FleetCard {
  return {
    dealerCode,
    offerId: null,
    period: null,
    km: null,
    colorId: null,
    amount: QUOTATION_AMOUNT_DEFAULT,
    insulfilm: false,
    plateEnding: 'Não',
    maintenance: false,
    insurance: false,
    commission: COMMISSION_DEFAULT,
    responsible: '',
  };
}

/** A model change clears period, mileage, colour, insulfilm, plate, maintenance and insurance, and resets the commission to 5. */
export function changeModel(card: FleetCard, offerId: string | null): FleetCard {
  return {
    ...card,
    offerId,
    period: null,
    km: null,
    colorId: null,
    insulfilm: false,
    plateEnding: 'Não',
    maintenance: false,
    insurance: false,
    commission: COMMISSION_DEFAULT,
  };
}

/** The full reset also clears the dealer, the responsible person and the amount (to 1). */
export function resetCard(card: FleetCard): FleetCard {
  return { ...changeModel(card, null), dealerCode: null, responsible: '', amount: QUOTATION_AMOUNT_DEFAULT };
}

/** A required additional (ABC, ADD19, ADD20) of the vehicle for a period, if offered. */
export function requiredAdditional(vehicle: Pick<FleetVehicle, 'additionalItemsList'>, period: number, which: keyof typeof REQUIRED_QUOTATION_ADDITIONALS) {
  const code = REQUIRED_QUOTATION_ADDITIONALS[which];
  return itemsForPeriod(vehicle.additionalItemsList, period).find((a) => a.locavia_code === code);
}

/**
 * The optionals a quoted vehicle comes with for a period: the required ones
 * (a fleet quotation chooses none), as the screen and the client's document
 * both list them.
 */
export function includedOptionals(vehicle: Pick<FleetVehicle, 'optionals'>, period: number): string[] {
  return itemsForPeriod(vehicle.optionals, period)
    .filter((o) => o.required)
    .map((o) => o.name);
}

/** The plate-ending additional of the vehicle for a period, if offered. */
export function plateAdditional(vehicle: Pick<FleetVehicle, 'additionalItemsList'>, period: number) {
  return itemsForPeriod(vehicle.additionalItemsList, period).find((a) => a.type === PLATE_TYPE);
}

/**
 * Maintenance or insurance comes with the quoted vehicle: its monthly price includes it (the same source as the
 * details' 'A MENSALIDADE INCLUI': models/pricing/offer-details.ts `isIncludedInPrice`), or the period's required
 * additional (ADD19, ADD20) adds it. Spec 001 §9: "Maintenance and insurance show 'Incluso'".
 */
export function includesService(vehicle: Pick<FleetVehicle, 'additionalItemsList' | 'includedInPrice'>, period: number, which: 'maintenance' | 'insurance'): boolean {
  return isIncludedInPrice(vehicle, which) || !!requiredAdditional(vehicle, period, which);
}

/**
 * A period choice: the required additionals offered with it are forced on
 * (the others off), maintenance and insurance read as the offer's price
 * includes them (`includesService`); a mileage or colour not offered with it is cleared.
 * The additionals' and the mileage price follow from `cardPrices`.
 */
export function choosePeriod(card: FleetCard, vehicle: FleetVehicle, period: number | null): FleetCard {
  if (period === null) return { ...card, period: null, km: null, colorId: null, insulfilm: false, maintenance: false, insurance: false };
  const km = card.km !== null && planMileages(vehicle.rentalPlanList, period).includes(card.km) ? card.km : null;
  const colorId = card.colorId !== null && itemsForPeriod(vehicle.colors, period).some((c) => c.colorId === card.colorId) ? card.colorId : null;
  const plateEnding = plateAdditional(vehicle, period) ? card.plateEnding : 'Não';
  return {
    ...card,
    period,
    km,
    colorId,
    plateEnding,
    insulfilm: !!requiredAdditional(vehicle, period, 'insulfilm'),
    maintenance: includesService(vehicle, period, 'maintenance'),
    insurance: includesService(vehicle, period, 'insurance'),
  };
}

/** The periods, mileages (for the chosen period) and colours a card offers. */
export function cardChoices(vehicle: FleetVehicle, card: Pick<FleetCard, 'period'>) {
  return {
    periods: planPeriods(vehicle.rentalPlanList),
    mileages: card.period === null ? [] : planMileages(vehicle.rentalPlanList, card.period),
    colours: card.period === null ? [] : itemsForPeriod(vehicle.colors, card.period),
    plateOffered: card.period !== null && !!plateAdditional(vehicle, card.period),
  };
}

/** The choices of a card that wait on another: the period on a known model, mileage and colour on the period, the plate ending on a period that offers it. */
export type DependentChoice = 'period' | 'km' | 'colorId' | 'plateEnding';

/** Is this choice open on the card now (every other field always is)? */
export function isChoiceOpen(vehicle: FleetVehicle | undefined, card: Pick<FleetCard, 'period'>, choice: DependentChoice): boolean {
  if (!vehicle) return false;
  switch (choice) {
    case 'period':
      return true;
    case 'km':
    case 'colorId':
      return card.period !== null;
    case 'plateEnding':
      return cardChoices(vehicle, card).plateOffered;
  }
}

/** Dealer, model, period, mileage and colour all chosen, amount and commission valid. */
export function isCardComplete(card: FleetCard): boolean {
  return (
    card.dealerCode !== null &&
    card.offerId !== null &&
    card.period !== null &&
    card.km !== null &&
    card.colorId !== null &&
    validateQuotationAmount(card.amount) === undefined &&
    isCommissionOption(card.commission)
  );
}

// ───────────────────────────── prices ─────────────────────────────

/** The prices a card shows before the commission: each part, null while what it needs is not chosen. */
export interface CardPrices {
  mileage: number | null;
  colour: number | null;
  insulfilm: number;
  plate: number;
  maintenance: number;
  insurance: number;
}

export function cardPrices(vehicle: FleetVehicle, card: Pick<FleetCard, 'period' | 'km' | 'colorId' | 'plateEnding'>): CardPrices {
  if (card.period === null) return { mileage: null, colour: null, insulfilm: 0, plate: 0, maintenance: 0, insurance: 0 };
  const period = card.period;
  const plan = card.km === null ? undefined : vehicle.rentalPlanList.find((p) => p.period === period && p.km === card.km);
  const colour = card.colorId === null ? undefined : itemsForPeriod(vehicle.colors, period).find((c) => c.colorId === card.colorId);
  const plate = card.plateEnding === 'Não' ? undefined : plateAdditional(vehicle, period);
  return {
    mileage: plan?.price ?? null,
    colour: colour?.value ?? null,
    insulfilm: requiredAdditional(vehicle, period, 'insulfilm')?.value ?? 0,
    plate: plate?.value ?? 0,
    maintenance: requiredAdditional(vehicle, period, 'maintenance')?.value ?? 0,
    insurance: requiredAdditional(vehicle, period, 'insurance')?.value ?? 0,
  };
}

export interface CardPrice {
  parts: QuotationPriceParts;
  /** colour + mileage + insulfilm + plate + maintenance + insurance: the price before the commission term. */
  initialPrice: number;
  /** The commission discount of the chosen percentage, per month (discount_value / months). */
  bonus: number;
  /** What giving up commission takes off a month: −commission − bonus (so initial − discount − bonus = monthly before the floor). */
  discount: number;
  /** The monthly price of one vehicle (never below zero). */
  monthly: number;
  /** monthly as the spec's 2-decimal `monthlyPaymentAmount` (reais). */
  monthlyPaymentAmount: number;
  /** monthly × amount. */
  monthlyAll: number;
  /** monthly × amount × months. */
  contract: number;
  months: number;
}

/** The price of a complete card, or null while dealer, model, period, mileage or colour are missing. */
export function cardPrice(vehicle: FleetVehicle, card: FleetCard, discounts: readonly CommissionDiscountEntry[]): CardPrice | null {
  if (!isCardComplete(card) || card.offerId !== vehicle.offerId) return null;
  const months = card.period!;
  const p = cardPrices(vehicle, card);
  if (p.mileage === null || p.colour === null) return null;
  const commission = commissionPerMonth(vehicle.carPrice, card.commission, months, discounts);
  const parts: QuotationPriceParts = {
    colour: p.colour,
    mileage: p.mileage,
    insulfilm: p.insulfilm,
    plate: p.plate,
    maintenance: p.maintenance,
    insurance: p.insurance,
    commission,
  };
  const initialPrice = parts.colour + parts.mileage + parts.insulfilm + parts.plate + parts.maintenance + parts.insurance;
  const bonus = roundRatio(commissionDiscountFor(discounts, card.commission), months);
  const monthly = quotationMonthlyPrice(parts);
  return {
    parts,
    initialPrice,
    bonus,
    discount: 0 - (commission + bonus) + 0,
    monthly,
    monthlyPaymentAmount: centavosToDecimal(monthly),
    monthlyAll: monthly * card.amount,
    contract: monthly * card.amount * months,
    months,
  };
}

export interface QuotationTotals {
  /** Σ monthly × amount over the priced cards. */
  monthly: number;
  /** Σ monthly × amount × months over the priced cards. */
  contract: number;
}

export function quotationTotals(prices: readonly (Pick<CardPrice, 'monthlyAll' | 'contract'> | null)[]): QuotationTotals {
  let monthly = 0;
  let contract = 0;
  for (const p of prices) {
    if (!p) continue;
    monthly += p.monthlyAll;
    contract += p.contract;
  }
  return { monthly, contract };
}

// ───────────────────────────── numbers ─────────────────────────────

/** A quotation number as people read it: 'COT-000042'. */
export function formatQuotationNumber(sequence: number): string {
  return `${quotationLabels.numberPrefix}${String(sequence).padStart(6, '0')}`;
}

export const QuotationNumber = pattern(string(), /^COT-\d{6,}$/);
/** The `:number` of the routes of one saved quotation (`/api/quotations/:number`, its duplicate, PDF and mail). */
export const QuotationNumberParams = object({ number: QuotationNumber });

// ───────────────────────────── calls ─────────────────────────────

/** One card as saved: what the seller chose. Prices are never sent; the server computes them. */
export const QuotationItemInput = object({
  dealerCode: size(string(), 1, 20),
  offerId: size(string(), 1, 120),
  period: min(integer(), 1),
  km: min(integer(), 1),
  colorId: size(string(), 1, 80),
  amount: QuotationAmount,
  plateEnding: defaulted(PlateEnding, 'Não'),
  commission: defaulted(CommissionPercentage, COMMISSION_DEFAULT),
  responsible: defaulted(size(string(), 0, 120), ''),
});
export type QuotationItemInput = Infer<typeof QuotationItemInput>;

/** A draft's identity, made by the page when it opens a quotation: saving the same draft twice is code 002. */
export const DraftId = pattern(string(), /^[A-Za-z0-9_-]{8,64}$/);

/** `POST /api/quotations` body (with an `Idempotency-Key` header). */
export const QuotationSaveBody = object({
  draftId: DraftId,
  /** Editing a saved quotation: its number (code 003 when it does not exist, or is not the caller's). */
  baseNumber: optional(QuotationNumber),
  opportunityName: size(string(), 1, 120),
  comments: defaulted(size(string(), 0, 2000), ''),
  items: size(array(QuotationItemInput), 1, QUOTATION_MAX_ITEMS),
});
export type QuotationSaveBody = Infer<typeof QuotationSaveBody>;

export const QuotationPricePartsStruct = object({
  colour: number(),
  mileage: number(),
  insulfilm: number(),
  plate: number(),
  maintenance: number(),
  insurance: number(),
  commission: number(),
});

/** One saved card, with what the server computed and the names the document shows. */
export const StoredQuotationItem = object({
  position: integer(),
  dealerCode: string(),
  dealerName: string(),
  offerId: string(),
  brand: Brand,
  title: string(),
  period: integer(),
  km: integer(),
  colorId: string(),
  colourName: string(),
  amount: integer(),
  plateEnding: PlateEnding,
  commission: number(),
  responsible: string(),
  carPrice: integer(),
  additionals: object({ insulfilm: boolean(), plateEnding: PlateEnding, maintenance: boolean(), insurance: boolean() }),
  parts: QuotationPricePartsStruct,
  initialPrice: integer(),
  bonus: integer(),
  discount: integer(),
  monthly: integer(),
  monthlyPaymentAmount: number(),
  monthlyAll: integer(),
  contract: integer(),
  /** Names of the optionals the vehicle comes with for the period. */
  optionals: array(string()),
  /** The coating (Revestimento): the version's own (quotationLabels.coatingStandard); quotations saved before kept the colour. */
  coating: string(),
  /** The accessories included: insulfilm, plate ending, maintenance, insurance. */
  accessories: array(string()),
});
export type StoredQuotationItem = Infer<typeof StoredQuotationItem>;

export const StoredQuotation = object({
  number: string(),
  revision: integer(),
  draftId: string(),
  opportunityName: string(),
  comments: string(),
  sellerId: nullable(string()),
  sellerName: string(),
  dealerCode: nullable(string()),
  createdAt: string(),
  updatedAt: string(),
  /** ISO date (yyyy-mm-dd) the quotation is valid until. */
  validUntil: string(),
  items: array(StoredQuotationItem),
  totals: object({ monthly: integer(), contract: integer() }),
});
export type StoredQuotation = Infer<typeof StoredQuotation>;

export const QuotationSummary = object({
  number: string(),
  revision: integer(),
  opportunityName: string(),
  sellerName: string(),
  createdAt: string(),
  updatedAt: string(),
  validUntil: string(),
  itemCount: integer(),
  vehicleCount: integer(),
  totals: object({ monthly: integer(), contract: integer() }),
});
export type QuotationSummary = Infer<typeof QuotationSummary>;

/** `POST /api/quotations` answer (201). */
export const QuotationSaveAnswer = object({ message: literal('Cotação salva com sucesso'), quotation: StoredQuotation });
export type QuotationSaveAnswer = Infer<typeof QuotationSaveAnswer>;

/** `POST /api/quotations/:number/send` body: the client's address (the e-mail rule's pt-BR message when refused) and name. */
export const QuotationSendBody = object({
  to: Email,
  name: defaulted(size(string(), 0, 120), ''),
});
export type QuotationSendBody = Infer<typeof QuotationSendBody>;

export const QuotationSendAnswer = object({ message: string(), messageId: string() });
export type QuotationSendAnswer = Infer<typeof QuotationSendAnswer>;

/** A duplicated quotation: a new draft holding the same cards, not saved yet. */
export function duplicateDraft(q: Pick<StoredQuotation, 'opportunityName' | 'comments' | 'items'>, draftId: string): QuotationSaveBody {
  return {
    draftId,
    opportunityName: q.opportunityName,
    comments: q.comments,
    items: q.items.map((i) => ({
      dealerCode: i.dealerCode,
      offerId: i.offerId,
      period: i.period,
      km: i.km,
      colorId: i.colorId,
      amount: i.amount,
      plateEnding: i.plateEnding,
      commission: i.commission,
      responsible: i.responsible,
    })),
  };
}

// ───────────────────────────── stock ─────────────────────────────

/** `GET /api/quotations/stock?dealerCode=&offerId=`: vehicles the dealer holds of a model. */
export const StockAnswer = object({
  dealerCode: string(),
  offerId: string(),
  available: min(integer(), 0),
  /** 'ready', 'in {days} days' as { inDays }, or null: undefined. */
  delivery: nullable(union([literal('ready'), object({ inDays: min(integer(), 1) })])),
});
export type StockAnswer = Infer<typeof StockAnswer>;

export const StockQuery = object({ dealerCode: size(string(), 1, 20), offerId: size(string(), 1, 120) });
export type StockQuery = Infer<typeof StockQuery>;

/** Stock delivery from the stored days: 0 ready, n > 0 in n days, null undefined. */
export function stockDelivery(days: number | null): StockAnswer['delivery'] {
  if (days === null || !Number.isFinite(days) || days < 0) return null;
  return days === 0 ? 'ready' : { inDays: Math.ceil(days) };
}

/** The stock delivery as a person reads it (pt-BR). */
export function stockDeliveryText(delivery: StockAnswer['delivery']): string {
  const t = quotationLabels.delivery;
  if (delivery === null) return t.undefined;
  return delivery === 'ready' ? t.ready : t.inDays(delivery.inDays);
}

// ───────────────────────────── the admin's outbox ─────────────────────────────

/**
 * `GET /api/admin/messages`: the product's mail, newest first. A message that carries a link acting for its
 * recipient (a password reset, a proof of e-mail, a privacy request's link) comes without its body (`text` and
 * `html` null): staff see that it went, to whom, when and its kind, never the link.
 */
export const AdminMessage = object({
  id: string(),
  kind: string(),
  to: string(),
  bcc: array(string()),
  subject: string(),
  status: enums(['pending', 'sent']),
  attempts: integer(),
  lastError: nullable(string()),
  createdAt: string(),
  sentAt: nullable(string()),
  text: nullable(string()),
  html: nullable(string()),
  attachments: array(object({ filename: string(), contentType: string(), size: integer() })),
});
export type AdminMessage = Infer<typeof AdminMessage>;

/** `GET /api/admin/messages?kind=&limit=`: one kind of message (e.g. `passwordReset`), up to `limit` (1–200, default 100). */
export const AdminMessagesQuery = object({
  kind: optional(size(string(), 1, 60)),
  limit: defaulted(coerce(max(min(integer(), 1), 200), pattern(string(), /^\d{1,4}$/), (v) => Number(v)), 100),
});
export type AdminMessagesQuery = Infer<typeof AdminMessagesQuery>;

// ───────────────────────────── the quotation form ─────────────────────────────

/** A card as saved: what the seller chose (null while incomplete). */
export function quotationItemOf(card: FleetCard): QuotationItemInput | null {
  if (!isCardComplete(card)) return null;
  return {
    dealerCode: card.dealerCode!,
    offerId: card.offerId!,
    period: card.period!,
    km: card.km!,
    colorId: card.colorId!,
    amount: card.amount,
    plateEnding: card.plateEnding,
    commission: card.commission,
    responsible: card.responsible.trim(),
  };
}

/** The card a saved item reopens as (the required additionals recomputed from the vehicle's period). */
export function cardOfItem(item: QuotationItemInput, vehicle: FleetVehicle | undefined): FleetCard {
  const base: FleetCard = { ...emptyCard(item.dealerCode), offerId: item.offerId, amount: item.amount, commission: item.commission, responsible: item.responsible };
  const withPeriod = vehicle ? choosePeriod(base, vehicle, item.period) : { ...base, period: item.period };
  return { ...withPeriod, km: item.km, colorId: item.colorId, plateEnding: item.plateEnding };
}

/** The opportunity's name is given (spaces alone are none). */
export const hasOpportunityName = (opportunityName: string) => opportunityName.trim() !== '';

/** The opportunity name is given and every card is complete: the quotation can be reviewed and saved. */
export function isQuotationReady(opportunityName: string, cards: readonly FleetCard[]): boolean {
  return hasOpportunityName(opportunityName) && cards.length > 0 && cards.every(isCardComplete);
}

/** The outbox page's filters: by status, by kind of message, and a search on recipient and subject. */
export interface OutboxFilters {
  status: 'all' | AdminMessage['status'];
  kind: string;
  text: string;
}

export const NO_OUTBOX_FILTERS: OutboxFilters = { status: 'all', kind: 'all', text: '' };

/** Messages of the outbox a page shows. */
export const OUTBOX_PAGE_SIZE = 20;

/** Longest text searched in the outbox (longer input is cut). */
export const OUTBOX_SEARCH_MAX = 80;

/** The messages the filters let through, in their order; the search ignores case and accents. */
export function filterOutbox<T extends Pick<AdminMessage, 'status' | 'kind' | 'to' | 'subject'>>(messages: readonly T[], filters: OutboxFilters): T[] {
  const words = foldForSearch(filters.text.slice(0, OUTBOX_SEARCH_MAX)).split(' ').filter(Boolean);
  return messages.filter((m) => {
    if (filters.status !== 'all' && m.status !== filters.status) return false;
    if (filters.kind !== 'all' && m.kind !== filters.kind) return false;
    const haystack = foldForSearch(`${m.to} ${m.subject}`);
    return words.every((w) => haystack.includes(w));
  });
}

export function hasOutboxFilters(filters: OutboxFilters): boolean {
  return filters.status !== 'all' || filters.kind !== 'all' || filters.text.trim() !== '';
}

/** The kinds of message in the outbox, each once, in the order first seen. */
export function outboxKinds(messages: readonly Pick<AdminMessage, 'kind'>[]): string[] {
  return [...new Set(messages.map((m) => m.kind))];
}
