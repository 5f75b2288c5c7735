import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  firstError,
  luhnValid,
  maxLength,
  maxSelected,
  minLength,
  minSelected,
  normalizeEmail,
  normalizePlate,
  onlyDigits,
  optionalField,
  parseBrDate,
  required,
  stripDocument,
  validateBirthday,
  validateCardCvv,
  validateCardExpiry,
  validateCardName,
  validateCardNumber,
  validateCep,
  validateChassis,
  validateCnhExpiry,
  validateCnhNumber,
  validateCnpj,
  validateCpf,
  validateCpfOrCnpj,
  validateDate,
  validateDateWithinDays,
  validateEmail,
  validateFullName,
  validateMaxLength,
  validateMaxSelected,
  validateMinLength,
  validateMinSelected,
  validateMobilePhone,
  validateName,
  validateNewPassword,
  validateOverEighteen,
  validatePassword,
  validatePasswordConfirmation,
  validatePlate,
  validateRequired,
  validateCompanyName,
  validateRestrictedChars,
  validateRg,
  validateTime,
} from '../../../models/common/validators';

const today = new Date(2026, 4, 15, 14, 30); // 15/05/2026 14:30

describe('normalizers', () => {
  it('onlyDigits keeps digits', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('')).toBe('');
  });
  it.each([
    ['123.456.789-09', '12345678909'],
    ['11.222.333/0001-81', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 12 ABC 345 01DE 35 ', '12ABC34501DE35'],
  ])('stripDocument(%s) → %s', (input, out) => {
    expect(stripDocument(input)).toBe(out);
  });
  it('normalizeEmail trims and lower-cases', () => {
    expect(normalizeEmail('  Maria.Silva@Exemplo.COM ')).toBe('maria.silva@exemplo.com');
  });
  it('normalizePlate upper-cases and drops the dash', () => {
    expect(normalizePlate('abc-1d23')).toBe('ABC1D23');
  });
});

describe('check digits', () => {
  it.each([
    ['123456789', '09'],
    ['529982247', '25'],
    ['111444777', '35'],
    ['000000001', '91'],
  ])('CPF %s → %s', (base, dv) => {
    expect(cpfCheckDigits(base)).toBe(dv);
  });
  it.each([
    ['112223330001', '81'],
    ['12ABC34501DE', '35'], // the example of IN RFB 2.229/2024 / SERPRO
    ['12abc34501de', '35'],
  ])('CNPJ %s → %s', (base, dv) => {
    expect(cnpjCheckDigits(base)).toBe(dv);
  });
  it('refuses malformed bases', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cpfCheckDigits('12345678A')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC34501D#')).toThrow(RangeError);
  });
  it('luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
});

describe('validateCpf', () => {
  it.each(['529.982.247-25', '52998224725', '935.411.347-80', ' 529 982 247 25 '])('accepts %s', (v) => {
    expect(validateCpf(v)).toBeUndefined();
  });
  it.each(['123.456.789-09', '12345678909', '987.654.321-00', '012.345.678-90'])('refuses the well-known made-up CPF %s (its check digits are right)', (v) => {
    expect(validateCpf(v)).toBe('CPF inválido');
  });
  it.each([
    ['', 'empty'],
    ['123.456.789-00', 'wrong check digits'],
    ['123.456.789-19', 'wrong second digit'],
    ['1234567890', '10 digits'],
    ['123456789091', '12 digits'],
    ['111.111.111-11', 'all the same (valid digits)'],
    ['000.000.000-00', 'all zeros'],
    ['123.456.78a-09', 'letter'],
  ])('refuses %s (%s)', (v) => {
    expect(validateCpf(v)).toBe('CPF inválido');
  });
  it('refuses undefined at runtime', () => {
    expect(validateCpf(undefined as unknown as string)).toBe('CPF inválido');
  });
});

