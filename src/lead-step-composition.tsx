/**
 * The lead step of the offer details page, composed: what the page knows
 * about the visitor (the signed-in account, the remembered location, the
 * address's dealer parameters and seller, the landing's tracking values),
 * read once when the offer opens and given to the details chart as its
 * input; the effects the lead chart asks for (scroll to the summary, close,
 * go to the proposals); and the account it follows afterwards, straight from
 * the session actor (`watchUser`).
 */
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AUTH_PATHS } from '../models/auth';
import { LOCATION_STORAGE_KEY, dealerCnpjList, parseStoredLocation } from '../models/location';
import { parseShowcaseSearch, resolveDealerGroup } from '../models/route-params';
import { leadFormTitle } from '../models/site-config';
import { STORAGE_KEYS } from '../models/storage';
import type { LeadStepEffects, WatchUser } from '../machines/lead-submission/lead-submission.actors';
import type { LeadStepFacts } from '../machines/offer-details/offer-details.machine';
import { SessionContext } from '../machines/session/session.context';
import { selectUser, type SessionSnapshot } from '../machines/session/session.machine';
import { publishLeadIds } from '../services/leads';
import { readTracking } from '../services/tracking';
import { useSite } from './site-context';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface LeadStepComposition {
  /** The details chart's input for its lead step. */
  input: { lead: LeadStepFacts; automaticCoupon: boolean };
  effects: LeadStepEffects;
  watchUser: WatchUser;
  /** The lead form's title in the lead step (site configuration). */
  formTitle: string;
}

export function useLeadStepComposition(onClose: () => void): LeadStepComposition {
  const site = useSite();
  const router = useRouter();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const effects = useMemo<LeadStepEffects>(
    () => ({
      scrollToSummary: () => document.querySelector('[data-testid="summary"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      // New layout: the created lead's ids go to the page (services/leads.ts says who gets what).
      publishLead: publishLeadIds,
      // Closing the result modal clears the stored CPF and goes back to the offers.
      closeResult: () => {
        storage()?.removeItem(STORAGE_KEYS.userCpf);
        onClose();
      },
      goToProposals: () => void navigate({ to: AUTH_PATHS.proposals }),
    }),
    [navigate, onClose],
  );
  // The page's facts are read once, when the offer opens; the account may change later (`watchUser`).
  const [facts] = useState(() => {
    const search = parseShowcaseSearch(router.state.location.search);
    const store = storage();
    const group = resolveDealerGroup(search.dealerGroup, store?.getItem(STORAGE_KEYS.dealerGroup), Date.now());
    const lead: LeadStepFacts = {
      user: selectUser(session.getSnapshot()),
      location: parseStoredLocation(store?.getItem(LOCATION_STORAGE_KEY)),
      tracking: readTracking(),
      dealerCode: search.dealerCode ?? null,
      dealerCnpj: dealerCnpjList(search.dealerCnpj),
      dealerGroup: group.value,
      sellerId: store?.getItem(STORAGE_KEYS.sellerId) ?? null,
      offerEdit: search.editable === true,
      layout: site.config.leadLayout,
    };
    return { lead, automaticCoupon: true };
  });
  const watchUser = useMemo<WatchUser>(
    () => (report) => {
      // Any account other than the one the form opened with fills the form again.
      let last = facts.lead.user ?? null;
      const follow = (snapshot: SessionSnapshot) => {
        const user = selectUser(snapshot);
        if (user === last) return;
        last = user;
        report(user);
      };
      follow(session.getSnapshot());
      const subscription = session.subscribe(follow);
      return () => subscription.unsubscribe();
    },
    [session, facts],
  );
  const formTitle = leadFormTitle({ leadFormTitles: site.config.leadFormTitles }, 'lead');
  return { input: facts, effects, watchUser, formTitle };
}
