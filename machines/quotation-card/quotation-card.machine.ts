/**
 * One fleet quotation card ('COTAÇÃO {n}', spec 000 §2 "Quotation tools",
 * §4 "Fleet quotation"; 001 §5.4, §9): dealer, model, period, mileage,
 * colour, amount, plate ending, commission, responsible person, and the
 * dealer's stock of the chosen model.
 *
 *   idle ──(dealer and model chosen)──▶ loadingStock ──done──▶ stockReady
 *     ▲                                      └──error──▶ stockFailed ──quotation.retryStock──▶ loadingStock
 *     └── a dealer or model change (or the full reset) leaves for `checkingStock`,
 *         which loads the stock when both are chosen, else rests in idle.
 *
 * Every field event is accepted in every state, the choices that wait on
 * another once it is made (`isChoiceOpen`); the rules are those of
 * models/quotation/fleet-quotation.ts (`changeModel`, `choosePeriod`, `resetCard`).
 * After each change `reportCard` tells the parent (the quotation set
 * provides it with `sendParent`; nothing when the card runs alone).
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  cardChoices,
  cardPrice,
  changeModel,
  choosePeriod,
  dealersByCity,
  emptyCard,
  isCardComplete,
  isChoiceOpen,
  isCommissionOption,
  resetCard,
  stockDeliveryText,
  priceUnavailableText,
  validateQuotationAmount,
  type DependentChoice,
  type FleetCard,
  type FleetCatalogue,
  type FleetVehicle,
  type StockAnswer,
} from '../../models/quotation/fleet-quotation';
import { quotationLabels } from '../../models/labels/quotation';
import type { CommissionDiscountEntry } from '../../models/pricing/pricing';
import type { PlateEnding } from '../../models/quotation/quotation';
import { placeholderFor } from '../placeholder';
import type { quotationCardActors } from './quotation-card.actors';

export interface QuotationCardInput {
  /** The card's id in its set (stable while the set lives). */
  id: string;
  catalogue: FleetCatalogue;
  discounts: readonly CommissionDiscountEntry[];
  /** A card reopened or duplicated; a new one starts empty with the seller's dealer. */
  card?: FleetCard;
}

export interface QuotationCardContext {
  id: string;
  catalogue: FleetCatalogue;
  discounts: readonly CommissionDiscountEntry[];
  card: FleetCard;
  /** What the amount field holds as typed (the card keeps the number). */
  amountText: string;
  stock: StockAnswer | null;
}

export type QuotationCardEvent =
  | { type: 'quotation.chooseDealer'; dealerCode: string | null }
  | { type: 'quotation.chooseModel'; offerId: string | null }
  | { type: 'quotation.choosePeriod'; period: number | null }
  | { type: 'quotation.chooseMileage'; km: number | null }
  | { type: 'quotation.chooseColour'; colorId: string | null }
  | { type: 'quotation.setAmount'; text: string }
  | { type: 'quotation.choosePlate'; ending: PlateEnding }
  | { type: 'quotation.chooseCommission'; percentage: number }
  | { type: 'quotation.setResponsible'; name: string }
  | { type: 'quotation.reset' }
  | { type: 'quotation.retryStock' };

/** What a card tells its set after each change. */
export interface QuotationCardChanged {
  type: 'quotation.cardChanged';
  id: string;
  card: FleetCard;
  /** The dealer has none of the model: the card is not quoted. */
  outOfStock?: boolean;
}

/** The dealer's stock answered none of the card's model. */
const isOutOfStock = (context: Pick<QuotationCardContext, 'stock' | 'card'>) =>
  context.stock !== null && context.stock.available === 0 && context.stock.dealerCode === context.card.dealerCode && context.stock.offerId === context.card.offerId;

type Actors = ReturnType<typeof quotationCardActors>;

/** The dealer and model whose stock is asked (the card asks only with both: `hasDealerAndModel`). */
function stockQuery(context: QuotationCardContext): { dealerCode: string; offerId: string } {
  const { dealerCode, offerId } = context.card;
  if (dealerCode === null || offerId === null) throw new Error('quotation card: no dealer and model to ask the stock of');
  return { dealerCode, offerId };
}

export const cardChangedOf = (context: QuotationCardContext): QuotationCardChanged => ({
  type: 'quotation.cardChanged',
  id: context.id,
  card: context.card,
  outOfStock: isOutOfStock(context),
});

export function vehicleOf(catalogue: FleetCatalogue, offerId: string | null): FleetVehicle | undefined {
  return offerId === null ? undefined : catalogue.vehicles.find((v) => v.offerId === offerId);
}

const toStockCheck = { target: '.checkingStock' } as const;

