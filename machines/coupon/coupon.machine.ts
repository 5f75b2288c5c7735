/**
 * Coupon chart (spec 000 §4 "Coupon"; 001 §5.4, §7 "Coupons", §8 coupon
 * messages). The applied coupon (`coupon`, with its `source`: automatic or
 * typed) and the text in the field (`name`) are separate: typing, a failed
 * attempt or a refusal never touch the discount already applied. A refused
 * code is cleared from the field (spec 000 §4 "usage limit or failed
 * validation clears it"; 001 §8), its message stays until the next edit.
 *
 *   (start) ──[a coupon in the address]──▶ validating
 *           ──[automatic]──▶ loadingDefault ──done (a usable coupon)──▶ applied (automatic)
 *                              └─done (none) / error──▶ idle | entered (silently)
 *   idle ──coupon.type (text)──▶ entered ──coupon.type ('')──▶ idle
 *   entered ──coupon.apply (Enter or the button; disabled when empty)──▶ validating
 *   validating ──done──▶ applied (typed; warning by limit kind)
 *        ├──done, no remaining usage──▶ rejected (error by limit kind)
 *        ├──done, needs an initial payment──▶ rejected ('Cupom disponível apenas em propostas com entrada')
 *        └──error──▶ rejected ('Cupom indisponível' or the API's coupon message)
 *        (a refusal clears the code from the field and keeps the coupon applied before, and its discount)
 *   applied ──coupon.type──▶ entered | idle (the coupon stays until replaced or removed)
 *   rejected ──coupon.type (text)──▶ entered; ──coupon.focus──▶ idle (the message goes)
 *   coupon.remove (while a coupon is applied) ──▶ idle, nothing applied
 *   configuration.changed, another period:
 *     a typed coupon ──▶ revalidating ──done──▶ applied; refused ──▶ rejected (it no longer applies; its code leaves the field)
 *     else, automatic ──▶ loadingDefault: the automatic coupon follows the period both ways
 *   applied ──configuration.changed (initial payment now too low for the coupon)──▶ rejected (its code leaves the field)
 *   coupon.clear (going back) ──▶ idle, everything cleared
 *   coupon.keep (editing a sent lead: the coupon it was sent with, or none) ──▶ kept: shown, not
 *     changed (an update keeps the lead's coupon; the server takes no other); the parent that
 *     sends it counts that coupon already, so it is not reported back
 *
 * The name is upper-cased (models/coupon/coupon-rules.ts). The chart runs as a
 * child of the offer details chart, which tells it each configuration
 * (`configuration.changed`: it takes the period, the entrada and its minimum,
 * the customer's CPF) and clears it on going back (`coupon.clear`); every change of the applied
 * coupon goes to that parent (`coupon.changed`, `reportCoupon`).
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorOf } from '../actor-events';
import { placeholderFor } from '../placeholder';
import type { couponActors } from './coupon.actors';
import {
  couponAvailability,
  couponInitialPaymentError,
  couponLimitWarning,
  couponUnavailableMessage,
  normalizeCouponName,
  type Coupon,
  type CouponValidationAnswer,
} from '../../models/coupon/coupon-rules';
import { labels } from '../../models/labels/spec';
import type { AnnouncedConfiguration } from '../../models/pricing/offer-details';
import type { ConfigurationChanged } from '../configuration-changed';

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
  /** A coupon the address carries (typed before): validated on start. */
  name?: string | undefined;
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
  /** The text in the field. */
  name: string;
  /** The coupon applied (its discount is in the price), whatever the field says. */
  coupon: Coupon | null;
  /** Where the applied coupon came from: the automatic lookup or the visitor. */
  source: CouponSource | null;
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
  | { type: 'coupon.keep'; coupon: Coupon | null }
  | ConfigurationChanged;

export type CouponSource = 'automatic' | 'typed' | 'kept';


