/** The coupon chart's generated paths (shared by its test and `npm run paths`). */
import { couponAnswer } from '../../models/pricing/coupon-api';
import type { CouponValidationAnswer } from '../../models/coupon/coupon-rules';
import { couponMachine, type CouponEvent, type CouponInput } from '../../machines/coupon/coupon.machine';
import { demoCoupons } from '../../server/demo/demo-catalogue';
import { planChart } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';
import { leadOffer } from '../support/lead-fixtures';
import { entradaConfigurationEvent } from '../support/configuration';

const PLAN_PRICE = 199900;

export function answerFor(name: string, usage: { usedCount?: number; usedByCpf?: number | null } = {}, period = 36): CouponValidationAnswer {
  const def = demoCoupons.find((c) => c.name === name)!;
  const coupon = couponAnswer(def, { usedCount: usage.usedCount ?? 0, usedByCpf: usage.usedByCpf ?? null }, period, PLAN_PRICE);
  return { coupon, discount: coupon.monthlyPaymentDiscountAmount ?? 0 };
}

export const answers = {
  ok: answerFor('BEMVINDO10'),
  soldOut: answerFor('ESGOTADO', { usedCount: 1 }),
  needsEntrada: answerFor('COMENTRADA'),
  automatic: answerFor('FLUAAUTO'),
};

export const couponInput: CouponInput = {
  offerId: leadOffer.id,
  period: 36,
  cpf: null,
  automatic: false,
  initialPayment: 500000,
  minimumInitialPayment: 100000,
};

const otherPeriod = (ctx: { period: number }) => (ctx.period === 36 ? 24 : 36);

/** The page's configuration with this period and entrada (the entrada's minimum as the chart holds it). */
const configured = (ctx: { minimumInitialPayment: number }, period: number, initialPayment: number) =>
  entradaConfigurationEvent(leadOffer, { period, initialPayment, bounds: { min: ctx.minimumInitialPayment } });

function personEvents(snap: any): CouponEvent[] {
  const ctx = snap.context;
  const candidates: CouponEvent[] = [
    { type: 'coupon.type', name: ctx.name === '' ? 'bemvindo10' : '' },
    ...(ctx.name === 'BEMVINDO10' ? [{ type: 'coupon.type' as const, name: 'comentrada' }] : []),
    { type: 'coupon.apply' },
    { type: 'coupon.remove' },
    { type: 'coupon.focus' },
    ...(ctx.coupon || ctx.name ? [{ type: 'coupon.clear' as const }] : []),
    configured(ctx, otherPeriod(ctx), ctx.initialPayment),
    ...(ctx.initialPayment > 0 ? [configured(ctx, ctx.period, 0)] : []),
  ];
  return candidates.filter((e) => snap.can(e));
}

export const couponPlan = withoutTransientStates(
  planChart({
    id: 'coupon',
    machine: couponMachine,
    input: couponInput,
    distinguishCandidates: true,
    events: (snap) => [
      ...(snap.children.validateCoupon
        ? [
            { type: 'xstate.done.actor.validateCoupon', output: answers.ok },
            { type: 'xstate.done.actor.validateCoupon', output: answers.soldOut },
            { type: 'xstate.done.actor.validateCoupon', output: answers.needsEntrada },
            { type: 'xstate.error.actor.validateCoupon', error: new Error('Cupom indisponível') },
          ]
        : []),
      ...(snap.children.revalidateCoupon
        ? [
            { type: 'xstate.done.actor.revalidateCoupon', output: answers.ok },
            { type: 'xstate.done.actor.revalidateCoupon', output: answers.soldOut },
            { type: 'xstate.done.actor.revalidateCoupon', output: answers.needsEntrada },
            { type: 'xstate.error.actor.revalidateCoupon', error: new Error('Cupom indisponível') },
          ]
        : []),
      ...personEvents(snap),
    ],
  }),
);

/**
 * The automatic coupon: on load, following the period both ways (silently),
 * and kept while a wrong code is typed and refused.
 */
export const couponAutomaticPlan = withoutTransientStates(
  planChart({
    id: 'coupon-automatic',
    machine: couponMachine,
    input: { ...couponInput, automatic: true },
    distinguishCandidates: true,
    events: (snap) => {
      const ctx = snap.context;
      return [
        ...(snap.children.loadDefaultCoupon
          ? [
              { type: 'xstate.done.actor.loadDefaultCoupon', output: answers.automatic },
              { type: 'xstate.done.actor.loadDefaultCoupon', output: null },
              { type: 'xstate.error.actor.loadDefaultCoupon', error: new Error('Um erro ocorreu, tente novamente') },
            ]
          : []),
        ...(snap.children.validateCoupon ? [{ type: 'xstate.error.actor.validateCoupon', error: new Error('Cupom indisponível') }] : []),
        ...[
          { type: 'coupon.type' as const, name: ctx.name === '' || ctx.name === 'FLUAAUTO' ? 'errado' : '' },
          { type: 'coupon.apply' as const },
          configured(ctx, otherPeriod(ctx), ctx.initialPayment),
          ...(ctx.initialPayment > 0 ? [configured(ctx, ctx.period, 0)] : []),
        ].filter((e) => snap.can(e)),
      ];
    },
  }),
);

/** A coupon the address carries is validated when the offer opens. */
export const couponAddressInput: CouponInput = { ...couponInput, name: 'bemvindo10' };
export const couponAddressPlan = withoutTransientStates(
  planChart({
    id: 'coupon-address',
    machine: couponMachine,
    input: couponAddressInput,
    events: (snap) =>
      snap.children.validateCoupon
        ? [
            { type: 'xstate.done.actor.validateCoupon', output: answers.ok },
            { type: 'xstate.error.actor.validateCoupon', error: new Error('Cupom indisponível') },
          ]
        : [],
  }),
);

/** Without an initial payment: a coupon that needs one is refused (the other refusals end in the same state). */
export const couponNoEntradaInput: CouponInput = { ...couponInput, initialPayment: 0 };
export const couponNoEntradaPlan = withoutTransientStates(
  planChart({
    id: 'coupon-no-entrada',
    machine: couponMachine,
    input: couponNoEntradaInput,
    events: (snap) => [
      ...(snap.children.validateCoupon ? [{ type: 'xstate.done.actor.validateCoupon', output: answers.needsEntrada }] : []),
      ...(snap.matches('idle') ? [{ type: 'coupon.type' as const, name: 'comentrada' }] : []),
      ...(snap.matches('entered') ? [{ type: 'coupon.apply' as const }] : []),
    ],
  }),
);

/** Editing a sent lead: the details chart hands over the lead's coupon (or none); it shows and stays whatever the period. */
export const couponKeptPlan = withoutTransientStates(
  planChart({
    id: 'coupon-kept',
    machine: couponMachine,
    input: couponInput,
    distinguishCandidates: true,
    events: (snap) => {
      const ctx = snap.context;
      return [
        ...(snap.matches('idle') && !ctx.coupon
          ? [
              { type: 'coupon.keep' as const, coupon: answers.ok.coupon },
              { type: 'coupon.keep' as const, coupon: null },
            ]
          : []),
        ...(snap.matches('kept')
          ? [
              configured(ctx, otherPeriod(ctx), ctx.initialPayment),
              { type: 'coupon.type' as const, name: 'outro' },
              { type: 'coupon.remove' as const },
            ].filter((e) => snap.can(e))
          : []),
      ];
    },
  }),
);
