/**
 * Leads (spec 001 §7 "Leads and proposals"): the rental lead in its three
 * paths (`/api/v2/lead`, and `/api/create-rental-lead` and
 * `/api/leads/flua/create` of the new layout), the company lead
 * (`/api/leads/pj`), and the offer admins' view of what was received.
 *
 * Every lead POST needs an Idempotency-Key (`app.idempotency`, server/plugins/idempotency.ts); the body is
 * validated with the shared structs before anything is read or written; the
 * offer and the dealer must exist, and the offer must take the lead (its
 * dealer, its audience, a B2E lead's employee checked here). A rental lead
 * is priced by the server, with the one coupon its coupon object names
 * (server/coupons/lead-coupon.ts: every name of it, the same rules, counted
 * with the lead), and stored with our catalogue's names and prices. Each
 * lead records its consents (LGPD).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRICE_CHANGED_CODE } from '../../models/showcase/api';
import type { Struct } from 'superstruct';
import { LeadIdParams } from '../../models/lead/lead-requests';
import { OFFER_ADMIN } from '../../models/account/auth';
import { leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { leadVersionLabels } from '../../models/labels/lead-version';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import { couponTermsOf, leadSelectionOf, priceLead, pricedLeadFields, type LeadPrice, type LeadPricing, type LeadSelection } from '../../models/lead/lead-pricing';
import { leadAudience } from '../../models/lead/lead-audience';
import type { CouponTerms } from '../../models/pricing/pricing';
import { leadPriceSummary, type ProposalSummary } from '../../models/proposal/proposal-summary';
import {
  AdminLeadsQuery,
  LeadSubmission,
  RentalPjLeadSubmission,
  pjLeadConsents,
  rentalLeadConsents,
  type StoredLead,
} from '../../models/lead/lead-submission';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import type { Database } from '../db/database';
import type { IdempotencyClaim, IdempotentResult } from '../plugins/idempotency';
import type { RequestLimit } from '../plugins/limits';
import { HttpError, anyone, defineRoute, role } from '../http/route';
import { carriesCoupon, checkLeadCoupon, resolveLeadCoupon, storedLeadCoupon, useLeadCoupon, type LeadCouponUse } from '../coupons/lead-coupon';
import type { StoredCoupon } from '../coupons/coupons-repo';
import { DEFAULT_EMPLOYEE_CHECK_LIMIT, checkEmployee } from '../employees/employee-check';
import { attachLeadDocuments } from '../files/uploads-repo';
import type { Offer } from '../../models/offer/offer';
import { findLeadReferences, knownLeadReferences } from './lead-price-check';
import { leadAttribution, type LeadAttribution } from './lead-attribution';
import { dealerExists, findLead, insertLead, listLeads, type ExpectedLeadReferences, type NewLead } from './leads-repo';
import { queueLeadMessages } from './lead-messages';
import { INITIAL_LEAD_STATUS } from '../../models/lead/lead-status';
import type { Queryable } from '../db/database';
import { COMPANY_INTEREST_PATH, CompanyInterestLead, PJ_LEAD_PATH } from '../../models/lead/company-intent';
import { DEFAULT_LEAD_LIMITS, leadLimitsOf, type LeadLimits } from './lead-limits';
import { leadPartnershipFields, type LeadPartnershipFields } from '../../models/lead/partnership';
import { NO_PARTNERS, openPartnerToken, type PartnerKeys } from '../partnerships/partner-tokens';
import { LEAD_CLIENT_PATH, checkLeadClient, type LeadClient } from './lead-client';

export const RENTAL_LEAD_PATHS = ['/api/v2/lead', '/api/create-rental-lead', '/api/leads/flua/create'] as const;

function badReference(field: string, message: string): HttpError {
  return new HttpError(400, 'bad_request', BAD_REQUEST_MESSAGE, { [field]: message });
}

/** A lead the server does not price as sent: the reason is the message. */
function refusedLead(field: string, message: string): HttpError {
  return new HttpError(400, 'bad_request', message, { [field]: message });
}

