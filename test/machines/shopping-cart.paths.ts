/** The shopping cart chart's generated paths, from an empty cart and from a stored one (shared by its test and `npm run paths`). */
import type { CartLead, ShoppingCartEntry } from '../../models/lead/cart';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import type { LeadSubmission } from '../../models/lead/lead-submission';
import { shoppingCartMachine, type ShoppingCartEvent, type ShoppingCartInput, type ShoppingCartSnapshot } from '../../machines/shopping-cart/shopping-cart.machine';
import { planChart, type ChartPlan } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';

export const pulseEntry: ShoppingCartEntry = {
  title: 'Fiat Pulse Drive 2026',
  subtitle: '1.3 · CVT · Flex · 4 portas',
  planPrice: 249_990,
  monthPrice: 262_490,
  unit: 24,
  address: '/?offerId=fiat-pulse-drive&period=24&km=1000&optional=none&entrada=0',
};
export const mobiEntry: ShoppingCartEntry = {
  title: 'Fiat Mobi Like 2026',
  subtitle: '1.0 · Manual · Flex · 4 portas',
  planPrice: 189_901,
  monthPrice: 189_901,
  unit: 36,
  address: '/?offerId=fiat-mobi-l10&period=36&km=1000&optional=none&entrada=0',
};

/** The lead an entry carries (the chart passes it along untouched: its content is the lead form's). */
export const leadOf = (entry: ShoppingCartEntry, key: string): CartLead => ({ lead: { offerId: entry.address } as unknown as LeadSubmission, idempotencyKey: key });
export const SENT_ANSWER: LeadCreateAnswer = { id: '3f2a9c1e-5b7d-4e21-9a0c-8d6f1b2e4c3a', productLeadIds: ['3f2a9c1e-5b7d-4e21-9a0c-8d6f1b2e4c3b'] };

export const cartInputs: Record<string, ShoppingCartInput> = {
  'shopping-cart-empty': { stored: [] },
  // A cart read from the browser's storage: its entry has no lead (sent by opening the offer, or added again).
  'shopping-cart-stored': { stored: [pulseEntry] },
};

function plan(id: string, input: ShoppingCartInput): ChartPlan {
  return withoutTransientStates(
    planChart({
      id,
      machine: shoppingCartMachine,
      input,
      serializeState: (snap: ShoppingCartSnapshot) =>
        JSON.stringify({
          value: snap.value,
          entries: snap.context.entries.map((e, i) => `${e.title}${snap.context.leads[i] ? '+lead' : ''}`),
          failure: snap.context.failure?.index ?? null,
          sent: snap.context.sent.length,
        }),
      events: (snap: ShoppingCartSnapshot) => {
        const { entries, leads, sent } = snap.context;
        const candidates: ShoppingCartEvent[] = [
          // The lead step adds the configured offer with its lead (the first added twice: its twin is replaced).
          ...(entries.length === 0 && sent.length === 0 ? [{ type: 'cart.add' as const, entry: pulseEntry, lead: leadOf(pulseEntry, 'key-pulse') }] : []),
          ...(entries.length === 1 && leads[0] === null ? [{ type: 'cart.add' as const, entry: pulseEntry, lead: leadOf(pulseEntry, 'key-pulse-again') }] : []),
          ...(entries.length === 1 && leads[0] !== null && sent.length === 0 ? [{ type: 'cart.add' as const, entry: mobiEntry, lead: leadOf(mobiEntry, 'key-mobi') }] : []),
          { type: 'cart.remove', index: 0 },
          { type: 'cart.send', index: 0 },
        ];
        const actorEvents = snap.matches({ filled: 'sending' })
          ? [
              { type: 'xstate.done.actor.sendCartLead', output: SENT_ANSWER },
              { type: 'xstate.error.actor.sendCartLead', error: { status: 503, message: 'Serviço indisponível' } },
            ]
          : [];
        return [...candidates.filter((e) => snap.can(e)), ...actorEvents] as ShoppingCartEvent[];
      },
    }),
  );
}

export const cartPlans: ChartPlan[] = Object.entries(cartInputs).map(([id, input]) => plan(id, input));
