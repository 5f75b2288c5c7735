/**
 * Generated paths of the dealer picker chart, run against the real picker
 * with a fake search the test settles: typing (too short, or searched after
 * the wait), the dealers found, none, a failure and its retry, moving with
 * the arrows, choosing (click or Enter), closing with Escape, removing the
 * chosen dealer, and the dealer the offer already names. Then the picker
 * inside the offer editor: the choice becomes the draft's dealer.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDealer } from '../../models/dealer/admin-dealers';
import type { AdminOfferDetail } from '../../models/offer-admin/admin-offers';
import { offerEditorLabels } from '../../models/labels/offer-editor';
import { draftToOffer } from '../../models/offer-admin/offer-draft';
import { dealerPickerMachine, type DealerPickerActorRef, type DealerPickerEvent } from '../../machines/dealer-picker/dealer-picker.machine';
import { OfferEditorLogic } from '../../machines/offer-editor/offer-editor.context';
import { editorDealerPicker, offerEditorMachine, type SaveOfferInput } from '../../machines/offer-editor/offer-editor.machine';
import type { OfferImage } from '../../models/offer/offer';
import { DealerPicker } from '../../ui/admin/dealer-picker';
import { OfferEditor } from '../../ui/admin/offer-editor';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { validOfferDraft } from '../support/offer-draft';
import { DEBOUNCE_EVENT, dealerPickerPlan, foundDealers, offerDealer } from './dealer-picker.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();
const t = offerEditorLabels.dealerPicker;
const LABEL = offerEditorLabels.fields.dealerId;

function renderPicker() {
  const search = deferredActor<AdminDealer[], { text: string }>();
  const reported: string[] = [];
  // A long wait: the test sends the end of the wait itself.
  const logic = dealerPickerMachine.provide({
    actors: { searchDealers: search.logic },
    delays: { debounce: 60_000 },
    actions: { reportDealer: (_, dealerId: string) => void reported.push(dealerId) },
  });
  let actor: DealerPickerActorRef | undefined;
  function Harness() {
    actor = useActorRef(logic);
    return <DealerPicker actorRef={actor} label={LABEL} labels={t} />;
  }
  render(<Harness />);
  return { search, reported, actor: () => actor! };
}

const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: LABEL });
const picker = () => screen.getByTestId('dealer-picker');
const announced = () => screen.getByTestId('dealer-picker-status').textContent;

/** The chosen dealer by name, code and city, with its button; or the line saying there is none. */
function expectChosen(snap: any) {
  const chosen = snap.context.chosen;
  if (chosen) {
    expect(screen.getByText(chosen.name)).toBeTruthy();
    expect(screen.getByText(`${t.code(chosen.id)} · ${t.place(chosen.cityName, chosen.state)}`)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.clear }).disabled).toBe(false);
  } else {
    expect(screen.getByText(t.none)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.clear })).toBeNull();
  }
}

function expectClosed() {
  expect(input().getAttribute('aria-expanded')).toBe('false');
  expect(input().getAttribute('aria-controls')).toBeNull();
  expect(screen.queryByRole('listbox')).toBeNull();
}

const assertions = {
  idle: async (snap: any) => {
    await waitFor(() => expect(picker().getAttribute('data-status')).toBe('idle'));
    expectClosed();
    expect(announced()).toBe('');
    expect(input().value).toBe(snap.context.text);
    expectChosen(snap);
  },
  debouncing: async (snap: any) => {
    await waitFor(() => expect(picker().getAttribute('data-status')).toBe('debouncing'));
    expectClosed();
    expect(input().value).toBe(snap.context.text);
    expectChosen(snap);
  },
  searching: async (snap: any) => {
    await waitFor(() => expect(announced()).toBe(t.searching));
    expectClosed();
    expectChosen(snap);
  },
  results: async (snap: any) => {
    const list = await screen.findByRole('listbox', { name: t.label });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(foundDealers.map((d) => `${d.name}${t.code(d.id)} · ${t.place(d.cityName, d.state)} · ${d.brands.join(', ')}`));
    expect(announced()).toBe(t.results(foundDealers.length));
    // The option the arrows point at is the combobox's active descendant, and the only one selected.
    const active = snap.context.activeIndex;
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(options.map((_, i) => String(i === active)));
    expect(input().getAttribute('aria-activedescendant')).toBe(active >= 0 ? options[active]!.id : null);
    expectChosen(snap);
  },
  empty: async (snap: any) => {
    expect((await screen.findByText(t.empty, { selector: 'p:not([role])' })).textContent).toBe(t.empty);
    expect(announced()).toBe(t.empty);
    expectClosed();
    expectChosen(snap);
  },
  failed: async (snap: any) => {
    expect((await screen.findByRole('alert')).textContent).toBe(snap.context.errorMessage);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.retry }).disabled).toBe(false);
    expectClosed();
    expectChosen(snap);
  },
};

