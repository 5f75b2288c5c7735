/**
 * The lead form where the details page's lead step has its slot: a thin
 * renderer of the offer details chart's lead submission child
 * ('leadSubmission'). The details page loads it (with the form's fields,
 * dialogs and masks) when the lead step opens, or earlier, when the page is
 * idle or the pointer reaches 'Continuar'.
 */
import type { ReactNode } from 'react';
import type { LeadScreenLabels } from '../../models/labels/lead';
import { LeadSubmissionProvider } from '../../machines/lead-submission/lead-submission.context';
import { useOfferDetailsSelector } from '../../machines/offer-details/offer-details.context';
import { selectLeadSubmissionRef } from '../../machines/offer-details/offer-details.machine';
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

