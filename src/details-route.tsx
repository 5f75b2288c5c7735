/**
 * The offer details with their real actors (a chunk of its own: the
 * showcase does not load it until an offer opens). The configuration lives
 * in the address (period, km, colour, optional, additionals, plate, entrada)
 * so a reload or a shared link reopens it, and closing clears offerId,
 * editable and leadId. The lead step is a history entry of its own
 * (`etapa=dados`): Back and Forward move between it and the configuration,
 * and the chart hears them (`followStep`). Closing goes back to the showcase
 * entry the offer was opened from when there is one (as the browser's Back).
 */
import { withOverrides } from '../models/labels/spec';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { OfferWithMvs } from '../models/showcase/api';
import { detailsLabels, detailsScreenLabels } from '../models/labels/details';
import { configuredShowcaseLabels } from '../models/labels/showcase';
import { configurationToSearch } from '../models/app/details-address';
import { DETAILS_SEARCH_KEYS, type DetailsSearchParams, type ShowcaseSearchParams } from '../models/app/route-params';
import { SHOWCASE_PATH } from '../models/app/pages';
import type { Api } from '../services/api';
import { readFaqPath } from '../services/details';
import { OfferDetailsContext } from '../machines/offer-details/offer-details.context';
import { detailsModalLogic, faqModalLogic, offerDetailsLogic, shareLogic, termsLogic, type DetailsApp, type OfferDetailsDeps } from '../machines/offer-details/offer-details.actors';
import { DetailsLogicContext, OfferDetailsView, type DetailsLogic } from '../ui/details/offer-details-view';
import { currentViewport } from '../ui/showcase/list-effects';
import { useLeadStepComposition } from './lead-step-composition';
import { OfferSuggestions, SuggestionsProvider } from './suggestions-composition';
import { useSite } from './site-context';
import { latestTask } from './latest-task';

/** Keys that closing the details removes from the address. */
const CLOSING_KEYS = ['offerId', 'editable', 'leadId', 'etapa', ...DETAILS_SEARCH_KEYS] as const;

/** The lead step's address (`etapa=dados`). */
const LEAD_STEP = 'dados';

/** The `/` route, whose validated search names the offer, its configuration and the lead step. */
const offerAddress = getRouteApi('/');

/** What the details read from the `/` route's validated search. */
export type OfferSearchParams = ShowcaseSearchParams & DetailsSearchParams;

/** The configuration the address carries (the details' own parameters of the route's search). */
function configurationOf(search: OfferSearchParams): DetailsSearchParams {
  const out: Record<string, unknown> = {};
  for (const key of DETAILS_SEARCH_KEYS) if (search[key] !== undefined) out[key] = search[key];
  return out;
}

function addressOnLeadStep(searchStr: string): boolean {
  return new URLSearchParams(searchStr).get('etapa') === LEAD_STEP;
}

function without<T extends object>(search: T, keys: readonly string[]): T {
  const out = { ...search } as Record<string, unknown>;
  for (const k of keys) delete out[k];
  return out as T;
}

export function DetailsRoute({ offerId }: { offerId: string }) {
  const router = useRouter();
  // The route's search is read once, when the offer opens; afterwards the chart writes it (the page below does not
  // re-render for those writes: DetailsComposition is memoised).
  const search = offerAddress.useSearch();
  const [opened] = useState(search);
  const navigate = useNavigate({ from: '/' });
  // The address rewrite waits until the page has shown the change (one per idle moment, the latest configuration).
  const [addressWrite] = useState(latestTask);
  useEffect(() => () => addressWrite.cancel(), [addressWrite]);
  const closeDetails = useCallback(() => {
    addressWrite.cancel();
    // Opened from the showcase: back to its entry (its filter, page and card), as the browser's Back does.
    const back = router.state.location.state.backToShowcase;
    if (back) router.history.go(-back);
    else void navigate({ search: (prev) => without(prev, CLOSING_KEYS) });
  }, [router, navigate, addressWrite]);
  const app = useMemo<DetailsApp>(
    () => ({
      syncAddress: (offer, config, coupon) =>
        addressWrite.schedule(
          () =>
            void navigate({
              search: (prev) => ({ ...without(prev, DETAILS_SEARCH_KEYS), ...configurationToSearch(offer, config, coupon) }),
              replace: true,
              resetScroll: false,
              state: true,
            }),
        ),
      close: closeDetails,
      // The reloaded page reads the configuration from the address: it is written first (and the configuration's step).
      reload: () => {
        addressWrite.flush();
        if (addressOnLeadStep(router.history.location.search)) {
          const url = new URL(window.location.href);
          url.searchParams.delete('etapa');
          window.location.replace(url.href);
        } else window.location.reload();
      },
      // The lead step's own entry: the configuration's stays below it (and the showcase one further down).
      showLeadStep: () => {
        // The configuration's entry gets its latest address before the lead step's is added (the router's history
        // would write both at once, as one).
        addressWrite.flush();
        router.history.flush();
        void navigate({
          search: (prev) => ({ ...prev, etapa: LEAD_STEP }),
          resetScroll: false,
          state: (prev) => ({ backToDetails: true, ...(prev.backToShowcase ? { backToShowcase: prev.backToShowcase + 1 } : {}) }),
        });
      },
      leaveLeadStep: () => {
        if (!addressOnLeadStep(router.history.location.search)) return;
        if (router.state.location.state.backToDetails) router.history.back();
        else void navigate({ search: (prev) => without(prev, ['etapa']), replace: true, resetScroll: false, state: true });
      },
      followStep: (report) => {
        let last = addressOnLeadStep(router.history.location.search);
        return router.history.subscribe(({ location }) => {
          // Only Back and Forward within this offer's entries: leaving the offer (another page, the showcase) closes it.
          if (location.pathname !== SHOWCASE_PATH || new URLSearchParams(location.search).get('offerId') !== offerId) return;
          const now = addressOnLeadStep(location.search);
          if (now === last) return;
          last = now;
          report(now);
        });
      },
    }),
    [router, navigate, closeDetails, addressWrite, offerId],
  );
  // Spec 001 §9: the suggestions slider shows 1 card a page on a phone, 2 beside the details otherwise.
  const perPage = useMemo(() => (currentViewport() === 'mobile' ? 1 : 2), []);
  return <DetailsComposition offerId={offerId} search={opened} openOnLeadStep={opened.etapa === LEAD_STEP} app={app} onClose={closeDetails} suggestionsPerPage={perPage} />;
}

