/**
 * The customer's consents in the privacy centre (`/privacidade`, 'Seus
 * consentimentos'), as `GET /api/privacy/consents` answers them: each lead's
 * consents per purpose, each withdrawn or given again with
 * `PUT /api/privacy/consents/{leadId}/{purpose}`. The chart hears the session
 * itself (`listenToSession`) and loads only for a signed-in person.
 *
 *   waitingForSession ──session.loaded [signed in]──▶ loading
 *          └──session.loaded (a visitor) / session.signedOut──▶ signedOut ──session.loaded [signed in]──▶ loading
 *   loading ──done (some leads)──▶ listed · ──done (none)──▶ empty · ──error──▶ failed ──consents.retry──▶ loading
 *   loading, listed, empty, failed ──session.signedOut──▶ signedOut (the list forgotten)
 *
 * Inside `listed`, one change at a time:
 *
 *   idle ──consent.change [it changes something]──▶ changing ──done──▶ changed (the list as it now stands)
 *                                                      └──error──▶ failed (the server's pt-BR message)
 *   changed, failed ──consent.change [it changes something]──▶ changing (a retry of the same change keeps its Idempotency-Key)
 *
 * Each `consent.change` carries a fresh Idempotency-Key the view mints; the
 * chart takes it for a new change and keeps the first for a retry of the same.
 */
import { assertEvent, assign, setup, type ActorRefFrom, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import { privacyCentreLabels } from '../../models/labels/privacy-centre';
import type { ConsentPurpose } from '../../models/lead/lead-submission';
import { isConsentChange, type ConsentChange, type ConsentLead, type PrivacyConsentsAnswer } from '../../models/privacy/privacy-consents';
import { callErrorOf } from '../actor-events';
import { sessionListenerPlaceholder, type SessionNews } from '../session/session.listener';
import { placeholderFor } from '../placeholder';
import type { createPrivacyConsentsImplementations } from './privacy-consents.actors';

/** The change under way or just failed: its key (the same on a retry) and why it failed, if it did. */
export interface PendingChange extends ConsentChange {
  key: string;
  error: string | null;
}

export interface PrivacyConsentsContext {
  leads: ConsentLead[];
  change: PendingChange | null;
  /** The change just recorded (its confirmation). */
  changed: ConsentChange | null;
}

export type PrivacyConsentsEvent =
  | { type: 'consents.retry' }
  | { type: 'consent.change'; leadId: string; purpose: ConsentPurpose; granted: boolean; key: string }
  | SessionNews;

export interface ChangeConsentInput {
  change: ConsentChange;
  idempotencyKey: string;
}

type Done = DoneActorEvent<PrivacyConsentsAnswer, 'loadConsents' | 'changeConsent'>;

const signedOut = { target: '#privacyConsents.signedOut', actions: 'forget' } as const;
const change = { guard: 'changesSomething', target: '#privacyConsents.listed.changing', actions: 'startChange' } as const;

const sameChange = (a: ConsentChange | null, b: ConsentChange) => a !== null && a.leadId === b.leadId && a.purpose === b.purpose && a.granted === b.granted;

type Actors = ReturnType<typeof createPrivacyConsentsImplementations>['actors'];

export const privacyConsentsMachine = setup({
  types: { context: {} as PrivacyConsentsContext, events: {} as PrivacyConsentsEvent | Done },
  actors: {
    loadConsents: placeholderFor<Actors['loadConsents']>('loadConsents'),
    changeConsent: placeholderFor<Actors['changeConsent']>('changeConsent'),
    listenToSession: sessionListenerPlaceholder,
  },
  guards: {
    isSignedIn: ({ event }) => {
      assertEvent(event, 'session.loaded');
      return event.viewer.signedIn;
    },
    foundLeads: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadConsents');
      return event.output.length > 0;
    },
    changesSomething: ({ context, event }) => {
      assertEvent(event, 'consent.change');
      return isConsentChange(context.leads, event);
    },
  },
  actions: {
    storeLeads: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadConsents');
      return { leads: event.output };
    }),
    forget: assign({ leads: [], change: null, changed: null }),
    startChange: assign(({ context, event }) => {
      assertEvent(event, 'consent.change');
      const wanted: ConsentChange = { leadId: event.leadId, purpose: event.purpose, granted: event.granted };
      // A retry of the change that failed is the same request: the same key.
      const key = sameChange(context.change, wanted) && context.change ? context.change.key : event.key;
      return { change: { ...wanted, key, error: null }, changed: null };
    }),
    storeChanged: assign(({ context }, leads: PrivacyConsentsAnswer) => {
      const done = context.change;
      return { leads, change: null, changed: done && { leadId: done.leadId, purpose: done.purpose, granted: done.granted } };
    }),
    storeChangeError: assign(({ context, event }) => ({
      change: context.change && { ...context.change, error: callErrorOf(event).message || privacyCentreLabels.consents.changeFailed },
    })),
  },
}).createMachine({
  id: 'privacyConsents',
  context: { leads: [], change: null, changed: null },
  invoke: { id: 'session', src: 'listenToSession' },
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      on: {
        'session.loaded': [{ guard: 'isSignedIn', target: 'loading' }, { target: 'signedOut' }],
        'session.signedOut': 'signedOut',
      },
    },
    signedOut: {
      on: { 'session.loaded': { guard: 'isSignedIn', target: 'loading' } },
    },
    loading: {
      invoke: {
        id: 'loadConsents',
        src: 'loadConsents',
        onDone: [{ guard: 'foundLeads', target: 'listed', actions: 'storeLeads' }, { target: 'empty' }],
        onError: { target: 'failed', actions: 'forget' },
      },
      on: { 'session.signedOut': signedOut },
    },
    listed: {
      on: { 'session.signedOut': signedOut },
      initial: 'idle',
      states: {
        idle: { on: { 'consent.change': change } },
        changing: {
          invoke: {
            id: 'changeConsent',
            src: 'changeConsent',
            input: ({ context }) => {
              const c = context.change;
              // (The chart changes a consent only with one asked for.)
              if (!c) throw new Error('privacy consents: no change asked for');
              return { change: { leadId: c.leadId, purpose: c.purpose, granted: c.granted }, idempotencyKey: c.key };
            },
            onDone: { target: 'changed', actions: { type: 'storeChanged', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'storeChangeError' },
          },
        },
        failed: { on: { 'consent.change': change } },
        changed: { on: { 'consent.change': change } },
      },
    },
    empty: { on: { 'session.signedOut': signedOut } },
    failed: {
      on: { 'consents.retry': 'loading', 'session.signedOut': signedOut },
    },
  },
});

