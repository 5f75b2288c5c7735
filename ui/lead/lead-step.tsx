/**
 * The lead step inside the offer details page: thin renderers of the offer
 * details chart's children. `CouponSlot` renders the coupon child ('coupon')
 * in the summary; `LeadFormSlot` (ui/lead/lead-form-slot.tsx, loaded with
 * the lead step) the lead submission child. The details chart feeds them
 * the configuration and price, hears the applied coupon and clears it on
 * going back; the views only read the children's snapshots and send them
 * the visitor's events.
 */
import { memo, type ReactNode } from 'react';
import type { LeadScreenLabels } from '../../models/labels/lead';
import { useOfferDetailsSelector } from '../../machines/offer-details/offer-details.context';
import { selectCouponRef } from '../../machines/offer-details/offer-details.machine';
import { CouponField } from './coupon-field';

/**
 * The coupon field, where the details page's summary has its slot (`fallback` while the chart has no coupon child);
 * it follows its own chart, so the summary drawing again leaves it alone.
 */
export const CouponSlot = memo(function CouponSlot({ labels, fallback = null }: { labels: LeadScreenLabels; fallback?: ReactNode }) {
  const ref = useOfferDetailsSelector(selectCouponRef);
  if (!ref) return <>{fallback}</>;
  return <CouponField actorRef={ref} labels={labels} />;
});
