/**
 * Generated paths of the coupon chart, run against its real view (the
 * summary's coupon field) with fake coupon calls the test settles; and the
 * messages of each limit kind.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CouponValidationAnswer } from '../../models/coupon/coupon-rules';
import { defaultLeadLabels, leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { couponMachine, type CouponActorRef, type CouponEvent, type CouponInput, type ValidateCouponInput } from '../../machines/coupon/coupon.machine';
import { ApiCallError } from '../../services/http';
import { CouponField } from '../../ui/lead/coupon-field';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised, type ChartPlan } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { entradaConfigurationEvent } from '../support/configuration';
import { leadOffer } from '../support/lead-fixtures';
import '../support/radix-dom';
import { answerFor, answers, couponAddressInput, couponAddressPlan, couponAutomaticPlan, couponInput, couponKeptPlan, couponNoEntradaInput, couponNoEntradaPlan, couponPlan } from './coupon.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

function renderCoupon(input: CouponInput) {
  const validate = deferredActor<CouponValidationAnswer, ValidateCouponInput>();
  const loadDefault = deferredActor<CouponValidationAnswer | null, Omit<ValidateCouponInput, 'name'>>();
  const reported: unknown[] = [];
  const logic = couponMachine.provide({
    actors: { validateCoupon: validate.logic, loadDefaultCoupon: loadDefault.logic },
    actions: { reportCoupon: ({ context }) => void reported.push(context.coupon?.name ?? null), trackCoupon: () => undefined, logDefaultFailed: () => undefined },
  });
  let actor: CouponActorRef | undefined;
  function Harness() {
    actor = useActorRef(logic, { input });
    return <CouponField actorRef={actor} labels={defaultLeadLabels} />;
  }
  render(<Harness />);
  return { validate, loadDefault, reported, actor: () => actor! };
}

const user = userEvent.setup();
const input = () => screen.getByLabelText<HTMLInputElement>(labels.coupon.placeholder);
const applyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: labels.coupon.apply });

/** The coupon applied shows (with its name) exactly while the chart holds one. */
async function expectApplied(snap: any) {
  if (snap.context.coupon) {
    const box = await screen.findByTestId('coupon-applied');
    expect(box.textContent).toContain(leadLabels.couponApplied(snap.context.coupon.name));
    // A percentage coupon says what it counts on; a flat one does not.
    expect(box.textContent.includes(leadLabels.couponBase)).toBe(snap.context.coupon.type === 'percentage');
  } else {
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  }
}

const busy = async () => {
  expect((await screen.findByRole('status')).textContent).toBe(leadLabels.couponValidating);
  expect(applyButton().disabled).toBe(true);
  expect(screen.queryByTestId('coupon-error')).toBeNull();
};

const stateAssertions: Record<string, (snap: any) => Promise<void> | void> = {
  loadingDefault: busy,
  validating: busy,
  revalidating: busy,
  idle: async (snap) => {
    await waitFor(() => expect(input().value).toBe(''));
    expect(applyButton().disabled).toBe(true);
    expect(screen.queryByTestId('coupon-error')).toBeNull();
    await expectApplied(snap);
  },
  entered: async (snap) => {
    await waitFor(() => expect(input().value).toBe(snap.context.name));
    expect(applyButton().disabled).toBe(false);
    expect(screen.queryByTestId('coupon-error')).toBeNull();
    await expectApplied(snap);
  },
  applied: async (snap) => {
    await expectApplied(snap);
    expect(input().value).toBe(snap.context.name);
    expect(screen.queryByTestId('coupon-error')).toBeNull();
  },
  /** Editing a sent lead: the lead's coupon (or none) shows in a field that takes no other, with no way to remove it. */
  kept: async (snap) => {
    await expectApplied(snap);
    await waitFor(() => expect(input().value).toBe(snap.context.coupon?.name ?? ''));
    expect(input().disabled).toBe(true);
    expect(applyButton().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: leadLabels.couponRemove })).toBeNull();
    expect(screen.getByTestId('coupon-kept').textContent).toBe(snap.context.coupon ? leadLabels.couponKept : leadLabels.couponNoneKept);
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByTestId('coupon-kept').id);
  },
  rejected: async (snap) => {
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(snap.context.errorMessage);
    expect(input().value).toBe(snap.context.name);
    await expectApplied(snap);
  },
};

