/** The lead status table: its moves, who may make them, the notes they need, and the timeline a customer reads. */
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../models/account/auth';
import {
  CANCELLABLE_STATUSES,
  LEAD_STATUS_CODES,
  LEAD_STATUS_MOVES,
  canCustomerCancel,
  canMove,
  isFinalStatus,
  isNoteRequired,
  leadActorRoleFor,
  leadStatusLabel,
  moveRefusal,
  nextStatuses,
  normaliseNote,
  proposalCodeOf,
  upcomingStatuses,
} from '../../../models/lead/lead-status';
import { timelineMilestones } from '../../../models/proposal/proposal';

describe('lead status table', () => {
  it('names every status in pt-BR', () => {
    expect(LEAD_STATUS_CODES.map(leadStatusLabel)).toEqual([
      'Proposta enviada',
      'Em atendimento',
      'Em análise de crédito',
      'Aprovada',
      'Recusada',
      'Contrato assinado',
      'Veículo entregue',
      'Cancelada',
    ]);
  });

  it('the seller walks the road; approval or refusal after the credit review', () => {
    expect(nextStatuses('sent', 'seller')).toEqual(['in_service', 'cancelled']);
    expect(nextStatuses('in_service', 'seller')).toEqual(['credit_review', 'cancelled']);
    expect(nextStatuses('credit_review', 'seller')).toEqual(['approved', 'rejected', 'cancelled']);
    expect(nextStatuses('approved', 'seller')).toEqual(['contract_signed', 'cancelled']);
    expect(nextStatuses('contract_signed', 'seller')).toEqual(['vehicle_delivered']);
    for (const s of ['rejected', 'vehicle_delivered', 'cancelled'] as const) {
      expect(nextStatuses(s, 'seller')).toEqual([]);
      expect(isFinalStatus(s)).toBe(true);
    }
  });

  it('the customer only cancels, and only before the contract', () => {
    for (const from of LEAD_STATUS_CODES) {
      expect(nextStatuses(from, 'customer')).toEqual((CANCELLABLE_STATUSES as readonly string[]).includes(from) ? ['cancelled'] : []);
      expect(canCustomerCancel(from)).toBe((CANCELLABLE_STATUSES as readonly string[]).includes(from));
    }
    expect(canMove('contract_signed', 'cancelled', 'customer')).toBe(false);
    expect(canMove('contract_signed', 'cancelled', 'seller')).toBe(false);
    expect(canMove('sent', 'in_service', 'customer')).toBe(false);
  });

  it('every move not in the table is refused, for both roles', () => {
    for (const from of LEAD_STATUS_CODES)
      for (const to of LEAD_STATUS_CODES) {
        const listed = LEAD_STATUS_MOVES.some((m) => m.from === from && m.to === to);
        if (!listed) {
          expect(canMove(from, to, 'seller')).toBe(false);
          expect(moveRefusal(from, to, 'customer', 'x')).toBe('not_allowed');
        }
      }
  });

  it('a seller gives a reason to cancel or refuse; the customer needs none', () => {
    expect(isNoteRequired('sent', 'cancelled', 'seller')).toBe(true);
    expect(isNoteRequired('sent', 'cancelled', 'customer')).toBe(false);
    expect(isNoteRequired('credit_review', 'rejected', 'seller')).toBe(true);
    expect(isNoteRequired('sent', 'in_service', 'seller')).toBe(false);
    expect(moveRefusal('sent', 'cancelled', 'seller', '  ')).toBe('note_required');
    expect(moveRefusal('sent', 'cancelled', 'seller', 'Cliente desistiu')).toBeNull();
    expect(moveRefusal('sent', 'cancelled', 'customer', null)).toBeNull();
    expect(normaliseNote('  olá ')).toBe('olá');
    expect(normaliseNote('')).toBeNull();
  });

  it('what comes next on the road', () => {
    expect(upcomingStatuses('in_service')).toEqual(['credit_review', 'approved', 'contract_signed', 'vehicle_delivered']);
    expect(upcomingStatuses('vehicle_delivered')).toEqual([]);
    expect(upcomingStatuses('cancelled')).toEqual([]);
    expect(upcomingStatuses('rejected')).toEqual([]);
  });

  it('acts as the seller of the lead’s dealer, else as its owner, else not at all', () => {
    const person = (over: Partial<SessionUser>): SessionUser => ({
      id: 'u1',
      name: 'X',
      cpf: '52998224725',
      phone: '11987654321',
      emails: ['maria@example.com'],
      certified: false,
      emailVerified: true,
      roles: ['customer'],
      sellerId: null,
      dealerCode: null,
      ...over,
    });
    const lead = { dealerCode: '10101', userId: null, document: '52998224725', email: 'maria@example.com' };
    expect(leadActorRoleFor(lead, person({}))).toBe('customer');
    expect(leadActorRoleFor(lead, person({ emails: ['outra@example.com'] }))).toBeNull();
    // CPF and e-mail match a lead only once the account proved the e-mail; its own leads are its own either way.
    expect(leadActorRoleFor(lead, person({ emailVerified: false }))).toBeNull();
    expect(leadActorRoleFor({ ...lead, userId: 'u1' }, person({ emailVerified: false }))).toBe('customer');
    expect(leadActorRoleFor({ ...lead, userId: 'u1' }, person({ cpf: '39053344705', emails: [] }))).toBe('customer');
    expect(leadActorRoleFor(lead, person({ id: 's', cpf: '39053344705', roles: ['seller'], sellerId: 'V1', dealerCode: '10101' }))).toBe('seller');
    expect(leadActorRoleFor(lead, person({ id: 's', cpf: '39053344705', roles: ['seller'], sellerId: 'V1', dealerCode: '55553' }))).toBeNull();
  });

  it('the proposal code and the milestones to show', () => {
    expect(proposalCodeOf('1a2b3c4d-0000-4000-8000-000000000000')).toBe('FL-1A2B3C4D');
    const by = { name: 'Rafael', role: 'seller' as const };
    const timeline = [
      { status: 'sent' as const, at: '2026-05-01T12:00:00.000Z', by: { name: 'Maria', role: 'customer' as const }, note: null },
      { status: 'in_service' as const, at: '2026-05-02T12:00:00.000Z', by, note: 'Olá!' },
    ];
    expect(timelineMilestones({ status: 'in_service', timeline }).map((m) => [m.status, m.state])).toEqual([
      ['sent', 'done'],
      ['in_service', 'current'],
      ['credit_review', 'next'],
      ['approved', 'next'],
      ['contract_signed', 'next'],
      ['vehicle_delivered', 'next'],
    ]);
    const cancelled = [...timeline, { status: 'cancelled' as const, at: '2026-05-03T12:00:00.000Z', by, note: 'Desistência' }];
    expect(timelineMilestones({ status: 'cancelled', timeline: cancelled }).map((m) => m.state)).toEqual(['done', 'done', 'current']);
  });
});
