/**
 * Coupon chart (spec 000 §4 "Coupon"; 001 §5.4, §7 "Coupons", §8 coupon
 * messages).
 *
 *   (start) ──[automatic]──▶ loadingDefault ──done (a usable coupon)──▶ applied
 *                                │            └─done (none) / error──▶ idle
 *   idle ──coupon.type (text)──▶ entered ──coupon.type ('')──▶ idle
 *   entered ──coupon.apply (Enter or the button; disabled when empty)──▶ validating
 *   validating ──done──▶ applied (warning by limit kind)
 *        ├──done, no remaining usage──▶ rejected (error by limit kind; name cleared)
 *        ├──done, needs an initial payment──▶ rejected ('Cupom disponível apenas em propostas com entrada')
 *        └──error──▶ rejected ('Cupom indisponível' or the API's coupon message; name cleared)
 *   applied ──coupon.remove──▶ idle; ──coupon.focus / coupon.type──▶ entered | idle (deleting or focusing resets)
 *   applied ──coupon.configure (another period)──▶ validating; (initial payment now too low) ──▶ rejected
 *   rejected ──coupon.type──▶ entered | idle; ──coupon.focus──▶ idle
 *   coupon.clear (going back) ──▶ idle, everything cleared
 *
 * The name is upper-cased (models/coupon-rules.ts). Every change of the
 * applied coupon is reported with `reportCoupon` (provided by the app).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  couponAvailability,
  couponInitialPaymentError,
  couponLimitWarning,
  couponUnavailableMessage,
  normalizeCouponName,
  type Coupon,
  type CouponValidationAnswer,
} from '../../models/coupon-rules';
import { labels } from '../../models/labels';

export interface CouponInput {
  offerId: string;
  period: number;
  cpf?: string | null | undefined;
  /** Apply the automatic coupon on load (enabled, and the user's state known). */
  automatic?: boolean | undefined;
  initialPayment?: number | undefined;
  minimumInitialPayment?: number | undefined;
  /** Validation with the initial payment is on (spec 001 §5.4). */
  validateWithInitialPayment?: boolean | undefined;
}

export interface ValidateCouponInput {
  name: string;
  offerId: string;
  period: number;
  cpf: string | null;
}

export interface CouponContext {
  offerId: string;
  period: number;
  cpf: string | null;
  automatic: boolean;
  initialPayment: number;
  minimumInitialPayment: number;
  validateWithInitialPayment: boolean;
  name: string;
  coupon: Coupon | null;
  /** Discount per month (centavos) the API answered. */
  discount: number;
  errorMessage: string | null;
}