describe('validateCnpj', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12ABC34501DE35', '12.abc.345/01de-35'])('accepts %s', (v) => {
    expect(validateCnpj(v)).toBeUndefined();
  });
  it.each([
    ['', 'empty'],
    ['11.222.333/0001-82', 'wrong check digit'],
    ['12.ABC.345/01DE-36', 'wrong alphanumeric check digit'],
    ['12.ABC.345/01DE-3A', 'letter in a check digit'],
    ['11.222.333/0001-8', '13 characters'],
    ['00.000.000/0000-00', 'all the same'],
    ['12.ABC.345/01D#-35', 'symbol'],
  ])('refuses %s (%s)', (v) => {
    expect(validateCnpj(v)).toBe('CNPJ inválido');
  });
  it('refuses undefined at runtime', () => {
    expect(validateCnpj(undefined as unknown as string)).toBe('CNPJ inválido');
  });
});

describe('validateCpfOrCnpj', () => {
  it.each(['529.982.247-25', '11.222.333/0001-81', '12ABC34501DE35'])('accepts %s', (v) => {
    expect(validateCpfOrCnpj(v)).toBeUndefined();
  });
  it.each(['123.456.789-09', '123.456.789-00', '11.222.333/0001-80', '123', '', undefined as unknown as string])('refuses %s', (v) => {
    expect(validateCpfOrCnpj(v)).toBe('CPF/CNPJ inválido');
  });
});

describe('validateRg and CNH', () => {
  it.each(['12.345.678-9', '123456789', '12.345.678-X', '1'.repeat(50)])('RG accepts %s', (v) => {
    expect(validateRg(v)).toBeUndefined();
  });
  it.each(['', '1'.repeat(51), 'ABC', '12X3', undefined as unknown as string])('RG refuses %s', (v) => {
    expect(validateRg(v)).toBe('RG inválido');
  });
  it('CNH number: 11 digits, not all the same', () => {
    expect(validateCnhNumber('123.456.789-01')).toBeUndefined();
    expect(validateCnhNumber('11111111111')).toBe('Número da CNH inválido');
    expect(validateCnhNumber('1234567890')).toBe('Número da CNH inválido');
    expect(validateCnhNumber(undefined as unknown as string)).toBe('Número da CNH inválido');
  });
  it('CNH expiry: a real day, not past', () => {
    expect(validateCnhExpiry('15/05/2026', today)).toBeUndefined();
    expect(validateCnhExpiry('14/05/2026', today)).toBe('CNH fora da data de validade');
    expect(validateCnhExpiry('31/02/2027', today)).toBe('Data de validade da CNH inválida');
    expect(validateCnhExpiry('01/01/2030')).toBeUndefined();
  });
});

describe('validatePlate and validateChassis', () => {
  it.each(['ABC1234', 'ABC1D23', 'abc-1234', 'abc1d23', 'ABC 1D23'])('plate accepts %s', (v) => {
    expect(validatePlate(v)).toBeUndefined();
  });
  it.each(['AB12345', 'ABCD123', 'ABC12D3', 'ABC123', 'ABC12345', '', undefined as unknown as string])('plate refuses %s', (v) => {
    expect(validatePlate(v)).toBe('PLACA INCORRETA');
  });
  it.each(['9BWZZZ377VT004251', '9bwzzz377vt004251'])('chassis accepts %s', (v) => {
    expect(validateChassis(v)).toBeUndefined();
  });
  it.each(['9BWZZZ377VT00425', '9BWZZZ377VT0042511', '9BWZZZ377VT00425-', '', undefined as unknown as string])('chassis refuses %s', (v) => {
    expect(validateChassis(v)).toBe('CHASSIS INCORRETO');
  });
});

