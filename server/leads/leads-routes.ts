/**
 * Leads (spec 001 §7 "Leads and proposals"): the rental lead in its three
 * paths (`/api/v2/lead`, and `/api/create-rental-lead` and
 * `/api/leads/flua/create` of the new layout), the company lead
 * (`/api/leads/pj`), and the offer admins' view of what was received.
 *
 * Every lead POST needs an Idempotency-Key (see idempotency.ts); the body is
 * validated with the shared structs before anything is read or written; the
 * offer and the dealer must exist. Each lead records its consents (LGPD).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUB_ORIGINS } from '../../models/lead-rules';
import { object, pattern, string, type Struct } from 'superstruct';
import { OFFER_ADMIN, isSeller } from '../../models/auth';
import { leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { leadVersionLabels } from '../../models/labels/lead-version';
import type { LeadCreateAnswer } from '../../models/lead';
import { leadSelectionOf, priceLead, type LeadPricing, type LeadSelection } from '../../models/lead-pricing';
import type { CouponTerms } from '../../models/pricing';
import type { LeadTerms } from '../../models/lead-version';
import { leadPriceSummary, type ProposalSummary } from '../../models/proposal-summary';
import {
  AdminLeadsQuery,
  LeadSubmission,
  RentalPjLeadSubmission,
  pjLeadConsents,
  rentalLeadConsents,
  type StoredLead,
} from '../../models/lead-submission';
import { BAD_REQUEST_MESSAGE } from '../../models/struct-errors';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute, role } from '../http/route';
import { idempotencyCaller, idempotent, readIdempotencyKey, replayClaim, requestHash, sendIdempotent } from './idempotency';
import { useLeadCoupon } from '../coupons/lead-coupon';
import { attachLeadDocuments } from '../files/uploads-repo';
import type { Offer } from '../../models/offer';
import { findLeadReferences, knownLeadReferences, leadCouponTerms } from './lead-price-check';
import { dealerExists, findLead, insertLead, insertLeadOnce, listLeads, type NewLead } from './leads-repo';
import { COMPANY_INTEREST_PATH, CompanyInterestLead, PJ_LEAD_PATH } from '../../models/company-intent';
import { DEFAULT_LEAD_LIMITS, leadLimitsOf, type LeadLimits } from './lead-limits';

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

/**
 * The server's price of a configuration and its summary, kept per offer as
 * read (a new row version is a new object) and configuration: leads on the
 * same offer and choice are priced once. Frozen: shared by every lead.
 */
type KeptPrice = { priced: LeadPricing; summary: ProposalSummary | undefined };
const keptPrices = new WeakMap<Offer, Map<string, KeptPrice>>();
const KEPT_PRICES_PER_OFFER = 500;

