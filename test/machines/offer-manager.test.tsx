/**
 * Generated paths of the offer manager chart, run against the manager's grid
 * (loading, the grid with the 'CADASTRE SUA OFERTA' card and every offer,
 * the filters and the search, a card's publish updating the list, a card's
 * removal reloading it, failure with retry) with fake calls the test
 * resolves or rejects; then each filter and the search on their own.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { pressable } from '../support/radix-dom';
import { managerLabels } from '../../models/labels/admin-manager';
import { labels } from '../../models/labels/spec';
import { filterManagedOffers, MANAGER_REFRESH_MS, type ManagedOffer } from '../../models/offer-admin/offer-manager';
import { clampPage, pageOf } from '../../models/common/list-pages';
import { pagerLabels } from '../../models/labels/pager';
import { editorHash, previewHash } from '../../models/app/manager-address';
import { adminOfferCardMachine } from '../../machines/admin-offer-card/admin-offer-card.machine';
import { OfferManagerLogic, OfferManagerOptions } from '../../machines/offer-manager/offer-manager.context';
import { offerManagerMachine, type OfferManagerSnapshot } from '../../machines/offer-manager/offer-manager.machine';
import { ApiCallError } from '../../services/http';
import { OfferManagerGrid } from '../../ui/admin/manager';
import { OfferCardLogic } from '../../machines/offer-card/offer-card.context';
import { offerCardMachine } from '../../machines/offer-card/offer-card.machine';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { changedByAnother, MANAGER_TEST_PAGE_SIZE, managerOffers, offerManagerPlan, REFRESH_EVENT, removedJeep } from './offer-manager.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = managerLabels;
const user = userEvent.setup();

function renderGrid() {
  const load = deferredActor<ManagedOffer[], void>();
  const publish = deferredActor<ManagedOffer, { offerId: string }>();
  const remove = deferredActor<ManagedOffer, { offerId: string }>();
  const never = deferredActor<ManagedOffer, never>();
  const navigated: string[] = [];
  // The chart's clock: the refresh interval passes when the test says so.
  const clock = new SimulatedClock();
  render(
    <OfferManagerOptions.Provider value={{ clock, input: { pageSize: MANAGER_TEST_PAGE_SIZE } }}>
    <OfferManagerLogic.Provider
      value={offerManagerMachine.provide({
        actors: {
          loadOffers: load.logic,
          adminOfferCard: adminOfferCardMachine.provide({ actors: { publishOffer: publish.logic, removeOffer: remove.logic, unpublishOffer: never.logic as any, saveOffer: never.logic as any } }),
        },
      })}
    >
      {/* The cards' pictures are not this chart's: they fail to load, quietly. */}
      <OfferCardLogic.Provider value={offerCardMachine.provide({ actions: { logImagesFailed: () => undefined } })}>
        <OfferManagerGrid newOfferHref={editorHash('new')} editorHref={editorHash} previewHref={previewHash} onNavigate={(to) => navigated.push(to)} />
      </OfferCardLogic.Provider>
    </OfferManagerLogic.Provider>
    </OfferManagerOptions.Provider>,
  );
  return { load, publish, remove, navigated, clock };
}

const card = (offer: ManagedOffer) => document.querySelector<HTMLElement>(`[data-testid="admin-offer"][data-offer-id="${offer.id}"]`);

