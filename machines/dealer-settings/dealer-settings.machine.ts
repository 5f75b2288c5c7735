/**
 * The admin's screen of a dealer's settings (`/admin/concessionarias`): open a
 * dealer by its code, then its response time and webhook URL, its signing
 * secret (made or replaced; shown once, right after) and its last deliveries.
 *
 *   choosing ──dealer.open [a code typed]──▶ loading ──done──▶ ready.editing
 *                                              └──error──▶ loadFailed ──dealer.open──▶ loading
 *   ready.editing ──settings.save [the form is valid]──▶ saving ──done──▶ editing (saved)
 *                 ──settings.save [invalid]──▶ (itself, what is wrong shown)   └──error──▶ saveFailed
 *                 ──secret.rotate [no secret yet]──▶ rotating ──done──▶ editing (the new secret shown)
 *                 ──secret.rotate [a secret exists]──▶ confirmingRotation ──secret.confirm──▶ rotating
 *                                                                         ──secret.cancel──▶ editing
 *                                                            rotating ──error──▶ rotateFailed
 *   ready.* ──dealer.change──▶ choosing (the secret shown is forgotten)
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  isSettingsFormValid,
  settingsFormOf,
  settingsFormProblems,
  settingsUpdateOf,
  type DealerSettings,
  type DealerSettingsForm,
  type NewWebhookSecret,
} from '../../models/lead/dealer-webhooks';
import { errorOf } from '../actor-events';
import { placeholderFor } from '../placeholder';
import type { createDealerSettingsImplementations } from './dealer-settings.actors';

export interface DealerSettingsContext {
  /** The dealer code typed. */
  code: string;
  dealer: DealerSettings | null;
  form: DealerSettingsForm;
  /** Has the admin tried to save (what is wrong shows from then on)? */
  tried: boolean;
  /** The form was just saved. */
  saved: boolean;
  /** The secret just made: shown until the admin leaves this dealer, never fetched again. */
  secret: NewWebhookSecret | null;
  /** Why the dealer did not load: unknown, or the call failed. */
  loadError: 'notFound' | 'failed' | null;
}

export type DealerSettingsEvent =
  | { type: 'dealer.type'; code: string }
  | { type: 'dealer.open' }
  | { type: 'dealer.change' }
  | { type: 'settings.hours'; value: string }
  | { type: 'settings.url'; value: string }
  | { type: 'settings.save' }
  | { type: 'secret.rotate' }
  | { type: 'secret.confirm' }
  | { type: 'secret.cancel' };

type Actors = ReturnType<typeof createDealerSettingsImplementations>['actors'];

const EMPTY_FORM: DealerSettingsForm = { responseHours: '', webhookUrl: '' };

/** The dealer opened (the chart reads one only in `ready`). */
function openedDealer(context: DealerSettingsContext): DealerSettings {
  if (!context.dealer) throw new Error('dealer settings: no dealer opened');
  return context.dealer;
}

const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** The form's edits, alike in every resting state of `ready`. */
const formEdits = {
  'settings.hours': { target: '#dealerSettings.ready.editing', actions: 'typeHours' },
  'settings.url': { target: '#dealerSettings.ready.editing', actions: 'typeUrl' },
} as const;

