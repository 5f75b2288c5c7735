/**
 * The data subject's requests on `/privacidade` (LGPD arts. 18, 19).
 *
 *   start ─(holds a link)─▶ loading   ─(signed in, e-mail proven)─▶ loading   ─(signed in, not proven)─▶ unverified
 *         └─(visitor)─▶ asking: the link form (CPF + e-mail)
 *   asking ──link.submit [cpf and e-mail valid]──▶ linkSending ──done──▶ linkSent ──link.again──▶ asking
 *                                                        └──error──▶ linkFailure ──link.retry──▶ linkSending
 *   loading ──done──▶ ready (the form and the list) ──error──▶ listFailed ──requests.retry──▶ loading
 *   ready ──request.submit [anonymisation]──▶ confirming (a dialog says what it does) ──request.confirm──▶ sending
 *                                                         └──request.cancel──▶ ready
 *   ready ──request.submit [kind chosen, details when needed]──▶ sending ──done──▶ sent ──request.again [not a used link]──▶ ready
 *                                                                 └──error──▶ failure ──request.retry──▶ sending
 *                                                                               └──request.edit / request.describe──▶ ready (the text stays editable)
 * The answer of an access or a sharing request (the export, the dealers) stays shown in `sent`.
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { needsConfirmation, needsDetails, requestFormProblem, type PrivacyRequestCreated, type PrivacyRequestKind, type PrivacyRequestView } from '../../models/privacy/privacy-requests';
import { normalizeEmail, validateCpf, validateEmail } from '../../models/common/validators';
import { placeholderFor } from '../placeholder';
import type { createPrivacyRequestImplementations } from './privacy-request.actors';

export interface PrivacyRequestInput {
  /** The confirmation link's token (`?pedido=`), or null. */
  token: string | null;
  signedIn: boolean;
  emailVerified: boolean;
}

export interface PrivacyRequestContext extends PrivacyRequestInput {
  requests: PrivacyRequestView[];
  kind: PrivacyRequestKind | null;
  details: string;
  /** One key per request being sent (a retry sends the same). */
  idempotencyKey: string;
  result: PrivacyRequestCreated | null;
  cpf: string;
  email: string;
  /** Has the person tried to send (errors show from then on)? */
  tried: boolean;
}

export type PrivacyRequestEvent =
  | { type: 'request.choose'; kind: PrivacyRequestKind }
  | { type: 'request.describe'; details: string }
  /** `key`: a fresh Idempotency-Key the view mints; the chart keeps the first until the request is sent or edited (a retry sends the same). */
  | { type: 'request.submit'; key: string }
  | { type: 'request.confirm'; key: string }
  | { type: 'request.cancel' }
  | { type: 'request.retry' }
  | { type: 'request.edit' }
  | { type: 'request.again' }
  | { type: 'requests.retry' }
  | { type: 'link.cpf'; value: string }
  | { type: 'link.email'; value: string }
  | { type: 'link.submit' }
  | { type: 'link.retry' }
  | { type: 'link.again' };

export interface SendRequestInput {
  kind: PrivacyRequestKind;
  details: string;
  token: string | null;
  idempotencyKey: string;
}

/** The kind of request being sent (the chart sends only a complete form: `formComplete` asks for a kind). */
function chosenKind(context: PrivacyRequestContext): PrivacyRequestKind {
  if (context.kind === null) throw new Error('privacy request: no kind of request chosen');
  return context.kind;
}

type Actors = ReturnType<typeof createPrivacyRequestImplementations>['actors'];