/** What the parent (the offer details chart) hears when the applied coupon changes. */
export interface CouponChanged {
  type: 'coupon.changed';
  coupon: Coupon | null;
  source: CouponSource | null;
}

export function couponChangedOf(context: Pick<CouponContext, 'coupon' | 'source'>): CouponChanged {
  return { type: 'coupon.changed', coupon: context.coupon, source: context.source };
}

/** A coupon call's failure: the API's coupon message (e.g. 'Cupom expirado'), else 'Cupom indisponível'. */
export function couponFailureMessage(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  return typeof e?.code === 'string' && e.code.startsWith('coupon_') && typeof e.message === 'string' ? e.message : labels.coupon.unavailable;
}

/** What the coupon takes from the page's configuration: the period, the entrada and its minimum, and the customer's CPF once the form reported it. */
function couponConfigurationOf({ config, price, customerCpf }: AnnouncedConfiguration): Pick<CouponContext, 'period' | 'initialPayment' | 'minimumInitialPayment'> & { cpf: string | null | undefined } {
  return { period: config.period, initialPayment: config.initialPayment, minimumInitialPayment: price.bounds.min, cpf: customerCpf };
}

function noRemaining(answer: CouponValidationAnswer): boolean {
  return !couponAvailability(answer.coupon).available;
}

function initialPaymentError(context: CouponContext, coupon: Coupon): string | undefined {
  if (!context.validateWithInitialPayment && !coupon.requiresInitialPayment) return undefined;
  return couponInitialPaymentError({ requiresInitialPayment: coupon.requiresInitialPayment ?? false }, context.initialPayment, context.minimumInitialPayment);
}

type CouponActors = ReturnType<typeof couponActors>;

