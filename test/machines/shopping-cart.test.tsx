/**
 * Generated paths of the shopping cart chart, run against the real cart page
 * and the header's link: every state and transition, from an empty cart and
 * from a stored one. The lead step of cart mode adds (`cart.add`, sent to the
 * actor as the app does); the page removes. Each change is checked where it
 * lands: what is stored (an empty cart never: the key goes), the entries, their
 * totals and the cart's, to the centavo.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { cartEntryTotal, cartGrandTotal, type ShoppingCartEntry } from '../../models/cart';
import { cartLabels } from '../../models/labels/cart';
import { formatBRL } from '../../models/money';
import { ShoppingCartContext } from '../../machines/shopping-cart/shopping-cart.context';
import { shoppingCartMachine, type ShoppingCartEvent, type ShoppingCartInput } from '../../machines/shopping-cart/shopping-cart.machine';
import { CartLink, CartPage } from '../../ui/cart/cart-page';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { cartInputs, cartPlans } from './shopping-cart.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();

function renderCart(input: ShoppingCartInput) {
  const stored: (readonly ShoppingCartEntry[])[] = [];
  let actor: AnyActorRef | undefined;
  const logic = shoppingCartMachine.provide({ actions: { storeCart: (_, entries) => void stored.push(entries) } });
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
  return { stored, actor: () => actor! };
}

function expectHeader(entries: readonly ShoppingCartEntry[]) {
  expect(screen.getByRole('link', { name: cartLabels.headerLinkCount(entries.length) }).getAttribute('href')).toBe('/carrinho');
}

const stateAssertions = {
  empty: () => {
    expect(screen.getByTestId('cart-empty').textContent).toBe(cartLabels.empty);
    expect(screen.queryByTestId('cart-entry')).toBeNull();
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expectHeader([]);
  },
  filled: (snap: any) => {
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
  },
};

function executors(h: ReturnType<typeof renderCart>) {
  const storedAfter = (expected: readonly ShoppingCartEntry[]) => expect(h.stored.at(-1)).toEqual(expected);
  return {
    'xstate.init': () => undefined,
    // The lead step of cart mode adds the configured offer (the app sends it to the cart actor).
    'cart.add': (step) => {
      h.actor().send(step.event);
      // (`step.state` is the snapshot the event leads to.)
      storedAfter(step.state.context.entries);
      expect(h.stored.at(-1)!.at(-1)).toEqual(step.event.entry);
    },
    'cart.remove': async (step) => {
      const items = within(screen.getByRole('list', { name: cartLabels.entries })).getAllByRole('listitem');
      const title = items[step.event.index]!.querySelector('p')!.textContent;
      await user.click(within(items[step.event.index]!).getByRole('button', { name: cartLabels.removeEntry(title) }));
      // The last one removed: an empty list, for which the app's storage removes the key.
      storedAfter(step.state.context.entries);
    },
  } satisfies Record<ShoppingCartEvent['type'] | 'xstate.init', Executor>;
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
