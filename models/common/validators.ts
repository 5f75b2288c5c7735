/**
 * Brazilian field validators (spec 001 §5.1). Each validator returns
 * `undefined` when the value is valid, otherwise the pt-BR message a person
 * reads (from `validationSpec`). They are pure; date rules take an
 * optional `today` so tests do not depend on the clock.
 *
 * Validators accept what a masked input produces (e.g. '123.456.789-09') as
 * well as the bare value. An empty value is invalid for every field validator;
 * wrap with `optionalField` where a field may stay empty.
 */
import { differenceInCalendarDays, differenceInYears, isAfter, isValid, parse, startOfDay, subYears } from 'date-fns';
import { validationSpec } from '../labels/spec-validation';

export type ValidationResult = string | undefined;
export type Validator<T = string> = (value: T) => ValidationResult;

const m = validationSpec;

// ───────────────────────────── normalizers ─────────────────────────────

/** Keeps only the digits 0-9. */
export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/**
 * A formatted CPF ('123.456.789-09') or CNPJ ('12.ABC.345/01DE-35') stripped
 * to its bare characters, upper-cased (alphanumeric CNPJ letters are kept).
 */
export function stripDocument(v: string): string {
  return v.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** E-mail as sent: trimmed and lower-cased. */
export function normalizeEmail(v: string): string {
  return v.trim().toLowerCase();
}

/** Mask characters a document input may carry: dots, dashes, slash, spaces. */
function stripMaskPunctuation(v: string): string {
  return v.replace(/[.\-/\s]/g, '');
}

function isBlank(v: string | null | undefined): boolean {
  return v == null || v.trim() === '';
}

// ───────────────────────────── check digits ─────────────────────────────

/** Mod-11 check digit: 0 when the remainder is below 2, else 11 − remainder. */
function mod11Digit(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]! * weights[i]!;
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** The two CPF check digits for a 9-digit base, e.g. '123456789' → '09'. */
export function cpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new RangeError(`CPF base must be 9 digits: ${base9}`);
  const values = [...base9].map(Number);
  const d1 = mod11Digit(values, CPF_W1);
  const d2 = mod11Digit([...values, d1], CPF_W2);
  return `${d1}${d2}`;
}

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * The two CNPJ check digits for a 12-character base, numeric or
 * alphanumeric (IN RFB 2.229/2024): each character is worth its ASCII code
 * minus 48 ('0'..'9' → 0..9, 'A'..'Z' → 17..42). Lower case is upper-cased.
 */
export function cnpjCheckDigits(base12: string): string {
  const base = base12.toUpperCase();
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError(`CNPJ base must be 12 characters 0-9/A-Z: ${base12}`);
  const values = [...base].map((c) => c.charCodeAt(0) - 48);
  const d1 = mod11Digit(values, CNPJ_W1);
  const d2 = mod11Digit([...values, d1], CNPJ_W2);
  return `${d1}${d2}`;
}

/** Luhn (mod 10) check over a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// ───────────────────────────── documents ─────────────────────────────

/** A CPF a person must type (a form's own CPF): empty is asked for ('Digite seu CPF'), otherwise `validateCpf`. */
export function validateRequiredCpf(v: string): ValidationResult {
  return isBlank(v ?? '') ? m.cpfRequired : validateCpf(v);
}

/**
 * Well-known made-up CPFs whose check digits happen to be right: the ones
 * printed in textbooks, tutorials and form examples, typed by whoever does
 * not want to give theirs. Kept short on purpose: only sequences nobody is
 * issued in practice ('123.456.789-09', '987.654.321-00', '012.345.678-90');
 * the all-same-digit ones are refused by their own rule.
 */
export const WELL_KNOWN_FAKE_CPFS: readonly string[] = ['12345678909', '98765432100', '01234567890'];

/** CPF: 11 digits, valid check digits, not all the same digit, not a well-known made-up one. */
export function validateCpf(v: string): ValidationResult {
  const cpf = stripMaskPunctuation(v ?? '');
  if (!/^\d{11}$/.test(cpf)) return m.cpf;
  if (/^(\d)\1{10}$/.test(cpf)) return m.cpf;
  if (WELL_KNOWN_FAKE_CPFS.includes(cpf)) return m.cpf;
  return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9) ? undefined : m.cpf;
}

/**
 * CNPJ, numeric or alphanumeric: 12 characters 0-9/A-Z (lower case accepted)
 * then two numeric check digits; 14 identical characters are rejected.
 */
export function validateCnpj(v: string): ValidationResult {
  const cnpj = stripMaskPunctuation(v ?? '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return m.cnpj;
  if (/^(.)\1{13}$/.test(cnpj)) return m.cnpj;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12) ? undefined : m.cnpj;
}

