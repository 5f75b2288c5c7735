/** What the page says about itself: meta tags and the configuration object. */
import { withOverrides, type Labels } from '../models/labels/spec';
import { applyDemoModes, parseDemoModes, parseSiteConfig, type DemoMode, type SiteConfig } from '../models/site-config';
import { createApi, type Api } from '../services/api';

export interface Site {
  api: Api;
  config: SiteConfig;
  labels: Labels;
  /** Demo modes switched on by `?demo=` (models/site-config.ts). */
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
    api: createApi(),
    config,
    demoModes,
    labels: withOverrides({
      showcase: {
        ...(config.showMoreLabel ? { showMore: config.showMoreLabel } : {}),
        ...(config.notFoundText ? { notFound: config.notFoundText } : {}),
        ...(config.detailsButtonLabel ? { detailsButton: config.detailsButtonLabel } : {}),
      },
    }),
  };
}
