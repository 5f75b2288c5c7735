/**
 * Generated paths of the details page's smaller charts against their views:
 * colour picker, initial payment (ENTRADA), details modal, FAQ modal, terms
 * tabs and share. The parent chart's `configuration.changed` is sent to the
 * actor the way the parent does.
 */
import '../support/radix-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useMemo } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { titleCase } from '../../models/common/title-case';
import { defaultDetailsLabels, detailsLabels } from '../../models/labels/details';
import { labels } from '../../models/labels/spec';
import { formatBRL, formatDecimal } from '../../models/common/money';
import { colourGroupOf, initialConfiguration } from '../../models/pricing/offer-details';
import { type FeaturedItem } from '../../models/content/details-content';
import { searchFaq, type FaqEntry } from '../../models/content/faq';
import { financing } from '../../models/pricing/pricing';
import { colourPickerMachine, type ColourPickerActorRef } from '../../machines/colour-picker/colour-picker.machine';
import { DetailsModalContext, FaqModalContext, ShareContext, TermsContext, useDetailsModalEvents } from '../../machines/details-modal/details-modal.context';
import { detailsModalMachine, type DetailsTarget, type ModalContent } from '../../machines/details-modal/details-modal.machine';
import { faqModalMachine } from '../../machines/details-modal/faq-modal.machine';
import { initialPaymentMachine, type InitialPaymentActorRef } from '../../machines/initial-payment/initial-payment.machine';
import { shareMachine } from '../../machines/details-modal/share.machine';
import { termsMachine } from '../../machines/details-modal/terms.machine';
import { ColourPicker } from '../../ui/details/colour-picker';
import { OptionalsSection } from '../../ui/details/configuration';
import { DetailsModal } from '../../ui/details/details-modal';
import { FaqPanel } from '../../ui/details/faq-modal';
import { InitialPaymentField } from '../../ui/details/initial-payment-field';
import { ShareControl } from '../../ui/details/share-control';
import { ToastHost } from '../../ui/layout/toasts';
import { TermsTabs } from '../../ui/details/terms-tabs';
import { checkAssertions, recordExercised, reachedStates, resetExercised, type ChartPlan } from '../support/chart-paths';
import {
  colourPickerDisabledPlan,
  colourPickerPlan,
  detailsModalPlan,
  detailsOffer,
  faqModalPlan,
  initialPaymentPlan,
  paymentBounds,
  sharePlan,
  termsPlan,
} from './offer-details.paths';
import { quiet } from '../support/quiet-effects';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();

function expectFullCoverage(plan: ChartPlan, assertions: object) {
  expect(checkAssertions(plan, Object.keys(assertions))).toEqual({ missing: [], unknown: [] });
  const reached = reachedStates(plan);
  expect(plan.states.filter((s) => !reached.has(s))).toEqual([]);
}

function deferred<T, I>() {
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void; input: I }[] = [];
  const logic = fromPromise<T, I>(({ input }) => new Promise((resolve, reject) => pending.push({ resolve, reject, input })));
  const latest = async () => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    return pending.shift()!;
  };
  return { logic, latest };
}

// ───────────────────────────── colour picker ─────────────────────────────

