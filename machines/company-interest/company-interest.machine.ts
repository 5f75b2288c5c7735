/**
 * The legal-person interest chart, 'Quer assinar?' (spec 000 §2 "Lead forms";
 * 001 §5.3): a company states its interest in subscribing. Same handling as
 * the company intent chart (machines/company-intent):
 *
 *   untouched ──interest.submit [form invalid]──▶ editing (the warning toast, `warnInvalidForm` emits `toast.show`; field messages; the groups' once the basic fields are valid)
 *        └──interest.submit [valid]──▶ sending (an Idempotency-Key is made once per content)
 *   editing ──interest.submit [invalid]──▶ editing | [valid] ──▶ sending
 *   sending ──done──▶ sent (success modal) ──interest.closeSuccess──▶ untouched (form cleared, privacy consent kept)
 *        └──error──▶ failed (toast) ──interest.submit──▶ sending (same key: a retry never makes a second lead)
 *   failed ──interest.dismissError / any edit──▶ editing (an edit forgets the key: new content, new key)
 *   clicking a group (interest.chooseCnpjAge, interest.toggleContact) hides its message until the next submit.
 *
 * Rules: models/company-interest.ts. The request: the `postInterest` actor.
 */
import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorOf, outputOf } from '../actor-events';
import {
  DEFAULT_INTEREST_SETTINGS,
  clearedInterestForm,
  emptyInterestForm,
  interestFieldErrors,
  interestFieldValue,
  interestLeadBody,
  type CompanyInterestLead,
  type InterestConsent,
  type InterestErrorField,
  type InterestErrors,
  type InterestForm,
  type InterestGroup,
  type InterestSettings,
  type InterestTextField,
} from '../../models/company-interest';
import { shownIntentErrors, type YesNo } from '../../models/company-intent';
import { refusalMessage } from '../../models/api';
import { labels } from '../../models/labels/spec';
import { PREFERRED_CONTACT_METHODS, type LeadCreateAnswer, type PreferredContactMethod } from '../../models/lead';
import type { LeadTracking } from '../../models/tracking';
import { INVALID_FORM_WARNING, type ToastShown } from '../../models/toasts';

export interface CompanyInterestInput {
  settings?: Partial<InterestSettings> | undefined;
  tracking?: LeadTracking | undefined;
}

export interface PostInterestInput {
  lead: CompanyInterestLead;
  idempotencyKey: string;
}

export interface CompanyInterestContext {
  settings: InterestSettings;
  tracking: LeadTracking;
  form: InterestForm;
  /** Groups clicked since the last submit: their messages are hidden. */
  clearedGroups: InterestGroup[];
  /** The key of the content being sent; kept for a retry, forgotten on any edit. */
  idempotencyKey: string | null;
  answer: LeadCreateAnswer | null;
  errorMessage: string | null;
  /** Submits refused as invalid: each one moves the focus to the first message. */
  refusedSubmits: number;
}

export type CompanyInterestEvent =
  | { type: 'interest.change'; field: InterestTextField; value: string }
  | { type: 'interest.chooseCnpjAge'; value: Exclude<YesNo, ''> }
  | { type: 'interest.toggleContact'; method: PreferredContactMethod }
  | { type: 'interest.toggleConsent'; consent: InterestConsent }
  | { type: 'interest.submit' }
  | { type: 'interest.closeSuccess' }
  | { type: 'interest.dismissError' };

/** The edits of the form; from `failed` they lead back to `editing`. */
function edits(target?: string) {
  const to = target ? { target } : {};
  return {
    'interest.change': { ...to, guard: 'isShownField', actions: ['changeField', 'forgetKey'] },
    'interest.chooseCnpjAge': { ...to, guard: 'cnpjAgeShown', actions: ['chooseCnpjAge', 'clearGroupError', 'forgetKey'] },
    'interest.toggleContact': { ...to, guard: 'isPreferredContact', actions: ['togglePreferredContact', 'clearGroupError', 'forgetKey'] },
    'interest.toggleConsent': { ...to, actions: ['toggleConsent', 'forgetKey'] },
  } as const;
}

const submitFromForm = [
  { guard: 'formInvalid', target: 'editing', actions: ['showAllErrors', 'countRefusedSubmit', 'warnInvalidForm'] },
  { target: 'sending', actions: 'showAllErrors' },
] as const;

