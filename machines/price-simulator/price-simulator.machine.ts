/**
 * The legal-person price simulator (spec 000 §2 "Quotation tools", §4
 * "Simulator"; 001 §5.4, §8 "Simulator email").
 *
 *   loading ──done──▶ editing        loading ──error──▶ loadFailed ──simulator.retry──▶ loading
 *   editing: simulator.editSeller, simulator.editBlock (the fleet card's rules, models/quotation/price-simulator.ts)
 *   editing ──simulator.issue [seller section valid]──▶ confirming (the complete quotations are collected)
 *           └──simulator.issue──▶ editing (the validation flag on: each field shows its message)
 *   confirming ──simulator.confirm [at least one complete quotation]──▶ sending
 *              └──simulator.cancel──▶ editing (modal closed, quotations emptied; the blocks stay)
 *   sending ──done──▶ sent (success modal; form cleared, quotations emptied)
 *           └──error──▶ failed (the error shown: the spec's failure text, or the server's refusal of a
 *                       seller over the hour's mail limit, which says the limit and the wait; validation
 *                       flag reset, quotations emptied)
 *   sent ──simulator.dismiss──▶ editing
 *   failed ──simulator.dismiss / an edit──▶ editing; ──simulator.issue──▶ confirming (the section is unchanged, so still valid)
 *
 * The request is the `sendSimulation` actor, the options the `loadOptions`
 * actor (machines/price-simulator/price-simulator.actors.ts over
 * services/simulator.ts); both throw here until provided.
 */
import { and, assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { quotationLabels } from '../../models/labels/quotation';
import { callErrorOf } from '../actor-events';
import {
  SIMULATOR_FIELD_MAX_LENGTH,
  collectQuotations,
  editBlock,
  emptyBlocks,
  emptySellerForm,
  isBlockEditOpen,
  isSellerSectionValid,
  sellerSectionErrors,
  simulatorRequest,
  type SimulatorBlock,
  type SimulatorBlockEdit,
  type SimulatorOptions,
  type SimulatorSellerErrors,
  type SimulatorSellerField,
  type SimulatorSellerForm,
} from '../../models/quotation/price-simulator';
import type { Quotation } from '../../models/quotation/quotation';
import { placeholderFor } from '../placeholder';
import type { createPriceSimulatorImplementations } from './price-simulator.actors';

export interface PriceSimulatorInput {
  /** What the seller section starts with (the signed-in seller's name, e-mail and dealer). */
  seller?: Partial<SimulatorSellerForm> | undefined;
}

export interface PriceSimulatorContext {
  prefill: Partial<SimulatorSellerForm>;
  options: SimulatorOptions;
  form: SimulatorSellerForm;
  blocks: SimulatorBlock[];
  /** The validation flag: once 'Emitir Proposta' was pressed, each field shows its message. */
  validated: boolean;
  /** 'Emitir Proposta' refused: each refusal moves the focus to the first message. */
  refusedSubmits: number;
  /** The complete quotations the confirmation would send (collected when it opens). */
  quotations: Quotation[];
  /** The outcome of the last send (success or failure text). */
  message: string | null;
}

export type PriceSimulatorEvent =
  | { type: 'simulator.editSeller'; field: SimulatorSellerField; value: string }
  | { type: 'simulator.editBlock'; index: number; edit: SimulatorBlockEdit }
  | { type: 'simulator.issue' }
  | { type: 'simulator.confirm' }
  | { type: 'simulator.cancel' }
  | { type: 'simulator.dismiss' }
  | { type: 'simulator.retry' };

const issueTransitions = [
  { guard: 'isSellerSectionValid', target: 'confirming', actions: ['markValidated', 'collectQuotations', 'clearMessage'] },
  { target: 'editing', actions: ['markValidated', 'countRefusedSubmit', 'clearMessage'] },
] as const;

function edits(target?: 'editing') {
  const to = target ? { target } : {};
  return {
    'simulator.editSeller': { ...to, actions: ['editSeller', 'clearMessage'] },
    'simulator.editBlock': { ...to, guard: and(['isBlockIndex', 'isOpenBlockEdit']), actions: ['editBlock', 'clearMessage'] },
  } as const;
}

type Actors = ReturnType<typeof createPriceSimulatorImplementations>['actors'];

export const priceSimulatorMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- every field is optional, so the rule reads the assertion as a no-op; without it the input is `{}`
    input: {} as PriceSimulatorInput,
    context: {} as PriceSimulatorContext,
    events: {} as PriceSimulatorEvent,
  },
  actors: {
    loadOptions: placeholderFor<Actors['loadOptions']>('loadOptions'),
    sendSimulation: placeholderFor<Actors['sendSimulation']>('sendSimulation'),
  },
  guards: {
    isSellerSectionValid: ({ context }) => isSellerSectionValid(context.form),
    hasQuotations: ({ context }) => context.quotations.length > 0,
    isBlockIndex: ({ context, event }) => {
      assertEvent(event, 'simulator.editBlock');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.blocks.length;
    },
    /** The edited choice is open (models/quotation/price-simulator.ts `isBlockEditOpen`): the period once a model is chosen, mileage and colour once a period is, the plate ending when the period offers it. */
    isOpenBlockEdit: ({ context, event }) => {
      assertEvent(event, 'simulator.editBlock');
      const block = context.blocks[event.index];
      return !!block && isBlockEditOpen(block, event.edit, context.options.vehicles);
    },
  },
  actions: {
    storeOptions: assign({ options: (_, output: SimulatorOptions) => output }),
    editSeller: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'simulator.editSeller');
        return { ...context.form, [event.field]: event.value.slice(0, SIMULATOR_FIELD_MAX_LENGTH[event.field]) };
      },
    }),
    editBlock: assign({
      blocks: ({ context, event }) => {
        assertEvent(event, 'simulator.editBlock');
        return context.blocks.map((b, i) => (i === event.index ? editBlock(b, event.edit, context.options.vehicles) : b));
      },
    }),
    markValidated: assign({ validated: true }),
    countRefusedSubmit: assign({ refusedSubmits: ({ context }) => context.refusedSubmits + 1 }),
    collectQuotations: assign({ quotations: ({ context }) => collectQuotations(context.blocks, context.options.vehicles) }),
    clearQuotations: assign({ quotations: [] }),
    clearForm: assign(({ context }) => ({ form: emptySellerForm(context.prefill), blocks: emptyBlocks(), validated: false })),
    resetValidation: assign({ validated: false }),
    storeSuccess: assign({ message: quotationLabels.priceSimulator.emailSuccess }),
    storeFailure: assign({
      message: ({ event }) => {
        const error = callErrorOf(event);
        return error.status === 429 && error.message ? error.message : quotationLabels.priceSimulator.emailFailure;
      },
    }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'priceSimulator',
  context: ({ input }) => ({
    prefill: input.seller ?? {},
    options: { vehicles: [], dealers: [] },
    form: emptySellerForm(input.seller ?? {}),
    blocks: emptyBlocks(),
    validated: false,
    refusedSubmits: 0,
    quotations: [],
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'editing', actions: { type: 'storeOptions', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'simulator.retry': { target: 'loading' } },
    },
    editing: {
      on: { ...edits(), 'simulator.issue': [...issueTransitions] },
    },
    confirming: {
      on: {
        'simulator.confirm': { guard: 'hasQuotations', target: 'sending' },
        'simulator.cancel': { target: 'editing', actions: 'clearQuotations' },
      },
    },
    sending: {
      invoke: {
        id: 'sendSimulation',
        src: 'sendSimulation',
        input: ({ context }) => simulatorRequest(context.form, context.quotations),
        onDone: { target: 'sent', actions: ['clearForm', 'clearQuotations', 'storeSuccess'] },
        onError: { target: 'failed', actions: ['resetValidation', 'clearQuotations', 'storeFailure'] },
      },
    },
    sent: {
      on: { 'simulator.dismiss': { target: 'editing', actions: 'clearMessage' } },
    },
    failed: {
      on: {
        ...edits('editing'),
        // Nothing changed since the send: the seller section is still valid.
        'simulator.issue': { target: 'confirming', actions: ['markValidated', 'collectQuotations', 'clearMessage'] },
        'simulator.dismiss': { target: 'editing', actions: 'clearMessage' },
      },
    },
  },
});

