/**
 * The six kinds of caller the access matrix and the fuzz suite speak as, and
 * real resources owned by "customer" (a lead and its version), "seller" (a
 * quotation) and the catalogue (an offer, a coupon), so that owner-scoped
 * routes reach their ownership check and "another customer" or "another
 * dealer's seller" is refused for the right reason.
 *
 *   visitor        nobody signed in
 *   customer       camila@flua.example (demo)
 *   otherCustomer  joao@flua.example (demo)
 *   seller         vendedor@flua.example (demo, dealer 10101)
 *   otherSeller    a seller of dealer 10102, created here
 *   admin          admin@flua.example (demo, offer_admin)
 */
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../../../server/auth/accounts-repo';
import { hashPassword } from '../../../server/auth/passwords';
import type { Database } from '../../../server/db/database';
import { demoAccounts } from '../../../server/demo/demo-accounts';
import { leadOffer, rentalLead } from '../../support/lead-fixtures';

/** Throws with the answer when a set-up call did not answer as it must (no test runner needed: the bench uses these too). */
export function must(res: { statusCode: number; body: string }, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 300)}`);
}

/** Signs an account in through the real route (same-origin, as the browser does) and answers its session cookie. */
export async function signInCookie(app: FastifyInstance, account: { email: string; password: string }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: account.email, password: account.password }, headers: SAME_ORIGIN });
  must(res, 200, `sign-in of ${account.email}`);
  return ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
}

export const CALLERS = ['visitor', 'customer', 'otherCustomer', 'seller', 'otherSeller', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' } as const;
export const FAST_HASHING = { N: 2 ** 10, r: 8, p: 1 };

const demo = (email: string) => demoAccounts.find((a) => a.email === email)!;
export const accounts = {
  customer: demo('camila@flua.example'),
  otherCustomer: demo('joao@flua.example'),
  seller: demo('vendedor@flua.example'),
  admin: demo('admin@flua.example'),
  otherSeller: {
    fullName: 'Beatriz Moura Campos',
    cpf: '39053344705',
    phone: '11955554444',
    email: 'beatriz.vendas@flua.example',
    password: 'Flua@Ipiranga1',
    sellerId: 'VEND-0102',
    dealerCode: '10102',
  },
};
export const CUSTOMER_CPF = '111.444.777-35';

/** Real ids the routes' paths are filled with. */
export interface Resources {
  /** A lead "customer" sent (signed in), on the Mobi at dealer 10101 ("seller"'s dealer). */
  leadId: string;
  productLeadId: string;
  /** That lead's analytics token (its answer carries it). */
  analyticsToken: string;
  /** A quotation "seller" saved, and a card of the fleet catalogue (valid in a quotation or the simulator). */
  quotationNumber: string;
  quotationCard: QuotationCard;
  /** A released demo offer. */
  offerId: string;
  /** A demo coupon limited per CPF, by id and by name. */
  couponId: string;
  couponName: string;
  /** "customer"'s access request (answered) and correction request (open, in the privacy queue). */
  privacyProtocol: string;
  openPrivacyProtocol: string;
}

export type Cookies = Record<Exclude<CallerName, 'visitor'>, string>;

/** Creates "another dealer's seller" (unless there) and signs every caller in. */
export async function signInCallers(app: FastifyInstance, db: Database): Promise<Cookies> {
  const other = accounts.otherSeller;
  const { rows } = await db.query('SELECT 1 FROM users WHERE email = $1', [other.email]);
  if (rows.length === 0) {
    await createAccount(db, { ...other, passwordHash: await hashPassword(other.password, FAST_HASHING), roles: ['seller'] });
  }
  return {
    customer: await signInCookie(app, accounts.customer),
    otherCustomer: await signInCookie(app, accounts.otherCustomer),
    seller: await signInCookie(app, accounts.seller),
    otherSeller: await signInCookie(app, other),
    admin: await signInCookie(app, accounts.admin),
  };
}

let keys = 0;
const key = (what: string) => `callers-${what}-${process.pid}-${++keys}`;

/** Creates the resources through the API, as their owners. */
export async function createResources(app: FastifyInstance, cookies: Cookies): Promise<Resources> {
  const lead = await app.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: rentalLead({ firstName: accounts.customer.fullName, email: accounts.customer.email, cpf: CUSTOMER_CPF }),
    headers: { cookie: cookies.customer, 'idempotency-key': key('lead'), ...SAME_ORIGIN },
  });
  must(lead, 201, "the customer's lead");
  const answer = lead.json<{ id: string; productLeadIds: string[]; analyticsToken: string }>();

  const catalogue = await app.inject({ method: 'GET', url: '/api/quotations/catalogue', headers: { cookie: cookies.seller, ...SAME_ORIGIN } });
  must(catalogue, 200, 'the fleet catalogue');
  const vehicle = catalogue.json<{ vehicles: { offerId: string; rentalPlanList: { period: number; km: number }[]; colors: { colorId: string; associatedPeriod: number[] }[] }[] }>().vehicles[0]!;
  const plan = vehicle.rentalPlanList.at(-1)!;
  const colour = vehicle.colors.find((c) => c.associatedPeriod.length === 0 || c.associatedPeriod.includes(plan.period))!;
  const quotationCard = { offerId: vehicle.offerId, period: plan.period, km: plan.km, colorId: colour.colorId };
  const quotation = await app.inject({
    method: 'POST',
    url: '/api/quotations',
    payload: quotationDraft(quotationCard),
    headers: { cookie: cookies.seller, 'idempotency-key': key('quotation'), ...SAME_ORIGIN },
  });
  must(quotation, 201, "the seller's quotation");

  const privacy = async (payload: object) => {
    const res = await app.inject({ method: 'POST', url: '/api/privacy/requests', payload, headers: { cookie: cookies.customer, 'idempotency-key': key('privacy'), ...SAME_ORIGIN } });
    must(res, 201, "the customer's privacy request");
    return res.json<{ request: { protocol: string } }>().request.protocol;
  };

  return {
    leadId: answer.id,
    analyticsToken: answer.analyticsToken,
    productLeadId: answer.productLeadIds[0]!,
    quotationNumber: String(quotation.json<{ quotation: { number: string | number } }>().quotation.number),
    quotationCard,
    offerId: leadOffer.id,
    couponId: 'CP-0002',
    couponName: 'UMPORCPF',
    privacyProtocol: await privacy({ kind: 'access' }),
    openPrivacyProtocol: await privacy({ kind: 'correction', details: 'Meu telefone mudou.' }),
  };
}

export interface QuotationCard {
  offerId: string;
  period: number;
  km: number;
  colorId: string;
}

/** A fleet quotation as the seller's screen saves it (one card). */
export function quotationDraft(card: QuotationCard, draftId = `draft-${++keys}-fuzz`) {
  return {
    draftId,
    opportunityName: 'Frota Construtora Horizonte',
    comments: 'Entrega escalonada em duas etapas.',
    items: [{ dealerCode: accounts.seller.dealerCode!, ...card, amount: 3, plateEnding: 7, commission: 3.5, responsible: 'João Silva' }],
  };
}

/** The legal-person simulator's e-mail with one complete block, on this card. */
export function simulatorBody(card: QuotationCard) {
  return {
    destination: { to: 'vendedor@flua.example', subject: 'Proposta', body: 'Segue a proposta.' },
    sellerInformation: { name: 'Rafael Teixeira Lima', dealerIdentification: '10101', email: 'vendedor@flua.example' },
    clientInformation: { cnpj: '12ABC34501DE35', registeredName: 'Frota Ltda', address: 'Av. Paulista, 1000' },
    quotations: [
      {
        quantity: 2,
        model: card.offerId,
        color: card.colorId,
        monthlyPaymentAmount: 1,
        rentalPlanPeriod: card.period,
        mileage: card.km,
        dealerIdentification: '10101',
        userIdentification: 'João Silva',
        additionals: { insulfilm: true, plateEnding: 'Não', maintenance: true, insurance: true },
      },
    ],
  };
}

