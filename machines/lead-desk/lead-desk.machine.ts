/**
 * The dealer's lead desk (`/vendedor/leads`): the seller's dealer's leads
 * with filters (status, period, name or CPF) that travel in the address.
 *
 *   loading ──done──▶ ready ──filters.apply [valid]──▶ loading
 *      │                 ├──filters.apply [invalid]──▶ invalid
 *      │                 └──filters.clear──▶ loading
 *      └──error──▶ failed ──leads.retry──▶ loading
 *   invalid ──filters.apply [valid]──▶ loading;  ──filters.clear──▶ loading
 *
 * The desk's clock (the `clock` actor, invoked for the chart's whole life)
 * sends `clock.tick` every `tickMs` (30 s): each lead's time left is counted
 * against the chart's `now`, and a lead whose promise runs out while the
 * desk is open turns overdue and moves up (`selectOrderedLeads`) without a
 * new read.
 *
 * `filters.edit` changes the form in any state; `filters.apply` with an
 * invalid form shows the form's messages and no list: the leads of the
 * previous search are not for the filters on screen, so they are not shown
 * as if they were (the address keeps the last search that ran). Applying
 * writes the filters to the address through the `writeAddress` action the
 * app provides.
 */
import { assertEvent, assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { deskFilterErrors, emptyDeskFilters, type DeskFilterField, type DeskFilterErrors, type DeskFilters } from '../../models/lead/lead-desk-filters';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import type { SellerLeadSummary } from '../../models/lead/lead-desk';
import { byPromise, promiseStanding } from '../../models/lead/response-time';
import { placeholderFor } from '../placeholder';
import type { leadDeskActors } from './lead-desk.actors';

export interface LeadDeskInput {
  /** The filters the address carried. */
  filters?: Partial<DeskFilters>;
  /** The moment the desk opens at, in ms (tests fix it; else the browser's clock). */
  now?: number;
  /** Milliseconds between two ticks of the desk's clock (default `DESK_TICK_MS`). */
  tickMs?: number;
}

/** The desk's clock ticks every half minute: the time left is shown in whole minutes. */
export const DESK_TICK_MS = 30_000;

export type ClockTick = { type: 'clock.tick'; at: number };

/** The desk's clock: `clock.tick` with the moment, every `tickMs`, until the desk closes. */
export const deskClock = fromCallback<ClockTick, { tickMs: number }>(({ sendBack, input }) => {
  const timer = setInterval(() => sendBack({ type: 'clock.tick', at: Date.now() }), input.tickMs);
  return () => clearInterval(timer);
});

export interface LeadDeskContext {
  /** What the form shows. */
  form: DeskFilters;
  /** What the list was (or is being) read with. */
  applied: DeskFilters;
  formErrors: DeskFilterErrors;
  leads: SellerLeadSummary[];
  errorMessage: string | null;
  /** The desk's clock, in ms: what each lead's time left is counted against. */
  now: number;
  tickMs: number;
}

export type LeadDeskEvent =
  | { type: 'filters.edit'; field: DeskFilterField; value: string }
  | { type: 'filters.apply' }
  | { type: 'filters.clear' }
  | { type: 'leads.retry' }
  | ClockTick;

type Actors = ReturnType<typeof leadDeskActors>;

export const leadDeskMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- every field is optional, so the rule reads the assertion as a no-op; without it the input is `{}`
    input: {} as LeadDeskInput,
    context: {} as LeadDeskContext,
    events: {} as LeadDeskEvent,
  },
  actors: {
    loadLeads: placeholderFor<Actors['loadLeads']>('loadLeads'),
    clock: deskClock,
  },
  actions: {
    editFilter: assign(({ context, event }) => {
      assertEvent(event, 'filters.edit');
      const form = { ...context.form, [event.field]: event.value };
      const { [event.field]: _cleared, ...formErrors } = context.formErrors;
      return { form, formErrors };
    }),
    applyForm: assign(({ context }) => ({ applied: { ...context.form }, formErrors: {} })),
    showFormErrors: assign(({ context }) => ({ formErrors: deskFilterErrors(context.form) })),
    clearFilters: assign(() => ({ form: emptyDeskFilters(), applied: emptyDeskFilters(), formErrors: {} })),
    storeLeads: assign((_, leads: SellerLeadSummary[]) => ({ leads, errorMessage: null })),
    advanceClock: assign({
      now: ({ event }) => {
        assertEvent(event, 'clock.tick');
        return event.at;
      },
    }),
    /** The list of an earlier search goes: it is not what the filters on screen ask for. */
    dropLeads: assign({ leads: () => [] }),
    storeFailure: assign({
      errorMessage: ({ event }) => callErrorOf(event).message || leadDeskLabels.desk.loadFailed,
    }),
    /** Provided by the app: the applied filters into the address. */
    writeAddress: placeholderFor<(_: unknown, filters: DeskFilters) => void>('writeAddress'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(deskFilterErrors(context.form)).length === 0,
  },
}).createMachine({
  id: 'leadDesk',
  context: ({ input }) => {
    const filters = { ...emptyDeskFilters(), ...input.filters };
    return { form: filters, applied: filters, formErrors: {}, leads: [], errorMessage: null, now: input.now ?? Date.now(), tickMs: input.tickMs ?? DESK_TICK_MS };
  },
  initial: 'loading',
  invoke: { id: 'clock', src: 'clock', input: ({ context }) => ({ tickMs: context.tickMs }) },
  on: {
    'filters.edit': { actions: 'editFilter' },
    'clock.tick': { actions: 'advanceClock' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadLeads',
        src: 'loadLeads',
        input: ({ context }) => context.applied,
        onDone: { target: 'ready', actions: { type: 'storeLeads', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    ready: {
      on: {
        'filters.apply': [
          { guard: 'isFormValid', target: 'loading', actions: ['applyForm', { type: 'writeAddress', params: ({ context }) => context.form }] },
          { target: 'invalid', actions: ['showFormErrors', 'dropLeads'] },
        ],
        'filters.clear': { target: 'loading', actions: ['clearFilters', { type: 'writeAddress', params: () => emptyDeskFilters() }] },
      },
    },
    /** The filters asked for cannot be searched: their messages, and no list. */
    invalid: {
      on: {
        'filters.apply': [
          { guard: 'isFormValid', target: 'loading', actions: ['applyForm', { type: 'writeAddress', params: ({ context }) => context.form }] },
          { actions: 'showFormErrors' },
        ],
        'filters.clear': { target: 'loading', actions: ['clearFilters', { type: 'writeAddress', params: () => emptyDeskFilters() }] },
      },
    },
    failed: {
      on: {
        'leads.retry': 'loading',
        'filters.apply': [
          { guard: 'isFormValid', target: 'loading', actions: ['applyForm', { type: 'writeAddress', params: ({ context }) => context.form }] },
          { target: 'invalid', actions: ['showFormErrors', 'dropLeads'] },
        ],
      },
    },
  },
});

export type LeadDeskSnapshot = SnapshotFrom<typeof leadDeskMachine>;
export type LeadDeskRef = ActorRefFrom<typeof leadDeskMachine>;

export const selectStatus = (s: LeadDeskSnapshot) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('invalid') ? 'invalid' : 'ready');
export const selectLeads = (s: LeadDeskSnapshot) => s.context.leads;
/** The leads as the desk lists them at the chart's `now`: overdue first (the longest overdue first), then newest first. */
export const selectOrderedLeads = (s: LeadDeskSnapshot) => byPromise(s.context.leads, new Date(s.context.now));
/** The desk's clock. */
export const selectNow = (s: LeadDeskSnapshot) => s.context.now;
/** A lead's standing against its promise at the chart's `now`. */
export const standingAt = (lead: SellerLeadSummary, now: number) => promiseStanding(lead, new Date(now));
export const selectForm = (s: LeadDeskSnapshot) => s.context.form;
export const selectFormErrors = (s: LeadDeskSnapshot) => s.context.formErrors;
export const selectErrorMessage = (s: LeadDeskSnapshot) => s.context.errorMessage;
/** Whether the list shown was read with any filter (the empty state words it differently). */
export const selectFiltered = (s: LeadDeskSnapshot) => Object.values(s.context.applied).some((v) => v.trim() !== '');
export const selectCanApply = (s: LeadDeskSnapshot) => s.can({ type: 'filters.apply' });
export const selectCanClear = (s: LeadDeskSnapshot) => s.can({ type: 'filters.clear' });
export const selectCanRetry = (s: LeadDeskSnapshot) => s.can({ type: 'leads.retry' });