export const couponMachine = setup({
  types: {
    input: {} as CouponInput,
    context: {} as CouponContext,
    events: {} as CouponEvent,
  },
  actors: {
    validateCoupon: placeholderFor<CouponActors['validateCoupon']>('validateCoupon'),
    loadDefaultCoupon: placeholderFor<CouponActors['loadDefaultCoupon']>('loadDefaultCoupon'),
  },
  guards: {
    automatic: ({ context }) => context.automatic,
    hasAddressName: ({ context }) => context.name !== '',
    hasName: ({ context }) => context.name !== '',
    hasCoupon: ({ context }) => context.coupon !== null,
    periodChangedWithTypedCoupon: ({ context, event }) => {
      assertEvent(event, 'configuration.changed');
      return couponConfigurationOf(event.configuration).period !== context.period && context.coupon !== null && context.source === 'typed';
    },
    periodChangedWithAutomatic: ({ context, event }) => {
      assertEvent(event, 'configuration.changed');
      return couponConfigurationOf(event.configuration).period !== context.period && context.automatic;
    },
    hasText: ({ event }) => {
      assertEvent(event, 'coupon.type');
      return normalizeCouponName(event.name) !== '';
    },
    foundUsableDefault: ({ context }, answer: CouponValidationAnswer | null) => answer !== null && !noRemaining(answer) && !initialPaymentError(context, answer.coupon),
    noRemainingUsage: (_, answer: CouponValidationAnswer) => noRemaining(answer),
    needsInitialPayment: ({ context }, answer: CouponValidationAnswer) => Boolean(initialPaymentError(context, answer.coupon)),
    /** The applied coupon answered again for the new period is still usable. */
    stillUsable: ({ context }, answer: CouponValidationAnswer) => !noRemaining(answer) && !initialPaymentError(context, answer.coupon),
    periodChanged: ({ context, event }) => {
      assertEvent(event, 'configuration.changed');
      return couponConfigurationOf(event.configuration).period !== context.period;
    },
    losesInitialPayment: ({ context, event }) => {
      assertEvent(event, 'configuration.changed');
      const { initialPayment, minimumInitialPayment } = couponConfigurationOf(event.configuration);
      return context.coupon !== null && Boolean(initialPaymentError({ ...context, initialPayment, minimumInitialPayment }, context.coupon));
    },
  },
  actions: {
    storeName: assign(({ event }) => {
      assertEvent(event, 'coupon.type');
      return { name: normalizeCouponName(event.name).slice(0, 40), errorMessage: null };
    }),
    clearName: assign({ name: '' }),
    storeCoupon: assign((_, { coupon, discount }: CouponValidationAnswer) => ({ coupon, discount, name: coupon.name, source: 'typed' as const, errorMessage: null })),
    storeAutomaticCoupon: assign((_, answer: CouponValidationAnswer | null) =>
      answer ? { coupon: answer.coupon, discount: answer.discount, name: answer.coupon.name, source: 'automatic' as const, errorMessage: null } : {},
    ),
    /** No automatic coupon for this period: the one applied for another period goes, silently. */
    dropAutomaticCoupon: assign(({ context }) =>
      context.source === 'automatic' ? { coupon: null, discount: 0, source: null, name: context.name === context.coupon?.name ? '' : context.name } : {},
    ),
    /** The typed coupon is checked again: the field shows it. */
    showAppliedName: assign(({ context }) => ({ name: context.coupon?.name ?? context.name, errorMessage: null })),
    storeLimitError: assign({ errorMessage: (_, answer: CouponValidationAnswer) => couponUnavailableMessage(answer.coupon.limitedKind) }),
    storeInitialPaymentError: assign({ errorMessage: labels.coupon.requiresInitialPayment }),
    storeFailure: assign({ errorMessage: ({ event }) => couponFailureMessage(errorOf(event)) }),
    clearCoupon: assign({ coupon: null, discount: 0, source: null }),
    clearError: assign({ errorMessage: null }),
    clearAll: assign({ coupon: null, discount: 0, source: null, name: '', errorMessage: null }),
    /** The sent lead's coupon (or none) is the one applied, and the field shows it. */
    keepCoupon: assign(({ event }) => {
      assertEvent(event, 'coupon.keep');
      const { coupon } = event;
      return { coupon, discount: coupon?.monthlyPaymentDiscountAmount ?? 0, source: coupon ? ('kept' as const) : null, name: coupon?.name ?? '', errorMessage: null };
    }),
    storeConfiguration: assign(({ context, event }) => {
      assertEvent(event, 'configuration.changed');
      const { period, initialPayment, minimumInitialPayment, cpf } = couponConfigurationOf(event.configuration);
      return { period, initialPayment, minimumInitialPayment, cpf: cpf === undefined ? context.cpf : cpf };
    }),
    /** The applied coupon (or none) changed: the parent provides `sendParent(couponChangedOf)`; nothing when the chart runs alone. */
    reportCoupon: placeholderFor('reportCoupon'),
    /** The data layer hears a typed coupon applied (the app sends it to the tracking actor). */
    trackCoupon: placeholderFor('trackCoupon'),
    logDefaultFailed: placeholderFor('logDefaultFailed'),
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
    name: normalizeCouponName(input.name ?? '').slice(0, 40),
    coupon: null,
    source: null,
    discount: 0,
    errorMessage: null,
  }),
  initial: 'starting',
  on: {
    'coupon.clear': { target: '.idle', actions: ['clearAll', 'reportCoupon'] },
    // (The parent that sends it counts that coupon already: nothing is reported back.)
    'coupon.keep': { target: '.kept', actions: 'keepCoupon' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasAddressName', target: 'validating' }, { guard: 'automatic', target: 'loadingDefault' }, { target: 'idle' }],
    },
    loadingDefault: {
      invoke: {
        id: 'loadDefaultCoupon',
        src: 'loadDefaultCoupon',
        input: ({ context }) => ({ offerId: context.offerId, period: context.period, cpf: context.cpf }),
        onDone: [
          {
            guard: { type: 'foundUsableDefault', params: ({ event }) => event.output },
            target: 'applied',
            actions: [{ type: 'storeAutomaticCoupon', params: ({ event }) => event.output }, 'reportCoupon'],
          },
          { target: 'settlingDefault', actions: ['dropAutomaticCoupon', 'reportCoupon'] },
        ],
        onError: { target: 'settlingDefault', actions: ['dropAutomaticCoupon', 'reportCoupon', 'logDefaultFailed'] },
      },
      on: {
        // The period changed again while looking: look for the new one.
        'configuration.changed': [
          { guard: 'periodChangedWithAutomatic', target: 'loadingDefault', reenter: true, actions: 'storeConfiguration' },
          { actions: 'storeConfiguration' },
        ],
      },
    },
    /** No automatic coupon: back to the field as the visitor left it. */
    settlingDefault: {
      always: [{ guard: 'hasName', target: 'entered' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'coupon.type': { guard: 'hasText', target: 'entered', actions: 'storeName' },
        'coupon.remove': { guard: 'hasCoupon', target: 'idle', actions: ['clearAll', 'reportCoupon'] },
        'configuration.changed': [
          { guard: 'periodChangedWithTypedCoupon', target: 'revalidating', actions: ['storeConfiguration', 'showAppliedName'] },
          { guard: 'periodChangedWithAutomatic', target: 'loadingDefault', actions: ['storeConfiguration', 'clearError'] },
          { actions: 'storeConfiguration' },
        ],
      },
    },
    entered: {
      on: {
        'coupon.type': [{ guard: 'hasText', actions: 'storeName' }, { target: 'idle', actions: 'clearName' }],
        'coupon.apply': 'validating',
        'coupon.remove': { guard: 'hasCoupon', target: 'idle', actions: ['clearAll', 'reportCoupon'] },
        'configuration.changed': [
          { guard: 'periodChangedWithTypedCoupon', target: 'revalidating', actions: ['storeConfiguration', 'showAppliedName'] },
          { guard: 'periodChangedWithAutomatic', target: 'loadingDefault', actions: ['storeConfiguration', 'clearError'] },
          { actions: 'storeConfiguration' },
        ],
      },
    },
    validating: {
      invoke: {
        id: 'validateCoupon',
        src: 'validateCoupon',
        input: ({ context }) => ({ name: context.name, offerId: context.offerId, period: context.period, cpf: context.cpf }),
        // A refusal clears the code from the field and leaves the coupon applied before (and its discount) as it was.
        onDone: [
          {
            guard: { type: 'noRemainingUsage', params: ({ event }) => event.output },
            target: 'rejected',
            actions: [{ type: 'storeLimitError', params: ({ event }) => event.output }, 'clearName'],
          },
          { guard: { type: 'needsInitialPayment', params: ({ event }) => event.output }, target: 'rejected', actions: ['storeInitialPaymentError', 'clearName'] },
          { target: 'applied', actions: [{ type: 'storeCoupon', params: ({ event }) => event.output }, 'reportCoupon', 'trackCoupon'] },
        ],
        onError: { target: 'rejected', actions: ['storeFailure', 'clearName'] },
      },
      on: {
        'configuration.changed': [
          { guard: 'periodChanged', target: 'validating', reenter: true, actions: 'storeConfiguration' },
          { actions: 'storeConfiguration' },
        ],
      },
    },
    /** The typed coupon, asked again for a new period. */
    revalidating: {
      invoke: {
        id: 'revalidateCoupon',
        src: 'validateCoupon',
        input: ({ context }) => ({ name: context.coupon?.name ?? context.name, offerId: context.offerId, period: context.period, cpf: context.cpf }),
        onDone: [
          { guard: { type: 'stillUsable', params: ({ event }) => event.output }, target: 'applied', actions: [{ type: 'storeCoupon', params: ({ event }) => event.output }, 'reportCoupon'] },
          {
            guard: { type: 'noRemainingUsage', params: ({ event }) => event.output },
            target: 'rejected',
            actions: [{ type: 'storeLimitError', params: ({ event }) => event.output }, 'clearCoupon', 'clearName', 'reportCoupon'],
          },
          { target: 'rejected', actions: ['storeInitialPaymentError', 'clearCoupon', 'clearName', 'reportCoupon'] },
        ],
        onError: { target: 'rejected', actions: ['storeFailure', 'clearCoupon', 'clearName', 'reportCoupon'] },
      },
      on: {
        'configuration.changed': [
          { guard: 'periodChanged', target: 'revalidating', reenter: true, actions: 'storeConfiguration' },
          { actions: 'storeConfiguration' },
        ],
      },
    },
    applied: {
      on: {
        // Typing over or deleting the name resets the field; the coupon stays until replaced or removed.
        'coupon.type': [
          { guard: 'hasText', target: 'entered', actions: 'storeName' },
          { target: 'idle', actions: 'clearName' },
        ],
        'coupon.remove': { target: 'idle', actions: ['clearAll', 'reportCoupon'] },
        'configuration.changed': [
          { guard: 'periodChangedWithTypedCoupon', target: 'revalidating', actions: 'storeConfiguration' },
          { guard: 'periodChangedWithAutomatic', target: 'loadingDefault', actions: 'storeConfiguration' },
          { guard: 'losesInitialPayment', target: 'rejected', actions: ['storeConfiguration', 'storeInitialPaymentError', 'clearCoupon', 'clearName', 'reportCoupon'] },
          { actions: 'storeConfiguration' },
        ],
      },
    },
    /** Editing a sent lead: its coupon (or none) stays; the field is shown, not changed. */
    kept: {
      on: { 'configuration.changed': { actions: 'storeConfiguration' } },
    },
    /** A refused code: its message shows over an empty field (the code was cleared). */
    rejected: {
      on: {
        'coupon.type': { guard: 'hasText', target: 'entered', actions: 'storeName' },
        'coupon.focus': { target: 'idle', actions: ['clearName', 'clearError'] },
        'coupon.remove': { guard: 'hasCoupon', target: 'idle', actions: ['clearAll', 'reportCoupon'] },
        'configuration.changed': [
          { guard: 'periodChangedWithTypedCoupon', target: 'revalidating', actions: ['storeConfiguration', 'showAppliedName'] },
          { guard: 'periodChangedWithAutomatic', target: 'loadingDefault', actions: ['storeConfiguration', 'clearError'] },
          { actions: 'storeConfiguration' },
        ],
      },
    },
  },
});

