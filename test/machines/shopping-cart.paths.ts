/** The shopping cart chart's generated paths, from an empty cart and from a stored one (shared by its test and `npm run paths`). */
import type { ShoppingCartEntry } from '../../models/cart';
import { shoppingCartMachine, type ShoppingCartEvent, type ShoppingCartInput, type ShoppingCartSnapshot } from '../../machines/shopping-cart/shopping-cart.machine';
import { planChart, type ChartPlan } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';

export const pulseEntry: ShoppingCartEntry = { title: 'Fiat Pulse Drive 2026', subtitle: '1.3 · CVT · Flex · 4 portas', planPrice: 249_990, monthPrice: 262_490, unit: 24 };
export const mobiEntry: ShoppingCartEntry = { title: 'Fiat Mobi Like 2026', subtitle: '1.0 · Manual · Flex · 4 portas', planPrice: 189_901, monthPrice: 189_901, unit: 36 };

export const cartInputs: Record<string, ShoppingCartInput> = {
  'shopping-cart-empty': { stored: [] },
  'shopping-cart-stored': { stored: [pulseEntry] },
};

function plan(id: string, input: ShoppingCartInput): ChartPlan {
  return withoutTransientStates(
    planChart({
      id,
      machine: shoppingCartMachine,
      input,
      serializeState: (snap: ShoppingCartSnapshot) => JSON.stringify({ value: snap.value, entries: snap.context.entries.map((e) => e.title) }),
      events: (snap: ShoppingCartSnapshot) => {
        const candidates: ShoppingCartEvent[] = [
          ...(snap.context.entries.length < 2 ? [{ type: 'cart.add' as const, entry: snap.context.entries.length === 0 ? pulseEntry : mobiEntry }] : []),
          { type: 'cart.remove', index: 0 },
        ];
        return candidates.filter((e) => snap.can(e));
      },
    }),
  );
}

export const cartPlans: ChartPlan[] = Object.entries(cartInputs).map(([id, input]) => plan(id, input));
