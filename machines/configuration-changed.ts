/**
 * The offer details chart's one message to its parts when the configuration
 * or its price changed: the colour picker, the initial payment, the coupon
 * and the lead step (the lead form, or the lead update) each handle
 * `configuration.changed` and take what they need from the one
 * configuration (models/pricing/offer-details.ts `AnnouncedConfiguration`).
 */
import type { AnnouncedConfiguration } from '../models/pricing/offer-details';

export interface ConfigurationChanged {
  type: 'configuration.changed';
  configuration: AnnouncedConfiguration;
}

export function configurationChanged(configuration: AnnouncedConfiguration): ConfigurationChanged {
  return { type: 'configuration.changed', configuration };
}
