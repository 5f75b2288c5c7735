/**
 * The company forms' chart, in two variants (`settings.variant`,
 * models/lead/company-intent.ts): the fleet outsourcing intent (spec 000 §2
 * "Company fleet outsourcing intent form", §4 "Intent form"; 001 §5.3, §7
 * "leads/pj") and the legal-person interest 'Quer assinar?' (spec 000 §2
 * "Lead forms"). The variant decides the fields, the lead and its endpoint;
 * the states and transitions are the same.
 *
 *   untouched ──intent.submit [form invalid]──▶ editing (the warning toast, `warnInvalidForm` emits `toast.show`; field messages; the groups' once the basic fields are valid)
 *        └──intent.submit [valid]──▶ sending (an Idempotency-Key is made once per content)
 *   editing ──intent.submit [invalid]──▶ editing (every message again) | [valid] ──▶ sending
 *   sending ──done──▶ sent (success modal; the data layer and user analytics hear it, GENERIC_LEAD) ──intent.closeSuccess──▶ untouched (form cleared, consents too)
 *        └──error──▶ failed (toast) ──intent.submit──▶ sending (same key: a retry never makes a second lead)
 *   failed ──intent.dismissError / any edit──▶ editing (an edit forgets the key: new content, new key)
 *   untouched, editing: edits (intent.change, intent.choose, intent.toggleGroup, intent.toggleConsent) stay;
 *   clicking a group (intent.choose, intent.toggleGroup) hides its message until the next submit.
 *
 * Rules: models/lead/company-intent.ts. The request: the `postIntent` actor
 * (machines/company-intent/company-intent.actors.ts, over services/leads.ts),
 * posting the variant's lead to the variant's endpoint.
 */
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorOf } from '../actor-events';
import {
  DEFAULT_INTENT_SETTINGS,
  clearedIntentForm,
  companyLeadRequest,
  emptyIntentForm,
  intentFieldErrors,
  intentFieldValue,
  isIntentChoice,
  isShownTextField,
  shownIntentErrors,
  type CompanyLeadRequest,
  type IntentChoiceField,
  type IntentConsent,
  type IntentErrorField,
  type IntentErrors,
  type IntentForm,
  type IntentGroup,
  type IntentSettings,
  type IntentTextField,
} from '../../models/lead/company-intent';
import { refusalMessage } from '../../models/showcase/api';
import { labels } from '../../models/labels/spec';
import { PREFERRED_CONTACT_METHODS, type LeadCreateAnswer, type PreferredContactMethod } from '../../models/lead/lead';
import type { LeadTracking } from '../../models/common/tracking';
import { INVALID_FORM_WARNING, type ToastShown } from '../../models/common/toasts';
import { placeholderFor } from '../placeholder';
import { writeKey } from '../write-key';
import type { createCompanyIntentImplementations } from './company-intent.actors';

export interface CompanyIntentInput {
  settings?: Partial<IntentSettings> | undefined;
  tracking?: LeadTracking | undefined;
}

/** A company form's lead, as the tracking hears it: the server's answer (its ids and analytics token) and the form. */
export interface CompanyLeadSent {
  answer: LeadCreateAnswer;
  variant: IntentSettings['variant'];
}

export interface PostIntentInput {
  request: CompanyLeadRequest;
  idempotencyKey: string;
}

export interface CompanyIntentContext {
  settings: IntentSettings;
  tracking: LeadTracking;
  form: IntentForm;
  /** Groups clicked since the last submit: their messages are hidden. */
  clearedGroups: IntentGroup[];
  /** The key of the content being sent; kept for a retry, forgotten on any edit. */
  idempotencyKey: string | null;
  answer: LeadCreateAnswer | null;
  errorMessage: string | null;
  /** Submits refused as invalid: each one moves the focus to the first message. */
  refusedSubmits: number;
}

