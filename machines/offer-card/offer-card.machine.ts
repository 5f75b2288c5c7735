/**
 * Offer card chart (spec 000 §2 "Offer card", §4 "Images"): highlights rotate
 * every 2000 ms (paused while the person points at or focuses the card), the
 * colour carousel selects a colour, and the pictures load for that colour:
 * a gallery when the offer has images, else the profile carousel from the
 * image folder, else the drawn vehicle. A colour change reloads them.
 *
 *   highlights: rotating ──after highlightRotation [rotates]──▶ rotating (next)
 *                  └─card.pauseHighlights─▶ paused ──card.resumeHighlights─▶ rotating
 *   images: loadingImages ──done [gallery]──▶ gallery
 *                    ├──────done [profile]──▶ profile
 *                    ├──────done──────────▶ drawing
 *                    └──────error─────────▶ drawing
 *           gallery|profile ──card.nextImage / card.previousImage [several]──▶ (same)
 *   card.selectColour [offered, not current] ──▶ images.loadingImages
 */
import { assertEvent, assign, setup, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import type { OfferImages } from '../../models/content/content-images';
import type { CardColour, CardOffer } from '../../models/showcase/api';
import { nextHighlight, steppedColourId } from '../../models/showcase/offer-card';
import { SHOWCASE_TIMINGS } from '../../models/app/site-config';
import { placeholderFor } from '../placeholder';
import type { createOfferCardImplementations } from './offer-card.actors';

export interface OfferCardInput {
  /** The search's card view of the offer (models/showcase/card-projection.ts `cardOfferOf`). */
  offer: CardOffer;
  highlightRotationMs?: number;
}

export interface LoadImagesInput {
  offer: CardOffer;
  colour: CardColour | null;
}

export interface OfferCardContext {
  offer: CardOffer;
  colours: CardColour[];
  colourId: string | null;
  highlightIndex: number;
  highlightRotationMs: number;
  images: OfferImages;
  imageIndex: number;
}

export type OfferCardEvent =
  | { type: 'card.selectColour'; colourId: string }
  | { type: 'card.nextImage' }
  | { type: 'card.previousImage' }
  | { type: 'card.pauseHighlights' }
  | { type: 'card.resumeHighlights' }
  /** The card came near the screen (its photos are asked for then, not before). */
  | { type: 'card.nearScreen' };

type ImagesDone = DoneActorEvent<OfferImages, 'loadImages'>;

export function selectedColour(context: Pick<OfferCardContext, 'colours' | 'colourId'>): CardColour | null {
  return context.colours.find((c) => c.colorId === context.colourId) ?? null;
}

type Actors = ReturnType<typeof createOfferCardImplementations>['actors'];

export const offerCardMachine = setup({
  types: {
    input: {} as OfferCardInput,
    context: {} as OfferCardContext,
    events: {} as OfferCardEvent | ImagesDone,
  },
  actors: {
    loadImages: placeholderFor<Actors['loadImages']>('loadImages'),
  },
  delays: {
    highlightRotation: ({ context }) => context.highlightRotationMs,
  },
  guards: {
    rotates: ({ context }) => context.offer.highlightsList.length > 1,
    isOfferedColour: ({ context, event }) => {
      assertEvent(event, 'card.selectColour');
      return event.colourId !== context.colourId && context.colours.some((c) => c.colorId === event.colourId);
    },
    isGallery: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadImages');
      return event.output.kind === 'gallery';
    },
    isProfile: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadImages');
      return event.output.kind === 'profile';
    },
    hasSeveralImages: ({ context }) => context.images.kind !== 'drawing' && context.images.urls.length > 1,
  },
  actions: {
    showNextHighlight: assign({
      highlightIndex: ({ context }) => nextHighlight(context.highlightIndex, context.offer.highlightsList.length),
    }),
    selectColour: assign(({ event }) => {
      assertEvent(event, 'card.selectColour');
      return { colourId: event.colourId };
    }),
    storeImages: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadImages');
      return { images: event.output, imageIndex: 0 };
    }),
    useDrawing: assign({ images: { kind: 'drawing' } as OfferImages, imageIndex: 0 }),
    showNextImage: assign({
      imageIndex: ({ context }) => (context.images.kind === 'drawing' ? 0 : (context.imageIndex + 1) % context.images.urls.length),
    }),
    showPreviousImage: assign({
      imageIndex: ({ context }) =>
        context.images.kind === 'drawing' ? 0 : (context.imageIndex - 1 + context.images.urls.length) % context.images.urls.length,
    }),
    logImagesFailed: placeholderFor('logImagesFailed'),
  },
}).createMachine({
  id: 'offerCard',
  type: 'parallel',
  context: ({ input }) => {
    const colours = input.offer.colours;
    return {
      offer: input.offer,
      colours,
      colourId: colours[0]?.colorId ?? null,
      highlightIndex: 0,
      highlightRotationMs: input.highlightRotationMs ?? SHOWCASE_TIMINGS.highlightRotationMs,
      images: { kind: 'drawing' },
      imageIndex: 0,
    };
  },
  on: {
    'card.selectColour': { guard: 'isOfferedColour', target: '.images.loadingImages', actions: 'selectColour' },
  },
  states: {
    highlights: {
      initial: 'rotating',
      states: {
        rotating: {
          after: { highlightRotation: { guard: 'rotates', target: 'rotating', reenter: true, actions: 'showNextHighlight' } },
          on: { 'card.pauseHighlights': 'paused' },
        },
        paused: {
          on: { 'card.resumeHighlights': 'rotating' },
        },
      },
    },
    images: {
      // The car is drawn meanwhile; the photos are asked for when the card comes near the screen (or a colour
      // is chosen), so a page of cards off a phone's screen asks for nothing yet.
      initial: 'offScreen',
      states: {
        offScreen: {
          on: { 'card.nearScreen': 'loadingImages' },
        },
        loadingImages: {
          invoke: {
            id: 'loadImages',
            src: 'loadImages',
            input: ({ context }) => ({ offer: context.offer, colour: selectedColour(context) }),
            onDone: [
              { guard: 'isGallery', target: 'gallery', actions: 'storeImages' },
              { guard: 'isProfile', target: 'profile', actions: 'storeImages' },
              { target: 'drawing', actions: 'useDrawing' },
            ],
            onError: { target: 'drawing', actions: ['useDrawing', 'logImagesFailed'] },
          },
        },
        gallery: {
          on: {
            'card.nextImage': { guard: 'hasSeveralImages', actions: 'showNextImage' },
            'card.previousImage': { guard: 'hasSeveralImages', actions: 'showPreviousImage' },
          },
        },
        profile: {
          on: {
            'card.nextImage': { guard: 'hasSeveralImages', actions: 'showNextImage' },
            'card.previousImage': { guard: 'hasSeveralImages', actions: 'showPreviousImage' },
          },
        },
        drawing: {},
      },
    },
  },
});

