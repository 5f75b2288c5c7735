/**
 * Generated paths of the lead update chart (the edit modes of a sent lead),
 * run against its real views: the opening (loading, the customer sent to sign
 * in, a failure handed to the general error page), the edit banner, the
 * lead's dealer (locked), 'Aguarde' while an id is unknown, 'Finalizar'
 * (blocked with its reason, or saving with the lead update built from the
 * configuration and one Idempotency-Key per attempt), 'Falha ao salvar as
 * alterações.' with nothing lost, and the seller's or the customer's result
 * modal with its ways out.
 */
import { pressable } from '../support/radix-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, sendParent } from 'xstate';
import type { Dealer } from '../../models/dealer/dealer';
import { errorPageLabels } from '../../models/labels/error-page';
import { leadUpdateLabels as t } from '../../models/labels/lead-update';
import { labels } from '../../models/labels/spec';
import { defaultLeadLabels } from '../../models/labels/lead';
import type { LeadUpdateAnswer } from '../../models/lead/lead';
import type { EditRequest } from '../../models/lead/lead-update';
import { buildLeadUpdate, finishState } from '../../models/lead/lead-update-body';
import type { StoredLocation } from '../../models/dealer/location';
import type { RentalLeadTimeline } from '../../models/proposal/proposal';
import { dealerChangedOf, dealerSelectorMachine, type LoadDealersInput, type LocateDealerInput } from '../../machines/dealer-selector/dealer-selector.machine';
import { factsOf, leadUpdateMachine, selectStatus, type LeadUpdateActorRef, type LeadUpdateSnapshot, type PutLeadInput } from '../../machines/lead-update/lead-update.machine';
import { useLeadUpdateSelector } from '../../machines/lead-update/lead-update.context';
import { ApiCallError } from '../../services/http';
import { ErrorPage } from '../../ui/layout/error-page';
import { LeadUpdateBanner, LeadUpdateOpening, LeadUpdateView } from '../../ui/lead/lead-update-panel';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { toldSession } from '../support/session-listener';
import { EDIT_LEAD_ID, leadDealer, leadUpdateInput, leadUpdatePlans, type storedLead } from './lead-update.paths';
import { detailsOffer } from './offer-details.paths';
import { quiet, quietCityPicker } from '../support/quiet-effects';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();
const page = { hidden: true } as const;
const SAO_PAULO: StoredLocation = { stateCode: 'SP', cityCode: '3550308', cityName: 'São Paulo', countryCode: 'BR' };

/** The general error handler, as the router gives it to a page that throws. */
class GeneralHandler extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorPage error={this.state.error} onRetry={() => undefined} /> : this.props.children;
  }
}

/** What the details page shows of the edit: the opening while the lead is read, then the banner and the lead step's panel. */
function EditHarness({ actor }: { actor: LeadUpdateActorRef }) {
  const status = useLeadUpdateSelector(actor, selectStatus);
  const opening = status === 'waitingForSession' || status === 'signingIn' || status === 'loadingLead' || status === 'loadFailed';
  return (
    <GeneralHandler>
      {opening ? (
        <LeadUpdateOpening actorRef={actor} labels={defaultLeadLabels} />
      ) : (
        <>
          <LeadUpdateBanner actorRef={actor} labels={defaultLeadLabels} />
          <LeadUpdateView actorRef={actor} labels={defaultLeadLabels} />
        </>
      )}
    </GeneralHandler>
  );
}

function renderEdit(request: EditRequest) {
  const load = deferredActor<RentalLeadTimeline, EditRequest>();
  const put = deferredActor<LeadUpdateAnswer, PutLeadInput>();
  const dealers = deferredActor<Dealer[], LoadDealersInput>();
  const session = toldSession();
  const spies = { goToSignIn: vi.fn(), closeAsSeller: vi.fn(), closeAsCustomer: vi.fn(), goToLeadPage: vi.fn(), goToProposals: vi.fn() };
  const actor = createActor(
    leadUpdateMachine.provide({
      actors: {
        loadLead: load.logic,
        putLead: put.logic,
        listenToSession: session.logic,
        dealerSelector: dealerSelectorMachine.provide({
          actors: { locateDealer: fromPromise<StoredLocation | null, LocateDealerInput>(async () => SAO_PAULO), loadDealers: dealers.logic, cityPicker: quietCityPicker },
          actions: { reportDealer: sendParent(({ context }) => dealerChangedOf(context)), ...quiet('logDealersFailed') },
        }),
      },
      actions: {
        goToSignIn: () => spies.goToSignIn(),
        closeAsSeller: () => spies.closeAsSeller(),
        closeAsCustomer: () => spies.closeAsCustomer(),
        goToLeadPage: (_, params) => spies.goToLeadPage(params.leadId),
        goToProposals: () => spies.goToProposals(),
        ...quiet('reportLead'),
      },
    }),
    { input: leadUpdateInput(request) },
  ).start();
  render(<EditHarness actor={actor} />);
  return { load, put, dealers, session, spies, actor };
}

