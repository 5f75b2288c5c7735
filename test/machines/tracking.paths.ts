/** The tracking actor's generated paths (shared by its test and `npm run paths`). */
import { trackingMachine, type LeadAnalytics, type TrackingEvent, type TrackingPropertiesLoad } from '../../machines/tracking/tracking.machine';
import { interactionRecord } from '../../models/common/tracking';
import { planChart, type ChartPlan } from '../support/chart-paths';

export const LEAD_ANALYTICS: LeadAnalytics = { jwtToken: 'A'.repeat(43), type: 'OFFER_LEAD', lead: { leadId: 'lead-1', offerId: 'fiat-mobi-l10', period: 24, km: 1000 } };
export const CARD_CLICK = interactionRecord('cardClick', { offerId: 'fiat-mobi-l10' });
export const LEAD_SENT = interactionRecord('leadSent', { leadId: 'lead-1', offerId: 'fiat-mobi-l10' });
/** The components' tracking properties as read: the showcase's, and the lead form's read failed. */
export const PROPERTIES_READ: TrackingPropertiesLoad = { properties: { showcase: { pageSection: 'vitrine', contentGroup: 'ofertas' } }, failed: ['lead-form'] };

export const trackingPlan: ChartPlan = planChart({
  id: 'tracking',
  machine: trackingMachine,
  distinguishCandidates: true,
  // What the actor holds: its state, how many records wait, how many analytics are queued and whether the properties were read.
  serializeState: (snap) =>
    JSON.stringify({ value: snap.value, buffer: Math.min(snap.context.buffer.length, 1), pending: Math.min(snap.context.pending.length, 2), read: snap.context.properties !== null }),
  events: (snap) => {
    const events: (TrackingEvent | { type: string; output?: unknown; error?: unknown })[] = [
      { type: 'tracking.record', record: CARD_CLICK },
      { type: 'tracking.record', record: LEAD_SENT, analytics: LEAD_ANALYTICS },
      { type: 'tracking.consent', analytics: true },
      { type: 'tracking.consent', analytics: false },
    ];
    const running = [
      ...(snap.children.sendUserAnalytics ? [{ type: 'xstate.done.actor.sendUserAnalytics', output: { id: 'a1' } }, { type: 'xstate.error.actor.sendUserAnalytics', error: new Error('503') }] : []),
      ...(snap.children.loadTrackingProperties
        ? [{ type: 'xstate.done.actor.loadTrackingProperties', output: PROPERTIES_READ }, { type: 'xstate.error.actor.loadTrackingProperties', error: new Error('offline') }]
        : []),
    ];
    return [...events.filter((e) => snap.can(e as TrackingEvent)), ...running] as TrackingEvent[];
  },
});