function executors(h: ReturnType<typeof renderPicker>) {
  const focusInput = async () => {
    if (document.activeElement !== input()) await user.click(input());
  };
  return {
    'xstate.init': () => undefined,
    [DEBOUNCE_EVENT]: (step) => h.actor().send(step.event),
    'xstate.done.actor.searchDealers': async (step) => {
      const call = await h.search.latest();
      // The text as typed, trimmed.
      expect(call.input).toEqual({ text: step.state.context.text.trim() });
      call.resolve(step.event.output);
    },
    'xstate.error.actor.searchDealers': async (step) => (await h.search.latest()).reject(step.event.error),
    'picker.type': async (step) => {
      await user.clear(input());
      await user.paste(step.event.text);
      expect(input().value).toBe(step.event.text);
    },
    'picker.move': async (step) => {
      await focusInput();
      await user.keyboard(step.event.offset > 0 ? '{ArrowDown}' : '{ArrowUp}');
    },
    'picker.choose': async (step) => {
      const before = h.reported.length;
      const active = step.state.context.activeIndex;
      // Enter chooses the option the arrows point at; a click chooses any.
      if (active >= 0) {
        await focusInput();
        await user.keyboard('{Enter}');
      } else {
        const dealer = foundDealers.find((d) => d.id === step.event.dealerId)!;
        await user.click(screen.getByRole('option', { name: new RegExp(`^${dealer.name}`) }));
      }
      expect(h.reported.slice(before)).toEqual([step.event.dealerId]);
      expect(document.activeElement).toBe(input());
    },
    'picker.close': async () => {
      await focusInput();
      await user.keyboard('{Escape}');
    },
    'picker.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'picker.clear': async () => {
      const before = h.reported.length;
      await user.click(screen.getByRole('button', { name: t.clear }));
      expect(h.reported.slice(before)).toEqual(['']);
    },
    // The parent's event (the offer it loaded names a dealer).
    'picker.show': (step) => h.actor().send(step.event),
  } satisfies Record<DealerPickerEvent['type'] | 'xstate.init' | typeof DEBOUNCE_EVENT | `xstate.${'done' | 'error'}.actor.searchDealers`, Executor>;
}

describe('dealer picker chart: generated paths against the picker', () => {
  beforeAll(() => resetExercised(dealerPickerPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(dealerPickerPlan, Object.keys(assertions))).toEqual({ missing: [], unknown: [] });
    const reached = reachedStates(dealerPickerPlan);
    expect(dealerPickerPlan.states.filter((s) => !reached.has(s))).toEqual([]);
    expect(unfiredTransitions(dealerPickerMachine, [dealerPickerPlan])).toEqual([]);
  });

  it.each(dealerPickerPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderPicker();
    await dealerPickerPlan.model.testPath(transition.path, { states: assertions, events: executors(h) });
    recordExercised(dealerPickerPlan.id, transition.keys);
  }, 30_000);
});

describe('the dealer picker in the offer editor', () => {
  const dealerDraft = validOfferDraft({ offerType: 'DEALER', dealerId: offerDealer.id });

  function renderEditor() {
    const loadOffer = deferredActor<AdminOfferDetail, { offerId: string }>();
    const saveOffer = deferredActor<AdminOfferDetail, SaveOfferInput>();
    const search = deferredActor<AdminDealer[], { text: string }>();
    const never = deferredActor<OfferImage, { file: File; idempotencyKey: string }>();
    const logic = offerEditorMachine.provide({
      actors: {
        loadOffer: loadOffer.logic,
        saveOffer: saveOffer.logic,
        uploadImage: never.logic,
        deleteImage: deferredActor<void, { imageId: string }>().logic,
        dealerPicker: editorDealerPicker.provide({ actors: { searchDealers: search.logic }, delays: { debounce: 10 } }),
      },
    });
    render(
      <OfferEditorLogic.Provider value={logic}>
        <OfferEditor offerId="dealer-offer" onClose={() => undefined} />
      </OfferEditorLogic.Provider>,
    );
    return { loadOffer, saveOffer, search };
  }

  function detail(): AdminOfferDetail {
    const flags = { released: false, removed: false, archived: false };
    return {
      id: 'dealer-offer',
      revision: 1,
      draft: dealerDraft,
      offer: draftToOffer(dealerDraft, { id: 'dealer-offer', images: [], dealer: { ...offerDealer, cityId: '3304557' }, flags }),
      images: [],
      ...flags,
      createdBy: { name: 'Ana Admin', at: '2026-11-20T10:00:00.000Z' },
      updatedBy: { name: 'Ana Admin', at: '2026-11-20T10:00:00.000Z' },
      publishedAt: null,
      history: [],
    };
  }

  it('shows the offer’s dealer, and saves the dealer chosen in its place', { timeout: 20_000 }, async () => {
    const h = renderEditor();
    (await h.loadOffer.next()).resolve(detail());
    expect(await screen.findByText(offerDealer.name)).toBeTruthy();
    expect(screen.getByText(`${t.code(offerDealer.id)} · ${t.place(offerDealer.cityName, offerDealer.state)}`)).toBeTruthy();

    await user.click(input());
    await user.paste(' leão ');
    const call = await h.search.next();
    expect(call.input).toEqual({ text: 'leão' });
    call.resolve(foundDealers);
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // The chosen dealer is shown, the form has unsaved changes, and Enter did not save.
    expect(await screen.findByText(foundDealers[1]!.name)).toBeTruthy();
    expect(screen.queryByText(offerDealer.name)).toBeNull();
    expect(screen.getByText(offerEditorLabels.unsaved)).toBeTruthy();
    expect(h.saveOffer.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: offerEditorLabels.save }));
    expect((await h.saveOffer.next()).input.draft.dealerId).toBe(foundDealers[1]!.id);
  });

  it('removing the dealer leaves the draft without one: the save is refused with the field’s message on the picker', { timeout: 20_000 }, async () => {
    const h = renderEditor();
    (await h.loadOffer.next()).resolve(detail());
    await user.click(await screen.findByRole('button', { name: t.clear }));
    expect(screen.getByText(t.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: offerEditorLabels.save }));
    const message = offerEditorLabels.errors.dealerRequired;
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input().getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(message);
    expect(h.saveOffer.calls).toEqual([]);
  });
});
