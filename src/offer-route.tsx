/**
 * The `/` route's view: the showcase, or the details of the offer the
 * address names (`?offerId=`), loaded on demand (src/details-route.tsx).
 */
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { commonLabels } from '../models/labels/common';
import { ShowcasePage } from './showcase-page';

const DetailsRoute = lazy(() => import('./details-route').then((m) => ({ default: m.DetailsRoute })));

/** While the details' code arrives: the same words the details chart shows while it loads the offer. */
function DetailsLoading() {
  return (
    <p role="status" aria-busy="true" style={{ textAlign: 'center', padding: '48px 16px' }}>
      {commonLabels.offerLoading}
    </p>
  );
}

export function OfferRoute() {
  // Only the offer id decides what shows: the configuration the details write
  // into the address does not re-render the page from the top.
  const offerId = useSearch({ from: '/', select: (s) => s.offerId });
  if (offerId) {
    return (
      <Suspense fallback={<DetailsLoading />}>
        <DetailsRoute key={offerId} offerId={offerId} />
      </Suspense>
    );
  }
  return <ShowcasePage />;
}
