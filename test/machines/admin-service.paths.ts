/** The service view chart's generated paths (shared by its test and `npm run paths`). */
import type { ServiceReport } from '../../models/lead/service-report';
import { adminServiceMachine, type AdminServiceEvent, type AdminServiceSnapshot } from '../../machines/admin-service/admin-service.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';

/** Two dealers: one with leads overdue now, one keeping every promise. */
export const serviceReport = (days: 7 | 30 | 90): ServiceReport => ({
  days,
  from: '2026-10-30T12:00:00.000Z',
  to: '2026-11-29T12:00:00.000Z',
  dealers: [
    { dealerCode: '10101', dealerName: 'Fiat Paulista', received: 12, answered: 9, answeredInTime: 7, medianFirstResponseMinutes: 135, overdueNow: 3 },
    { dealerCode: '10102', dealerName: 'Jeep Pinheiros', received: 4, answered: 4, answeredInTime: 4, medianFirstResponseMinutes: 42, overdueNow: 0 },
  ],
});

export const emptyReport: ServiceReport = { days: 30, from: '2026-10-30T12:00:00.000Z', to: '2026-11-29T12:00:00.000Z', dealers: [] };

export const serviceFailure = new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error');

export const adminServicePlan = planChart({
  id: 'admin-service',
  machine: adminServiceMachine,
  input: {},
  serializeState: (s: AdminServiceSnapshot) => JSON.stringify({ v: s.value, d: s.context.days, n: s.context.report?.dealers.length ?? null, e: !!s.context.errorMessage }),
  events: (snap: AdminServiceSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadReport) {
      out.push({ type: 'xstate.done.actor.loadReport', output: serviceReport(snap.context.days) });
      if (snap.context.days === 30) out.push({ type: 'xstate.done.actor.loadReport', output: emptyReport });
      out.push({ type: 'xstate.error.actor.loadReport', error: serviceFailure });
    }
    const person: AdminServiceEvent[] = [{ type: 'service.choosePeriod', days: 7 }, { type: 'service.choosePeriod', days: 30 }, { type: 'service.retry' }];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
