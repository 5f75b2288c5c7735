/**
 * Generated paths of the tracking actor: every state and transition, with
 * what it writes to the data layer and what it sends to user analytics after
 * each step (nothing before the choice or after a refusal; the records heard
 * before an acceptance, in order, once the components' tracking properties
 * are read, with them; one send at a time, each with its key).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { trackingMachine, type TrackingPropertiesLoad, type UserAnalyticsSend } from '../../machines/tracking/tracking.machine';
import { componentOfTrackingId, interactionRecord, type DataLayerEntry, type DroppedReason, type TrackingComponent } from '../../models/common/tracking';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { deferredActor } from '../support/lead-harness';
import { PROPERTIES_READ, trackingPlan } from './tracking.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

function startTracking() {
  const written: DataLayerEntry[] = [];
  const dropped: DroppedReason[] = [];
  const failedReads: TrackingComponent[] = [];
  const send = deferredActor<unknown, UserAnalyticsSend>();
  const load = deferredActor<TrackingPropertiesLoad, void>();
  const actor = createActor(
    trackingMachine.provide({
      actors: { sendUserAnalytics: send.logic, loadTrackingProperties: load.logic },
      actions: {
        writeToDataLayer: (_, entries) => void written.push(...entries),
        logDropped: (_, reasons) => void dropped.push(...reasons),
        logAnalyticsFailure: () => undefined,
        logPropertiesFailure: (_, failed) => void failedReads.push(...failed),
      },
    }),
  );
  actor.start();
  return { actor: actor as AnyActorRef, written, dropped, failedReads, send, load };
}

/** The properties an entry of this tracking id carries once `load` was read. */
const propertiesOf = (trackingId: string, load: TrackingPropertiesLoad) => load.properties[componentOfTrackingId(trackingId)!] ?? {};

let h: ReturnType<typeof startTracking>;

const stateAssertions = {
  undecided: () => expect(h.written).toEqual([]),
  granted: () => undefined,
  'granted.checkingProperties': () => undefined,
  // Nothing written while the properties are read: every record waits.
  'granted.loadingProperties': () => {
    expect(h.actor.getSnapshot().context.properties).toBeNull();
    expect(h.load.pending.length).toBeGreaterThan(0);
  },
  'granted.idle': () => {
    expect(h.actor.getSnapshot().context.pending).toEqual([]);
    expect(h.actor.getSnapshot().context.buffer).toEqual([]);
    expect(h.actor.getSnapshot().context.properties).not.toBeNull();
  },
  'granted.sendingAnalytics': () => expect(h.send.pending.length).toBeGreaterThan(0),
  denied: () => expect(h.actor.getSnapshot().context).toMatchObject({ buffer: [], pending: [] }),
};

const executors = {
  'xstate.init': () => undefined,
  'tracking.record': (step) => {
    const before = h.written.length;
    const snap = h.actor.getSnapshot();
    const writes = snap.matches('granted') && !snap.matches({ granted: 'loadingProperties' });
    h.actor.send(step.event);
    expect(h.written.length - before).toBe(writes ? 1 : 0);
    if (writes) {
      expect(h.written.at(-1)).toMatchObject({ event: 'flua.interaction', interactionType: step.event.record.interaction, ...step.event.record.data });
      expect(h.written.at(-1)).toMatchObject(propertiesOf(step.event.record.trackingId, { properties: snap.context.properties, failed: [] }));
    }
  },
  'tracking.consent': (step) => {
    const before = h.written.length;
    h.actor.send(step.event);
    // Nothing is written by the choice itself: what was heard waits for the properties (refused: forgotten).
    expect(h.written.length - before).toBe(0);
  },
  'xstate.done.actor.loadTrackingProperties': async () => {
    const kept = h.actor.getSnapshot().context.buffer;
    const before = h.written.length;
    (await h.load.next()).resolve(PROPERTIES_READ);
    await Promise.resolve();
    // What was heard meanwhile is written, in order, each with its component's properties; the failed read is logged.
    expect(h.written.slice(before)).toEqual(kept.map((r: any) => expect.objectContaining({ interactionType: r.interaction, ...propertiesOf(r.trackingId, PROPERTIES_READ) })));
    expect(h.failedReads).toEqual(PROPERTIES_READ.failed);
  },
  'xstate.error.actor.loadTrackingProperties': async () => {
    const kept = h.actor.getSnapshot().context.buffer;
    const before = h.written.length;
    (await h.load.next()).reject(new Error('offline'));
    await Promise.resolve();
    // As they are: no properties, every component logged.
    expect(h.written.slice(before).map((e) => Object.keys(e).sort())).toEqual(kept.map((r: any) => ['event', 'interactionType', 'trackingId', ...Object.keys(r.data ?? {})].sort()));
    expect(h.failedReads).toEqual(['showcase', 'offer-details', 'lead-form']);
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
    // `granted.checkingProperties` is passed through, never rested in.
    expect([...reachedStates(trackingPlan), 'granted.checkingProperties'].sort()).toEqual([...trackingPlan.states].sort());
    expect(unfiredTransitions(trackingMachine, [trackingPlan])).toEqual([]);
  });

  beforeAll(() => resetExercised(trackingPlan.id));
  it.each(trackingPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    h = startTracking();
    await trackingPlan.model.testPath(transition.path, { states: stateAssertions, events: executors });
    recordExercised(trackingPlan.id, transition.keys);
  });

  it('writes the records heard before the choice once the properties are read, each with its component\'s (the record\'s own figures winning)', async () => {
    h = startTracking();
    h.actor.send({ type: 'tracking.record', record: interactionRecord('cardClick', { offerId: 'fiat-mobi-l10', pageSection: 'cartao' }) });
    h.actor.send({ type: 'tracking.consent', analytics: true });
    h.actor.send({ type: 'tracking.record', record: interactionRecord('share', { method: 'copy' }) });
    expect(h.written).toEqual([]);
    (await h.load.next()).resolve({ properties: { showcase: { pageSection: 'vitrine', contentGroup: 'ofertas', trackingId: 'x' }, 'offer-details': { pageSection: 'detalhes' } }, failed: [] });
    await Promise.resolve();
    expect(h.written).toEqual([
      { event: 'flua.interaction', interactionType: 'cardClick', trackingId: 'flua-offer-card', offerId: 'fiat-mobi-l10', pageSection: 'cartao', contentGroup: 'ofertas' },
      { event: 'flua.interaction', interactionType: 'share', trackingId: 'flua-share', method: 'copy', pageSection: 'detalhes' },
    ]);
    expect(h.failedReads).toEqual([]);
  });

  it('drops and logs a record with an empty interaction type, a missing tracking id or personal data', async () => {
    h = startTracking();
    h.actor.send({ type: 'tracking.consent', analytics: true });
    (await h.load.next()).resolve({ properties: {}, failed: [] });
    await Promise.resolve();
    h.actor.send({ type: 'tracking.record', record: { interaction: '', trackingId: 'x' } });
    h.actor.send({ type: 'tracking.record', record: { interaction: 'share', trackingId: undefined } });
    h.actor.send({ type: 'tracking.record', record: { interaction: 'leadSent', trackingId: 'flua-lead-form', data: { note: 'ana@exemplo.com' } } });
    expect(h.written).toEqual([]);
    expect(h.dropped).toEqual(['emptyInteraction', 'missingTrackingId', 'personalData']);
  });
});