describe('colour picker chart: generated paths against its view', () => {
  const colourAssertions = {
    enabled: async (snap: any) => {
      const group = await screen.findByTestId('colour-picker');
      await waitFor(() => expect(group.getAttribute('data-enabled')).toBe('true'));
      const radios = within(group).getAllByRole<HTMLButtonElement>('radio');
      expect(radios).toHaveLength(snap.context.colours.length);
      expect(radios.every((r) => !r.disabled)).toBe(true);
      const selected = snap.context.colours.find((c: any) => c.colorId === snap.context.selectedId);
      expect(within(group).getByRole('radio', { name: titleCase(selected.name) }).getAttribute('aria-checked')).toBe('true');
      expect(within(group).getByTestId('colour-name').textContent).toContain(titleCase(selected.name));
      expect(within(group).getByTestId('colour-name').textContent).toContain(
        { solid: labels.colours.solid, metallic: labels.colours.metallic, pearly: labels.colours.pearly }[colourGroupOf(selected.category)],
      );
      if (selected.value > 0) expect(within(group).getByTestId('colour-name').textContent).toContain(formatBRL(selected.value));
    },
    disabled: async (snap: any) => {
      const group = await screen.findByTestId('colour-picker');
      await waitFor(() => expect(group.getAttribute('data-enabled')).toBe('false'));
      const radios = within(group).getAllByRole<HTMLButtonElement>('radio');
      expect(radios).toHaveLength(snap.context.colours.length);
      expect(radios.every((r) => r.disabled)).toBe(true);
      expect(within(group).getByText(detailsLabels.colours.disabled)).toBeTruthy();
    },
  };

  for (const plan of [colourPickerPlan, colourPickerDisabledPlan]) {
    describe(plan.id, () => {
      beforeAll(() => resetExercised(plan.id));
      it('has an assertion for every state, and reaches every state', () => expectFullCoverage(plan, colourAssertions));
      it.each(plan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
        const reported = vi.fn();
        const input = transition.path.steps[0]!.state.context;
        const actor = createActor(colourPickerMachine.provide({ actions: { reportColour: ({ context }) => reported(context.selectedId) } }), {
          input: { colours: input.colours, selectedId: input.selectedId, enabled: input.startsEnabled },
        }).start() as ColourPickerActorRef;
        render(<ColourPicker actorRef={actor} labels={defaultDetailsLabels} />);
        const send = (e: any) => act(() => actor.send(e));
        const events = {
          'xstate.init': () => undefined,
          'colour.select': async (step) => {
            const c = step.state.context.colours.find((x: any) => x.colorId === step.event.colorId);
            await user.click(screen.getByRole('radio', { name: titleCase(c.name) }));
            expect(reported).toHaveBeenLastCalledWith(step.event.colorId);
          },
          'configuration.changed': (step) => send(step.event),
          'colourPicker.enable': (step) => send(step.event),
          'colourPicker.disable': (step) => send(step.event),
        } satisfies Record<string, Executor>;
        await plan.model.testPath(transition.path, { states: colourAssertions, events });
        recordExercised(plan.id, transition.keys);
        actor.stop();
      });
    });
  }
});

// ───────────────────────────── initial payment ─────────────────────────────

