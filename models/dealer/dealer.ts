/** Dealer, city and location (spec 000 §3). */
import { array, boolean, nullable, object, optional, pattern, string, type Infer } from 'superstruct';

/** Brazilian state (UF) code, two upper-case letters. */
export const StateCode = pattern(string(), /^[A-Z]{2}$/);
/** IBGE municipality code: 7 digits. */
export const IbgeCityCode = pattern(string(), /^\d{7}$/);

export const Dealer = object({
  id: string(),
  name: string(),
  fantasyName: string(),
  address: string(),
  neighborhood: string(),
  city: object({ name: string(), state: object({ stateCode: StateCode }) }),
  cityName: string(),
  cityId: IbgeCityCode,
  state: StateCode,
  /** Numeric (14 digits) or alphanumeric CNPJ, unformatted. */
  cnpj: string(),
  brandsName: array(string()),
  deliveredBy: optional(nullable(object({ name: string(), fantasyName: string() }))),
  isLegalPerson: boolean(),
  latitude: optional(nullable(string())),
  longitude: optional(nullable(string())),
  /** Dealer group codes this dealer belongs to (dealerGroup parameter). */
  groups: optional(array(string())),
});
export type Dealer = Infer<typeof Dealer>;

export const City = object({
  code: IbgeCityCode,
  name: string(),
  stateCode: StateCode,
  /** IBGE codes of neighbouring cities served by the same dealers. */
  influenceArea: array(IbgeCityCode),
});
export type City = Infer<typeof City>;

export const Location = object({
  countryCode: string(),
  stateCode: optional(StateCode),
  cityCode: optional(IbgeCityCode),
});
export type Location = Infer<typeof Location>;