export const companyInterestMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as CompanyInterestInput,
    context: {} as CompanyInterestContext,
    events: {} as CompanyInterestEvent,
    emitted: {} as ToastShown,
  },
  actors: {
    postInterest: fromPromise<LeadCreateAnswer, PostInterestInput>(async () => {
      throw new Error('postInterest actor not provided');
    }),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(interestFieldErrors(context.form, context.settings)).length > 0,
    isShownField: ({ context, event }) => {
      assertEvent(event, 'interest.change');
      return event.field !== 'totalVehicles' || !context.settings.totalVehiclesHidden;
    },
    cnpjAgeShown: ({ context }) => context.settings.cnpjAgeEnabled,
    isPreferredContact: ({ context, event }) => {
      assertEvent(event, 'interest.toggleContact');
      return context.settings.preferredContactEnabled && PREFERRED_CONTACT_METHODS.includes(event.method);
    },
  },
  actions: {
    changeField: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'interest.change');
        return { ...context.form, [event.field]: interestFieldValue(event.field, event.value) };
      },
    }),
    chooseCnpjAge: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'interest.chooseCnpjAge');
        return { ...context.form, cnpjOverTwoYears: event.value };
      },
    }),
    togglePreferredContact: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'interest.toggleContact');
        const m = event.method;
        const list = context.form.preferredContacts;
        return { ...context.form, preferredContacts: list.includes(m) ? list.filter((x) => x !== m) : [...list, m] };
      },
    }),
    toggleConsent: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'interest.toggleConsent');
        const c = event.consent;
        return { ...context.form, [c]: !context.form[c] };
      },
    }),
    clearGroupError: assign({
      clearedGroups: ({ context, event }) => {
        assertEvent(event, ['interest.chooseCnpjAge', 'interest.toggleContact']);
        const group: InterestGroup = event.type === 'interest.chooseCnpjAge' ? 'cnpjOverTwoYears' : 'preferredContacts';
        return context.clearedGroups.includes(group) ? context.clearedGroups : [...context.clearedGroups, group];
      },
    }),
    showAllErrors: assign({ clearedGroups: [] }),
    countRefusedSubmit: assign({ refusedSubmits: ({ context }) => context.refusedSubmits + 1 }),
    /** A refused send: the warning toast (spec 001 §8 "Invalid form on submit"), shown by the app's toast host for 5 s. */
    warnInvalidForm: emit(INVALID_FORM_WARNING),
    forgetKey: assign({ idempotencyKey: null }),
    /** One key per content: made when there is none, kept for the retry of the same content. */
    ensureKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? globalThis.crypto.randomUUID() }),
    storeAnswer: assign({ answer: ({ event }) => outputOf<LeadCreateAnswer>(event), errorMessage: null }),
    storeFailure: assign({ errorMessage: ({ event }) => refusalMessage(errorOf(event), labels.companyIntent.failure) }),
    clearError: assign({ errorMessage: null }),
    clearForm: assign(({ context }) => ({ form: clearedInterestForm(context.form), clearedGroups: [], idempotencyKey: null, answer: null })),
  },
}).createMachine({
  id: 'companyInterest',
  context: ({ input }) => ({
    settings: { ...DEFAULT_INTEREST_SETTINGS, ...input.settings },
    tracking: input.tracking ?? { utm: {} },
    form: emptyInterestForm(),
    clearedGroups: [],
    idempotencyKey: null,
    answer: null,
    errorMessage: null,
    refusedSubmits: 0,
  }),
  initial: 'untouched',
  states: {
    untouched: {
      on: { ...edits(), 'interest.submit': [...submitFromForm] },
    },
    editing: {
      on: { ...edits(), 'interest.submit': [...submitFromForm] },
    },
    sending: {
      entry: 'ensureKey',
      invoke: {
        id: 'postInterest',
        src: 'postInterest',
        input: ({ context }): PostInterestInput => ({ lead: interestLeadBody(context.form, context.settings, context.tracking), idempotencyKey: context.idempotencyKey! }),
        onDone: { target: 'sent', actions: 'storeAnswer' },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    sent: {
      on: { 'interest.closeSuccess': { target: 'untouched', actions: 'clearForm' } },
    },
    failed: {
      on: {
        ...edits('editing'),
        'interest.submit': { target: 'sending', actions: 'clearError' },
        'interest.dismissError': { target: 'editing', actions: 'clearError' },
      },
    },
  },
});

export type CompanyInterestActorRef = ActorRefFrom<typeof companyInterestMachine>;
export type CompanyInterestSnapshot = SnapshotFrom<typeof companyInterestMachine>;

export const selectInterestStatus = (s: CompanyInterestSnapshot) => s.value;
export const selectInterestForm = (s: CompanyInterestSnapshot) => s.context.form;
export const selectInterestSettings = (s: CompanyInterestSnapshot) => s.context.settings;
export const selectInterestErrorMessage = (s: CompanyInterestSnapshot) => s.context.errorMessage;
export const selectInterestSending = (s: CompanyInterestSnapshot) => s.matches('sending');
export const selectInterestCanSubmit = (s: CompanyInterestSnapshot) => s.can({ type: 'interest.submit' });
export const selectInterestRefusedSubmits = (s: CompanyInterestSnapshot) => s.context.refusedSubmits;
/** The messages shown: none before a first submit (nor under the success modal); a clicked group's are hidden. */
export const selectInterestErrors = (s: CompanyInterestSnapshot): InterestErrors =>
  shownIntentErrors(interestFieldErrors(s.context.form, s.context.settings), {
    submitted: !s.matches('untouched') && !s.matches('sent'),
    clearedGroups: s.context.clearedGroups,
  });

/** One field's or group's message as shown (a primitive). */
export const selectInterestFieldError = (field: InterestErrorField) => (s: CompanyInterestSnapshot): string | undefined => selectInterestErrors(s)[field];