export type OfferCardSnapshot = SnapshotFrom<typeof offerCardMachine>;

export type ImagesStatus = 'offScreen' | 'loadingImages' | 'gallery' | 'profile' | 'drawing';

export const selectImagesStatus = (s: OfferCardSnapshot): ImagesStatus => s.value.images;
export const selectHighlightIndex = (s: OfferCardSnapshot) => s.context.highlightIndex;
export const selectHighlightsPaused = (s: OfferCardSnapshot) => s.matches({ highlights: 'paused' });
export const selectColourId = (s: OfferCardSnapshot) => s.context.colourId;
export const selectColour = (s: OfferCardSnapshot) => selectedColour(s.context);
export const selectColours = (s: OfferCardSnapshot) => s.context.colours;
/** The colours the card's arrows step to (round the list). */
export const selectNextColourId = (s: OfferCardSnapshot) => steppedColourId(s.context.colours, s.context.colourId, 1);
export const selectPreviousColourId = (s: OfferCardSnapshot) => steppedColourId(s.context.colours, s.context.colourId, -1);
export const selectImageUrls = (s: OfferCardSnapshot) => (s.context.images.kind === 'drawing' ? null : s.context.images.urls);
export const selectImageIndex = (s: OfferCardSnapshot) => s.context.imageIndex;
export const selectCanStepImages = (s: OfferCardSnapshot) => s.can({ type: 'card.nextImage' });
