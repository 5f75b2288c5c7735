/**
 * Generated paths of the admin offer card chart, run against the real card
 * wrapper (status label, buttons of the action matrix enabled by
 * `snapshot.can`, the 'Deletar oferta' popup, the toasts) with fake calls the
 * test resolves or rejects; then what the wrapper says about an offer.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorRef } from 'xstate';
import { pressable } from '../support/radix-dom';
import { managerLabels } from '../../models/labels/admin-manager';
import { labels } from '../../models/labels/spec';
import { type ManagedOffer } from '../../models/offer-admin/offer-manager';
import { editorHash, previewHash } from '../../models/app/manager-address';
import { allowedOfferActions, offerStatus, OFFER_ACTION_LABELS, OFFER_STATUS_LABELS, type OfferAction } from '../../models/offer/offer-status';
import {
  adminOfferCardMachine,
  type AdminOfferCardEvent,
  type AdminOfferCardInput,
  type AdminOfferCardReport,
  type AdminOfferCardSnapshot,
} from '../../machines/admin-offer-card/admin-offer-card.machine';
import { ApiCallError } from '../../services/http';
import { AdminCardProviders, AdminOfferCardView } from '../../ui/admin/admin-offer-card';
import { OfferCardLogic } from '../../machines/offer-card/offer-card.context';
import { offerCardMachine } from '../../machines/offer-card/offer-card.machine';
import { ToastHost } from '../../ui/layout/toasts';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { adminCardPlans, savedOffer } from './admin-offer-card.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = labels.offerAdmin;
const user = userEvent.setup();

const hosts: AnyActorRef[] = [];
afterEach(() => hosts.splice(0).forEach((h) => h.stop()));

function renderCard(offer: ManagedOffer) {
  const publish = deferredActor<ManagedOffer, { offerId: string }>();
  const unpublish = deferredActor<ManagedOffer, { offerId: string }>();
  const remove = deferredActor<ManagedOffer, { offerId: string }>();
  const save = deferredActor<ManagedOffer, { offer: ManagedOffer }>();
  const changed: ManagedOffer[] = [];
  const removed: ManagedOffer[] = [];
  const navigated: string[] = [];
  const logic = adminOfferCardMachine.provide({
    actors: { publishOffer: publish.logic, unpublishOffer: unpublish.logic, removeOffer: remove.logic, saveOffer: save.logic },
  });
  // The card runs as a child, as the offer manager runs it, and reports to its parent.
  const page = setup({
    types: { input: {} as AdminOfferCardInput, context: {} as AdminOfferCardInput, events: {} as AdminOfferCardReport, children: {} as { card: 'card' } },
    actors: { card: logic },
  }).createMachine({
    context: ({ input }) => input,
    invoke: { id: 'card', src: 'card', input: ({ context }) => context },
    on: {
      'card.offerChanged': { actions: ({ event }) => changed.push(event.offer) },
      'card.offerRemoved': { actions: ({ event }) => removed.push(event.offer) },
    },
  });
  const host = createActor(page, { input: { offer, onAdminPage: true } }).start();
  hosts.push(host);
  const card = host.getSnapshot().children.card!;
  render(
    <ToastHost>
    <AdminCardProviders>
      {/* The card's picture is not this chart's: it fails to load, quietly. */}
      <OfferCardLogic.Provider value={offerCardMachine.provide({ actions: { logImagesFailed: () => undefined } })}>
        <AdminOfferCardView actorRef={card} editorHref={editorHash} previewHref={previewHash} onNavigate={(to) => navigated.push(to)} />
      </OfferCardLogic.Provider>
    </AdminCardProviders>
    </ToastHost>,
  );
  return { publish, unpublish, remove, save, changed, removed, navigated };
}

const EVENT_OF: Partial<Record<OfferAction, AdminOfferCardEvent>> = {
  publish: { type: 'offer.publish' },
  unpublish: { type: 'offer.unpublish' },
  save: { type: 'offer.save' },
  remove: { type: 'offer.askRemove' },
};

/** The toast host shows the card's toast: its text and tone (the calls' toasts, emitted as `toast.show`). */
async function expectToast(text: string, tone: 'success' | 'failure') {
  await waitFor(() => {
    const toast = [...document.querySelectorAll<HTMLElement>('[data-testid="message-toast"]')].find((el) => el.textContent?.includes(text));
    expect(toast?.dataset.tone).toBe(tone);
  });
}

