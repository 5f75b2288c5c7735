/**
 * Generated paths of the shopping cart chart, run against the real cart page
 * and the header's link: every state and transition, from an empty cart and
 * from a stored one. The lead step of cart mode adds (`cart.add`, sent to the
 * actor as the app does); the page removes and sends ('Enviar à
 * concessionária', one lead each, the call held until the path says how it
 * ends). Each change is checked where it lands: what is stored (an empty cart
 * never: the key goes; a lead never), the entries, their totals and the
 * cart's, to the centavo, and the offers sent with their proposal codes.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { cartEntryTotal, cartGrandTotal, type CartLead, type ShoppingCartEntry } from '../../models/lead/cart';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { cartLabels } from '../../models/labels/cart';
import { formatBRL } from '../../models/common/money';
import { ShoppingCartContext } from '../../machines/shopping-cart/shopping-cart.context';
import { shoppingCartMachine, type ShoppingCartEvent, type ShoppingCartInput } from '../../machines/shopping-cart/shopping-cart.machine';
import { CartLink, CartPage } from '../../ui/cart/cart-page';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { deferredActor } from '../support/lead-harness';
import { cartInputs, cartPlans } from './shopping-cart.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();

function renderCart(input: ShoppingCartInput) {
  const stored: (readonly ShoppingCartEntry[])[] = [];
  let actor: AnyActorRef | undefined;
  const send = deferredActor<LeadCreateAnswer, CartLead>();
  const logic = shoppingCartMachine.provide({ actors: { sendCartLead: send.logic }, actions: { storeCart: (_, entries) => void stored.push(entries) } });
  function Probe() {
    actor = ShoppingCartContext.useActorRef();
    return null;
  }
  render(
    <ShoppingCartContext.Provider logic={logic} options={{ input }}>
      <Probe />
      <header>
        <CartLink labels={cartLabels} href="/carrinho" />
      </header>
      <CartPage labels={cartLabels} />
    </ShoppingCartContext.Provider>,
  );
  return { stored, send, actor: () => actor!, sentLead: null as CartLead | null };
}

function expectHeader(entries: readonly ShoppingCartEntry[]) {
  expect(screen.getByRole('link', { name: cartLabels.headerLinkCount(entries.length) }).getAttribute('href')).toBe('/carrinho');
}

/** The offers sent from the page, each with its proposal code; none before the first. */
function expectSent(snap: any) {
  const sent = snap.context.sent as { title: string; proposalCode: string }[];
  if (sent.length === 0) return expect(screen.queryByTestId('cart-sent')).toBeNull();
  const box = within(screen.getByTestId('cart-sent'));
  expect(box.getByRole('heading', { name: cartLabels.sentTitle })).toBeTruthy();
  sent.forEach((s) => expect(box.getByText(cartLabels.sentEntry(s.title, s.proposalCode))).toBeTruthy());
}

/** What each entry offers: sending when the page holds its lead, else opening the offer again; and its failure. */
function expectEntryActions(snap: any, sending: boolean) {
  const entries = snap.context.entries as ShoppingCartEntry[];
  const items = within(screen.getByRole('list', { name: cartLabels.entries })).getAllByRole('listitem');
  entries.forEach((entry, i) => {
    const item = within(items[i]!);
    const remove = item.getByRole<HTMLButtonElement>('button', { name: cartLabels.removeEntry(entry.title) });
    expect(remove.disabled).toBe(sending);
    if (snap.context.leads[i]) {
      const inFlight = sending && snap.context.sendingIndex === i;
      const button = item.getByTestId<HTMLButtonElement>('cart-send');
      expect(button.textContent).toBe(inFlight ? cartLabels.sending : cartLabels.send);
      expect(button.disabled).toBe(sending);
      expect(item.queryByTestId('cart-reopen-note')).toBeNull();
    } else {
      expect(item.queryByTestId('cart-send')).toBeNull();
      expect(item.getByRole('link', { name: cartLabels.openOffer }).getAttribute('href')).toBe(entry.address);
      expect(item.getByTestId('cart-reopen-note').textContent).toBe(cartLabels.reopenToSend);
    }
    const failure = snap.context.failure as { index: number; message: string } | null;
    if (failure?.index === i) expect(item.getByRole('alert').textContent).toBe(failure.message);
    else expect(item.queryByRole('alert')).toBeNull();
  });
}

const stateAssertions = {
  empty: (snap: any) => {
    expect(screen.getByTestId('cart-empty').textContent).toBe(cartLabels.empty);
    expect(screen.queryByTestId('cart-entry')).toBeNull();
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.getByTestId('cart-how-sending').textContent).toBe(cartLabels.howSending);
    expectHeader([]);
    expectSent(snap);
  },
  'filled.idle': (snap: any) => {
    expectFilled(snap);
    expectEntryActions(snap, false);
  },
  'filled.sending': (snap: any) => {
    expectFilled(snap);
    expectEntryActions(snap, true);
  },
};

