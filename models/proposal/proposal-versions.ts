/**
 * A proposal's versions as the customer and the seller read them (ours,
 * beyond the spec): which version waits for the customer, who made each
 * one, and whether the customer may still change the proposal (the customer
 * edit mode, `/?offerId=…&editable=true&leadId=…`).
 */
import { leadVersionLabels } from '../labels/lead-version';
import { isLeadEditable, type LeadVersion } from '../lead/lead-version';
import type { RentalProposal } from './proposal';

/** May the customer open this proposal in the customer edit mode (an offer to open, and no contract yet)? */
export function isEditableByCustomer(p: Pick<RentalProposal, 'status' | 'offerId'>): boolean {
  return p.offerId !== null && isLeadEditable(p.status);
}

/** The customer edit mode of a proposal: the offer's details with the proposal's terms, 'Atualizar oferta'. */
export function customerEditHref(p: Pick<RentalProposal, 'offerId' | 'leadId'>): string {
  const params = new URLSearchParams({ offerId: p.offerId ?? '', editable: 'true', leadId: p.leadId });
  return `/?${params.toString()}`;
}

/** Does the proposal wait for the customer to accept a seller's version (and may it still be accepted)? */
export function awaitsCustomer(p: Pick<RentalProposal, 'awaitingVersion' | 'status'>): boolean {
  return p.awaitingVersion !== null && isLeadEditable(p.status);
}

/** The version that waits for the customer, if the proposal waits. */
export function awaitingVersion(p: Pick<RentalProposal, 'awaitingVersion' | 'status' | 'versions'>): LeadVersion | null {
  if (!awaitsCustomer(p)) return null;
  return p.versions.find((v) => v.number === p.awaitingVersion) ?? null;
}

/** Newest first, as the versions are listed. */
export function newestFirst<V extends Pick<LeadVersion, 'number'>>(versions: readonly V[]): V[] {
  return [...versions].sort((a, b) => b.number - a.number);
}

/** Who made a version, as the customer reads it: 'Você', or the dealer (its name when known). */
export function versionAuthorForCustomer(version: Pick<LeadVersion, 'actor'>, dealerName: string | null): string {
  return version.actor === 'customer' ? leadVersionLabels.actor.customer : (dealerName ?? leadVersionLabels.actor.seller);
}

/** Who made a version, as the seller reads it: the person's name and role ('Rafael Lima (Vendedor)'), or the role alone. */
export function versionAuthorForSeller(version: Pick<LeadVersion, 'actor' | 'actorName'>): string {
  const role = leadVersionLabels.deskActor[version.actor];
  return version.actorName ? `${version.actorName} (${role})` : role;
}

/** The version in force: the newest one that does not wait for the customer (version 1 at least). */
export function versionInForce<V extends Pick<LeadVersion, 'number' | 'acceptance'>>(versions: readonly V[]): V | null {
  return newestFirst(versions).find((v) => v.acceptance !== 'awaiting') ?? null;
}
