import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_LEAD_MESSAGES,
  customerMessageOfMove,
  digestDayDue,
  formatDigestDay,
  mayEmailCustomer,
  saoPauloDay,
  sellerMessageOfMove,
} from '../../models/lead/lead-messages';
import { LEAD_STATUS_CODES } from '../../models/lead/lead-status';

describe('which e-mail a proposal’s step sends', () => {
  it('a refused or withdrawn e-mail consent holds back the progress reports only', () => {
    for (const message of CUSTOMER_LEAD_MESSAGES) {
      expect(mayEmailCustomer(message, true), message).toBe(true);
      // A lead from before consents were kept: nothing refused.
      expect(mayEmailCustomer(message, null), message).toBe(true);
      expect(mayEmailCustomer(message, false), message).toBe(message !== 'proposalProgress');
    }
  });

  it('each status a move reaches has its customer message; only a cancellation tells the sellers', () => {
    const moves = LEAD_STATUS_CODES.filter((s) => s !== 'sent');
    expect(Object.fromEntries(moves.map((s) => [s, customerMessageOfMove(s)]))).toEqual({
      in_service: 'proposalProgress',
      credit_review: 'proposalProgress',
      approved: 'proposalProgress',
      rejected: 'proposalRejected',
      contract_signed: 'proposalProgress',
      vehicle_delivered: 'proposalProgress',
      cancelled: 'proposalCancelled',
    });
    expect(moves.filter((s) => sellerMessageOfMove(s, 'seller') !== null)).toEqual(['cancelled']);
    expect(sellerMessageOfMove('cancelled', 'customer')).toBe('proposalWithdrawn');
    expect(sellerMessageOfMove('cancelled', 'seller')).toBe('proposalCancelledByDealer');
  });
});

describe('the digest’s day', () => {
  it('is São Paulo’s calendar day, due from its hour', () => {
    // 02:30 UTC on 1 Dec is still 30 Nov, 23:30, in São Paulo.
    expect(saoPauloDay(new Date('2026-12-01T02:30:00Z'))).toEqual({ day: '2026-11-30', hour: 23 });
    expect(digestDayDue(new Date('2026-11-30T10:59:00Z'))).toBeNull();
    expect(digestDayDue(new Date('2026-11-30T11:00:00Z'))).toBe('2026-11-30');
    expect(digestDayDue(new Date('2026-11-30T03:00:00Z'), 0)).toBe('2026-11-30');
    expect(digestDayDue(new Date('2026-11-30T02:59:00Z'), 0)).toBe('2026-11-29');
    expect(formatDigestDay('2026-12-01')).toBe('01/12/2026');
  });
});
