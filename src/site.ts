/** What the page says about itself: meta tags and the configuration object. */
import type { LabelOverrides } from '../models/labels/spec';
import { applyDemoModes, labelOverridesOf, parseDemoModes, parseSiteConfig, type DemoMode, type SiteConfig } from '../models/app/site-config';
import { createApi, type Api } from '../services/api';

export interface Site {
  api: Api;
  config: SiteConfig;
  /**
   * The configured texts (spec: 'VER MAIS VEÍCULOS', the not-found text, the card's button, the lead step's
   * 'not available in your region' message; models/app/site-config.ts `labelOverridesOf`). A screen applies
   * them to its own labels (models/labels/spec.ts `withOverrides`, the showcase's `configuredShowcaseLabels`),
   * so the first page loads only the parts of the catalogue it shows.
   */
  labelOverrides: LabelOverrides;
  /** Demo modes switched on by `?demo=` (models/app/site-config.ts). */
  demoModes: DemoMode[];
}

export function readSite(doc: Document = document): Site {
  let raw: unknown = {};
  const tag = doc.getElementById('flua-config');
  if (tag?.textContent) {
    try {
      raw = JSON.parse(tag.textContent);
    } catch {
      raw = {};
    }
  }
  const demoModes = parseDemoModes(new URLSearchParams(doc.defaultView?.location.search ?? '').get('demo'));
  const config = applyDemoModes(parseSiteConfig(raw), demoModes);
  return {
    // The rental offer service's calls carry the site's brands (services/api.ts `rentalOfferAddress`); the dealer selector calls the configured dealers version.
    api: createApi(undefined, undefined, { brands: config.brands, dealersVersion: config.dealersVersion }),
    config,
    demoModes,
    labelOverrides: labelOverridesOf(config),
  };
}