export const quotationCardMachine = setup({
  types: {
    input: {} as QuotationCardInput,
    context: {} as QuotationCardContext,
    events: {} as QuotationCardEvent,
  },
  actors: {
    loadStock: placeholderFor<Actors['loadStock']>('loadStock'),
  },
  guards: {
    hasDealerAndModel: ({ context }) => context.card.dealerCode !== null && context.card.offerId !== null,
    /** A choice that waits on another (models/quotation/fleet-quotation.ts `isChoiceOpen`): the period on the model, mileage and colour on the period, a plate ending on a period offering the plate-ending additional. */
    isChoiceOpen: ({ context }, choice: DependentChoice) => isChoiceOpen(vehicleOf(context.catalogue, context.card.offerId), context.card, choice),
  },
  actions: {
    chooseDealer: assign(({ context, event }) => {
      assertEvent(event, 'quotation.chooseDealer');
      return { card: { ...context.card, dealerCode: event.dealerCode }, stock: null };
    }),
    /** Clears period, mileage, colour, insulfilm, plate, maintenance and insurance; commission back to 5. */
    changeModel: assign(({ context, event }) => {
      assertEvent(event, 'quotation.chooseModel');
      return { card: changeModel(context.card, event.offerId), stock: null };
    }),
    /** Recomputes the required additionals (forced on) and keeps only what the period offers. */
    choosePeriod: assign(({ context, event }) => {
      assertEvent(event, 'quotation.choosePeriod');
      const vehicle = vehicleOf(context.catalogue, context.card.offerId);
      return { card: vehicle ? choosePeriod(context.card, vehicle, event.period) : context.card };
    }),
    chooseMileage: assign(({ context, event }) => {
      assertEvent(event, 'quotation.chooseMileage');
      return { card: { ...context.card, km: event.km } };
    }),
    chooseColour: assign(({ context, event }) => {
      assertEvent(event, 'quotation.chooseColour');
      return { card: { ...context.card, colorId: event.colorId } };
    }),
    setAmount: assign(({ context, event }) => {
      assertEvent(event, 'quotation.setAmount');
      const text = event.text.replace(/\D/g, '').slice(0, 3);
      return { amountText: text, card: { ...context.card, amount: text === '' ? 0 : Number(text) } };
    }),
    choosePlate: assign(({ context, event }) => {
      assertEvent(event, 'quotation.choosePlate');
      return { card: { ...context.card, plateEnding: event.ending } };
    }),
    chooseCommission: assign(({ context, event }) => {
      assertEvent(event, 'quotation.chooseCommission');
      return isCommissionOption(event.percentage) ? { card: { ...context.card, commission: event.percentage } } : {};
    }),
    setResponsible: assign(({ context, event }) => {
      assertEvent(event, 'quotation.setResponsible');
      return { card: { ...context.card, responsible: event.name.slice(0, 120) } };
    }),
    /** Also clears the dealer, the responsible person and the amount (to 1). */
    resetCard: assign(({ context }) => {
      const card = resetCard(context.card);
      return { card, amountText: String(card.amount), stock: null };
    }),
    storeStock: assign((_, stock: StockAnswer) => ({ stock })),
    forgetStock: assign({ stock: null }),
    /** Provided by the set: `sendParent(cardChangedOf)`. */
    reportCard: placeholderFor('reportCard'),
  },
}).createMachine({
  id: 'quotationCard',
  context: ({ input }) => {
    const card = input.card ?? emptyCard(input.catalogue.sellerDealerCode);
    return { id: input.id, catalogue: input.catalogue, discounts: input.discounts, card, amountText: String(card.amount), stock: null };
  },
  initial: 'checkingStock',
  on: {
    'quotation.chooseDealer': { ...toStockCheck, actions: ['chooseDealer', 'reportCard'] },
    'quotation.chooseModel': { ...toStockCheck, actions: ['changeModel', 'reportCard'] },
    'quotation.reset': { ...toStockCheck, actions: ['resetCard', 'reportCard'] },
    'quotation.choosePeriod': { guard: { type: 'isChoiceOpen', params: 'period' }, actions: ['choosePeriod', 'reportCard'] },
    'quotation.chooseMileage': { guard: { type: 'isChoiceOpen', params: 'km' }, actions: ['chooseMileage', 'reportCard'] },
    'quotation.chooseColour': { guard: { type: 'isChoiceOpen', params: 'colorId' }, actions: ['chooseColour', 'reportCard'] },
    'quotation.setAmount': { actions: ['setAmount', 'reportCard'] },
    'quotation.choosePlate': { guard: { type: 'isChoiceOpen', params: 'plateEnding' }, actions: ['choosePlate', 'reportCard'] },
    'quotation.chooseCommission': { actions: ['chooseCommission', 'reportCard'] },
    'quotation.setResponsible': { actions: ['setResponsible', 'reportCard'] },
  },
  states: {
    checkingStock: {
      always: [{ guard: 'hasDealerAndModel', target: 'loadingStock' }, { target: 'idle' }],
    },
    idle: {},
    loadingStock: {
      invoke: {
        id: 'loadStock',
        src: 'loadStock',
        input: ({ context }) => stockQuery(context),
        onDone: { target: 'stockReady', actions: [{ type: 'storeStock', params: ({ event }) => event.output }, 'reportCard'] },
        onError: { target: 'stockFailed', actions: 'forgetStock' },
      },
    },
    stockReady: {},
    stockFailed: {
      on: { 'quotation.retryStock': 'loadingStock' },
    },
  },
});

