import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  documentAsSent,
  formatCep,
  formatCnpj,
  formatCpf,
  formatCpfOrCnpj,
  formatPhone,
  maskCardExpiry,
  maskCardNumber,
  maskCep,
  maskCnpj,
  maskCpf,
  maskCpfOrCnpj,
  maskDate,
  maskPhone,
  maskTime,
  PHONE_MASK_MAX_LENGTH,
  maskPercent,
  percentText,
} from '../../models/common/masks';
import { formatDate, formatDateTime, formatMonthName, formatPercent } from '../../models/common/format';
import { titleCase } from '../../models/common/title-case';
import { formatMonthly, formatPriceHeader } from '../../models/common/money';
import { validateCpf, validateCnpj, stripDocument } from '../../models/common/validators';

/** Types `typed` at the caret of a masked value and re-masks, like an input's change event. */
function type(mask: (v: string, c?: number) => { value: string; caret: number }, state: { value: string; caret: number }, typed: string) {
  const value = state.value.slice(0, state.caret) + typed + state.value.slice(state.caret);
  return mask(value, state.caret + typed.length);
}

describe('masks', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123.4'],
    ['12345678909', '123.456.789-09'],
    ['123456789091234', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['12a3', '123'],
  ])('CPF %s → %s', (v, out) => {
    expect(maskCpf(v).value).toBe(out);
    expect(formatCpf(v)).toBe(out);
  });
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12ABC34501DEXX', '12.ABC.345/01DE'],
    ['12.ABC', '12.ABC'],
  ])('CNPJ %s → %s', (v, out) => {
    expect(maskCnpj(v).value).toBe(out);
    expect(formatCnpj(v)).toBe(out);
  });
  it.each([
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    ['112223330001', '11.222.333/0001'],
    ['12A', '12.A'],
  ])('CPF or CNPJ %s → %s', (v, out) => {
    expect(maskCpfOrCnpj(v).value).toBe(out);
    expect(formatCpfOrCnpj(v)).toBe(out);
  });
  it.each([
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1187654321', '(11) 8765-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
  ])('phone %s → %s', (v, out) => {
    expect(maskPhone(v).value).toBe(out);
    expect(formatPhone(v)).toBe(out);
  });
  it('phone mask fits the 15-character limit', () => {
    expect(PHONE_MASK_MAX_LENGTH).toBe(15);
    expect(formatPhone('11987654321')).toHaveLength(15);
  });
  it('CEP, date, card, expiry and time', () => {
    expect(maskCep('01310100').value).toBe('01310-100');
    expect(formatCep('01310')).toBe('01310');
    expect(maskDate('15052026').value).toBe('15/05/2026');
    expect(maskCardNumber('4111111111111111').value).toBe('4111 1111 1111 1111');
    expect(maskCardExpiry('0527').value).toBe('05/27');
    expect(maskTime('0930').value).toBe('09:30');
  });

  describe('caret', () => {
    it('typing at the end moves past the inserted literal', () => {
      let s = { value: '', caret: 0 };
      for (const d of '12345678909') s = type(maskCpf, s, d);
      expect(s).toEqual({ value: '123.456.789-09', caret: 14 });
    });
    it('typing in the middle keeps the caret after the typed digit', () => {
      // '123.456.789-0' with the caret after '4' (index 5); type '0'
      const s = type(maskCpf, { value: '123.456.789-0', caret: 5 }, '0');
      expect(s.value).toBe('123.405.678-90');
      expect(s.caret).toBe(6);
    });
    it('typing right before a literal lands after the digit, past the literal', () => {
      const s = type(maskCpf, { value: '123.456', caret: 3 }, '9');
      expect(s.value).toBe('123.945.6');
      expect(s.caret).toBe(5);
    });
    it('deleting a digit in the middle keeps the caret there', () => {
      // '123.456.789-09', backspace the '5' at index 5 → value without it, caret 5
      const deleted = '123.46.789-09';
      const s = maskCpf(deleted, 5);
      expect(s.value).toBe('123.467.890-9');
      expect(s.caret).toBe(5);
    });
    it('caret at the start stays at 0; out-of-range carets are clamped', () => {
      expect(maskCpf('12345', 0).caret).toBe(0);
      expect(maskCpf('12345', 99)).toEqual({ value: '123.45', caret: 6 });
      expect(maskCpf('12345', -3).caret).toBe(0);
    });
    it('letters are upper-cased in the CNPJ and the caret follows', () => {
      const s = type(maskCnpj, { value: '12.AB', caret: 5 }, 'c');
      expect(s).toEqual({ value: '12.ABC', caret: 6 });
    });
    it('phone switches to the 11-digit mask and keeps the caret at the end', () => {
      let s = { value: '', caret: 0 };
      for (const d of '11987654321') s = type(maskPhone, s, d);
      expect(s).toEqual({ value: '(11) 98765-4321', caret: 15 });
    });
    it('a rejected character does not move the caret', () => {
      const s = type(maskCpf, { value: '123.4', caret: 5 }, 'x');
      expect(s).toEqual({ value: '123.4', caret: 5 });
    });
    it('a pattern that starts with a literal waits for a character', () => {
      expect(applyMask('(##)', '', 0)).toEqual({ value: '', caret: 0 });
    });
  });

  it('property: masking is idempotent, keeps the significant characters and the caret within the value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.nat({ max: 40 }), (raw, caret) => {
        for (const mask of [maskCpf, maskCnpj, maskPhone, maskCep, maskCpfOrCnpj]) {
          const once = mask(raw, caret);
          expect(mask(once.value).value).toBe(once.value);
          expect(once.caret).toBeGreaterThanOrEqual(0);
          expect(once.caret).toBeLessThanOrEqual(once.value.length);
        }
      }),
    );
  });

  it('property: a masked valid document stays valid and strips back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{12}$/), (base) => {
        const cnpj = base + '00';
        expect(stripDocument(formatCnpj(cnpj))).toBe(cnpj);
      }),
    );
    expect(validateCpf(formatCpf('52998224725'))).toBeUndefined();
    expect(validateCnpj(formatCnpj('12abc34501de35'))).toBeUndefined();
  });

  it('a document as a form sends it: formatted (CPF 14, CNPJ 18 characters), or stripped when the setting is on', () => {
    expect(documentAsSent('52998224725', 'cpf', false)).toBe('529.982.247-25');
    expect(documentAsSent('529.982.247-25', 'cpf', false)).toHaveLength(14);
    expect(documentAsSent('529.982.247-25', 'cpf', true)).toBe('52998224725');
    expect(documentAsSent('12abc34501de35', 'cnpj', false)).toBe('12.ABC.345/01DE-35');
    expect(documentAsSent('11.222.333/0001-81', 'cnpj', false)).toHaveLength(18);
    expect(documentAsSent('12.abc.345/01de-35', 'cnpj', true)).toBe('12ABC34501DE35');
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{12}$/), fc.boolean(), (base, strip) => {
        const cnpj = base + '00';
        const sent = documentAsSent(formatCnpj(cnpj), 'cnpj', strip);
        expect(sent).toBe(strip ? cnpj : formatCnpj(cnpj));
        expect(stripDocument(sent)).toBe(cnpj);
      }),
    );
  });
});

