/**
 * Updates of a rental lead (spec 001 §7 `PUT v1/leads`; the versions are
 * ours, models/lead/lead-version.ts):
 *
 * - `PUT /api/v1/leads`: the lead update payload (models/lead/lead.ts
 *   `LeadUpdate`) from the seller of the edit link, signed in (`Authorization`:
 *   that lead's seller authorization, and that seller's session cookie), or
 *   from the customer who owns the lead (session cookie and
 *   `X-Client-Origin: flua-web`). The server prices the choice on
 *   the offer (models/lead/lead-pricing.ts; the browser's `rentalPrice` is never
 *   stored as such) with the coupon the lead was counted with when sent (an
 *   update naming another is refused; one that needs an entrada keeps
 *   needing it) and writes a new version: a seller's version that
 *   changes what the customer pays waits for their acceptance. Only before
 *   the contract, and not once cancelled or refused (409).
 * - `POST /api/v2/timeline/rental/{leadId}/versions/{number}/accept`: the
 *   customer who owns the lead accepts the version that waits for them; any
 *   other version answers 409.
 *
 * Both take an `Idempotency-Key`: a retry makes one version, one acceptance.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AcceptVersionParams, RentalLeadBrandQuery } from '../../models/lead/lead-requests';
import { parseSiteBrandParam } from '../../models/offer/site-brands';
import type { SessionUser } from '../../models/account/auth';
import { leadVersionLabels } from '../../models/labels/lead-version';
import { CLIENT_ORIGIN, LeadUpdate, type LeadUpdateAnswer } from '../../models/lead/lead';
import { LEAD_AUTHORIZATION_PATTERN } from '../../models/lead/lead-authorization';
import { couponTermsOf, leadAdditionalsOf, leadSelectionOf, paymentInformationOf, priceLead, relatedProductsOf } from '../../models/lead/lead-pricing';
import { isLeadOwner, type LeadOwnership, type LeadStatusCode } from '../../models/lead/lead-status';
import {
  awaitingVersionOf,
  isLeadEditable,
  newVersionAcceptance,
  versionChanges,
  type LeadVersionActor,
} from '../../models/lead/lead-version';
import { includedAdditionalIds } from '../../models/pricing/offer-details';
import type { RentalProposal } from '../../models/proposal/proposal';
import { leadPriceSummary } from '../../models/proposal/proposal-summary';
import { onlyDigits } from '../../models/common/validators';
import type { Database, Queryable } from '../db/database';
import { HttpError, anyone, defineRoute, forbidden, owner, unauthenticated } from '../http/route';
import { leadNotFound } from '../leads/lead-status-repo';
import { findTimelineRow } from './proposals-repo';
import { isLeadOfBrands, withTimelines } from './rental-proposals';
import { callerOf, requestAuthorization, type LeadAuthorizer } from '../seller-leads/lead-authorization';
import { carriesCoupon, checkCouponEntrada, leadCarriedCoupon, resolveLeadCoupon, storedLeadCoupon } from '../coupons/lead-coupon';
import { findLeadOffer } from '../leads/lead-price-check';
import {
  acceptLeadVersion,
  ensureFirstVersion,
  insertLeadVersion,
  listLeadVersions,
  setCurrentVersion,
  settleSupersededVersions,
  summaryContextOf,
} from '../leads/lead-versions-repo';
import { queueVersionAccepted, queueVersionAwaiting } from '../leads/lead-step-messages';

export const LEAD_UPDATE_PATH = '/api/v1/leads';
export const ACCEPT_VERSION_PATH = '/api/v2/timeline/rental/:leadId/versions/:number/accept';


const e = leadVersionLabels.errors;
const editClosed = () => new HttpError(409, 'edit_closed', e.editClosed);
const notAwaiting = () => new HttpError(409, 'version_not_awaiting', e.versionNotAwaiting);
const refused = (field: string, message: string) => new HttpError(400, 'bad_request', message, { [field]: message });
const couponFixed = () => new HttpError(409, 'coupon_fixed', e.couponFixed, { 'rentalPaymentInformation.coupon': e.couponFixed });

interface EditableLead extends LeadOwnership {
  id: string;
  kind: 'rental' | 'rental_pj';
  status: LeadStatusCode;
  offerId: string | null;
  productLeadIds: string[];
  /** The lead as sent. */
  sentBody: Record<string, unknown>;
  /** The lead as its current version has it. */
  body: Record<string, unknown>;
  createdAt: string;
}

