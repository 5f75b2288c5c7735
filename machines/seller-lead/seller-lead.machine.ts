/**
 * The seller's lead page (`/vendedor/leads/{id}`): the whole lead, the
 * status move (models/lead/lead-status.ts table, with the note to the customer)
 * and 'Editar proposta' (the seller edit link, copied to the clipboard).
 *
 *   loading ──done──▶ ready ─┬─ status: idle ──status.open──▶ choosing ──status.confirm [ready]──▶ moving ──done──▶ idle
 *      └──error──▶ failed    │          (status.choose / status.editNote / status.cancel)      └──error──▶ choosing
 *         └──lead.retry──▶   └─ link:   idle ──editLink.make──▶ making ──▶ shown ──editLink.copy──▶ copying ──▶ shown
 *                                                                  └──▶ failed ──editLink.make──▶ making
 */
import { match, P } from 'ts-pattern';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isRetryableFailure } from '../../models/common/general-failure';
import { callErrorOf } from '../actor-events';
import type { SellerEditLink } from '../../models/lead/lead-authorization';
import { isEditableBySeller, type SellerLeadDetail } from '../../models/lead/lead-desk';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { writeKey } from '../write-key';
import { moveRefusal, nextStatuses, leadStatusLabel, type LeadStatusAnswer, type LeadStatusCode } from '../../models/lead/lead-status';
import { placeholderFor } from '../placeholder';
import type { sellerLeadActors } from './seller-lead.actors';

export interface SellerLeadInput {
  leadId: string;
}

export interface MoveStatusInput {
  leadId: string;
  from: LeadStatusCode;
  to: LeadStatusCode;
  note: string;
  /** The move's Idempotency-Key: a retry after a failure sends the same one. */
  idempotencyKey: string;
}

export interface SellerLeadContext {
  leadId: string;
  lead: SellerLeadDetail | null;
  errorMessage: string | null;
  /** Whether trying the failed load again can help (not for a lead that is not there). */
  loadRetryable: boolean;
  /** The move being chosen in the dialog. */
  move: { to: LeadStatusCode | null; note: string; error: string | null; key: string | null };
  /** The last move made ('Situação alterada para …'). */
  movedMessage: string | null;
  link: SellerEditLink | null;
  linkError: string | null;
  copy: 'copied' | 'failed' | null;
}

export type SellerLeadEvent =
  | { type: 'lead.retry' }
  | { type: 'status.open' }
  | { type: 'status.choose'; to: LeadStatusCode }
  | { type: 'status.editNote'; note: string }
  /** `key`: a fresh Idempotency-Key the view mints; the chart keeps the first until the move changes (a retry sends the same). */
  | { type: 'status.confirm'; key: string }
  | { type: 'status.cancel' }
  | { type: 'editLink.make' }
  | { type: 'editLink.copy' };

const statusOf = (context: SellerLeadContext): LeadStatusCode | null => context.lead?.summary.status ?? null;

/** The move being made: from the lead's status to the one chosen (the chart moves only then: `isMoveReady`). */
function chosenMove(context: SellerLeadContext): Omit<MoveStatusInput, 'leadId'> {
  const from = statusOf(context);
  const { to, note, key } = context.move;
  if (from === null || to === null) throw new Error('seller lead: no move chosen');
  return { from, to, note: note.trim(), idempotencyKey: writeKey(key, 'seller lead status') };
}

/** The edit link shown (the chart copies only one it made: `storeLink`). */
function madeLink(context: SellerLeadContext): SellerEditLink {
  if (!context.link) throw new Error('seller lead: no edit link made');
  return context.link;
}

type Actors = ReturnType<typeof sellerLeadActors>;