export const dealerSettingsMachine = setup({
  types: { context: {} as DealerSettingsContext, events: {} as DealerSettingsEvent },
  actors: {
    loadSettings: placeholderFor<Actors['loadSettings']>('loadSettings'),
    saveSettings: placeholderFor<Actors['saveSettings']>('saveSettings'),
    rotateSecret: placeholderFor<Actors['rotateSecret']>('rotateSecret'),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
    isFormValid: ({ context }) => isSettingsFormValid(context.form),
    hasSecret: ({ context }) => context.dealer?.secretCreatedAt != null,
  },
  actions: {
    typeCode: assign(({ event }) => {
      assertEvent(event, 'dealer.type');
      return { code: event.code, loadError: null };
    }),
    storeDealer: assign((_, dealer: DealerSettings) => ({ dealer, form: settingsFormOf(dealer), tried: false, loadError: null })),
    storeLoadError: assign({ loadError: ({ event }) => (isNotFound(errorOf(event)) ? ('notFound' as const) : ('failed' as const)) }),
    forgetDealer: assign({ dealer: null, form: EMPTY_FORM, tried: false, saved: false, secret: null }),
    typeHours: assign(({ context, event }) => {
      assertEvent(event, 'settings.hours');
      return { form: { ...context.form, responseHours: event.value }, saved: false };
    }),
    typeUrl: assign(({ context, event }) => {
      assertEvent(event, 'settings.url');
      return { form: { ...context.form, webhookUrl: event.value }, saved: false };
    }),
    markTried: assign({ tried: true, saved: false }),
    storeSaved: assign((_, dealer: DealerSettings) => ({ dealer, form: settingsFormOf(dealer), tried: false, saved: true })),
    storeSecret: assign(({ context }, secret: NewWebhookSecret) => ({
      secret,
      saved: false,
      dealer: { ...openedDealer(context), secretCreatedAt: secret.createdAt },
    })),
  },
}).createMachine({
  id: 'dealerSettings',
  context: { code: '', dealer: null, form: EMPTY_FORM, tried: false, saved: false, secret: null, loadError: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'dealer.type': { actions: 'typeCode' },
        'dealer.open': { guard: 'hasCode', target: 'loading' },
      },
    },
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: { target: 'ready', actions: { type: 'storeDealer', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'storeLoadError' },
      },
    },
    loadFailed: {
      on: {
        'dealer.type': { target: 'choosing', actions: 'typeCode' },
        'dealer.open': { guard: 'hasCode', target: 'loading' },
      },
    },
    ready: {
      initial: 'editing',
      on: { 'dealer.change': { target: 'choosing', actions: 'forgetDealer' } },
      states: {
        editing: {
          on: {
            ...formEdits,
            'settings.save': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'markTried' }],
            'secret.rotate': [{ guard: 'hasSecret', target: 'confirmingRotation' }, { target: 'rotating' }],
          },
        },
        saving: {
          invoke: {
            id: 'saveSettings',
            src: 'saveSettings',
            input: ({ context }) => ({ code: openedDealer(context).code, update: settingsUpdateOf(context.form) }),
            onDone: { target: 'editing', actions: { type: 'storeSaved', params: ({ event }) => event.output } },
            onError: { target: 'saveFailed' },
          },
        },
        saveFailed: {
          on: {
            ...formEdits,
            'settings.save': { guard: 'isFormValid', target: 'saving' },
          },
        },
        confirmingRotation: {
          on: {
            'secret.confirm': { target: 'rotating' },
            'secret.cancel': { target: 'editing' },
          },
        },
        rotating: {
          invoke: {
            id: 'rotateSecret',
            src: 'rotateSecret',
            input: ({ context }) => ({ code: openedDealer(context).code }),
            onDone: { target: 'editing', actions: { type: 'storeSecret', params: ({ event }) => event.output } },
            onError: { target: 'rotateFailed' },
          },
        },
        rotateFailed: {
          on: {
            ...formEdits,
            'secret.rotate': { target: 'rotating' },
          },
        },
      },
    },
  },
});

export type DealerSettingsRef = ActorRefFrom<typeof dealerSettingsMachine>;
export type DealerSettingsSnapshot = SnapshotFrom<typeof dealerSettingsMachine>;

export const selectScreenState = (s: DealerSettingsSnapshot): string => (typeof s.value === 'string' ? s.value : `ready.${s.value.ready}`);
export const selectCanOpen = (s: DealerSettingsSnapshot) => s.can({ type: 'dealer.open' });
export const selectCanSave = (s: DealerSettingsSnapshot) => s.can({ type: 'settings.save' });
export const selectCanEdit = (s: DealerSettingsSnapshot) => s.can({ type: 'settings.hours', value: '' });
export const selectCanRotate = (s: DealerSettingsSnapshot) => s.can({ type: 'secret.rotate' });
export const selectCanChange = (s: DealerSettingsSnapshot) => s.can({ type: 'dealer.change' }) && !s.matches({ ready: 'confirmingRotation' });
/** What is wrong with the form, once the admin tried to save it. */
export const selectFormProblems = (s: DealerSettingsSnapshot) => (s.context.tried ? settingsFormProblems(s.context.form) : {});
