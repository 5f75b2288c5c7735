/**
 * Generated paths of the coupon chart, run against its real view (the
 * summary's coupon field) with fake coupon calls the test settles; and the
 * messages of each limit kind.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CouponValidationAnswer } from '../../models/coupon-rules';
import { labels, leadLabels } from '../../models/labels';
import { couponMachine, type CouponActorRef, type CouponEvent, type CouponInput, type ValidateCouponInput } from '../../machines/coupon/coupon.machine';
import { ApiCallError } from '../../services/http';
import { CouponField } from '../../ui/lead/coupon-field';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised, type ChartPlan } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import '../support/radix-dom';
import { answerFor, couponAutomaticPlan, couponInput, couponNoEntradaInput, couponNoEntradaPlan, couponPlan } from './coupon.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

function renderCoupon(input: CouponInput) {
  const validate = deferredActor<CouponValidationAnswer, ValidateCouponInput>();
  const loadDefault = deferredActor<CouponValidationAnswer | null, Omit<ValidateCouponInput, 'name'>>();
  const reported: unknown[] = [];
  const logic = couponMachine.provide({
    actors: { validateCoupon: validate.logic, loadDefaultCoupon: loadDefault.logic },
    actions: { reportCoupon: ({ context }) => void reported.push(context.coupon?.name ?? null) },
  });
  let actor: CouponActorRef | undefined;
  function Harness() {
    actor = useActorRef(logic, { input });
    return <CouponField actorRef={actor} labels={labels} />;
  }
  render(<Harness />);
  return { validate, loadDefault, reported, actor: () => actor! };
}

const user = userEvent.setup();
const input = () => screen.getByLabelText(labels.coupon.placeholder) as HTMLInputElement;
const applyButton = () => screen.getByRole('button', { name: labels.coupon.apply }) as HTMLButtonElement;

const stateAssertions: Record<string, (snap: any) => Promise<void> | void> = {
  loadingDefault: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(leadLabels.couponValidating);
  },
  idle: async () => {
    await waitFor(() => expect(input().value).toBe(''));
    expect(applyButton().disabled).toBe(true);
    expect(screen.queryByTestId('coupon-error')).toBeNull();
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  },
  entered: async (snap) => {
    await waitFor(() => expect(input().value).toBe(snap.context.name));
    expect(applyButton().disabled).toBe(false);
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  },
  validating: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(leadLabels.couponValidating);
    expect(applyButton().disabled).toBe(true);
  },
  applied: async (snap) => {
    const box = await screen.findByTestId('coupon-applied');
    expect(box.textContent).toContain(leadLabels.couponApplied(snap.context.coupon.name));
    expect(input().value).toBe(snap.context.coupon.name);
    expect(applyButton().disabled).toBe(true);
  },
  rejected: async (snap) => {
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(snap.context.errorMessage);
    expect(input().value).toBe(snap.context.name);
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  },
};

function executors(h: ReturnType<typeof renderCoupon>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.validateCoupon': async (step) => (await h.validate.next()).resolve(step.event.output),
    'xstate.error.actor.validateCoupon': async () => (await h.validate.next()).reject(new ApiCallError('Cupom indisponível', 404, 'coupon_unavailable')),
    'xstate.done.actor.loadDefaultCoupon': async (step) => (await h.loadDefault.next()).resolve(step.event.output),
    'xstate.error.actor.loadDefaultCoupon': async () => (await h.loadDefault.next()).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'coupon.type': async (step) => {
      await user.clear(input());
      if (step.event.name) await user.type(input(), step.event.name);
    },
    'coupon.apply': async () => user.click(applyButton()),
    'coupon.remove': async () => user.click(await screen.findByRole('button', { name: leadLabels.couponRemove })),
    'coupon.focus': async () => user.click(input()),
    // From the page: going back, and a new configuration of the offer.
    'coupon.clear': (step) => h.actor().send(step.event),
    'coupon.configure': (step) => h.actor().send(step.event),
  } satisfies Record<CouponEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.${'validateCoupon' | 'loadDefaultCoupon'}`, Executor>;
}

const plans: [ChartPlan, CouponInput][] = [
  [couponPlan, couponInput],
  [couponAutomaticPlan, { ...couponInput, automatic: true }],
  [couponNoEntradaPlan, couponNoEntradaInput],
];

describe('coupon chart: every state and transition', () => {
  it('has an assertion for every state, reaches them all and fires every transition', () => {
    for (const [plan] of plans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set(plans.flatMap(([p]) => [...reachedStates(p)]));
    expect([...reached].filter((s) => couponPlan.states.includes(s)).sort()).toEqual([...couponPlan.states].sort());
    expect(unfiredTransitions(couponMachine, plans.map(([p]) => p))).toEqual([]);
  });
});

describe.each(plans.map(([plan, i]) => [plan.id, plan, i] as const))('coupon plan %s', (_id, plan, i) => {
  beforeAll(() => resetExercised(plan.id));
  it.each(plan.transitions.map((t) => [t.key, t] as const))('%s', async (_key, transition) => {
    const h = renderCoupon(i);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(plan.id, transition.key);
  });
});

describe('coupon: names, Enter, and the messages of each limit kind', () => {
  async function applyWith(answer: CouponValidationAnswer | Error, name = 'cupom', extra: Partial<CouponInput> = {}) {
    const h = renderCoupon({ ...couponInput, ...extra });
    await user.type(input(), `${name}{Enter}`);
    const call = await h.validate.next();
    if (answer instanceof Error) call.reject(answer);
    else call.resolve(answer);
    return { h, call };
  }

  it('upper-cases the name and validates with Enter, for the offer, period and CPF', async () => {
    const { call } = await applyWith(answerFor('BEMVINDO10'), 'bemVindo10', { cpf: '52998224725' });
    expect(call.input).toEqual({ name: 'BEMVINDO10', offerId: couponInput.offerId, period: 36, cpf: '52998224725' });
    expect(await screen.findByTestId('coupon-applied')).toBeTruthy();
    expect(screen.queryByTestId('coupon-warning')).toBeNull();
  });

  it.each([
    ['CPF', 'UMPORCPF', labels.coupon.limitedByCpfWarning],
    ['quantity', 'PRIMEIROS50', labels.coupon.limitedByQuantityWarning],
    ['both', 'LIMITADO', labels.coupon.limitedByCpfWarning],
  ])('a coupon limited by %s shows its warning while applied', async (_kind, name, warning) => {
    await applyWith(answerFor(name, { usedByCpf: 0 }), name);
    expect((await screen.findByTestId('coupon-warning')).textContent).toBe(warning);
  });

  it.each([
    ['CPF', 'UMPORCPF', { usedByCpf: 1 }, labels.coupon.limitedByCpfError],
    ['quantity', 'ESGOTADO', { usedCount: 1 }, labels.coupon.limitedByQuantityError],
    ['both', 'LIMITADO', { usedCount: 20, usedByCpf: 0 }, labels.coupon.limitedByCpfError],
  ])('a coupon limited by %s with no remaining usage is cleared with its error', async (_kind, name, usage, error) => {
    const { h } = await applyWith(answerFor(name, usage), name);
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(error);
    expect(input().value).toBe('');
    expect(h.reported.at(-1)).toBe(null);
  });

  it('a failed call shows the unavailable message and clears; an expired coupon says so', async () => {
    await applyWith(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error'), 'x');
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(labels.coupon.unavailable);
    expect(input().value).toBe('');
  });

  it('an expired coupon shows "Cupom expirado"', async () => {
    await applyWith(new ApiCallError(labels.coupon.expired, 422, 'coupon_expired'), 'VENCIDO');
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(labels.coupon.expired);
  });

  it('a coupon that needs an initial payment is refused without one', async () => {
    await applyWith(answerFor('COMENTRADA'), 'COMENTRADA', { initialPayment: 0 });
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(labels.coupon.requiresInitialPayment);
  });

  it('reports the applied coupon and its removal', async () => {
    const { h } = await applyWith(answerFor('TRESMESES'), 'TRESMESES');
    await screen.findByTestId('coupon-applied');
    await user.click(screen.getByRole('button', { name: leadLabels.couponRemove }));
    expect(h.reported).toEqual(['TRESMESES', null]);
  });
});
