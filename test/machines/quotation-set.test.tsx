/**
 * Generated paths of the fleet quotation chart, run against the real form
 * (its cards are the real card chart and view) with fake calls the test
 * resolves or rejects: loading, cards added and removed, the tabs, the
 * refused review, review, preview, save ('Cotação salva com sucesso' or
 * 'Falha ao salvar cotação' with the code's text), the PDF link, and the
 * mail to the client.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError } from '../../services/http';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { quotationLabels } from '../../models/labels/quotation';
import { labels } from '../../models/labels/spec';
import { QuotationSetLogic } from '../../machines/quotation-set/quotation-set.context';
import {
  quotationSetMachine,
  reportingCard,
  selectInvalidMessage,
  type LoadedQuotation,
  type QuotationSetInput,
  type QuotationSetEvent,
  type SaveQuotationInput,
  type SavedAddress,
  type SendQuotationInput,
} from '../../machines/quotation-set/quotation-set.machine';
import type { QuotationSaveAnswer, QuotationSendAnswer } from '../../models/quotation/fleet-quotation';
import { QuotationForm } from '../../ui/seller/quotation-form';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { stockReady } from './quotation-card.paths';
import { CLIENT, OPPORTUNITY, completeCard, networkDown, loadedNew, loadedStored, quotationSetPlan, savedAnswer, storedQuotation } from './quotation-set.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const user = userEvent.setup();
const f = quotationLabels.form;
const fq = quotationLabels;
const steps = quotationLabels.steps;

function renderForm(input: QuotationSetInput = { mode: 'new' }) {
  const savedAddresses: SavedAddress[] = [];
  const loadQuotation = deferredActor<LoadedQuotation, QuotationSetInput>();
  const saveQuotation = deferredActor<QuotationSaveAnswer, SaveQuotationInput>();
  const sendQuotation = deferredActor<QuotationSendAnswer, SendQuotationInput>();
  const logic = quotationSetMachine.provide({
    actors: {
      loadQuotation: loadQuotation.logic,
      saveQuotation: saveQuotation.logic,
      sendQuotation: sendQuotation.logic,
      quotationCard: reportingCard.provide({ actors: { loadStock: fromPromise(async () => stockReady) } }),
    },
    actions: { showSavedAddress: (_, saved: SavedAddress) => void savedAddresses.push(saved) },
  });
  render(
    <QuotationSetLogic.Provider value={logic}>
      <QuotationForm input={input} homeHref="/vendedor" pdfHref={(n) => `/api/quotations/${n}/pdf`} />
    </QuotationSetLogic.Provider>,
  );
  return { loadQuotation, saveQuotation, sendQuotation, savedAddresses };
}

const button = (name: string, root: HTMLElement = document.body) => within(root).getByRole<HTMLButtonElement>('button', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });

function expectCards(snap: any) {
  const n = snap.context.cards.length;
  for (let i = 1; i <= n; i++) expect(screen.getByRole('heading', { name: fq.card(i) })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: fq.card(n + 1) })).toBeNull();
}

function expectEditing(snap: any) {
  const tab = screen.getByRole('tab', { name: quotationLabels.tabs[snap.context.tab as 'model'] });
  expect(tab.getAttribute('aria-selected')).toBe('true');
  if (snap.context.tab === 'model') expectCards(snap);
  else expect(screen.getByLabelText(f.comments)).toBeTruthy();
  expect((screen.getByLabelText<HTMLInputElement>(f.opportunityName)).value).toBe(snap.context.opportunityName);
  expect(button(steps.review).disabled).toBe(false);
  expect(screen.getByText(fq.stockWarning)).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
}

const assertions = {
  loading: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(f.loading);
    expect(screen.queryByRole('button', { name: steps.review })).toBeNull();
  },
  loadFailed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('strong')?.textContent).toBe(fq.itemLoadFailed);
    expect(alert.textContent).toBe(`${fq.itemLoadFailed}${labels.httpErrors.internal}`);
    expect(button(quotationLabels.seller.retry).disabled).toBe(false);
  },
  'editing.idle': async (snap: any) => {
    await waitFor(() => expectEditing(snap));
    expect(screen.queryByText(f.incomplete)).toBeNull();
  },
  'editing.invalid': async (snap: any) => {
    expect((await screen.findByText(f.incomplete)).getAttribute('role')).toBe('alert');
    expectEditing(snap);
    if (snap.context.opportunityName === '') expect(screen.getByText(f.opportunityRequired)).toBeTruthy();
  },
  reviewing: async () => {
    expect(await screen.findByRole('heading', { name: f.reviewTitle })).toBeTruthy();
    expect(screen.getByText(OPPORTUNITY)).toBeTruthy();
    expect(button(steps.preview).disabled).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  previewing: async (snap: any) => {
    const d = await screen.findByRole('dialog', { name: f.previewTitle });
    expect(within(d).getByText(snap.context.baseNumber ?? f.numberPending)).toBeTruthy();
    for (const term of [quotationLabels.pdf.initialPrice, quotationLabels.pdf.colour, quotationLabels.pdf.optionals, quotationLabels.pdf.coating, quotationLabels.pdf.accessories, quotationLabels.pdf.bonus, quotationLabels.pdf.discount, quotationLabels.pdf.validity, quotationLabels.pdf.comments]) {
      expect(within(d).getAllByText(term).length).toBeGreaterThan(0);
    }
    expect(button(steps.save, d).disabled).toBe(false);
    expect(within(d).queryByRole('alert')).toBeNull();
  },
  saving: async () => {
    await waitFor(() => expect(button(f.saving, dialog(f.previewTitle)).disabled).toBe(true));
  },
  failed: async (snap: any) => {
    const alert = await within(dialog(f.previewTitle)).findByRole('alert');
    expect(alert.textContent).toContain(fq.saveFailed);
    expect(alert.textContent).toContain(snap.context.errorMessage);
    expect(snap.context.errorMessage).toBe(`002 – ${fq.saveCodes['002']}`);
    expect(button(steps.save, dialog(f.previewTitle)).disabled).toBe(false);
  },
  'saved.idle': async (snap: any) => {
    expect((await screen.findByTestId('quotation-number')).textContent).toBe('COT-000042');
    expect(screen.getByRole('link', { name: `${steps.download} PDF` }).getAttribute('href')).toBe('/api/quotations/COT-000042/pdf');
    expect(screen.queryByText(fq.saved) !== null).toBe(snap.context.notice === fq.saved);
    expect(button(f.sendToClient).disabled).toBe(false);
    expect(button(f.editAgain).disabled).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'saved.composingMail': async () => {
    const d = await screen.findByRole('dialog', { name: f.sendTitle });
    expect(button(f.send, d).disabled).toBe(false);
    expect(within(d).queryByText(labels.validation.email)).toBeNull();
  },
  'saved.mailInvalid': async () => {
    const d = await screen.findByRole('dialog', { name: f.sendTitle });
    expect(within(d).getByText(labels.validation.email)).toBeTruthy();
  },
  'saved.sendingMail': async () => {
    await waitFor(() => expect(button(f.sending, dialog(f.sendTitle)).disabled).toBe(true));
  },
  'saved.mailSent': async () => {
    expect((await within(dialog(f.sendTitle)).findByRole('status')).textContent).toBe(`Cotação enviada para ${CLIENT}`);
  },
  'saved.mailFailed': async () => {
    expect((await within(dialog(f.sendTitle)).findByRole('alert')).textContent).toBe(labels.httpErrors.internal);
    expect(button(f.send, dialog(f.sendTitle)).disabled).toBe(false);
  },
};

async function fillCard(n: number) {
  const card = screen.getByTestId(`quotation-card-${n}`);
  await user.selectOptions(within(card).getByLabelText(f.model), completeCard.offerId!);
  await user.selectOptions(within(card).getByLabelText(f.period), String(completeCard.period));
  await user.selectOptions(within(card).getByLabelText(f.mileage), String(completeCard.km));
  await user.selectOptions(within(card).getByLabelText(f.colour), completeCard.colorId!);
}

function executors(h: ReturnType<typeof renderForm>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadQuotation': async (step) => (await h.loadQuotation.next()).resolve(step.event.output),
    'xstate.error.actor.loadQuotation': async (step) => (await h.loadQuotation.next()).reject(step.event.error),
    'xstate.done.actor.saveQuotation': async (step) => {
      const call = await h.saveQuotation.next();
      expect(call.input.body.opportunityName).toBe(OPPORTUNITY);
      expect(call.input.body.items[0]).toMatchObject({ dealerCode: '10101', offerId: 'argo', period: 24, km: 1000, colorId: 'argo-white', amount: 1, commission: 5 });
      expect(call.input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      call.resolve(step.event.output);
    },
    'xstate.error.actor.saveQuotation': async (step) => (await h.saveQuotation.next()).reject(step.event.error),
    'xstate.done.actor.sendQuotation': async (step) => {
      const call = await h.sendQuotation.next();
      expect(call.input).toMatchObject({ number: 'COT-000042', to: CLIENT });
      call.resolve(step.event.output);
    },
    'xstate.error.actor.sendQuotation': async (step) => (await h.sendQuotation.next()).reject(step.event.error),
    'quotation.addCard': async () => user.click(button(`+ ${f.addCard}`)),
    'quotation.removeCard': async () => user.click(button(f.removeCard(2))),
    'quotation.showTab': async (step) => user.click(screen.getByRole('tab', { name: quotationLabels.tabs[step.event.tab as 'model'] })),
    'quotation.editText': async (step) => {
      await user.click(screen.getByLabelText(f.opportunityName));
      await user.paste(step.event.value);
    },
    'quotation.cardChanged': async (step) => {
      if (step.state.context.tab !== 'model') await user.click(screen.getByRole('tab', { name: quotationLabels.tabs.model }));
      await fillCard(1);
      if (step.state.context.tab !== 'model') await user.click(screen.getByRole('tab', { name: quotationLabels.tabs[step.state.context.tab as 'model'] }));
    },
    'quotation.review': async () => user.click(button(steps.review)),
    'quotation.preview': async () => user.click(button(steps.preview)),
    'quotation.back': async () => user.click(button(f.back, screen.queryByRole('dialog') ?? document.body)),
    'quotation.save': async () => user.click(button(steps.save, dialog(f.previewTitle))),
    'quotation.retry': async () => user.click(button(quotationLabels.seller.retry)),
    'quotation.edit': async () => user.click(button(f.editAgain)),
    'quotation.openMail': async () => user.click(button(f.sendToClient)),
    'quotation.editMail': async (step) => {
      await user.click(within(dialog(f.sendTitle)).getByLabelText(f.clientEmail));
      await user.paste(step.event.value);
    },
    'quotation.send': async () => user.click(button(f.send, dialog(f.sendTitle))),
    'quotation.closeMail': async () => {
      const d = dialog(f.sendTitle);
      await user.click(within(d).queryByRole('button', { name: f.close }) ?? button(f.cancel, d));
    },
  } satisfies Record<
    Exclude<QuotationSetEvent['type'], never> | 'xstate.init' | `xstate.${'done' | 'error'}.actor.${'loadQuotation' | 'saveQuotation' | 'sendQuotation'}`,
    Executor
  >;
}

describe('fleet quotation chart: generated paths against the form', () => {
  beforeAll(() => resetExercised(quotationSetPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(quotationSetPlan, Object.keys(assertions))).toEqual({ missing: [], unknown: [] });
    const reached = reachedStates(quotationSetPlan);
    expect(quotationSetPlan.states.filter((s) => !reached.has(s))).toEqual([]);
    expect(unfiredTransitions(quotationSetMachine, [quotationSetPlan])).toEqual([]);
  });

  it.each(quotationSetPlan.runs.map((tr) => [tr.name, tr] as const))('%s', { timeout: 60_000 }, async (_key, transition) => {
    const h = renderForm();
    await quotationSetPlan.model.testPath(transition.path, { states: assertions, events: executors(h) });
    recordExercised(quotationSetPlan.id, transition.keys);
  });
});

/** Names the opportunity, fills the first card, and goes through review and preview to Salvar. */
async function fillAndSave() {
  await screen.findByLabelText(f.opportunityName);
  await user.click(screen.getByLabelText(f.opportunityName));
  await user.paste(OPPORTUNITY);
  await fillCard(1);
  await user.click(button(steps.review));
  await user.click(button(steps.preview));
  await user.click(button(steps.save, dialog(f.previewTitle)));
}

