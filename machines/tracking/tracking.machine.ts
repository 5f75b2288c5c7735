/**
 * The tracking actor (spec 001 §8 "Tracking"): every chart that records an
 * interaction (card click, details view, plan change, coupon, lead sent,
 * share) sends it here, to the one actor the app runs (systemId
 * 'tracking', a child of the cookie consent chart, which tells it the
 * visitor's choice).
 *
 *   undecided ──tracking.consent [analytics]──▶ granted (the records heard so far are written once the properties are read)
 *       │     ──tracking.consent [no analytics]──▶ denied (they are forgotten)
 *       └── tracking.record: kept (at most 30) until the visitor chooses
 *   granted.checkingProperties ──[read already]──▶ granted.idle, else ──▶ granted.loadingProperties
 *   granted.loadingProperties ──done / error──▶ granted.idle (the records kept meanwhile are written)
 *   granted.idle ──tracking.record [with lead analytics]──▶ granted.sendingAnalytics ──done/error──▶ granted.idle
 *                (and back while leads' analytics wait, one send at a time)
 *   granted ──tracking.consent [no analytics]──▶ denied ──tracking.consent [analytics]──▶ granted
 *
 * In `granted` each record becomes a data layer entry through
 * `dataLayerEntry` (models/common/tracking.ts), carrying its component's
 * tracking properties: an empty interaction type, a missing tracking id or
 * anything personal is logged and dropped. The properties (spec 001 §7
 * `GET {component path}.infinity.json`) are read once, the first time the
 * visitor's choice allows the data layer (a visitor who refuses causes no
 * read); meanwhile records wait. A component without properties (404) adds
 * none; a failed read is logged and its entries go as they are. The app
 * provides `writeToDataLayer` (a missing data layer logs one console error),
 * `loadTrackingProperties` and `sendUserAnalytics` (POST
 * /api/useranalytics/send after a lead); the placeholders throw. In `denied`
 * nothing is written, read or sent.
 */
import { assertEvent, assign, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  TRACKING_COMPONENTS,
  dataLayerEntries,
  type DataLayerEntry,
  type DroppedReason,
  type TrackingComponent,
  type TrackingPropertiesByComponent,
  type TrackingRecord,
} from '../../models/common/tracking';
import type { LeadFigures, UserAnalyticsKind } from '../../models/privacy/user-analytics';
import { placeholderFor } from '../placeholder';
import type { trackingActors } from './tracking.actors';

/** What a lead's record carries for user analytics: its token, kind and figures (never written to the data layer). */
export interface LeadAnalytics {
  jwtToken: string;
  type: UserAnalyticsKind;
  lead: LeadFigures;
}

/** A send of user analytics: the lead's and the key its retries share. */
export interface UserAnalyticsSend extends LeadAnalytics {
  idempotencyKey: string;
}

export type TrackingEvent =
  | { type: 'tracking.record'; record: TrackingRecord; analytics?: LeadAnalytics | undefined }
  | { type: 'tracking.consent'; analytics: boolean };

export interface TrackingContext {
  /** Records heard before the visitor chose, or while the tracking properties are read. */
  buffer: TrackingRecord[];
  /** The leads' analytics to send, in order (the first is being sent in `granted.sendingAnalytics`). */
  pending: UserAnalyticsSend[];
  /** The components' tracking properties, once read (null: not read yet). */
  properties: TrackingPropertiesByComponent | null;
}

/** What reading the tracking properties gives: each component's (absent: none, or a 404) and the components whose read failed. */
export interface TrackingPropertiesLoad {
  properties: TrackingPropertiesByComponent;
  failed: TrackingComponent[];
}

type Actors = ReturnType<typeof trackingActors>;

export const BUFFER_LIMIT = 30;

/** The analytics being sent: the first pending (the chart sends only while some are: `hasPendingAnalytics`, `carriesLeadAnalytics`). */
function firstPending(context: TrackingContext): UserAnalyticsSend {
  const first = context.pending[0];
  if (!first) throw new Error('tracking: no user analytics to send');
  return first;
}

function withKey(analytics: LeadAnalytics): UserAnalyticsSend {
  return { ...analytics, idempotencyKey: `analytics:${analytics.lead.leadId}:${analytics.type}`.slice(0, 200) };
}

/** The entry of the record an event carries, with its component's properties, or why it is dropped (models/common/tracking.ts). */
function recordEntries(context: TrackingContext, event: TrackingEvent) {
  assertEvent(event, 'tracking.record');
  return dataLayerEntries([event.record], context.properties ?? {});
}

/** The entries of the records kept, with their components' properties (as just read: `properties` given). */
function keptEntries(context: TrackingContext, properties: TrackingPropertiesByComponent | null = context.properties) {
  return dataLayerEntries(context.buffer, properties ?? {});
}

