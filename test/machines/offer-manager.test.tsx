/**
 * Generated paths of the offer manager chart, run against the manager's grid
 * (loading, the grid with the 'CADASTRE SUA OFERTA' card and every offer,
 * the filters and the search, a card's publish updating the list, a card's
 * removal reloading it, failure with retry) with fake calls the test
 * resolves or rejects; then each filter and the search on their own.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import '../support/radix-dom';
import { managerLabels } from '../../models/labels/admin-manager';
import { labels } from '../../models/labels/spec';
import { filterManagedOffers, type ManagedOffer } from '../../models/offer-manager';
import { editorHash, previewHash } from '../../models/manager-address';
import { AdminOfferCardLogic } from '../../machines/admin-offer-card/admin-offer-card.context';
import { adminOfferCardMachine } from '../../machines/admin-offer-card/admin-offer-card.machine';
import { OfferManagerLogic } from '../../machines/offer-manager/offer-manager.context';
import { offerManagerMachine, type OfferManagerSnapshot } from '../../machines/offer-manager/offer-manager.machine';
import { ApiCallError } from '../../services/http';
import { OfferManagerGrid } from '../../ui/admin/manager';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { managerOffers, offerManagerPlan } from './offer-manager.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = managerLabels;
const user = userEvent.setup();

function renderGrid() {
  const load = deferredActor<ManagedOffer[], void>();
  const publish = deferredActor<ManagedOffer, { offerId: string }>();
  const remove = deferredActor<ManagedOffer, { offerId: string }>();
  const never = deferredActor<ManagedOffer, never>();
  const navigated: string[] = [];
  render(
    <OfferManagerLogic.Provider value={offerManagerMachine.provide({ actors: { loadOffers: load.logic } })}>
      <AdminOfferCardLogic.Provider
        value={adminOfferCardMachine.provide({ actors: { publishOffer: publish.logic, removeOffer: remove.logic, unpublishOffer: never.logic as any, saveOffer: never.logic as any } })}
      >
        <OfferManagerGrid newOfferHref={editorHash('new')} editorHref={editorHash} previewHref={previewHash} onNavigate={(to) => navigated.push(to)} />
      </AdminOfferCardLogic.Provider>
    </OfferManagerLogic.Provider>,
  );
  return { load, publish, remove, navigated };
}

const card = (offer: ManagedOffer) => document.querySelector<HTMLElement>(`[data-testid="admin-offer"][data-offer-id="${offer.id}"]`);

async function expectGrid(snap: OfferManagerSnapshot, busy: boolean) {
  const offers = snap.context.offers;
  const shown = filterManagedOffers(offers, snap.context.filters);
  await waitFor(() => expect(screen.getByTestId('offer-manager').getAttribute('data-status')).toBe(String(snap.value)));
  const count = screen.getByText(t.count(shown.length, offers.length));
  expect(count.getAttribute('aria-busy')).toBe(String(busy));
  const grid = screen.getByRole('list', { name: t.grid });
  // The new-offer card first, leading to the editor on a new offer.
  expect(within(grid).getByRole('link', { name: labels.offerAdmin.newOfferButton }).getAttribute('href')).toBe('#/rental-offer/new');
  const visible = [...grid.querySelectorAll<HTMLElement>('li:not([hidden]) [data-testid="admin-offer"]')].map((c) => c.dataset.offerId);
  expect(visible).toEqual(shown.map((o) => o.id));
  const form = screen.getByRole('search', { name: t.filters });
  expect((within(form).getByRole('combobox', { name: t.brand }) as HTMLSelectElement).value).toBe(snap.context.filters.brand);
  expect((within(form).getByRole('searchbox', { name: t.search }) as HTMLInputElement).value).toBe(snap.context.filters.text);
  expect((within(form).getByRole('button', { name: t.clearFilters }) as HTMLButtonElement).disabled).toBe(!snap.can({ type: 'manager.clearFilters' }));
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
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadFailed);
    expect((within(alert).getByRole('button', { name: t.retry }) as HTMLButtonElement).disabled).toBe(false);
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
    'manager.filter': async () => user.selectOptions(screen.getByRole('combobox', { name: t.brand }), 'jeep'),
    'manager.clearFilters': async () => user.click(screen.getByRole('button', { name: t.clearFilters })),
    'manager.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    // A card publishes the saved Fiat: the list learns it.
    'manager.offerChanged': async (step) => {
      await user.click(within(card(managerOffers[0]!)!).getByRole('button', { name: labels.offerAdmin.actions.publish }));
      await act(async () => (await h.publish.next()).resolve(step.event.offer));
    },
    // A card deletes the Jeep through the popup: the list is read again.
    'manager.reload': async () => {
      const jeep = managerOffers[1]!;
      await user.click(within(card(jeep)!).getByRole('button', { name: labels.offerAdmin.actions.remove }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: labels.offerAdmin.deleteConfirm.confirm }));
      await act(async () => (await h.remove.next()).resolve({ ...jeep, removed: true, released: false }));
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

  it.each(offerManagerPlan.transitions.map((tr) => [tr.key, tr] as const))('%s', async (_key, transition) => {
    const h = renderGrid();
    await offerManagerPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(offerManagerPlan.id, transition.key);
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
