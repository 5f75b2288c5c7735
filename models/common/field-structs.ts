/**
 * Superstruct field types built on the validators, so a struct failure
 * carries the validator's pt-BR message (see `describeStructError`).
 */
import { define, refine, size, string, type Struct } from 'superstruct';
import {
  validateCardExpiry,
  validateCardNumber,
  validateCep,
  validateChassis,
  validateCnpj,
  validateCpf,
  validateCpfOrCnpj,
  validateEmail,
  validateFullName,
  validateMobilePhone,
  validatePhone,
  validateName,
  validatePlate,
  validateCompanyName,
  validateRestrictedChars,
  validateTime,
  type ValidationResult,
} from './validators';

/** A string struct refined by a validator: the validator's message becomes the failure message. */
export function validatedString(name: string, validate: (v: string) => ValidationResult): Struct<string, null> {
  return refine(string(), name, (v) => validate(v) ?? true);
}

export const Cpf = validatedString('cpf', validateCpf);
/** Numeric or alphanumeric CNPJ, formatted or not. */
export const Cnpj = validatedString('cnpj', validateCnpj);
export const CpfOrCnpj = validatedString('cpfOrCnpj', validateCpfOrCnpj);
export const Email = validatedString('email', (v) => validateEmail(v));
export const FullName = validatedString('fullName', validateFullName);
export const PersonName = validatedString('name', validateName);
export const MobilePhone = validatedString('mobilePhone', validateMobilePhone);
/** A landline or a mobile (legal-person forms). */
export const Phone = validatedString('phone', validatePhone);
export const Cep = validatedString('cep', validateCep);
export const Plate = validatedString('plate', validatePlate);
export const Chassis = validatedString('chassis', validateChassis);
export const CardNumber = validatedString('cardNumber', validateCardNumber);
export const CardExpiry = validatedString('cardExpiry', (v) => validateCardExpiry(v));
export const Time = validatedString('time', validateTime);
/** Free text without & $ < > % and not starting with a space, at most `max` characters. */
export function SafeText(max: number): Struct<string, null> {
  return size(validatedString('restrictedChars', validateRestrictedChars), 0, max);
}

/** A company's name (razão social): as SafeText, but '&' is allowed. */
export function CompanyName(max: number): Struct<string, null> {
  return size(validatedString('companyNameChars', validateCompanyName), 0, max);
}

/** ISO date (YYYY-MM-DD) or date-time string. */
export const IsoDate = define<string>('isoDate', (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)));