interface EditableLeadRow {
  id: string;
  kind: 'rental' | 'rental_pj';
  lifecycle_status: LeadStatusCode;
  dealer_code: string;
  user_id: string | null;
  document: string;
  email: string;
  offer_id: string | null;
  product_lead_ids: string[];
  sent_body: Record<string, unknown>;
  body: Record<string, unknown>;
  created_at: Date | string;
}

/** The lead to change; `forUpdate` locks it for the caller's transaction. */
async function findEditableLead(db: Queryable, id: string, forUpdate = false): Promise<EditableLead | undefined> {
  const { rows } = await db.query<EditableLeadRow>(
    `SELECT id, kind, lifecycle_status, dealer_code, user_id, document, email, offer_id, product_lead_ids,
            body AS sent_body, COALESCE(current_body, body) AS body, created_at
       FROM leads WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    kind: r.kind,
    status: r.lifecycle_status,
    dealerCode: r.dealer_code,
    userId: r.user_id,
    document: r.document,
    email: r.email,
    offerId: r.offer_id,
    productLeadIds: r.product_lead_ids,
    sentBody: r.sent_body,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

async function accountName(db: Queryable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ full_name: string }>('SELECT full_name FROM users WHERE id = $1', [id]);
  return rows[0]?.full_name ?? null;
}

interface UpdateActor {
  role: LeadVersionActor;
  userId: string;
  name: string | null;
}

/** The customer's update names its client; a missing or other value is refused (400, pt-BR). */
function requireClientOrigin(request: FastifyRequest): void {
  const value = request.headers['x-client-origin'];
  const origin = Array.isArray(value) ? undefined : value?.trim();
  if (origin !== CLIENT_ORIGIN) throw new HttpError(400, 'client_origin_required', e.clientOriginRequired, { 'X-Client-Origin': e.clientOriginRequired });
}

/** `publicUrl`: the site's address, for the links of the versions' messages (server/leads/lead-step-messages.ts). */
export function leadUpdateRoutes(db: Database, authorizer: LeadAuthorizer, options: { publicUrl?: string | undefined } = {}) {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  /** Who asks: the seller of the edit link, or the customer who owns the lead. Throws 401/400/403/404 as the contract says. */
  async function actorFor(request: FastifyRequest, update: LeadUpdate): Promise<{ lead: EditableLead; actor: UpdateActor }> {
    const user: SessionUser | null = request.sessionUser ?? null;
    const authorization = requestAuthorization(request.headers.authorization);
    const asSeller = authorization !== undefined && (!user || LEAD_AUTHORIZATION_PATTERN.test(authorization));
    if (!asSeller) {
      if (!user) throw unauthenticated();
      requireClientOrigin(request);
    }
    const lead = await findEditableLead(db, update.leadId);
    // Whether the caller may act on the lead is answered before the CPF is compared: the answer never confirms a CPF.
    const isThisLead = (l: EditableLead) => l.kind === 'rental' && l.document === onlyDigits(update.cpf) && l.productLeadIds.includes(update.productLeadId);
    if (asSeller) {
      // A save through the seller's link takes that seller signed in (lead-authorization.ts).
      const seller = await authorizer.verify(authorization, { leadId: update.leadId, dealerCode: lead?.dealerCode ?? '' }, callerOf(request), 'write');
      if (!lead || !isThisLead(lead)) throw leadNotFound();
      return { lead, actor: { role: 'seller', userId: seller.sellerAccountId, name: await accountName(db, seller.sellerAccountId) } };
    }
    if (!lead) throw leadNotFound();
    if (!user || !isLeadOwner(lead, user)) throw forbidden();
    if (!isThisLead(lead)) throw leadNotFound();
    return { lead, actor: { role: 'customer', userId: user.id, name: user.name } };
  }

  /** Prices the update and writes its version (in the caller's transaction). */
  async function writeVersion(app: FastifyInstance, tx: Queryable, leadId: string, update: LeadUpdate, actor: UpdateActor): Promise<LeadUpdateAnswer> {
    const lead = await findEditableLead(tx, leadId, true);
    if (!lead) throw leadNotFound();
    if (!isLeadEditable(lead.status)) throw editClosed();
    if (update.offerId !== lead.offerId) throw refused('offerId', e.wrongProductLead);
    if (update.dealersCode !== lead.dealerCode) throw refused('dealersCode', e.dealerFixed);
    // An offer that left the showcase still prices the proposals made on it; a removed one does not.
    const offer = (await findLeadOffer(tx, update.offerId))?.offer;
    if (!offer) throw new HttpError(409, 'offer_gone', e.offerGone);

    // The proposal's coupon is the one it was counted with when sent (never what a body says); it stays whatever the plan.
    const carried = await leadCarriedCoupon(tx, lead.id);
    // An update may name the proposal's own coupon (the page shows it kept), never another.
    if (carriesCoupon(update.rentalPaymentInformation)) {
      const named = await resolveLeadCoupon(tx, update.rentalPaymentInformation?.coupon).catch(() => null);
      if (!named || named.definition.name !== carried?.definition.name) throw couponFixed();
    }
    const selection = leadSelectionOf({
      period: update.period,
      km: update.mileage,
      relatedProducts: update.relatedProducts,
      additionals: update.additionals,
      initialPayment: update.rentalPaymentInformation?.initialPaymentAmount,
    });
    const priced = priceLead(offer, selection, carried ? couponTermsOf(carried.definition) : null);
    if (!priced.ok) throw refused(priced.field, priced.message);
    const terms = priced.value.terms;
    // A coupon that needs an entrada keeps needing it in every version.
    if (carried) checkCouponEntrada(carried.definition, { initialPayment: terms.initialPayment, minimumInitialPayment: priced.value.bounds.min });
    const coupon = carried ? storedLeadCoupon(carried, offer, terms.period) : undefined;

    await ensureFirstVersion(tx, { id: lead.id, body: lead.sentBody, createdAt: lead.createdAt, userId: lead.userId });
    const versions = (await listLeadVersions(tx, [{ id: lead.id, body: lead.sentBody, createdAt: lead.createdAt }])).get(lead.id) ?? [];
    const current = versions[versions.length - 1]!;
    // The additionals the offer always includes are never a change (an older version may not list them).
    const comparison = { includedAdditionals: includedAdditionalIds(offer) };
    const changes = versionChanges(current.terms, terms, comparison);
    if (changes.length === 0) {
      // Nothing changed: no new version; the proposal stays as it is.
      return { leadId: lead.id, version: current.number, monthlyPrice: current.monthlyPrice, contractTotal: current.contractTotal, awaitingVersion: awaitingVersionOf(versions) };
    }
    // What the customer pays is compared with the last terms they made or accepted (a version still waiting is not).
    const agreed = [...versions].reverse().find((v) => v.acceptance !== 'awaiting') ?? versions[0]!;
    const acceptance = newVersionAcceptance(actor.role, versionChanges(agreed.terms, terms, comparison));
    const number = current.number + 1;
    const body = {
      ...lead.body,
      period: terms.period,
      km: terms.km,
      rentalPrice: priced.value.monthlyPrice,
      relatedProduct: relatedProductsOf(offer, priced.value),
      additionals: leadAdditionalsOf(priced.value),
      rental_payment_information: paymentInformationOf(priced.value, coupon),
    };
    await settleSupersededVersions(tx, lead.id, number);
    // What the customer sees with this version, as the server priced it (kept with the version, as the lead's own).
    const summary = leadPriceSummary(offer, priced.value, { couponName: carried?.definition.name ?? null, ...(await summaryContextOf(tx, lead.id)) });
    await insertLeadVersion(tx, { leadId: lead.id, number, actor: actor.role, actorUserId: actor.userId, actorName: actor.name, body, terms, changes, acceptance, summary });
    await setCurrentVersion(tx, lead.id, number, body);
    // A version that waits for the customer tells them so, in its transaction.
    if (acceptance === 'awaiting') await queueVersionAwaiting(app, tx, publicUrl, { leadId: lead.id, number, monthlyPrice: terms.monthlyPrice, contractTotal: terms.contractTotal });
    return {
      leadId: lead.id,
      version: number,
      monthlyPrice: terms.monthlyPrice,
      contractTotal: terms.contractTotal,
      awaitingVersion: acceptance === 'awaiting' ? number : null,
    };
  }

  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'PUT',
      url: LEAD_UPDATE_PATH,
      // A seller's authorization or the owner's session: checked in the handler, per lead.
      access: anyone,
      body: LeadUpdate,
      handler: async ({ body, request, reply }): Promise<LeadUpdateAnswer> => {
        const key = app.idempotency.readKey(request);
        const { lead, actor } = await actorFor(request, body);
        const scope = `PUT ${LEAD_UPDATE_PATH} ${lead.id} ${actor.role} ${actor.userId}`;
        const result = await app.idempotency.run({ scope, caller: app.idempotency.caller(request), key, hash: app.idempotency.hash(body) }, async (tx) => ({
          statusCode: 200,
          body: await writeVersion(app, tx, lead.id, body, actor),
        }));
        if (!result.replayed) app.mail.wake();
        return app.idempotency.send(reply, result);
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: ACCEPT_VERSION_PATH,
      access: owner<{ leadId: string; number: string }, RentalLeadBrandQuery, undefined>(async ({ user, params }) => {
        const lead = await findEditableLead(db, params.leadId);
        if (!lead || lead.kind !== 'rental') throw leadNotFound();
        return isLeadOwner(lead, user);
      }),
      params: AcceptVersionParams,
      query: RentalLeadBrandQuery,
      handler: async ({ params, query, request, reply }): Promise<RentalProposal> => {
        const user = request.sessionUser;
        if (!user) throw unauthenticated();
        // Another brand's lead is unknown to the site asking (models/offer/site-brands.ts).
        const shown = await findTimelineRow(db, params.leadId);
        if (!shown || !isLeadOfBrands(shown, parseSiteBrandParam(query.brand))) throw leadNotFound();
        const key = app.idempotency.readKey(request);
        const number = Number(params.number);
        const scope = `POST /api/v2/timeline/rental/${params.leadId}/versions/${number}/accept ${user.id}`;
        const result = await app.idempotency.run({ scope, caller: app.idempotency.caller(request), key, hash: app.idempotency.hash({ leadId: params.leadId, number }) }, async (tx) => {
          const lead = await findEditableLead(tx, params.leadId, true);
          if (!lead) throw leadNotFound();
          if (!isLeadOwner(lead, user)) throw forbidden();
          const versions = (await listLeadVersions(tx, [{ id: lead.id, body: lead.sentBody, createdAt: lead.createdAt }])).get(lead.id) ?? [];
          if (awaitingVersionOf(versions) !== number) throw notAwaiting();
          if (!isLeadEditable(lead.status)) throw editClosed();
          await acceptLeadVersion(tx, lead.id, number);
          // The dealer's sellers hear of it, in the acceptance's transaction.
          await queueVersionAccepted(app, tx, publicUrl, { leadId: lead.id, number });
          await app.webhooks.queue(tx, lead.dealerCode, 'lead.version_accepted', { leadId: lead.id, status: lead.status, version: number });
          const row = await findTimelineRow(tx, lead.id);
          if (!row) throw leadNotFound();
          const [proposal] = await withTimelines(tx, [row]);
          return { statusCode: 200, body: proposal! };
        });
        if (!result.replayed) app.mail.wake();
        app.webhooks.wake();
        return app.idempotency.send(reply, result);
      },
    });
  };
}
