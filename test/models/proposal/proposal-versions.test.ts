/** The rules of a proposal's versions as the customer and the seller read them. */
import { describe, expect, it } from 'vitest';
import { LEAD_STATUS_CODES } from '../../../models/lead/lead-status';
import { isLeadEditable } from '../../../models/lead/lead-version';
import {
  awaitingVersion,
  awaitsCustomer,
  customerEditHref,
  isEditableByCustomer,
  newestFirst,
  versionAuthorForCustomer,
  versionAuthorForSeller,
  versionInForce,
} from '../../../models/proposal/proposal-versions';
import { acceptedOf, twoProposals, waitingCompass } from '../../machines/proposals.paths';

describe('proposal versions', () => {
  it('a proposal changes only before the contract, and neither refused nor cancelled', () => {
    expect(LEAD_STATUS_CODES.filter(isLeadEditable)).toEqual(['sent', 'in_service', 'credit_review', 'approved']);
    expect(isEditableByCustomer(twoProposals[0]!)).toBe(true);
    expect(isEditableByCustomer({ ...twoProposals[0]!, status: 'contract_signed' })).toBe(false);
    expect(isEditableByCustomer({ ...twoProposals[0]!, offerId: null })).toBe(false);
  });

  it('the customer edit mode opens the offer with the proposal', () => {
    expect(customerEditHref({ offerId: 'fiat-mobi-l10', leadId: 'a b' })).toBe('/?offerId=fiat-mobi-l10&editable=true&leadId=a+b');
  });

  it('a waiting version waits while the proposal may still change', () => {
    expect(awaitsCustomer(waitingCompass)).toBe(true);
    expect(awaitingVersion(waitingCompass)?.number).toBe(3);
    expect(awaitsCustomer({ ...waitingCompass, status: 'cancelled' })).toBe(false);
    expect(awaitingVersion({ ...waitingCompass, status: 'cancelled' })).toBeNull();
    expect(awaitingVersion(acceptedOf(waitingCompass))).toBeNull();
  });

  it('the version in force is the newest that does not wait', () => {
    expect(newestFirst(waitingCompass.versions).map((v) => v.number)).toEqual([3, 2, 1]);
    expect(versionInForce(waitingCompass.versions)?.number).toBe(2);
    expect(versionInForce(acceptedOf(waitingCompass).versions)?.number).toBe(3);
  });

  it('says who made a version: to the customer, you or the dealer; to the seller, the person and the role', () => {
    const [first, , seller] = waitingCompass.versions;
    expect(versionAuthorForCustomer(first!, 'Savana Jeep')).toBe('Você');
    expect(versionAuthorForCustomer(seller!, 'Savana Jeep')).toBe('Savana Jeep');
    expect(versionAuthorForCustomer(seller!, null)).toBe('Concessionária');
    expect(versionAuthorForSeller(seller!)).toBe('Rafael Teixeira Lima (Vendedor)');
    expect(versionAuthorForSeller({ actor: 'customer', actorName: null })).toBe('Cliente');
  });
});
