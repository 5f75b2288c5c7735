/**
 * The sellers' tools (spec 000 §2 "Quotation tools", §4; 001 §7, §8):
 * commission discounts, the fleet quotation's models and stock, saved
 * quotations (save, list, reopen, duplicate, PDF, send to the client), the
 * legal-person simulator's e-mail, and the admin's read of the outbox.
 * Sellers and offer admins call them; anyone else gets 403 (401 to a
 * visitor; code 001 on the save). Prices are always the server's.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  QuotationNumberParams,
  QuotationSaveBody,
  QuotationSendBody,
  StockQuery,
  changeModel,
  choosePeriod,
  duplicateDraft,
  emptyCard,
  cardPrice,
  AdminMessagesQuery,
  type AdminMessage,
  type FleetCatalogue,
  type QuotationSaveAnswer,
  type QuotationSaveBody as SaveBody,
  type QuotationSendAnswer,
  type QuotationSummary,
  type StockAnswer,
  type StoredQuotation,
} from '../../models/quotation/fleet-quotation';
import { formatDate } from '../../models/common/format';
import { mailLabels } from '../../models/labels/mail';
import { quotationLabels } from '../../models/labels/quotation';
import type { CommissionDiscountEntry } from '../../models/pricing/pricing';
import { CommissionDiscountsQuery, SimulatorEmailRequest, completeQuotations, type SimulatorEmailAnswer } from '../../models/quotation/quotation';
import type { SessionUser } from '../../models/account/auth';
import type { Database, Queryable } from '../db/database';
import { HttpError, defineRoute, role } from '../http/route';
import type { RequestLimit } from '../plugins/limits';
import { renderQuotationPdf, quotationFileName } from './quotation-pdf';
import { fleetCatalogue, fleetVehicles, findStock, getQuotation, listCommissionDiscounts, listQuotations, saveQuotation } from './quotations-repo';

export interface QuotationsOptions {
  /** Messages one seller (or offer admin) may send in the window; default SELLER_MAIL_LIMIT. */
  sellerMailLimit?: RequestLimit;
}

/**
 * Mail a seller sends to addresses they type (a quotation to a client, the
 * simulator's e-mail): 20 messages an hour per account, each to one
 * recipient and at most SELLER_MAIL_MAX_COPIES copies (models/quotation/quotation.ts).
 * A seller's busiest hour sends a handful; a stolen session cannot relay
 * spam (the probe sent 550 recipients in 0.2 s). Counted in the transaction
 * that writes the message, so parallel sends count one after the other and a
 * replayed Idempotency-Key counts nothing.
 */
export const SELLER_MAIL_LIMIT: RequestLimit = { max: 20, windowMinutes: 60 };

const sellers = role('seller', 'offer_admin');
const codes = quotationLabels.saveCodes;
const code001 = () => new HttpError(401, '001', codes['001']);
const notFound = () => new HttpError(404, 'not_found', quotationLabels.notFound);

