/**
 * Lead rules and constants (spec 000 §4 "Lead form", 001 §9): sub-origin,
 * product group, lead source, person types, B2E kinds.
 */
import { match } from 'ts-pattern';
import type { Offer } from '../offer/offer';
import { isSeller, type SessionUser } from '../account/auth';
import { stripDocument } from '../common/validators';
import { leadLabels } from '../labels/lead';
import { labels } from '../labels/spec';

export const DEFAULT_DEALER_CODE = '55553';
export const DEFAULT_ORIGIN = 'Flua';
/**
 * The sub-origin used when none of the rules applies and nothing is
 * configured. The spec says "configured or default" without the value; ours.
 */
export const DEFAULT_SUB_ORIGIN = 'Site';
export const RENTAL_PJ_LEAD_TYPE = 'RENTAL_PJ_FORM_LEAD';

/** Where a stored lead stands (the admin's view and the customer's proposals). */
export const LEAD_STATUSES = ['received', 'sent_to_dealer', 'discarded'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const PERSON_TYPES = ['physicalPerson', 'legalPerson'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

export const SUB_ORIGINS = {
  showRoom: 'Show Room',
  campaign: 'Campanha CCSS',
  groupCampaign: 'Campanha Grupo CCSS',
} as const;

export interface SubOriginContext {
  /** Seller id (from the address or storage). */
  sellerId?: string | null;
  /** Dealer id taken from the address (dealerCode). */
  dealerIdFromUrl?: string | null;
  /** Stored dealer group (dealerGroup, 7 days). */
  dealerGroup?: string | null;
  /** The configured sub-origin (page configuration or the offer's sfSubOrigin). */
  configured?: string | null;
}

function present(v: string | null | undefined): v is string {
  return v != null && v.trim() !== '';
}

/**
 * Sub-origin: 'Show Room' with a seller id; 'Campanha CCSS' with a dealer id
 * from the address; 'Campanha Grupo CCSS' with a dealer group; otherwise the
 * configured value, or the default.
 */
export function subOrigin(ctx: SubOriginContext): string {
  if (present(ctx.sellerId)) return SUB_ORIGINS.showRoom;
  if (present(ctx.dealerIdFromUrl)) return SUB_ORIGINS.campaign;
  if (present(ctx.dealerGroup)) return SUB_ORIGINS.groupCampaign;
  return present(ctx.configured) ? ctx.configured : DEFAULT_SUB_ORIGIN;
}

/**
 * The seller a lead from this browser is brought by (spec 001 §2, §6, §9):
 * a seller signed in brings their own leads (their account's seller id,
 * whatever the browser keeps); otherwise the seller id kept from a seller's
 * showroom link (SELLER_ID), or none. The server decides again from what it
 * can check (server/leads/lead-attribution.ts); this one says which modals
 * the page shows and what the lead carries.
 */
export function leadSellerId(user: SessionUser | null | undefined, storedSellerId: string | null | undefined): string | null {
  if (isSeller(user)) return user!.sellerId!;
  return present(storedSellerId) ? storedSellerId.trim() : null;
}

export const PRODUCT_GROUPS = {
  default: 'Flua',
  legalPerson: 'Flua Venda Direta',
} as const;

/** Product group: 'Flua Venda Direta' for a legal person, else the configured group ('Flua' by default). */
export function productGroup(personType: PersonType, configured?: string | null): string {
  if (personType === 'legalPerson') return PRODUCT_GROUPS.legalPerson;
  return present(configured) ? configured : PRODUCT_GROUPS.default;
}

/** The product group a lead update always carries. */
export const LEAD_UPDATE_PRODUCT_GROUP = PRODUCT_GROUPS.default;

/** Lead source: 'DrivePass' in B2E mode, else 'source'. */
export function leadSource(b2e: boolean): string {
  return b2e ? 'DrivePass' : 'source';
}

/** The person type a lead form opens with: physical, unless the physical form is hidden. */
export function initialPersonType(options: { physicalFormHidden?: boolean }): PersonType {
  return options.physicalFormHidden ? 'legalPerson' : 'physicalPerson';
}

/** Whether a lead needs a dealer chosen: always for a physical person; for a legal person unless a fixed legal-person dealer exists. */
export function dealerRequired(personType: PersonType, hasFixedLegalPersonDealer: boolean): boolean {
  return personType === 'physicalPerson' || !hasFixedLegalPersonDealer;
}

/**
 * The dealer a lead goes to (spec 001 §5.2, §5.3, §9): the one chosen; else,
 * for a legal person, the site's fixed legal-person dealer (55553 unless the
 * site configures none: `SiteConfig.leadForm.fixedLegalPersonDealer`); else
 * none, which the server refuses (`validateLeadDealer`).
 */
export function leadDealerCode(personType: PersonType, chosen: string | null, fixedLegalPersonDealer: string | null): string {
  return chosen ?? (personType === 'legalPerson' ? fixedLegalPersonDealer : null) ?? '';
}

/** A lead names its dealer (spec 001 §5.2, §5.3 'select dealership', §8 'Dealer missing'): the form's and the server's message. */
export function validateLeadDealer(code: string): string | undefined {
  return code.trim() === '' ? labels.dealerSelector.required : undefined;
}

/**
 * Whether the address fixed the lead's dealer (spec 000 §2 "dealer selector
 * unless a fixed dealer code is set"): a dealer code without a seller id (a
 * seller may change it) and outside an edit (which locks the lead's dealer
 * and says so). The lead goes to that dealer and the selector is not shown.
 */
export function dealerFixedByAddress(facts: { presetDealerCode?: string | null | undefined; sellerId?: string | null | undefined; offerEdit?: boolean | undefined }): boolean {
  return Boolean(facts.presetDealerCode) && !facts.sellerId && !facts.offerEdit;
}

/** The dealer a dealer's offer is bound to (its leads go to it only: models/lead/lead-audience.ts), or null (any dealer selling the brand). */
export function offerBoundDealer(offer: Pick<Offer, 'dealer'>): { id: string; name: string } | null {
  return offer.dealer ? { id: offer.dealer.id, name: offer.dealer.name } : null;
}

export const B2E_KINDS = ['EMPLOYEE', 'RELATIVE'] as const;
export type B2eKind = (typeof B2E_KINDS)[number];

/** The B2E kinds an offer's B2E type allows (default BOTH), the first being the default choice. */
export function b2eKinds(offerB2eType: 'EMPLOYEE' | 'FAMILY_MEMBER' | 'BOTH' | null | undefined): B2eKind[] {
  return match(offerB2eType ?? 'BOTH')
    .returnType<B2eKind[]>()
    .with('EMPLOYEE', () => ['EMPLOYEE'])
    .with('FAMILY_MEMBER', () => ['RELATIVE'])
    .with('BOTH', () => ['EMPLOYEE', 'RELATIVE'])
    .exhaustive();
}

/** The CPF sent to the employee check: the person's own when they are the employee, else the employee CPF field. */
export function employeeCpfToCheck(kind: B2eKind, ownCpf: string, employeeCpf: string | undefined): string {
  return kind === 'EMPLOYEE' ? ownCpf : (employeeCpf ?? '');
}

export const KINSHIP_MAX_LENGTH = 15;

/** The kinships a relative of an employee may give (B2E): the catalogue's list, each at most `KINSHIP_MAX_LENGTH` characters. */
export const KINSHIP_OPTIONS: readonly string[] = leadLabels.fields.kinshipOptions;

/** The kinship of an employee's relative: one of `KINSHIP_OPTIONS`, as listed (the form and the server). */
export function validateKinship(value: string): string | undefined {
  return KINSHIP_OPTIONS.includes(value) ? undefined : labels.leadForm.b2e.kinshipRequired;
}
export const COMMENT_MAX_LENGTH = 400;
/** Comma-separated dealer CNPJs from the address, stripped to bare characters, empties dropped. */
export function parseDealerCnpjList(param: string | null | undefined): string[] {
  if (!param) return [];
  return param
    .split(',')
    .map(stripDocument)
    .filter((c) => c !== '');
}