export const sellerLeadMachine = setup({
  types: {
    input: {} as SellerLeadInput,
    context: {} as SellerLeadContext,
    events: {} as SellerLeadEvent,
  },
  actors: {
    loadLead: placeholderFor<Actors['loadLead']>('loadLead'),
    moveStatus: placeholderFor<Actors['moveStatus']>('moveStatus'),
    makeEditLink: placeholderFor<Actors['makeEditLink']>('makeEditLink'),
    copyText: placeholderFor<Actors['copyText']>('copyText'),
  },
  guards: {
    canMoveStatus: ({ context }) => {
      const status = statusOf(context);
      return status !== null && nextStatuses(status, 'seller').length > 0;
    },
    isNextStatus: ({ context, event }) => {
      assertEvent(event, 'status.choose');
      const status = statusOf(context);
      return status !== null && nextStatuses(status, 'seller').includes(event.to);
    },
    isMoveReady: ({ context }) => {
      const status = statusOf(context);
      return status !== null && context.move.to !== null && moveRefusal(status, context.move.to, 'seller', context.move.note) === null;
    },
    isEditable: ({ context }) => context.lead !== null && isEditableBySeller(context.lead.summary),
    canRetryLoad: ({ context }) => context.loadRetryable,
  },
  actions: {
    storeLead: assign((_, lead: SellerLeadDetail) => ({ lead, errorMessage: null })),
    storeLoadFailure: assign({
      errorMessage: ({ event }) => callErrorOf(event).message || leadDeskLabels.lead.loadFailed,
      loadRetryable: ({ event }) => isRetryableFailure(callErrorOf(event).status),
    }),
    openMove: assign(({ context }) => {
      const status = statusOf(context);
      return { move: { to: status ? (nextStatuses(status, 'seller')[0] ?? null) : null, note: '', error: null, key: null }, movedMessage: null };
    }),
    chooseStatus: assign(({ context, event }) => {
      assertEvent(event, 'status.choose');
      return { move: { ...context.move, to: event.to, error: null, key: null } };
    }),
    editNote: assign(({ context, event }) => {
      assertEvent(event, 'status.editNote');
      return { move: { ...context.move, note: event.note, error: null, key: null } };
    }),
    keepMoveKey: assign(({ context, event }) => {
      assertEvent(event, 'status.confirm');
      return { move: { ...context.move, key: context.move.key ?? event.key } };
    }),
    closeMove: assign({ move: () => ({ to: null, note: '', error: null, key: null }) }),
    applyMove: assign(({ context }, answer: LeadStatusAnswer) => {
      if (!context.lead) return {};
      const last = answer.timeline.at(-1);
      return {
        lead: {
          ...context.lead,
          summary: { ...context.lead.summary, status: answer.status, statusChangedAt: last?.at ?? context.lead.summary.statusChangedAt },
          timeline: answer.timeline,
        },
        move: { to: null, note: '', error: null, key: null },
        movedMessage: leadDeskLabels.lead.moved(leadStatusLabel(answer.status)),
      };
    }),
    storeMoveFailure: assign(({ context, event }) => ({ move: { ...context.move, error: callErrorOf(event).message || leadDeskLabels.lead.moveFailed } })),
    storeLink: assign((_, link: SellerEditLink) => ({ link, linkError: null, copy: null })),
    storeLinkFailure: assign({ linkError: ({ event }) => callErrorOf(event).message || leadDeskLabels.lead.linkFailed }),
    forgetCopy: assign({ copy: () => null }),
    markCopied: assign({ copy: () => 'copied' as const }),
    markCopyFailed: assign({ copy: () => 'failed' as const }),
  },
}).createMachine({
  id: 'sellerLead',
  context: ({ input }) => ({
    leadId: input.leadId,
    lead: null,
    errorMessage: null,
    loadRetryable: true,
    move: { to: null, note: '', error: null, key: null },
    movedMessage: null,
    link: null,
    linkError: null,
    copy: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLead',
        src: 'loadLead',
        input: ({ context }) => ({ leadId: context.leadId }),
        onDone: { target: 'ready', actions: { type: 'storeLead', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'storeLoadFailure' },
      },
    },
    // Only a failure a retry can mend offers one (not a lead that is not there).
    failed: { on: { 'lead.retry': { guard: 'canRetryLoad', target: 'loading' } } },
    ready: {
      type: 'parallel',
      states: {
        status: {
          initial: 'idle',
          states: {
            idle: { on: { 'status.open': { guard: 'canMoveStatus', target: 'choosing', actions: 'openMove' } } },
            choosing: {
              on: {
                'status.choose': { guard: 'isNextStatus', actions: 'chooseStatus' },
                'status.editNote': { actions: 'editNote' },
                'status.confirm': { guard: 'isMoveReady', target: 'moving', actions: 'keepMoveKey' },
                'status.cancel': { target: 'idle', actions: 'closeMove' },
              },
            },
            moving: {
              invoke: {
                id: 'moveStatus',
                src: 'moveStatus',
                input: ({ context }): MoveStatusInput => ({ leadId: context.leadId, ...chosenMove(context) }),
                onDone: { target: 'idle', actions: { type: 'applyMove', params: ({ event }) => event.output } },
                onError: { target: 'choosing', actions: 'storeMoveFailure' },
              },
            },
          },
        },
        link: {
          initial: 'idle',
          states: {
            idle: { on: { 'editLink.make': { guard: 'isEditable', target: 'making' } } },
            making: {
              invoke: {
                id: 'makeEditLink',
                src: 'makeEditLink',
                input: ({ context }) => ({ leadId: context.leadId }),
                onDone: { target: 'shown', actions: { type: 'storeLink', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: 'storeLinkFailure' },
              },
            },
            shown: {
              on: {
                'editLink.copy': { target: 'copying', actions: 'forgetCopy' },
                'editLink.make': { guard: 'isEditable', target: 'making' },
              },
            },
            copying: {
              invoke: {
                id: 'copyText',
                src: 'copyText',
                input: ({ context }) => ({ text: madeLink(context).href }),
                onDone: { target: 'shown', actions: 'markCopied' },
                onError: { target: 'shown', actions: 'markCopyFailed' },
              },
            },
            failed: { on: { 'editLink.make': { guard: 'isEditable', target: 'making' } } },
          },
        },
      },
    },
  },
});

export type SellerLeadSnapshot = SnapshotFrom<typeof sellerLeadMachine>;
export type SellerLeadRef = ActorRefFrom<typeof sellerLeadMachine>;

export const selectPhase = (s: SellerLeadSnapshot) =>
  match(s.value)
    .with('loading', () => 'loading' as const)
    .with('failed', () => 'failed' as const)
    .with({ ready: P.any }, () => 'ready' as const)
    .exhaustive();
export const selectLead = (s: SellerLeadSnapshot) => s.context.lead;
export const selectErrorMessage = (s: SellerLeadSnapshot) => s.context.errorMessage;
export const selectCanRetry = (s: SellerLeadSnapshot) => s.can({ type: 'lead.retry' });
export const selectDialogOpen = (s: SellerLeadSnapshot) => s.matches({ ready: { status: 'choosing' } }) || s.matches({ ready: { status: 'moving' } });
export const selectMoving = (s: SellerLeadSnapshot) => s.matches({ ready: { status: 'moving' } });
export const selectMove = (s: SellerLeadSnapshot) => s.context.move;
export const selectMovedMessage = (s: SellerLeadSnapshot) => s.context.movedMessage;
export const selectCanOpenMove = (s: SellerLeadSnapshot) => s.can({ type: 'status.open' });
export const selectCanConfirm = (s: SellerLeadSnapshot) => s.can({ type: 'status.confirm', key: '' });
export const selectCanCancelMove = (s: SellerLeadSnapshot) => s.can({ type: 'status.cancel' });
/** The statuses the seller may move the lead to now (the table's order). */
export const selectNextStatuses = (s: SellerLeadSnapshot): LeadStatusCode[] => {
  const status = s.context.lead?.summary.status;
  return status ? nextStatuses(status, 'seller') : [];
};
/** The new status and the note are chosen while the dialog waits on the seller (not while the move is sent). */
export const selectCanChooseStatus = (s: SellerLeadSnapshot) => selectNextStatuses(s).some((to) => s.can({ type: 'status.choose', to }));
export const selectCanEditNote = (s: SellerLeadSnapshot) => s.can({ type: 'status.editNote', note: s.context.move.note });
export type LinkPhase = 'idle' | 'making' | 'shown' | 'copying' | 'failed';
/** The edit link's panel: each of the link's states (a state added without its phase fails to compile); idle while the lead is not ready. */
export const selectLinkPhase = (s: SellerLeadSnapshot) =>
  match(s.value)
    .returnType<LinkPhase>()
    .with({ ready: { link: 'making' } }, () => 'making')
    .with({ ready: { link: 'shown' } }, () => 'shown')
    .with({ ready: { link: 'copying' } }, () => 'copying')
    .with({ ready: { link: 'failed' } }, () => 'failed')
    .with({ ready: { link: 'idle' } }, 'loading', 'failed', () => 'idle')
    .exhaustive();
export const selectLink = (s: SellerLeadSnapshot) => s.context.link;
export const selectLinkError = (s: SellerLeadSnapshot) => s.context.linkError;
export const selectCopy = (s: SellerLeadSnapshot) => s.context.copy;
export const selectCanMakeLink = (s: SellerLeadSnapshot) => s.can({ type: 'editLink.make' });
export const selectCanCopy = (s: SellerLeadSnapshot) => s.can({ type: 'editLink.copy' });