type Harness = ReturnType<typeof renderEdit>;

function finishButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: new RegExp(`^(${t.finish}|${t.wait}.*|${t.saving})$`), ...page });
}

function expectOpening(text: string) {
  const status = screen.getByTestId('edit-opening');
  expect(status.textContent).toBe(text);
  expect(status.getAttribute('role')).toBe('status');
  expect(screen.queryByTestId('lead-update')).toBeNull();
}

const stateAssertions = {
  waitingForSession: () => expectOpening(t.loadingLead),
  signingIn: () => expectOpening(t.signingIn),
  loadingLead: () => expectOpening(t.loadingLead),
  loadFailed: async (snap: LeadUpdateSnapshot) => {
    // The general error handler's page, with the failure's own words.
    const error = await screen.findByTestId('error-page');
    expect(within(error).getByRole('heading', { level: 1 }).textContent).toBe(errorPageLabels.title);
    expect(within(error).getByRole('alert').textContent).toBe(snap.context.loadError);
    expect(screen.queryByTestId('lead-update')).toBeNull();
  },
  loaded: (snap: LeadUpdateSnapshot) => {
    expect(screen.getByTestId('edit-banner').textContent).toBe(t.banner[snap.context.request.mode](snap.context.lead!.proposalCode));
    expect(screen.getByTestId('lead-update').textContent).toContain(t.intro[snap.context.request.mode]);
    // The lead's dealer, locked: nobody changes the dealer of a sent lead.
    const dealer = screen.getByTestId('dealer-selector');
    if (snap.context.dealer) {
      expect(within(dealer).getByTestId('dealer-selected').textContent).toContain(leadDealer.fantasyName);
      expect(within(dealer).getByTestId('dealer-fixed')).toBeTruthy();
    }
    expect(within(dealer).queryByRole('button', { name: labels.dealerSelector.choose, ...page })).toBeNull();
  },
  'loaded.editing.waiting': () => {
    const button = finishButton();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain(t.wait);
    expect(screen.queryByRole('button', { name: t.finish, ...page })).toBeNull();
  },
  'loaded.editing.blocked': (snap: LeadUpdateSnapshot) => {
    const button = screen.getByRole<HTMLButtonElement>('button', { name: t.finish, ...page });
    expect(button.disabled).toBe(true);
    expect(finishState(snap.context.offer, snap.context.config, snap.context.initialPaymentCheck, factsOf(snap.context))).toBe('blocked');
    expect(screen.getByText(t.blocked.plate).id).toBe(button.getAttribute('aria-describedby'));
  },
  'loaded.editing.ready': (snap: LeadUpdateSnapshot) => {
    const button = screen.getByRole<HTMLButtonElement>('button', { name: t.finish, ...page });
    expect(button.disabled).toBe(!snap.can({ type: 'leadUpdate.save', key: '' }));
    expect(button.disabled).toBe(false);
    expect(screen.queryByTestId('lead-update-failure')).toBeNull();
  },
  'loaded.saving': () => {
    const button = finishButton();
    expect(button.textContent).toContain(t.saving);
    expect(button.disabled).toBe(true);
  },
  'loaded.failed': (snap: LeadUpdateSnapshot) => {
    const alert = screen.getByTestId('lead-update-failure');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Falha ao salvar as alterações.');
    expect(alert.textContent).toContain(snap.context.errorMessage ?? '');
    // Nothing is lost: 'Finalizar' tries again with the same content.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.finish, ...page }).disabled).toBe(!snap.can({ type: 'leadUpdate.save', key: '' }));
  },
  'loaded.saved': async (snap: LeadUpdateSnapshot) => {
    const dialog = await screen.findByRole('dialog');
    const answer = snap.context.answer!;
    if (snap.context.request.mode === 'seller') {
      expect(within(dialog).getByRole('heading').textContent).toBe(t.sellerResult.title);
      expect(dialog.textContent).toContain(t.sellerResult.text(answer.version));
      expect(dialog.textContent).toContain(answer.awaitingVersion !== null ? t.sellerResult.awaiting : t.sellerResult.notAwaiting);
      expect(within(dialog).getByRole('button', { name: t.sellerResult.back })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: t.sellerResult.close })).toBeTruthy();
    } else {
      expect(within(dialog).getByRole('heading').textContent).toBe('Tudo certo!');
      expect(dialog.textContent).toContain('Proposta atualizada com sucesso.');
      expect(within(dialog).getByRole('button', { name: 'Minhas Propostas' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeTruthy();
    }
  },
  closed: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

function executors(h: Harness) {
  const keys: string[] = [];
  // A failed save not followed by new content: the next 'Finalizar' is its retry.
  let retrying = false;
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadLead': async (step) => {
      const call = await h.load.latest();
      expect(call.input).toEqual((step.state as LeadUpdateSnapshot).context.request);
      await act(async () => call.resolve(step.event.output as typeof storedLead));
    },
    'xstate.error.actor.loadLead': async (step) => act(async () => (await h.load.latest()).reject(new ApiCallError((step.event.error as Error).message, 401, 'authorization_expired'))),
    'dealer.changed': async () => {
      const call = await h.dealers.latest();
      expect(call.input.cityCode).toBe(SAO_PAULO.cityCode);
      await act(async () => call.resolve([leadDealer]));
    },
    'session.loaded': async (step) => act(async () => h.session.tell(step.event)),
    'session.signedOut': async (step) => act(async () => h.session.tell(step.event)),
    'configuration.changed': async (step) => {
      retrying = false;
      await act(async () => h.actor.send(step.event));
    },
    'leadUpdate.couponChanged': async (step) => {
      retrying = false;
      await act(async () => h.actor.send(step.event));
    },
    'leadUpdate.save': async (step) => {
      await user.click(screen.getByRole('button', { name: t.finish }));
      const snap = step.state as LeadUpdateSnapshot;
      const sent = h.put.calls.at(-1)!;
      // The update is the configuration as a lead carries it, with the lead's ids and dealer.
      expect(sent.update).toEqual(buildLeadUpdate({ offer: detailsOffer, config: snap.context.config, price: snap.context.price, coupon: snap.context.coupon, facts: factsOf(snap.context) }));
      expect(sent.update).toMatchObject({ leadId: EDIT_LEAD_ID, dealersCode: leadDealer.id, productGroup: 'Flua' });
      expect(sent.authorization).toBe(snap.context.request.authorization);
      // A retry of the same content keeps its key; new content gets a new one.
      expect(sent.idempotencyKey).toBe(h.actor.getSnapshot().context.idempotencyKey);
      if (retrying) expect(sent.idempotencyKey).toBe(keys.at(-1));
      else expect(keys).not.toContain(sent.idempotencyKey);
      keys.push(sent.idempotencyKey);
    },
    'xstate.done.actor.putLead': async (step) => act(async () => (await h.put.latest()).resolve(step.event.output as LeadUpdateAnswer)),
    'xstate.error.actor.putLead': async (step) => {
      retrying = true;
      await act(async () => (await h.put.latest()).reject(new ApiCallError((step.event.error as { message: string }).message, 409, 'edit_closed')));
    },
    'leadUpdate.close': async (step) => {
      const seller = (step.state as LeadUpdateSnapshot).context.request.mode === 'seller';
      await user.click(await pressable(within(screen.getByRole('dialog')).getByRole('button', { name: seller ? t.sellerResult.close : 'Ok' })));
      expect((seller ? h.spies.closeAsSeller : h.spies.closeAsCustomer).mock.calls).toHaveLength(1);
    },
    'leadUpdate.toLeadPage': async () => {
      await user.click(await pressable(within(screen.getByRole('dialog')).getByRole('button', { name: t.sellerResult.back })));
      expect(h.spies.goToLeadPage).toHaveBeenCalledWith(EDIT_LEAD_ID);
    },
    'leadUpdate.toProposals': async () => {
      await user.click(await pressable(within(screen.getByRole('dialog')).getByRole('button', { name: 'Minhas Propostas' })));
      expect(h.spies.goToProposals).toHaveBeenCalledTimes(1);
    },
  } satisfies Record<string, Executor>;
}

describe.each(leadUpdatePlans.map((p) => [p.id, p] as const))('lead update chart (%s): generated paths against the edit views', (_id, plan) => {
  beforeAll(() => resetExercised(plan.id));

  it('has an assertion for every state and reaches every state', () => {
    expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
  });

  it.each(plan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderEdit((transition.path.steps[0]!.state as LeadUpdateSnapshot).context.request);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(plan.id, transition.keys);
    h.actor.stop();
  }, 30_000);
});

describe('lead update chart: coverage of both edit modes', () => {
  it('reaches every state and fires every transition across the seller and the customer', () => {
    const reached = new Set(leadUpdatePlans.flatMap((p) => [...reachedStates(p)]));
    expect([...leadUpdatePlans[0]!.states].filter((s) => !reached.has(s))).toEqual([]);
    expect(unfiredTransitions(leadUpdateMachine, leadUpdatePlans)).toEqual([]);
  });
});
