/** A customer's proposal as the timeline answers it: the lead's row with its status moves and versions. */
import { is } from 'superstruct';
import { labels } from '../../models/labels/spec';
import { proposalCodeOf, type TimelineEvent } from '../../models/lead/lead-status';
import { awaitingVersionOf, isLeadEditable } from '../../models/lead/lead-version';
import { isBrand, type Brand } from '../../models/offer/offer';
import { offerTitle } from '../../models/pricing/offer-details';
import type { RentalProposal } from '../../models/proposal/proposal';
import { versionInForce } from '../../models/proposal/proposal-versions';
import { StoredTestDrive } from '../../models/lead/test-drive';
import type { Queryable } from '../db/database';
import { listStatusEvents, timelineOf } from '../leads/lead-status-repo';
import { listLeadVersions, publicVersions, type StoredLeadVersion } from '../leads/lead-versions-repo';
import type { TimelineRow } from './proposals-repo';

const customerName = (body: TimelineRow['body']) =>
  [body.firstName, body.contactName, body.corporateName].find((n): n is string => typeof n === 'string' && n !== '') ?? '';

/** The lead's brand: its offer's, or the one it was sent with when the offer is gone. */
export function leadBrandOf(r: Pick<TimelineRow, 'offer' | 'body'>): Brand | null {
  return isBrand(r.offer?.brand) ? r.offer.brand : isBrand(r.body.brand) ? r.body.brand : null;
}

/** Does the lead belong to one of the site's brands (no `brand` asked: to any)? */
export function isLeadOfBrands(r: Pick<TimelineRow, 'offer' | 'body'>, brands: readonly Brand[] | null): boolean {
  if (brands === null) return true;
  const brand = leadBrandOf(r);
  return brand !== null && brands.includes(brand);
}

export function toRentalProposal(r: TimelineRow, moves: readonly TimelineEvent[], versions: readonly StoredLeadVersion[]): RentalProposal {
  // The terms the customer is bound by: a seller's version that waits for the customer is shown as a change, not as the plan.
  const terms = versionInForce(versions)?.body ?? r.body;
  const brand = leadBrandOf(r);
  const title = r.offer && brand ? offerTitle(r.offer, labels.brandNames[brand]) : (r.body.productCode ?? r.offer_id ?? r.id);
  const createdAt = new Date(r.created_at).toISOString();
  return {
    proposalCode: proposalCodeOf(r.id),
    leadId: r.id,
    createdAt,
    status: r.lifecycle_status,
    offerId: r.offer_id,
    brand,
    title,
    dealerCode: r.dealer_code,
    dealerName: r.dealer?.fantasyName ?? r.dealer?.name ?? null,
    period: typeof terms.period === 'number' ? terms.period : null,
    km: typeof terms.km === 'number' ? terms.km : null,
    monthlyPrice: typeof terms.rentalPrice === 'number' ? terms.rentalPrice : null,
    ...(is(r.sent_body.testDrive, StoredTestDrive) ? { testDrive: r.sent_body.testDrive } : {}),
    timeline: timelineOf({ createdAt, customerName: customerName(r.body) }, moves),
    versions: publicVersions(versions),
    // A proposal past its contract, cancelled or refused waits for nothing.
    awaitingVersion: isLeadEditable(r.lifecycle_status) ? awaitingVersionOf(versions) : null,
    // The dealer's promise, while nobody has moved the proposal.
    respondBy: r.respond_by !== null && moves.length === 0 ? new Date(r.respond_by).toISOString() : null,
  };
}

/** The proposals of these leads, each with its timeline and versions. */
export async function withTimelines(db: Queryable, rows: readonly TimelineRow[]): Promise<RentalProposal[]> {
  const [moves, versions] = await Promise.all([
    listStatusEvents(
      db,
      rows.map((r) => r.id),
    ),
    listLeadVersions(
      db,
      rows.map((r) => ({ id: r.id, body: r.sent_body, createdAt: new Date(r.created_at).toISOString() })),
    ),
  ]);
  return rows.map((r) => toRentalProposal(r, moves.get(r.id) ?? [], versions.get(r.id) ?? []));
}
