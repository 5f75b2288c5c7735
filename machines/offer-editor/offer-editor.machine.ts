/**
 * The offer editor: an admin opens an offer (or a new one), edits every
 * field, uploads and orders its photos, and saves.
 *
 *   (start) ──[new]──▶ editing.pristine
 *      └─────────────▶ loading ──done──▶ editing.pristine
 *                         └──error──▶ loadFailed ──editor.retry──▶ loading
 *
 *   editing (pristine | changed | invalid | saved | failed)
 *      ├─ editor.edit / addRow / removeRow / moveImage ──▶ editing.changed
 *      │     (or editing.pristine when the edit undid the unsaved changes)
 *      ├─ editor.uploadImage ──▶ uploadingImage ──done──▶ editing.changed
 *      │                              └──error──▶ editing.changed | editing.pristine (the photo's message)
 *      ├─ editor.removeImage ──▶ deletingImage ──done──▶ editing (the photo and its files are gone from the server)
 *      │                              ├──error [409: the saved offer shows it]──▶ editing (out of the form; deleted by the save)
 *      │                              └──error──▶ editing (the photo stays; the message)
 *      ├─ editor.save ──▶ validating ──[valid]──▶ saving ──done──▶ editing.saved (notifySaved, the success toast)
 *      │                      └──────────────▶ editing.invalid   ├──error [409]──▶ conflict
 *      │                                                          ├──error [400]──▶ editing.invalid (the server's messages)
 *      │                                                          └──error──▶ editing.failed
 *      └─ editor.close ──[unsaved changes]──▶ confirmingLeave ──editor.confirmLeave──▶ closed (leave)
 *                    └──────────────────────▶ closed (leave)    └──editor.cancelLeave──▶ editing.changed
 *
 *   conflict ──editor.reload──▶ loading (the other admin's version)
 *            └─editor.keepEditing──▶ editing.changed | editing.pristine
 *
 * `invalid`, `saved` and `failed` are editing states: the form stays open
 * and each edit leads to `changed` (through `comparing`, which goes back to
 * `pristine` when the form is again the one last loaded or saved). Unsaved changes are the form's draft
 * differing from the one last loaded or saved (`formFingerprint`).
 * The dealer picker (machines/dealer-picker) runs as this chart's child for
 * as long as the editor is open: it reports the chosen dealer's code as an
 * `editor.edit` of `dealerId` (so the editor's rules for an edit apply), and
 * the editor shows it the offer's dealer each time an offer is loaded or saved.
 * The app provides `notifySaved` (the manager refreshes; a new offer gets
 * its address) and `leave` (the manager closes the editor).
 */
