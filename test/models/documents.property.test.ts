/**
 * Property tests for CPF and CNPJ (numeric and alphanumeric, IN RFB 2.229/2024).
 *
 * "Changing any one character makes it fail" holds for every change the
 * mod-11 check digits can see. The official algorithm has two blind spots,
 * kept here as documented table cases rather than hidden: (1) a base
 * character whose value changes by a multiple of 11 (only possible in the
 * alphanumeric CNPJ, e.g. '7' ↔ 'B': 7 vs 18) leaves both sums unchanged
 * mod 11; (2) when the first remainder moves between 0 and 1 both map to
 * check digit 0, so with a first check digit of 0 the second digit alone
 * must catch the change, and occasionally cannot. The properties use
 * `fc.pre` to step around exactly those cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, cpfCheckDigits, validateCnpj, validateCpf, validateCpfOrCnpj, stripDocument } from '../../models/common/validators';
import { formatCnpj, formatCpf } from '../../models/common/masks';

const DIGITS = '0123456789'.split('');
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

const chars = (alphabet: string[], n: number) => fc.array(fc.constantFrom(...alphabet), { minLength: n, maxLength: n }).map((a) => a.join(''));

const allSame = (s: string) => /^(.)\1*$/.test(s);

const cpfArb = chars(DIGITS, 9)
  .filter((b) => !allSame(b))
  .map((base) => base + cpfCheckDigits(base));
const numericCnpjArb = chars(DIGITS, 12)
  .map((base) => base + cnpjCheckDigits(base))
  .filter((c) => !allSame(c));
const alnumCnpjArb = chars(ALNUM, 12)
  .map((base) => base + cnpjCheckDigits(base))
  .filter((c) => !allSame(c));

const value = (c: string) => c.charCodeAt(0) - 48;

describe('CPF properties', () => {
  it('every generated valid CPF passes, bare and masked', () => {
    fc.assert(
      fc.property(cpfArb, (cpf) => {
        expect(validateCpf(cpf)).toBeUndefined();
        expect(validateCpf(formatCpf(cpf))).toBeUndefined();
        expect(validateCpfOrCnpj(formatCpf(cpf))).toBeUndefined();
        expect(stripDocument(formatCpf(cpf))).toBe(cpf);
      }),
    );
  });

  it('changing a check digit always fails', () => {
    fc.assert(
      fc.property(cpfArb, fc.integer({ min: 9, max: 10 }), fc.constantFrom(...DIGITS), (cpf, i, d) => {
        fc.pre(cpf[i] !== d);
        expect(validateCpf(cpf.slice(0, i) + d + cpf.slice(i + 1))).toBe('CPF inválido');
      }),
    );
  });

  it('changing any one character fails (outside the mod-11 blind spot)', () => {
    fc.assert(
      fc.property(cpfArb, fc.integer({ min: 0, max: 10 }), fc.constantFrom(...PRINTABLE), (cpf, i, c) => {
        fc.pre(cpf[i] !== c);
        // blind spot (2): a first check digit of 0 may hide a base change
        fc.pre(!(i < 9 && /\d/.test(c) && cpf[9] === '0'));
        expect(validateCpf(cpf.slice(0, i) + c + cpf.slice(i + 1))).toBe('CPF inválido');
      }),
      { numRuns: 500 },
    );
  });
});

describe('CNPJ properties', () => {
  it('every generated valid numeric CNPJ passes, bare and masked', () => {
    fc.assert(
      fc.property(numericCnpjArb, (cnpj) => {
        expect(validateCnpj(cnpj)).toBeUndefined();
        expect(validateCnpj(formatCnpj(cnpj))).toBeUndefined();
        expect(validateCpfOrCnpj(formatCnpj(cnpj))).toBeUndefined();
      }),
    );
  });

  it('every generated valid alphanumeric CNPJ passes: bare, masked, lower case', () => {
    fc.assert(
      fc.property(alnumCnpjArb, (cnpj) => {
        expect(validateCnpj(cnpj)).toBeUndefined();
        expect(validateCnpj(formatCnpj(cnpj))).toBeUndefined();
        expect(validateCnpj(cnpj.toLowerCase())).toBeUndefined();
        expect(validateCnpj(formatCnpj(cnpj).toLowerCase())).toBeUndefined();
        expect(stripDocument(formatCnpj(cnpj).toLowerCase())).toBe(cnpj);
      }),
    );
  });

  it('changing a check digit always fails', () => {
    fc.assert(
      fc.property(alnumCnpjArb, fc.integer({ min: 12, max: 13 }), fc.constantFrom(...ALNUM), (cnpj, i, d) => {
        fc.pre(cnpj[i] !== d);
        expect(validateCnpj(cnpj.slice(0, i) + d + cnpj.slice(i + 1))).toBe('CNPJ inválido');
      }),
    );
  });

  it('changing any one character fails (outside the mod-11 blind spots), both forms', () => {
    fc.assert(
      fc.property(fc.oneof(numericCnpjArb, alnumCnpjArb), fc.integer({ min: 0, max: 13 }), fc.constantFrom(...PRINTABLE), (cnpj, i, c) => {
        const original = cnpj[i]!;
        fc.pre(original !== c.toUpperCase());
        const inAlphabet = /^[0-9A-Za-z]$/.test(c);
        if (i < 12 && inAlphabet) {
          // blind spot (1): same value mod 11
          fc.pre((value(c.toUpperCase()) - value(original)) % 11 !== 0);
          // blind spot (2): a first check digit of 0 may hide a base change
          fc.pre(cnpj[12] !== '0');
        }
        expect(validateCnpj(cnpj.slice(0, i) + c + cnpj.slice(i + 1))).toBe('CNPJ inválido');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the mod-11 blind spots, as the official algorithm has them', () => {
  it("'7' ↔ 'B' (values 7 and 18) in an alphanumeric base keeps the check digits", () => {
    const base = '12ABC34501DE';
    const a = '7' + base.slice(1);
    const b = 'B' + base.slice(1);
    expect(cnpjCheckDigits(a)).toBe(cnpjCheckDigits(b));
    expect(validateCnpj(a + cnpjCheckDigits(a))).toBeUndefined();
    expect(validateCnpj(b + cnpjCheckDigits(a))).toBeUndefined();
  });

  it('a first remainder moving between 0 and 1 can keep both CPF check digits', () => {
    // Search the smallest such pair: it exists, and the validator follows the official algorithm.
    let found: [string, string] | undefined;
    outer: for (let n = 100_000_000; n < 100_100_000; n++) {
      const base = String(n);
      const dv = cpfCheckDigits(base);
      if (dv[0] !== '0') continue;
      for (let i = 0; i < 9; i++) {
        for (const d of DIGITS) {
          if (d === base[i]) continue;
          const other = base.slice(0, i) + d + base.slice(i + 1);
          if (cpfCheckDigits(other) === dv) {
            found = [base + dv, other + dv];
            break outer;
          }
        }
      }
    }
    expect(found).toBeDefined();
    expect(validateCpf(found![0])).toBeUndefined();
    expect(validateCpf(found![1])).toBeUndefined();
  });
});
