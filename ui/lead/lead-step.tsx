/**
 * The lead step inside the offer details page: thin renderers of the offer
 * details chart's children. `LeadFormSlot` renders the lead submission
 * child ('leadSubmission') where the lead step has its slot, `CouponSlot`
 * the coupon child ('coupon') in the summary. The details chart feeds them
 * the configuration and price, hears the applied coupon and clears it on
 * going back; the views only read the children's snapshots and send them
 * the visitor's events.
 */
import { memo, type ReactNode } from 'react';
import type { LeadScreenLabels } from '../../models/labels/lead';
import { LeadSubmissionProvider } from '../../machines/lead-submission/lead-submission.context';
import { useOfferDetailsSelector } from '../../machines/offer-details/offer-details.context';
import { selectCouponRef, selectLeadSubmissionRef } from '../../machines/offer-details/offer-details.machine';
import { CouponField } from './coupon-field';
import { LeadForm } from './lead-form';

/** The lead form, where the details page's lead step has its slot (`fallback` while the chart has no lead child). */
export function LeadFormSlot({ labels, title, subtitle, fallback = null }: { labels: LeadScreenLabels; title?: string | undefined; subtitle?: string; fallback?: ReactNode }) {
  const ref = useOfferDetailsSelector(selectLeadSubmissionRef);
  if (!ref) return <>{fallback}</>;
  return (
    <LeadSubmissionProvider actorRef={ref}>
      <LeadForm labels={labels} title={title} subtitle={subtitle} />
    </LeadSubmissionProvider>
  );
}

/**
 * The coupon field, where the details page's summary has its slot (`fallback` while the chart has no coupon child);
 * it follows its own chart, so the summary drawing again leaves it alone.
 */
export const CouponSlot = memo(function CouponSlot({ labels, fallback = null }: { labels: LeadScreenLabels; fallback?: ReactNode }) {
  const ref = useOfferDetailsSelector(selectCouponRef);
  if (!ref) return <>{fallback}</>;
  return <CouponField actorRef={ref} labels={labels} />;
});
