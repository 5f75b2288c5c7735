/**
 * The dealer's lead desk (models/lead/lead-desk.ts): `GET /api/seller/leads`
 * (the seller's own dealer's leads, filtered by status, period and name or
 * CPF), `GET /api/seller/leads/{id}` (the whole lead: consents, documents
 * with their download links, timeline, versions) and
 * `POST /api/seller/leads/{id}/edit-link` ('Editar proposta': the seller
 * edit link with a signed authorization for that lead and that seller).
 *
 * Sellers only (a customer or a visitor is refused before anything is
 * read), and only their dealer's leads: another dealer's lead answers 404,
 * the same as an unknown one. The edit link changes no lead, so it takes no
 * Idempotency-Key: asking again gives a new link for the same lead. A link
 * lives as long as the seller's session that asked for it (at most 7 days),
 * and saves only with that seller signed in (lead-authorization.ts).
 */
import { is } from 'superstruct';
import { StoredTestDrive } from '../../models/lead/test-drive';
import type { FastifyInstance } from 'fastify';
import { SELLER, type SessionUser } from '../../models/account/auth';
import { fileDownloadPath } from '../../models/documents/files';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { labels } from '../../models/labels/spec';
import { sellerEditHref, type SellerEditLink } from '../../models/lead/lead-authorization';
import {
  SellerLeadsQuery,
  deskB2eOf,
  deskPartnershipOf,
  isEditableBySeller,
  type DeskDocument,
  type DeskItem,
  type SellerLeadDetail,
  type SellerLeadSummary,
  type SellerLeadsAnswer,
} from '../../models/lead/lead-desk';
import { CANCELLABLE_STATUSES, type TimelineEvent } from '../../models/lead/lead-status';
import { isBrand } from '../../models/offer/offer';
import { offerTitle } from '../../models/pricing/offer-details';
import type { Database } from '../db/database';
import { HttpError, defineRoute, forbidden, role, unauthenticated } from '../http/route';
import { LeadIdParams } from '../../models/lead/lead-requests';
import { listStatusEvents, timelineOf } from '../leads/lead-status-repo';
import { isLeadEditable } from '../../models/lead/lead-version';
import { listLeadVersions, publicVersions, type StoredLeadVersion } from '../leads/lead-versions-repo';
import { consentsOf } from '../privacy-consents/privacy-consents-repo';
import { currentContact, withdrawnAtOf } from '../../models/privacy/privacy-consents';
import { readSessionToken } from '../http/cookies';
import type { LeadAuthorizer } from './lead-authorization';
import { findDealer, findDealerLead, listDealerLeads, uploadNames, type DeskLeadRow } from './seller-leads-repo';

export const SELLER_LEADS_PATH = '/api/seller/leads';

const leadNotFound = () => new HttpError(404, 'not_found', leadDeskLabels.api.leadNotFound);

/** The seller's dealer (403 for a seller account tied to none). */
function sellerDealer(user: SessionUser | null): { user: SessionUser; dealerCode: string } {
  if (!user) throw unauthenticated();
  if (!user.dealerCode) throw new HttpError(403, 'forbidden', leadDeskLabels.api.noDealer);
  return { user, dealerCode: user.dealerCode };
}

const iso = (d: Date | string) => new Date(d).toISOString();
const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

function customerName(r: DeskLeadRow): string {
  return r.body.firstName ?? r.body.corporateName ?? r.body.contactName ?? '';
}

function toSummary(r: DeskLeadRow): SellerLeadSummary {
  // A proposal past its contract, cancelled or refused waits for nothing.
  const awaiting = isLeadEditable(r.lifecycle_status) ? r.awaiting_version : null;
  const brand = isBrand(r.offer?.brand) ? r.offer.brand : isBrand(r.body.brand) ? r.body.brand : null;
  const title = r.offer && brand ? offerTitle(r.offer, labels.brandNames[brand]) : (r.body.productCode ?? r.offer_id ?? r.id);
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    statusChangedAt: iso(r.status_changed_at),
    status: r.lifecycle_status,
    kind: r.kind,
    name: customerName(r),
    document: r.document,
    email: r.email,
    phone: typeof r.body.phone === 'string' ? r.body.phone : '',
    offerId: r.offer_id,
    brand,
    title,
    period: int(r.body.period),
    km: int(r.body.km),
    monthlyPrice: int(r.body.rentalPrice),
    sellerId: r.seller_id,
    sellerName: r.seller_id ? r.seller_name : null,
    awaitingVersion: awaiting,
    respondBy: r.respond_by === null ? null : iso(r.respond_by),
    awaitingAnswer: r.awaiting_answer,
    escalatedAt: r.escalated_at === null ? null : iso(r.escalated_at),
  };
}

function itemsOf(r: DeskLeadRow): DeskItem[] {
  const related = (r.body.relatedProduct ?? []).map((p) => ({ kind: p.type, name: p.name, price: p.price }) satisfies DeskItem);
  const additionals = (r.body.additionals ?? []).map(
    (a) => ({ kind: 'additional', name: a.name, price: a.value, ...(a.plate_number !== undefined ? { plateNumber: a.plate_number } : {}) }) satisfies DeskItem,
  );
  return [...related, ...additionals];
}