describe('format', () => {
  it('dates DD/MM/YYYY', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate(new Date(2026, 11, 31))).toBe('31/12/2026');
    expect(formatDate(new Date(2026, 0, 2).getTime())).toBe('02/01/2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('2026-03-05T09:07:00')).toBe('05/03/2026 09:07');
    expect(formatDateTime('x')).toBe('');
    expect(formatMonthName('2026-03-05')).toBe('março');
    expect(formatMonthName('x')).toBe('');
  });
  it.each([
    ['VERMELHO MONTECARLO', 'Vermelho Montecarlo'],
    ['branco banchisa', 'Branco Banchisa'],
    ['CINZA DE PRATA', 'Cinza de Prata'],
    ['AZUL-MARINHO', 'Azul-Marinho'],
    ['  preto   vulcano ', 'Preto Vulcano'],
    ['DE PRATA', 'De Prata'],
    ['ÁGATA E ÔNIX', 'Ágata e Ônix'],
  ])('titleCase(%s) → %s', (v, out) => {
    expect(titleCase(v)).toBe(out);
  });
  it('price header, monthly and percent', () => {
    expect(formatPriceHeader(24, 249990)).toBe('24X R$\u00a02.499,90');
    expect(formatMonthly(249990)).toBe('R$\u00a02.499,90/mês');
    expect(formatPercent(1.49)).toBe('1,49%');
    expect(formatPercent(5)).toBe('5%');
  });
});

describe('the interest field’s percentage', () => {
  it('fills from the right like money: 1, 4, 9 is 1,49 %, never 149 %', () => {
    expect(maskPercent('1').value).toBe('0,01');
    expect(maskPercent('14').value).toBe('0,14');
    expect(maskPercent('149').value).toBe('1,49');
    expect(maskPercent('1,495').value).toBe('14,95');
    expect(maskPercent('99999').value).toBe('99,99');
    expect(maskPercent('').value).toBe('');
    expect(percentText(1.5)).toBe('1,50');
    expect(percentText(0)).toBe('0,00');
  });
});
