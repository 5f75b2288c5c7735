/**
 * The card's picture, as the card chart says: off the screen or loading (the drawing meanwhile; the card
 * tells its chart when it comes near the screen), a gallery or profile
 * photos (with previous/next when there are several), or the drawn vehicle
 * tinted with the selected colour (two-tone with secondaryRgb).
 */
import { useRef } from 'react';
import type { CardOffer } from '../../models/showcase/api';
import { uploadedSrcSet } from '../../models/content/content-images';
import { titleCase } from '../../models/common/title-case';
import { type ShowcaseScreenLabels } from '../../models/labels/showcase';
import { useOfferCardEvents, useOfferCardSelector, type OfferCardRef } from '../../machines/offer-card/offer-card.context';
import {
  selectCanStepImages,
  selectColour,
  selectImageIndex,
  selectImageUrls,
  selectImagesStatus,
} from '../../machines/offer-card/offer-card.machine';
import { sameItems } from '../../machines/offer-list/offer-list.machine';
import { MOBILE_MAX, TABLET_MAX } from '../theme/breakpoints';
import { VehiclePicture } from '../vehicle/vehicle-picture';
import { useNearScreen } from './list-effects';
import * as styles from './card.css';

export interface OfferImageProps {
  actor: OfferCardRef;
  offer: CardOffer;
  labels: Pick<ShowcaseScreenLabels, 'card' | 'brandNames'>;
  /** The first card's picture: loaded at once, before the others (the rest load when near the screen). */
  priority?: boolean;
}

const noUrls: readonly string[] = [];

/** A card's picture on the page: the screen's width on a phone, half on a tablet, a third of the 1,200 px column on a desktop. */
const CARD_PICTURE_SIZES = `(max-width: ${MOBILE_MAX}px) 100vw, (max-width: ${TABLET_MAX}px) 50vw, 380px`;

export function OfferImage({ actor, offer, labels, priority = false }: OfferImageProps) {
  const texts = labels.card;
  const status = useOfferCardSelector(actor, selectImagesStatus);
  const urls = useOfferCardSelector(actor, (s) => selectImageUrls(s) ?? noUrls, sameItems);
  const index = useOfferCardSelector(actor, selectImageIndex);
  const canStep = useOfferCardSelector(actor, selectCanStepImages);
  const colour = useOfferCardSelector(actor, selectColour);
  const events = useOfferCardEvents(actor);
  const brand = labels.brandNames[offer.brand];
  const media = useRef<HTMLDivElement>(null);
  useNearScreen(media, status === 'offScreen', events.nearScreen);

  if (status === 'offScreen') {
    return (
      <div ref={media} className={styles.media} data-testid="offer-image" data-images="waiting">
        <VehiclePicture className={styles.picture} offer={offer} colour={colour} label={texts.drawing(brand, offer.modelShortName, colour ? titleCase(colour.name) : '')} />
      </div>
    );
  }
  if (status === 'loadingImages') {
    return (
      // While the photos are asked for, the car is already drawn in its colour: never a blank box.
      <div className={styles.media} data-testid="offer-image" data-images="loading" aria-busy="true">
        <VehiclePicture className={styles.picture} offer={offer} colour={colour} label={texts.loadingImages} />
      </div>
    );
  }
  if (status === 'drawing' || urls.length === 0) {
    return (
      <div className={styles.media} data-testid="offer-image" data-images="drawing">
        <VehiclePicture
          className={styles.picture}
          offer={offer}
          colour={colour}
          label={texts.drawing(brand, offer.modelShortName, colour ? titleCase(colour.name) : '')}
        />
      </div>
    );
  }
  const current = urls[index] ?? urls[0]!;
  return (
    <div className={styles.media} data-testid="offer-image" data-images={status}>
      <VehiclePicture
        className={styles.picture}
        offer={offer}
        colour={colour}
        src={current}
        srcSet={uploadedSrcSet(offer, current)}
        sizes={CARD_PICTURE_SIZES}
        priority={priority && index === 0}
        label={texts.imageOf(`${brand} ${offer.modelShortName}${colour ? `, cor ${titleCase(colour.name)}` : ''}`, index + 1, urls.length)}
      />
      {canStep ? (
        <div className={styles.imageNav}>
          <button type="button" className={styles.roundButton} aria-label={texts.previousImage} onClick={events.previousImage}>
            ‹
          </button>
          <button type="button" className={styles.roundButton} aria-label={texts.nextImage} onClick={events.nextImage}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
