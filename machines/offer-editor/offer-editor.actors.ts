/** The offer editor's real actors, over services/offer-editor (and the dealer picker's, over services/dealers). */
import { fromPromise } from 'xstate';
import type { AdminOfferDetail } from '../../models/offer-admin/admin-offers';
import type { OfferImage } from '../../models/offer/offer';
import type { Api } from '../../services/api';
import { deleteOfferImage, getAdminOffer, saveAdminOffer, uploadOfferImage } from '../../services/offer-editor';
import { createDealerPickerImplementations } from '../dealer-picker/dealer-picker.actors';
import { editorDealerPicker, type SaveOfferInput } from './offer-editor.machine';

export interface OfferEditorDeps {
  api: Api;
}

export function createOfferEditorImplementations({ api }: OfferEditorDeps) {
  return {
    actors: {
      // The picker child keeps the editor's `reportDealer` and gets its real search.
      dealerPicker: editorDealerPicker.provide(createDealerPickerImplementations({ api })),
      loadOffer: fromPromise<AdminOfferDetail, { offerId: string }>(({ input, signal }) => getAdminOffer(api, input.offerId, signal)),
      saveOffer: fromPromise<AdminOfferDetail, SaveOfferInput>(({ input, signal }) => saveAdminOffer(api, input, input.idempotencyKey, signal)),
      uploadImage: fromPromise<OfferImage, { file: File; idempotencyKey: string }>(({ input, signal }) => uploadOfferImage(api, input.file, input.idempotencyKey, signal)),
      deleteImage: fromPromise<void, { imageId: string }>(({ input, signal }) => deleteOfferImage(api, input.imageId, signal)),
    },
  };
}
