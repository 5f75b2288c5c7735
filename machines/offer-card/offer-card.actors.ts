/** The offer card's real actors, over services/. */
import { fromPromise } from 'xstate';
import { offerGallery, profileCarouselKey, type OfferImages } from '../../models/content/content-images';
import { logMessages } from '../../models/labels/log';
import type { Api } from '../../services/api';
import { getProfileCarouselImages } from '../../services/content';
import type { LoadImagesInput } from './offer-card.machine';

export function createOfferCardImplementations({ api }: { api: Api }) {
  const actors = {
    loadImages: fromPromise<OfferImages, LoadImagesInput>(async ({ input, signal }) => {
      const gallery = offerGallery(input.offer, input.colour?.code, 's319');
      if (gallery) return gallery;
      const key = profileCarouselKey(input.offer, input.colour?.code);
      if (!key) {
        console.warn(logMessages.baseImageUrl);
        return { kind: 'drawing' };
      }
      const urls = await getProfileCarouselImages(api, key, signal);
      return urls.length > 0 ? { kind: 'profile', urls } : { kind: 'drawing' };
    }),
  };
  const actions = {
    // The pictures could not be loaded: the card draws the vehicle; the spec's log line says why.
    logImagesFailed: () => console.warn(logMessages.baseImageUrl),
  };
  return { actors, actions };
}