function executors(h: ReturnType<typeof renderCoupon>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.validateCoupon': async (step) => (await h.validate.latest()).resolve(step.event.output),
    'xstate.error.actor.validateCoupon': async () => (await h.validate.latest()).reject(new ApiCallError('Cupom indisponível', 404, 'coupon_unavailable')),
    'xstate.done.actor.revalidateCoupon': async (step) => (await h.validate.latest()).resolve(step.event.output),
    'xstate.error.actor.revalidateCoupon': async () => (await h.validate.latest()).reject(new ApiCallError('Cupom indisponível', 404, 'coupon_unavailable')),
    'xstate.done.actor.loadDefaultCoupon': async (step) => (await h.loadDefault.latest()).resolve(step.event.output),
    'xstate.error.actor.loadDefaultCoupon': async () => (await h.loadDefault.latest()).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'coupon.type': async (step) => {
      await user.clear(input());
      if (step.event.name) await user.type(input(), step.event.name);
    },
    'coupon.apply': async () => user.click(applyButton()),
    'coupon.remove': async () => user.click(await screen.findByRole('button', { name: leadLabels.couponRemove })),
    'coupon.focus': async () => user.click(input()),
    // From the page: going back, and a new configuration of the offer.
    'coupon.clear': (step) => h.actor().send(step.event),
    // From the page: editing a sent lead, its coupon (or none) arrives with the lead.
    'coupon.keep': (step) => h.actor().send(step.event),
    'configuration.changed': (step) => h.actor().send(step.event),
  } satisfies Record<CouponEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.${'validateCoupon' | 'revalidateCoupon' | 'loadDefaultCoupon'}`, Executor>;
}

const plans: [ChartPlan, CouponInput][] = [
  [couponPlan, couponInput],
  [couponAutomaticPlan, { ...couponInput, automatic: true }],
  [couponAddressPlan, couponAddressInput],
  [couponNoEntradaPlan, couponNoEntradaInput],
  [couponKeptPlan, couponInput],
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
  it.each(plan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const h = renderCoupon(i);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(plan.id, transition.keys);
  });
});

describe('coupon: the automatic coupon and a wrong code typed over it', () => {
  it('a wrong code leaves the automatic discount applied and is cleared from the field', async () => {
    const h = renderCoupon({ ...couponInput, automatic: true });
    (await h.loadDefault.next()).resolve(answers.automatic);
    expect((await screen.findByTestId('coupon-applied')).textContent).toContain(leadLabels.couponApplied('FLUAAUTO'));
    await user.clear(input());
    await user.type(input(), 'errado{Enter}');
    (await h.validate.next()).reject(new ApiCallError(labels.coupon.unavailable, 404, 'coupon_unavailable'));
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(labels.coupon.unavailable);
    expect(input().value).toBe('');
    expect(screen.getByTestId('coupon-applied').textContent).toContain(leadLabels.couponApplied('FLUAAUTO'));
    expect(h.actor().getSnapshot().context.coupon?.name).toBe('FLUAAUTO');
    expect(h.reported).toEqual(['FLUAAUTO']);
  });

  it('follows the period both ways, silently: asked again on a new period, applied there, dropped where it does not apply', async () => {
    const h = renderCoupon({ ...couponInput, period: 24, automatic: true });
    const first = await h.loadDefault.next();
    expect(first.input).toMatchObject({ period: 24 });
    first.resolve(null);
    await waitFor(() => expect(h.actor().getSnapshot().value).toBe('idle'));
    h.actor().send(entradaConfigurationEvent(leadOffer, { period: 36, initialPayment: 0, bounds: { min: 0 } }));
    const second = await h.loadDefault.next();
    expect(second.input).toMatchObject({ period: 36 });
    second.resolve(answers.automatic);
    expect((await screen.findByTestId('coupon-applied')).textContent).toContain('FLUAAUTO');
    h.actor().send(entradaConfigurationEvent(leadOffer, { period: 24, initialPayment: 0, bounds: { min: 0 } }));
    (await h.loadDefault.next()).resolve(null);
    await waitFor(() => expect(screen.queryByTestId('coupon-applied')).toBeNull());
    expect(screen.queryByTestId('coupon-error')).toBeNull();
    expect(input().value).toBe('');
    expect(h.reported).toEqual([null, 'FLUAAUTO', null]);
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
  ])('a coupon limited by %s with no remaining usage is not applied, with its error', async (_kind, name, usage, error) => {
    const { h } = await applyWith(answerFor(name, usage), name);
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(error);
    // The refused code is cleared from the field (spec 000 §4, 001 §8); nothing was applied.
    expect(input().value).toBe('');
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(h.reported).toEqual([]);
  });

  it('a failed call shows the unavailable message and clears the code from the field', async () => {
    await applyWith(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error'), 'x');
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(labels.coupon.unavailable);
    expect(input().value).toBe('');
  });

  it('an unknown code says the coupon is unavailable, never that it expired', async () => {
    await applyWith(new ApiCallError(labels.coupon.unavailable, 404, 'coupon_unavailable'), 'naoexiste');
    expect((await screen.findByTestId('coupon-error')).textContent).toBe(labels.coupon.unavailable);
    expect(screen.queryByText(labels.coupon.expired)).toBeNull();
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