export type CouponEvent =
  | { type: 'coupon.type'; name: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' }
  | { type: 'coupon.focus' }
  | { type: 'coupon.clear' }
  | { type: 'coupon.configure'; period: number; initialPayment: number; minimumInitialPayment: number; cpf?: string | null | undefined };

type Done = { output: CouponValidationAnswer };
type Ev<T extends CouponEvent['type']> = Extract<CouponEvent, { type: T }>;

/** A coupon call's failure: the API's coupon message (e.g. 'Cupom expirado'), else 'Cupom indisponível'. */
export function couponFailureMessage(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  return typeof e?.code === 'string' && e.code.startsWith('coupon_') && typeof e.message === 'string' ? e.message : labels.coupon.unavailable;
}

function noRemaining(answer: CouponValidationAnswer): boolean {
  return !couponAvailability(answer.coupon).available;
}

function initialPaymentError(context: CouponContext, coupon: Coupon): string | undefined {
  if (!context.validateWithInitialPayment && !coupon.requiresInitialPayment) return undefined;
  return couponInitialPaymentError({ requiresInitialPayment: coupon.requiresInitialPayment ?? false }, context.initialPayment, context.minimumInitialPayment);
}

export const couponMachine = setup({
  types: {
    input: {} as CouponInput,
    context: {} as CouponContext,
    events: {} as CouponEvent,
  },
  actors: {
    validateCoupon: fromPromise<CouponValidationAnswer, ValidateCouponInput>(async () => {
      throw new Error('validateCoupon actor not provided');
    }),
    loadDefaultCoupon: fromPromise<CouponValidationAnswer | null, Omit<ValidateCouponInput, 'name'>>(async () => null),
  },
  guards: {
    automatic: ({ context }) => context.automatic,
    hasText: ({ event }) => normalizeCouponName((event as Ev<'coupon.type'>).name) !== '',
    foundUsableDefault: ({ context, event }) => {
      const answer = (event as unknown as { output: CouponValidationAnswer | null }).output;
      return answer !== null && !noRemaining(answer) && !initialPaymentError(context, answer.coupon);
    },
    noRemainingUsage: ({ event }) => noRemaining((event as unknown as Done).output),
    needsInitialPayment: ({ context, event }) => Boolean(initialPaymentError(context, (event as unknown as Done).output.coupon)),
    periodChanged: ({ context, event }) => (event as Ev<'coupon.configure'>).period !== context.period,
    losesInitialPayment: ({ context, event }) => {
      const e = event as Ev<'coupon.configure'>;
      return context.coupon !== null && Boolean(initialPaymentError({ ...context, initialPayment: e.initialPayment, minimumInitialPayment: e.minimumInitialPayment }, context.coupon));
    },
  },
  actions: {
    storeName: assign({ name: ({ event }) => normalizeCouponName((event as Ev<'coupon.type'>).name).slice(0, 40), errorMessage: null }),
    clearName: assign({ name: '' }),
    storeCoupon: assign(({ event }) => {
      const { coupon, discount } = (event as unknown as Done).output;
      return { coupon, discount, name: coupon.name, errorMessage: null };
    }),
    storeLimitError: assign({ errorMessage: ({ event }) => couponUnavailableMessage((event as unknown as Done).output.coupon.limitedKind) }),
    storeInitialPaymentError: assign({ errorMessage: labels.coupon.requiresInitialPayment }),
    storeFailure: assign({ errorMessage: ({ event }) => couponFailureMessage((event as unknown as { error: unknown }).error) }),
    clearCoupon: assign({ coupon: null, discount: 0 }),
    clearError: assign({ errorMessage: null }),
    clearAll: assign({ coupon: null, discount: 0, name: '', errorMessage: null }),
    storeConfiguration: assign(({ context, event }) => {
      const e = event as Ev<'coupon.configure'>;
      return {
        period: e.period,
        initialPayment: e.initialPayment,
        minimumInitialPayment: e.minimumInitialPayment,
        cpf: e.cpf === undefined ? context.cpf : e.cpf,
      };
    }),
    /** Provided by the app: the applied coupon (or none) changed. */
    reportCoupon: () => undefined,
    logDefaultFailed: () => undefined,
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({
    offerId: input.offerId,
    period: input.period,
    cpf: input.cpf ?? null,
    automatic: input.automatic ?? false,
    initialPayment: input.initialPayment ?? 0,
    minimumInitialPayment: input.minimumInitialPayment ?? 0,
    validateWithInitialPayment: input.validateWithInitialPayment ?? false,
    name: '',
    coupon: null,
    discount: 0,
    errorMessage: null,
  }),
  initial: 'starting',
  on: {
    'coupon.clear': { target: '.idle', actions: ['clearAll', 'reportCoupon'] },
    'coupon.configure': { actions: 'storeConfiguration' },
  },
  states: {
    starting: {
      always: [{ guard: 'automatic', target: 'loadingDefault' }, { target: 'idle' }],
    },
    loadingDefault: {
      invoke: {
        id: 'loadDefaultCoupon',
        src: 'loadDefaultCoupon',
        input: ({ context }) => ({ offerId: context.offerId, period: context.period, cpf: context.cpf }),
        onDone: [{ guard: 'foundUsableDefault', target: 'applied', actions: ['storeCoupon', 'reportCoupon'] }, { target: 'idle' }],
        onError: { target: 'idle', actions: 'logDefaultFailed' },
      },
    },
    idle: {
      on: { 'coupon.type': { guard: 'hasText', target: 'entered', actions: 'storeName' } },
    },
    entered: {
      on: {
        'coupon.type': [{ guard: 'hasText', actions: 'storeName' }, { target: 'idle', actions: 'clearName' }],
        'coupon.apply': 'validating',
      },
    },
    validating: {
      invoke: {
        id: 'validateCoupon',
        src: 'validateCoupon',
        input: ({ context }) => ({ name: context.name, offerId: context.offerId, period: context.period, cpf: context.cpf }),
        onDone: [
          { guard: 'noRemainingUsage', target: 'rejected', actions: ['storeLimitError', 'clearName', 'clearCoupon', 'reportCoupon'] },
          { guard: 'needsInitialPayment', target: 'rejected', actions: ['storeInitialPaymentError', 'clearCoupon', 'reportCoupon'] },
          { target: 'applied', actions: ['storeCoupon', 'reportCoupon'] },
        ],
        onError: { target: 'rejected', actions: ['storeFailure', 'clearName', 'clearCoupon', 'reportCoupon'] },
      },
    },
    applied: {
      on: {
        // Deleting or typing over an applied coupon resets it.
        'coupon.type': [
          { guard: 'hasText', target: 'entered', actions: ['storeName', 'clearCoupon', 'reportCoupon'] },
          { target: 'idle', actions: ['clearAll', 'reportCoupon'] },
        ],
        'coupon.remove': { target: 'idle', actions: ['clearAll', 'reportCoupon'] },
        'coupon.focus': { target: 'entered', actions: ['clearCoupon', 'reportCoupon'] },
        'coupon.configure': [
          { guard: 'periodChanged', target: 'validating', actions: 'storeConfiguration' },
          { guard: 'losesInitialPayment', target: 'rejected', actions: ['storeConfiguration', 'storeInitialPaymentError', 'clearCoupon', 'reportCoupon'] },
          { actions: 'storeConfiguration' },
        ],
      },
    },
    rejected: {
      on: {
        'coupon.type': [{ guard: 'hasText', target: 'entered', actions: 'storeName' }, { target: 'idle', actions: ['clearName', 'clearError'] }],
        'coupon.focus': { target: 'idle', actions: ['clearName', 'clearError'] },
      },
    },
  },
});

export type CouponActorRef = ActorRefFrom<typeof couponMachine>;
export type CouponSnapshot = SnapshotFrom<typeof couponMachine>;
export type CouponStatus = 'starting' | 'loadingDefault' | 'idle' | 'entered' | 'validating' | 'applied' | 'rejected';

export const selectStatus = (s: CouponSnapshot) => s.value as CouponStatus;
export const selectName = (s: CouponSnapshot) => s.context.name;
export const selectCoupon = (s: CouponSnapshot) => s.context.coupon;
export const selectErrorMessage = (s: CouponSnapshot) => s.context.errorMessage;
export const selectWarning = (s: CouponSnapshot) => (s.context.coupon ? (couponLimitWarning(s.context.coupon.limitedKind) ?? null) : null);
export const selectCanApply = (s: CouponSnapshot) => s.can({ type: 'coupon.apply' });