export type PriceSimulatorRef = ActorRefFrom<typeof priceSimulatorMachine>;
export type PriceSimulatorSnapshot = SnapshotFrom<typeof priceSimulatorMachine>;
export type PriceSimulatorStatus = 'loading' | 'loadFailed' | 'editing' | 'confirming' | 'sending' | 'sent' | 'failed';

const NO_ERRORS: SimulatorSellerErrors = {};

export const selectStatus = (s: PriceSimulatorSnapshot) => s.value;
export const selectOptions = (s: PriceSimulatorSnapshot) => s.context.options;
export const selectForm = (s: PriceSimulatorSnapshot) => s.context.form;
export const selectBlocks = (s: PriceSimulatorSnapshot) => s.context.blocks;
export const selectQuotations = (s: PriceSimulatorSnapshot) => s.context.quotations;
export const selectMessage = (s: PriceSimulatorSnapshot) => s.context.message;
export const selectRefusedSubmits = (s: PriceSimulatorSnapshot) => s.context.refusedSubmits;
/** The seller section's messages, shown once the validation flag is on. */
export const selectSellerErrors = (s: PriceSimulatorSnapshot): SimulatorSellerErrors => (s.context.validated ? sellerSectionErrors(s.context.form) : NO_ERRORS);
export const selectSellerError = (field: SimulatorSellerField) => (s: PriceSimulatorSnapshot) => selectSellerErrors(s)[field];
export const selectCanEdit = (s: PriceSimulatorSnapshot) => s.can({ type: 'simulator.editSeller', field: 'companyName', value: '' });
export const selectCanIssue = (s: PriceSimulatorSnapshot) => s.can({ type: 'simulator.issue' });
export const selectCanConfirm = (s: PriceSimulatorSnapshot) => s.can({ type: 'simulator.confirm' });
export const selectCanCancel = (s: PriceSimulatorSnapshot) => s.can({ type: 'simulator.cancel' });
export const selectCanDismiss = (s: PriceSimulatorSnapshot) => s.can({ type: 'simulator.dismiss' });
export const selectCanRetry = (s: PriceSimulatorSnapshot) => s.can({ type: 'simulator.retry' });
/** Which of a block's choices that wait on others are open now (the chart takes their edit). */
export const selectOpenChoices = (index: number) => (s: PriceSimulatorSnapshot) => ({
  period: s.can({ type: 'simulator.editBlock', index, edit: { field: 'period', value: null } }),
  km: s.can({ type: 'simulator.editBlock', index, edit: { field: 'km', value: null } }),
  colorId: s.can({ type: 'simulator.editBlock', index, edit: { field: 'colorId', value: null } }),
  plateEnding: s.can({ type: 'simulator.editBlock', index, edit: { field: 'plateEnding', value: 'Não' } }),
});
export const sameOpenChoices = (a: ReturnType<ReturnType<typeof selectOpenChoices>>, b: ReturnType<ReturnType<typeof selectOpenChoices>>) =>
  a.period === b.period && a.km === b.km && a.colorId === b.colorId && a.plateEnding === b.plateEnding;