describe('card', () => {
  it.each(['4111 1111 1111 1111', '4111-1111-1111-1111', '378282246310005', '4222222222222'])('number accepts %s', (v) => {
    expect(validateCardNumber(v)).toBeUndefined();
  });
  it.each([
    ['4111 1111 1111 1112', 'Luhn'],
    ['0000000000000000', 'all zeros (passes Luhn)'],
    ['411111111111', '12 digits'],
    ['41111111111111111', '17 digits'],
    ['4111a11111111111', 'letter'],
    [undefined as unknown as string, 'undefined'],
  ])('number refuses %s (%s)', (v) => {
    expect(validateCardNumber(v)).toBe('Número do cartão inválido');
  });
  it.each([
    ['05/26', undefined],
    ['12/26', undefined],
    ['01/27', undefined],
    ['04/26', 'Data de validade do cartão inválida'],
    ['12/25', 'Data de validade do cartão inválida'],
    ['00/27', 'Data de validade do cartão inválida'],
    ['13/27', 'Data de validade do cartão inválida'],
    ['5/27', 'Data de validade do cartão inválida'],
    ['05/2027', 'Data de validade do cartão inválida'],
  ])('expiry %s', (v, message) => {
    expect(validateCardExpiry(v, today)).toBe(message);
  });
  it('expiry uses the clock by default and tolerates undefined', () => {
    expect(validateCardExpiry('12/99')).toBeUndefined();
    expect(validateCardExpiry(undefined as unknown as string, today)).toBe('Data de validade do cartão inválida');
  });
  it('cvv and name', () => {
    expect(validateCardCvv('123')).toBeUndefined();
    expect(validateCardCvv('1234')).toBeUndefined();
    expect(validateCardCvv('12')).toBe('CVV inválido');
    expect(validateCardCvv(undefined as unknown as string)).toBe('CVV inválido');
    expect(validateCardName('JOSE A SILVA')).toBeUndefined();
    expect(validateCardName('J')).toBe('Nome do titular do cartão inválido');
    expect(validateCardName('JOSE 2')).toBe('Nome do titular do cartão inválido');
    expect(validateCardName(undefined as unknown as string)).toBe('Nome do titular do cartão inválido');
  });
});

describe('validateEmail', () => {
  it.each(['maria@exemplo.com', 'maria.silva+flua@exemplo.com.br', '  maria@exemplo.com  ', 'MARIA@EXEMPLO.COM', 'a_b-c@sub-dominio.exemplo.org'])('accepts %s', (v) => {
    expect(validateEmail(v)).toBeUndefined();
  });
  it.each([
    ['maria?@exemplo.com', 'question mark'],
    ['joão@exemplo.com', 'accented letter'],
    ['maria@exemplô.com', 'accented domain'],
    ['maria silva@exemplo.com', 'inner space'],
    ['maria@exemplo', 'no TLD'],
    ['maria.exemplo.com', 'no @'],
    ['@exemplo.com', 'no local part'],
    ['.maria@exemplo.com', 'leading dot'],
    ['maria.@exemplo.com', 'trailing dot'],
    ['ma..ria@exemplo.com', 'double dot'],
    ['maria@-exemplo.com', 'domain starting with dash'],
    ['', 'empty'],
    [undefined as unknown as string, 'undefined'],
  ])('refuses %s (%s)', (v) => {
    expect(validateEmail(v)).toBe('Digite um e-mail válido');
  });
  it('must differ from the holder, case-insensitively', () => {
    expect(validateEmail('Titular@Exemplo.com', ' titular@exemplo.com')).toBe('O email não pode ser o mesmo do titular');
    expect(validateEmail('outro@exemplo.com', 'titular@exemplo.com')).toBeUndefined();
    expect(validateEmail('outro@exemplo.com', '')).toBeUndefined();
  });
});