/** What every state shows: the status label, the matrix's buttons (enabled as the chart says) and the popup. */
async function expectCard(snap: AdminOfferCardSnapshot) {
  const offer = snap.context.offer;
  const card = await screen.findByTestId('admin-offer');
  await waitFor(() => expect(card.getAttribute('data-state')).toBe(String(snap.value)));
  expect(within(card).getByTestId('offer-status').textContent).toBe(OFFER_STATUS_LABELS[offerStatus(offer)]);
  const shown = allowedOfferActions(offer, { onAdminPage: true });
  // While the popup is open the rest of the page is hidden from assistive technology: look past that.
  const group = card.querySelector<HTMLElement>('[role="group"]')!;
  expect(group.getAttribute('aria-label')).toBe(managerLabels.actionsOf(`${labels.brandNames[offer.brand]} ${offer.modelShortName} ${offer.versionName} ${offer.offer.modelYear}`));
  const controls = [...group.querySelectorAll<HTMLElement>('[data-action]')];
  expect(controls.map((c) => c.dataset.action)).toEqual(shown);
  const iconsOnly = shown.length >= 3;
  for (const control of controls) {
    const action = control.dataset.action as OfferAction;
    const label = OFFER_ACTION_LABELS[action];
    // The label hides at three or more buttons; the accessible name stays.
    expect(control.textContent).toBe(iconsOnly ? '' : label);
    expect(control.getAttribute('aria-label') ?? control.textContent).toBe(label);
    const event = EVENT_OF[action];
    if (event) expect((control as HTMLButtonElement).disabled, `${action} enabled`).toBe(!snap.can(event));
    else expect(control.getAttribute('href')).toBe(action === 'view' ? previewHash(offer.id) : editorHash(offer.id));
  }
  const dialog = screen.queryByRole('alertdialog');
  if (snap.matches('confirmingRemoval')) {
    expect(dialog).not.toBeNull();
    expect(within(dialog!).getByRole('heading', { name: t.deleteConfirm.title })).toBeTruthy();
    expect(within(dialog!).getByText(t.deleteConfirm.text)).toBeTruthy();
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }
}

const stateAssertions = {
  new: async (snap: AdminOfferCardSnapshot) => {
    await expectCard(snap);
    expect(screen.getByTestId('offer-status').textContent).toBe('Oferta Não Salva');
  },
  saved: async (snap: AdminOfferCardSnapshot) => {
    await expectCard(snap);
    expect(screen.getByTestId('offer-status').textContent).toBe('Oferta Salva');
  },
  published: async (snap: AdminOfferCardSnapshot) => {
    await expectCard(snap);
    expect(screen.getByTestId('offer-status').textContent).toBe('Oferta Publicada');
  },
  archived: async (snap: AdminOfferCardSnapshot) => {
    await expectCard(snap);
    expect(screen.getByTestId('offer-status').textContent).toBe('Oferta Arquivada');
  },
  removed: async (snap: AdminOfferCardSnapshot) => {
    await expectCard(snap);
    expect(screen.getByTestId('offer-status').textContent).toBe('Oferta Excluída');
    expect(screen.queryByRole('button', { name: t.actions.publish })).toBeNull();
    expect(screen.queryByRole('button', { name: t.actions.remove })).toBeNull();
  },
  confirmingRemoval: expectCard,
  publishing: expectCard,
  unpublishing: expectCard,
  removing: expectCard,
  saving: expectCard,
};

const failure = () => new ApiCallError('Um erro ocorreu, tente novamente', 500, 'server_error');

function executors(h: ReturnType<typeof renderCard>) {
  const click = (name: string) => async () => user.click(screen.getByRole('button', { name }));
  return {
    'xstate.init': () => undefined,
    'offer.publish': click(t.actions.publish),
    'offer.unpublish': click(t.actions.unpublish),
    'offer.save': click(t.actions.save),
    'offer.askRemove': click(t.actions.remove),
    'offer.confirmRemove': async () => user.click(await pressable(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.deleteConfirm.confirm }))),
    'offer.cancelRemove': async () => user.click(await pressable(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.deleteConfirm.cancel }))),
    'xstate.done.actor.publishOffer': async (step) => {
      await act(async () => (await h.publish.next()).resolve(step.event.output));
      await expectToast(t.publishSuccess, 'success');
    },
    'xstate.error.actor.publishOffer': async () => {
      await act(async () => (await h.publish.next()).reject(failure()));
      await expectToast(t.publishFailure, 'failure');
    },
    'xstate.done.actor.unpublishOffer': async (step) => {
      await act(async () => (await h.unpublish.next()).resolve(step.event.output));
      await expectToast(t.unpublishSuccess, 'success');
    },
    'xstate.error.actor.unpublishOffer': async () => {
      await act(async () => (await h.unpublish.next()).reject(failure()));
      await expectToast(t.unpublishFailure, 'failure');
    },
    'xstate.done.actor.removeOffer': async (step) => {
      await act(async () => (await h.remove.next()).resolve(step.event.output));
      await expectToast(t.removeSuccess, 'success');
    },
    'xstate.error.actor.removeOffer': async () => {
      await act(async () => (await h.remove.next()).reject(failure()));
      await expectToast(t.removeFailure, 'failure');
    },
    'xstate.done.actor.saveOffer': async (step) => {
      await act(async () => (await h.save.next()).resolve(step.event.output));
      await expectToast(managerLabels.saveSuccess, 'success');
    },
    'xstate.error.actor.saveOffer': async () => {
      await act(async () => (await h.save.next()).reject(failure()));
      await expectToast(managerLabels.saveFailure, 'failure');
    },
  } satisfies Record<string, Executor>;
}

