/**
 * Generated paths of the dealer's lead desk (`/vendedor/leads`), run against
 * its real view: loading, the list (name, CPF, offer, status, waiting for the
 * customer, a link to each lead's page), the empty list (with and without
 * filters), a failed read with its retry, and the filters: edited in any
 * state, refused with their messages when the period is backwards, applied
 * into the address, cleared.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { formatDocument, type SellerLeadSummary } from '../../models/lead/lead-desk';
import { deskFiltersSearch, type DeskFilters } from '../../models/lead/lead-desk-filters';
import { leadStatusLabel } from '../../models/lead/lead-status';
import { SELLER_PATHS } from '../../models/app/pages';
import { leadDeskMachine, selectOrderedLeads, standingAt, type ClockTick, type LeadDeskSnapshot } from '../../machines/lead-desk/lead-desk.machine';
import { responseTimeLabels } from '../../models/labels/response-time';
import { durationParts } from '../../models/lead/response-time';
import { ApiCallError } from '../../services/http';
import { LeadDeskView } from '../../ui/seller/lead-desk';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { DESK_OPENED_AT, deskLeads, leadDeskPlan } from './lead-desk.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = leadDeskLabels.desk;
const user = userEvent.setup();
const FIELD_LABELS = { status: t.status, from: t.from, to: t.to, q: t.query } as const;

function renderDesk(filters: Partial<DeskFilters> = {}) {
  const load = deferredActor<SellerLeadSummary[], DeskFilters>();
  const written: string[] = [];
  // The desk's clock, ticked by the test.
  const clock: { tick: (at: number) => void } = { tick: () => undefined };
  const clockLogic = fromCallback<ClockTick, { tickMs: number }>(({ sendBack }) => {
    clock.tick = (at) => sendBack({ type: 'clock.tick', at });
  });
  const actor = createActor(
    leadDeskMachine.provide({ actors: { loadLeads: load.logic, clock: clockLogic }, actions: { writeAddress: (_, f: DeskFilters) => void written.push(deskFiltersSearch(f)) } }),
    { input: { filters, now: DESK_OPENED_AT } },
  ).start();
  const navigated: string[] = [];
  render(<LeadDeskView actor={actor} onNavigate={(to) => navigated.push(to)} />);
  return { load, actor, written, navigated, clock };
}

function expectForm(snap: LeadDeskSnapshot) {
  const form = screen.getByRole('form', { name: t.filtersTitle });
  for (const [field, label] of Object.entries(FIELD_LABELS) as [keyof DeskFilters, string][]) {
    const control = within(form).getByLabelText<HTMLInputElement>(label);
    expect(control.value).toBe(snap.context.form[field]);
    const message = snap.context.formErrors[field];
    expect(control.getAttribute('aria-invalid')).toBe(message ? 'true' : null);
    if (message) expect(document.getElementById(`desk-${field}-error`)?.textContent).toBe(message);
  }
  expect(within(form).getByRole<HTMLButtonElement>('button', { name: t.apply }).disabled).toBe(!snap.can({ type: 'filters.apply' }));
  expect(within(form).getByRole<HTMLButtonElement>('button', { name: t.clear }).disabled).toBe(!snap.can({ type: 'filters.clear' }));
  expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe(SELLER_PATHS.home);
}

const stateAssertions = {
  loading: async (snap: LeadDeskSnapshot) => {
    expect((await screen.findByText(t.loading)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('desk-leads')).toBeNull();
    expectForm(snap);
  },
  ready: async (snap: LeadDeskSnapshot) => {
    expect(screen.queryByText(t.loading)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expectForm(snap);
    // Listed as of the desk's clock: overdue first.
    const leads = selectOrderedLeads(snap);
    if (leads.length === 0) {
      const filtered = Object.values(snap.context.applied).some((v) => v !== '');
      expect(screen.getByText(filtered ? t.emptyFiltered : t.empty)).toBeTruthy();
      expect(screen.queryByTestId('desk-leads')).toBeNull();
      return;
    }
    expect(screen.getByText(t.count(leads.length))).toBeTruthy();
    const items = within(screen.getByTestId('desk-leads')).getAllByRole('listitem');
    expect(items).toHaveLength(leads.length);
    leads.forEach((lead, i) => {
      const item = items[i]!;
      expect(item.textContent).toContain(lead.name);
      expect(item.textContent).toContain(formatDocument(lead.document));
      expect(item.textContent).toContain(lead.title);
      expect(item.textContent).toContain(leadStatusLabel(lead.status));
      expect(item.textContent?.includes(t.awaitingAcceptance)).toBe(lead.awaitingVersion !== null);
      expect(within(item).getByRole('link', { name: t.openLabel(lead.name) }).getAttribute('href')).toBe(SELLER_PATHS.lead(lead.id));
      // The time left (or overdue) as of the desk's clock; the escalation's badge on an escalated lead.
      const standing = standingAt(lead, snap.context.now);
      const badge = within(item).queryByTestId('desk-lead-promise');
      if (standing.kind === 'left' || standing.kind === 'overdue') {
        const duration = responseTimeLabels.duration(durationParts(standing.minutes));
        expect(badge?.textContent).toContain(standing.kind === 'left' ? responseTimeLabels.desk.left(duration) : responseTimeLabels.desk.overdue(duration));
      } else expect(badge).toBeNull();
      expect(within(item).queryByTestId('desk-lead-escalated')?.textContent ?? null).toBe(lead.escalatedAt ? responseTimeLabels.desk.escalated : null);
    });
  },
  invalid: async (snap: LeadDeskSnapshot) => {
    // The filters asked for could not be searched: their messages (until edited), and no list of an earlier search shown as if it were theirs.
    expect(screen.getByTestId('desk-invalid').textContent).toBe(leadDeskLabels.filters.fixToSearch);
    expect(screen.queryByTestId('desk-leads')).toBeNull();
    expect(screen.queryByText(t.emptyFiltered)).toBeNull();
    expect(screen.queryByText(t.empty)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expectForm(snap);
  },
  failed: async (snap: LeadDeskSnapshot) => {
    expect((await screen.findByRole('alert')).textContent).toBe(snap.context.errorMessage);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.retry }).disabled).toBe(!snap.can({ type: 'leads.retry' }));
    expect(screen.queryByTestId('desk-leads')).toBeNull();
    expectForm(snap);
  },
};

function executors(h: ReturnType<typeof renderDesk>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadLeads': async (step) => act(async () => (await h.load.latest()).resolve(step.event.output as SellerLeadSummary[])),
    'xstate.error.actor.loadLeads': async () => act(async () => (await h.load.latest()).reject(new ApiCallError(t.loadFailed, 503, 'server_error'))),
    'filters.edit': (step) => {
      const { field, value } = step.event as { field: keyof DeskFilters; value: string };
      fireEvent.change(screen.getByLabelText(FIELD_LABELS[field]), { target: { value } });
    },
    'filters.apply': async (step) => {
      const before = h.written.length;
      await user.click(screen.getByRole('button', { name: t.apply }));
      const snap = step.state as LeadDeskSnapshot;
      // A valid form goes into the address and is read with; an invalid one writes nothing.
      if (snap.matches('loading')) {
        expect(h.written.at(-1)).toBe(deskFiltersSearch(snap.context.form));
        expect(h.load.calls.at(-1)).toEqual(snap.context.form);
      } else expect(h.written.length).toBe(before);
    },
    'filters.clear': async () => {
      await user.click(screen.getByRole('button', { name: t.clear }));
      expect(h.written.at(-1)).toBe('');
    },
    'leads.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'clock.tick': (step) => act(() => h.clock.tick((step.event as ClockTick).at)),
  } satisfies Record<string, Executor>;
}

describe('lead desk chart: generated paths against the desk', () => {
  beforeAll(() => resetExercised(leadDeskPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(leadDeskPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(leadDeskPlan)].sort()).toEqual([...leadDeskPlan.states].sort());
    expect(unfiredTransitions(leadDeskMachine, [leadDeskPlan])).toEqual([]);
  });

  it.each(leadDeskPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderDesk();
    await leadDeskPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(leadDeskPlan.id, transition.keys);
    h.actor.stop();
  }, 30_000);

  it('after a search that found leads, an impossible day (31/02/2026) shows its message and no list, and leaves the address alone', async () => {
    const h = renderDesk();
    await act(async () => (await h.load.next()).resolve(deskLeads));
    expect(within(screen.getByTestId('desk-leads')).getAllByRole('listitem')).toHaveLength(deskLeads.length);
    fireEvent.change(screen.getByLabelText(t.from), { target: { value: '31/02/2026' } });
    await user.click(screen.getByRole('button', { name: t.apply }));
    expect(document.getElementById('desk-from-error')?.textContent).toBe(leadDeskLabels.filters.invalidDay);
    expect(screen.queryByTestId('desk-leads')).toBeNull();
    expect(screen.queryByText(t.count(deskLeads.length))).toBeNull();
    expect(screen.getByTestId('desk-invalid').textContent).toBe(leadDeskLabels.filters.fixToSearch);
    expect(h.written).toEqual([]);
    expect(h.load.calls).toHaveLength(1);
    // Corrected, it searches again.
    fireEvent.change(screen.getByLabelText(t.from), { target: { value: '01/02/2026' } });
    await user.click(screen.getByRole('button', { name: t.apply }));
    expect(h.written).toEqual(['?from=2026-02-01']);
    expect(screen.queryByTestId('desk-invalid')).toBeNull();
    h.actor.stop();
  });

  it("counts each lead's time left down on the desk's clock: a lead whose promise runs out turns overdue and moves up, with no new read", async () => {
    const h = renderDesk();
    await act(async () => (await h.load.next()).resolve(deskLeads));
    const names = () => within(screen.getByTestId('desk-leads')).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
    expect(names()).toEqual(['Otávio Esquecido', 'Helena Duarte Rocha', 'João Átila Souza', 'Marina Prazo Curto']);
    const marina = () => within(screen.getByTestId('desk-leads')).getAllByRole('listitem').find((li) => li.textContent?.includes('Marina'))!;
    expect(within(marina()).getByTestId('desk-lead-promise').textContent).toContain(responseTimeLabels.desk.left('30 min'));
    act(() => h.clock.tick(DESK_OPENED_AT + 20 * 60_000));
    expect(within(marina()).getByTestId('desk-lead-promise').textContent).toContain(responseTimeLabels.desk.left('10 min'));
    act(() => h.clock.tick(DESK_OPENED_AT + 45 * 60_000));
    expect(within(marina()).getByTestId('desk-lead-promise').textContent).toContain(responseTimeLabels.desk.overdue('15 min'));
    expect(names()).toEqual(['Otávio Esquecido', 'Marina Prazo Curto', 'Helena Duarte Rocha', 'João Átila Souza']);
    expect(h.load.calls).toHaveLength(1);
    h.actor.stop();
  });

  it('opens with the filters of the address and reads with them; a failure without a message shows the desk’s own text', async () => {
    const h = renderDesk({ status: 'in_service', q: 'Helena' });
    expect(screen.getByLabelText<HTMLInputElement>(t.query).value).toBe('Helena');
    expect(h.load.calls[0]).toEqual({ status: 'in_service', from: '', to: '', q: 'Helena' });
    await act(async () => (await h.load.next()).reject(new Error('')));
    expect((await screen.findByRole('alert')).textContent).toBe(t.loadFailed);
    h.actor.stop();
  });
});
