/**
 * Generated paths of the price simulator chart, run against its page with
 * fake calls the test resolves or rejects: loading (and its failure with
 * retry), the seller section's messages, a block completed edit by edit,
 * the confirmation modal (SIM disabled without a complete quotation, NÃO),
 * sending, the success modal (form cleared) and the failure (validation
 * flag reset). Then: an incomplete block is left out of the request.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { pressable } from '../support/radix-dom';
import { quotationLabels } from '../../models/labels/quotation';
import { labels } from '../../models/labels/spec';
import { blockQuotation, isBlockEmpty, sellerSectionErrors, type SimulatorBlockEdit, type SimulatorOptions } from '../../models/quotation/price-simulator';
import type { SimulatorEmailAnswer, SimulatorEmailRequest } from '../../models/quotation/quotation';
import { PriceSimulatorLogic } from '../../machines/price-simulator/price-simulator.context';
import { priceSimulatorMachine, type PriceSimulatorSnapshot } from '../../machines/price-simulator/price-simulator.machine';
import { ApiCallError } from '../../services/http';
import { PriceSimulatorPage } from '../../ui/simulator/price-simulator';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { completingEdits, cronos, prefill, priceSimulatorPlan, sendFailure, simulatorOptions, strada, VALID_CNPJ } from './price-simulator.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = quotationLabels.simulator;
const spec = quotationLabels.priceSimulator;
const user = userEvent.setup();

function renderPage() {
  const load = deferredActor<SimulatorOptions, void>();
  const send = deferredActor<SimulatorEmailAnswer, SimulatorEmailRequest>();
  render(
    <PriceSimulatorLogic.Provider value={priceSimulatorMachine.provide({ actors: { loadOptions: load.logic, sendSimulation: send.logic } })}>
      <PriceSimulatorPage seller={prefill} quotationsHref="/vendedor" otherBrands={[{ name: 'Ofertas para empresas Fiat', href: '/?demo=legalPerson&marca=fiat' }]} />
    </PriceSimulatorLogic.Provider>,
  );
  return { load, send };
}

const root = () => screen.getByTestId('price-simulator');
const sellerSection = () => screen.getByRole('region', { name: t.sellerSection, hidden: true });
const cnpjInput = () => within(sellerSection()).getByLabelText<HTMLInputElement>(t.cnpj);
const issueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: spec.issueProposal, hidden: true });
const blocks = () => screen.getAllByTestId('quotation-block');
const confirmDialog = () => screen.queryByRole('alertdialog', { name: t.confirmTitle });

/** The form as the chart holds it: values, enabled controls, messages once validated, the blocks' state. */
function expectForm(snap: PriceSimulatorSnapshot, enabled: boolean) {
  const { form, validated } = snap.context;
  expect(cnpjInput().value).toBe(form.cnpj);
  expect((within(sellerSection()).getByLabelText<HTMLInputElement>(t.companyName)).value).toBe(form.companyName);
  expect(cnpjInput().disabled).toBe(!enabled);
  const errors = validated ? sellerSectionErrors(form) : {};
  for (const message of [labels.validation.cnpj, labels.validation.required, labels.validation.email]) {
    const shown = within(sellerSection()).queryAllByText(message).length;
    expect(shown, message).toBe(Object.values(errors).filter((m) => m === message).length);
  }
  expect(cnpjInput().getAttribute('aria-invalid')).toBe(errors.cnpj ? 'true' : null);
  const [first] = snap.context.blocks;
  const state = within(blocks()[0]!).getByTestId('block-state').textContent;
  expect(state).toBe(blockQuotation(first!, simulatorOptions.vehicles) ? t.complete : isBlockEmpty(first!) ? t.empty : t.incomplete);
  expect(blocks()).toHaveLength(3);
  expect(screen.getByRole('heading', { level: 2, name: spec.otherBrands })).toBeTruthy();
}