describe('admin offer card chart: generated paths against the card wrapper', () => {
  beforeAll(() => adminCardPlans.forEach(({ plan }) => resetExercised(plan.id)));

  it('has an assertion for every state; the plans together reach every state and fire every transition', () => {
    for (const { plan } of adminCardPlans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set(adminCardPlans.flatMap(({ plan }) => [...reachedStates(plan)]));
    expect([...reached].sort()).toEqual([...adminCardPlans[0]!.plan.states].sort());
    expect(unfiredTransitions(adminOfferCardMachine, adminCardPlans.map((p) => p.plan))).toEqual([]);
  });

  for (const { plan, offer } of adminCardPlans) {
    describe(plan.id, () => {
      it.each(plan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
        const h = renderCard(offer);
        await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
        recordExercised(plan.id, transition.keys);
      });
    });
  }
});

describe('the admin card wrapper', () => {
  it('says the validity, the person type and who created, edited and published the offer', async () => {
    renderCard({ ...savedOffer, released: true, publishedAt: { name: 'Ana Lima', at: '2026-02-11T10:00:00.000Z' } });
    const card = screen.getByTestId('admin-offer');
    expect(card.textContent).toContain(`${t.validity}01/01/2026 – 31/12/2027`);
    expect(within(card).getByTestId('person-type').textContent).toBe(t.naturalPerson);
    const info = within(card).getByRole('button', { name: new RegExp(managerLabels.metadata) });
    act(() => info.focus());
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain(`${t.createdBy}Ana Lima · 05/01/2026`);
    expect(tip.textContent).toContain(`${t.editedBy}Bruno Reis · 10/02/2026`);
    expect(tip.textContent).toMatch(new RegExp(`${t.publishedOn}11/02/2026 \\d\\d:\\d\\d · por Ana Lima`));
  });

  it('an archived offer that cannot be published says its validity ended, and when', async () => {
    const h = renderCard({ ...savedOffer, archived: true, endsOn: '2025-12-31' });
    await user.click(screen.getByRole('button', { name: t.actions.publish }));
    await act(async () => (await h.publish.next()).reject({ status: 409, code: 'offer_archived', message: 'Esta oferta está arquivada.' }));
    await expectToast(`${t.publishFailure} ${managerLabels.validityEnded('31/12/2025')}`, 'failure');
  });

  it('the delete popup names the offer it deletes, under the spec’s texts', async () => {
    renderCard(savedOffer);
    await user.click(screen.getByRole('button', { name: t.actions.remove }));
    const dialog = screen.getByRole('alertdialog');
    const name = `${labels.brandNames[savedOffer.brand]} ${savedOffer.modelShortName} ${savedOffer.versionName} ${savedOffer.offer.modelYear}`;
    expect(within(dialog).getByText(name)).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby') && document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain(name);
  });

  it('a company offer wears the Pessoa Jurídica badge', () => {
    renderCard({ ...savedOffer, targetEntityType: 'LEGAL_PERSON' });
    expect(screen.getByTestId('person-type').textContent).toBe('Pessoa Jurídica');
  });

  it('an icon-only button keeps its name in a tooltip', async () => {
    renderCard(savedOffer);
    const publish = screen.getByRole('button', { name: t.actions.publish });
    act(() => publish.focus());
    expect((await screen.findByRole('tooltip')).textContent).toContain(t.actions.publish);
  });

  it('the offer opens in the editor through a real link; the card’s own button opens it too', async () => {
    const h = renderCard(savedOffer);
    const card = screen.getByTestId('admin-offer');
    const link = within(card).getAllByRole('link').find((a) => a.getAttribute('href') === editorHash(savedOffer.id));
    expect(link).toBeTruthy();
    await user.click(within(card).getByTestId('card-details-button'));
    expect(h.navigated).toEqual([editorHash(savedOffer.id)]);
  });

  it('tells its page when a publish changed the offer and when a removal needs the list reloaded', async () => {
    const h = renderCard(savedOffer);
    await user.click(screen.getByRole('button', { name: t.actions.publish }));
    await act(async () => (await h.publish.next()).resolve({ ...savedOffer, released: true }));
    await waitFor(() => expect(h.changed.map((o) => o.released)).toEqual([true]));
    await user.click(screen.getByRole('button', { name: t.actions.remove }));
    await user.click(await pressable(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.deleteConfirm.confirm })));
    await act(async () => (await h.remove.next()).resolve({ ...savedOffer, removed: true }));
    await waitFor(() => expect(h.removed.map((o) => o.removed)).toEqual([true]));
    expect(h.publish.calls).toEqual([{ offerId: savedOffer.id }]);
    expect(h.remove.calls).toEqual([{ offerId: savedOffer.id }]);
  });
});