export type CompanyIntentEvent =
  | { type: 'intent.change'; field: IntentTextField; value: string }
  | { type: 'intent.choose'; field: IntentChoiceField; value: string }
  | { type: 'intent.toggleGroup'; method: PreferredContactMethod }
  | { type: 'intent.toggleConsent'; consent: IntentConsent }
  /** `key`: a fresh Idempotency-Key the view mints; the chart keeps the first until the form changes (a retry sends the same). */
  | { type: 'intent.submit'; key: string }
  | { type: 'intent.closeSuccess' }
  | { type: 'intent.dismissError' };

/** The edits of the form; from `failed` they lead back to `editing`. */
function edits(target?: string) {
  const to = target ? { target } : {};
  return {
    'intent.change': { ...to, guard: 'isShownField', actions: ['changeField', 'forgetKey'] },
    'intent.choose': { ...to, guard: 'isChoice', actions: ['chooseOption', 'clearGroupError', 'forgetKey'] },
    'intent.toggleGroup': { ...to, guard: 'isPreferredContact', actions: ['togglePreferredContact', 'clearGroupError', 'forgetKey'] },
    'intent.toggleConsent': { ...to, actions: ['toggleConsent', 'forgetKey'] },
  } as const;
}

const submitFromForm = [
  { guard: 'formInvalid', target: 'editing', actions: ['showAllErrors', 'countRefusedSubmit', 'warnInvalidForm'] },
  { target: 'sending', actions: 'showAllErrors' },
] as const;

type Actors = ReturnType<typeof createCompanyIntentImplementations>['actors'];

export const companyIntentMachine = setup({
  types: {
    // The chart's input type: the rule takes this assertion for one the input's use would infer.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as CompanyIntentInput,
    context: {} as CompanyIntentContext,
    events: {} as CompanyIntentEvent,
    emitted: {} as ToastShown,
  },
  actors: {
    postIntent: placeholderFor<Actors['postIntent']>('postIntent'),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(intentFieldErrors(context.form, context.settings)).length > 0,
    isShownField: ({ context, event }) => {
      assertEvent(event, 'intent.change');
      return isShownTextField(context.settings, event.field);
    },
    isChoice: ({ context, event }) => {
      assertEvent(event, 'intent.choose');
      return isIntentChoice(context.settings, event.field, event.value);
    },
    isPreferredContact: ({ context, event }) => {
      assertEvent(event, 'intent.toggleGroup');
      return context.settings.preferredContactEnabled && PREFERRED_CONTACT_METHODS.includes(event.method);
    },
  },
  actions: {
    changeField: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'intent.change');
        return { ...context.form, [event.field]: intentFieldValue(event.field, event.value) };
      },
    }),
    chooseOption: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'intent.choose');
        return { ...context.form, [event.field]: event.value };
      },
    }),
    togglePreferredContact: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'intent.toggleGroup');
        const m = event.method;
        const list = context.form.preferredContacts;
        return { ...context.form, preferredContacts: list.includes(m) ? list.filter((x) => x !== m) : [...list, m] };
      },
    }),
    toggleConsent: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'intent.toggleConsent');
        const c = event.consent;
        return { ...context.form, [c]: !context.form[c] };
      },
    }),
    clearGroupError: assign({
      clearedGroups: ({ context, event }) => {
        assertEvent(event, ['intent.choose', 'intent.toggleGroup']);
        const group: IntentGroup = event.type === 'intent.choose' ? event.field : 'preferredContacts';
        return context.clearedGroups.includes(group) ? context.clearedGroups : [...context.clearedGroups, group];
      },
    }),
    showAllErrors: assign({ clearedGroups: [] }),
    countRefusedSubmit: assign({ refusedSubmits: ({ context }) => context.refusedSubmits + 1 }),
    /** A refused send: the warning toast (spec 001 §8 "Invalid form on submit"), shown by the app's toast host for 5 s. */
    warnInvalidForm: emit(INVALID_FORM_WARNING),
    forgetKey: assign({ idempotencyKey: null }),
    /** One key per content: made when there is none, kept for the retry of the same content. */
    ensureKey: assign({
      idempotencyKey: ({ context, event }) => {
        assertEvent(event, 'intent.submit');
        return context.idempotencyKey ?? event.key;
      },
    }),
    storeAnswer: assign({ answer: (_, output: LeadCreateAnswer) => output, errorMessage: null }),
    storeFailure: assign({ errorMessage: ({ event }) => refusalMessage(errorOf(event), labels.companyIntent.failure) }),
    clearError: assign({ errorMessage: null }),
    clearForm: assign(() => ({ form: clearedIntentForm(), clearedGroups: [], idempotencyKey: null, answer: null })),
    /**
     * The data layer and user analytics hear the lead sent (the app sends it to the tracking actor, which
     * follows the visitor's cookie choice as for an offer's lead): a lead for no offer is a GENERIC_LEAD.
     */
    trackLeadSent: placeholderFor<(_: unknown, params: CompanyLeadSent) => void>('trackLeadSent'),
  },
}).createMachine({
  id: 'companyIntent',
  context: ({ input }) => ({
    settings: { ...DEFAULT_INTENT_SETTINGS, ...input.settings },
    tracking: input.tracking ?? { utm: {} },
    form: emptyIntentForm(),
    clearedGroups: [],
    idempotencyKey: null,
    answer: null,
    errorMessage: null,
    refusedSubmits: 0,
  }),
  initial: 'untouched',
  states: {
    untouched: {
      on: { ...edits(), 'intent.submit': [...submitFromForm] },
    },
    editing: {
      on: { ...edits(), 'intent.submit': [...submitFromForm] },
    },
    sending: {
      entry: 'ensureKey',
      invoke: {
        id: 'postIntent',
        src: 'postIntent',
        input: ({ context }): PostIntentInput => ({ request: companyLeadRequest(context.form, context.settings, context.tracking), idempotencyKey: writeKey(context.idempotencyKey, 'company intent') }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'storeAnswer', params: ({ event }) => event.output },
            { type: 'trackLeadSent', params: ({ context, event }) => ({ answer: event.output, variant: context.settings.variant }) },
          ],
        },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    sent: {
      on: { 'intent.closeSuccess': { target: 'untouched', actions: 'clearForm' } },
    },
    failed: {
      on: {
        ...edits('editing'),
        'intent.submit': { target: 'sending', actions: 'clearError' },
        'intent.dismissError': { target: 'editing', actions: 'clearError' },
      },
    },
  },
});

