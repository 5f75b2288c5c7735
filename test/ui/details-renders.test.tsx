/**
 * The details page draws again only what a change touches: each part of the
 * page counts its renders (a wrapper around the real component), and a new
 * period, colour or optional must leave the parts it does not concern alone
 * (the picture, the colour picker, the terms, the FAQ, the share button, the
 * coupon field …) while the summary and what depends on the change follow it.
 */
import '../support/radix-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { OfferWithMvs } from '../../models/showcase/api';
import { titleCase } from '../../models/common/title-case';
import { defaultDetailsLabels, detailsLabels } from '../../models/labels/details';
import { additionalsForPeriod, coloursForPeriod, detailsContractCost, detailsPrice, initialConfiguration, optionalsForPeriod, periodsOf, sameItems, withPeriod } from '../../models/pricing/offer-details';
import { formatBRL } from '../../models/common/money';
import { detailsModalMachine } from '../../machines/details-modal/details-modal.machine';
import { faqModalMachine } from '../../machines/details-modal/faq-modal.machine';
import { shareMachine } from '../../machines/details-modal/share.machine';
import { termsMachine } from '../../machines/details-modal/terms.machine';
import type * as ContextModule from '../../machines/offer-details/offer-details.context';
import type * as MachineModule from '../../machines/offer-details/offer-details.machine';
import type * as ViewModule from '../../ui/details/offer-details-view';
import { detailsOffer } from '../machines/offer-details.paths';
import { fakeLeadStepActors, quietDetailsApp } from '../support/details-lead-step';
import { quiet } from '../support/quiet-effects';

const counts = vi.hoisted(() => new Map<string, number>());

/** Wraps each named export of a module with a component that counts its renders. */
async function counting(load: () => Promise<unknown>, names: string[]): Promise<Record<string, unknown>> {
  const actual = (await load()) as Record<string, unknown>;
  const wrapped: Record<string, unknown> = { ...actual };
  for (const name of names) {
    // Called as a function, the part's own hooks are the wrapper's: a render its own chart causes is counted too.
    const render = actual[name] as (props: object) => ReactNode;
    wrapped[name] = (props: object) => {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return render(props);
    };
  }
  return wrapped;
}

vi.mock('../../ui/vehicle/vehicle-picture', (load) => counting(load, ['VehiclePicture']));
vi.mock('../../ui/details/colour-picker', (load) => counting(load, ['ColourPicker']));
vi.mock('../../ui/details/configuration', (load) => counting(load, ['PlanTiles', 'OptionalsSection', 'AdditionalsSection']));
vi.mock('../../ui/details/summary-panel', (load) => counting(load, ['SummaryPanel']));
vi.mock('../../ui/details/plan-comparison', (load) => counting(load, ['PlanComparison']));
vi.mock('../../ui/details/initial-payment-field', (load) => counting(load, ['InitialPaymentField']));
vi.mock('../../ui/details/terms-tabs', (load) => counting(load, ['TermsTabs']));
vi.mock('../../ui/details/faq-modal', (load) => counting(load, ['FaqPanel']));
vi.mock('../../ui/details/share-control', (load) => counting(load, ['ShareControl']));
vi.mock('../../ui/lead/coupon-field', (load) => counting(load, ['CouponField']));
vi.mock('../../ui/details/contract-cost', (load) => counting(load, ['ContractCostPanel']));

type Part =
  | 'VehiclePicture'
  | 'ColourPicker'
  | 'PlanTiles'
  | 'OptionalsSection'
  | 'AdditionalsSection'
  | 'SummaryPanel'
  | 'PlanComparison'
  | 'InitialPaymentField'
  | 'TermsTabs'
  | 'FaqPanel'
  | 'ShareControl'
  | 'CouponField'
  | 'ContractCostPanel';
const PARTS: Part[] = [
  'VehiclePicture',
  'ColourPicker',
  'PlanTiles',
  'OptionalsSection',
  'AdditionalsSection',
  'SummaryPanel',
  'PlanComparison',
  'InitialPaymentField',
  'TermsTabs',
  'FaqPanel',
  'ShareControl',
  'CouponField',
  'ContractCostPanel',
];

const never = <T,>() => new Promise<T>(() => undefined);
const user = userEvent.setup();
let modules: { view: typeof ViewModule; context: typeof ContextModule; machine: typeof MachineModule };

beforeAll(async () => {
  // The view and its parts are loaded afresh, so they import the counting parts (the worker shares its modules between files).
  vi.resetModules();
  modules = {
    view: await import('../../ui/details/offer-details-view'),
    context: await import('../../machines/offer-details/offer-details.context'),
    machine: await import('../../machines/offer-details/offer-details.machine'),
  };
});

afterAll(() => {
  vi.resetModules();
});

