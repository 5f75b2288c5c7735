/**
 * The offer admin's outbox page (`/admin/mensagens`): every message the
 * product wrote (recipient, subject, status, attempts), each opened in a
 * dialog.
 *
 *   loading ──done──▶ listed.browsing ──messages.open [listed]──▶ listed.reading ──messages.close──▶ listed.browsing
 *      └──error──▶ failed ──messages.retry──▶ loading
 *   listed.browsing ──messages.reload──▶ refreshing ──done──▶ listed.browsing
 *                                           └──error──▶ failed
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AdminMessage } from '../../models/fleet-quotation';

export interface AdminMessagesContext {
  messages: AdminMessage[];
  openId: string | null;
}

export type AdminMessagesEvent =
  | { type: 'messages.open'; id: string }
  | { type: 'messages.close' }
  | { type: 'messages.reload' }
  | { type: 'messages.retry' };

type Done = { output: AdminMessage[] };

export const adminMessagesMachine = setup({
  types: { context: {} as AdminMessagesContext, events: {} as AdminMessagesEvent },
  actors: {
    loadMessages: fromPromise<AdminMessage[], void>(async () => {
      throw new Error('loadMessages actor not provided');
    }),
  },
  guards: {
    isListed: ({ context, event }) => {
      assertEvent(event, 'messages.open');
      return context.messages.some((m) => m.id === event.id);
    },
  },
  actions: {
    storeMessages: assign({ messages: ({ event }) => (event as unknown as Done).output }),
    forgetMessages: assign({ messages: [], openId: null }),
    openMessage: assign({
      openId: ({ event }) => {
        assertEvent(event, 'messages.open');
        return event.id;
      },
    }),
    closeMessage: assign({ openId: null }),
  },
}).createMachine({
  id: 'adminMessages',
  context: { messages: [], openId: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        onDone: { target: 'listed', actions: 'storeMessages' },
        onError: { target: 'failed', actions: 'forgetMessages' },
      },
    },
    listed: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'messages.open': { guard: 'isListed', target: 'reading', actions: 'openMessage' },
            'messages.reload': { target: '#adminMessages.refreshing' },
          },
        },
        reading: {
          on: { 'messages.close': { target: 'browsing', actions: 'closeMessage' } },
        },
      },
    },
    /** The list stays on screen while it is read again. */
    refreshing: {
      invoke: {
        id: 'reloadMessages',
        src: 'loadMessages',
        onDone: { target: 'listed', actions: 'storeMessages' },
        onError: { target: 'failed', actions: 'forgetMessages' },
      },
    },
    failed: {
      on: { 'messages.retry': { target: 'loading' } },
    },
  },
});

export type AdminMessagesRef = ActorRefFrom<typeof adminMessagesMachine>;
export type AdminMessagesSnapshot = SnapshotFrom<typeof adminMessagesMachine>;
export type AdminMessagesStatus = 'loading' | 'browsing' | 'reading' | 'refreshing' | 'failed';

export const selectStatus = (s: AdminMessagesSnapshot): AdminMessagesStatus =>
  s.matches({ listed: 'reading' }) ? 'reading' : s.matches('listed') ? 'browsing' : (s.value as AdminMessagesStatus);
export const selectMessages = (s: AdminMessagesSnapshot) => s.context.messages;
export const selectOpenMessage = (s: AdminMessagesSnapshot) => (s.matches({ listed: 'reading' }) ? (s.context.messages.find((m) => m.id === s.context.openId) ?? null) : null);
export const selectCanReload = (s: AdminMessagesSnapshot) => s.can({ type: 'messages.reload' });
export const selectCanRetry = (s: AdminMessagesSnapshot) => s.can({ type: 'messages.retry' });
export const selectCanOpen = (id: string) => (s: AdminMessagesSnapshot) => s.can({ type: 'messages.open', id });
