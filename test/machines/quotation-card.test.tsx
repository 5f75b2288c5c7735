/**
 * Generated paths of the quotation card chart, run against the real card
 * view with a fake stock call the test resolves or rejects: the selects and
 * their resets (model change, full reset), the required additionals, the
 * amount's message, the stock texts, and the price once complete.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardPrice, stockDeliveryText, type StockAnswer } from '../../models/quotation/fleet-quotation';
import { quotationLabels } from '../../models/labels/quotation';
import { formatBRL } from '../../models/common/money';
import {
  cardChangedOf,
  quotationCardMachine,
  selectPrice,
  selectPriceNote,
  vehicleOf,
  type QuotationCardChanged,
  type QuotationCardEvent,
} from '../../machines/quotation-card/quotation-card.machine';
import { createActor, fromPromise } from 'xstate';
import { completeCard } from './quotation-set.paths';
import { QuotationCardView } from '../../ui/seller/quotation-card';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { catalogue, discounts, quotationCardPlan } from './quotation-card.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();
const f = quotationLabels.form;
const fq = quotationLabels;

function renderCard() {
  const loadStock = deferredActor<StockAnswer, { dealerCode: string; offerId: string }>();
  const logic = quotationCardMachine.provide({ actors: { loadStock: loadStock.logic }, actions: { reportCard: () => undefined } });
  function Harness() {
    const actor = useActorRef(logic, { input: { id: 'card-1', catalogue, discounts } });
    return <QuotationCardView actor={actor} n={1} />;
  }
  render(<Harness />);
  return { loadStock };
}

const field = (label: string) => screen.getByLabelText<HTMLSelectElement | HTMLInputElement>(label);
const stockBox = () => screen.getByTestId('quotation-stock-1');

/** What every state shows: the fields as the card holds them, and the price once complete. */
function expectCard(snap: any) {
  const c = snap.context.card;
  expect(screen.getByRole('heading', { name: fq.card(1) })).toBeTruthy();
  expect(field(f.dealer).value).toBe(c.dealerCode ?? '');
  expect(field(f.model).value).toBe(c.offerId ?? '');
  expect(field(f.period).value).toBe(c.period === null ? '' : String(c.period));
  expect(field(f.mileage).value).toBe(c.km === null ? '' : String(c.km));
  expect(field(f.colour).value).toBe(c.colorId ?? '');
  expect(field(f.plateEnding).value).toBe(String(c.plateEnding));
  expect(field(f.commission).value).toBe(String(c.commission));
  expect(field(f.insulfilm).disabled).toBe(true);
  // The plate ending is open only when the period offers it.
  expect(field(f.plateEnding).disabled).toBe(c.period === null);
  expect(field(f.insulfilm).value).toBe(c.insulfilm ? 'yes' : 'no');
  expect(field(f.maintenance).value).toBe(c.maintenance ? fq.included : f.notIncluded);
  expect(field(f.responsible).getAttribute('placeholder')).toBe(fq.responsiblePlaceholder);
  if (c.offerId === null) expect((field(f.model) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(fq.selectPlaceholder);
  expect(screen.queryByText(quotationLabels.amountInvalid) !== null).toBe(c.amount < 1);
  const vehicle = vehicleOf(catalogue, c.offerId);
  const price = vehicle ? cardPrice(vehicle, c, discounts) : null;
  const noPrice = c.amount < 1 ? f.priceNeedsAmount(1, 15) : f.priceUnavailable;
  expect(screen.getByTestId('quotation-price-1').textContent).toBe(price ? `${f.monthly}${formatBRL(price.monthly)}` : noPrice);
}

const assertions = {
  idle: async (snap: any) => {
    await waitFor(() => expectCard(snap));
    expect(stockBox().textContent).toBe('');
  },
  loadingStock: async (snap: any) => {
    await waitFor(() => expect(stockBox().textContent).toBe(f.stockLoading));
    expectCard(snap);
  },
  stockReady: async (snap: any) => {
    const stock = snap.context.stock as StockAnswer;
    const text = stock.available === 0 ? fq.noVehicle : `${f.stock}: ${f.stockAvailable(stock.available)} · ${stockDeliveryText(stock.delivery)}`;
    await waitFor(() => expect(stockBox().textContent).toBe(text));
    expectCard(snap);
  },
  stockFailed: async (snap: any) => {
    await waitFor(() => expect(within(stockBox()).getByText(new RegExp(fq.stockLoadFailed))).toBeTruthy());
    expect((screen.getByRole<HTMLButtonElement>('button', { name: f.retryStock })).disabled).toBe(false);
    expectCard(snap);
  },
};

function executors(h: ReturnType<typeof renderCard>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadStock': async (step) => {
      const call = await h.loadStock.latest();
      expect(call.input).toEqual({ dealerCode: step.state.context.card.dealerCode, offerId: step.state.context.card.offerId });
      call.resolve(step.event.output);
    },
    'xstate.error.actor.loadStock': async (step) => (await h.loadStock.latest()).reject(step.event.error),
    'quotation.chooseDealer': async (step) => user.selectOptions(field(f.dealer), step.event.dealerCode ?? ''),
    'quotation.chooseModel': async (step) => user.selectOptions(field(f.model), step.event.offerId ?? ''),
    'quotation.choosePeriod': async (step) => user.selectOptions(field(f.period), String(step.event.period)),
    'quotation.chooseMileage': async (step) => user.selectOptions(field(f.mileage), String(step.event.km)),
    'quotation.chooseColour': async (step) => user.selectOptions(field(f.colour), step.event.colorId),
    'quotation.setAmount': async (step) => {
      await user.clear(field(f.amount));
      await user.type(field(f.amount), step.event.text);
    },
    'quotation.choosePlate': async (step) => user.selectOptions(field(f.plateEnding), String(step.event.ending)),
    'quotation.chooseCommission': async (step) => user.selectOptions(field(f.commission), String(step.event.percentage)),
    'quotation.setResponsible': async (step) => {
      await user.clear(field(f.responsible));
      await user.type(field(f.responsible), step.event.name);
    },
    'quotation.reset': async () => user.click(screen.getByRole('button', { name: f.resetCard })),
    'quotation.retryStock': async () => user.click(screen.getByRole('button', { name: f.retryStock })),
  } satisfies Record<QuotationCardEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.loadStock`, Executor>;
}

describe('quotation card chart: generated paths against the card', () => {
  beforeAll(() => resetExercised(quotationCardPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(quotationCardPlan, Object.keys(assertions))).toEqual({ missing: [], unknown: [] });
    const reached = reachedStates(quotationCardPlan);
    expect(quotationCardPlan.states.filter((s) => !reached.has(s))).toEqual([]);
    expect(unfiredTransitions(quotationCardMachine, [quotationCardPlan])).toEqual([]);
  });

  it.each(quotationCardPlan.runs.map((tr) => [tr.name, tr] as const))('%s', { timeout: 30_000 }, async (_key, transition) => {
    const h = renderCard();
    await quotationCardPlan.model.testPath(transition.path, { states: assertions, events: executors(h) });
    recordExercised(quotationCardPlan.id, transition.keys);
  });
});

describe('a card whose dealer has none of the model', () => {
  it('shows no price, says why in the price’s place, and tells its set it is out of stock', async () => {
    const reported: QuotationCardChanged[] = [];
    const none: StockAnswer = { dealerCode: '10101', offerId: 'argo', available: 0, delivery: null };
    const actor = createActor(
      quotationCardMachine.provide({ actors: { loadStock: fromPromise(async () => none) }, actions: { reportCard: ({ context }) => void reported.push(cardChangedOf(context)) } }),
      { input: { id: 'card-1', catalogue, discounts, card: { ...completeCard } } },
    ).start();
    await waitFor(() => expect(actor.getSnapshot().matches('stockReady')).toBe(true));
    expect(selectPrice(actor.getSnapshot())).toBeNull();
    expect(selectPriceNote(actor.getSnapshot())).toBe(quotationLabels.noVehicleToQuote);
    expect(reported.at(-1)).toMatchObject({ id: 'card-1', outOfStock: true });
    actor.stop();
  });

  it('lists colours as people read them, not in capitals', () => {
    const shouting = { ...catalogue, vehicles: catalogue.vehicles.map((v) => ({ ...v, colors: v.colors.map((c) => ({ ...c, name: c.name.toUpperCase() })) })) };
    const actor = createActor(quotationCardMachine, { input: { id: 'card-1', catalogue: shouting, discounts, card: { ...completeCard, colorId: null } } }).start();
    render(<QuotationCardView actor={actor} n={1} />);
    const colour = screen.getByLabelText(quotationLabels.form.colour);
    expect(within(colour).getAllByRole('option').map((o) => o.textContent)).toContain('Branco Banchisa');
    actor.stop();
  });
});
