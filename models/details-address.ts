/**
 * The details page's address (beyond the spec: a reload or a shared link
 * reopens the configuration): the search params, read leniently, and written
 * from a configuration.
 */
import { create, integer, max, min, object, pattern, string, type Infer } from 'superstruct';
import { MONEY_INPUT_MAX } from './money';
import type { Offer } from './offer';
import { isRequiredAdditional, type DetailsConfiguration } from './offer-details';

const idParam = pattern(string(), /^[A-Za-z0-9._-]{1,80}$/);

/** The configuration's search params (beyond the spec: a reload or shared link reopens it). */
export const DetailsSearchParams = object({
  period: max(min(integer(), 1), 120),
  km: max(min(integer(), 1), 100_000),
  colour: idParam,
  optional: idParam,
  additionals: pattern(string(), /^[A-Za-z0-9._-]{1,80}(,[A-Za-z0-9._-]{1,80}){0,49}$/),
  plate: max(min(integer(), 0), 9),
  entrada: max(min(integer(), 0), MONEY_INPUT_MAX),
  /** The coupon the visitor applied (an automatic one is not written). */
  coupon: pattern(string(), /^[A-Z0-9_-]{1,40}$/),
});
export type DetailsSearchParams = Partial<Infer<typeof DetailsSearchParams>>;

export const DETAILS_SEARCH_KEYS = Object.keys(DetailsSearchParams.schema) as (keyof DetailsSearchParams)[];

const NUMERIC_KEYS = new Set<keyof DetailsSearchParams>(['period', 'km', 'plate', 'entrada']);

/** The details params of an address; an invalid value is dropped, never fatal. */
export function parseDetailsSearch(raw: Record<string, unknown>): DetailsSearchParams {
  const out: Record<string, unknown> = {};
  for (const key of DETAILS_SEARCH_KEYS) {
    let value = raw[key];
    if (value === undefined || value === null || value === '') continue;
    if (NUMERIC_KEYS.has(key)) value = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    else if (typeof value === 'number') value = String(value);
    if (key === 'coupon' && typeof value === 'string') value = value.trim().toUpperCase();
    try {
      out[key] = create(value, DetailsSearchParams.schema[key] as never);
    } catch {
      // dropped
    }
  }
  return out as DetailsSearchParams;
}

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
