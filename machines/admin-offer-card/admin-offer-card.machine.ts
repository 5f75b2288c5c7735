/**
 * The admin offer card (spec 000 §2 "Card wrapper for admins", §4 "Offer
 * status on card", 001 §6 "Admin", §7, §8): one state per status, read by
 * the spec's priority (models/offer/offer-status.ts), and a gerund state per call.
 * Which buttons a status offers is the action matrix of models/offer/offer-status.ts,
 * asked through guards, so `snapshot.can` says what is enabled.
 *
 *   (status) ──▶ new | published | removed | archived | saved
 *   saved|archived ──offer.publish──▶ publishing ──done: released──▶ (status)
 *   published ──offer.unpublish──▶ unpublishing ──done: not released──▶ (status)
 *   new|saved|published ──offer.save──▶ saving ──done──▶ (status)
 *   saved|published|archived ──offer.askRemove──▶ confirmingRemoval
 *        ──offer.cancelRemove──▶ (status)
 *        ──offer.confirmRemove──▶ removing ──done: removed (list reloads)──▶ (status)
 *   every call ──done──▶ (status), with the spec's success toast; ──error──▶ (status), with its failure toast
 *
 * The toasts are emitted (`toast.show`, models/common/toasts.ts) for the site's one
 * toast host (ui/layout/toasts.tsx), which shows each for 5 s. The card runs
 * as a child of the chart that lists the offers, which spawns one per offer:
 * the offer manager (machines/offer-manager, on the admin page) or the
 * showcase's offer list (machines/offer-list, off it). It reports to its
 * parent with `sendParent`: `card.offerChanged` (a publish toggles
 * `released`, a save stores it) and `card.offerRemoved` (the manager reads
 * its list again).
 */
