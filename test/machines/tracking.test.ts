/**
 * Generated paths of the tracking actor: every state and transition, with
 * what it writes to the data layer and what it sends to user analytics after
 * each step (nothing before the choice or after a refusal; the records heard
 * before an acceptance, in order; one send at a time, each with its key).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { trackingMachine, type UserAnalyticsSend } from '../../machines/tracking/tracking.machine';
import type { DataLayerEntry, DroppedReason } from '../../models/common/tracking';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { deferredActor } from '../support/lead-harness';
import { trackingPlan } from './tracking.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

function startTracking() {
  const written: DataLayerEntry[] = [];
  const dropped: DroppedReason[] = [];
  const send = deferredActor<unknown, UserAnalyticsSend>();
  const actor = createActor(
    trackingMachine.provide({
      actors: { sendUserAnalytics: send.logic },
      actions: { writeToDataLayer: (_, entries) => void written.push(...entries), logDropped: (_, reasons) => void dropped.push(...reasons), logAnalyticsFailure: () => undefined },
    }),
  );
  actor.start();
  return { actor: actor as AnyActorRef, written, dropped, send };
}

let h: ReturnType<typeof startTracking>;

const stateAssertions = {
  undecided: () => expect(h.written).toEqual([]),
  granted: () => expect(h.actor.getSnapshot().context.buffer).toEqual([]),
  'granted.idle': () => expect(h.actor.getSnapshot().context.pending).toEqual([]),
  'granted.sendingAnalytics': () => expect(h.send.pending.length).toBeGreaterThan(0),
  denied: () => expect(h.actor.getSnapshot().context).toEqual({ buffer: [], pending: [] }),
};

const executors = {
  'xstate.init': () => undefined,
  'tracking.record': (step) => {
    const before = h.written.length;
    const granted = h.actor.getSnapshot().matches('granted');
    h.actor.send(step.event);
    expect(h.written.length - before).toBe(granted ? 1 : 0);
    if (granted) expect(h.written.at(-1)).toMatchObject({ event: 'flua.interaction', interactionType: step.event.record.interaction });
  },
  'tracking.consent': (step) => {
    const buffered = h.actor.getSnapshot().context.buffer.length;
    const undecided = h.actor.getSnapshot().matches('undecided');
    const before = h.written.length;
    h.actor.send(step.event);
    // Accepted from the start: what was heard is written; refused: forgotten.
    expect(h.written.length - before).toBe(undecided && step.event.analytics ? buffered : 0);
  },
  'xstate.done.actor.sendUserAnalytics': async () => {
    const call = await h.send.next();
    expect(call.input.idempotencyKey).toBe(`analytics:${call.input.lead.leadId}:OFFER_LEAD`);
    call.resolve({ id: 'a1' });
    await Promise.resolve();
  },
  'xstate.error.actor.sendUserAnalytics': async () => {
    (await h.send.next()).reject(new Error('503'));
    await Promise.resolve();
  },
} satisfies Record<string, Executor>;

describe('tracking actor: every state and transition', () => {
  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(trackingPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(trackingPlan)].sort()).toEqual([...trackingPlan.states].sort());
    expect(unfiredTransitions(trackingMachine, [trackingPlan])).toEqual([]);
  });

  beforeAll(() => resetExercised(trackingPlan.id));
  it.each(trackingPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    h = startTracking();
    await trackingPlan.model.testPath(transition.path, { states: stateAssertions, events: executors });
    recordExercised(trackingPlan.id, transition.keys);
  });

  it('drops and logs a record with an empty interaction type, a missing tracking id or personal data', () => {
    h = startTracking();
    h.actor.send({ type: 'tracking.consent', analytics: true });
    h.actor.send({ type: 'tracking.record', record: { interaction: '', trackingId: 'x' } });
    h.actor.send({ type: 'tracking.record', record: { interaction: 'share', trackingId: undefined } });
    h.actor.send({ type: 'tracking.record', record: { interaction: 'leadSent', trackingId: 'flua-lead-form', data: { note: 'ana@exemplo.com' } } });
    expect(h.written).toEqual([]);
    expect(h.dropped).toEqual(['emptyInteraction', 'missingTrackingId', 'personalData']);
  });
});
