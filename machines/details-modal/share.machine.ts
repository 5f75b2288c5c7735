/**
 * Share chart (spec 000 §2 "Header"): on a phone (720 px or less) the native
 * share with a text and the current address; on a desktop a menu with
 * 'Enviar como mensagem' and 'Copiar a URL', which copies the link and shows
 * 'Link copiado com sucesso' for 1000 ms.
 *
 *   idle ──share.open [isMobile]──▶ sharingNatively ──done/error──▶ idle
 *   idle ──share.open──▶ menuOpen ──share.copy──▶ copying ──done──▶ copied ──after toast──▶ idle
 *                           ├──share.message──▶ idle (opens the message)      └──error──▶ idle
 *                           └──share.close──▶ idle
 */
import { type PromiseActorLogic, setup, type SnapshotFrom } from 'xstate';
import { LINK_TOAST_MS } from '../../models/common/toasts';
import { placeholderFor } from '../placeholder';

export interface ShareInput {
  title: string;
}

export interface ShareContext {
  title: string;
}

export type ShareEvent = { type: 'share.open' } | { type: 'share.close' } | { type: 'share.copy' } | { type: 'share.message' };

export type ShareMethod = 'native' | 'message' | 'copy';

export const shareMachine = setup({
  types: {
    input: {} as ShareInput,
    context: {} as ShareContext,
    events: {} as ShareEvent,
  },
  actors: {
    nativeShare: placeholderFor<PromiseActorLogic<void, { title: string }>>('nativeShare'),
    copyLink: placeholderFor<PromiseActorLogic<void, void>>('copyLink'),
  },
  guards: {
    isMobile: () => false,
  },
  actions: {
    openMessage: placeholderFor('openMessage'),
    logShareFailure: placeholderFor('logShareFailure'),
    /** The data layer hears how the page was shared (the app sends it to the tracking actor). */
    trackShare: placeholderFor<(_: unknown, method: ShareMethod) => void>('trackShare'),
  },
  delays: {
    toast: LINK_TOAST_MS,
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({ title: input.title }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'share.open': [{ guard: 'isMobile', target: 'sharingNatively' }, { target: 'menuOpen' }],
      },
    },
    sharingNatively: {
      invoke: {
        id: 'nativeShare',
        src: 'nativeShare',
        input: ({ context }) => ({ title: context.title }),
        onDone: { target: 'idle', actions: { type: 'trackShare', params: 'native' } },
        // Spec 001 §8: a native share failure is only logged.
        onError: { target: 'idle', actions: 'logShareFailure' },
      },
    },
    menuOpen: {
      on: {
        'share.close': 'idle',
        'share.copy': 'copying',
        'share.message': { target: 'idle', actions: ['openMessage', { type: 'trackShare', params: 'message' }] },
      },
    },
    copying: {
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        onDone: { target: 'copied', actions: { type: 'trackShare', params: 'copy' } },
        onError: { target: 'idle', actions: 'logShareFailure' },
      },
    },
    copied: {
      after: { toast: 'idle' },
    },
  },
});

export type ShareSnapshot = SnapshotFrom<typeof shareMachine>;
export type ShareStatus = 'idle' | 'sharingNatively' | 'menuOpen' | 'copying' | 'copied';
export const selectShareStatus = (s: ShareSnapshot) => s.value;