async function expectGrid(snap: OfferManagerSnapshot, busy: boolean) {
  const offers = snap.context.offers;
  const filtered = filterManagedOffers(offers, snap.context.filters);
  const shown = pageOf(filtered, snap.context.page, MANAGER_TEST_PAGE_SIZE);
  await waitFor(() => expect(screen.getByTestId('offer-manager').getAttribute('data-status')).toBe(String(snap.value)));
  const count = screen.getByText(t.count(filtered.length, offers.length));
  expect(count.getAttribute('aria-busy')).toBe(String(busy));
  const grid = screen.getByRole('list', { name: t.grid });
  // The new-offer card first, leading to the editor on a new offer.
  expect(within(grid).getByRole('link', { name: labels.offerAdmin.newOfferButton }).getAttribute('href')).toBe('#/rental-offer/new');
  const visible = [...grid.querySelectorAll<HTMLElement>('li:not([hidden]) [data-testid="admin-offer"]')].map((c) => c.dataset.offerId);
  expect(visible).toEqual(shown.map((o) => o.id));
  // More than a page: the pages' navigation, the page shown marked as the current one.
  const pages = screen.queryByRole('navigation', { name: t.pages });
  if (filtered.length > MANAGER_TEST_PAGE_SIZE) {
    const page = clampPage(snap.context.page, filtered.length, MANAGER_TEST_PAGE_SIZE);
    expect(within(pages!).getByRole('button', { name: pagerLabels.page(page) }).getAttribute('aria-current')).toBe('page');
  } else {
    expect(pages).toBeNull();
  }
  const form = screen.getByRole('search', { name: t.filters });
  expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: t.brand }).value).toBe(snap.context.filters.brand);
  expect(within(form).getByRole<HTMLInputElement>('searchbox', { name: t.search }).value).toBe(snap.context.filters.text);
  expect(within(form).getByRole<HTMLButtonElement>('button', { name: t.clearFilters }).disabled).toBe(!snap.can({ type: 'manager.clearFilters' }));
  expect(screen.queryByRole('alert')).toBeNull();
}

const stateAssertions = {
  loadingOffers: async () => {
    expect((await screen.findByText(t.loading)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list', { name: t.grid })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  listed: (snap: OfferManagerSnapshot) => expectGrid(snap, false),
  refreshing: (snap: OfferManagerSnapshot) => expectGrid(snap, true),
  // Read again in the background: the grid stays as it was, not even busy.
  polling: (snap: OfferManagerSnapshot) => expectGrid(snap, false),
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadFailed);
    expect(within(alert).getByRole<HTMLButtonElement>('button', { name: t.retry }).disabled).toBe(false);
    expect(screen.queryByRole('list', { name: t.grid })).toBeNull();
  },
};

const failure = () => new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error');

function executors(h: ReturnType<typeof renderGrid>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadOffers': async (step) => act(async () => (await h.load.next()).resolve(step.event.output)),
    'xstate.error.actor.loadOffers': async () => act(async () => (await h.load.next()).reject(failure())),
    'xstate.done.actor.reloadOffers': async (step) => act(async () => (await h.load.next()).resolve(step.event.output)),
    'xstate.error.actor.reloadOffers': async () => act(async () => (await h.load.next()).reject(failure())),
    'xstate.done.actor.pollOffers': async (step) => {
      const fiat = step.event.output[0] as ManagedOffer;
      const before = card(fiat);
      const moved = step.state.context.syncs[fiat.id] !== undefined && before?.textContent?.includes(fiat.versionName) === false;
      await act(async () => (await h.load.next()).resolve(step.event.output));
      // The card of the offer another admin changed shows the change.
      await waitFor(() => expect(card(fiat)!.textContent).toContain(fiat.versionName));
      if (moved) expect(card(fiat)).not.toBe(before);
    },
    'xstate.error.actor.pollOffers': async () => act(async () => (await h.load.next()).reject(failure())),
    [REFRESH_EVENT]: () => act(() => h.clock.increment(MANAGER_REFRESH_MS)),
    'manager.windowFocused': () => {
      fireEvent.focus(window);
    },
    'manager.filter': async () => user.selectOptions(screen.getByRole('combobox', { name: t.brand }), 'jeep'),
    'manager.clearFilters': async () => user.click(screen.getByRole('button', { name: t.clearFilters })),
    'manager.goToPage': async (step) => user.click(within(screen.getByRole('navigation', { name: t.pages })).getByRole('button', { name: pagerLabels.page(step.event.page) })),
    'manager.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    // A card publishes the saved Fiat: the list learns it.
    'card.offerChanged': async (step) => {
      await user.click(within(card(managerOffers[0]!)!).getByRole('button', { name: labels.offerAdmin.actions.publish }));
      await act(async () => (await h.publish.next()).resolve(step.event.offer));
    },
    // A card deletes the Jeep through the popup: the list is read again.
    'card.offerRemoved': async () => {
      const jeep = managerOffers[1]!;
      await user.click(within(card(jeep)!).getByRole('button', { name: labels.offerAdmin.actions.remove }));
      await user.click(await pressable(within(screen.getByRole('alertdialog')).getByRole('button', { name: labels.offerAdmin.deleteConfirm.confirm })));
      await act(async () => (await h.remove.next()).resolve(removedJeep));
    },
  } satisfies Record<string, Executor>;
}