export type QuotationCardSnapshot = SnapshotFrom<typeof quotationCardMachine>;
export type QuotationCardRef = ActorRefFrom<typeof quotationCardMachine>;

// ── selectors ──

export const selectCard = (s: QuotationCardSnapshot) => s.context.card;
export const selectAmountText = (s: QuotationCardSnapshot) => s.context.amountText;
export const selectAmountError = (s: QuotationCardSnapshot) => validateQuotationAmount(s.context.card.amount) ?? null;
/** What the price's place says while there is no price: none to quote at the dealer, the amount's rule, or the fields to fill. */
export const selectPriceNote = (s: QuotationCardSnapshot) => (isOutOfStock(s.context) ? quotationLabels.noVehicleToQuote : priceUnavailableText(s.context.card.amount));
export const selectCatalogue = (s: QuotationCardSnapshot) => s.context.catalogue;
const dealerGroupsOf = new WeakMap<FleetCatalogue, ReturnType<typeof dealersByCity>>();
/** The dealer choice grouped by city, the seller's city first (models/quotation/fleet-quotation.ts `dealersByCity`). */
export const selectDealerGroups = (s: QuotationCardSnapshot) => {
  const catalogue = s.context.catalogue;
  let groups = dealerGroupsOf.get(catalogue);
  if (!groups) dealerGroupsOf.set(catalogue, (groups = dealersByCity(catalogue.dealers, catalogue.sellerDealerCode)));
  return groups;
};
export const selectVehicle = (s: QuotationCardSnapshot) => vehicleOf(s.context.catalogue, s.context.card.offerId) ?? null;
export const selectComplete = (s: QuotationCardSnapshot) => isCardComplete(s.context.card);

export function selectChoices(s: QuotationCardSnapshot) {
  const vehicle = vehicleOf(s.context.catalogue, s.context.card.offerId);
  return vehicle ? cardChoices(vehicle, s.context.card) : { periods: [], mileages: [], colours: [], plateOffered: false };
}

/** The card's price; none while the dealer has none of the model (nothing to quote). */
export function selectPrice(s: QuotationCardSnapshot) {
  const vehicle = vehicleOf(s.context.catalogue, s.context.card.offerId);
  return vehicle && !isOutOfStock(s.context) ? cardPrice(vehicle, s.context.card, s.context.discounts) : null;
}

export type StockView = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'empty'; text: string } | { kind: 'available'; count: number; delivery: string };

export function selectStock(s: QuotationCardSnapshot): StockView {
  if (s.matches('loadingStock')) return { kind: 'loading' };
  if (s.matches('stockFailed')) return { kind: 'failed', text: quotationLabels.stockLoadFailed };
  const stock = s.context.stock;
  if (!s.matches('stockReady') || !stock) return { kind: 'none' };
  if (stock.available === 0) return { kind: 'empty', text: quotationLabels.noVehicle };
  return { kind: 'available', count: stock.available, delivery: stockDeliveryText(stock.delivery) };
}

/** Are the card's fields open to change (every field event is accepted in every state, the dependent choices when open)? */
export const selectCanEdit = (s: QuotationCardSnapshot) => s.can({ type: 'quotation.setResponsible', name: '' });
/** The choices that wait on others: the period once a model is chosen, mileage and colour once a period is, the plate ending when the period offers it. */
export const selectCanChoosePeriod = (s: QuotationCardSnapshot) => s.can({ type: 'quotation.choosePeriod', period: s.context.card.period });
export const selectCanChooseMileage = (s: QuotationCardSnapshot) => s.can({ type: 'quotation.chooseMileage', km: s.context.card.km });
export const selectCanChooseColour = (s: QuotationCardSnapshot) => s.can({ type: 'quotation.chooseColour', colorId: s.context.card.colorId });
export const selectCanChoosePlate = (s: QuotationCardSnapshot) => s.can({ type: 'quotation.choosePlate', ending: 'Não' });
export const selectCanRetryStock = (s: QuotationCardSnapshot) => s.can({ type: 'quotation.retryStock' });