export type CompanyIntentActorRef = ActorRefFrom<typeof companyIntentMachine>;
export type CompanyIntentSnapshot = SnapshotFrom<typeof companyIntentMachine>;
export type CompanyIntentStatus = 'untouched' | 'editing' | 'sending' | 'sent' | 'failed';

export const selectStatus = (s: CompanyIntentSnapshot) => s.value;
export const selectForm = (s: CompanyIntentSnapshot) => s.context.form;
export const selectSettings = (s: CompanyIntentSnapshot) => s.context.settings;
export const selectErrorMessage = (s: CompanyIntentSnapshot) => s.context.errorMessage;
export const selectSending = (s: CompanyIntentSnapshot) => s.matches('sending');
export const selectCanSubmit = (s: CompanyIntentSnapshot) => s.can({ type: 'intent.submit', key: '' });
export const selectRefusedSubmits = (s: CompanyIntentSnapshot) => s.context.refusedSubmits;
/** The messages shown: none before a first submit (nor under the success modal); a clicked group's are hidden. */
export const selectErrors = (s: CompanyIntentSnapshot): IntentErrors =>
  shownIntentErrors(intentFieldErrors(s.context.form, s.context.settings), {
    submitted: !s.matches('untouched') && !s.matches('sent'),
    clearedGroups: s.context.clearedGroups,
  });

/** One field's or group's message as shown (a primitive, so a view re-renders only when it changes). */
export const selectFieldError = (field: IntentErrorField) => (s: CompanyIntentSnapshot): string | undefined => selectErrors(s)[field];