describe('fleet quotation: the saved quotation’s address', () => {
  it('once saved, asks the app to show the quotation’s own address, with the save’s message', { timeout: 60_000 }, async () => {
    const h = renderForm();
    (await h.loadQuotation.next()).resolve(loadedNew);
    await fillAndSave();
    expect(h.savedAddresses).toEqual([]);
    (await h.saveQuotation.next()).resolve(savedAnswer);
    await screen.findByText(savedAnswer.message);
    expect(h.savedAddresses).toEqual([{ number: storedQuotation.number, notice: savedAnswer.message }]);
  });

  it('opened at that address right after the save, shows the saved quotation with the save’s message', async () => {
    const h = renderForm({ mode: 'open', number: storedQuotation.number, notice: savedAnswer.message });
    (await h.loadQuotation.next()).resolve(loadedStored);
    expect((await screen.findByText(savedAnswer.message)).getAttribute('role')).toBe('status');
    expect(screen.getByTestId('quotation-number').textContent).toBe(storedQuotation.number);
  });
});

describe('fleet quotation: a retried save', () => {
  it('keeps its Idempotency-Key until saved, and a new one after going back to editing', { timeout: 60_000 }, async () => {
    const h = renderForm();
    (await h.loadQuotation.next()).resolve({ catalogue: (await import('./quotation-card.paths')).catalogue, discounts: [] });
    await fillAndSave();
    const first = await h.saveQuotation.next();
    first.reject(new Error('network'));
    await within(dialog(f.previewTitle)).findByRole('alert');
    await user.click(button(steps.save, dialog(f.previewTitle)));
    const second = await h.saveQuotation.next();
    expect(second.input.idempotencyKey).toBe(first.input.idempotencyKey);
    expect(second.input.body).toEqual(first.input.body);
    second.reject(new Error('network'));
    await within(dialog(f.previewTitle)).findByRole('alert');
    await user.click(button(f.back, dialog(f.previewTitle)));
    await user.click(button(steps.review));
    await user.click(button(steps.preview));
    await user.click(button(steps.save, dialog(f.previewTitle)));
    const third = await h.saveQuotation.next();
    expect(third.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
  });
});

describe('fleet quotation: a card without a vehicle available', () => {
  it('is not quoted: the review is refused and says which way out', async () => {
    const actor = createActor(
      quotationSetMachine.provide({
        actors: { loadQuotation: fromPromise(async () => loadedNew), quotationCard: reportingCard.provide({ actors: { loadStock: fromPromise(async () => stockReady) } }) },
      }),
      { input: { mode: 'new', draftId: 'draft-1' } },
    ).start();
    await waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    const id = actor.getSnapshot().context.cards[0]!.id;
    actor.send({ type: 'quotation.editText', field: 'opportunityName', value: OPPORTUNITY });
    actor.send({ type: 'quotation.cardChanged', id, card: completeCard, outOfStock: true });
    actor.send({ type: 'quotation.review' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(selectInvalidMessage(actor.getSnapshot())).toBe(quotationLabels.unavailableCards);
    // Another dealer has it: the review opens.
    actor.send({ type: 'quotation.cardChanged', id, card: completeCard, outOfStock: false });
    actor.send({ type: 'quotation.review' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    actor.stop();
  });
});

describe('fleet quotation: a quotation that is not there', () => {
  it('says so, without a “Tentar novamente” that cannot help; a failure a retry can mend keeps it', async () => {
    const h = renderForm({ mode: 'open', number: 'COT-999999' });
    await act(async () => (await h.loadQuotation.next()).reject(new ApiCallError(quotationLabels.notFound, 404, 'not_found')));
    expect((await screen.findByRole('alert')).textContent).toContain(quotationLabels.notFound);
    expect(screen.queryByRole('button', { name: quotationLabels.seller.retry })).toBeNull();
    cleanup();
    const down = renderForm({ mode: 'open', number: 'COT-000001' });
    await act(async () => (await down.loadQuotation.next()).reject(networkDown));
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: quotationLabels.seller.retry })).toBeTruthy();
  });
});
