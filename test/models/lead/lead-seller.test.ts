/**
 * Sellers keep their showroom leads (spec 000 §4 "Lead form", 001 §2
 * 'sellerId', §9 "Sub-origin"): which seller a lead from this browser
 * carries, the address's `sellerId`, and the one sub-origin rule, branch by
 * branch (the server applies the same rule to what it checked:
 * test/server/lead-seller.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../models/account/auth';
import { parseShowcaseSearch } from '../../../models/app/route-params';
import { DEFAULT_SUB_ORIGIN, SUB_ORIGINS, leadSellerId, subOrigin } from '../../../models/lead/lead-rules';

const person: SessionUser = { id: 'u1', name: 'Pessoa', cpf: '52998224725', phone: '11988887777', emails: ['p@exemplo.example'], certified: false, emailVerified: true, roles: ['customer'], sellerId: null, dealerCode: null };
const seller: SessionUser = { ...person, id: 's1', roles: ['seller'], sellerId: 'VEND-0001', dealerCode: '10101' };

describe('the sub-origin (001 §9), one branch at a time', () => {
  it("'Show Room' with a seller id, before every other rule", () => {
    expect(subOrigin({ sellerId: 'VEND-0001', dealerIdFromUrl: '10101', dealerGroup: 'GRUPO-ALVORADA', configured: 'Avise-me' })).toBe(SUB_ORIGINS.showRoom);
  });
  it("'Campanha CCSS' with a dealer id from the address (no seller)", () => {
    expect(subOrigin({ sellerId: null, dealerIdFromUrl: '10101', dealerGroup: 'GRUPO-ALVORADA', configured: 'Avise-me' })).toBe(SUB_ORIGINS.campaign);
  });
  it("'Campanha Grupo CCSS' with a dealer group (no seller, no address dealer)", () => {
    expect(subOrigin({ dealerGroup: 'GRUPO-ALVORADA', configured: 'Avise-me' })).toBe(SUB_ORIGINS.groupCampaign);
  });
  it('else the configured sub-origin, else the default; blanks count as nothing', () => {
    expect(subOrigin({ configured: 'Avise-me' })).toBe('Avise-me');
    expect(subOrigin({ sellerId: '  ', dealerIdFromUrl: '', dealerGroup: ' ', configured: ' ' })).toBe(DEFAULT_SUB_ORIGIN);
    expect(subOrigin({})).toBe(DEFAULT_SUB_ORIGIN);
  });
});

describe('the seller a lead carries', () => {
  it('a seller signed in is their own seller, whatever the browser kept', () => {
    expect(leadSellerId(seller, 'VEND-0102')).toBe('VEND-0001');
    expect(leadSellerId(seller, null)).toBe('VEND-0001');
  });
  it("otherwise the showroom link's seller id, trimmed; none when blank", () => {
    expect(leadSellerId(person, ' VEND-0102 ')).toBe('VEND-0102');
    expect(leadSellerId(null, 'VEND-0102')).toBe('VEND-0102');
    expect(leadSellerId(null, '  ')).toBeNull();
    expect(leadSellerId(person, null)).toBeNull();
  });
  it('a seller role without a seller id brings no seller', () => {
    expect(leadSellerId({ ...seller, sellerId: null }, null)).toBeNull();
  });
  it('the address carries the seller id as an address id; anything else is dropped', () => {
    expect(parseShowcaseSearch({ sellerId: 'VEND-0001' }).sellerId).toBe('VEND-0001');
    expect(parseShowcaseSearch({ sellerId: 'VEND 0001<script>' }).sellerId).toBeUndefined();
    expect(parseShowcaseSearch({ sellerId: 'x'.repeat(81) }).sellerId).toBeUndefined();
  });
});