describe('names', () => {
  it.each(['Maria', 'Jo', "Joana D'Arc", 'Ana Maria', 'José da Silva-Souza'])('name accepts %s', (v) => {
    expect(validateName(v)).toBeUndefined();
  });
  it('name: empty asks for the name, others are invalid', () => {
    expect(validateName('')).toBe('Digite seu nome');
    expect(validateName('   ')).toBe('Digite seu nome');
    expect(validateName(undefined as unknown as string)).toBe('Digite seu nome');
    expect(validateName('J')).toBe('Digite um nome válido');
    expect(validateName('J. Silva')).toBe('Digite um nome válido');
    expect(validateName('Maria2')).toBe('Digite um nome válido');
  });
  it('full name needs two words', () => {
    expect(validateFullName('Maria Silva')).toBeUndefined();
    expect(validateFullName('  Maria   da Silva ')).toBeUndefined();
    expect(validateFullName('Maria')).toBe('Digite pelo menos um sobrenome');
    expect(validateFullName('Maria -')).toBe('Digite pelo menos um sobrenome');
    expect(validateFullName('')).toBe('Digite seu nome');
  });
});

describe('validateMobilePhone', () => {
  it.each(['(11) 98765-4321', '11987654321', '(21) 99999-0000', '(99) 91234-5678', '(47) 98888-7777'])('accepts %s', (v) => {
    expect(validateMobilePhone(v)).toBeUndefined();
  });
  it.each([
    ['(00) 90000-0000', 'no area code 00'],
    ['(20) 91234-5678', 'no area code 20'],
    ['(10) 91234-5678', 'no area code 10'],
    ['(11) 9999-9999', 'a celular of 8 digits'],
    ['(11) 8765-4321', '8 digits starting with 8'],
    ['(11) 88765-4321', '9 digits not starting with 9'],
    ['(11) 3765-4321', 'landline digit 3'],
    ['(11) 7765-4321', 'digit 7'],
    ['(11) 9876-543', '9 digits'],
    ['119876543210', '12 digits'],
  ])('refuses %s (%s)', (v) => {
    expect(validateMobilePhone(v)).toBe('Digite um telefone válido');
  });
  it('asks for the phone when empty', () => {
    expect(validateMobilePhone('')).toBe('Digite seu celular');
    expect(validateMobilePhone(undefined as unknown as string)).toBe('Digite seu celular');
  });
});

describe('validateCep', () => {
  it.each(['01310-100', '01310100', ' 01310-100 '])('accepts %s', (v) => {
    expect(validateCep(v)).toBeUndefined();
  });
  it.each(['01310-10', '0131-0100', '01310_100', 'abcde-fgh', '', undefined as unknown as string])('refuses %s', (v) => {
    expect(validateCep(v)).toBe('Digite seu CEP');
  });
});

