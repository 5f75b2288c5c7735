/**
 * Generated paths of the partnership chart (the lead form's child that has
 * the server open a partner's token): every state and transition, with what
 * it tells its parent and logs after each step (verified: the link and what
 * the token holds; refused: logged only, nothing told; no link: no call).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { partnershipMachine, type PartnershipInput } from '../../machines/partnership/partnership.machine';
import type { PartnerLink, PartnershipAnswer, VerifiedPartnership } from '../../models/lead/partnership';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { deferredActor } from '../support/lead-harness';
import { ANSWER, partnershipPlans } from './partnership.paths';
import { PARTNER_LINK } from './lead-submission.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

function start(input: PartnershipInput) {
  const decrypt = deferredActor<PartnershipAnswer, PartnerLink>();
  const reported: VerifiedPartnership[] = [];
  const logged: unknown[] = [];
  const actor = createActor(
    partnershipMachine.provide({
      actors: { decryptPartnership: decrypt.logic },
      actions: { reportVerified: (_, partnership) => void reported.push(partnership), logDecryptFailed: ({ event }) => void logged.push(event) },
    }),
    { input },
  );
  actor.start();
  return { actor, decrypt, reported, logged };
}

let h: ReturnType<typeof start>;

const stateAssertions = {
  decrypting: () => {
    expect(h.decrypt.calls).toEqual([PARTNER_LINK]);
    expect(h.reported).toEqual([]);
  },
  verified: () => {
    expect(h.reported).toEqual([{ link: PARTNER_LINK, answer: ANSWER }]);
    expect(h.logged).toEqual([]);
  },
  unverified: () => {
    expect(h.reported).toEqual([]);
    expect(h.logged).toHaveLength(1);
  },
  absent: () => {
    expect(h.decrypt.calls).toEqual([]);
    expect(h.reported).toEqual([]);
  },
};

const executors = {
  'xstate.init': () => undefined,
  'xstate.done.actor.decryptPartnership': async (step) => {
    (await h.decrypt.next()).resolve(step.event.output);
    await Promise.resolve();
  },
  'xstate.error.actor.decryptPartnership': async (step) => {
    (await h.decrypt.next()).reject(step.event.error);
    await Promise.resolve();
  },
} satisfies Record<string, Executor>;

describe('partnership chart: every state and transition', () => {
  it('has an assertion for every state, reaches every state and fires every transition', () => {
    for (const { plan } of partnershipPlans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set(partnershipPlans.flatMap(({ plan }) => [...reachedStates(plan)]));
    expect([...reached].sort()).toEqual([...partnershipPlans[0]!.plan.states].sort());
    expect(unfiredTransitions(partnershipMachine, partnershipPlans.map((p) => p.plan))).toEqual([]);
  });
});

describe.each(partnershipPlans.map(({ plan, input }) => [plan.id, plan, input] as const))('partnership plan %s', (_id, plan, input) => {
  beforeAll(() => resetExercised(plan.id));
  it.each(plan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    h = start(input);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors });
    recordExercised(plan.id, transition.keys);
  });
});
