/**
 * The one picture of a car that cards, galleries and the details page show:
 * a photo when there is one (shown whole, never cropped), else the drawn
 * vehicle of the offer's model (its body type's shape for a model the
 * drawings do not know) in the selected colour. The drawings
 * (models/offer/vehicle-body.ts) load when a picture first needs one; meanwhile its
 * box keeps its place, labelled.
 */
import { lazy, Suspense } from 'react';
import type { Offer } from '../../models/offer/offer';
import * as styles from './vehicle.css';

const VehicleDrawn = lazy(() => import('./vehicle-drawn'));

export interface VehiclePictureProps {
  offer: Pick<Offer, 'brand' | 'modelShortName' | 'category' | 'bodyType'>;
  colour: { rgb: string; secondaryRgb?: string | null | undefined } | null | undefined;
  /** A photo's URL; without one the vehicle is drawn. */
  src?: string | null | undefined;
  /** The photo's other sizes (`srcset`, uploaded photos: models/content/content-images.ts `uploadedSrcSet`), with the picture's width on the page (`sizes`). */
  srcSet?: string | undefined;
  sizes?: string | undefined;
  /** The photo's alternative text, or the drawing's label. */
  label: string;
  className?: string;
  /** 'eager' for the picture at the top of a page; cards load theirs when near the screen. */
  loading?: 'lazy' | 'eager';
  /** The page's main picture (the first card's): fetched before the others. */
  priority?: boolean;
}

/** The drawing's colour when no colour is chosen. */
const NEUTRAL = '#c9c9c9';

export function VehiclePicture({ offer, colour, src, srcSet, sizes, label, className, loading = 'lazy', priority = false }: VehiclePictureProps) {
  const classes = [styles.picture, className].filter(Boolean).join(' ');
  if (src) {
    return (
      <img
        className={classes}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={label}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        width={640}
        height={360}
        data-testid="vehicle-photo"
      />
    );
  }
  return (
    <Suspense fallback={<span className={classes} role="img" aria-label={label} aria-busy="true" data-testid="vehicle-drawing-pending" />}>
      <VehicleDrawn className={classes} offer={offer} rgb={colour?.rgb ?? NEUTRAL} secondaryRgb={colour?.secondaryRgb} label={label} />
    </Suspense>
  );
}
