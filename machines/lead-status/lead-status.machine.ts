/**
 * One proposal's status, moved by a person (models/lead/lead-status.ts decides
 * which moves exist, who may make them and which need a note). The customer
 * cancels from 'Minhas Propostas'; a seller's desk moves it along with the
 * same chart (input `role: 'seller'`).
 *
 *   ready ──status.choose [the table lets this role make the move]──▶ confirming (a dialog)
 *   confirming ──status.note──▶ confirming
 *              ──status.dismiss──▶ ready
 *              ──status.confirm [note given when required]──▶ moving
 *   moving ──done──▶ ready (the new status and timeline; the page confirms the move made)
 *          └─error──▶ confirming (the server's pt-BR message; the same Idempotency-Key on retry)
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { labels } from '../../models/labels/spec';
import {
  canMove,
  moveRefusal,
  nextStatuses,
  type LeadActorRole,
  type LeadStatusAnswer,
  type LeadStatusCode,
  type TimelineEvent,
} from '../../models/lead/lead-status';
import { callErrorOf } from '../actor-events';
import { placeholderFor } from '../placeholder';
import { writeKey } from '../write-key';
import type { createLeadStatusImplementations } from './lead-status.actors';

export interface LeadStatusInput {
  leadId: string;
  status: LeadStatusCode;
  timeline: TimelineEvent[];
  role: LeadActorRole;
}

export interface LeadStatusContext extends LeadStatusInput {
  /** The move being confirmed. */
  target: LeadStatusCode | null;
  note: string;
  /** Why the last attempt failed (pt-BR), if it did. */
  error: string | null;
  /** One key per move: a retry after a failure sends the same one. */
  moveKey: string | null;
  /** The status the last move from this page reached ('Proposta … cancelada.'), until another starts. */
  moved: LeadStatusCode | null;
}

export type LeadStatusEvent =
  /** `key`: a fresh Idempotency-Key the view mints for this move (its retries send the same). */
  | { type: 'status.choose'; to: LeadStatusCode; key: string }
  | { type: 'status.note'; note: string }
  | { type: 'status.confirm' }
  | { type: 'status.dismiss' };

export interface MoveStatusInput {
  leadId: string;
  from: LeadStatusCode;
  to: LeadStatusCode;
  note: string | null;
  idempotencyKey: string;
}

/** The move being made and its key (the chart moves only with one chosen: `startMove` set both). */
function chosenMove(context: LeadStatusContext): { to: LeadStatusCode; key: string } {
  if (context.target === null) throw new Error('lead status: no move chosen');
  return { to: context.target, key: writeKey(context.moveKey, 'lead status') };
}

type Actors = ReturnType<typeof createLeadStatusImplementations>['actors'];

export const leadStatusMachine = setup({
  types: { input: {} as LeadStatusInput, context: {} as LeadStatusContext, events: {} as LeadStatusEvent },
  actors: {
    moveStatus: placeholderFor<Actors['moveStatus']>('moveStatus'),
  },
  guards: {
    mayMakeMove: ({ context, event }) => {
      assertEvent(event, 'status.choose');
      return canMove(context.status, event.to, context.role);
    },
    isMoveComplete: ({ context }) => context.target !== null && moveRefusal(context.status, context.target, context.role, context.note) === null,
  },
  actions: {
    startMove: assign(({ event }) => {
      assertEvent(event, 'status.choose');
      return { target: event.to, note: '', error: null, moveKey: event.key, moved: null };
    }),
    writeNote: assign(({ event }) => {
      assertEvent(event, 'status.note');
      return { note: event.note };
    }),
    forgetMove: assign({ target: null, note: '', error: null, moveKey: null }),
    storeMove: assign((_, answer: LeadStatusAnswer) => {
      return { status: answer.status, timeline: answer.timeline, target: null, note: '', error: null, moveKey: null, moved: answer.status };
    }),
    storeError: assign(({ event }) => ({ error: callErrorOf(event).message ?? labels.proposals.leadUpdateFailed })),
  },
}).createMachine({
  id: 'leadStatus',
  context: ({ input }) => ({ ...input, target: null, note: '', error: null, moveKey: null, moved: null }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'status.choose': { guard: 'mayMakeMove', target: 'confirming', actions: 'startMove' } },
    },
    confirming: {
      on: {
        'status.note': { actions: 'writeNote' },
        'status.dismiss': { target: 'ready', actions: 'forgetMove' },
        'status.confirm': { guard: 'isMoveComplete', target: 'moving' },
      },
    },
    moving: {
      invoke: {
        id: 'moveStatus',
        src: 'moveStatus',
        input: ({ context }): MoveStatusInput => {
          const { to, key } = chosenMove(context);
          return { leadId: context.leadId, from: context.status, to, note: context.note.trim() === '' ? null : context.note.trim(), idempotencyKey: key };
        },
        onDone: { target: 'ready', actions: { type: 'storeMove', params: ({ event }) => event.output } },
        onError: { target: 'confirming', actions: 'storeError' },
      },
    },
  },
});

export type LeadStatusSnapshot = SnapshotFrom<typeof leadStatusMachine>;
export type LeadStatusRef = ActorRefFrom<typeof leadStatusMachine>;
export const selectLeadStatus = (s: LeadStatusSnapshot) => s.context.status;
export const selectTimeline = (s: LeadStatusSnapshot) => s.context.timeline;
export const selectMoveTarget = (s: LeadStatusSnapshot) => s.context.target;
export const selectMoveNote = (s: LeadStatusSnapshot) => s.context.note;
export const selectMoveError = (s: LeadStatusSnapshot) => s.context.error;
/** The status the last move made here reached (null before any, or while another is chosen). */
export const selectMovedTo = (s: LeadStatusSnapshot) => (s.matches('ready') ? s.context.moved : null);
export const selectIsMoving = (s: LeadStatusSnapshot) => s.matches('moving');
export const selectIsConfirming = (s: LeadStatusSnapshot) => s.matches('confirming') || s.matches('moving');
/** The moves the table gives this person from the current status. */
export const selectChoices = (s: LeadStatusSnapshot): LeadStatusCode[] => nextStatuses(s.context.status, s.context.role);
/** Whether a move can be started now (not while another is open). */
export const selectCanChoose = (s: LeadStatusSnapshot, to: LeadStatusCode) => s.can({ type: 'status.choose', to, key: '' });
export const selectCanConfirm = (s: LeadStatusSnapshot) => s.can({ type: 'status.confirm' });
/** The note is written, and the move given up, while it waits to be confirmed (not while it is sent). */
export const selectCanWriteNote = (s: LeadStatusSnapshot) => s.can({ type: 'status.note', note: s.context.note });
export const selectCanDismiss = (s: LeadStatusSnapshot) => s.can({ type: 'status.dismiss' });