describe('passwords', () => {
  it('password: at least 8 characters', () => {
    expect(validatePassword('12345678')).toBeUndefined();
    expect(validatePassword('1234567')).toBe('A senha deve conter no mínimo 8 caracteres');
    expect(validatePassword(undefined as unknown as string)).toBe('A senha deve conter no mínimo 8 caracteres');
  });
  it.each([
    ['Abcdef1!', undefined],
    ['Abcdefghijklm1!@', undefined],
    ['Ab1!', 'A senha deve conter no mínimo 8 caracteres'],
    ['Abcdefghijklmn1!@', 'A senha deve conter no máximo 16 caracteres'],
    ['Abcdefg1!<', 'A senha não pode conter os caracteres < > + | / ? * \\'],
    ['Abcdefg1!>', 'A senha não pode conter os caracteres < > + | / ? * \\'],
    ['Abcdefg1!+', 'A senha não pode conter os caracteres < > + | / ? * \\'],
    ['Abcdefg1!|', 'A senha não pode conter os caracteres < > + | / ? * \\'],
    ['Abcdefg1!/', 'A senha não pode conter os caracteres < > + | / ? * \\'],
    ['Abcdefg1!?', 'A senha não pode conter os caracteres < > + | / ? * \\'],
    ['Abcdefg1!*', 'A senha não pode conter os caracteres < > + | / ? * \\'],
    ['Abcdefg1!\\', 'A senha não pode conter os caracteres < > + | / ? * \\'],
    ['Abcdefgh!', 'A senha deve conter pelo menos um número'],
    ['ABCDEFG1!', 'A senha deve conter pelo menos uma letra minúscula'],
    ['abcdefg1!', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['Abcdefg12', 'A senha deve conter pelo menos um caractere especial'],
    ['Abcd efg12', 'A senha deve conter pelo menos um caractere especial'],
    [undefined as unknown as string, 'A senha deve conter no mínimo 8 caracteres'],
  ])('new password %s', (v, message) => {
    expect(validateNewPassword(v)).toBe(message);
  });
  it('confirmation must match', () => {
    expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1!')).toBeUndefined();
    expect(validatePasswordConfirmation('Abcdef1!', 'abcdef1!')).toBe('As senhas digitadas não são iguais');
  });
});

describe('dates', () => {
  it('parseBrDate reads strict real days', () => {
    expect(parseBrDate('29/02/2024')?.getDate()).toBe(29);
    expect(parseBrDate('29/02/2025')).toBeUndefined();
    expect(parseBrDate('1/2/2024')).toBeUndefined();
    expect(parseBrDate(undefined as unknown as string)).toBeUndefined();
  });
  it.each([
    ['15/05/2026', undefined, 'today'],
    ['01/01/1990', undefined, '19xx'],
    ['16/05/2026', 'Data de Nascimento inválida', 'tomorrow'],
    ['01/01/1899', 'Data de Nascimento inválida', '18xx'],
    ['01/01/2100', 'Data de Nascimento inválida', '21xx'],
    ['31/04/1990', 'Data de Nascimento inválida', 'not a day'],
    ['1990-01-01', 'Data de Nascimento inválida', 'ISO'],
    ['', 'Data de Nascimento inválida', 'empty'],
    [undefined as unknown as string, 'Data de Nascimento inválida', 'undefined'],
  ])('birthday %s → %s (%s)', (v: string, message: string | undefined, _why: string) => {
    expect(validateBirthday(v, today)).toBe(message);
  });
  it.each([
    ['15/05/2008', undefined, '18 today'],
    ['16/05/2008', 'Idade mínima 18 anos', '18 tomorrow'],
    ['01/01/1950', undefined, 'adult'],
    ['32/01/1950', 'Data de Nascimento inválida', 'bad date'],
  ])('over eighteen %s → %s (%s)', (v: string, message: string | undefined, _why: string) => {
    expect(validateOverEighteen(v, today)).toBe(message);
  });
  it('date rules use the clock by default', () => {
    expect(validateBirthday('01/01/1990')).toBeUndefined();
    expect(validateOverEighteen('01/01/1990')).toBeUndefined();
    expect(validateDate('01/01/1990')).toBeUndefined();
    expect(validateDateWithinDays('01/01/1990')).toBe('Data inválida');
  });
  it.each([
    ['15/05/1826', undefined, 'exactly 200 years'],
    ['14/05/1826', 'Data inválida', 'over 200 years'],
    ['01/01/2300', undefined, 'future allowed'],
    ['00/01/2000', 'Data inválida', 'day 0'],
  ])('date %s → %s (%s)', (v: string, message: string | undefined, _why: string) => {
    expect(validateDate(v, today)).toBe(message);
  });
  it.each([
    ['14/06/2026', 30, undefined],
    ['15/04/2026', 30, undefined],
    ['15/06/2026', 30, 'Data inválida'],
    ['14/04/2026', 30, 'Data inválida'],
    ['21/05/2026', 5, 'Data inválida'], ['20/05/2026', 5, undefined],
    ['xx', 30, 'Data inválida'],
  ])('within days %s (%i) → %s', (v, days, message) => {
    expect(validateDateWithinDays(v, days, today)).toBe(message);
  });
  it.each([
    ['00:00', undefined],
    ['23:59', undefined],
    ['09:05', undefined],
    ['24:00', 'Horário inválido'],
    ['12:60', 'Horário inválido'],
    ['9:05', 'Horário inválido'],
    [undefined as unknown as string, 'Horário inválido'],
  ])('time %s → %s', (v, message) => {
    expect(validateTime(v)).toBe(message);
  });
});

describe('a company name', () => {
  it.each(['Silva & Filhos Transportes Ltda', 'A & B Comércio Ltda.', 'Ação #1 S/A'])('accepts %s', (v) => {
    expect(validateCompanyName(v)).toBeUndefined();
  });
  it.each(['US$ Frotas', '<b>Frotas</b>', 'Frota 100%'])('refuses %s', (v) => {
    expect(validateCompanyName(v)).toBe('Os caracteres $ < > % não são permitidos');
  });
  it('refuses a leading space', () => {
    expect(validateCompanyName(' Silva')).toBe('O campo não pode começar com espaço');
  });
});

describe('restricted characters', () => {
  it.each(['Rua das Flores, 10', '', 'Ação #1'])('accepts %s', (v) => {
    expect(validateRestrictedChars(v)).toBeUndefined();
  });
  it.each(['A & B', 'US$ 10', '<b>', 'a > b', '10%'])('refuses %s', (v) => {
    expect(validateRestrictedChars(v)).toBe('Os caracteres & $ < > % não são permitidos');
  });
  it('refuses a leading space', () => {
    expect(validateRestrictedChars(' Rua')).toBe('O campo não pode começar com espaço');
    expect(validateRestrictedChars(undefined as unknown as string)).toBeUndefined();
  });
});

describe('generic rules', () => {
  it.each([
    [null, 'Campo Obrigatório'],
    [undefined, 'Campo Obrigatório'],
    [false, 'Campo Obrigatório'],
    ['', 'Campo Obrigatório'],
    ['  ', 'Campo Obrigatório'],
    [[], 'Campo Obrigatório'],
    ['a', undefined],
    [['x'], undefined],
    [0, undefined],
    [true, undefined],
  ])('required %j → %s', (v, message) => {
    expect(validateRequired(v)).toBe(message);
    expect(required(v)).toBe(message);
  });
  it('min/max length', () => {
    expect(validateMinLength('ab', 2)).toBeUndefined();
    expect(validateMinLength('a', 2)).toBe('Digite no mínimo 2 caracteres');
    expect(validateMinLength(undefined as unknown as string, 1)).toBe('Digite no mínimo 1 caracteres');
    expect(minLength('abc', 3)).toBeUndefined();
    expect(validateMaxLength('abc', 3)).toBeUndefined();
    expect(validateMaxLength('abcd', 3)).toBe('Digite no máximo 3 caracteres');
    expect(validateMaxLength(undefined as unknown as string, 3)).toBeUndefined();
    expect(maxLength('a'.repeat(401), 400)).toBe('Digite no máximo 400 caracteres');
  });
  it('min/max selected', () => {
    expect(validateMinSelected(['sms'], 1)).toBeUndefined();
    expect(validateMinSelected([], 1)).toBe('Selecione pelo menos uma das opções acima');
    expect(validateMinSelected(undefined as unknown as string[], 2)).toBe('Selecione pelo menos 2 opções');
    expect(minSelected(['a', 'b'], 2)).toBeUndefined();
    expect(validateMaxSelected(['a'], 1)).toBeUndefined();
    expect(validateMaxSelected(['a', 'b'], 1)).toBe('Selecione no máximo uma opção');
    expect(validateMaxSelected(undefined as unknown as string[], 1)).toBeUndefined();
    expect(maxSelected(['a', 'b', 'c'], 2)).toBe('Selecione no máximo 2 opções');
  });
  it('firstError returns the first message, optionalField lets empties pass', () => {
    expect(firstError('', validateRequired, validateCpf)).toBe('Campo Obrigatório');
    expect(firstError('123', validateRequired, validateCpf)).toBe('CPF inválido');
    expect(firstError('529.982.247-25', validateRequired, validateCpf)).toBeUndefined();
    const optionalCpf = optionalField(validateCpf);
    expect(optionalCpf('')).toBeUndefined();
    expect(optionalCpf('123')).toBe('CPF inválido');
  });
});
