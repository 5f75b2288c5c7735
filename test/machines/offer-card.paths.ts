/** The offer card chart's generated paths (shared by its test and `npm run paths`). */
import type { OfferImages } from '../../models/content/content-images';
import type { CardOffer } from '../../models/showcase/api';
import { cardOfferOf } from '../../models/showcase/card-projection';
import { offerCardMachine, type OfferCardEvent, type OfferCardInput, type OfferCardSnapshot } from '../../machines/offer-card/offer-card.machine';
import { planChart } from '../support/chart-paths';
import { publicOffers } from '../support/fixtures';

/** A card with three highlights and several colours. */
export const cardOffer: CardOffer = cardOfferOf(publicOffers.find((o) => o.highlightsList.length === 3 && o.colors.length > 3)!);
export const cardInput: OfferCardInput = { offer: cardOffer, highlightRotationMs: 2000 };

export const GALLERY: OfferImages = { kind: 'gallery', urls: ['/content/dam/g/1.png', '/content/dam/g/2.png'] };
export const PROFILE: OfferImages = { kind: 'profile', urls: ['/content/dam/p/perfil-01.png', '/content/dam/p/perfil-02.png', '/content/dam/p/perfil-03.png'] };
export const DRAWING: OfferImages = { kind: 'drawing' };

export const HIGHLIGHT_EVENT = 'xstate.after.highlightRotation.offerCard.highlights.rotating';

export const offerCardPlan = planChart({
  id: 'offer-card',
  machine: offerCardMachine,
  input: cardInput,
  distinguishCandidates: true,
  serializeState: (s: OfferCardSnapshot) =>
    JSON.stringify({ v: s.value, h: s.context.highlightIndex, c: s.context.colourId, i: s.context.imageIndex, k: s.context.images.kind }),
  events: (snap: OfferCardSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadImages) {
      out.push({ type: 'xstate.done.actor.loadImages', output: GALLERY });
      out.push({ type: 'xstate.done.actor.loadImages', output: PROFILE });
      out.push({ type: 'xstate.done.actor.loadImages', output: DRAWING });
      out.push({ type: 'xstate.error.actor.loadImages', error: new Error('Failed to build base car image url. Missing required parameters.') });
    }
    const colours = snap.context.colours;
    const person: (OfferCardEvent | { type: string })[] = [
      { type: HIGHLIGHT_EVENT },
      { type: 'card.pauseHighlights' },
      { type: 'card.resumeHighlights' },
      // Colour: the second one, or back to the first.
      { type: 'card.selectColour', colourId: (snap.context.colourId === colours[0]!.colorId ? colours[1] : colours[0])!.colorId },
      { type: 'card.nextImage' },
      { type: 'card.previousImage' },
      { type: 'card.nearScreen' },
    ];
    return [...out, ...person.filter((e) => snap.can(e as OfferCardEvent))];
  },
});
