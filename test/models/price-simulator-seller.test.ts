/** The price simulator's seller section: the spec's messages, and an empty CNPJ is a required field. */
import { describe, expect, it } from 'vitest';
import { emptySellerForm, sellerSectionErrors } from '../../models/quotation/price-simulator';

describe('sellerSectionErrors', () => {
  it('an empty CNPJ says the field is required (the spec’s “Campo Obrigatório”), a wrong one “CNPJ inválido”', () => {
    expect(sellerSectionErrors(emptySellerForm()).cnpj).toBe('Campo Obrigatório');
    expect(sellerSectionErrors({ ...emptySellerForm(), cnpj: '12ABC34501DE36' }).cnpj).toBe('CNPJ inválido');
    expect(sellerSectionErrors({ ...emptySellerForm(), cnpj: '12.ABC.345/01DE-35' }).cnpj).toBeUndefined();
  });
});
