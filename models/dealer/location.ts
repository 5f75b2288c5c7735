/**
 * The visitor's location (spec 000 §3 "Location: stateCode, cityCode,
 * countryCode"), how it is remembered in the browser, and the shapes of the
 * location and rental-dealer calls (spec 001 §7).
 */
import { array, boolean, coerce, create, enums, object, optional, pattern, size, string, type Infer } from 'superstruct';
import { IbgeCityCode, StateCode, type City, type Location } from './dealer';

export const COUNTRY_CODE = 'BR';

/** The 27 federative units, by code. */
export const BRAZIL_STATES: readonly { code: string; name: string }[] = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
];

export function stateName(code: string): string {
  return BRAZIL_STATES.find((s) => s.code === code)?.name ?? code;
}

// ───────────────────────────── remembered location ─────────────────────────────

/** Browser storage key of the chosen location (ours: the spec names the shape, not the key). */
export const LOCATION_STORAGE_KEY = 'FLUA_LOCATION';

/** The location as remembered: the spec's Location plus the city's name to show it. */
export const StoredLocation = object({
  countryCode: string(),
  stateCode: StateCode,
  cityCode: IbgeCityCode,
  cityName: size(string(), 1, 120),
});
export type StoredLocation = Infer<typeof StoredLocation>;

/** Reads a remembered location; anything unreadable is no location. */
export function parseStoredLocation(raw: string | null | undefined): StoredLocation | null {
  if (!raw) return null;
  try {
    return create(JSON.parse(raw), StoredLocation);
  } catch {
    return null;
  }
}

/** The location a city gives (the first result of `GET /api/city`). */
export function locationOfCity(city: Pick<City, 'code' | 'name' | 'stateCode'>): StoredLocation {
  return { countryCode: COUNTRY_CODE, stateCode: city.stateCode, cityCode: city.code, cityName: city.name };
}

/** What the search is sent: the spec's Location, without the display name. */
export function searchLocation(location: StoredLocation | null): Location | undefined {
  if (!location) return undefined;
  return { countryCode: location.countryCode, stateCode: location.stateCode, cityCode: location.cityCode };
}

export function sameLocation(a: StoredLocation | null, b: StoredLocation | null): boolean {
  return (a?.cityCode ?? null) === (b?.cityCode ?? null) && (a?.stateCode ?? null) === (b?.stateCode ?? null);
}

// ───────────────────────────── calls ─────────────────────────────

const booleanString = coerce(boolean(), enums(['true', 'false']), (v) => v === 'true');

/** `GET /api/city?code=…&includeInfluenceArea=true` */
export const CityQuery = object({
  code: IbgeCityCode,
  includeInfluenceArea: optional(booleanString),
});
export type CityQuery = Infer<typeof CityQuery>;

/**
 * `GET /api/city/nearest?latitude=…&longitude=…` (ours: the picker's "use my location"): the city of the
 * dealer nearest to where the browser says the visitor is, with its influence area, as `GET /api/city` answers it;
 * none when no dealer has coordinates.
 */
/** A latitude or longitude as the calls carry it: decimal degrees. */
export const Coordinate = pattern(string(), /^-?\d{1,3}(\.\d{1,10})?$/);

export const NearestCityQuery = object({ latitude: Coordinate, longitude: Coordinate });
export type NearestCityQuery = Infer<typeof NearestCityQuery>;

/**
 * The query of `GET /api/city/nearest` for a position, to 2 decimal places (about 1 km): enough to find the
 * nearest dealer's city, and no more of where the visitor is than that (the address may reach server logs).
 */
export function nearestCityQueryString(position: { latitude: number; longitude: number }): string {
  const params = new URLSearchParams({ latitude: position.latitude.toFixed(2), longitude: position.longitude.toFixed(2) });
  return params.toString();
}

/** The browser gave no position: no Geolocation API, permission refused, or none found (services/browser-location.ts). */
export class BrowserLocationRefused extends Error {
  constructor(readonly reason: 'denied' | 'unavailable') {
    super(`browser location ${reason}`);
    this.name = 'BrowserLocationRefused';
  }
}

/** `GET /api/cities?stateCode=…` (the picker's city list). */
export const CitiesQuery = object({ stateCode: StateCode });

/** A city as the location calls answer it. */
export const CityAnswer = object({
  code: string(),
  name: string(),
  stateCode: string(),
  /** IBGE codes of the neighbouring cities served by the same dealers. */
  influenceArea: array(string()),
});
export type CityAnswer = Infer<typeof CityAnswer>;

/** `GET /api/states`: the states that have cities. */
export const StateAnswer = object({ code: string(), name: string() });
export type StateAnswer = Infer<typeof StateAnswer>;

/** A dealer code as it may appear in an address. */
export const DealerCode = pattern(string(), /^[A-Za-z0-9_-]{1,40}$/);

/** `GET /api/dealers/rental/:dealerCode` */
export const RentalDealerParams = object({ dealerCode: DealerCode });

/** The rental dealer answer (spec 001 §7): id, cityId, brandsName; and ours, the fantasy name the showcase shows. */
export const RentalDealerAnswer = object({
  id: string(),
  cityId: string(),
  brandsName: array(string()),
  fantasyName: optional(string()),
});
export type RentalDealerAnswer = Infer<typeof RentalDealerAnswer>;

/** A CNPJ as it may appear in `dealerCnpj` (numeric or alphanumeric, with or without punctuation). */
export const LooseCnpj = pattern(string(), /^[0-9A-Za-z./-]{14,18}$/);

/** `GET /api/dealers/rental?cnpj=a,b` — the dealers of a `dealerCnpj` list, in the list's order. */
export const RentalDealersQuery = object({
  cnpj: pattern(size(string(), 14, 400), /^[0-9A-Za-z./-]{14,18}(,[0-9A-Za-z./-]{14,18}){0,19}$/),
});

export const RentalDealerSummary = object({
  id: string(),
  cityId: string(),
  brandsName: array(string()),
  cnpj: string(),
  fantasyName: string(),
});
export type RentalDealerSummary = Infer<typeof RentalDealerSummary>;

/** CNPJ without punctuation, upper case (alphanumeric CNPJs). */
export function normaliseCnpj(cnpj: string): string {
  return cnpj.replace(/[./-]/g, '').toUpperCase();
}

/** The `dealerCnpj` parameter as a list (comma separated), normalised, without repeats. */
export function dealerCnpjList(param: string | undefined): string[] {
  if (!param) return [];
  return [...new Set(param.split(',').map((c) => normaliseCnpj(c.trim())).filter((c) => c.length > 0))];
}

/** A dealer from the address is used only if it sells the page's brand (spec 001 §7). */
export function dealerSellsBrand(dealer: Pick<RentalDealerAnswer, 'brandsName'>, brand: string): boolean {
  const wanted = brand.toUpperCase();
  return dealer.brandsName.some((b) => b.toUpperCase() === wanted);
}

export const StatesAnswer = array(object({ code: StateCode, name: string() }));
