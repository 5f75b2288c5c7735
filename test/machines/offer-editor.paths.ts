/** The offer editor chart's generated paths (shared by its test and `npm run paths`). */
import type { AdminOfferDetail } from '../../models/offer-admin/admin-offers';
import { labels } from '../../models/labels/spec';
import { offerEditorLabels } from '../../models/labels/offer-editor';
import type { OfferImage } from '../../models/offer/offer';
import { draftToOffer, type OfferDraft } from '../../models/offer-admin/offer-draft';
import { formFingerprint, isOfferFormValid } from '../../models/offer-admin/offer-editor-form';
import { offerEditorMachine, type OfferEditorEvent, type OfferEditorSnapshot } from '../../machines/offer-editor/offer-editor.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';
import { validOfferDraft } from '../support/offer-draft';

export const OFFER_ID = 'argo-drive';

const image = (id: string): OfferImage => ({
  id,
  urls: { s48: `/api/offer-images/${id}-s48.webp`, s140: `/api/offer-images/${id}-s140.webp`, s319: `/api/offer-images/${id}-s319.webp`, s1280: `/api/offer-images/${id}-s1280.webp` },
});

export const loadedDraft: OfferDraft = validOfferDraft({
  colors: [{ colorId: 'c1', code: 'PRETO', name: 'Preto Vulcano', category: 'M', value: 12000, rgb: '#111111', secondaryRgb: null, associatedPeriod: [] }],
  imageIds: ['img-front', 'img-side'],
});

function detail(draft: OfferDraft, revision: number, history: AdminOfferDetail['history']): AdminOfferDetail {
  const images = draft.imageIds.map(image);
  const flags = { released: false, removed: false, archived: false };
  return {
    id: OFFER_ID,
    revision,
    draft,
    offer: draftToOffer(draft, { id: OFFER_ID, images, dealer: null, flags }),
    images,
    ...flags,
    createdBy: { name: 'Ana Admin', at: '2026-11-20T10:00:00.000Z' },
    updatedBy: { name: 'Ana Admin', at: '2026-11-20T10:00:00.000Z' },
    publishedAt: null,
    history,
  };
}

export const loadedDetail = detail(loadedDraft, 3, [
  {
    action: 'update',
    who: 'Bruno Admin',
    at: '2026-11-21T14:30:00.000Z',
    fields: [{ field: 'rentalPlanList', old: [{ period: 12, km: 1000, price: 199990, monthlyInterestRate: 1.49, selectedByDefault: true }], new: loadedDraft.rentalPlanList }],
  },
  { action: 'create', who: 'Ana Admin', at: '2026-11-20T10:00:00.000Z', fields: [] },
]);

/** What the server answers to a save: the next revision, and the change in the history. */
export function savedDetail(draft: OfferDraft, revision: number): AdminOfferDetail {
  return detail(draft, revision + 1, [
    { action: 'update', who: 'Ana Admin', at: '2026-11-23T12:00:00.000Z', fields: [{ field: 'modelName', old: loadedDraft.modelName, new: draft.modelName }] },
    ...loadedDetail.history,
  ]);
}

export const uploaded = image('img-new');

export const networkDown = new ApiCallError(labels.httpErrors.internal, undefined, 'network_error');
export const conflict = new ApiCallError(offerEditorLabels.conflict, 409, 'offer_conflict');
export const refused = new ApiCallError(offerEditorLabels.invalidDraft, 400, 'invalid_offer', { 'rentalPlanList.0.price': offerEditorLabels.errors.pricePositive });
export const photoInUse = new ApiCallError(offerEditorLabels.image.inUse, 409, 'image_in_use');
export const badPhoto = new ApiCallError(offerEditorLabels.image.type, 400, 'image_type');

export const NEW_NAME = 'Fiat Argo Trekking';
export const photoFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'argo.png', { type: 'image/png' });

/**
 * A person's events, as many as keep the walk finite: the model name typed
 * (valid) or emptied (invalid), a plan row added or removed, a photo moved,
 * removed or uploaded, save, and the dialogs' choices.
 */