export function quotationsRoutes(db: Database, options: QuotationsOptions = {}) {
  const mailLimit = options.sellerMailLimit ?? SELLER_MAIL_LIMIT;

  return async function (app: FastifyInstance) {
    /** Takes one of the seller's messages of the hour (in the transaction writing it), or refuses it: 429 in pt-BR. */
    const countSellerMail = (tx: Queryable, user: SessionUser) =>
      app.limits.enforce(tx, [{ bucket: 'seller-mail', subject: `user:${user.id}`, limit: mailLimit }], (r) => quotationLabels.sellerMail.tooMany(mailLimit.max, r.retryAfterSeconds));

    defineRoute(app, {
      method: 'GET',
      url: '/api/commissiondiscounts',
      access: sellers,
      // The site's brand is checked; the discounts are the same for every brand.
      query: CommissionDiscountsQuery,
      handler: async (): Promise<CommissionDiscountEntry[]> => listCommissionDiscounts(db),
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/quotations/catalogue',
      access: sellers,
      handler: async ({ request }): Promise<FleetCatalogue> => fleetCatalogue(db, request.sessionUser!),
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/quotations/stock',
      access: sellers,
      query: StockQuery,
      handler: async ({ query }): Promise<StockAnswer> => findStock(db, query.dealerCode, query.offerId),
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/quotations',
      access: sellers,
      handler: async ({ request }): Promise<QuotationSummary[]> => listQuotations(db, request.sessionUser!),
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/quotations',
      access: sellers,
      unauthenticated: code001,
      body: QuotationSaveBody,
      handler: async ({ body, request, reply }): Promise<QuotationSaveAnswer> => {
        const user = request.sessionUser!;
        // A seller account without its seller id is not a seller session.
        if (user.roles.includes('seller') && !user.roles.includes('offer_admin') && !user.sellerId) throw code001();
        const key = app.idempotency.readKey(request);
        const result = await app.idempotency.run({ scope: `quotation-save:${user.id}`, caller: app.idempotency.caller(request), key, hash: app.idempotency.hash(body) }, async (tx) => ({
          statusCode: 201,
          body: { message: quotationLabels.saved, quotation: await saveQuotation(tx, user, body) } as QuotationSaveAnswer,
        }));
        return app.idempotency.send(reply, result);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/quotations/:number',
      access: sellers,
      params: QuotationNumberParams,
      handler: async ({ params, request }): Promise<StoredQuotation> => (await getQuotation(db, request.sessionUser!, params.number)) ?? Promise.reject(notFound()),
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/quotations/:number/duplicate',
      access: sellers,
      params: QuotationNumberParams,
      handler: async ({ params, request }): Promise<SaveBody> => {
        const q = await getQuotation(db, request.sessionUser!, params.number);
        if (!q) throw notFound();
        return duplicateDraft(q, randomBytes(12).toString('base64url'));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/quotations/:number/pdf',
      access: sellers,
      params: QuotationNumberParams,
      handler: async ({ params, request, reply }) => {
        const q = await getQuotation(db, request.sessionUser!, params.number);
        if (!q) throw notFound();
        const pdf = await renderQuotationPdf(q);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${quotationFileName(q)}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/quotations/:number/send',
      access: sellers,
      params: QuotationNumberParams,
      body: QuotationSendBody,
      handler: async ({ params, body, request, reply }): Promise<QuotationSendAnswer> => {
        const user = request.sessionUser!;
        const key = app.idempotency.readKey(request);
        const q = await getQuotation(db, user, params.number);
        if (!q) throw notFound();
        const pdf = await renderQuotationPdf(q);
        const to = body.to.trim().toLowerCase();
        const result = await app.idempotency.run({ scope: `quotation-send:${user.id}`, caller: app.idempotency.caller(request), key, hash: app.idempotency.hash({ number: q.number, revision: q.revision, ...body }) }, async (tx) => {
          await countSellerMail(tx, user);
          const messageId = await app.mail.queue(
            tx,
            'quotationToClient',
            to,
            {
              clientName: body.name,
              sellerName: q.sellerName,
              number: q.number,
              opportunityName: q.opportunityName,
              validUntil: formatDate(`${q.validUntil}T12:00:00Z`),
              items: q.items.map((i) => ({ title: i.title, amount: i.amount, period: i.period, km: i.km, monthly: i.monthly })),
              totals: q.totals,
            },
            { attachments: [{ filename: quotationFileName(q), contentType: 'application/pdf', content: pdf }] },
          );
          return { statusCode: 202, body: { message: quotationLabels.sent(to), messageId } };
        });
        if (!result.replayed) app.mail.wake();
        return app.idempotency.send(reply, result);
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/v1/leads/simulation/legal',
      access: sellers,
      body: SimulatorEmailRequest,
      handler: async ({ body, request, reply }): Promise<SimulatorEmailAnswer> => {
        const failure = () => new HttpError(400, 'simulation_incomplete', quotationLabels.priceSimulator.emailFailure, { quotations: quotationLabels.noCompleteItem });
        const complete = completeQuotations(body.quotations);
        if (complete.length === 0) throw failure();
        const [vehicles, discounts, dealerRows] = await Promise.all([
          fleetVehicles(db, [...new Set(complete.map((c) => c.model))]),
          listCommissionDiscounts(db),
          db.query<{ id: string; data: { fantasyName?: string; name?: string } }>('SELECT id, data FROM dealers WHERE id = ANY($1::text[])', [
            [...new Set([body.sellerInformation.dealerIdentification, ...complete.map((c) => c.dealerIdentification)])],
          ]),
        ]);
        const dealerName = (code: string) => {
          const d = dealerRows.rows.find((r) => r.id === code);
          return d ? `${d.data.fantasyName ?? d.data.name ?? code} (${code})` : code;
        };
        // A block whose model, plan or colour the catalogue does not hold is not complete either.
        const priced = complete.flatMap((c) => {
          const vehicle = vehicles.get(c.model);
          if (!vehicle) return [];
          const card = {
            ...choosePeriod(changeModel(emptyCard(c.dealerIdentification), vehicle.offerId), vehicle, c.rentalPlanPeriod),
            km: c.mileage,
            colorId: c.color,
            amount: c.quantity,
            plateEnding: c.additionals.plateEnding,
          };
          const price = cardPrice(vehicle, card, discounts);
          const colour = vehicle.colors.find((x) => x.colorId === c.color);
          if (!price || !colour) return [];
          const included = quotationLabels.pdf.included;
          const names = mailLabels.simulator.additionals;
          const extras = [
            card.insulfilm ? `${names.insulfilm}: ${included}` : null,
            card.maintenance ? `${names.maintenance}: ${included}` : null,
            card.insurance ? `${names.insurance}: ${included}` : null,
            card.plateEnding !== 'Não' ? quotationLabels.pdf.plateEnding(String(card.plateEnding)) : null,
          ].filter((x): x is string => x !== null);
          return [
            {
              title: vehicle.title,
              colour: colour.name,
              dealer: dealerName(c.dealerIdentification),
              responsible: c.userIdentification,
              quantity: c.quantity,
              period: c.rentalPlanPeriod,
              km: c.mileage,
              monthly: price.monthly,
              additionals: extras.length > 0 ? extras.join('; ') : quotationLabels.pdf.none,
            },
          ];
        });
        if (priced.length === 0) throw failure();
        const s = body.sellerInformation;
        const messageId = await db.transaction(async (tx) => {
          await countSellerMail(tx, request.sessionUser!);
          return app.mail.queue(
            tx,
            'simulatorLegal',
            body.destination.to.trim().toLowerCase(),
            {
              subject: body.destination.subject,
              body: body.destination.body,
              seller: { name: s.name.trim(), dealer: dealerName(s.dealerIdentification), email: s.email.trim().toLowerCase() },
              client: { cnpj: body.clientInformation.cnpj, registeredName: body.clientInformation.registeredName.trim(), address: body.clientInformation.address.trim() },
              quotations: priced,
            },
            { bcc: body.destination.bcc ?? [] },
          );
        });
        app.mail.wake();
        reply.code(202);
        return { message: quotationLabels.priceSimulator.emailSuccess, messageId, sent: priced.length };
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/admin/messages',
      access: role('offer_admin'),
      query: AdminMessagesQuery,
      handler: async ({ query }): Promise<AdminMessage[]> => {
        const messages = await app.mail.list({ kind: query.kind, limit: query.limit });
        return Promise.all(
          messages.map(async (m) => ({
            id: m.id,
            kind: m.kind,
            to: m.to,
            bcc: m.bcc,
            subject: m.subject,
            status: m.status,
            attempts: m.attempts,
            lastError: m.lastError,
            createdAt: m.createdAt.toISOString(),
            sentAt: m.sentAt ? m.sentAt.toISOString() : null,
            // A link that acts for the recipient never reaches staff: the body of such a message is withheld here.
            text: app.mail.staffMayReadBody(m.kind) ? m.text : null,
            html: app.mail.staffMayReadBody(m.kind) ? m.html : null,
            attachments: (await app.mail.attachmentsOf(m.id)).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.byteLength })),
          })),
        );
      },
    });
  };
}
