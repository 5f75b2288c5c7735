/**
 * The lead step composed for the offer details page (issue 7): the lead
 * submission and coupon charts with their real actors, and what the page
 * knows about the visitor — the signed-in account (session chart), the
 * remembered location, the address's dealer parameters and seller, and the
 * landing's tracking values. The effects the charts ask for (scroll to the
 * summary, close, go to the proposals) act on the page here.
 */
import { publishLeadIds } from '../services/leads';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { AUTH_PATHS } from '../models/auth';
import { LOCATION_STORAGE_KEY, dealerCnpjList, parseStoredLocation } from '../models/location';
import { parseShowcaseSearch, resolveDealerGroup } from '../models/route-params';
import { leadFormTitle } from '../models/site-config';
import { STORAGE_KEYS } from '../models/storage';
import { couponLogic, leadSubmissionLogic, type CouponReport } from '../machines/lead-submission/lead-submission.actors';
import { useSessionSelector } from '../machines/session/session.context';
import { selectUser } from '../machines/session/session.machine';
import { readTracking } from '../services/leads';
import { LeadStepLogicContext, type LeadStepLogic } from '../ui/lead/lead-step';
import { useSite } from './site-context';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function LeadStepComposition({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const site = useSite();
  const router = useRouter();
  const navigate = useNavigate();
  const user = useSessionSelector(selectUser);
  const charts = useMemo(() => {
    const effects = {
      scrollToSummary: () => document.querySelector('[data-testid="summary"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      // New layout: the created lead's ids go to the page (services/leads.ts says who gets what).
      publishLead: publishLeadIds,
      // Closing the result modal clears the stored CPF and goes back to the offers.
      closeResult: () => {
        storage()?.removeItem(STORAGE_KEYS.userCpf);
        onClose();
      },
      goToProposals: () => void navigate({ to: AUTH_PATHS.proposals }),
    };
    return { lead: leadSubmissionLogic(site.api, effects), coupon: (report: CouponReport) => couponLogic(site.api, report) };
  }, [site.api, navigate, onClose]);
  // The page's facts are read once, when the offer opens; the account may arrive later (the provider follows it).
  const [facts] = useState(() => {
    const search = parseShowcaseSearch(router.state.location.search as Record<string, unknown>);
    const store = storage();
    const group = resolveDealerGroup(search.dealerGroup, store?.getItem(STORAGE_KEYS.dealerGroup), Date.now());
    return {
      location: parseStoredLocation(store?.getItem(LOCATION_STORAGE_KEY)),
      tracking: readTracking(),
      dealerCode: search.dealerCode ?? null,
      dealerCnpj: dealerCnpjList(search.dealerCnpj),
      dealerGroup: group.value,
      sellerId: store?.getItem(STORAGE_KEYS.sellerId) ?? null,
      offerEdit: search.editable === true,
    };
  });
  const titles = site.config.leadFormTitles;
  const logic = useMemo<LeadStepLogic>(
    () => ({
      ...charts,
      ...facts,
      user,
      automaticCoupon: true,
      layout: site.config.leadLayout,
      formTitles: { details: leadFormTitle({ leadFormTitles: titles }, 'details'), lead: leadFormTitle({ leadFormTitles: titles }, 'lead') },
    }),
    [charts, facts, user, site.config.leadLayout, titles],
  );
  return <LeadStepLogicContext.Provider value={logic}>{children}</LeadStepLogicContext.Provider>;
}
