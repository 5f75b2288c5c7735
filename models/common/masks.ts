/**
 * Input masks that keep the caret where the person types (spec 001 §5.1).
 * Each mask is a pure function: (value, caret) → { value, caret }. The caret
 * stays after the same significant character (digit or letter) it followed
 * before formatting, so typing, deleting or pasting in the middle works.
 *
 * Pattern slots: '#' a digit, '*' a digit or letter (upper-cased); every
 * other pattern character is a literal, written only when a character
 * follows it.
 */

export interface MaskedValue {
  value: string;
  caret: number;
}

export const CPF_MASK = '###.###.###-##';

/** A percentage with two decimals, filled from the right like money: typing 1, 4, 9 gives '1,49' (at most '99,99'). */
export function maskPercent(value: string): MaskedValue {
  const digits = value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 4);
  if (digits === '') return { value: '', caret: 0 };
  const n = digits.padStart(3, '0');
  const out = `${n.slice(0, -2)},${n.slice(-2)}`;
  return { value: out, caret: out.length };
}

/** A rate as the percentage field shows it: 1.5 → '1,50'. */
export function percentText(value: number | null | undefined): string {
  return value == null ? '' : value.toFixed(2).replace('.', ',');
}
/** CNPJ, numeric or alphanumeric: 12 characters 0-9/A-Z then 2 check digits. */
export const CNPJ_MASK = '**.***.***/****-##';
export const PHONE_MASK = '(##) #####-####';
export const LANDLINE_MASK = '(##) ####-####';
export const CEP_MASK = '#####-###';
export const DATE_MASK = '##/##/####';
export const CARD_NUMBER_MASK = '#### #### #### ####';
export const CARD_EXPIRY_MASK = '##/##';
export const TIME_MASK = '##:##';
/** Maximum length of a masked mobile phone. */
export const PHONE_MASK_MAX_LENGTH = PHONE_MASK.length;

function isSlot(c: string): boolean {
  return c === '#' || c === '*';
}

function fits(slot: string, ch: string): boolean {
  return slot === '#' ? ch >= '0' && ch <= '9' : /^[0-9A-Za-z]$/.test(ch);
}

/** Applies a pattern to a value, keeping the caret after the same significant character. */
export function applyMask(pattern: string, value: string, caret: number = value.length): MaskedValue {
  const at = Math.max(0, Math.min(caret, value.length));
  let out = '';
  let pos = 0;
  let acceptedBeforeCaret = 0;
  const ends: number[] = [];
  for (let i = 0; i < value.length && pos < pattern.length; i++) {
    const ch = value[i]!;
    if (!/^[0-9A-Za-z]$/.test(ch)) continue;
    let literal = '';
    let p = pos;
    while (p < pattern.length && !isSlot(pattern[p]!)) literal += pattern[p++];
    if (p >= pattern.length || !fits(pattern[p]!, ch)) continue;
    out += literal + ch.toUpperCase();
    pos = p + 1;
    ends.push(out.length);
    if (i < at) acceptedBeforeCaret++;
  }
  return { value: out, caret: acceptedBeforeCaret === 0 ? 0 : ends[acceptedBeforeCaret - 1]! };
}

/** The significant characters of a value (digits and letters, upper-cased). */
function significant(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

export function maskCpf(value: string, caret?: number): MaskedValue {
  return applyMask(CPF_MASK, value, caret);
}

/** CNPJ mask '##.###.###/####-##' keeping letters (alphanumeric CNPJ), upper-cased. */
export function maskCnpj(value: string, caret?: number): MaskedValue {
  return applyMask(CNPJ_MASK, value, caret);
}

/** CPF mask while the value could be a CPF (up to 11 digits), CNPJ mask beyond that or with a letter. */
export function maskCpfOrCnpj(value: string, caret?: number): MaskedValue {
  const s = significant(value);
  return s.length <= 11 && /^\d*$/.test(s) ? maskCpf(value, caret) : maskCnpj(value, caret);
}

/** Phone mask: '(##) ####-####' up to 10 digits, '(##) #####-####' with 11. */
export function maskPhone(value: string, caret?: number): MaskedValue {
  const digits = value.replace(/\D/g, '').length;
  return applyMask(digits > 10 ? PHONE_MASK : LANDLINE_MASK, value, caret);
}

export function maskCep(value: string, caret?: number): MaskedValue {
  return applyMask(CEP_MASK, value, caret);
}

export function maskDate(value: string, caret?: number): MaskedValue {
  return applyMask(DATE_MASK, value, caret);
}

export function maskCardNumber(value: string, caret?: number): MaskedValue {
  return applyMask(CARD_NUMBER_MASK, value, caret);
}

export function maskCardExpiry(value: string, caret?: number): MaskedValue {
  return applyMask(CARD_EXPIRY_MASK, value, caret);
}

export function maskTime(value: string, caret?: number): MaskedValue {
  return applyMask(TIME_MASK, value, caret);
}

/** Formatted CPF, e.g. '12345678909' → '123.456.789-09'. */
export function formatCpf(value: string): string {
  return maskCpf(value).value;
}

/** Formatted CNPJ, e.g. '12abc34501de35' → '12.ABC.345/01DE-35'. */
export function formatCnpj(value: string): string {
  return maskCnpj(value).value;
}

/**
 * A CPF or CNPJ as a lead form sends it (spec 001 §5.1): stripped to its
 * bare characters when the site's `stripDocuments` setting is on
 * (models/app/site-config.ts), else formatted (a CPF in 14 characters, a CNPJ in
 * 18). Letters of an alphanumeric CNPJ are kept, upper-cased.
 */
export function documentAsSent(value: string, kind: 'cpf' | 'cnpj', strip: boolean): string {
  const bare = value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (strip) return bare;
  return kind === 'cpf' ? formatCpf(bare) : formatCnpj(bare);
}

export function formatCpfOrCnpj(value: string): string {
  return maskCpfOrCnpj(value).value;
}

export function formatPhone(value: string): string {
  return maskPhone(value).value;
}

export function formatCep(value: string): string {
  return maskCep(value).value;
}
