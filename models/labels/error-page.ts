import { commonLabels } from './common';
import { genericSpec } from './spec-generic';

/** The general error handler's page (spec 001 §8 "Timeline failures in edit mode: rethrown to the general handler"). */
export const errorPageLabels = {
  title: genericSpec.error,
  retry: commonLabels.retry,
  back: commonLabels.backToOffers,
} as const;