function keptPrice(
  offer: Offer,
  selection: LeadSelection,
  coupon: CouponTerms | null,
  extra: { couponName: string | null; dealerName: string; privacyTextVersion: string },
): KeptPrice {
  let kept = keptPrices.get(offer);
  if (!kept) keptPrices.set(offer, (kept = new Map<string, KeptPrice>()));
  const key = JSON.stringify([selection, coupon, extra.couponName, extra.dealerName, extra.privacyTextVersion]);
  const hit = kept.get(key);
  if (hit) return hit;
  const priced = priceLead(offer, selection, coupon);
  // What the customer saw, from the server's own price: kept with version 1, never changed by a later offer change.
  const summary = priced.ok ? leadPriceSummary(offer, priced.value, extra) : undefined;
  const entry = deepFreeze({ priced, summary });
  if (kept.size >= KEPT_PRICES_PER_OFFER) kept.clear();
  kept.set(key, entry);
  return entry;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export interface LeadsOptions {
  /** How many leads an address, a CPF or CNPJ and a seller may send (lead-limits.ts); default DEFAULT_LEAD_LIMITS. */
  limits?: Partial<LeadLimits>;
}

export function leadsRoutes(db: Database, options: LeadsOptions = {}) {
  const limits: LeadLimits = { ...DEFAULT_LEAD_LIMITS, ...options.limits };
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
        const limited = leadLimitsOf(limits, request, body.cnpj);
        const key = readIdempotencyKey(request);
        const dealerCode = body[dealerField];
        if (!(await dealerExists(db, dealerCode))) throw badReference(dealerField, leadLabels.api.dealerUnknown);
        const { consent_text_version: consentTextVersion, ...lead } = body;
        const result = await idempotent(db, { scope: `POST ${path}`, caller: idempotencyCaller(request), key, hash: requestHash(body) }, async (tx) => {
          await limited.take(tx);
          return {
            statusCode: 201,
            body: await insertLead(tx, {
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
            }),
          };
        });
        return sendIdempotent(reply, result);
      },
    });
  }

  /**
   * The lead's terms as the server prices them (models/lead-pricing.ts): the
   * offer must be published, the choice one it sells, and the monthly price
   * the lead sends the one the server computes (400 in pt-BR otherwise).
   */
  async function serverTerms(
    body: LeadSubmission,
    found: { offer: Offer; published: boolean },
    dealerName: string,
  ): Promise<{ terms: LeadTerms; summary: ProposalSummary }> {
    if (!found.published) throw refusedLead('ofertas_id', leadVersionLabels.errors.offerUnavailable);
    const payment = body.rental_payment_information;
    const selection = leadSelectionOf({
      period: body.period,
      km: body.km,
      relatedProducts: body.relatedProduct,
      additionals: body.additionals,
      initialPayment: payment?.initialPaymentAmount,
    });
    const coupon = await leadCouponTerms(db, payment?.coupon);
    const extra = {
      couponName: typeof payment?.coupon?.name === 'string' ? payment.coupon.name : null,
      dealerName,
      privacyTextVersion: body.consent_text_version,
    };
    const { priced, summary } = keptPrice(found.offer, selection, coupon, extra);
    if (!priced.ok) throw refusedLead(LEAD_FIELDS[priced.field] ?? priced.field, priced.message);
    if (priced.value.monthlyPrice !== body.rentalPrice) throw refusedLead('rentalPrice', leadVersionLabels.errors.priceMismatch);
    return { terms: priced.value.terms, summary: summary! };
  }

  /** The lead to store: what was sent (a seller's own lead marked theirs), its consents and the server's terms. */
  function newRentalLead(url: string, body: LeadSubmission, request: FastifyRequest, priced: { terms: LeadTerms; summary: ProposalSummary }): NewLead {
    const { consent_text_version: consentTextVersion, sellerId: _sentSellerId, ...sent } = body;
    // A lead a seller creates is theirs: their seller id, sub-origin 'Show Room' (spec 001 §9). Only a seller's session names a seller.
    const user = request.sessionUser;
    const lead = isSeller(user) ? { ...sent, sellerId: user!.sellerId!, subOrigin: SUB_ORIGINS.showRoom } : sent;
    return {
      kind: 'rental',
      endpoint: url,
      document: lead.cpf ?? lead.cnpj ?? '',
      email: lead.email,
      offerId: lead.ofertas_id,
      dealerCode: lead.dealersCode,
      userId: request.sessionUser?.id ?? null,
      body: lead,
      consents: rentalLeadConsents(lead),
      consentTextVersion,
      terms: priced.terms,
      summary: priced.summary,
    };
  }

  return async function (app: FastifyInstance) {
    for (const url of RENTAL_LEAD_PATHS) {
      defineRoute(app, {
        method: 'POST',
        url,
        access: anyone,
        body: LeadSubmission,
        handler: async ({ body, request, reply }): Promise<LeadCreateAnswer> => {
          const limited = leadLimitsOf(limits, request, body.cpf ?? body.cnpj);
          const key = readIdempotencyKey(request);
          const claim = { scope: `POST ${url}`, caller: idempotencyCaller(request), key, hash: requestHash(body) };
          const couponName = body.rental_payment_information?.coupon?.name;
          // Nothing to count or attach: the key, the lead, its consents and version 1 in one statement.
          const plain = !couponName?.trim() && (body.documents_url ?? []).length === 0;
          if (plain) {
            // Priced on the offer and dealer as this process last read them; the statement writes only if they are still so (one round trip).
            const known = knownLeadReferences(db, body.ofertas_id, body.dealersCode);
            const priced = known ? await serverTerms(body, { offer: known.offer, published: true }, known.dealerName ?? body.dealersCode).catch(() => undefined) : undefined;
            if (known && priced) {
              const created = await limited.write(db, (tx) => insertLeadOnce(tx, claim, newRentalLead(url, body, request, priced), known));
              if (created === 'taken') return sendIdempotent(reply, await replayClaim<LeadCreateAnswer>(db, claim));
              if (created !== 'stale') return sendIdempotent(reply, { statusCode: 201, body: created, replayed: false });
            }
          }
          // The offer and the dealer in one read.
          const found = await findLeadReferences(db, body.ofertas_id, body.dealersCode);
          if (!found.offer) throw badReference('ofertas_id', leadLabels.api.offerUnknown);
          if (!found.dealer) throw badReference('dealersCode', leadLabels.api.dealerUnknown);
          const newLead = newRentalLead(url, body, request, await serverTerms(body, found.offer, found.dealerName ?? body.dealersCode));
          if (plain) {
            const created = await limited.write(db, (tx) => insertLeadOnce(tx, claim, newLead));
            return sendIdempotent(reply, created === 'taken' || created === 'stale' ? await replayClaim<LeadCreateAnswer>(db, claim) : { statusCode: 201, body: created, replayed: false });
          }
          const lead = newLead.body as Omit<LeadSubmission, 'consent_text_version'>;
          const result = await idempotent(db, claim, async (tx) => {
            await limited.take(tx);
            const created = await insertLead(tx, newLead);
            // The coupon is used by this lead, in its transaction (refused over a limit: nothing is stored).
            await useLeadCoupon(tx, created.id, { couponName, cpf: lead.cpf, offerId: lead.ofertas_id, period: lead.period });
            await limited.takeCoupon(tx, created.id);
            // The documents it carries are kept; uploads of no lead are removed after the retention period.
            await attachLeadDocuments(tx, created.id, lead.documents_url ?? []);
            return { statusCode: 201, body: created };
          });
          return sendIdempotent(reply, result);
        },
      });
    }

    // The company forms' leads (models/company-intent.ts): the fleet intent's and the 'Quer assinar?' interest's, the same handling.
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
      params: object({ id: pattern(string(), /^[0-9a-f-]{36}$/) }),
      handler: async ({ params }): Promise<StoredLead> => {
        const lead = await findLead(db, params.id);
        if (!lead) throw new HttpError(404, 'not_found', labels.httpErrors.notFound);
        return lead;
      },
    });
  };
}