const stateAssertions = {
  loading: async () => {
    expect((await screen.findByText(t.loading)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.title);
  },
  loadFailed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadFailed);
    expect((within(alert).getByRole<HTMLButtonElement>('button', { name: t.retry })).disabled).toBe(false);
    expect(screen.queryByRole('form')).toBeNull();
  },
  editing: async (snap: PriceSimulatorSnapshot) => {
    await waitFor(() => expect(root().dataset.status).toBe('editing'));
    expectForm(snap, true);
    expect(issueButton().disabled).toBe(false);
    expect(confirmDialog()).toBeNull();
    expect(screen.queryByRole('dialog', { name: t.successTitle })).toBeNull();
    if (snap.context.validated && Object.keys(sellerSectionErrors(snap.context.form)).length > 0) {
      expect(screen.getByText(t.checkFields)).toBeTruthy();
    }
  },
  confirming: async (snap: PriceSimulatorSnapshot) => {
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle });
    expect(dialog.textContent).toContain(spec.confirmText);
    const count = snap.context.quotations.length;
    expect(dialog.textContent).toContain(count > 0 ? t.confirmCount(count) : quotationLabels.noCompleteItem);
    // SIM only with at least one complete quotation.
    expect((within(dialog).getByRole<HTMLButtonElement>('button', { name: spec.confirmYes })).disabled).toBe(count === 0);
    expect((within(dialog).getByRole<HTMLButtonElement>('button', { name: spec.confirmNo })).disabled).toBe(false);
    expect(issueButton().disabled).toBe(true);
  },
  sending: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle });
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(t.sending));
    expect((within(dialog).getByRole<HTMLButtonElement>('button', { name: spec.confirmYes })).disabled).toBe(true);
    expect((within(dialog).getByRole<HTMLButtonElement>('button', { name: spec.confirmNo })).disabled).toBe(true);
  },
  sent: async (snap: PriceSimulatorSnapshot) => {
    const dialog = await screen.findByRole('dialog', { name: t.successTitle });
    expect(dialog.textContent).toContain(spec.emailSuccess);
    expect(confirmDialog()).toBeNull();
    // The form is cleared (back to the account's seller data), the quotations emptied.
    expect(snap.context.quotations).toEqual([]);
    expect(cnpjInput().value).toBe('');
    expect(blocks().map((b) => within(b).getByTestId('block-state').textContent)).toEqual([t.empty, t.empty, t.empty]);
  },
  failed: async (snap: PriceSimulatorSnapshot) => {
    await waitFor(() => expect(root().dataset.status).toBe('failed'));
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes(spec.emailFailure));
    expect(alert).toBeTruthy();
    expect(confirmDialog()).toBeNull();
    // The validation flag is reset, the quotations emptied; the blocks stay.
    expect(snap.context.validated).toBe(false);
    expect(snap.context.quotations).toEqual([]);
    expectForm(snap, true);
  },
};

async function paste(input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function editBlock(edit: SimulatorBlockEdit, index = 0) {
  const block = blocks()[index]!;
  const select = (label: string, value: string) => user.selectOptions(within(block).getByLabelText(label), value);
  switch (edit.field) {
    case 'dealerCode':
      return select(t.dealer, edit.value ?? '');
    case 'offerId':
      return select(t.model, edit.value ?? '');
    case 'period':
      return select(t.period, String(edit.value ?? ''));
    case 'km':
      return select(t.mileage, String(edit.value ?? ''));
    case 'colorId':
      return select(t.colour, edit.value ?? '');
    case 'amount':
      return select(t.amount, String(edit.value));
    case 'plateEnding':
      return select(t.plateEnding, String(edit.value));
    case 'responsible':
      return paste(within(block).getByLabelText(t.responsible), edit.value);
  }
}

function executors(h: ReturnType<typeof renderPage>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadOptions': async (step) => act(async () => (await h.load.next()).resolve(step.event.output)),
    'xstate.error.actor.loadOptions': async () => act(async () => (await h.load.next()).reject(new ApiCallError(labels.generic.error, 503, 'server_error'))),
    'simulator.retry': async () => user.click(within(screen.getByRole('alert')).getByRole('button', { name: t.retry })),
    'simulator.editSeller': async (step) => {
      const label = step.event.field === 'cnpj' ? t.cnpj : t.companyName;
      await paste(within(sellerSection()).getByLabelText(label), step.event.value);
    },
    'simulator.editBlock': async (step) => editBlock(step.event.edit),
    'simulator.issue': async () => user.click(issueButton()),
    'simulator.confirm': async () => user.click(within(confirmDialog()!).getByRole('button', { name: spec.confirmYes })),
    'simulator.cancel': async () => user.click(within(confirmDialog()!).getByRole('button', { name: spec.confirmNo })),
    'simulator.dismiss': async () => {
      const success = screen.queryByRole('dialog', { name: t.successTitle });
      if (success) return user.click(within(success).getByRole('button', { name: t.close }));
      const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes(spec.emailFailure))!;
      return user.click(within(alert).getByRole('button', { name: t.dismiss }));
    },
    'xstate.done.actor.sendSimulation': async (step) => {
      const call = await h.send.next();
      // Only the complete block goes, to the seller's own address.
      expect(call.input.quotations.map((q) => q.model)).toEqual([strada.offerId]);
      expect(call.input.destination.to).toBe(prefill.sellerEmail);
      expect(call.input.clientInformation.cnpj).toBe(VALID_CNPJ);
      await act(async () => call.resolve(step.event.output));
    },
    'xstate.error.actor.sendSimulation': async () => act(async () => (await h.send.next()).reject(sendFailure)),
  } satisfies Record<string, Executor>;
}