/** A CPF (11 characters once stripped) or a CNPJ (14). */
export function validateCpfOrCnpj(v: string): ValidationResult {
  const doc = stripMaskPunctuation(v ?? '');
  if (doc.length === 11) return validateCpf(doc) && m.cpfOrCnpj;
  if (doc.length === 14) return validateCnpj(doc) && m.cpfOrCnpj;
  return m.cpfOrCnpj;
}

/** RG: digits only (dots, dashes and spaces ignored), at most 50; a final 'X' check digit is accepted. */
export function validateRg(v: string): ValidationResult {
  const rg = stripMaskPunctuation(v ?? '').toUpperCase();
  return /^\d{1,50}$/.test(rg) || /^\d{1,49}X$/.test(rg) ? undefined : m.rg;
}

/** Driver licence (CNH) number: 11 digits, not all the same. */
export function validateCnhNumber(v: string): ValidationResult {
  const cnh = stripMaskPunctuation(v ?? '');
  return /^\d{11}$/.test(cnh) && !/^(\d)\1{10}$/.test(cnh) ? undefined : m.cnhNumber;
}

// ───────────────────────────── vehicle ─────────────────────────────

/** Normalized plate: upper case, without the dash or spaces. */
export function normalizePlate(v: string): string {
  return v.replace(/[-\s]/g, '').toUpperCase();
}

/** Plate: 3 letters, a digit, a letter or digit, 2 digits (old ABC1234 and Mercosul ABC1D23). */
export function validatePlate(v: string): ValidationResult {
  return /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(normalizePlate(v ?? '')) ? undefined : m.plate;
}

/** Chassis (VIN): 17 characters A-Z and 0-9 (lower case accepted). */
export function validateChassis(v: string): ValidationResult {
  return /^[A-Z0-9]{17}$/.test((v ?? '').trim().toUpperCase()) ? undefined : m.chassis;
}

// ───────────────────────────── payment card ─────────────────────────────

/** Card number: 13 to 16 digits (spaces and dashes ignored), Luhn check, not all zeros. */
export function validateCardNumber(v: string): ValidationResult {
  const n = (v ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,16}$/.test(n)) return m.cardNumber;
  if (/^0+$/.test(n)) return m.cardNumber;
  return luhnValid(n) ? undefined : m.cardNumber;
}

/**
 * Card expiry MM/YY: month 1-12, not before the current month (a card is
 * valid through the last day of its expiry month).
 */
export function validateCardExpiry(v: string, today: Date = new Date()): ValidationResult {
  const match = /^(\d{2})\/(\d{2})$/.exec((v ?? '').trim());
  if (!match) return m.cardExpiry;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return m.cardExpiry;
  const nowIndex = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) >= nowIndex ? undefined : m.cardExpiry;
}

/** CVV: 3 or 4 digits. */
export function validateCardCvv(v: string): ValidationResult {
  return /^\d{3,4}$/.test((v ?? '').trim()) ? undefined : m.cardCvv;
}

