/** The suggestions chart with its real actors, for any page that shows `SuggestionCards` (the details page). */
import { useMemo, type ReactNode } from 'react';
import { detailsSuggestionsRequest } from '../models/content/suggestions';
import { LOCATION_STORAGE_KEY, parseStoredLocation } from '../models/dealer/location';
import type { ShowcaseScreenLabels } from '../models/labels/showcase';
import { useOfferDetailsSelector } from '../machines/offer-details/offer-details.context';
import { selectOffer } from '../machines/offer-details/offer-details.machine';
import { createSuggestionsImplementations } from '../machines/suggestions/suggestions.actors';
import { SuggestionsLogic } from '../machines/suggestions/suggestions.context';
import { suggestionsMachine } from '../machines/suggestions/suggestions.machine';
import { SuggestionCards } from '../ui/showcase/suggestion-cards';
import { storage } from './browser-storage';
import type { Site } from './site';
import type { Api } from '../services/api';

/** The suggestions with their real actors. */
export function composeSuggestions({ api }: { api: Api }) {
  return suggestionsMachine.provide(createSuggestionsImplementations({ api }));
}

export function SuggestionsProvider({ site, children }: { site: Site; children: ReactNode }) {
  const logic = useMemo(() => composeSuggestions({ api: site.api }), [site.api]);
  return <SuggestionsLogic.Provider value={logic}>{children}</SuggestionsLogic.Provider>;
}

/**
 * The open offer's suggestions (models/content/suggestions.ts `detailsSuggestionsRequest`): the site's brands and
 * configured count, near the city the visitor chose (the location the site stores), never the open offer's vehicle
 * nor what the page's configuration denies; a suggestion of another brand opens on that brand's site (the
 * configuration's multibrand order). Shown once the offer is there (its vehicle is known).
 */
export function OfferSuggestions({ site, labels, perPage }: { site: Site; labels: ShowcaseScreenLabels; perPage: number }) {
  const offer = useOfferDetailsSelector(selectOffer);
  const config = site.config;
  const id = offer?.id;
  const mvs = offer?.mvs;
  const request = useMemo(
    () =>
      id === undefined || mvs === undefined
        ? null
        : detailsSuggestionsRequest({
            offer: { id, mvs },
            brands: config.brands,
            count: config.suggestions.count,
            location: parseStoredLocation(storage()?.getItem(LOCATION_STORAGE_KEY)),
            offerDenyList: config.offerDenyList,
          }),
    [id, mvs, config],
  );
  if (!request || !config.suggestions.enabled) return null;
  return (
    <SuggestionCards
      key={request.offerId}
      request={request}
      labels={labels}
      perPage={perPage}
      multibrandOrder={config.click.multibrandOrder}
      siteBrand={site.api.config.brand}
      siteOrigin={window.location.origin}
    />
  );
}