export interface DetailsCompositionProps {
  offerId: string;
  /** The route's validated search as the offer opened (its configuration, the lead step's dealer and edit parameters). */
  search: OfferSearchParams;
  /** The address names the lead step (a reload or Forward there). */
  openOnLeadStep?: boolean;
  /** What the chart asks of the page: write the address, close. */
  app: DetailsApp;
  onClose: () => void;
  suggestionsPerPage: number;
  /** Replaces the public offer call (the admin's preview reads an unpublished offer). */
  loadOffer?: (api: Api, offerId: string, signal: AbortSignal) => Promise<OfferWithMvs>;
}

/**
 * The offer details chart with its real actors and the page's effects;
 * `loadOffer` replaces the public offer call (the admin's preview reads an
 * unpublished offer, and tracks nothing).
 */
export function composeOfferDetails(deps: OfferDetailsDeps, loadOffer?: DetailsCompositionProps['loadOffer']) {
  const details = offerDetailsLogic(deps);
  return loadOffer
    ? details.provide({
        actors: { loadOffer: fromPromise<OfferWithMvs, string>(({ input, signal }) => loadOffer(deps.api, input, signal)) },
        actions: { trackPageView: () => undefined, trackPlanChange: () => undefined },
      })
    : details;
}

/** The details page's charts, companions and view, as a visitor sees them. */
export const DetailsComposition = memo(function DetailsComposition({ offerId, search, openOnLeadStep = false, app, onClose, suggestionsPerPage, loadOffer }: DetailsCompositionProps) {
  const site = useSite();
  const leadStep = useLeadStepComposition(onClose, search);
  const logic = useMemo(
    () => composeOfferDetails({ api: site.api, app, effects: leadStep.effects, session: leadStep.session, editEffects: leadStep.editEffects }, loadOffer),
    [site.api, app, leadStep.effects, leadStep.session, leadStep.editEffects, loadOffer],
  );
  const companions = useMemo<DetailsLogic>(
    () => ({
      modal: detailsModalLogic(site.api),
      faq: faqModalLogic(site.api),
      terms: termsLogic(site.api),
      share: shareLogic(detailsLabels.share.text, leadStep.effects.track),
      faqPath: readFaqPath(),
    }),
    [site.api, leadStep.effects.track],
  );
  const input = useMemo(() => ({ offerId, search: configurationOf(search), openOnLeadStep, ...leadStep.input }), [offerId, search, openOnLeadStep, leadStep.input]);
  const labels = useMemo(() => detailsScreenLabels(withOverrides(site.labelOverrides)), [site]);
  const suggestionLabels = useMemo(() => configuredShowcaseLabels(site.labelOverrides), [site]);
  return (
    <OfferDetailsContext.Provider logic={logic} options={{ input }}>
      <DetailsLogicContext.Provider value={companions}>
        <SuggestionsProvider site={site}>
          <OfferDetailsView
            labels={labels}
            campaigns={site.config.campaignsV2}
            leadFormTitle={leadStep.formTitle}
            suggestions={<OfferSuggestions site={site} labels={suggestionLabels} perPage={suggestionsPerPage} />}
          />
        </SuggestionsProvider>
      </DetailsLogicContext.Provider>
    </OfferDetailsContext.Provider>
  );
});
