/**
 * The offer admin's outbox page (`/admin/mensagens`): every message the
 * product wrote (recipient, subject, status, attempts), each opened in a
 * dialog.
 *
 *   loading ──done──▶ listed.browsing ──messages.open [listed]──▶ listed.reading ──messages.close──▶ listed.browsing
 *      └──error──▶ failed ──messages.retry──▶ loading
 *   listed.browsing ──messages.reload──▶ refreshing ──done──▶ listed.browsing
 *                                           └──error──▶ failed
 *   listed.browsing: messages.filter / messages.clearFilters (status, kind, a search on recipient
 *   and subject; back to the first page), messages.goToPage (`pageSize` messages a page)
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { filterOutbox, hasOutboxFilters, NO_OUTBOX_FILTERS, OUTBOX_PAGE_SIZE, type AdminMessage, type OutboxFilters } from '../../models/quotation/fleet-quotation';
import { clampPage, pageOf } from '../../models/common/list-pages';
import { placeholderFor } from '../placeholder';
import type { createAdminMessagesImplementations } from './admin-messages.actors';

export interface AdminMessagesInput {
  /** Messages a page (OUTBOX_PAGE_SIZE unless a test asks for fewer). */
  pageSize: number | undefined;
}

export interface AdminMessagesContext {
  messages: AdminMessage[];
  openId: string | null;
  filters: OutboxFilters;
  /** The page asked for, from 1 (past the end of a shorter list: its last page). */
  page: number;
  pageSize: number;
}

export type AdminMessagesEvent =
  | { type: 'messages.open'; id: string }
  | { type: 'messages.close' }
  | { type: 'messages.reload' }
  | { type: 'messages.retry' }
  | { type: 'messages.filter'; filters: Partial<OutboxFilters> }
  | { type: 'messages.clearFilters' }
  | { type: 'messages.goToPage'; page: number };

/** The page shown: the one asked for, or the last one when the list got shorter. */
function shownPage(context: AdminMessagesContext): number {
  return clampPage(context.page, filterOutbox(context.messages, context.filters).length, context.pageSize);
}


type Actors = ReturnType<typeof createAdminMessagesImplementations>['actors'];

export const adminMessagesMachine = setup({
  types: { input: {} as AdminMessagesInput, context: {} as AdminMessagesContext, events: {} as AdminMessagesEvent },
  actors: {
    loadMessages: placeholderFor<Actors['loadMessages']>('loadMessages'),
  },
  guards: {
    /** The message is a row on screen (the filters let it through, on the page shown). */
    isListed: ({ context, event }) => {
      assertEvent(event, 'messages.open');
      return pageOf(filterOutbox(context.messages, context.filters), context.page, context.pageSize).some((m) => m.id === event.id);
    },
    changesFilters: ({ context, event }) => {
      assertEvent(event, 'messages.filter');
      return Object.entries(event.filters).some(([k, v]) => context.filters[k as keyof OutboxFilters] !== v);
    },
    isFiltered: ({ context }) => hasOutboxFilters(context.filters),
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'messages.goToPage');
      const total = filterOutbox(context.messages, context.filters).length;
      return clampPage(event.page, total, context.pageSize) === event.page && event.page !== shownPage(context);
    },
  },
  actions: {
    storeMessages: assign({ messages: (_, output: AdminMessage[]) => output }),
    forgetMessages: assign({ messages: [], openId: null }),
    openMessage: assign({
      openId: ({ event }) => {
        assertEvent(event, 'messages.open');
        return event.id;
      },
    }),
    closeMessage: assign({ openId: null }),
    storeFilters: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'messages.filter');
        return { ...context.filters, ...event.filters };
      },
      page: 1,
    }),
    clearFilters: assign({ filters: NO_OUTBOX_FILTERS, page: 1 }),
    storePage: assign({
      page: ({ event }) => {
        assertEvent(event, 'messages.goToPage');
        return event.page;
      },
    }),
  },
}).createMachine({
  id: 'adminMessages',
  context: ({ input }) => ({ messages: [], openId: null, filters: NO_OUTBOX_FILTERS, page: 1, pageSize: input.pageSize ?? OUTBOX_PAGE_SIZE }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        onDone: { target: 'listed', actions: { type: 'storeMessages', params: ({ event }) => event.output } },
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
            'messages.filter': { guard: 'changesFilters', actions: 'storeFilters' },
            'messages.clearFilters': { guard: 'isFiltered', actions: 'clearFilters' },
            'messages.goToPage': { guard: 'isOtherPage', actions: 'storePage' },
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
        onDone: { target: 'listed', actions: { type: 'storeMessages', params: ({ event }) => event.output } },
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
  s.matches({ listed: 'reading' }) ? 'reading' : typeof s.value === 'string' ? s.value : 'browsing';
export const selectMessages = (s: AdminMessagesSnapshot) => s.context.messages;
export const selectFilters = (s: AdminMessagesSnapshot) => s.context.filters;
/** Every message the filters let through (all pages). */
export const selectFilteredMessages = (s: AdminMessagesSnapshot) => filterOutbox(s.context.messages, s.context.filters);
/** The rows on screen: the filtered messages of the page shown. */
export const selectPageMessages = (s: AdminMessagesSnapshot) => pageOf(filterOutbox(s.context.messages, s.context.filters), s.context.page, s.context.pageSize);
export const selectPage = (s: AdminMessagesSnapshot) => shownPage(s.context);
export const selectPageSize = (s: AdminMessagesSnapshot) => s.context.pageSize;
export const selectCanClearFilters = (s: AdminMessagesSnapshot) => s.can({ type: 'messages.clearFilters' });
/** The filters take a change while the list is browsed (not while a message is open or the list reloads). */
export const selectFiltersEnabled = (s: AdminMessagesSnapshot) => s.matches({ listed: 'browsing' });
export const selectOpenMessage = (s: AdminMessagesSnapshot) => (s.matches({ listed: 'reading' }) ? (s.context.messages.find((m) => m.id === s.context.openId) ?? null) : null);
export const selectCanReload = (s: AdminMessagesSnapshot) => s.can({ type: 'messages.reload' });
export const selectCanRetry = (s: AdminMessagesSnapshot) => s.can({ type: 'messages.retry' });
export const selectCanOpen = (id: string) => (s: AdminMessagesSnapshot) => s.can({ type: 'messages.open', id });
