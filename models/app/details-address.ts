/**
 * The details page's address (beyond the spec: a reload or a shared link
 * reopens the configuration): a configuration read from and written to the
 * search params (their struct and lenient parser live in route-params.ts, which
 * the router loads first).
 */
import type { Offer } from '../offer/offer';
import { isRequiredAdditional, type DetailsConfiguration } from '../pricing/offer-details';
import type { DetailsSearchParams } from './route-params';

/** What the address says about a configuration (undefined: the default). */
export function configurationFromSearch(search: DetailsSearchParams): Partial<DetailsConfiguration> {
  return {
    period: search.period,
    km: search.km,
    colorId: search.colour,
    optionalId: search.optional === undefined ? undefined : search.optional === 'none' ? null : search.optional,
    additionalIds: search.additionals?.split(','),
    plateNumber: search.plate,
    initialPayment: search.entrada,
  };
}

/** The address of a configuration: period, km, colour and entrada always; the rest (and a typed coupon) when chosen. */
export function configurationToSearch(offer: Offer, config: DetailsConfiguration, coupon: string | null = null): DetailsSearchParams {
  const optional = offer.optionals.find((o) => o.optionalId === config.optionalId);
  const chosenAdditionals = offer.additionalItemsList.filter((a) => config.additionalIds.includes(a.id) && !isRequiredAdditional(a));
  return {
    period: config.period,
    km: config.km,
    ...(config.colorId ? { colour: config.colorId } : {}),
    optional: optional && !optional.required ? optional.optionalId : 'none',
    ...(chosenAdditionals.length > 0 ? { additionals: chosenAdditionals.map((a) => a.id).join(',') } : {}),
    ...(config.plateNumber !== null ? { plate: config.plateNumber } : {}),
    entrada: config.initialPayment,
    ...(coupon ? { coupon } : {}),
  };
}