import { writeKey } from '../write-key';
import { assertEvent, assign, emit, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { dealerSummaryOf } from '../../models/dealer/admin-dealers';
import type { AdminOfferDetail, OfferHistoryEntry, Stamp } from '../../models/offer-admin/admin-offers';
import { dealerPickerMachine } from '../dealer-picker/dealer-picker.machine';
import { offerEditorLabels } from '../../models/labels/offer-editor';
import { managerLabels } from '../../models/labels/admin-manager';
import { toastShown, type ToastShown } from '../../models/common/toasts';
import type { OfferImage } from '../../models/offer/offer';
import type { OfferDraft, OfferDraftErrors } from '../../models/offer-admin/offer-draft';
import {
  addImage,
  addRow,
  draftToForm,
  editForm,
  emptyOfferForm,
  errorsAfterEdit,
  formFingerprint,
  formToDraft,
  isImageMove,
  moveImage,
  offerFormErrors,
  removeImageById,
  removeRow,
  type FormList,
  type OfferForm,
} from '../../models/offer-admin/offer-editor-form';
import { placeholderFor } from '../placeholder';
import type { createOfferEditorImplementations } from './offer-editor.actors';

export interface OfferEditorInput {
  /** The offer's id, or 'new'. */
  offerId: string;
}

export interface SaveOfferInput {
  /** null for a new offer (POST), else PUT with `revision`. */
  offerId: string | null;
  revision: number | null;
  draft: OfferDraft;
  /** The save's Idempotency-Key: a retry of the same draft sends the same one (a lost answer creates no second offer). */
  idempotencyKey: string;
}

export interface OfferEditorContext {
  offerId: string | null;
  revision: number | null;
  form: OfferForm;
  /** The fingerprint of the form as last loaded or saved. */
  baseline: string;
  /** The key of the last save tried and the draft it was for (formFingerprint): kept for a retry of that draft. */
  saveKey: { key: string; draft: string } | null;
  /** Photos known to the editor (loaded and uploaded), by id. */
  images: Record<string, OfferImage>;
  history: OfferHistoryEntry[];
  status: { released: boolean; removed: boolean; archived: boolean } | null;
  createdBy: Stamp | null;
  updatedBy: Stamp | null;
  fieldErrors: OfferDraftErrors;
  /** The alert above the form (refused, failed, conflict, load failure). */
  errorMessage: string | null;
  imageError: string | null;
  /** A note on the photos that is not an error (a photo leaves the offer when it is saved). */
  imageNotice: string | null;
  /** The photo being deleted on the server. */
  deletingImageId: string | null;
  /** Each refused save counts once (the view moves the focus to the first message). */
  refusedSaves: number;
}

export type OfferEditorEvent =
  | { type: 'editor.edit'; field: string; value: string | boolean }
  | { type: 'editor.addRow'; list: FormList }
  | { type: 'editor.removeRow'; list: FormList; index: number }
  | { type: 'editor.moveImage'; from: number; to: number }
  | { type: 'editor.removeImage'; index: number }
  /** `key`: a fresh Idempotency-Key the view mints for this upload. */
  | { type: 'editor.uploadImage'; file: File; key: string }
  /** `key`: a fresh Idempotency-Key the view mints; the chart keeps the first while the draft stays the same (a retry sends the same). */
  | { type: 'editor.save'; key: string }
  | { type: 'editor.retry' }
  | { type: 'editor.reload' }
  | { type: 'editor.keepEditing' }
  | { type: 'editor.close' }
  | { type: 'editor.confirmLeave' }
  | { type: 'editor.cancelLeave' };

/** The offer to load: an offer the server has (a new one starts in the form, and is loaded only once saved). */
function storedOfferId(context: OfferEditorContext): string {
  if (context.offerId === null) throw new Error('offer editor: a new offer has nothing to load');
  return context.offerId;
}

function loaded(detail: AdminOfferDetail): Partial<OfferEditorContext> {
  const form = draftToForm(detail.draft);
  return {
    offerId: detail.id,
    revision: detail.revision,
    form,
    baseline: formFingerprint(form),
    images: Object.fromEntries(detail.images.map((i) => [i.id, i])),
    history: detail.history,
    status: { released: detail.released, removed: detail.removed, archived: detail.archived },
    createdBy: detail.createdBy,
    updatedBy: detail.updatedBy,
    fieldErrors: {},
    errorMessage: null,
    imageError: null,
    imageNotice: null,
    deletingImageId: null,
  };
}

/** The dealer field of a dealer offer: the picker whose choice comes back as an edit of `dealerId`. */
type Actors = ReturnType<typeof createOfferEditorImplementations>['actors'];

export const editorDealerPicker = dealerPickerMachine.provide({
  actions: { reportDealer: sendParent((_, dealerId: string) => ({ type: 'editor.edit', field: 'dealerId', value: dealerId })) },
});

/** After an edit: `changed`, or back to `pristine` when the edit undid the others. */
const toChanged = { target: '.comparing' } as const;

export const offerEditorMachine = setup({
  types: {
    input: {} as OfferEditorInput,
    context: {} as OfferEditorContext,
    events: {} as OfferEditorEvent,
    emitted: {} as ToastShown,
  },
  actors: {
    dealerPicker: editorDealerPicker,
    loadOffer: placeholderFor<Actors['loadOffer']>('loadOffer'),
    saveOffer: placeholderFor<Actors['saveOffer']>('saveOffer'),
    uploadImage: placeholderFor<Actors['uploadImage']>('uploadImage'),
    deleteImage: placeholderFor<Actors['deleteImage']>('deleteImage'),
  },
  guards: {
    isNewOffer: ({ context }) => context.offerId === null,
    /** A photo moves within the list (models/offer-admin/offer-editor-form.ts `isImageMove`). */
    isImageMove: ({ context, event }) => {
      assertEvent(event, 'editor.moveImage');
      return isImageMove(context.form.imageIds, event.from, event.to);
    },
    hasUnsavedChanges: ({ context }) => formFingerprint(context.form) !== context.baseline,
    isFormValid: ({ context }) => Object.keys(offerFormErrors(context.form)).length === 0,
    isConflict: ({ event }) => callErrorOf(event).status === 409,
    /** The server keeps a photo the saved offer still shows (it deletes it when the offer is saved without it). */
    isImageInUse: ({ event }) => callErrorOf(event).status === 409,
    isRefused: ({ event }) => callErrorOf(event).status === 400 && Object.keys(callErrorOf(event).fields ?? {}).length > 0,
  },
  actions: {
    toastSaved: emit(toastShown('success', managerLabels.saveSuccess)),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'editor.edit');
      return { form: editForm(context.form, event.field, event.value), fieldErrors: errorsAfterEdit(context.fieldErrors, event.field) };
    }),
    addRow: assign(({ context, event }) => {
      assertEvent(event, 'editor.addRow');
      return { form: addRow(context.form, event.list) };
    }),
    removeRow: assign(({ context, event }) => {
      assertEvent(event, 'editor.removeRow');
      // Messages are keyed by row index: after a removal they no longer name the right rows.
      const stale = (k: string) => k === event.list || k.startsWith(`${event.list}.`);
      return {
        form: removeRow(context.form, event.list, event.index),
        fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([k]) => !stale(k))),
      };
    }),
    moveImage: assign(({ context, event }) => {
      assertEvent(event, 'editor.moveImage');
      return { form: moveImage(context.form, event.from, event.to), imageError: null };
    }),
    rememberImageToDelete: assign(({ context, event }) => {
      assertEvent(event, 'editor.removeImage');
      return { deletingImageId: context.form.imageIds[event.index] ?? null, imageError: null, imageNotice: null };
    }),
    dropDeletedImage: assign(({ context }) => ({
      form: context.deletingImageId ? removeImageById(context.form, context.deletingImageId) : context.form,
      deletingImageId: null,
    })),
    dropImageUntilSaved: assign(({ context }) => ({
      form: context.deletingImageId ? removeImageById(context.form, context.deletingImageId) : context.form,
      deletingImageId: null,
      imageNotice: offerEditorLabels.images.deletedOnSave,
    })),
    storeImageDeleteError: assign({
      imageError: ({ event }) => callErrorOf(event).message || offerEditorLabels.images.deleteFailed,
      deletingImageId: null,
    }),
    addUploadedImage: assign(({ context }, image: OfferImage) => {
      return {
        form: addImage(context.form, image.id),
        images: { ...context.images, [image.id]: image },
        imageError: null,
        fieldErrors: errorsAfterEdit(context.fieldErrors, 'imageIds'),
      };
    }),
    storeImageError: assign({ imageError: ({ event }) => callErrorOf(event).message || offerEditorLabels.images.failed }),
    storeOffer: assign((_, detail: AdminOfferDetail) => ({ ...loaded(detail), saveKey: null })),
    keepSaveKey: assign(({ context, event }) => {
      assertEvent(event, 'editor.save');
      const draft = formFingerprint(context.form);
      return { saveKey: context.saveKey?.draft === draft ? context.saveKey : { key: event.key, draft } };
    }),
    /** The picker shows the dealer of the offer as loaded or saved. */
    showDealer: sendTo('dealerPicker', (_, detail: AdminOfferDetail) => ({ type: 'picker.show' as const, dealer: dealerSummaryOf(detail.offer.dealer) })),
    storeLoadFailure: assign({ errorMessage: ({ event }) => callErrorOf(event).message || offerEditorLabels.loadFailed }),
    showErrors: assign(({ context }) => ({
      fieldErrors: offerFormErrors(context.form),
      errorMessage: offerEditorLabels.checkFields,
      refusedSaves: context.refusedSaves + 1,
    })),
    clearErrors: assign({ fieldErrors: {}, errorMessage: null }),
    storeRefusal: assign(({ context, event }) => ({
      fieldErrors: callErrorOf(event).fields ?? {},
      errorMessage: callErrorOf(event).message || offerEditorLabels.invalidDraft,
      refusedSaves: context.refusedSaves + 1,
    })),
    storeConflict: assign({ errorMessage: ({ event }) => callErrorOf(event).message || offerEditorLabels.conflict }),
    storeSaveFailure: assign({ errorMessage: ({ event }) => callErrorOf(event).message || offerEditorLabels.saveFailed }),
    /** Provided by the app: the offer was saved (the manager refreshes; a new offer gets its address). */
    notifySaved: placeholderFor<(_: unknown, detail: AdminOfferDetail) => void>('notifySaved'),
    /** Provided by the app: close the editor. */
    leave: placeholderFor('leave'),
  },
}).createMachine({
  id: 'offerEditor',
  context: ({ input }) => {
    const form = emptyOfferForm();
    return {
      offerId: input.offerId === 'new' || input.offerId === '' ? null : input.offerId,
      revision: null,
      form,
      baseline: formFingerprint(form),
      saveKey: null,
      images: {},
      history: [],
      status: null,
      createdBy: null,
      updatedBy: null,
      fieldErrors: {},
      errorMessage: null,
      imageError: null,
      imageNotice: null,
      deletingImageId: null,
      refusedSaves: 0,
    };
  },
  invoke: { id: 'dealerPicker', src: 'dealerPicker' },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isNewOffer', target: 'editing' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({ offerId: storedOfferId(context) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeOffer', params: ({ event }) => event.output },
            { type: 'showDealer', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'loadFailed', actions: 'storeLoadFailure' },
      },
    },
    loadFailed: {
      on: {
        'editor.retry': 'loading',
        'editor.close': { target: 'closed' },
      },
    },
    editing: {
      initial: 'pristine',
      on: {
        'editor.edit': { ...toChanged, actions: 'editField' },
        'editor.addRow': { ...toChanged, actions: 'addRow' },
        'editor.removeRow': { ...toChanged, actions: 'removeRow' },
        'editor.moveImage': { ...toChanged, guard: 'isImageMove', actions: 'moveImage' },
        'editor.removeImage': { target: 'deletingImage', actions: 'rememberImageToDelete' },
        'editor.uploadImage': { target: 'uploadingImage' },
        'editor.save': { target: 'validating', actions: 'keepSaveKey' },
        'editor.close': [{ guard: 'hasUnsavedChanges', target: 'confirmingLeave' }, { target: 'closed' }],
      },
      states: {
        comparing: {
          always: [{ guard: 'hasUnsavedChanges', target: 'changed' }, { target: 'pristine' }],
        },
        pristine: {},
        changed: {},
        invalid: {},
        saved: {},
        failed: {},
      },
    },
    uploadingImage: {
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ event }) => {
          assertEvent(event, 'editor.uploadImage');
          return { file: event.file, idempotencyKey: event.key };
        },
        onDone: { target: 'editing.changed', actions: { type: 'addUploadedImage', params: ({ event }) => event.output } },
        onError: { target: 'editing.comparing', actions: 'storeImageError' },
      },
    },
    deletingImage: {
      invoke: {
        id: 'deleteImage',
        src: 'deleteImage',
        input: ({ context }) => ({ imageId: context.deletingImageId ?? '' }),
        onDone: { target: 'editing.comparing', actions: 'dropDeletedImage' },
        onError: [
          { guard: 'isImageInUse', target: 'editing.comparing', actions: 'dropImageUntilSaved' },
          { target: 'editing.comparing', actions: 'storeImageDeleteError' },
        ],
      },
    },
    validating: {
      always: [
        { guard: 'isFormValid', target: 'saving', actions: 'clearErrors' },
        { target: 'editing.invalid', actions: 'showErrors' },
      ],
    },
    saving: {
      invoke: {
        id: 'saveOffer',
        src: 'saveOffer',
        input: ({ context }): SaveOfferInput => ({
          offerId: context.offerId,
          revision: context.revision,
          draft: formToDraft(context.form),
          idempotencyKey: writeKey(context.saveKey?.key ?? null, 'offer editor save'),
        }),
        onDone: {
          target: 'editing.saved',
          actions: [
            { type: 'storeOffer', params: ({ event }) => event.output },
            { type: 'showDealer', params: ({ event }) => event.output },
            { type: 'notifySaved', params: ({ event }) => event.output },
            'toastSaved',
          ],
        },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'storeConflict' },
          { guard: 'isRefused', target: 'editing.invalid', actions: 'storeRefusal' },
          { target: 'editing.failed', actions: 'storeSaveFailure' },
        ],
      },
    },
    conflict: {
      on: {
        'editor.reload': { target: 'loading', actions: 'clearErrors' },
        'editor.keepEditing': { target: 'editing.comparing', actions: 'clearErrors' },
      },
    },
    confirmingLeave: {
      on: {
        'editor.confirmLeave': { target: 'closed' },
        'editor.cancelLeave': { target: 'editing.changed' },
      },
    },
    closed: { type: 'final', entry: 'leave' },
  },
});