describe('price simulator chart: generated paths against the page', () => {
  beforeAll(() => resetExercised(priceSimulatorPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(priceSimulatorPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(priceSimulatorPlan)].sort()).toEqual([...priceSimulatorPlan.states].sort());
    expect(unfiredTransitions(priceSimulatorMachine, [priceSimulatorPlan])).toEqual([]);
  });

  it.each(priceSimulatorPlan.runs.map((tr) => [tr.name, tr] as const))(
    '%s',
    async (_key, transition) => {
      const h = renderPage();
      await priceSimulatorPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
      recordExercised(priceSimulatorPlan.id, transition.keys);
    },
    30_000,
  );
});

describe('the simulator’s blocks', () => {
  async function ready() {
    const h = renderPage();
    await act(async () => (await h.load.next()).resolve(simulatorOptions));
    await screen.findByRole('form');
    return h;
  }

  it('an incomplete block is left out; a model change clears what depended on the model', async () => {
    const h = await ready();
    await paste(cnpjInput(), '12abc34501de35');
    expect(cnpjInput().value).toBe(VALID_CNPJ);
    for (const edit of completingEdits) await editBlock(edit, 0);
    // The second block: a dealer and a model, nothing else.
    await editBlock({ field: 'dealerCode', value: '10101' }, 1);
    await editBlock({ field: 'offerId', value: cronos.offerId }, 1);
    await editBlock({ field: 'responsible', value: 'Ana Souza' }, 1);
    expect(within(blocks()[1]!).getByTestId('block-state').textContent).toBe(t.incomplete);
    // The first block's price: colour + mileage + the forced additionals (commission at its default adds nothing).
    expect(within(blocks()[0]!).getByText(t.monthly)).toBeTruthy();
    await user.click(issueButton());
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle });
    expect(dialog.textContent).toContain(t.confirmCount(1));
    await user.click(await pressable(within(dialog).getByRole('button', { name: spec.confirmYes })));
    const call = await h.send.next();
    expect(call.input.quotations).toHaveLength(1);
    expect(call.input.quotations[0]).toMatchObject({ model: strada.offerId, userIdentification: 'João Silva', quantity: 1, dealerIdentification: '10101' });
    expect(JSON.stringify(call.input)).not.toContain('Ana Souza');
    await act(async () => call.reject(sendFailure));
    // A model change on the first block clears period, mileage and colour.
    await editBlock({ field: 'offerId', value: cronos.offerId }, 0);
    const first = blocks()[0]!;
    expect((within(first).getByLabelText<HTMLSelectElement>(t.period)).value).toBe('');
    expect((within(first).getByLabelText<HTMLSelectElement>(t.mileage)).disabled).toBe(true);
    expect(within(first).getByTestId('block-state').textContent).toBe(t.incomplete);
  }, 30_000);

  it('a seller over the hour’s mail limit is shown the server’s refusal, which says the limit and the wait', async () => {
    const h = await ready();
    await paste(cnpjInput(), VALID_CNPJ);
    for (const edit of completingEdits) await editBlock(edit, 0);
    await user.click(issueButton());
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle });
    await user.click(await pressable(within(dialog).getByRole('button', { name: spec.confirmYes })));
    const refusal = quotationLabels.sellerMail.tooMany(20, 35 * 60);
    await act(async () => (await h.send.next()).reject(new ApiCallError(refusal, 429, 'too_many_requests')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    expect(alert.textContent).toContain('20 e-mails por hora');
    expect(alert.textContent).not.toContain(spec.emailFailure);
  }, 30_000);
});
