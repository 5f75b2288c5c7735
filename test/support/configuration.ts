/**
 * The details page's one message to its parts, `configuration.changed`
 * (machines/configuration-changed.ts), as a part's own plans and tests send
 * it: the offer's configuration announced as the page announces it (no
 * coupon, the entrada accepted), with what a plan sets by hand on top.
 */
import type { Offer } from '../../models/offer/offer';
import { announcedConfiguration, initialConfiguration, type AnnouncedConfiguration, type DetailsConfiguration } from '../../models/pricing/offer-details';
import type { InitialPaymentBounds } from '../../models/pricing/pricing';
import { configurationChanged, type ConfigurationChanged } from '../../machines/configuration-changed';

/** `config` of `offer` announced, `overrides` replacing parts of it. */
export function configurationEvent(offer: Offer, config: DetailsConfiguration, overrides: Partial<AnnouncedConfiguration> = {}): ConfigurationChanged {
  return configurationChanged({ ...announcedConfiguration(offer, config, { coupon: null, initialPaymentCheck: 'ok' }), ...overrides });
}

/** A configuration of `offer` with the given period and entrada, its entrada's bounds set by hand (`bounds`, merged into the price's). */
export function entradaConfigurationEvent(
  offer: Offer,
  terms: { period: number; initialPayment: number; bounds?: Partial<InitialPaymentBounds>; customerCpf?: string | null },
): ConfigurationChanged {
  const config = { ...initialConfiguration(offer), period: terms.period, initialPayment: terms.initialPayment };
  const announced = announcedConfiguration(offer, config, { coupon: null, initialPaymentCheck: 'ok', customerCpf: terms.customerCpf });
  return configurationChanged({ ...announced, price: { ...announced.price, bounds: { ...announced.price.bounds, ...terms.bounds } } });
}
