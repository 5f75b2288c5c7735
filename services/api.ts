/** The app's API client, built once from the page's meta tags. */
import type { Wretch } from 'wretch';
import { createHttpClient } from './http';
import { readPageConfig, type PageConfig } from './page-config';
import type { Brand } from '../models/offer/offer';
import { withSiteBrand } from '../models/offer/site-brands';

export interface Api {
  config: PageConfig;
  http: Wretch;
  /** The site's brands (its configuration's, models/app/site-config.ts `brands`); none given: the page's brand alone. */
  siteBrands?: readonly Brand[];
}

export function createApi(config: PageConfig = readPageConfig(), fetchImpl?: typeof fetch, siteBrands?: readonly Brand[]): Api {
  return {
    config,
    http: createHttpClient({ baseUrl: config.apiUrl, context: config.context, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
    ...(siteBrands?.length ? { siteBrands } : {}),
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