/** The lead's field each refusal of the server's price names. */
const LEAD_FIELDS: Record<string, string> = { relatedProducts: 'relatedProduct', rentalPaymentInformation: 'rental_payment_information' };

/** What the company leads share: the contact, the consents and their text's version. */
type CompanyLeadFields = Parameters<typeof pjLeadConsents>[0] & { cnpj: string; email: string; consent_text_version: NewLead['consentTextVersion'] };

/** The server's price of a configuration and its summary. */
function leadPrice(
  offer: Offer,
  selection: LeadSelection,
  coupon: CouponTerms | null,
  extra: { couponName: string | null; dealerName: string; privacyTextVersion: string },
): { priced: LeadPricing; summary: ProposalSummary | undefined } {
  const priced = priceLead(offer, selection, coupon);
  // What the customer saw, from the server's own price: kept with version 1, never changed by a later offer change.
  const summary = priced.ok ? leadPriceSummary(offer, priced.value, extra) : undefined;
  return { priced, summary };
}

/** A lead as the server priced it: its offer, price and summary, the coupon it carries with what that coupon's rules read, and the employee a B2E lead names. */
interface PricedLead {
  offer: Offer;
  price: LeadPrice;
  summary: ProposalSummary;
  coupon: { stored: StoredCoupon; use: LeadCouponUse } | null;
  employee: { sapId: string; cpf: string } | null;
}

export interface LeadsOptions {
  /** The B2E employee check's limits, which a B2E lead's own check of its employee goes through too. */
  employeeCheckLimit?: RequestLimit | undefined;
  /** How many leads an address, a CPF or CNPJ and a seller may send (lead-limits.ts); default DEFAULT_LEAD_LIMITS. */
  limits?: Partial<LeadLimits>;
  /** The partners' keys a lead's partner token is opened again with (server/partnerships/), and the clock its expiry is read by; default none. */
  partnerships?: { keys: PartnerKeys; now?: (() => Date) | undefined };
  /** The site's client id and secret a v2 lead must carry (lead-client.ts); none: not asked. */
  leadClient?: LeadClient | null;
  /** The site's address, for the links of the lead's messages (lead-messages.ts); default http://localhost:3000. */
  publicUrl?: string | undefined;
}

/**
 * The partnership a lead carries, as the server opens it: the partner's name
 * and its token sent, the token opened with that partner's key and not
 * expired; its fields then come from the token alone. Else none (a token
 * that fails is not the lead's fault: the lead is kept, without it).
 */
export function leadPartnership(keys: PartnerKeys, sent: { partnership?: string | undefined; partnerToken?: string | undefined }, now: Date): LeadPartnershipFields | null {
  if (!sent.partnership || !sent.partnerToken) return null;
  const opened = openPartnerToken(keys, sent.partnership, sent.partnerToken, now);
  return opened.ok ? leadPartnershipFields(sent.partnership, opened.payload) : null;
}