const DOWNLOAD = /\/api\/v1\/file\/download\/([^/?#]+)\/([^/?#]+)/;

async function documentsOf(db: Database, r: DeskLeadRow): Promise<DeskDocument[]> {
  const urls = Array.isArray(r.body.documents_url) ? r.body.documents_url.filter((u): u is string => typeof u === 'string') : [];
  const files = urls.flatMap((url) => {
    const m = DOWNLOAD.exec(url);
    return m ? [{ service: decodeURIComponent(m[1]!), id: decodeURIComponent(m[2]!) }] : [];
  });
  const names = await uploadNames(db, files.map((f) => f.id));
  return files.map((f) => ({ id: f.id, name: names.get(f.id) ?? f.id, href: fileDownloadPath(f) }));
}

export function sellerLeadsRoutes(db: Database, authorizer: LeadAuthorizer) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: SELLER_LEADS_PATH,
      access: role(SELLER),
      query: SellerLeadsQuery,
      handler: async ({ query, request }): Promise<SellerLeadsAnswer> => {
        const { dealerCode } = sellerDealer(request.sessionUser);
        return (await listDealerLeads(db, dealerCode, query)).map(toSummary);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `${SELLER_LEADS_PATH}/:id`,
      access: role(SELLER),
      params: LeadIdParams,
      handler: async ({ params, request }): Promise<SellerLeadDetail> => {
        const { dealerCode } = sellerDealer(request.sessionUser);
        const row = await findDealerLead(db, dealerCode, params.id);
        if (!row) throw leadNotFound();
        const [dealer, documents, events, versions, consents] = await Promise.all([
          findDealer(db, row.dealer_code),
          documentsOf(db, row),
          listStatusEvents(db, [row.id]),
          row.kind === 'rental' ? listLeadVersions(db, [{ id: row.id, body: row.sent_body, createdAt: iso(row.created_at) }]) : new Map<string, StoredLeadVersion[]>(),
          consentsOf(db, [row.id]),
        ]);
        // The consents as they stand now: a withdrawn one says since when, and the contact follows it at once.
        const current = consents.get(row.id) ?? [];
        const b2e = deskB2eOf(row.body);
        const partnership = deskPartnershipOf(row.partnership, row.body);
        const timeline: TimelineEvent[] = timelineOf({ createdAt: iso(row.created_at), customerName: customerName(row) }, events.get(row.id) ?? []);
        return {
          summary: toSummary(row),
          dealerCode: row.dealer_code,
          dealerName: dealer?.fantasyName ?? dealer?.name ?? null,
          productLeadIds: row.product_lead_ids,
          subOrigin: typeof row.body.subOrigin === 'string' ? row.body.subOrigin : typeof row.body.SubOrigem__c === 'string' ? row.body.SubOrigem__c : null,
          items: itemsOf(row),
          contact: currentContact(
            {
              sms: row.body.indSmsContact === true,
              phone: row.body.indPhoneContact === true,
              email: row.body.indEmailContact === true,
              whatsapp: row.body.indWhatsappContact === true,
            },
            current,
          ),
          ...(is(row.body.testDrive, StoredTestDrive) ? { testDrive: row.body.testDrive } : {}),
          ...(b2e ? { b2e } : {}),
          ...(partnership ? { partnership } : {}),
          consents: current.map((c) => ({ purpose: c.purpose, granted: c.granted, textVersion: c.textVersion, recordedAt: c.recordedAt, withdrawnAt: withdrawnAtOf(c) })),
          dealerSharingBasis: row.dealer_sharing_basis,
          documents,
          timeline,
          versions: publicVersions(versions.get(row.id) ?? []),
        };
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: `${SELLER_LEADS_PATH}/:id/edit-link`,
      access: role(SELLER),
      params: LeadIdParams,
      handler: async ({ params, request }): Promise<SellerEditLink> => {
        const { user, dealerCode } = sellerDealer(request.sessionUser);
        if (!user.sellerId) throw forbidden();
        const row = await findDealerLead(db, dealerCode, params.id);
        if (!row) throw leadNotFound();
        const summary = toSummary(row);
        if (!isEditableBySeller(summary) || !row.offer_id) {
          const stillOpen = (CANCELLABLE_STATUSES as readonly string[]).includes(summary.status);
          throw new HttpError(409, 'not_editable', stillOpen ? leadDeskLabels.api.notEditableKind : leadDeskLabels.api.notEditable);
        }
        const sessionToken = readSessionToken(request);
        if (!sessionToken) throw unauthenticated();
        // The link lives as long as this session (and at most its 7 days).
        const { authorization, expiresAt } = await authorizer.sign({ leadId: row.id, sellerAccountId: user.id, sessionToken });
        return {
          href: sellerEditHref({ offerId: row.offer_id, leadId: row.id, authorization }),
          authorization,
          expiresAt: expiresAt.toISOString(),
        };
      },
    });
  };
}
