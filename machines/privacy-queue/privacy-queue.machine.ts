/**
 * The privacy admin's queue (`/admin/privacidade`): the data subjects'
 * requests with their due dates (overdue first), and the actions on an open
 * one (concluir, recusar com motivo, executar anonimização, registrar correção).
 *
 *   loading ──done──▶ listed.browsing ──queue.choose [the request admits it]──▶ listed.deciding
 *      └──error──▶ failed ──queue.retry──▶ loading
 *   listed.deciding ──queue.note / queue.correct──▶ (itself) ──queue.cancel──▶ listed.browsing
 *                   ──queue.confirm [complete: a refusal's reason, a correction's values]──▶ acting ──done──▶ listed.browsing
 *                   ──queue.confirm [incomplete]──▶ (itself, what is missing shown from then on)
 *                                                                          └──error──▶ listed.actionFailed
 *   listed.actionFailed ──queue.confirm──▶ acting ──queue.cancel──▶ listed.browsing
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { adminActionsFor, correctionValues, decisionProblem, type PrivacyAdminAction, type PrivacyCorrection, type PrivacyCorrectionField, type PrivacyQueueItem } from '../../models/privacy/privacy-requests';
import { placeholderFor } from '../placeholder';
import type { createPrivacyQueueImplementations } from './privacy-queue.actors';

export interface PrivacyQueueContext {
  items: PrivacyQueueItem[];
  /** The server's clock when the queue was read (overdue is judged against it). */
  now: string;
  protocol: string | null;
  action: PrivacyAdminAction | null;
  note: string;
  /** A correction's values as typed, by field. */
  corrections: Partial<Record<PrivacyCorrectionField, string>>;
  /** Has the admin tried to confirm (what is missing shows from then on)? */
  tried: boolean;
  /** The request just updated (its confirmation). */
  updated: string | null;
}

export type PrivacyQueueEvent =
  | { type: 'queue.choose'; protocol: string; action: PrivacyAdminAction }
  | { type: 'queue.note'; note: string }
  | { type: 'queue.correct'; field: PrivacyCorrectionField; value: string }
  | { type: 'queue.confirm' }
  | { type: 'queue.cancel' }
  | { type: 'queue.retry' };

export interface ActInput {
  protocol: string;
  action: PrivacyAdminAction;
  note: string;
  corrections: PrivacyCorrection;
}

/** The request and action chosen (the chart acts only on one: `choose` set both). */
function chosenAction(context: PrivacyQueueContext): Pick<ActInput, 'protocol' | 'action'> {
  if (context.protocol === null || context.action === null) throw new Error('privacy queue: no request and action chosen');
  return { protocol: context.protocol, action: context.action };
}

type Actors = ReturnType<typeof createPrivacyQueueImplementations>['actors'];

export const privacyQueueMachine = setup({
  types: { context: {} as PrivacyQueueContext, events: {} as PrivacyQueueEvent },
  actors: {
    loadQueue: placeholderFor<Actors['loadQueue']>('loadQueue'),
    act: placeholderFor<Actors['act']>('act'),
  },
  guards: {
    admitsAction: ({ context, event }) => {
      assertEvent(event, 'queue.choose');
      const item = context.items.find((i) => i.protocol === event.protocol);
      return !!item && adminActionsFor(item).includes(event.action);
    },
    decisionComplete: ({ context }) => !!context.action && decisionProblem({ action: context.action, note: context.note, corrections: context.corrections }) === null,
  },
  actions: {
    storeQueue: assign((_, out: { now: string; items: PrivacyQueueItem[] }) => {
      return { items: out.items, now: out.now };
    }),
    choose: assign(({ event }) => {
      assertEvent(event, 'queue.choose');
      return { protocol: event.protocol, action: event.action, note: '', corrections: {}, tried: false, updated: null };
    }),
    typeNote: assign({
      note: ({ event }) => {
        assertEvent(event, 'queue.note');
        return event.note;
      },
    }),
    typeCorrection: assign({
      corrections: ({ context, event }) => {
        assertEvent(event, 'queue.correct');
        return { ...context.corrections, [event.field]: event.value };
      },
    }),
    markTried: assign({ tried: true }),
    forgetChoice: assign({ protocol: null, action: null, note: '', corrections: {}, tried: false }),
    storeUpdated: assign(({ context }, item: PrivacyQueueItem) => {
      return { items: context.items.map((i) => (i.protocol === item.protocol ? item : i)), updated: item.protocol, protocol: null, action: null, note: '', corrections: {}, tried: false };
    }),
  },
}).createMachine({
  id: 'privacyQueue',
  context: { items: [], now: '', protocol: null, action: null, note: '', corrections: {}, tried: false, updated: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'loadQueue', src: 'loadQueue', onDone: { target: 'listed', actions: { type: 'storeQueue', params: ({ event }) => event.output } }, onError: { target: 'failed' } },
    },
    failed: { on: { 'queue.retry': { target: 'loading' } } },
    listed: {
      initial: 'browsing',
      states: {
        browsing: { on: { 'queue.choose': { guard: 'admitsAction', target: 'deciding', actions: 'choose' } } },
        deciding: {
          on: {
            'queue.note': { actions: 'typeNote' },
            'queue.correct': { actions: 'typeCorrection' },
            'queue.confirm': [{ guard: 'decisionComplete', target: 'acting', actions: 'markTried' }, { actions: 'markTried' }],
            'queue.cancel': { target: 'browsing', actions: 'forgetChoice' },
          },
        },
        acting: {
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context }): ActInput => ({ ...chosenAction(context), note: context.note, corrections: correctionValues(context.corrections) }),
            onDone: { target: 'browsing', actions: { type: 'storeUpdated', params: ({ event }) => event.output } },
            onError: { target: 'actionFailed' },
          },
        },
        actionFailed: {
          on: {
            'queue.confirm': { target: 'acting' },
            'queue.cancel': { target: 'browsing', actions: 'forgetChoice' },
          },
        },
      },
    },
  },
});

export type PrivacyQueueRef = ActorRefFrom<typeof privacyQueueMachine>;
export type PrivacyQueueSnapshot = SnapshotFrom<typeof privacyQueueMachine>;
export const selectQueueState = (s: PrivacyQueueSnapshot): string =>
  typeof s.value === 'string' ? s.value : `listed.${s.value.listed}`;
export const selectCanConfirm = (s: PrivacyQueueSnapshot) => s.can({ type: 'queue.confirm' });
/** The decision's note and corrections are written while deciding (not while acting, nor after a failure: confirm again or cancel). */
export const selectCanWriteNote = (s: PrivacyQueueSnapshot) => s.can({ type: 'queue.note', note: s.context.note });
export const selectCanCorrect = (s: PrivacyQueueSnapshot) => s.can({ type: 'queue.correct', field: 'phone', value: '' });
export const selectCanCancel = (s: PrivacyQueueSnapshot) => s.can({ type: 'queue.cancel' });
export const selectCanChoose = (protocol: string, action: PrivacyAdminAction) => (s: PrivacyQueueSnapshot) => s.can({ type: 'queue.choose', protocol, action });
/** What the decision lacks, once the admin tried to confirm it (null: nothing to show). */
export const selectDecisionProblem = (s: PrivacyQueueSnapshot): string | null =>
  s.context.tried && s.context.action && s.matches({ listed: 'deciding' })
    ? decisionProblem({ action: s.context.action, note: s.context.note, corrections: s.context.corrections })
    : null;