import { assign, emit, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { managerLabels } from '../../models/labels/admin-manager';
import { labels } from '../../models/labels/spec';
import { actionFailureText, type ManagedOffer } from '../../models/offer-admin/offer-manager';
import { applyOfferAction, offerPermissions, offerStatus, type OfferAction } from '../../models/offer/offer-status';
import { toastShown, type ToastShown } from '../../models/common/toasts';
import { placeholderFor } from '../placeholder';
import type { createAdminOfferCardImplementations } from './admin-offer-card.actors';

type Actors = ReturnType<typeof createAdminOfferCardImplementations>['actors'];

export interface AdminOfferCardInput {
  offer: ManagedOffer;
  /** On the manager page: 'Salvar' and 'Visualizar'; elsewhere 'Editar'. */
  onAdminPage: boolean;
}

export interface AdminOfferCardContext {
  offer: ManagedOffer;
  onAdminPage: boolean;
}

export type AdminOfferCardEvent =
  | { type: 'offer.publish' }
  | { type: 'offer.unpublish' }
  | { type: 'offer.save' }
  | { type: 'offer.askRemove' }
  | { type: 'offer.confirmRemove' }
  | { type: 'offer.cancelRemove' };

export type AdminOfferCardEmitted = ToastShown;

/** What a card tells the chart that runs it (its parent): its offer changed, or was removed. */
export type AdminOfferCardReport = { type: 'card.offerChanged'; offer: ManagedOffer } | { type: 'card.offerRemoved'; offer: ManagedOffer };

const t = labels.offerAdmin;

function allows(context: AdminOfferCardContext, action: OfferAction): boolean {
  return offerPermissions(context.offer, { onAdminPage: context.onAdminPage })[action];
}


export const adminOfferCardMachine = setup({
  types: {
    input: {} as AdminOfferCardInput,
    context: {} as AdminOfferCardContext,
    events: {} as AdminOfferCardEvent,
    emitted: {} as AdminOfferCardEmitted,
  },
  actors: {
    /** Answers the offer as it now is. */
    publishOffer: placeholderFor<Actors['publishOffer']>('publishOffer'),
    /** Answers the offer as it now is. */
    unpublishOffer: placeholderFor<Actors['unpublishOffer']>('unpublishOffer'),
    /** Answers the offer as it now is. */
    removeOffer: placeholderFor<Actors['removeOffer']>('removeOffer'),
    /** Saves the offer; answers it as stored (an id for a new one). */
    saveOffer: placeholderFor<Actors['saveOffer']>('saveOffer'),
  },
  guards: {
    isNew: ({ context }) => offerStatus(context.offer) === 'new',
    isPublished: ({ context }) => offerStatus(context.offer) === 'published',
    isRemoved: ({ context }) => offerStatus(context.offer) === 'removed',
    isArchived: ({ context }) => offerStatus(context.offer) === 'archived',
    canPublish: ({ context }) => allows(context, 'publish'),
    canUnpublish: ({ context }) => allows(context, 'unpublish'),
    canSave: ({ context }) => allows(context, 'save'),
    canRemove: ({ context }) => allows(context, 'remove'),
  },
  actions: {
    /** The answer is the offer as it now is; its flags are what the action does (publishing toggles `released`). */
    markPublished: assign({ offer: (_, answer: ManagedOffer) => applyOfferAction(answer, 'publish') }),
    markUnpublished: assign({ offer: (_, answer: ManagedOffer) => applyOfferAction(answer, 'unpublish') }),
    markRemoved: assign({ offer: (_, answer: ManagedOffer) => applyOfferAction(answer, 'remove') }),
    storeSaved: assign({ offer: (_, answer: ManagedOffer) => answer }),
    toastPublished: emit(toastShown('success', t.publishSuccess)),
    toastPublishFailed: emit(({ context, event }) => toastShown('failure', actionFailureText(t.publishFailure, context.offer, callErrorOf(event)))),
    toastUnpublished: emit(toastShown('success', t.unpublishSuccess)),
    toastUnpublishFailed: emit(({ context, event }) => toastShown('failure', actionFailureText(t.unpublishFailure, context.offer, callErrorOf(event)))),
    toastRemoved: emit(toastShown('success', t.removeSuccess)),
    toastRemoveFailed: emit(({ context, event }) => toastShown('failure', actionFailureText(t.removeFailure, context.offer, callErrorOf(event)))),
    toastSaved: emit(toastShown('success', managerLabels.saveSuccess)),
    toastSaveFailed: emit(({ context, event }) => toastShown('failure', actionFailureText(managerLabels.saveFailure, context.offer, callErrorOf(event)))),
    reportChange: sendParent(({ context }): AdminOfferCardReport => ({ type: 'card.offerChanged', offer: context.offer })),
    reportRemoval: sendParent(({ context }): AdminOfferCardReport => ({ type: 'card.offerRemoved', offer: context.offer })),
  },
}).createMachine({
  id: 'adminOfferCard',
  context: ({ input }) => ({ offer: input.offer, onAdminPage: input.onAdminPage }),
  initial: 'status',
  states: {
    /** Where the flags say the offer is, by the spec's priority. */
    status: {
      always: [
        { guard: 'isNew', target: 'new' },
        { guard: 'isPublished', target: 'published' },
        { guard: 'isRemoved', target: 'removed' },
        { guard: 'isArchived', target: 'archived' },
        { target: 'saved' },
      ],
    },
    new: {
      on: { 'offer.save': { guard: 'canSave', target: 'saving' } },
    },
    saved: {
      on: {
        'offer.publish': { guard: 'canPublish', target: 'publishing' },
        'offer.save': { guard: 'canSave', target: 'saving' },
        'offer.askRemove': { guard: 'canRemove', target: 'confirmingRemoval' },
      },
    },
    published: {
      on: {
        'offer.unpublish': { guard: 'canUnpublish', target: 'unpublishing' },
        'offer.save': { guard: 'canSave', target: 'saving' },
        'offer.askRemove': { guard: 'canRemove', target: 'confirmingRemoval' },
      },
    },
    archived: {
      on: {
        'offer.publish': { guard: 'canPublish', target: 'publishing' },
        'offer.askRemove': { guard: 'canRemove', target: 'confirmingRemoval' },
      },
    },
    removed: {},
    /** The popup 'Deletar oferta' is open. */
    confirmingRemoval: {
      on: {
        'offer.confirmRemove': { target: 'removing' },
        'offer.cancelRemove': { target: 'status' },
      },
    },
    publishing: {
      invoke: {
        id: 'publishOffer',
        src: 'publishOffer',
        input: ({ context }) => ({ offerId: context.offer.id }),
        onDone: { target: 'status', actions: [{ type: 'markPublished', params: ({ event }) => event.output }, 'toastPublished', 'reportChange'] },
        onError: { target: 'status', actions: 'toastPublishFailed' },
      },
    },
    unpublishing: {
      invoke: {
        id: 'unpublishOffer',
        src: 'unpublishOffer',
        input: ({ context }) => ({ offerId: context.offer.id }),
        onDone: { target: 'status', actions: [{ type: 'markUnpublished', params: ({ event }) => event.output }, 'toastUnpublished', 'reportChange'] },
        onError: { target: 'status', actions: 'toastUnpublishFailed' },
      },
    },
    removing: {
      invoke: {
        id: 'removeOffer',
        src: 'removeOffer',
        input: ({ context }) => ({ offerId: context.offer.id }),
        onDone: { target: 'status', actions: [{ type: 'markRemoved', params: ({ event }) => event.output }, 'toastRemoved', 'reportRemoval'] },
        onError: { target: 'status', actions: 'toastRemoveFailed' },
      },
    },
    saving: {
      invoke: {
        id: 'saveOffer',
        src: 'saveOffer',
        input: ({ context }) => ({ offer: context.offer }),
        onDone: { target: 'status', actions: [{ type: 'storeSaved', params: ({ event }) => event.output }, 'toastSaved', 'reportChange'] },
        onError: { target: 'status', actions: 'toastSaveFailed' },
      },
    },
  },
});

export type AdminOfferCardSnapshot = SnapshotFrom<typeof adminOfferCardMachine>;
export type AdminOfferCardRef = ActorRefFrom<typeof adminOfferCardMachine>;
/** The card's chart (with its real calls provided), as a parent spawns it. */
export type AdminOfferCardLogic = typeof adminOfferCardMachine;

export const ADMIN_CARD_STATUSES = ['new', 'published', 'removed', 'archived', 'saved'] as const;
/** The card's state (`status` only for an instant, on the way to the offer's status). */
export type AdminOfferCardState = AdminOfferCardSnapshot['value'];

export const selectCardState = (s: AdminOfferCardSnapshot): AdminOfferCardState => s.value;
export const selectCardOffer = (s: AdminOfferCardSnapshot) => s.context.offer;
export const selectOnAdminPage = (s: AdminOfferCardSnapshot) => s.context.onAdminPage;
export const selectBusy = (s: AdminOfferCardSnapshot) => ['publishing', 'unpublishing', 'removing', 'saving'].includes(s.value);
export const selectConfirmingRemoval = (s: AdminOfferCardSnapshot) => s.matches('confirmingRemoval');

/** Which buttons are enabled now: the chart accepts their event. */
export const selectEnabled = (s: AdminOfferCardSnapshot) => ({
  publish: s.can({ type: 'offer.publish' }),
  unpublish: s.can({ type: 'offer.unpublish' }),
  save: s.can({ type: 'offer.save' }),
  remove: s.can({ type: 'offer.askRemove' }),
});
