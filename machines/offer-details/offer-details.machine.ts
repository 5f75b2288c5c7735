/**
 * Offer details chart (spec 000 §2 "Offer details", §4; 001 §5.4): load the
 * offer, configure it (plan, colour, optional, additionals, plate ending,
 * initial payment), then the lead step.
 *
 *   loadingOffer ──done──▶ ready ──details.close──▶ closed (final)
 *        └──error──▶ failed ──offer.retry──▶ loadingOffer
 *
 *   ready: (opening) ──[leadFormFirst]──▶ lead, else details
 *          details ──details.continue [canContinue]──▶ lead ──details.back──▶ details (clears the coupon)
 *          details ──details.continue [a plate number is missing]──▶ details (the plate error shows from now on)
 *
 * In `ready` two child charts run: the colour picker ('colourPicker') and
 * the initial payment ('initialPayment'); they report `colour.changed` and
 * `initialPayment.changed`. Every configuration rule is a models/ function
 * (models/offer-details.ts over models/pricing.ts) called from a named
 * action or guard. The app provides `syncAddress` (the configuration in the
 * address), `closeDetails` (clears offerId, editable and leadId) and
 * `trackPageView` (the virtual page view on the data layer).
 */
import { failureText } from '../../models/api';
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { OfferWithMvs } from '../../models/api';
import type { Offer } from '../../models/offer';
import {
  additionalsForPeriod,
  canContinue,
  configurationBounds,
  configurationFromSearch,
  coloursForPeriod,
  detailsPrice,
  initialConfiguration,
  initialPaymentAfterBoundsChange,
  isPlateAdditional,
  isRequiredAdditional,
  mileagesOf,
  optionalsForPeriod,
  periodsOf,
  planComparison,
  plateNumberMissing,
  requiredOptional,
  withAdditionalToggled,
  withColour,
  withMileage,
  withOptional,
  withPeriod,
  withPlan,
  withPlateNumber,
  type ComparisonColumn,
  type DetailsConfiguration,
  type DetailsSearchParams,
} from '../../models/offer-details';
import type { CouponTerms, InitialPaymentCheck, OfferPrice } from '../../models/pricing';
import { colourPickerMachine, type ColourPickerActorRef } from '../colour-picker/colour-picker.machine';
import { initialPaymentMachine, type InitialPaymentActorRef } from '../initial-payment/initial-payment.machine';

export interface OfferDetailsInput {
  offerId: string;
  /** The configuration the address carries. */
  search?: DetailsSearchParams;
  /** The new test form order: the lead step first. */
  leadFormFirst?: boolean;
}

export interface OfferDetailsContext {
  offerId: string;
  search: DetailsSearchParams;
  leadFormFirst: boolean;
  offer: Offer | null;
  config: DetailsConfiguration | null;
  initialPaymentCheck: InitialPaymentCheck;
  /** The coupon the summary counts (from the coupon chart); cleared on going back. */
  coupon: CouponTerms | null;
  /** The coupon the visitor typed, kept in the address (an automatic one is not). */
  couponName: string | null;
  /** The visitor tried to continue: missing choices say so from now on. */
  continueAttempted: boolean;
  errorMessage: string | null;
}

export type OfferDetailsEvent =
  | { type: 'offer.retry' }
  | { type: 'plan.selectPeriod'; period: number }
  | { type: 'plan.selectKm'; km: number }
  | { type: 'plan.select'; period: number; km: number }
  | { type: 'colour.changed'; colorId: string }
  | { type: 'optional.select'; optionalId: string | null }
  | { type: 'additional.toggle'; id: string }
  | { type: 'plate.select'; plateNumber: number }
  | { type: 'initialPayment.changed'; amount: number; check: InitialPaymentCheck }
  | { type: 'details.continue' }
  | { type: 'details.back' }
  | { type: 'details.close' }
  /** The coupon chart applied or removed a coupon: the summary's figures (and the address, for a typed one) follow. */
  | { type: 'coupon.changed'; coupon: CouponTerms | null; addressName?: string | null };

type Ev<T extends OfferDetailsEvent['type']> = Extract<OfferDetailsEvent, { type: T }>;


/** The offer and configuration of a ready snapshot. */
function ready(context: OfferDetailsContext): { offer: Offer; config: DetailsConfiguration } {
  return { offer: context.offer!, config: context.config! };
}