export type CouponActorRef = ActorRefFrom<typeof couponMachine>;
export type CouponSnapshot = SnapshotFrom<typeof couponMachine>;
export type CouponStatus = 'starting' | 'loadingDefault' | 'settlingDefault' | 'idle' | 'entered' | 'validating' | 'revalidating' | 'applied' | 'kept' | 'rejected';

export const selectStatus = (s: CouponSnapshot) => s.value;
export const selectName = (s: CouponSnapshot) => s.context.name;
export const selectCoupon = (s: CouponSnapshot) => s.context.coupon;
export const selectSource = (s: CouponSnapshot) => s.context.source;
export const selectBusy = (s: CouponSnapshot) => s.matches('validating') || s.matches('revalidating') || s.matches('loadingDefault');
export const selectErrorMessage = (s: CouponSnapshot) => s.context.errorMessage;
export const selectWarning = (s: CouponSnapshot) => (s.context.coupon ? (couponLimitWarning(s.context.coupon.limitedKind) ?? null) : null);
export const selectCanApply = (s: CouponSnapshot) => s.can({ type: 'coupon.apply' });
export const selectCanRemove = (s: CouponSnapshot) => s.can({ type: 'coupon.remove' });
/** Editing a sent lead: the field shows the lead's coupon and takes no other. */
export const selectKept = (s: CouponSnapshot) => s.matches('kept');