export type PrivacyConsentsSnapshot = SnapshotFrom<typeof privacyConsentsMachine>;
export type PrivacyConsentsRef = ActorRefFrom<typeof privacyConsentsMachine>;
export type PrivacyConsentsStatus = 'waitingForSession' | 'signedOut' | 'loading' | 'listed' | 'empty' | 'failed';
export const selectConsentsStatus = (s: PrivacyConsentsSnapshot): PrivacyConsentsStatus => (typeof s.value === 'string' ? s.value : 'listed');
export const selectConsentLeads = (s: PrivacyConsentsSnapshot) => s.context.leads;
export const selectCanRetryConsents = (s: PrivacyConsentsSnapshot) => s.can({ type: 'consents.retry' });
/** Can this consent be set so now (nothing else under way, and it stands otherwise)? */
export const selectCanChange = (s: PrivacyConsentsSnapshot, change: ConsentChange) => s.can({ type: 'consent.change', ...change, key: '' });
/** The change of this consent under way, or null. */
export const selectChanging = (s: PrivacyConsentsSnapshot) => (s.matches({ listed: 'changing' }) ? s.context.change : null);
/** The change that failed, with its message, or null. */
export const selectFailedChange = (s: PrivacyConsentsSnapshot) => (s.matches({ listed: 'failed' }) ? s.context.change : null);
/** The change just recorded, or null. */
export const selectChanged = (s: PrivacyConsentsSnapshot) => (s.matches({ listed: 'changed' }) ? s.context.changed : null);