export const offerDetailsMachine = setup({
  types: {
    input: {} as OfferDetailsInput,
    context: {} as OfferDetailsContext,
    events: {} as OfferDetailsEvent,
  },
  actors: {
    loadOffer: fromPromise<OfferWithMvs, string>(async () => {
      throw new Error('loadOffer actor not provided');
    }),
    colourPicker: colourPickerMachine,
    initialPayment: initialPaymentMachine,
  },
  guards: {
    leadFormFirst: ({ context }) => context.leadFormFirst,
    isOtherPeriod: ({ context, event }) => {
      const { offer, config } = ready(context);
      const period = (event as Ev<'plan.selectPeriod'>).period;
      return period !== config.period && periodsOf(offer).includes(period);
    },
    isOtherMileage: ({ context, event }) => {
      const { offer, config } = ready(context);
      const km = (event as Ev<'plan.selectKm'>).km;
      return km !== config.km && mileagesOf(offer, config.period).includes(km);
    },
    isOtherPlan: ({ context, event }) => {
      const { offer, config } = ready(context);
      const e = event as Ev<'plan.select'>;
      return (e.period !== config.period || e.km !== config.km) && offer.rentalPlanList.some((p) => p.period === e.period && p.km === e.km);
    },
    isOfferedColour: ({ context, event }) => {
      const { offer, config } = ready(context);
      return coloursForPeriod(offer, config.period).some((c) => c.colorId === (event as Ev<'colour.changed'>).colorId);
    },
    isSelectableOptional: ({ context, event }) => {
      const { offer, config } = ready(context);
      const optionals = optionalsForPeriod(offer, config.period);
      const id = (event as Ev<'optional.select'>).optionalId;
      return !requiredOptional(optionals) && id !== config.optionalId && (id === null || optionals.some((o) => o.optionalId === id));
    },
    isToggleableAdditional: ({ context, event }) => {
      const { offer, config } = ready(context);
      const item = additionalsForPeriod(offer, config.period).find((a) => a.id === (event as Ev<'additional.toggle'>).id);
      return Boolean(item) && !isRequiredAdditional(item!);
    },
    isPlateSelectable: ({ context, event }) => {
      const { offer, config } = ready(context);
      const n = (event as Ev<'plate.select'>).plateNumber;
      const plateChecked = offer.additionalItemsList.some((a) => isPlateAdditional(a) && config.additionalIds.includes(a.id));
      return plateChecked && Number.isInteger(n) && n >= 0 && n <= 9 && n !== config.plateNumber;
    },
    isNewInitialPayment: ({ context, event }) => {
      const e = event as Ev<'initialPayment.changed'>;
      return e.amount !== context.config!.initialPayment || e.check !== context.initialPaymentCheck;
    },
    canContinue: ({ context }) => {
      const { offer, config } = ready(context);
      return canContinue(offer, config, context.initialPaymentCheck);
    },
    isPlateNumberMissing: ({ context }) => {
      const { offer, config } = ready(context);
      return plateNumberMissing(offer, config);
    },
  },
  actions: {
    storeOffer: assign(({ context, event }) => {
      const offer = (event as unknown as { output: Offer }).output;
      const config = initialConfiguration(offer, configurationFromSearch(context.search));
      return { offer, config, initialPaymentCheck: 'ok' as const, errorMessage: null };
    }),
    storeError: assign({ errorMessage: ({ event }) => failureText((event as unknown as { error: unknown }).error) }),
    selectPeriod: assign({ config: ({ context, event }) => withPeriod(context.offer!, context.config!, (event as Ev<'plan.selectPeriod'>).period) }),
    selectMileage: assign({ config: ({ context, event }) => withMileage(context.offer!, context.config!, (event as Ev<'plan.selectKm'>).km) }),
    selectPlan: assign({
      config: ({ context, event }) => withPlan(context.offer!, context.config!, (event as Ev<'plan.select'>).period, (event as Ev<'plan.select'>).km),
    }),
    selectColour: assign({ config: ({ context, event }) => withColour(context.offer!, context.config!, (event as Ev<'colour.changed'>).colorId) }),
    selectOptional: assign({
      config: ({ context, event }) => withOptional(context.offer!, context.config!, (event as Ev<'optional.select'>).optionalId),
    }),
    toggleAdditional: assign({
      config: ({ context, event }) => withAdditionalToggled(context.offer!, context.config!, (event as Ev<'additional.toggle'>).id),
    }),
    selectPlateNumber: assign({
      config: ({ context, event }) => withPlateNumber(context.offer!, context.config!, (event as Ev<'plate.select'>).plateNumber),
    }),
    storeInitialPayment: assign(({ context, event }) => {
      const e = event as Ev<'initialPayment.changed'>;
      return { config: { ...context.config!, initialPayment: e.amount }, initialPaymentCheck: e.check };
    }),
    /** The bounds follow the monthly total: the amount is checked again (above the maximum: back to 0). */
    recheckInitialPayment: assign(({ context }) => {
      const { offer, config } = ready(context);
      const state = initialPaymentAfterBoundsChange(config.initialPayment, configurationBounds(offer, config));
      return { config: { ...config, initialPayment: state.amount }, initialPaymentCheck: state.check };
    }),
    updateChildren: enqueueActions(({ context, enqueue }) => {
      const { offer, config } = ready(context);
      enqueue.sendTo('colourPicker', {
        type: 'colourPicker.update',
        colours: coloursForPeriod(offer, config.period),
        selectedId: config.colorId,
      });
      enqueue.sendTo('initialPayment', {
        type: 'initialPayment.setBounds',
        bounds: configurationBounds(offer, config),
        amount: config.initialPayment,
      });
    }),
    enableColourPicker: enqueueActions(({ enqueue }) => enqueue.sendTo('colourPicker', { type: 'colourPicker.enable' })),
    disableColourPicker: enqueueActions(({ enqueue }) => enqueue.sendTo('colourPicker', { type: 'colourPicker.disable' })),
    clearCoupon: assign({ coupon: null, couponName: null }),
    storeCoupon: assign(({ event }) => {
      const e = event as Ev<'coupon.changed'>;
      return { coupon: e.coupon, couponName: e.coupon ? (e.addressName ?? null) : null };
    }),
    markContinueAttempted: assign({ continueAttempted: true }),
    // Provided by the app:
    syncAddress: () => undefined,
    closeDetails: () => undefined,
    trackPageView: () => undefined,
  },
}).createMachine({
  id: 'offerDetails',
  context: ({ input }) => ({
    offerId: input.offerId,
    search: input.search ?? {},
    leadFormFirst: input.leadFormFirst ?? false,
    offer: null,
    config: null,
    initialPaymentCheck: 'ok',
    coupon: null,
    // The address's coupon is written back once the coupon chart has applied it.
    couponName: null,
    continueAttempted: false,
    errorMessage: null,
  }),
  initial: 'loadingOffer',
  states: {
    loadingOffer: {
      entry: 'trackPageView',
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => context.offerId,
        onDone: { target: 'ready', actions: ['storeOffer', 'syncAddress'] },
        onError: { target: 'failed', actions: 'storeError' },
      },
      on: { 'details.close': { target: 'closed', actions: 'closeDetails' } },
    },
    failed: {
      on: { 'offer.retry': 'loadingOffer', 'details.close': { target: 'closed', actions: 'closeDetails' } },
    },
    ready: {
      on: { 'details.close': { target: 'closed', actions: 'closeDetails' }, 'coupon.changed': { actions: ['storeCoupon', 'syncAddress'] } },
      invoke: [
        {
          id: 'colourPicker',
          src: 'colourPicker',
          input: ({ context }) => ({
            colours: coloursForPeriod(context.offer!, context.config!.period),
            selectedId: context.config!.colorId,
            enabled: !context.leadFormFirst,
          }),
        },
        {
          id: 'initialPayment',
          src: 'initialPayment',
          input: ({ context }) => ({ amount: context.config!.initialPayment, bounds: configurationBounds(context.offer!, context.config!) }),
        },
      ],
      initial: 'opening',
      states: {
        opening: {
          always: [{ guard: 'leadFormFirst', target: 'lead' }, { target: 'details' }],
        },
        details: {
          on: {
            'plan.selectPeriod': { guard: 'isOtherPeriod', actions: ['selectPeriod', 'recheckInitialPayment', 'updateChildren', 'syncAddress'] },
            'plan.selectKm': { guard: 'isOtherMileage', actions: ['selectMileage', 'recheckInitialPayment', 'updateChildren', 'syncAddress'] },
            'plan.select': { guard: 'isOtherPlan', actions: ['selectPlan', 'recheckInitialPayment', 'updateChildren', 'syncAddress'] },
            'colour.changed': { guard: 'isOfferedColour', actions: ['selectColour', 'recheckInitialPayment', 'updateChildren', 'syncAddress'] },
            'optional.select': { guard: 'isSelectableOptional', actions: ['selectOptional', 'recheckInitialPayment', 'updateChildren', 'syncAddress'] },
            'additional.toggle': { guard: 'isToggleableAdditional', actions: ['toggleAdditional', 'recheckInitialPayment', 'updateChildren', 'syncAddress'] },
            'plate.select': { guard: 'isPlateSelectable', actions: ['selectPlateNumber', 'syncAddress'] },
            'initialPayment.changed': { guard: 'isNewInitialPayment', actions: ['storeInitialPayment', 'syncAddress'] },
            'details.continue': [
              { guard: 'canContinue', target: 'lead' },
              { guard: 'isPlateNumberMissing', actions: 'markContinueAttempted' },
            ],
          },
        },
        lead: {
          entry: 'disableColourPicker',
          exit: 'enableColourPicker',
          on: {
            'details.back': { target: 'details', actions: 'clearCoupon' },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

export type OfferDetailsSnapshot = SnapshotFrom<typeof offerDetailsMachine>;
export type OfferDetailsStatus = 'loadingOffer' | 'failed' | 'details' | 'lead' | 'closed';

// ───────────────────────────── selectors ─────────────────────────────

export const selectStatus = (s: OfferDetailsSnapshot): OfferDetailsStatus =>
  s.matches('loadingOffer')
    ? 'loadingOffer'
    : s.matches('failed')
      ? 'failed'
      : s.matches('closed')
        ? 'closed'
        : s.matches({ ready: 'lead' })
          ? 'lead'
          : 'details';
export const selectOffer = (s: OfferDetailsSnapshot) => s.context.offer;
export const selectConfig = (s: OfferDetailsSnapshot) => s.context.config;
export const selectErrorMessage = (s: OfferDetailsSnapshot) => s.context.errorMessage;
export const selectInitialPaymentCheck = (s: OfferDetailsSnapshot) => s.context.initialPaymentCheck;
/** The plate error shows once the visitor tried to continue without the number. */
export const selectShowPlateError = (s: OfferDetailsSnapshot) =>
  s.context.continueAttempted && s.context.offer !== null && s.context.config !== null && plateNumberMissing(s.context.offer, s.context.config);
export const selectCouponApplied = (s: OfferDetailsSnapshot) => s.context.coupon !== null;
/** The coupon the address carried when the offer opened. */
export const selectAddressCoupon = (s: OfferDetailsSnapshot) => s.context.search.coupon;
export const selectCanContinue = (s: OfferDetailsSnapshot) => s.can({ type: 'details.continue' });
export const selectColourPickerRef = (s: OfferDetailsSnapshot) => s.children.colourPicker as ColourPickerActorRef | undefined;
export const selectInitialPaymentRef = (s: OfferDetailsSnapshot) => s.children.initialPayment as InitialPaymentActorRef | undefined;

const priceMemo = new WeakMap<DetailsConfiguration, { coupon: CouponTerms | null; price: OfferPrice }>();
/** The summary's figures, from models/ (memoised per configuration). */
export function selectPrice(s: OfferDetailsSnapshot): OfferPrice | null {
  const { offer, config, coupon } = s.context;
  if (!offer || !config) return null;
  const hit = priceMemo.get(config);
  if (hit && hit.coupon === coupon) return hit.price;
  const price = detailsPrice(offer, config, coupon);
  priceMemo.set(config, { coupon, price });
  return price;
}

const comparisonMemo = new WeakMap<DetailsConfiguration, ComparisonColumn[]>();
export function selectComparison(s: OfferDetailsSnapshot): ComparisonColumn[] {
  const { offer, config } = s.context;
  if (!offer || !config) return [];
  let columns = comparisonMemo.get(config);
  if (!columns) comparisonMemo.set(config, (columns = planComparison(offer, config)));
  return columns;
}
