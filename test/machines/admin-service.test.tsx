/**
 * Generated paths of the offer admins' service view (`/admin/atendimento`),
 * run against its real page: loading, the report as a chart (one SVG row per
 * dealer, an image with its text alternative) and as a table (received,
 * answered in time with the share, the median first-response time, overdue
 * now), no dealer to show, a failed read with its retry, and the period
 * chosen (7, 30 or 90 days), which reads the report again.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServiceLabels as t } from '../../models/labels/admin-service';
import { responseTimeLabels } from '../../models/labels/response-time';
import { inTimePercent, serviceBars, type ServicePeriod, type ServiceReport } from '../../models/lead/service-report';
import { AdminServiceLogic } from '../../machines/admin-service/admin-service.context';
import { adminServiceMachine, type AdminServiceSnapshot } from '../../machines/admin-service/admin-service.machine';
import { AdminServicePage } from '../../ui/admin/service-page';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { adminServicePlan, serviceFailure, serviceReport } from './admin-service.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();

function renderPage() {
  const load = deferredActor<ServiceReport, ServicePeriod>();
  const logic = adminServiceMachine.provide({ actors: { loadReport: load.logic } });
  const view = render(
    <AdminServiceLogic.Provider value={logic}>
      <AdminServicePage />
    </AdminServiceLogic.Provider>,
  );
  return { load, view };
}

function expectPeriod(snap: AdminServiceSnapshot) {
  const group = screen.getByRole('group', { name: t.period });
  for (const days of [7, 30, 90] as const) expect(within(group).getByRole<HTMLInputElement>('radio', { name: t.periodOption(days) }).checked).toBe(snap.context.days === days);
}

const stateAssertions = {
  loading: async (snap: AdminServiceSnapshot) => {
    expect((await screen.findByText(t.loading)).getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('service-table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expectPeriod(snap);
  },
  ready: async (snap: AdminServiceSnapshot) => {
    expect(screen.queryByText(t.loading)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expectPeriod(snap);
    const report = snap.context.report!;
    if (report.dealers.length === 0) {
      expect(screen.getByText(t.empty)).toBeTruthy();
      expect(screen.queryByTestId('service-chart')).toBeNull();
      return;
    }
    // The chart: an image named by its text alternative, one row per dealer with the bars' widths from the model.
    const chart = screen.getByRole('img', { name: t.chartLabel(report.days) });
    const rows = within(chart).getAllByTestId('service-chart-row');
    const bars = serviceBars(report.dealers).bars;
    expect(rows).toHaveLength(report.dealers.length);
    rows.forEach((row, i) => {
      const widths = [...row.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
      expect(widths).toEqual([bars[i]!.received, bars[i]!.inTime, bars[i]!.overdue]);
      expect(row.textContent).toBe(report.dealers[i]!.dealerName);
    });
    // The table: the same figures for a screen reader.
    const table = screen.getByRole('table', { name: t.tableCaption(report.days) });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(report.dealers.length);
    report.dealers.forEach((d, i) => {
      const cells = within(bodyRows[i]!).getAllByRole('cell').map((c) => c.textContent);
      expect(within(bodyRows[i]!).getByRole('rowheader').textContent).toBe(d.dealerName);
      expect(cells).toEqual([
        String(d.received),
        t.inTimeValue(d.answeredInTime, inTimePercent(d)),
        d.medianFirstResponseMinutes === null ? t.none : responseTimeLabels.duration({ days: 0, hours: Math.floor(d.medianFirstResponseMinutes / 60), minutes: d.medianFirstResponseMinutes % 60 }),
        String(d.overdueNow),
      ]);
    });
  },
  failed: async (snap: AdminServiceSnapshot) => {
    expect((await screen.findByRole('alert')).textContent).toBe(snap.context.errorMessage);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.retry }).disabled).toBe(!snap.can({ type: 'service.retry' }));
    expect(screen.queryByTestId('service-table')).toBeNull();
    expectPeriod(snap);
  },
};

function executors(h: ReturnType<typeof renderPage>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadReport': async (step) => act(async () => (await h.load.latest()).resolve(step.event.output as ServiceReport)),
    'xstate.error.actor.loadReport': async () => act(async () => (await h.load.latest()).reject(serviceFailure)),
    'service.choosePeriod': async (step) => {
      const days = (step.event as { days: ServicePeriod }).days;
      await user.click(screen.getByRole('radio', { name: t.periodOption(days) }));
      // The period chosen is the one read.
      expect(h.load.calls.at(-1)).toBe(days);
    },
    'service.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
  } satisfies Record<string, Executor>;
}

describe('service view chart: generated paths against the page', () => {
  beforeAll(() => resetExercised(adminServicePlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(adminServicePlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(adminServicePlan)].sort()).toEqual([...adminServicePlan.states].sort());
    expect(unfiredTransitions(adminServiceMachine, [adminServicePlan])).toEqual([]);
  });

  it.each(adminServicePlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderPage();
    await adminServicePlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(adminServicePlan.id, transition.keys);
    h.view.unmount();
  }, 30_000);

  it('opens on 30 days; choosing the period already shown reads nothing again', async () => {
    const h = renderPage();
    expect(h.load.calls).toEqual([30]);
    await act(async () => (await h.load.next()).resolve(serviceReport(30)));
    await user.click(screen.getByRole('radio', { name: t.periodOption(30) }));
    expect(h.load.calls).toEqual([30]);
    expect(screen.getByRole('table').textContent).toContain('7 (58%)');
    expect(screen.getByRole('table').textContent).toContain('2 h 15 min');
    h.view.unmount();
  });
});