export type OfferEditorSnapshot = SnapshotFrom<typeof offerEditorMachine>;

// ── selectors ──

export type OfferEditorView = 'loading' | 'loadFailed' | 'form' | 'closed';
export const selectView = (s: OfferEditorSnapshot): OfferEditorView =>
  s.matches('starting') || s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('closed') ? 'closed' : 'form';
export const selectForm = (s: OfferEditorSnapshot) => s.context.form;
export const selectFieldErrors = (s: OfferEditorSnapshot) => s.context.fieldErrors;
export const selectRefusedSaves = (s: OfferEditorSnapshot) => s.context.refusedSaves;
export const selectOfferId = (s: OfferEditorSnapshot) => s.context.offerId;
export const selectHistory = (s: OfferEditorSnapshot) => s.context.history;
export const selectImages = (s: OfferEditorSnapshot) => s.context.images;
export const selectImageError = (s: OfferEditorSnapshot) => s.context.imageError;
export const selectStatusFlags = (s: OfferEditorSnapshot) => s.context.status;
export const selectUnsaved = (s: OfferEditorSnapshot) => formFingerprint(s.context.form) !== s.context.baseline;
/** The message above the form, in the states that show one. */
export const selectAlert = (s: OfferEditorSnapshot): string | null =>
  s.matches({ editing: 'invalid' }) || s.matches({ editing: 'failed' }) || s.matches('loadFailed') ? s.context.errorMessage : null;
