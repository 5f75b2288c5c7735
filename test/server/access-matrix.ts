/**
 * The access matrix: every route the app registers × every kind of caller →
 * the status it answers, checked against the running server by
 * test/server/access-matrix.test.ts (which fails, naming the rows to add,
 * when a registered route has no row here).
 *
 * Statuses are listed in the order of CALLERS:
 *
 *          visitor  customer  otherCustomer  seller  otherSeller  admin
 *
 * customer = camila (owns the lead, the uploaded document), otherCustomer =
 * joão, seller = dealer 10101 (the lead's dealer, owns the quotation),
 * otherSeller = a seller of dealer 10102, admin = offer_admin. Callers are
 * asked in that order, so a write one caller makes is seen by the next
 * (a customer's proposal update, then the seller's). HEAD routes answer as
 * their GET (checked too). Requests carry valid input, so the status says
 * who may call, not whether the input was good.
 */
import { accounts, CALLERS, CUSTOMER_CPF, type CallerName, type QuotationCard, quotationDraft, simulatorBody } from './support/callers';
import { interestLead, leadOffer, pjLead, rentalLead } from '../support/lead-fixtures';
import { validOfferDraft } from '../support/offer-draft';
import { DEMO_PARTNER, DEMO_PARTNER_KEYS } from '../../server/demo/demo-partners';
import { sealPartnerToken } from '../../server/partnerships/partner-tokens';

/** A demo partner's token valid for a day. */
const demoPartnerToken = sealPartnerToken(DEMO_PARTNER_KEYS.get(DEMO_PARTNER)![0]!, DEMO_PARTNER, { v: 'SOCIO-1', exp: Math.floor(Date.now() / 1000) + 86_400 });

/** Real ids the rows' requests name (made in the test's set-up by their owners). */
export interface MatrixResources {
  leadId: string;
  productLeadId: string;
  /** The lead's analytics token. */
  analyticsToken: string;
  quotationNumber: string;
  quotationCard: QuotationCard;
  /** A released offer the matrix may change and remove (not the one leads are sent on). */
  spareOfferId: string;
  spareOfferRevision: number;
  /** A document the customer uploaded: its service and id. */
  fileService: string;
  fileId: string;
  /** Upload grant headers per caller, `caller` for the single upload and `caller:bulk` for the bulk one (a grant is bound to who asked and to its key). */
  uploadHeaders: Record<string, Record<string, string>>;
  /** The customer's access request (answered) and correction request (open). */
  privacyProtocol: string;
  openPrivacyProtocol: string;
}

export type Statuses = readonly [visitor: number, customer: number, otherCustomer: number, seller: number, otherSeller: number, admin: number];

export interface MatrixRow {
  url: (r: MatrixResources) => string;
  /** A valid body for this caller (unique where the route wants it: e-mails, CPFs). */
  body?: (r: MatrixResources, caller: CallerName) => unknown;
  /** Extra headers for this caller (beyond its session cookie, the same-origin marks and an Idempotency-Key). */
  headers?: (r: MatrixResources, caller: CallerName) => Record<string, string>;
  /** Call with a session made for this call only (the route ends it). */
  ownSession?: true;
  expect: Statuses;
}

