/** The B2E part of a lead as the dealer's lead page shows it. */
import { describe, expect, it } from 'vitest';
import { deskB2eOf } from '../../../models/lead/lead-desk';

describe('deskB2eOf', () => {
  it('an employee’s lead: the SAP id and the relationship, nothing of a relative', () => {
    expect(deskB2eOf({ sapId: ' SAP123 ', is_employee: true, kinship: 'Cônjuge', employeeCpf: '390.533.447-05' })).toEqual({
      sapId: 'SAP123',
      relationship: 'EMPLOYEE',
      kinship: null,
      employeeCpf: null,
    });
  });

  it('a relative’s lead: the kinship and the employee’s CPF (digits)', () => {
    expect(deskB2eOf({ sapId: 'SAP123', is_employee: false, kinship: 'Cônjuge', employeeCpf: '390.533.447-05' })).toEqual({
      sapId: 'SAP123',
      relationship: 'RELATIVE',
      kinship: 'Cônjuge',
      employeeCpf: '39053344705',
    });
  });

  it('a lead without a SAP id is not B2E', () => {
    expect(deskB2eOf({})).toBeNull();
    expect(deskB2eOf({ sapId: '  ', is_employee: true })).toBeNull();
  });
});