export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
  },
  actors: {
    loadTrackingProperties: placeholderFor<Actors['loadTrackingProperties']>('loadTrackingProperties'),
    sendUserAnalytics: placeholderFor<Actors['sendUserAnalytics']>('sendUserAnalytics'),
  },
  guards: {
    allowsAnalytics: ({ event }) => {
      assertEvent(event, 'tracking.consent');
      return event.analytics;
    },
    carriesLeadAnalytics: ({ event }) => {
      assertEvent(event, 'tracking.record');
      return event.analytics !== undefined;
    },
    hasPendingAnalytics: ({ context }) => context.pending.length > 0,
    propertiesRead: ({ context }) => context.properties !== null,
  },
  actions: {
    /** Writes entries to the page's data layer, in order (provided by the app). */
    writeToDataLayer: placeholderFor<(_: unknown, entries: DataLayerEntry[]) => void>('writeToDataLayer'),
    /** Says on the console why records were dropped (provided by the app). */
    logDropped: placeholderFor<(_: unknown, reasons: DroppedReason[]) => void>('logDropped'),
    logAnalyticsFailure: placeholderFor('logAnalyticsFailure'),
    /** Says on the console which components' properties could not be read (provided by the app; nothing when none failed). */
    logPropertiesFailure: placeholderFor<(_: unknown, failed: readonly TrackingComponent[]) => void>('logPropertiesFailure'),
    storeProperties: assign((_, properties: TrackingPropertiesByComponent) => ({ properties })),
    keepRecord: assign(({ context, event }) => {
      assertEvent(event, 'tracking.record');
      return {
        buffer: [...context.buffer, event.record].slice(-BUFFER_LIMIT),
        pending: event.analytics ? [...context.pending, withKey(event.analytics)] : context.pending,
      };
    }),
    queueAnalytics: assign(({ context, event }) => {
      assertEvent(event, 'tracking.record');
      return { pending: [...context.pending, withKey(event.analytics!)] };
    }),
    clearBuffer: assign({ buffer: [] }),
    forget: assign({ buffer: [], pending: [] }),
    dropSent: assign({ pending: ({ context }) => context.pending.slice(1) }),
  },
}).createMachine({
  id: 'tracking',
  context: { buffer: [], pending: [], properties: null },
  initial: 'undecided',
  states: {
    undecided: {
      on: {
        'tracking.record': { actions: 'keepRecord' },
        'tracking.consent': [{ guard: 'allowsAnalytics', target: 'granted' }, { target: 'denied', actions: 'forget' }],
      },
    },
    granted: {
      initial: 'checkingProperties',
      on: {
        'tracking.consent': { guard: not('allowsAnalytics'), target: 'denied', actions: 'forget' },
      },
      states: {
        checkingProperties: {
          always: [
            {
              guard: 'propertiesRead',
              target: 'idle',
              actions: [
                { type: 'writeToDataLayer', params: ({ context }) => keptEntries(context).entries },
                { type: 'logDropped', params: ({ context }) => keptEntries(context).dropped },
                'clearBuffer',
              ],
            },
            { target: 'loadingProperties' },
          ],
        },
        loadingProperties: {
          invoke: {
            id: 'loadTrackingProperties',
            src: 'loadTrackingProperties',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'writeToDataLayer', params: ({ context, event }) => keptEntries(context, event.output.properties).entries },
                { type: 'logDropped', params: ({ context, event }) => keptEntries(context, event.output.properties).dropped },
                { type: 'logPropertiesFailure', params: ({ event }) => event.output.failed },
                { type: 'storeProperties', params: ({ event }) => event.output.properties },
                'clearBuffer',
              ],
            },
            // Entries go as they are: nothing more is read this visit.
            onError: {
              target: 'idle',
              actions: [
                { type: 'writeToDataLayer', params: ({ context }) => keptEntries(context, {}).entries },
                { type: 'logDropped', params: ({ context }) => keptEntries(context, {}).dropped },
                { type: 'logPropertiesFailure', params: () => TRACKING_COMPONENTS },
                { type: 'storeProperties', params: () => ({}) },
                'clearBuffer',
              ],
            },
          },
          on: {
            // Kept until the properties are read (a lead's analytics queued the same way).
            'tracking.record': { actions: 'keepRecord' },
          },
        },
        idle: {
          always: { guard: 'hasPendingAnalytics', target: 'sendingAnalytics' },
          on: {
            'tracking.record': [
              { guard: 'carriesLeadAnalytics', target: 'sendingAnalytics', actions: [{ type: 'writeToDataLayer', params: ({ context, event }) => recordEntries(context, event).entries }, { type: 'logDropped', params: ({ context, event }) => recordEntries(context, event).dropped }, 'queueAnalytics'] },
              { actions: [{ type: 'writeToDataLayer', params: ({ context, event }) => recordEntries(context, event).entries }, { type: 'logDropped', params: ({ context, event }) => recordEntries(context, event).dropped }] },
            ],
          },
        },
        sendingAnalytics: {
          invoke: {
            id: 'sendUserAnalytics',
            src: 'sendUserAnalytics',
            input: ({ context }) => firstPending(context),
            onDone: { target: 'idle', actions: 'dropSent' },
            // The service retried it already (same Idempotency-Key); what is left is logged.
            onError: { target: 'idle', actions: ['dropSent', 'logAnalyticsFailure'] },
          },
          on: {
            // A second lead while the first one's analytics go: its entry is written, its analytics follow.
            'tracking.record': [{ guard: 'carriesLeadAnalytics', actions: [{ type: 'writeToDataLayer', params: ({ context, event }) => recordEntries(context, event).entries }, { type: 'logDropped', params: ({ context, event }) => recordEntries(context, event).dropped }, 'queueAnalytics'] }, { actions: [{ type: 'writeToDataLayer', params: ({ context, event }) => recordEntries(context, event).entries }, { type: 'logDropped', params: ({ context, event }) => recordEntries(context, event).dropped }] }],
          },
        },
      },
    },
    denied: {
      on: {
        'tracking.consent': { guard: 'allowsAnalytics', target: 'granted' },
      },
    },
  },
});

export type TrackingSnapshot = SnapshotFrom<typeof trackingMachine>;
export type TrackingRef = ActorRefFrom<typeof trackingMachine>;
export const TRACKING_SYSTEM_ID = 'tracking';

/** How the app's compositions record an interaction: a send to the tracking actor. */
export type Track = (record: TrackingRecord, analytics?: LeadAnalytics) => void;

/** The `Track` of a tracking actor (none: a page without the consent chart records nothing). */
export function trackerOf(ref: TrackingRef | undefined): Track {
  return (record, analytics) => ref?.send({ type: 'tracking.record', record, analytics });
}
