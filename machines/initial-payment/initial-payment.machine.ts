/**
 * Initial payment (ENTRADA) chart (spec 001 §5.4): a money input checked
 * against the bounds of the current configuration.
 *
 *   (checking) ──▶ zero | valid | belowMinimum | aboveMaximum
 *   initialPayment.change / configuration.changed (the parent's new bounds and amount) ──▶ (checking)
 *
 * Zero is allowed; below the minimum blocks and marks the minimum in red.
 * A typed amount above the maximum is refused: the amount stays as it was
 * and the maximum turns red, saying so (one digit too many never wipes what
 * was typed). An amount left above a maximum that fell (new bounds) resets
 * to 0, blocks and marks the maximum in red. Every resting state reports
 * `initialPayment.changed` to the parent (the offer details chart), which
 * owns the configuration.
 */
import { assertEvent, assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { initialPaymentAfterBoundsChange } from '../../models/pricing/offer-details';
import { clampMoney } from '../../models/common/money';
import { checkInitialPayment, type InitialPaymentBounds, type InitialPaymentCheck } from '../../models/pricing/pricing';
import type { ConfigurationChanged } from '../configuration-changed';

export interface InitialPaymentInput {
  amount: number;
  bounds: InitialPaymentBounds;
}

export interface InitialPaymentContext {
  amount: number;
  bounds: InitialPaymentBounds;
  /** The last amount typed was above the maximum and was not taken. */
  refusedAboveMaximum: boolean;
}

export type InitialPaymentEvent =
  | { type: 'initialPayment.change'; amount: number }
  | ConfigurationChanged;

/** What the chart tells its parent. */
export interface InitialPaymentChanged {
  type: 'initialPayment.changed';
  amount: number;
  check: InitialPaymentCheck;
}

export const initialPaymentMachine = setup({
  types: {
    input: {} as InitialPaymentInput,
    context: {} as InitialPaymentContext,
    events: {} as InitialPaymentEvent,
  },
  guards: {
    isZero: ({ context }) => context.amount === 0,
    isBelowMinimum: ({ context }) => checkInitialPayment(context.amount, context.bounds) === 'belowMinimum',
    isAboveMaximum: ({ context }) => checkInitialPayment(context.amount, context.bounds) === 'aboveMaximum',
    isTypedAboveMaximum: ({ context, event }) => {
      assertEvent(event, 'initialPayment.change');
      return checkInitialPayment(clampMoney(event.amount), context.bounds) === 'aboveMaximum';
    },
  },
  actions: {
    storeAmount: assign(({ event }) => {
      assertEvent(event, 'initialPayment.change');
      return { amount: clampMoney(event.amount), refusedAboveMaximum: false };
    }),
    noteRefusal: assign({ refusedAboveMaximum: true }),
    storeBounds: assign(({ event }) => {
      assertEvent(event, 'configuration.changed');
      const { price, config } = event.configuration;
      return { bounds: price.bounds, amount: clampMoney(config.initialPayment), refusedAboveMaximum: false };
    }),
    resetAmount: assign({ amount: ({ context }) => initialPaymentAfterBoundsChange(context.amount, context.bounds).amount }),
    reportChange: sendParent(({ context }): InitialPaymentChanged => {
      const check = checkInitialPayment(context.amount, context.bounds);
      return { type: 'initialPayment.changed', amount: context.amount, check };
    }),
    reportAboveMaximum: sendParent(({ context }): InitialPaymentChanged => ({ type: 'initialPayment.changed', amount: context.amount, check: 'aboveMaximum' })),
  },
}).createMachine({
  id: 'initialPayment',
  context: ({ input }) => ({ amount: clampMoney(input.amount), bounds: input.bounds, refusedAboveMaximum: false }),
  initial: 'checking',
  on: {
    'initialPayment.change': [
      { guard: 'isTypedAboveMaximum', target: '.checking', actions: 'noteRefusal' },
      { target: '.checking', actions: 'storeAmount' },
    ],
    'configuration.changed': { target: '.checking', actions: 'storeBounds' },
  },
  states: {
    checking: {
      always: [
        { guard: 'isZero', target: 'zero' },
        { guard: 'isBelowMinimum', target: 'belowMinimum' },
        { guard: 'isAboveMaximum', target: 'aboveMaximum', actions: 'resetAmount' },
        { target: 'valid' },
      ],
    },
    zero: { entry: 'reportChange' },
    valid: { entry: 'reportChange' },
    belowMinimum: { entry: 'reportChange' },
    aboveMaximum: { entry: 'reportAboveMaximum' },
  },
});

export type InitialPaymentActorRef = ActorRefFrom<typeof initialPaymentMachine>;
export type InitialPaymentSnapshot = SnapshotFrom<typeof initialPaymentMachine>;
export type InitialPaymentStatus = 'zero' | 'valid' | 'belowMinimum' | 'aboveMaximum';

export const selectInitialPaymentStatus = (s: InitialPaymentSnapshot): InitialPaymentStatus =>
  (s.value === 'checking' ? 'zero' : s.value);
export const selectInitialPaymentAmount = (s: InitialPaymentSnapshot) => s.context.amount;
export const selectBoundsMin = (s: InitialPaymentSnapshot) => s.context.bounds.min;
export const selectBoundsMax = (s: InitialPaymentSnapshot) => s.context.bounds.max;
/** The last amount typed went past the maximum and was refused (the amount shown is the one kept). */
export const selectRefusedAboveMaximum = (s: InitialPaymentSnapshot) => s.context.refusedAboveMaximum;