async function renderDetails() {
  const { OfferDetailsView, DetailsLogicContext } = modules.view;
  const logic = modules.machine.offerDetailsMachine.provide({
    actors: {
      loadOffer: fromPromise<OfferWithMvs, string>(async () => detailsOffer),
      ...fakeLeadStepActors().actors,
    },
    actions: quietDetailsApp,
  });
  const companions = {
    modal: detailsModalMachine.provide({ actors: { loadDetails: fromPromise(() => never()) }, actions: quiet('announceOpen', 'announceClose') }),
    faq: faqModalMachine.provide({ actors: { loadFaq: fromPromise(() => never()) }, actions: quiet('announceOpen', 'announceClose') }),
    terms: termsMachine.provide({ actors: { loadItems: fromPromise(() => never()) } }),
    share: shareMachine.provide({ actors: { nativeShare: fromPromise(() => never()), copyLink: fromPromise(() => never()) }, actions: quiet('openMessage', 'logShareFailure', 'trackShare') }),
    faqPath: '/content/flua/faq',
  };
  render(
    <modules.context.OfferDetailsContext.Provider logic={logic} options={{ input: { offerId: detailsOffer.id } }}>
      <DetailsLogicContext.Provider value={companions}>
        <OfferDetailsView labels={defaultDetailsLabels} />
      </DetailsLogicContext.Provider>
    </modules.context.OfferDetailsContext.Provider>,
  );
  await screen.findByTestId('summary');
  // Let the children's first answers (bounds, coupon) settle before counting.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

function snapshotCounts(): Record<Part, number> {
  return Object.fromEntries(PARTS.map((p) => [p, counts.get(p) ?? 0])) as Record<Part, number>;
}

/** The parts that drew again since `before`. */
function redrawn(before: Record<Part, number>): Part[] {
  const now = snapshotCounts();
  return PARTS.filter((p) => now[p] !== before[p]);
}

async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

describe('details page: a change draws again only what it touches', () => {
  const start = initialConfiguration(detailsOffer);
  const otherPeriod = periodsOf(detailsOffer).find((p) => p !== start.period)!;

  it('a new period: the plans, the entrada, the comparison and the summary; not the picture, terms, FAQ, share or coupon', async () => {
    await renderDetails();
    for (const p of PARTS) expect(counts.get(p) ?? 0, p).toBeGreaterThan(0);
    const before = snapshotCounts();
    await user.click(screen.getByRole('radio', { name: `${otherPeriod} ${defaultDetailsLabels.offerCard.months}` }));
    const summary = within(screen.getByTestId('summary'));
    await waitFor(() => expect(summary.getByTestId('summary-period').textContent).toBe(detailsLabels.summary.months(otherPeriod)));
    await settle();
    const parts = redrawn(before);
    // What the new period changes draws again …
    for (const p of ['PlanTiles', 'SummaryPanel', 'PlanComparison', 'InitialPaymentField', 'ContractCostPanel'] as const) expect(parts, p).toContain(p);
    // The full cost and the excess km follow the new plan (models/ figures).
    const config = withPeriod(detailsOffer, start, otherPeriod);
    const cost = detailsContractCost(detailsOffer, config, detailsPrice(detailsOffer, config));
    expect(summary.getByTestId('full-cost').textContent).toBe(formatBRL(cost.fullCost));
    expect(summary.getByTestId('overrun-25-cost').textContent).toBe(formatBRL(cost.overruns[1]!.cost));
    // … and what it does not concern stays as it was.
    for (const p of ['VehiclePicture', 'TermsTabs', 'FaqPanel', 'ShareControl', 'CouponField'] as const) expect(parts, p).not.toContain(p);
    // Lists the period leaves alike stay as they were (the demo offer sells the same colours, optionals and additionals in both).
    expect(sameItems(coloursForPeriod(detailsOffer, start.period), coloursForPeriod(detailsOffer, otherPeriod))).toBe(!parts.includes('ColourPicker'));
    expect(sameItems(optionalsForPeriod(detailsOffer, start.period), optionalsForPeriod(detailsOffer, otherPeriod))).toBe(!parts.includes('OptionalsSection'));
    expect(sameItems(additionalsForPeriod(detailsOffer, start.period), additionalsForPeriod(detailsOffer, otherPeriod))).toBe(!parts.includes('AdditionalsSection'));
    // A period change draws the summary once, not once per child chart that heard of it.
    expect(snapshotCounts().SummaryPanel - before.SummaryPanel).toBeLessThanOrEqual(2);
  });

  it('a new colour: the picture, the colour picker and the summary; not the plans, optionals, additionals, terms or FAQ', async () => {
    await renderDetails();
    const other = coloursForPeriod(detailsOffer, start.period).find((c) => c.colorId !== start.colorId)!;
    const before = snapshotCounts();
    await user.click(screen.getByRole('radio', { name: titleCase(other.name) }));
    await waitFor(() => expect(within(screen.getByTestId('summary')).getByTestId('summary-colour').textContent).toContain(titleCase(other.name)));
    await settle();
    const parts = redrawn(before);
    for (const p of ['VehiclePicture', 'ColourPicker', 'SummaryPanel'] as const) expect(parts, p).toContain(p);
    // The cost part draws again only when the colour changes a figure of it.
    const startColour = detailsOffer.colors.find((c) => c.colorId === start.colorId)!;
    expect(parts.includes('ContractCostPanel')).toBe(startColour.value !== other.value);
    for (const p of ['PlanTiles', 'OptionalsSection', 'AdditionalsSection', 'TermsTabs', 'FaqPanel', 'ShareControl', 'CouponField'] as const) expect(parts, p).not.toContain(p);
  });

  it('a new optional: the optionals and the summary; not the picture, colours, plans or additionals', async () => {
    await renderDetails();
    const optional = optionalsForPeriod(detailsOffer, start.period).find((o) => o.optionalId !== start.optionalId)!;
    const before = snapshotCounts();
    await user.click(screen.getByRole('radio', { name: optional.name }));
    await waitFor(() => expect(within(screen.getByTestId('summary')).getByTestId('summary-optional').textContent).toContain(optional.name));
    await settle();
    const parts = redrawn(before);
    for (const p of ['OptionalsSection', 'SummaryPanel'] as const) expect(parts, p).toContain(p);
    for (const p of ['VehiclePicture', 'ColourPicker', 'PlanTiles', 'AdditionalsSection', 'TermsTabs', 'FaqPanel', 'ShareControl', 'CouponField'] as const) expect(parts, p).not.toContain(p);
  });
});