/** CPFs with valid check digits, one per caller (sign-up, leads). */
const CALLER_CPFS: Record<CallerName, string> = {
  visitor: '52998224725',
  customer: '11144477735',
  otherCustomer: '46821357919',
  seller: '71460238001',
  otherSeller: '39053344705',
  admin: '93541134780',
};
/** A CPF of nobody (valid check digits), one per caller, for sign-up. */
function signUpCpf(caller: CallerName): string {
  const base = `7777777${String(CALLERS.indexOf(caller)).padStart(2, '0')}`.split('').map(Number);
  const digit = (ds: number[]) => {
    const sum = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

const ALL = (status: number): Statuses => [status, status, status, status, status, status];
/** Any signed-in person: visitors get 401. */
const SIGNED_IN = (status: number): Statuses => [401, status, status, status, status, status];
/** offer_admin only. */
const ADMIN = (status: number): Statuses => [401, 403, 403, 403, 403, status];
/** Sellers and offer admins. */
const SELLERS = (seller: number, otherSeller = seller, admin = seller): Statuses => [401, 403, 403, seller, otherSeller, admin];

const offer = leadOffer;

export const accessMatrix: Record<string, MatrixRow> = {
  // ── health, session, sign-in ──
  'GET /api/health': { url: () => '/api/health', expect: ALL(200) },
  'GET /api/health/ready': { url: () => '/api/health/ready', expect: ALL(200) },
  'GET /api/health/live': { url: () => '/api/health/live', expect: ALL(200) },
  'POST /api/auth/password-reset': {
    url: () => '/api/auth/password-reset',
    body: (_r, c) => ({ email: c === 'visitor' ? 'ninguem@flua.example' : accounts[c === 'otherSeller' ? 'otherSeller' : c].email }),
    expect: ALL(202),
  },
  'POST /api/auth/password-reset/check': { url: () => '/api/auth/password-reset/check', body: () => ({ token: 'a'.repeat(43) }), expect: ALL(410) },
  'POST /api/auth/password-reset/confirm': {
    url: () => '/api/auth/password-reset/confirm',
    body: () => ({ token: 'a'.repeat(43), password: 'Nova#Senha2025', passwordConfirmation: 'Nova#Senha2025' }),
    expect: ALL(410),
  },
  // Proof of e-mail: the demo accounts have proven theirs (409), the other dealer's new seller has not (202); a link nobody was sent is refused (410).
  'POST /api/auth/email-verification': { url: () => '/api/auth/email-verification', expect: [401, 409, 409, 409, 202, 409] },
  'POST /api/privacy/links': { url: () => '/api/privacy/links', body: (_r, caller) => ({ cpf: CALLER_CPFS[caller], email: `${caller}@exemplo.example` }), expect: ALL(202) },
  'GET /api/privacy/links/:token': { url: () => `/api/privacy/links/${'a'.repeat(43)}`, expect: ALL(410) },
  // otherSeller's account has not proven its e-mail: it asks nothing about its data until it does.
  'GET /api/privacy/requests': { url: () => '/api/privacy/requests', expect: [401, 200, 200, 200, 403, 200] },
  'POST /api/privacy/requests': { url: () => '/api/privacy/requests', body: () => ({ kind: 'sharing' }), expect: [401, 201, 201, 201, 403, 201] },
  'GET /api/privacy/requests/:protocol/export.json': { url: (r) => `/api/privacy/requests/${r.privacyProtocol}/export.json`, expect: [401, 200, 404, 404, 404, 200] },
  'GET /api/privacy/requests/:protocol/export.pdf': { url: (r) => `/api/privacy/requests/${r.privacyProtocol}/export.pdf`, expect: [401, 200, 404, 404, 404, 200] },
  'GET /api/privacy/requests/:protocol/export.zip': { url: (r) => `/api/privacy/requests/${r.privacyProtocol}/export.zip`, expect: [401, 200, 404, 404, 404, 200] },
  'GET /api/admin/privacy-requests': { url: () => '/api/admin/privacy-requests', expect: ADMIN(200) },
  'POST /api/admin/privacy-requests/:protocol/actions': {
    url: (r) => `/api/admin/privacy-requests/${r.openPrivacyProtocol}/actions`,
    body: () => ({ action: 'refuse', note: 'Pedido sem base.' }),
    expect: ADMIN(200),
  },
  'POST /api/auth/email-verification/confirm': { url: () => '/api/auth/email-verification/confirm', body: () => ({ token: 'a'.repeat(43) }), expect: ALL(410) },
  'POST /api/auth/sign-up': {
    url: () => '/api/auth/sign-up',
    body: (_r, c) => ({
      fullName: 'Pessoa Matriz Acesso',
      cpf: signUpCpf(c),
      phone: '(11) 91234-5678',
      email: `matriz.${c.toLowerCase()}@exemplo.example`,
      password: 'Segura#2025',
      passwordConfirmation: 'Segura#2025',
    }),
    ownSession: true,
    expect: ALL(201),
  },
  'POST /api/auth/sign-in': { url: () => '/api/auth/sign-in', body: () => ({ email: accounts.otherCustomer.email, password: accounts.otherCustomer.password }), ownSession: true, expect: ALL(200) },
  'POST /api/auth/sign-out': { url: () => '/api/auth/sign-out', ownSession: true, expect: ALL(204) },
  'GET /api/auth/me': { url: () => '/api/auth/me', expect: SIGNED_IN(200) },
  'GET /api/auth/session': { url: () => '/api/auth/session', expect: ALL(200) },

  // ── catalogue ──
  'POST /api/search': { url: () => '/api/search', body: () => ({}), expect: ALL(200) },
  'GET /api/search': { url: () => `/api/search?q=${encodeURIComponent(JSON.stringify({ view: 'card' }))}`, expect: ALL(200) },
  'GET /api/offers/bulk/:ids': { url: () => `/api/offers/bulk/${offer.id}`, expect: ALL(200) },
  'GET /api/offers/:offerId': { url: () => `/api/offers/${offer.id}`, expect: ALL(200) },

  // ── offer administration ──
  'GET /api/admin/offers': { url: () => '/api/admin/offers', expect: ADMIN(200) },
  'GET /api/admin/offers/:offerId': { url: (r) => `/api/admin/offers/${r.spareOfferId}`, expect: ADMIN(200) },
  'POST /api/offers': { url: () => '/api/offers', body: () => ({ draft: validOfferDraft() }), expect: ADMIN(201) },
  'PUT /api/offers/:offerId': {
    url: (r) => `/api/offers/${r.spareOfferId}`,
    body: (r) => ({ revision: r.spareOfferRevision, draft: validOfferDraft() }),
    expect: ADMIN(200),
  },
  // (unpublished first: publishing a published offer is a 409)
  'PUT /api/offers/:offerId/unpublish': { url: (r) => `/api/offers/${r.spareOfferId}/unpublish`, body: () => ({}), expect: ADMIN(200) },
  'PUT /api/offers/:offerId/publish': { url: (r) => `/api/offers/${r.spareOfferId}/publish`, body: () => ({}), expect: ADMIN(200) },
  'POST /api/offer-images': {
    url: () => '/api/offer-images',
    // Not an image: the admin gets the photo refusal, everyone else never reaches it.
    body: () => '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nnot an image\r\n--b--\r\n',
    headers: () => ({ 'content-type': 'multipart/form-data; boundary=b' }),
    expect: ADMIN(400),
  },
  'DELETE /api/offer-images/:imageId': { url: () => '/api/offer-images/nao-existe', expect: ADMIN(404) },
  'GET /api/offer-images/:file': { url: () => `/api/offer-images/${'0'.repeat(32)}-s140.webp`, expect: ALL(404) },
  'GET /api/admin/dealers': { url: () => '/api/admin/dealers?q=Sa', expect: ADMIN(200) },
  'GET /api/admin/dealers/:code/settings': { url: () => '/api/admin/dealers/10101/settings', expect: ADMIN(200) },
  'PUT /api/admin/dealers/:code/settings': { url: () => '/api/admin/dealers/10101/settings', body: () => ({ responseHours: 4, webhookUrl: null }), expect: ADMIN(200) },
  'POST /api/admin/dealers/:code/webhook-secret': { url: () => '/api/admin/dealers/10101/webhook-secret', expect: ADMIN(200) },

  // ── details page, location, content ──
  'GET /api/additionals': { url: () => `/api/additionals?mvs_code=${offer.mvs}`, expect: ALL(200) },
  'GET /api/item': { url: () => `/api/item?mvsCode=${offer.mvs}&year=${offer.modelYear}&behavior=FEATURED`, expect: ALL(200) },
  'GET /content/:brand/:country/:language/products/:modelCode/optionals/:file': {
    url: () => `/content/fiat/br/pt/products/${offer.modelCode}/optionals/PACK-TECH.html.infinity.json`,
    expect: ALL(200),
  },
  'GET /content/flua/faq.infinity.json': { url: () => '/content/flua/faq.infinity.json', expect: ALL(200) },
  'GET /content/flua/components/:file': { url: () => '/content/flua/components/lead-form.infinity.json', expect: ALL(200) },
  'GET /api/city': { url: () => '/api/city?code=3550308', expect: ALL(200) },
  'GET /api/city/nearest': { url: () => '/api/city/nearest?latitude=-23.55&longitude=-46.63', expect: ALL(200) },
  'GET /api/cities': { url: () => '/api/cities?stateCode=SP', expect: ALL(200) },
  'GET /api/states': { url: () => '/api/states', expect: ALL(200) },
  'GET /api/dealers/rental/:dealerCode': { url: () => '/api/dealers/rental/10101', expect: ALL(200) },
  'GET /api/dealers/rental': { url: () => '/api/dealers/rental?cnpj=123', expect: ALL(400) },
  'GET /content/dam/:brand/products/:model/:version/:series/:year/page/profile-carousel/:file': {
    url: () => '/content/dam/fiat/products/mobi/like/s1/2026/page/profile-carousel/branco.1.json',
    expect: ALL(200),
  },
  'GET /content/dam/:brand/products/:model/:version/:series/:year/page/profile-carousel/:color/:image': {
    url: () => '/content/dam/fiat/products/mobi/like/s1/2026/page/profile-carousel/branco/nao-existe.png',
    expect: ALL(404),
  },
  'GET /api/suggestions': { url: () => '/api/suggestions?offer_count=4&brands=FIAT', expect: ALL(200) },
  'GET /api/profile-simulator': { url: () => '/api/profile-simulator', expect: ALL(200) },

  // ── proposals: the customer's, and a lead's timeline by CPF and id ──
  'GET /api/v2/timeline/rental': { url: () => '/api/v2/timeline/rental?brand=fiat', expect: SIGNED_IN(200) },
  // Anyone may ask; the answer is the lead's customer's and its dealer's sellers' only (anyone else: as for an unknown lead, whatever the CPF).
  'GET /api/v2/timeline/rental/:cpf/:leadId': {
    url: (r) => `/api/v2/timeline/rental/${CUSTOMER_CPF.replace(/\D/g, '')}/${r.leadId}`,
    expect: [401, 200, 404, 200, 404, 404],
  },
  // The proposal's summary as a PDF: its customer and its dealer's sellers; anyone else is told no such proposal.
  'GET /api/v2/timeline/rental/:leadId/summary.pdf': { url: (r) => `/api/v2/timeline/rental/${r.leadId}/summary.pdf`, expect: [401, 200, 404, 200, 404, 404] },

  // ── sellers' tools ──
  'GET /api/commissiondiscounts': { url: () => '/api/commissiondiscounts', expect: SELLERS(200) },
  'GET /api/quotations/catalogue': { url: () => '/api/quotations/catalogue', expect: SELLERS(200) },
  'GET /api/quotations/stock': { url: () => '/api/quotations/stock?dealerCode=10101&offerId=fiat-strada-pj', expect: SELLERS(200) },
  'GET /api/quotations': { url: () => '/api/quotations', expect: SELLERS(200) },
  'POST /api/quotations': {
    url: () => '/api/quotations',
    body: (r, c) => quotationDraft(r.quotationCard, `draft-matrix-${c}`),
    expect: SELLERS(201),
  },
  // A quotation is its seller's (and the offer admin's): another dealer's seller does not find it.
  'GET /api/quotations/:number': { url: (r) => `/api/quotations/${r.quotationNumber}`, expect: SELLERS(200, 404) },
  'GET /api/quotations/:number/duplicate': { url: (r) => `/api/quotations/${r.quotationNumber}/duplicate`, expect: SELLERS(200, 404) },
  'GET /api/quotations/:number/pdf': { url: (r) => `/api/quotations/${r.quotationNumber}/pdf`, expect: SELLERS(200, 404) },
  'POST /api/quotations/:number/send': {
    url: (r) => `/api/quotations/${r.quotationNumber}/send`,
    body: () => ({ to: 'cliente@horizonte.example', name: 'Paula' }),
    expect: SELLERS(202, 404),
  },
  'POST /api/v1/leads/simulation/legal': { url: () => '/api/v1/leads/simulation/legal', body: (r) => simulatorBody(r.quotationCard), expect: SELLERS(202) },
  'GET /api/admin/messages': { url: () => '/api/admin/messages', expect: ADMIN(200) },
  'GET /api/admin/service': { url: () => '/api/admin/service?days=7', expect: ADMIN(200) },

  // ── leads ──
  'POST /api/v2/lead': { url: () => '/api/v2/lead', body: (_r, c) => rentalLead({ cpf: CALLER_CPFS[c] }), expect: ALL(201) },
  'POST /api/create-rental-lead': { url: () => '/api/create-rental-lead', body: (_r, c) => rentalLead({ cpf: CALLER_CPFS[c] }), expect: ALL(201) },
  'POST /api/leads/flua/create': { url: () => '/api/leads/flua/create', body: (_r, c) => rentalLead({ cpf: CALLER_CPFS[c] }), expect: ALL(201) },
  'POST /api/leads/pj': { url: () => '/api/leads/pj', body: () => pjLead(), expect: ALL(201) },
  // A partner's token (the demo partner's, configured for the matrix's app): the token decides, anyone may ask.
  'GET /api/partnership/token/decrypt': { url: () => `/api/partnership/token/decrypt?partner=${DEMO_PARTNER}&value=${demoPartnerToken}`, expect: ALL(200) },
  // Anyone holding a lead's analytics token may send its analytics, once: the first caller stores them, the next are told they were sent.
  'POST /api/useranalytics/send': {
    url: () => '/api/useranalytics/send',
    body: (r) => ({ jwtToken: r.analyticsToken, type: 'OFFER_LEAD', payload: JSON.stringify({ leadId: r.leadId, offerId: leadOffer.id, period: 24, km: 1000 }) }),
    expect: [201, 409, 409, 409, 409, 409],
  },
  'POST /api/leads/pj/interest': { url: () => '/api/leads/pj/interest', body: () => interestLead(), expect: ALL(201) },
  'GET /api/admin/leads': { url: () => '/api/admin/leads', expect: ADMIN(200) },
  'GET /api/admin/leads/:id': { url: (r) => `/api/admin/leads/${r.leadId}`, expect: ADMIN(200) },
  'PUT /api/v1/leads': {
    url: () => '/api/v1/leads',
    body: (r) => ({
      cpf: CUSTOMER_CPF,
      leadId: r.leadId,
      productLeadId: r.productLeadId,
      additionals: [{ id: '5', name: offer.additionalItemsList.find((a) => a.id === '5')!.name, value: 0 }],
      relatedProducts: [{ product: offer.mvs, type: 'color', code: '268', name: offer.colors.find((c) => c.code === '268')!.name, price: 0 }],
      period: 24,
      rentalPrice: 1,
      mileage: 1000,
      model: offer.modelShortName,
      version: offer.versionName,
      series: offer.mvs,
      modelYear: offer.modelYear,
      productGroup: 'Flua',
      productCode: offer.mvs,
      dealersCode: '10101',
      offerId: offer.id,
    }),
    headers: () => ({ 'x-client-origin': 'flua-web' }),
    // The seller updates through the edit link (its Authorization) and signed in as its seller, never with a session alone.
    expect: [401, 200, 403, 403, 403, 403],
  },
  'POST /api/v2/timeline/rental/:leadId/versions/:number/accept': {
    url: (r) => `/api/v2/timeline/rental/${r.leadId}/versions/1/accept`,
    expect: [401, 409, 403, 403, 403, 403],
  },
  // The privacy centre: anyone signed in lists their own leads' consents; only the lead's owner changes one.
  'GET /api/privacy/consents': { url: () => '/api/privacy/consents', expect: SIGNED_IN(200) },
  'PUT /api/privacy/consents/:leadId/:purpose': {
    url: (r) => `/api/privacy/consents/${r.leadId}/email`,
    body: () => ({ granted: true }),
    expect: [401, 200, 403, 403, 403, 403],
  },
  'GET /api/seller/leads': { url: () => '/api/seller/leads', expect: [401, 403, 403, 200, 200, 403] },
  'GET /api/seller/leads/:id': { url: (r) => `/api/seller/leads/${r.leadId}`, expect: [401, 403, 403, 200, 404, 403] },
  'POST /api/seller/leads/:id/edit-link': { url: (r) => `/api/seller/leads/${r.leadId}/edit-link`, expect: [401, 403, 403, 200, 404, 403] },

  // ── coupons ──
  'POST /api/coupons/validate/:couponName/offer/:offerId/period/:couponPeriod': {
    url: () => `/api/coupons/validate/BEMVINDO10/offer/${offer.id}/period/24`,
    expect: ALL(200),
  },
  'GET /api/coupons/default/offer/:offerId/period/:period': { url: () => `/api/coupons/default/offer/${offer.id}/period/36`, expect: ALL(200) },
  'GET /api/coupons/availability/:couponName/offer/:offerId': { url: () => `/api/coupons/availability/BEMVINDO10/offer/${offer.id}`, expect: ALL(200) },
  'POST /api/coupons/count': { url: () => '/api/coupons/count?couponId=CP-0002', expect: ALL(200) },
  'DELETE /api/coupons/clearCPF/:cpf': { url: () => '/api/coupons/clearCPF/52998224725', expect: ADMIN(200) },
  'DELETE /api/coupons/clear/:id': { url: () => '/api/coupons/clear/CP-0002', expect: ADMIN(200) },
  'DELETE /api/coupons/clear/:id/:cpf': { url: () => '/api/coupons/clear/CP-0002/52998224725', expect: ADMIN(200) },

  // ── employees, dealers, documents ──
  'POST /api/employee/validate': { url: () => '/api/employee/validate', body: () => ({ sap_id: '80012345', cpf: '52998224725' }), expect: ALL(200) },
  'GET /api/dealers/v2': { url: () => '/api/dealers/v2?cityCode=3550308&brand=fiat&type=RENTAL', expect: ALL(200) },
  'GET /api/dealers': { url: () => `/api/dealers?cityCode=3550308&brand=FIAT&type=RENTAL&mvsCode=${offer.mvs}`, expect: ALL(200) },
  // The rental service's dealers: the sellers' price simulator.
  'GET /api/rental-service/dealers': { url: () => '/api/rental-service/dealers?market=BR&brands=FIAT,JEEP,PEUGEOT&type=RENTAL', expect: SELLERS(200) },
  'POST /api/file/upload-grant': { url: () => '/api/file/upload-grant', body: (_r, c) => ({ key: `matrix-grant-${c}` }), expect: ALL(200) },
  // Uploads need the grant the caller asked for (with its Idempotency-Key): with it, anyone may upload.
  'POST /api/file/upload': {
    url: () => '/api/file/upload',
    body: () => onePdf('file'),
    headers: (r, c) => ({ ...r.uploadHeaders[c], 'content-type': 'multipart/form-data; boundary=b' }),
    expect: ALL(201),
  },
  'POST /api/file/upload-bulk': {
    url: () => '/api/file/upload-bulk',
    body: () => onePdf('files'),
    headers: (r, c) => ({ ...r.uploadHeaders[`${c}:bulk`], 'content-type': 'multipart/form-data; boundary=b' }),
    expect: ALL(201),
  },
  'GET /api/v1/file/download/:service/:id': { url: (r) => `/api/v1/file/download/${r.fileService}/${r.fileId}`, expect: [403, 200, 403, 403, 403, 200] },

  // ── the built page (a one-file build in the test) ──
  'GET /': { url: () => '/', expect: ALL(200) },
  // ── what crawlers read (server/pages/pages-routes.ts) ──
  'GET /og/offer/:file': { url: () => `/og/offer/${offer.id}.png`, expect: ALL(200) },
  'GET /sitemap.xml': { url: () => '/sitemap.xml', expect: ALL(200) },
  'GET /robots.txt': { url: () => '/robots.txt', expect: ALL(200) },
  'GET /index.html': { url: () => '/index.html', expect: ALL(200) },
  'GET /assets/index-matrix.js': { url: () => '/assets/index-matrix.js', expect: ALL(200) },

  // ── last: what removes things the rows above use ──
  'DELETE /api/offers/:offerId': { url: (r) => `/api/offers/${r.spareOfferId}`, expect: ADMIN(200) },
  // The customer cancels the lead: the seller and the admin then find it closed (409) or not theirs (403).
  'PUT /api/leads/:id/status': { url: (r) => `/api/leads/${r.leadId}/status`, body: () => ({ to: 'cancelled' }), expect: [401, 200, 403, 409, 403, 403] },
};

/** A multipart body with one small PDF under `field` (boundary `b`). */
function onePdf(field: string): string {
  return `--b\r\nContent-Disposition: form-data; name="${field}"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n\r\n--b--\r\n`;
}

/** The row to add for a route the matrix lacks (printed by the test). */
export function missingRow(route: string): string {
  const [, url] = route.split(' ');
  return `  '${route}': { url: (r) => '${url}', expect: [/* visitor, customer, otherCustomer, seller, otherSeller, admin */] },`;
}
