/**
 * Generated paths of the seller's saved-quotation list (`/vendedor`), run
 * against its real view: loading, the list (reopen and duplicate links with
 * number, opportunity, vehicles, contract total and validity), the empty
 * list, and a failed read with its retry.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { QuotationSummary } from '../../models/quotation/fleet-quotation';
import { formatDate } from '../../models/common/format';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { quotationLabels } from '../../models/labels/quotation';
import { formatBRL } from '../../models/common/money';
import { SELLER_PATHS } from '../../models/app/pages';
import { quotationListMachine, type QuotationListSnapshot } from '../../machines/quotation-list/quotation-list.machine';
import { ApiCallError } from '../../services/http';
import { SellerHomeView } from '../../ui/seller/seller-home';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { quotationListPlan, savedQuotations } from './quotation-list.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = quotationLabels.seller;
const user = userEvent.setup();

function renderHome() {
  const load = deferredActor<QuotationSummary[], void>();
  const actor = createActor(quotationListMachine.provide({ actors: { loadQuotations: load.logic } })).start();
  const navigated: string[] = [];
  render(<SellerHomeView actor={actor} onNavigate={(to) => navigated.push(to)} />);
  return { load, actor, navigated };
}

function expectLinks() {
  const nav = screen.getByRole('navigation', { name: t.homeTitle });
  expect(within(nav).getByRole('link', { name: t.newQuotation }).getAttribute('href')).toBe(SELLER_PATHS.newQuotation);
  expect(within(nav).getByRole('link', { name: t.simulator }).getAttribute('href')).toBe(SELLER_PATHS.simulator);
  expect(within(nav).getByRole('link', { name: leadDeskLabels.desk.homeLink }).getAttribute('href')).toBe(SELLER_PATHS.leads);
}

const stateAssertions = {
  loading: async () => {
    expectLinks();
    expect((await screen.findByText(t.loadingList)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('saved-quotations')).toBeNull();
  },
  ready: async (snap: QuotationListSnapshot) => {
    expectLinks();
    expect(screen.queryByText(t.loadingList)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    if (snap.context.quotations.length === 0) {
      expect(await screen.findByText(t.noneSaved)).toBeTruthy();
      expect(screen.queryByTestId('saved-quotations')).toBeNull();
      return;
    }
    const list = await screen.findByTestId('saved-quotations');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(snap.context.quotations.length);
    snap.context.quotations.forEach((q, i) => {
      const item = items[i]!;
      expect(item.textContent).toContain(`${q.number} · ${q.opportunityName}`);
      expect(item.textContent).toContain(t.vehicles(q.vehicleCount));
      expect(item.textContent).toContain(formatBRL(q.totals.contract));
      expect(item.textContent).toContain(t.validUntil(formatDate(`${q.validUntil}T12:00:00Z`)));
      expect(within(item).getByRole('link', { name: t.openLabel(q.number) }).getAttribute('href')).toBe(SELLER_PATHS.quotation(q.number));
      expect(within(item).getByRole('link', { name: t.duplicateLabel(q.number) }).getAttribute('href')).toBe(SELLER_PATHS.duplicate(q.number));
    });
  },
  failed: async (snap: QuotationListSnapshot) => {
    expectLinks();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(snap.context.errorMessage);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.retry }).disabled).toBe(!snap.can({ type: 'quotationList.retry' }));
    expect(screen.queryByTestId('saved-quotations')).toBeNull();
  },
};

function executors(h: ReturnType<typeof renderHome>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadQuotations': async (step) => act(async () => (await h.load.next()).resolve(step.event.output as QuotationSummary[])),
    'xstate.error.actor.loadQuotations': async () =>
      act(async () => (await h.load.next()).reject(new ApiCallError(t.listFailed, 503, 'server_error'))),
    'quotationList.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
  } satisfies Record<string, Executor>;
}

describe('saved-quotation list chart: generated paths against the seller home', () => {
  beforeAll(() => resetExercised(quotationListPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(quotationListPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(quotationListPlan)].sort()).toEqual([...quotationListPlan.states].sort());
    expect(unfiredTransitions(quotationListMachine, [quotationListPlan])).toEqual([]);
  });

  it.each(quotationListPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderHome();
    await quotationListPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(quotationListPlan.id, transition.keys);
    h.actor.stop();
  }, 30_000);

  it('a failure without a message shows the list’s own text', async () => {
    const h = renderHome();
    await act(async () => (await h.load.next()).reject(new Error('')));
    expect((await screen.findByRole('alert')).textContent).toBe(t.listFailed);
    expect(savedQuotations).toHaveLength(2);
    h.actor.stop();
  });
});