export const selectConflict = (s: OfferEditorSnapshot): string | null => (s.matches('conflict') ? s.context.errorMessage : null);
export const selectSaved = (s: OfferEditorSnapshot) => s.matches({ editing: 'saved' });
export const selectSaving = (s: OfferEditorSnapshot) => s.matches('saving') || s.matches('validating');
export const selectUploading = (s: OfferEditorSnapshot) => s.matches('uploadingImage');
export const selectDeletingImage = (s: OfferEditorSnapshot) => s.matches('deletingImage');
export const selectImageNotice = (s: OfferEditorSnapshot) => s.context.imageNotice;
export const selectConfirmingLeave = (s: OfferEditorSnapshot) => s.matches('confirmingLeave');
/** Can the person type into the form (not while it is being saved, a photo uploaded, or a dialog is open)? */
export const selectCanEdit = (s: OfferEditorSnapshot) => s.can({ type: 'editor.edit', field: '', value: '' });
export const selectCanSave = (s: OfferEditorSnapshot) => s.can({ type: 'editor.save', key: '' });
export const selectCanUpload = (s: OfferEditorSnapshot) => s.can({ type: 'editor.uploadImage', file: null as unknown as File, key: '' });
export const selectCanClose = (s: OfferEditorSnapshot) => s.can({ type: 'editor.close' });
/** For each photo, whether it can move back (←) and forward (→) now. */
export const selectImageMoves = (s: OfferEditorSnapshot) =>
  s.context.form.imageIds.map((_, i) => ({ back: s.can({ type: 'editor.moveImage', from: i, to: i - 1 }), forward: s.can({ type: 'editor.moveImage', from: i, to: i + 1 }) }));
export const sameImageMoves = (a: ReturnType<typeof selectImageMoves>, b: ReturnType<typeof selectImageMoves>) =>
  a.length === b.length && a.every((m, i) => m.back === b[i]!.back && m.forward === b[i]!.forward);
/** The form differs from what was loaded or last saved (leaving asks first). */
export const selectHasUnsavedChanges = (s: OfferEditorSnapshot) => s.matches('editing') && formFingerprint(s.context.form) !== s.context.baseline;
export const selectCanRetry = (s: OfferEditorSnapshot) => s.can({ type: 'editor.retry' });
/** The dealer picker, the editor's child. */
export const selectDealerPicker = (s: OfferEditorSnapshot) => s.children.dealerPicker;