describe('initial payment chart: generated paths against the ENTRADA field', () => {
  beforeAll(() => resetExercised(initialPaymentPlan.id));
  const fin = financing(2_078_90 * 1, 600_000, 24, 1.49);
  const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: detailsLabels.initialPayment.inputLabel });
  const bounds = (snap: any) => snap.context.bounds;

  /** A typed amount past the maximum was refused: the red maximum says so and what was kept; otherwise no alert. */
  const refusalOrNone = async (snap: any) => {
    if (!snap.context.refusedAboveMaximum) return expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${labels.offerDetails.initialPaymentMaximum}: ${formatBRL(bounds(snap).max)}. A entrada continua em ${formatBRL(snap.context.amount)}.`,
      ),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByTestId('entrada-maximum').getAttribute('data-alert')).toBe('true');
  };

  const paymentAssertions = {
    zero: async (snap: any) => {
      await waitFor(() => expect(input().value).toBe('0,00'));
      await refusalOrNone(snap);
      expect(screen.getByTestId('entrada-minimum').textContent).toBe(detailsLabels.initialPayment.minimum(formatBRL(bounds(snap).min)));
      if (!snap.context.refusedAboveMaximum) expect(screen.getByTestId('entrada-maximum').getAttribute('data-alert')).toBe('false');
    },
    valid: async (snap: any) => {
      await waitFor(() => expect(input().value).toBe(formatDecimal(snap.context.amount)));
      await refusalOrNone(snap);
      expect(within(screen.getByTestId('entrada-financing')).getByText(formatBRL(fin.discount), { normalizer: (t) => t })).toBeTruthy();
      expect(input().getAttribute('aria-invalid')).toBe('false');
    },
    belowMinimum: async (snap: any) => {
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`${labels.offerDetails.initialPaymentMinimum}: ${formatBRL(bounds(snap).min)}`));
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getByTestId('entrada-minimum').getAttribute('data-alert')).toBe('true');
      expect(input().value).toBe(formatDecimal(snap.context.amount));
      expect(input().getAttribute('aria-invalid')).toBe('true');
    },
    aboveMaximum: async (snap: any) => {
      // One message: the red maximum says it and that the value was reset.
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(`${labels.offerDetails.initialPaymentMaximum}: ${formatBRL(bounds(snap).max)}. A entrada voltou para ${formatBRL(0)}.`),
      );
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getByTestId('entrada-maximum').textContent).toBe(detailsLabels.initialPayment.maximumReset(formatBRL(bounds(snap).max), formatBRL(0)));
      expect(screen.getByTestId('entrada-maximum').getAttribute('data-alert')).toBe('true');
      expect(input().value).toBe('0,00');
    },
  };

  it('has an assertion for every state, and reaches every state', () => expectFullCoverage(initialPaymentPlan, paymentAssertions));

  it.each(initialPaymentPlan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const reported = vi.fn();
    const actor = createActor(
      initialPaymentMachine.provide({
        actions: {
          reportChange: ({ context }) => reported(context.amount),
          reportAboveMaximum: ({ context }) => reported(context.amount),
        },
      }),
      { input: { amount: 0, bounds: paymentBounds } },
    ).start() as InitialPaymentActorRef;
    render(<InitialPaymentField actorRef={actor} labels={defaultDetailsLabels} financing={fin} />);
    const events = {
      'xstate.init': () => undefined,
      'initialPayment.change': (step) => {
        fireEvent.change(input(), { target: { value: String(step.event.amount) } });
        expect(reported).toHaveBeenLastCalledWith(step.state.context.amount);
        // A refused amount leaves the field showing the amount kept.
        expect(input().value).toBe(formatDecimal(step.state.context.amount));
      },
      'configuration.changed': (step) => act(() => actor.send(step.event)),
    } satisfies Record<string, Executor>;
    await initialPaymentPlan.model.testPath(transition.path, { states: paymentAssertions, events });
    recordExercised(initialPaymentPlan.id, transition.keys);
    actor.stop();
  });

  it('accepts only non-negative keys and clamps to 2^53 − 1', () => {
    const actor = createActor(initialPaymentMachine.provide({ actions: { reportChange: () => undefined, reportAboveMaximum: () => undefined } }), {
      input: { amount: 0, bounds: { min: 0, max: Number.MAX_SAFE_INTEGER } },
    }).start() as InitialPaymentActorRef;
    render(<InitialPaymentField actorRef={actor} labels={defaultDetailsLabels} financing={fin} />);
    expect(fireEvent.keyDown(input(), { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: '7' })).toBe(true);
    fireEvent.change(input(), { target: { value: '-123' } });
    expect(actor.getSnapshot().context.amount).toBe(123);
    fireEvent.change(input(), { target: { value: '99999999999999999999999' } });
    expect(actor.getSnapshot().context.amount).toBe(Number.MAX_SAFE_INTEGER);
    actor.stop();
  });
});

// ───────────────────────────── details modal ─────────────────────────────

function ModalHarness() {
  const events = useDetailsModalEvents();
  const config = useMemo(() => initialConfiguration(detailsOffer), []);
  return (
    <>
      <OptionalsSection offer={detailsOffer} config={config} labels={defaultDetailsLabels} conflict={false} onSelect={() => undefined} onInfo={events.open} />
      <DetailsModal labels={defaultDetailsLabels} />
    </>
  );
}

describe('details modal chart: generated paths against the info modal', () => {
  beforeAll(() => resetExercised(detailsModalPlan.id));
  const optionalName = detailsOffer.optionals.find((o) => o.code === 'PACK-TECH')!.name;
  const modalAssertions = {
    closed: async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    'open.loading': async () => {
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('status').textContent).toBe(detailsLabels.modal.loading);
    },
    'open.shown': async (snap: any) => {
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByRole('heading').textContent).toBe(snap.context.content.title));
      expect(within(dialog).getByText('indução').tagName).toBe('STRONG');
    },
    'open.failed': async () => {
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(labels.offerDetails.optionalDetailsFailed));
    },
  };
  it('has an assertion for every state, and reaches every state', () => expectFullCoverage(detailsModalPlan, modalAssertions));

  it.each(detailsModalPlan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const loader = deferred<ModalContent | null, DetailsTarget>();
    const announced: string[] = [];
    const logic = detailsModalMachine.provide({
      actors: { loadDetails: loader.logic },
      actions: { announceOpen: () => announced.push('open-modal'), announceClose: () => announced.push('close-modal') },
    });
    render(
      <DetailsModalContext.Provider logic={logic}>
        <ModalHarness />
      </DetailsModalContext.Provider>,
    );
    const events = {
      'xstate.init': () => undefined,
      'modal.open': async () => {
        await user.click(screen.getByRole('button', { name: detailsLabels.optionals.details(optionalName) }));
        const call = await loader.latest();
        expect(call.input).toMatchObject({ kind: 'optional', code: 'PACK-TECH', modelCode: detailsOffer.modelCode, brand: 'fiat' });
        loader.latest = async () => call;
        expect(announced.at(-1)).toBe('open-modal');
      },
      'modal.close': async () => {
        await user.click(screen.getByRole('button', { name: detailsLabels.modal.close }));
        expect(announced.at(-1)).toBe('close-modal');
      },
      'xstate.done.actor.loadDetails': async (step) => (await loader.latest()).resolve(step.event.output),
      'xstate.error.actor.loadDetails': async () => (await loader.latest()).reject(new Error('404')),
    } satisfies Record<string, Executor>;
    await detailsModalPlan.model.testPath(transition.path, { states: modalAssertions, events });
    recordExercised(detailsModalPlan.id, transition.keys);
  });

  it("an additional's failure shows the additional's message", async () => {
    const logic = detailsModalMachine.provide({ actors: { loadDetails: fromPromise<ModalContent | null, DetailsTarget>(async () => null) }, actions: quiet('announceOpen', 'announceClose') });
    let open: ((t: DetailsTarget) => void) | undefined;
    function Opener() {
      const events = useDetailsModalEvents();
      useEffect(() => {
        open = events.open;
      }, [events]);
      return <DetailsModal labels={defaultDetailsLabels} />;
    }
    render(
      <DetailsModalContext.Provider logic={logic}>
        <Opener />
      </DetailsModalContext.Provider>,
    );
    act(() => open!({ kind: 'additional', mvsCode: detailsOffer.mvs, id: '9', name: 'Nada' }));
    expect((await screen.findByRole('alert')).textContent).toBe(labels.offerDetails.additionalDetailsFailed);
  });
});

// ───────────────────────────── FAQ modal ─────────────────────────────

describe('FAQ modal chart: generated paths against the FAQ panel', () => {
  beforeAll(() => resetExercised(faqModalPlan.id));
  const faqAssertions = {
    closed: async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('button', { name: labels.offerDetails.faqTitle })).toBeTruthy();
    },
    'open.loading': async () => {
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('heading', { name: labels.offerDetails.faqTitle })).toBeTruthy();
      expect(within(dialog).getByRole('status').textContent).toBe(detailsLabels.modal.loading);
    },
    'open.shown': async (snap: any) => {
      const dialog = await screen.findByRole('dialog');
      const search = within(dialog).getByPlaceholderText<HTMLInputElement>(labels.offerDetails.faqSearchPlaceholder);
      await waitFor(() => expect(search.value).toBe(snap.context.term));
      const expected = searchFaq(snap.context.entries as FaqEntry[], snap.context.term);
      await waitFor(() => expect(within(dialog).queryAllByTestId('faq-entry')).toHaveLength(expected.length));
      expected.forEach((e, i) => expect(within(dialog).getAllByTestId('faq-entry')[i]!.querySelector('h3')!.textContent).toBe(e.question));
    },
    'open.failed': async () => {
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(detailsLabels.faq.failed));
    },
  };
  it('has an assertion for every state, and reaches every state', () => expectFullCoverage(faqModalPlan, faqAssertions));

  it.each(faqModalPlan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const loader = deferred<FaqEntry[], string>();
    render(
      <FaqModalContext.Provider logic={faqModalMachine.provide({ actors: { loadFaq: loader.logic }, actions: quiet('announceOpen', 'announceClose') })} options={{ input: { faqPath: '/content/flua/faq' } }}>
        <FaqPanel labels={defaultDetailsLabels} />
      </FaqModalContext.Provider>,
    );
    const events = {
      'xstate.init': () => undefined,
      'faq.open': () => user.click(screen.getByRole('button', { name: labels.offerDetails.faqTitle })),
      'faq.close': () => user.click(screen.getByRole('button', { name: detailsLabels.modal.close })),
      'faq.search': (step) => {
        fireEvent.change(screen.getByPlaceholderText(labels.offerDetails.faqSearchPlaceholder), { target: { value: step.event.term } });
      },
      'xstate.done.actor.loadFaq': async (step) => {
        const call = await loader.latest();
        expect(call.input).toBe('/content/flua/faq');
        call.resolve(step.event.output);
      },
      'xstate.error.actor.loadFaq': async () => (await loader.latest()).reject(new Error('404')),
    } satisfies Record<string, Executor>;
    await faqModalPlan.model.testPath(transition.path, { states: faqAssertions, events });
    recordExercised(faqModalPlan.id, transition.keys);
  });
});

// ───────────────────────────── terms ─────────────────────────────

describe('terms chart: generated paths against the tabs', () => {
  beforeAll(() => resetExercised(termsPlan.id));
  const panel = () => screen.queryByRole('tabpanel');
  const termsAssertions = {
    closed: async () => {
      await waitFor(() => expect(panel()).toBeNull());
      expect(screen.getAllByRole('tab').every((t) => t.getAttribute('aria-selected') === 'false')).toBe(true);
    },
    'standardItems.loading': async () => {
      await waitFor(() => expect(within(panel()!).getByRole('status').textContent).toBe(detailsLabels.modal.loading));
      expect(screen.getByRole('tab', { name: labels.offerDetails.standardItems }).getAttribute('aria-selected')).toBe('true');
    },
    'standardItems.shown': async (snap: any) => {
      await waitFor(() => expect(within(panel()!).getAllByRole('listitem')).toHaveLength(snap.context.items.length));
      (snap.context.items as FeaturedItem[]).forEach((item) => expect(within(panel()!).getByText(item.name)).toBeTruthy());
    },
    'standardItems.failed': async () => {
      await waitFor(() => expect(within(panel()!).getByRole('alert').textContent).toBe(detailsLabels.terms.itemsFailed));
    },
    generalConditions: async () => {
      await waitFor(() => expect(within(panel()!).getByText(detailsLabels.terms.generalConditions)).toBeTruthy());
      expect(within(panel()!).getByText(detailsOffer.disclaimer)).toBeTruthy();
      expect(screen.getByRole('tab', { name: labels.offerDetails.generalConditions }).getAttribute('aria-selected')).toBe('true');
    },
  };
  it('has an assertion for every state, and reaches every state', () => expectFullCoverage(termsPlan, termsAssertions));

  it.each(termsPlan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const loader = deferred<FeaturedItem[], { mvsCode: string; year: number }>();
    render(
      <TermsContext.Provider logic={termsMachine.provide({ actors: { loadItems: loader.logic } })} options={{ input: { mvsCode: detailsOffer.mvs, year: detailsOffer.modelYear } }}>
        <TermsTabs labels={defaultDetailsLabels} disclaimer={detailsOffer.disclaimer} />
      </TermsContext.Provider>,
    );
    const events = {
      'xstate.init': () => undefined,
      'terms.toggle': (step) =>
        user.click(screen.getByRole('tab', { name: step.event.tab === 'standardItems' ? labels.offerDetails.standardItems : labels.offerDetails.generalConditions })),
      'xstate.done.actor.loadItems': async (step) => {
        const call = await loader.latest();
        expect(call.input).toEqual({ mvsCode: detailsOffer.mvs, year: detailsOffer.modelYear });
        call.resolve(step.event.output);
      },
      'xstate.error.actor.loadItems': async () => (await loader.latest()).reject(new Error('404')),
    } satisfies Record<string, Executor>;
    await termsPlan.model.testPath(transition.path, { states: termsAssertions, events });
    recordExercised(termsPlan.id, transition.keys);
  });
});

// ───────────────────────────── share ─────────────────────────────

describe('share chart: generated paths against the share control', () => {
  beforeAll(() => resetExercised(sharePlan.id));
  const shareBox = () => screen.getByTestId('share');
  const shareAssertions = {
    idle: async () => {
      await waitFor(() => expect(shareBox().getAttribute('data-status')).toBe('idle'));
      expect(screen.getByRole('button', { name: detailsLabels.share.button }).getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByText(labels.offerDetails.linkCopied)).toBeNull();
    },
    sharingNatively: async () => {
      await waitFor(() => expect(shareBox().getAttribute('data-status')).toBe('sharingNatively'));
      expect(screen.queryByRole('button', { name: labels.offerDetails.copyUrl })).toBeNull();
    },
    menuOpen: async () => {
      await waitFor(() => expect(screen.getByRole('button', { name: detailsLabels.share.button }).getAttribute('aria-expanded')).toBe('true'));
      const menu = screen.getByRole('menu', { name: detailsLabels.share.button });
      // 'Enviar como mensagem' says where it goes.
      expect(within(menu).getByRole('menuitem', { name: `${labels.offerDetails.shareAsMessage} ${detailsLabels.share.viaWhatsapp}` })).toBeTruthy();
      expect(within(menu).getByRole('menuitem', { name: labels.offerDetails.copyUrl })).toBeTruthy();
    },
    copying: async () => {
      await waitFor(() => expect(shareBox().getAttribute('data-status')).toBe('copying'));
    },
    copied: async () => {
      await waitFor(() => expect(shareBox().getAttribute('data-status')).toBe('copied'));
      expect((await screen.findAllByText(labels.offerDetails.linkCopied)).length).toBeGreaterThan(0);
    },
  };
  it('has an assertion for every state, and reaches every state', () => expectFullCoverage(sharePlan, shareAssertions));

  it.each(sharePlan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const mobile = transition.path.steps.some((s) => (s.event as { mobile?: boolean }).mobile);
    const native = deferred<void, { title: string }>();
    const copy = deferred<void, void>();
    const opened = vi.fn();
    const logic = shareMachine.provide({
      guards: { isMobile: () => mobile },
      actors: { nativeShare: native.logic, copyLink: copy.logic },
      actions: { openMessage: () => opened(), logShareFailure: () => undefined, trackShare: () => undefined },
      // Long enough that a loaded machine still sees the toast before it goes (a 30 ms toast raced the assertion).
      delays: { toast: 1000 },
    });
    render(
      <ToastHost>
        <ShareContext.Provider logic={logic} options={{ input: { title: 'Fiat Mobi Like 2026' } }}>
          <ShareControl labels={defaultDetailsLabels} />
        </ShareContext.Provider>
      </ToastHost>,
    );
    const events = {
      'xstate.init': () => undefined,
      'share.open': () => user.click(screen.getByRole('button', { name: detailsLabels.share.button })),
      // Escape closes the menu (a click outside does too: its own test below).
      'share.close': () => user.keyboard('{Escape}'),
      'share.copy': () => user.click(screen.getByRole('menuitem', { name: labels.offerDetails.copyUrl })),
      'share.message': async () => {
        await user.click(screen.getByRole('menuitem', { name: new RegExp(`^${labels.offerDetails.shareAsMessage}`) }));
        expect(opened).toHaveBeenCalledTimes(1);
      },
      'xstate.done.actor.nativeShare': async () => (await native.latest()).resolve(),
      'xstate.error.actor.nativeShare': async () => (await native.latest()).reject(new Error('AbortError')),
      'xstate.done.actor.copyLink': async () => (await copy.latest()).resolve(),
      'xstate.error.actor.copyLink': async () => (await copy.latest()).reject(new Error('denied')),
      // The toast's named delay (1000 ms, as in the app): the toast goes away by itself.
      'xstate.after.toast.share.copied': () => waitFor(() => expect(shareBox().getAttribute('data-status')).toBe('idle'), { timeout: 5000 }),
    } satisfies Record<string, Executor>;
    await sharePlan.model.testPath(transition.path, { states: shareAssertions, events });
    recordExercised(sharePlan.id, transition.keys);
  });

  it('the menu closes on a click outside it and on its own button', async () => {
    const logic = shareMachine.provide({ guards: { isMobile: () => false }, actions: quiet('openMessage', 'logShareFailure', 'trackShare') });
    render(
      <ToastHost>
        <button type="button">Fora</button>
        <ShareContext.Provider logic={logic} options={{ input: { title: 'Fiat Mobi Like 2026' } }}>
          <ShareControl labels={defaultDetailsLabels} />
        </ShareContext.Provider>
      </ToastHost>,
    );
    const trigger = screen.getByRole('button', { name: detailsLabels.share.button });
    await user.click(trigger);
    await waitFor(() => expect(shareBox().getAttribute('data-status')).toBe('menuOpen'));
    await user.click(screen.getByRole('button', { name: 'Fora' }));
    await waitFor(() => expect(shareBox().getAttribute('data-status')).toBe('idle'));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    await waitFor(() => expect(shareBox().getAttribute('data-status')).toBe('menuOpen'));
    await user.click(trigger);
    await waitFor(() => expect(shareBox().getAttribute('data-status')).toBe('idle'));
  });
});