function expectFilled(snap: any) {
  {
    const entries = snap.context.entries as ShoppingCartEntry[];
    const items = within(screen.getByRole('list', { name: cartLabels.entries })).getAllByRole('listitem');
    expect(items).toHaveLength(entries.length);
    entries.forEach((entry, i) => {
      const item = within(items[i]!);
      expect(item.getByText(entry.title)).toBeTruthy();
      expect(item.getByText(entry.subtitle)).toBeTruthy();
      expect(item.getByTestId('cart-plan-price').textContent).toBe(formatBRL(entry.planPrice));
      expect(item.getByTestId('cart-month-price').textContent).toBe(formatBRL(entry.monthPrice));
      expect(item.getByTestId('cart-months').textContent).toBe(cartLabels.monthsCount(entry.unit));
      expect(item.getByTestId('cart-entry-total').textContent).toBe(formatBRL(cartEntryTotal(entry)));
      expect(item.getByRole('button', { name: cartLabels.removeEntry(entry.title) })).toBeTruthy();
    });
    expect(screen.getByTestId('cart-total').textContent).toBe(formatBRL(cartGrandTotal(entries)));
    expect(screen.queryByTestId('cart-empty')).toBeNull();
    expectHeader(entries);
    expectSent(snap);
  }
}

function executors(h: ReturnType<typeof renderCart>) {
  const storedAfter = (expected: readonly ShoppingCartEntry[]) => expect(h.stored.at(-1)).toEqual(expected);
  return {
    'xstate.init': () => undefined,
    // The lead step of cart mode adds the configured offer (the app sends it to the cart actor).
    'cart.add': (step) => {
      h.actor().send(step.event);
      // (`step.state` is the snapshot the event leads to.)
      storedAfter(step.state.context.entries);
      expect(h.stored.at(-1)).toContainEqual(step.event.entry);
      // The person's data never reach the browser's storage.
      expect(JSON.stringify(h.stored.at(-1))).not.toContain(step.event.lead.idempotencyKey);
    },
    'cart.send': async (step) => {
      const items = within(screen.getByRole('list', { name: cartLabels.entries })).getAllByRole('listitem');
      h.sentLead = h.actor().getSnapshot().context.leads[step.event.index];
      await user.click(within(items[step.event.index]!).getByTestId('cart-send'));
    },
    // The lead call: the entry's own lead and Idempotency-Key (a retry after a failure sends the same).
    'xstate.done.actor.sendCartLead': async (step) => {
      const call = await h.send.next();
      expect(call.input).toEqual(h.sentLead);
      call.resolve(step.event.output);
      await screen.findByText(cartLabels.sentEntry(step.state.context.sent.at(-1).title, proposalCodeOf(step.event.output.id)));
      storedAfter(step.state.context.entries);
    },
    'xstate.error.actor.sendCartLead': async (step) => {
      const call = await h.send.next();
      expect(call.input).toEqual(h.sentLead);
      call.reject(step.event.error);
      await screen.findByRole('alert');
    },
    'cart.remove': async (step) => {
      const items = within(screen.getByRole('list', { name: cartLabels.entries })).getAllByRole('listitem');
      const title = items[step.event.index]!.querySelector('p')!.textContent;
      await user.click(within(items[step.event.index]!).getByRole('button', { name: cartLabels.removeEntry(title) }));
      // The last one removed: an empty list, for which the app's storage removes the key.
      storedAfter(step.state.context.entries);
    },
  } satisfies Record<ShoppingCartEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.sendCartLead`, Executor>;
}

describe('shopping cart chart: generated paths against the cart page', () => {
  beforeAll(() => cartPlans.forEach((p) => resetExercised(p.id)));

  it('has an assertion for every state, and the plans reach every state and fire every transition', () => {
    for (const plan of cartPlans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set(cartPlans.flatMap((p) => [...reachedStates(p)]));
    expect(cartPlans[0]!.states.filter((s) => !reached.has(s))).toEqual([]);
    expect(unfiredTransitions(shoppingCartMachine, cartPlans)).toEqual([]);
  });

  describe.each(cartPlans.map((p) => [p.id, p] as const))('%s', (id, plan) => {
    it.each(plan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
      const h = renderCart(cartInputs[id]!);
      // Opening the page stores nothing.
      expect(h.stored).toEqual([]);
      await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
      recordExercised(plan.id, transition.keys);
    });
  });
});