/** Name printed on the card: letters and spaces, at least 2 letters. */
export function validateCardName(v: string): ValidationResult {
  return /^\p{L}[\p{L}\p{M}' .-]*\p{L}$/u.test((v ?? '').trim()) ? undefined : m.cardName;
}

// ───────────────────────────── contact ─────────────────────────────

/**
 * E-mail: standard address shape, no '?', no accented letters, no spaces
 * (surrounding spaces are trimmed, as the input does). When the holder's
 * e-mail is given, it must differ from it (case-insensitive).
 */
export function validateEmail(v: string, holderEmail?: string): ValidationResult {
  const email = (v ?? '').trim();
  if (email.includes('?')) return m.email;
  // Only ASCII letters: anything accented (or otherwise non-ASCII) is refused.
  if (/[^\x21-\x7e]/.test(email)) return m.email;
  if (!/^[A-Za-z0-9.!#$%&'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(email)) {
    return m.email;
  }
  if (email.startsWith('.') || email.includes('..') || email.split('@')[0]!.endsWith('.')) return m.email;
  if (holderEmail && normalizeEmail(holderEmail) === normalizeEmail(email)) return m.emailSameAsHolder;
  return undefined;
}

/** Name: letters (spaces, apostrophes, dots and dashes between), starting with at least 2 letters. */
export function validateName(v: string): ValidationResult {
  const name = (v ?? '').trim();
  if (name === '') return m.nameRequired;
  return /^\p{L}{2}[\p{L}\p{M}' .-]*$/u.test(name.normalize('NFC')) ? undefined : m.name;
}

/** Full name: a valid name of at least 2 words. */
export function validateFullName(v: string): ValidationResult {
  const invalid = validateName(v);
  if (invalid) return invalid;
  const words = v.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 2 ? undefined : m.fullName;
}

/**
 * The Brazilian area codes (DDD) in use (Anatel's national numbering plan):
 * 11-19, 21, 22, 24, 27, 28, 31-35, 37, 38, 41-49, 51, 53-55, 61-69, 71,
 * 73-75, 77, 79, 81-89 and 91-99. '00', '20', '23', '50'… are nobody's.
 */
export const BRAZILIAN_AREA_CODES: ReadonlySet<string> = new Set(
  '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(' '),
);

/** Is `ddd` (two digits) an area code in use in Brazil? */
export function isBrazilianAreaCode(ddd: string): boolean {
  return BRAZILIAN_AREA_CODES.has(ddd);
}

/**
 * Mobile phone (celular): a Brazilian area code, then 9 digits starting
 * with 9 ('(11) 91234-5678', 11 digits once the mask is removed; max 15
 * characters masked, '(##) #####-####'). Every Brazilian mobile number has
 * had the leading 9 since 2016, so an 8-digit number ('(11) 9999-9999') is a
 * landline or a typo.
 */
export function validateMobilePhone(v: string): ValidationResult {
  const raw = v ?? '';
  if (isBlank(raw)) return m.mobilePhoneRequired;
  const digits = onlyDigits(raw);
  if (digits.length !== 11) return m.phone;
  if (!isBrazilianAreaCode(digits.slice(0, 2))) return m.phone;
  return digits[2] === '9' ? undefined : m.phone;
}

/**
 * Phone of a legal person (spec 001 §5.3, min length 10): a landline or a
 * mobile, after a Brazilian area code. 10 digits ('(11) 3333-4444', the
 * local number starting with 2 to 5: a landline) or 11 digits (a mobile,
 * the local number starting with 9).
 */
export function validatePhone(v: string): ValidationResult {
  const raw = v ?? '';
  if (isBlank(raw)) return m.phoneRequired;
  const digits = onlyDigits(raw);
  if (!isBrazilianAreaCode(digits.slice(0, 2))) return m.phone;
  if (digits.length === 10) return /^[2-5]$/.test(digits[2]!) ? undefined : m.phone;
  if (digits.length === 11) return digits[2] === '9' ? undefined : m.phone;
  return m.phone;
}

/** CEP: '00000-000' or 8 digits. */
export function validateCep(v: string): ValidationResult {
  return /^\d{5}-?\d{3}$/.test((v ?? '').trim()) ? undefined : m.cepRequired;
}

// ───────────────────────────── passwords ─────────────────────────────

export const PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_MAX_LENGTH = 16;
/** Characters a new password may not contain: < > + | / ? * and backslash. */
export const PASSWORD_FORBIDDEN_CHARS = ['<', '>', '+', '|', '/', '?', '*', '\\'] as const;

/** Password (sign-in): at least 8 characters. */
export function validatePassword(v: string): ValidationResult {
  return (v ?? '').length >= PASSWORD_MIN_LENGTH ? undefined : m.password;
}

/**
 * New password: 8 to 16 characters with a digit, a lower-case letter, an
 * upper-case letter and a special character (not a letter, digit or space),
 * and none of < > + | / ? * \.
 */
export function validateNewPassword(v: string): ValidationResult {
  const p = v ?? '';
  if (p.length < PASSWORD_MIN_LENGTH) return m.password;
  if (p.length > NEW_PASSWORD_MAX_LENGTH) return m.passwordMax;
  if (PASSWORD_FORBIDDEN_CHARS.some((c) => p.includes(c))) return m.passwordForbidden;
  if (!/\d/.test(p)) return m.passwordDigit;
  if (!/\p{Ll}/u.test(p)) return m.passwordLower;
  if (!/\p{Lu}/u.test(p)) return m.passwordUpper;
  if (!/[^\p{L}\p{N}\s]/u.test(p)) return m.passwordSpecial;
  return undefined;
}

/** The confirmation must equal the password. */
export function validatePasswordConfirmation(password: string, confirmation: string): ValidationResult {
  return password === confirmation ? undefined : m.passwordConfirmation;
}

// ───────────────────────────── dates and time ─────────────────────────────

export const MINIMUM_AGE = 18;
export const MAXIMUM_DATE_AGE_YEARS = 200;

/** Parses a strict DD/MM/YYYY date (a real calendar day), or undefined. */
export function parseBrDate(v: string): Date | undefined {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test((v ?? '').trim())) return undefined;
  const d = parse(v.trim(), 'dd/MM/yyyy', new Date(2000, 0, 1));
  return isValid(d) ? d : undefined;
}

/** Date DD/MM/YYYY, a real day, not older than 200 years. */
export function validateDate(v: string, today: Date = new Date()): ValidationResult {
  const d = parseBrDate(v);
  if (!d) return m.date;
  return d < startOfDay(subYears(today, MAXIMUM_DATE_AGE_YEARS)) ? m.date : undefined;
}

export const WITHIN_DAYS_DEFAULT = 30;

/** Date DD/MM/YYYY, a real day, at most `days` (30 by default) before or after `today`. */
export function validateDateWithinDays(v: string, days: number = WITHIN_DAYS_DEFAULT, today: Date = new Date()): ValidationResult {
  const d = parseBrDate(v);
  if (!d) return m.date;
  const diff = Math.abs(differenceInCalendarDays(d, today));
  return diff <= days ? undefined : m.date;
}

/** Birthday DD/MM/YYYY: a real day, year 19xx or 20xx, not in the future. */
export function validateBirthday(v: string, today: Date = new Date()): ValidationResult {
  if (!/^\d{2}\/\d{2}\/(19|20)\d{2}$/.test((v ?? '').trim())) return m.birthday;
  const d = parseBrDate(v);
  if (!d) return m.birthday;
  return isAfter(d, startOfDay(today)) ? m.birthday : undefined;
}

/** At least 18 years old on `today` (an unreadable birthday gets the birthday message). */
export function validateOverEighteen(v: string, today: Date = new Date()): ValidationResult {
  const invalid = validateBirthday(v, today);
  if (invalid) return invalid;
  return differenceInYears(startOfDay(today), parseBrDate(v)!) >= MINIMUM_AGE ? undefined : m.overEighteen;
}

/** Driver licence expiry DD/MM/YYYY: a real day, not before `today`. */
export function validateCnhExpiry(v: string, today: Date = new Date()): ValidationResult {
  const d = parseBrDate(v);
  if (!d) return m.cnhExpiry;
  return d < startOfDay(today) ? m.cnhExpired : undefined;
}

/** Time of day, 24 h, HH:mm. */
export function validateTime(v: string): ValidationResult {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(v ?? '') ? undefined : m.time;
}

// ───────────────────────────── free text ─────────────────────────────

/** Characters no free-text field may hold. */
export const RESTRICTED_CHARS = ['&', '$', '<', '>', '%'] as const;

/** No & $ < > %, and no leading space. */
export function validateRestrictedChars(v: string): ValidationResult {
  const s = v ?? '';
  if (/^\s/.test(s)) return m.leadingSpace;
  return RESTRICTED_CHARS.some((c) => s.includes(c)) ? m.restrictedChars : undefined;
}

/**
 * A company's name (razão social): the restricted characters but '&', which
 * is part of many Brazilian company names ('Silva & Filhos Ltda'); no
 * leading space.
 */
export const COMPANY_NAME_RESTRICTED_CHARS = RESTRICTED_CHARS.filter((c) => c !== '&');

export function validateCompanyName(v: string): ValidationResult {
  const s = v ?? '';
  if (/^\s/.test(s)) return m.leadingSpace;
  return COMPANY_NAME_RESTRICTED_CHARS.some((c) => s.includes(c)) ? m.companyNameChars : undefined;
}

// ───────────────────────────── generic rules ─────────────────────────────

/** Required: not null/undefined, not a blank string, not an empty list, not `false` (an unticked box). */
export function validateRequired(v: unknown): ValidationResult {
  if (v == null || v === false) return m.required;
  if (typeof v === 'string') return v.trim() === '' ? m.required : undefined;
  if (Array.isArray(v)) return v.length === 0 ? m.required : undefined;
  return undefined;
}

export function validateMinLength(v: string, min: number): ValidationResult {
  return (v ?? '').length >= min ? undefined : m.minLength(min);
}

export function validateMaxLength(v: string, max: number): ValidationResult {
  return (v ?? '').length <= max ? undefined : m.maxLength(max);
}

export function validateMinSelected(selected: readonly unknown[], min: number): ValidationResult {
  return (selected ?? []).length >= min ? undefined : m.minSelected(min);
}

export function validateMaxSelected(selected: readonly unknown[], max: number): ValidationResult {
  return (selected ?? []).length <= max ? undefined : m.maxSelected(max);
}

export const required = validateRequired;
export const minLength = validateMinLength;
export const maxLength = validateMaxLength;
export const minSelected = validateMinSelected;
export const maxSelected = validateMaxSelected;

// ───────────────────────────── combinators ─────────────────────────────

/** Runs validators in order and returns the first message. */
export function firstError<T>(value: T, ...validators: ReadonlyArray<Validator<T>>): ValidationResult {
  for (const validate of validators) {
    const message = validate(value);
    if (message) return message;
  }
  return undefined;
}

/** A validator that accepts an empty value and otherwise defers to `validate`. */
export function optionalField(validate: Validator<string>): Validator<string> {
  return (v) => (isBlank(v) ? undefined : validate(v));
}
