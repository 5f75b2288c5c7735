/**
 * Details modal chart (spec 000 §4 "Additional details modal"): the info
 * modal of an optional (rich text from the content path) or of an
 * additional (`GET /api/additionals?mvs_code=…`).
 *
 *   closed ──modal.open──▶ open.loading ──done [has text]──▶ open.shown
 *                                 ├──────done (no text)──▶ open.failed
 *                                 └──────error───────────▶ open.failed
 *   open ──modal.close──▶ closed
 *
 * Opening and closing are announced ('open-modal', 'close-modal') on the
 * page's shared event hub through the `announce` action the app provides.
 */
import { assertEvent, assign, type PromiseActorLogic, setup, type SnapshotFrom } from 'xstate';
import { hasText } from '../../models/content/rich-text';
import { placeholderFor } from '../placeholder';

export type DetailsTarget =
  | { kind: 'optional'; brand: string; modelCode: string; code: string; name: string }
  | { kind: 'additional'; mvsCode: string; id: string; name: string };

export interface ModalContent {
  title: string;
  /** Sanitised rich text. */
  html: string;
  image?: string | undefined;
}

export interface DetailsModalContext {
  target: DetailsTarget | null;
  content: ModalContent | null;
}

export type DetailsModalEvent = { type: 'modal.open'; target: DetailsTarget } | { type: 'modal.close' };

/** What the open modal shows (the chart is open only with a target: `storeTarget`). */
function openTarget(context: DetailsModalContext): DetailsTarget {
  if (!context.target) throw new Error('details modal: open without a target');
  return context.target;
}

export const detailsModalMachine = setup({
  types: {
    context: {} as DetailsModalContext,
    events: {} as DetailsModalEvent,
  },
  actors: {
    loadDetails: placeholderFor<PromiseActorLogic<ModalContent | null, DetailsTarget>>('loadDetails'),
  },
  guards: {
    hasText: (_, content: ModalContent | null) => content !== null && hasText(content.html),
  },
  actions: {
    storeTarget: assign(({ event }) => {
      assertEvent(event, 'modal.open');
      return { target: event.target, content: null };
    }),
    storeContent: assign({ content: (_, content: ModalContent | null) => content }),
    clear: assign({ target: null, content: null }),
    announceOpen: placeholderFor('announceOpen'),
    announceClose: placeholderFor('announceClose'),
  },
}).createMachine({
  id: 'detailsModal',
  context: { target: null, content: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'modal.open': { target: 'open', actions: 'storeTarget' } },
    },
    open: {
      entry: 'announceOpen',
      exit: 'announceClose',
      initial: 'loading',
      on: { 'modal.close': { target: 'closed', actions: 'clear' } },
      states: {
        loading: {
          invoke: {
            id: 'loadDetails',
            src: 'loadDetails',
            input: ({ context }) => openTarget(context),
            onDone: [{ guard: { type: 'hasText', params: ({ event }) => event.output }, target: 'shown', actions: { type: 'storeContent', params: ({ event }) => event.output } }, { target: 'failed' }],
            onError: { target: 'failed' },
          },
        },
        shown: {},
        failed: {},
      },
    },
  },
});

export type DetailsModalSnapshot = SnapshotFrom<typeof detailsModalMachine>;
export type DetailsModalStatus = 'closed' | 'loading' | 'shown' | 'failed';

export const selectModalStatus = (s: DetailsModalSnapshot): DetailsModalStatus =>
  s.matches('closed') ? 'closed' : s.matches({ open: 'loading' }) ? 'loading' : s.matches({ open: 'shown' }) ? 'shown' : 'failed';
export const selectModalTarget = (s: DetailsModalSnapshot) => s.context.target;
export const selectModalContent = (s: DetailsModalSnapshot) => s.context.content;
