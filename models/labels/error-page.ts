import { commonLabels } from './common';
import { labels } from './spec';

/** The general error handler's page (spec 001 §8 "Timeline failures in edit mode: rethrown to the general handler"). */
export const errorPageLabels = {
  title: labels.generic.error,
  retry: commonLabels.retry,
  back: commonLabels.backToOffers,
} as const;