export const privacyRequestMachine = setup({
  types: { context: {} as PrivacyRequestContext, events: {} as PrivacyRequestEvent, input: {} as PrivacyRequestInput },
  actors: {
    loadRequests: placeholderFor<Actors['loadRequests']>('loadRequests'),
    sendRequest: placeholderFor<Actors['sendRequest']>('sendRequest'),
    sendLink: placeholderFor<Actors['sendLink']>('sendLink'),
  },
  guards: {
    holdsLink: ({ context }) => context.token !== null,
    isProvenAccount: ({ context }) => context.signedIn && context.emailVerified,
    isAccount: ({ context }) => context.signedIn,
    formComplete: ({ context }) => requestFormProblem(context) === null,
    /** An anonymisation cannot be undone once executed: the person confirms it first. */
    asksConfirmation: ({ context }) => requestFormProblem(context) === null && context.kind !== null && needsConfirmation(context.kind),
    /** The chosen kind has a text the person writes (a correction): it stays editable after a failure. */
    asksDetails: ({ context }) => context.kind !== null && needsDetails(context.kind),
    linkComplete: ({ context }) => !validateCpf(context.cpf) && !validateEmail(context.email),
    /** A link is used by its request: another needs another link. */
    mayAskAgain: ({ context }) => context.token === null,
  },
  actions: {
    storeRequests: assign({ requests: (_, output: PrivacyRequestView[]) => output }),
    chooseKind: assign({
      kind: ({ event }) => {
        assertEvent(event, 'request.choose');
        return event.kind;
      },
    }),
    describe: assign({
      details: ({ event }) => {
        assertEvent(event, 'request.describe');
        return event.details;
      },
    }),
    markTried: assign({ tried: true }),
    storeResult: assign(({ context }, result: PrivacyRequestCreated) => {
      return { result, requests: [result.request, ...context.requests.filter((r) => r.protocol !== result.request.protocol)] };
    }),
    forgetKey: assign({ idempotencyKey: '' }),
    resetForm: assign({ kind: null, details: '', result: null, tried: false, idempotencyKey: '' }),
    /** One key per request: a retry sends the same, a new request gets its own. */
    ensureKey: assign({
      idempotencyKey: ({ context, event }) => {
        assertEvent(event, ['request.submit', 'request.confirm']);
        return context.idempotencyKey || event.key;
      },
    }),
    typeCpf: assign({
      cpf: ({ event }) => {
        assertEvent(event, 'link.cpf');
        return event.value;
      },
    }),
    typeEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'link.email');
        return event.value;
      },
    }),
    resetLink: assign({ cpf: '', email: '', tried: false }),
  },
}).createMachine({
  id: 'privacyRequest',
  context: ({ input }) => ({ ...input, requests: [], kind: null, details: '', idempotencyKey: '', result: null, cpf: '', email: '', tried: false }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'holdsLink', target: 'loading' },
        { guard: 'isProvenAccount', target: 'loading' },
        { guard: 'isAccount', target: 'unverified' },
        { target: 'asking' },
      ],
    },
    unverified: {},
    asking: {
      on: {
        'link.cpf': { actions: 'typeCpf' },
        'link.email': { actions: 'typeEmail' },
        'link.submit': [{ guard: 'linkComplete', target: 'linkSending', actions: 'markTried' }, { actions: 'markTried' }],
      },
    },
    linkSending: {
      invoke: {
        id: 'sendLink',
        src: 'sendLink',
        input: ({ context }) => ({ cpf: context.cpf, email: normalizeEmail(context.email) }),
        onDone: { target: 'linkSent' },
        onError: { target: 'linkFailure' },
      },
    },
    linkSent: { on: { 'link.again': { target: 'asking', actions: 'resetLink' } } },
    linkFailure: { on: { 'link.retry': { target: 'linkSending' } } },
    loading: {
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ready', actions: { type: 'storeRequests', params: ({ event }) => event.output } },
        onError: { target: 'listFailed' },
      },
    },
    listFailed: { on: { 'requests.retry': { target: 'loading' } } },
    ready: {
      on: {
        'request.choose': { actions: 'chooseKind' },
        'request.describe': { actions: 'describe' },
        'request.submit': [
          { guard: 'asksConfirmation', target: 'confirming', actions: 'markTried' },
          { guard: 'formComplete', target: 'sending', actions: ['markTried', 'ensureKey'] },
          { actions: 'markTried' },
        ],
      },
    },
    confirming: {
      on: {
        'request.confirm': { target: 'sending', actions: 'ensureKey' },
        'request.cancel': { target: 'ready' },
      },
    },
    sending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }): SendRequestInput => ({ kind: chosenKind(context), details: context.details, token: context.token, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'sent', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        onError: { target: 'failure' },
      },
    },
    sent: { on: { 'request.again': { guard: 'mayAskAgain', target: 'ready', actions: 'resetForm' } } },
    failure: {
      on: {
        'request.retry': { target: 'sending' },
        'request.edit': { target: 'ready', actions: 'forgetKey' },
        'request.describe': { guard: 'asksDetails', target: 'ready', actions: ['describe', 'forgetKey'] },
      },
    },
  },
});

export type PrivacyRequestRef = ActorRefFrom<typeof privacyRequestMachine>;
export type PrivacyRequestSnapshot = SnapshotFrom<typeof privacyRequestMachine>;

export const selectState = (s: PrivacyRequestSnapshot) => s.value;
export const selectFormProblem = (s: PrivacyRequestSnapshot) => (s.context.tried ? requestFormProblem(s.context) : null);
export const selectLinkProblems = (s: PrivacyRequestSnapshot) =>
  s.context.tried ? { cpf: validateCpf(s.context.cpf) ?? null, email: validateEmail(s.context.email) ?? null } : { cpf: null, email: null };
export const selectCanSubmit = (s: PrivacyRequestSnapshot) => s.can({ type: 'request.submit', key: '' });
export const selectCanAskAgain = (s: PrivacyRequestSnapshot) => s.can({ type: 'request.again' });
/** The kinds are chosen only while the form rests (not while sending, asking to confirm, or after a failure). */
export const selectCanChooseKind = (s: PrivacyRequestSnapshot) => s.can({ type: 'request.choose', kind: s.context.kind ?? 'access' });
/** The correction's text is written while the form rests, and after a failure (`asksDetails`). */
export const selectCanDescribe = (s: PrivacyRequestSnapshot) => s.can({ type: 'request.describe', details: s.context.details });
/** The visitor's CPF and e-mail are typed while asking (the same fields take both). */
export const selectCanTypeLink = (s: PrivacyRequestSnapshot) => s.can({ type: 'link.cpf', value: s.context.cpf });
/** The link form sends, or sends again after a failure. */
export const selectCanSendLink = (s: PrivacyRequestSnapshot) => s.can({ type: 'link.submit' }) || s.can({ type: 'link.retry' });
