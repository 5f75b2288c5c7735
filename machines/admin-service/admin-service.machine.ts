/**
 * The offer admins' view of the dealers' service (`/admin/atendimento`): per
 * dealer, over the period chosen (7, 30 or 90 days), leads received, answered
 * in time, the median first-response time and the leads overdue now
 * (models/lead/service-report.ts).
 *
 *   loading ──done──▶ ready ──service.choosePeriod [another period]──▶ loading
 *      └──error──▶ failed ──service.retry──▶ loading
 *                    └──service.choosePeriod [another period]──▶ loading
 *
 * A period chosen while a report loads reads that period instead (the read
 * in flight is dropped with its state).
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { adminServiceLabels } from '../../models/labels/admin-service';
import { DEFAULT_SERVICE_PERIOD, SERVICE_PERIODS, type ServicePeriod, type ServiceReport } from '../../models/lead/service-report';
import { placeholderFor } from '../placeholder';
import type { createAdminServiceImplementations } from './admin-service.actors';

type Actors = ReturnType<typeof createAdminServiceImplementations>['actors'];

export interface AdminServiceInput {
  /** The period to open with (default 30 days). */
  days?: ServicePeriod;
}

export interface AdminServiceContext {
  days: ServicePeriod;
  report: ServiceReport | null;
  errorMessage: string | null;
}

export type AdminServiceEvent = { type: 'service.choosePeriod'; days: ServicePeriod } | { type: 'service.retry' };

export const adminServiceMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- every field is optional, so the rule reads the assertion as a no-op; without it the input is `{}`
    input: {} as AdminServiceInput,
    context: {} as AdminServiceContext,
    events: {} as AdminServiceEvent,
  },
  actors: {
    loadReport: placeholderFor<Actors['loadReport']>('loadReport'),
  },
  guards: {
    isOtherPeriod: ({ context, event }) => {
      assertEvent(event, 'service.choosePeriod');
      return (SERVICE_PERIODS as readonly number[]).includes(event.days) && event.days !== context.days;
    },
  },
  actions: {
    storePeriod: assign({
      days: ({ event }) => {
        assertEvent(event, 'service.choosePeriod');
        return event.days;
      },
    }),
    storeReport: assign((_, report: ServiceReport) => ({ report, errorMessage: null })),
    storeFailure: assign({
      report: null,
      errorMessage: ({ event }) => callErrorOf(event).message || adminServiceLabels.loadFailed,
    }),
  },
}).createMachine({
  id: 'adminService',
  context: ({ input }) => ({ days: input.days ?? DEFAULT_SERVICE_PERIOD, report: null, errorMessage: null }),
  initial: 'loading',
  on: {
    'service.choosePeriod': { guard: 'isOtherPeriod', target: '.loading', reenter: true, actions: 'storePeriod' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => context.days,
        onDone: { target: 'ready', actions: { type: 'storeReport', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    ready: {},
    failed: {
      on: { 'service.retry': 'loading' },
    },
  },
});

export type AdminServiceSnapshot = SnapshotFrom<typeof adminServiceMachine>;
export type AdminServiceRef = ActorRefFrom<typeof adminServiceMachine>;

export const selectStatus = (s: AdminServiceSnapshot) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');
export const selectDays = (s: AdminServiceSnapshot) => s.context.days;
export const selectReport = (s: AdminServiceSnapshot) => s.context.report;
export const selectErrorMessage = (s: AdminServiceSnapshot) => s.context.errorMessage;
export const selectCanRetry = (s: AdminServiceSnapshot) => s.can({ type: 'service.retry' });
