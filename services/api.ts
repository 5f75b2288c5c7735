/** The app's API client, built once from the page's meta tags. */
import type { Wretch } from 'wretch';
import { createHttpClient } from './http';
import { readPageConfig, type PageConfig } from './page-config';

export interface Api {
  config: PageConfig;
  http: Wretch;
}

export function createApi(config: PageConfig = readPageConfig(), fetchImpl?: typeof fetch): Api {
  return {
    config,
    http: createHttpClient({ baseUrl: config.apiUrl, context: config.context, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
  };
}