describe('offer manager chart: generated paths against the grid', () => {
  beforeAll(() => resetExercised(offerManagerPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(offerManagerPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(offerManagerPlan)].sort()).toEqual([...offerManagerPlan.states].sort());
    expect(unfiredTransitions(offerManagerMachine, [offerManagerPlan])).toEqual([]);
  });

  it.each(offerManagerPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderGrid();
    await offerManagerPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(offerManagerPlan.id, transition.keys);
  }, 30_000);
});

describe('the manager reads the list again', () => {
  afterEach(() => vi.useRealTimers());

  it('every 30 s and when the window comes back, without a fixed wait; a failed read keeps the list', async () => {
    vi.useFakeTimers();
    const answers: ManagedOffer[][] = [managerOffers, changedByAnother, changedByAnother];
    let calls = 0;
    const actor = createActor(
      offerManagerMachine.provide({
        actors: {
          loadOffers: fromPromise(async () => {
            calls += 1;
            if (calls === 3) throw new Error('offline');
            return answers[Math.min(calls - 1, answers.length - 1)]!;
          }),
        },
      }),
      { input: { pageSize: undefined } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('listed');
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(MANAGER_REFRESH_MS - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    expect(actor.getSnapshot().value).toBe('listed');
    expect(actor.getSnapshot().context.offers[0]!.versionName).toBe(changedByAnother[0]!.versionName);
    // Only the offer whose revision moved gets a new card.
    expect(actor.getSnapshot().context.syncs).toEqual({ [managerOffers[0]!.id]: 1, [managerOffers[1]!.id]: 0, [managerOffers[2]!.id]: 0 });
    actor.send({ type: 'manager.windowFocused' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(3);
    // The read failed: the list stays, and the next interval tries again.
    expect(actor.getSnapshot().value).toBe('listed');
    expect(actor.getSnapshot().context.offers).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(MANAGER_REFRESH_MS);
    expect(calls).toBe(4);
    expect(actor.getSnapshot().context.syncs[managerOffers[0]!.id]).toBe(1);
    actor.stop();
  });
});

describe('the grid’s filters and search', () => {
  async function listed() {
    const h = renderGrid();
    await act(async () => (await h.load.next()).resolve(managerOffers));
    await screen.findByRole('list', { name: t.grid });
    return h;
  }
  const visible = () => [...document.querySelectorAll<HTMLElement>('li:not([hidden]) [data-testid="admin-offer"]')].map((c) => c.dataset.offerId);
  const [fiat, jeep, citroen] = managerOffers as [ManagedOffer, ManagedOffer, ManagedOffer];

  it('filter by status, person type and brand; the search reads model and version, ignoring case and accents', async () => {
    await listed();
    await user.selectOptions(screen.getByRole('combobox', { name: t.status }), 'archived');
    expect(visible()).toEqual([citroen.id]);
    expect(screen.getByText(t.count(1, 3))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.clearFilters }));
    await user.selectOptions(screen.getByRole('combobox', { name: t.personType }), 'LEGAL_PERSON');
    expect(visible()).toEqual([jeep.id]);
    await user.click(screen.getByRole('button', { name: t.clearFilters }));
    await user.selectOptions(screen.getByRole('combobox', { name: t.brand }), 'fiat');
    expect(visible()).toEqual([fiat.id]);
    await user.click(screen.getByRole('button', { name: t.clearFilters }));
    await user.type(screen.getByRole('searchbox', { name: t.search }), jeep.versionName.toUpperCase());
    expect(visible()).toEqual([jeep.id]);
    await user.clear(screen.getByRole('searchbox', { name: t.search }));
    await user.type(screen.getByRole('searchbox', { name: t.search }), 'nenhum modelo assim');
    expect(visible()).toEqual([]);
    expect(screen.getByText(t.noneMatch)).toBeTruthy();
    // The new-offer card stays.
    expect(screen.getByRole('link', { name: labels.offerAdmin.newOfferButton })).toBeTruthy();
  }, 30_000);
});
