/** The app's API client, built once from the page's meta tags. */
import type { Wretch } from 'wretch';
import { createHttpClient } from './http';
import { readPageConfig, type PageConfig } from './page-config';
import type { Brand } from '../models/offer/offer';
import type { DealersVersion } from '../models/dealer/dealers-version';
import { withSiteBrand } from '../models/offer/site-brands';

export interface Api {
  config: PageConfig;
  http: Wretch;
  /** The site's brands (its configuration's, models/app/site-config.ts `brands`); none given: the page's brand alone. */
  siteBrands?: readonly Brand[];
  /** Which dealers call the dealer selector makes (the configuration's `dealersVersion`); none given: v2. */
  dealersVersion?: DealersVersion;
}

/** What the site's configuration tells the calls (models/app/site-config.ts). */
export interface ApiSite {
  brands?: readonly Brand[] | undefined;
  dealersVersion?: DealersVersion | undefined;
}

export function createApi(config: PageConfig = readPageConfig(), fetchImpl?: typeof fetch, site: ApiSite = {}): Api {
  return {
    config,
    http: createHttpClient({ baseUrl: config.apiUrl, context: config.context, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
    ...(site.brands?.length ? { siteBrands: site.brands } : {}),
    ...(site.dealersVersion ? { dealersVersion: site.dealersVersion } : {}),
  };
}

/**
 * An address of the rental offer service (the proposals' timeline, the commission discounts) with the site's
 * `brand` added: spec 001 §7 "Query param brand is added to every call of the rental offer service"
 * (models/offer/site-brands.ts). Every such call builds its address here.
 */
export function rentalOfferAddress(api: Api, path: string): string {
  return withSiteBrand(path, api.siteBrands ?? [api.config.brand]);
}