function editorEvents(snap: OfferEditorSnapshot) {
  const out: any[] = [];
  if (snap.children.loadOffer) {
    out.push({ type: 'xstate.done.actor.loadOffer', output: loadedDetail });
    out.push({ type: 'xstate.error.actor.loadOffer', error: networkDown });
  }
  if (snap.children.saveOffer) {
    out.push({ type: 'xstate.done.actor.saveOffer', output: savedDetail(loadedDraft, loadedDetail.revision) });
    out.push({ type: 'xstate.error.actor.saveOffer', error: conflict });
    out.push({ type: 'xstate.error.actor.saveOffer', error: refused });
    out.push({ type: 'xstate.error.actor.saveOffer', error: networkDown });
  }
  if (snap.children.uploadImage) {
    out.push({ type: 'xstate.done.actor.uploadImage', output: uploaded });
    out.push({ type: 'xstate.error.actor.uploadImage', error: badPhoto });
  }
  if (snap.children.deleteImage) {
    out.push({ type: 'xstate.done.actor.deleteImage', output: undefined });
    out.push({ type: 'xstate.error.actor.deleteImage', error: photoInUse });
    out.push({ type: 'xstate.error.actor.deleteImage', error: networkDown });
  }
  const form = snap.context.form;
  const person: OfferEditorEvent[] = [
    { type: 'editor.edit', field: 'modelName', value: NEW_NAME },
    { type: 'editor.edit', field: 'modelName', value: '' },
    ...(form.rentalPlanList.length < 3 ? [{ type: 'editor.addRow', list: 'rentalPlanList' } as const] : []),
    ...(form.rentalPlanList.length > 1 ? [{ type: 'editor.removeRow', list: 'rentalPlanList', index: form.rentalPlanList.length - 1 } as const] : []),
    ...(form.imageIds.length > 1 ? [{ type: 'editor.moveImage', from: 0, to: 1 } as const] : []),
    ...(form.imageIds.length > 0 ? [{ type: 'editor.removeImage', index: 0 } as const] : []),
    { type: 'editor.uploadImage', file: photoFile(), key: 'upload-key' },
    { type: 'editor.save', key: 'save-key' },
    { type: 'editor.retry' },
    { type: 'editor.reload' },
    { type: 'editor.keepEditing' },
    { type: 'editor.close' },
    { type: 'editor.confirmLeave' },
    { type: 'editor.cancelLeave' },
  ];
  return [...out, ...person.filter((e) => snap.can(e))];
}

/**
 * Two snapshots are alike when they are in the same state with the same
 * answers to the chart's questions (unsaved changes? a valid form? how many
 * plan rows and photos, for the events offered), whatever was typed.
 */
const serializeState = (snap: OfferEditorSnapshot) =>
  JSON.stringify({
    value: snap.value,
    unsaved: formFingerprint(snap.context.form) !== snap.context.baseline,
    valid: isOfferFormValid(snap.context.form),
    plans: snap.context.form.rentalPlanList.length,
    photos: Math.min(snap.context.form.imageIds.length, 2),
    id: snap.context.offerId,
  });

/** An existing offer, opened from the manager. */
export const offerEditorPlan = withoutTransientStates(
  planChart({ id: 'offer-editor', machine: offerEditorMachine, input: { offerId: OFFER_ID }, events: editorEvents, serializeState, distinguishCandidates: true }),
);

const NEW_OFFER_EVENTS = new Set(['editor.edit', 'editor.save', 'editor.close', 'editor.confirmLeave', 'editor.cancelLeave']);

/** A new offer ('NOVA OFERTA'): no loading; the empty form is refused, and leaving asks once something was typed. */
export const offerEditorNewPlan = withoutTransientStates(
  planChart({
    id: 'offer-editor-new',
    machine: offerEditorMachine,
    input: { offerId: 'new' },
    events: (snap: OfferEditorSnapshot) => editorEvents(snap).filter((e) => NEW_OFFER_EVENTS.has(e.type) && !(e.type === 'editor.edit' && e.value === '')),
    serializeState,
    distinguishCandidates: true,
  }),
);