export function leadsRoutes(db: Database, options: LeadsOptions = {}) {
  const employeeCheckLimit = options.employeeCheckLimit ?? DEFAULT_EMPLOYEE_CHECK_LIMIT;
  const partnerKeys = options.partnerships?.keys ?? NO_PARTNERS;
  const now = options.partnerships?.now ?? (() => new Date());
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const limits: LeadLimits = { ...DEFAULT_LEAD_LIMITS, ...options.limits };
  /** The answer to a lead's POST: 201 with the lead written, else the first answer to its key (a retry's replay, or 409 for another request). */
  async function answerOf(app: FastifyInstance, claim: IdempotencyClaim, created: LeadCreateAnswer | 'taken' | 'stale'): Promise<IdempotentResult<LeadCreateAnswer>> {
    if (typeof created === 'string') return app.idempotency.replay<LeadCreateAnswer>(db, claim);
    // The lead's messages and its dealer's event were committed with it: send them now.
    app.mail.wake();
    app.webhooks.wake();
    return { statusCode: 201, body: created, replayed: false };
  }
  /** Writes the lead (`insertLead`) and, when it was written, queues its messages in the same transaction (lead-messages.ts). */
  async function writeLead(
    app: FastifyInstance,
    tx: Queryable,
    lead: NewLead,
    guard: { claim: IdempotencyClaim; expected?: ExpectedLeadReferences | undefined },
  ): Promise<LeadCreateAnswer | 'taken' | 'stale'> {
    const written = await insertLead(tx, lead, guard);
    if (typeof written !== 'string') {
      await queueLeadMessages(app, tx, publicUrl, lead, written);
      await app.webhooks.queue(tx, lead.dealerCode, 'lead.created', { leadId: written.id, status: INITIAL_LEAD_STATUS, respondBy: written.respondBy ?? null });
    }
    return written;
  }
  /**
   * A company lead's POST (the intent's Rental PJ lead, the interest's lead):
   * its struct, the field naming its dealer (which must exist), the
   * Idempotency-Key, and the company lead's consents.
   */
  function companyLeadRoute<L extends CompanyLeadFields, D extends string>(app: FastifyInstance, path: string, body: Struct<L & Record<D, string>, unknown>, dealerField: D) {
    defineRoute(app, {
      method: 'POST',
      url: path,
      access: anyone,
      body,
      handler: async ({ body, request, reply }): Promise<LeadCreateAnswer> => {
        const limited = leadLimitsOf(app.limits, limits, request, body.cnpj);
        const key = app.idempotency.readKey(request);
        const dealerCode = body[dealerField];
        if (!(await dealerExists(db, dealerCode))) throw badReference(dealerField, leadLabels.api.dealerUnknown);
        const { consent_text_version: consentTextVersion, ...lead } = body;
        const claim = { scope: `POST ${path}`, caller: app.idempotency.caller(request), key, hash: app.idempotency.hash(body) };
        const newLead: NewLead = {
          kind: 'rental_pj',
          endpoint: path,
          document: lead.cnpj,
          email: lead.email,
          offerId: null,
          dealerCode,
          userId: request.sessionUser?.id ?? null,
          body: lead,
          consents: pjLeadConsents(lead),
          consentTextVersion,
        };
        const created = await limited.write(db, (tx) => writeLead(app, tx, newLead, { claim }));
        return app.idempotency.send(reply, await answerOf(app, claim, created));
      },
    });
  }

  /**
   * The lead as the server prices it (models/lead/lead-pricing.ts): the offer
   * must be published and take this lead (its dealer and audience:
   * models/lead/lead-audience.ts), the choice one it sells, the coupon one of ours
   * its coupon object names (server/coupons/lead-coupon.ts) and usable by
   * this lead, and the monthly price the lead sends the one the server
   * computes (a pt-BR refusal otherwise).
   */
  async function serverTerms(body: LeadSubmission, found: { offer: Offer; published: boolean }, dealerName: string): Promise<PricedLead> {
    if (!found.published) throw refusedLead('ofertas_id', leadVersionLabels.errors.offerUnavailable);
    const audience = leadAudience(found.offer, body);
    if (!audience.ok) throw refusedLead(audience.field, audience.message);
    const payment = body.rental_payment_information;
    const selection = leadSelectionOf({
      period: body.period,
      km: body.km,
      relatedProducts: body.relatedProduct,
      additionals: body.additionals,
      initialPayment: payment?.initialPaymentAmount,
    });
    const coupon = await resolveLeadCoupon(db, payment?.coupon);
    const extra = { couponName: coupon?.definition.name ?? null, dealerName, privacyTextVersion: body.consent_text_version };
    const { priced, summary } = leadPrice(found.offer, selection, coupon ? couponTermsOf(coupon.definition) : null, extra);
    if (!priced.ok) throw refusedLead(LEAD_FIELDS[priced.field] ?? priced.field, priced.message);
    const price = priced.value;
    const use: LeadCouponUse = {
      cpf: body.cpf ?? null,
      offerId: found.offer.id,
      period: price.plan.period,
      initialPayment: price.terms.initialPayment,
      minimumInitialPayment: price.bounds.min,
    };
    // The coupon's rules that need no count, before anything is written (its limits are checked again when counted).
    if (coupon) checkLeadCoupon(coupon.definition, use);
    // The page may take the new price in place and send again (models/showcase/api.ts `isPriceChangedRefusal`).
    if (price.monthlyPrice !== body.rentalPrice) {
      throw new HttpError(400, PRICE_CHANGED_CODE, leadVersionLabels.errors.priceMismatch, { rentalPrice: leadVersionLabels.errors.priceMismatch });
    }
    return { offer: found.offer, price, summary: summary!, coupon: coupon ? { stored: coupon, use } : null, employee: audience.employee };
  }

  /**
   * The lead to store: what was sent, with who brought it and its sub-origin
   * as the server decided them (lead-attribution.ts), its consents and the
   * server's terms. Only the codes of what was chosen come from the browser:
   * the vehicle, the colour and optional, the additionals, the monthly price,
   * the payment information and the coupon are written as our catalogue and
   * the server's price have them; the partnership as the partner's token
   * gives it (`leadPartnership`; the token itself is never stored).
   */
  function newRentalLead(url: string, body: LeadSubmission, request: FastifyRequest, priced: PricedLead, attribution: LeadAttribution): NewLead {
    const {
      consent_text_version: consentTextVersion,
      sellerId: _sentSellerId,
      dealerGroup: _sentGroup,
      SubOrigem__c: _sentSubOrigin,
      partnership: _sentPartner,
      partnershipValue: _sentPartnershipValue,
      partnerSellerId: _sentPartnerSeller,
      renewal: _sentRenewal,
      referralLink: _sentReferralLink,
      partnerToken: _sentToken,
      ...sent
    } = body;
    const partnership = leadPartnership(partnerKeys, body, now());
    const own = {
      ...sent,
      ...(attribution.sellerId ? { sellerId: attribution.sellerId } : {}),
      ...(attribution.dealerGroup ? { dealerGroup: attribution.dealerGroup } : {}),
      SubOrigem__c: attribution.subOrigin,
      ...partnership,
    };
    const coupon = priced.coupon ? storedLeadCoupon(priced.coupon.stored, priced.offer, priced.price.plan.period) : undefined;
    const lead = { ...own, ...pricedLeadFields(priced.offer, priced.price, { coupon }) };
    return {
      kind: 'rental',
      endpoint: url,
      document: lead.cpf ?? lead.cnpj ?? '',
      email: lead.email,
      offerId: lead.ofertas_id,
      dealerCode: lead.dealersCode,
      userId: request.sessionUser?.id ?? null,
      sellerId: attribution.sellerId,
      partnership: partnership?.partnership ?? null,
      body: lead,
      consents: rentalLeadConsents(lead),
      consentTextVersion,
      terms: priced.price.terms,
      summary: priced.summary,
    };
  }

  /** A B2E lead's employee (SAP id and CPF) must be an active one: the server checks it, under the employee check's limits. */
  async function checkLeadEmployee(priced: PricedLead, request: FastifyRequest): Promise<void> {
    if (!priced.employee) return;
    const found = await checkEmployee(db, employeeCheckLimit, { ...priced.employee, address: request.ip ?? 'unknown' });
    if (!found) throw refusedLead('sapId', labels.leadForm.b2e.employeeInvalid);
  }

  return async function (app: FastifyInstance) {
    for (const url of RENTAL_LEAD_PATHS) {
      defineRoute(app, {
        method: 'POST',
        url,
        access: anyone,
        body: LeadSubmission,
        handler: async ({ body, request, reply }): Promise<LeadCreateAnswer> => {
          // The v2 lead carries the site's client id and secret (its page's meta tags) when the server is configured with them.
          if (url === LEAD_CLIENT_PATH) checkLeadClient(options.leadClient ?? null, request);
          const limited = leadLimitsOf(app.limits, limits, request, body.cpf ?? body.cnpj);
          const key = app.idempotency.readKey(request);
          const claim = { scope: `POST ${url}`, caller: app.idempotency.caller(request), key, hash: app.idempotency.hash(body) };
          // Nothing to count or attach: the key, the lead, its consents and version 1 in one statement. A lead
          // carrying any coupon object is never plain: its coupon is resolved, held to its rules and counted.
          const plain = !carriesCoupon(body.rental_payment_information) && (body.documents_url ?? []).length === 0;
          if (plain) {
            // Priced on the offer and dealer as this process last read them; the statement writes only if they are still so (one round trip).
            const known = knownLeadReferences(db, body.ofertas_id, body.dealersCode);
            const priced = known ? await serverTerms(body, { offer: known.offer, published: true }, known.dealerName ?? body.dealersCode).catch(() => undefined) : undefined;
            // A B2E lead's employee is checked first: it takes the read.
            if (known && priced && !priced.employee) {
              const attribution = await leadAttribution(db, body, request.sessionUser ?? null, priced.offer);
              const created = await limited.write(db, (tx) => writeLead(app, tx, newRentalLead(url, body, request, priced, attribution), { claim, expected: known }));
              if (created !== 'stale') return app.idempotency.send(reply, await answerOf(app, claim, created));
            }
          }
          // The offer and the dealer in one read.
          const found = await findLeadReferences(db, body.ofertas_id, body.dealersCode);
          if (!found.offer) throw badReference('ofertas_id', leadLabels.api.offerUnknown);
          if (!found.dealer) throw badReference('dealersCode', leadLabels.api.dealerUnknown);
          const priced = await serverTerms(body, found.offer, found.dealerName ?? body.dealersCode);
          await checkLeadEmployee(priced, request);
          const newLead = newRentalLead(url, body, request, priced, await leadAttribution(db, body, request.sessionUser ?? null, priced.offer));
          if (plain) {
            const created = await limited.write(db, (tx) => writeLead(app, tx, newLead, { claim }));
            return app.idempotency.send(reply, await answerOf(app, claim, created));
          }
          const lead = newLead.body as Omit<LeadSubmission, 'consent_text_version'>;
          const created = await db.transaction(async (tx) => {
            const written = await writeLead(app, tx, newLead, { claim });
            if (written === 'taken' || written === 'stale') return written;
            await limited.take(tx);
            // The coupon is used by this lead, in its transaction (refused over a limit: nothing is stored).
            if (priced.coupon) await useLeadCoupon(tx, written.id, priced.coupon.stored.definition.name, priced.coupon.use);
            await limited.takeCoupon(tx, written.id);
            // The documents it carries are kept; uploads of no lead are removed after the retention period.
            await attachLeadDocuments(tx, written.id, lead.documents_url ?? []);
            return written;
          });
          return app.idempotency.send(reply, await answerOf(app, claim, created));
        },
      });
    }

    // The company forms' leads (models/lead/company-intent.ts): the fleet intent's and the 'Quer assinar?' interest's, the same handling.
    companyLeadRoute(app, PJ_LEAD_PATH, RentalPjLeadSubmission, 'dealer_code');
    companyLeadRoute(app, COMPANY_INTEREST_PATH, CompanyInterestLead, 'dealersCode');

    defineRoute(app, {
      method: 'GET',
      url: '/api/admin/leads',
      access: role(OFFER_ADMIN),
      query: AdminLeadsQuery,
      handler: async ({ query }): Promise<StoredLead[]> =>
        listLeads(db, { document: query.document, email: query.email, limit: Math.min(Number(query.limit ?? 50), 500) }),
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/admin/leads/:id',
      access: role(OFFER_ADMIN),
      params: LeadIdParams,
      handler: async ({ params }): Promise<StoredLead> => {
        const lead = await findLead(db, params.id);
        if (!lead) throw new HttpError(404, 'not_found', labels.httpErrors.notFound);
        return lead;
      },
    });
  };
}

