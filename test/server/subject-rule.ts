/**
 * The subject rule's declarations (checked by test/server/subject-rule.test.ts):
 * for every route a person (not staff) can call, either how to call it as
 * each proven identity — a session, a privacy link's proven e-mail, a
 * seller's edit link — against every planted lead, request and document, so
 * the test can check the answer holds data of that identity only; or why the
 * route answers nothing personal. Staff routes (a role's) are the access
 * matrix's (test/server/access-matrix.ts): who reaches them is the role.
 * A registered route in neither list fails the test.
 */
import { DEMO_PARTNER, DEMO_PARTNER_KEYS } from '../../server/demo/demo-partners';
import { sealPartnerToken } from '../../server/partnerships/partner-tokens';

/** A request the test sends (the identity's cookie, link token or authorization are added by `calls`). */
export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}

export type PersonKey = 'victim' | 'me' | 'namesake';

/** Who proved what: a session of an account, a privacy link for a (CPF, e-mail) pair, a seller's edit link for a lead, or nothing. */
export interface Identity {
  label: string;
  /** Whose data this identity may see. */
  owner: PersonKey | null;
  cookie?: string;
  /** The (CPF, e-mail) pair of the privacy links this identity holds. */
  link?: { cpf: string; email: string };
  /** A seller's edit link's authorization (sent as `Authorization`, signed out). */
  authorization?: string;
  /** It reaches its owner's lead but only the terms an edit needs: no name, phone or street of anyone, its owner's included. */
  termsOnly?: true;
}

/** What the planted world holds: every lead, document and privacy request, whoever's. */
export interface World {
  leads: { id: string; cpf: string }[];
  files: { service: string; id: string }[];
  /** The privacy requests' protocols made so far (read when a route's calls are made). */
  protocols: () => Promise<string[]>;
  /** A fresh (unused) privacy link token for the identity's pair. */
  freshToken: (link: { cpf: string; email: string }) => Promise<string>;
}

export interface SubjectRoute {
  calls: (world: World, who: Identity) => Promise<Call[]> | Call[];
  /** Its answers name no one (no name, phone or street), so they never show the caller's own either: why. */
  namesNobody?: string;
}

const session = (who: Identity, ...calls: Call[]): Call[] => (who.cookie ? calls : []);
const everyLead = (w: World, call: (lead: { id: string; cpf: string }) => Call) => w.leads.map(call);

/** A demo partner's token for a day (the subject rule's app has the demo partner configured). */
const partnerToken = sealPartnerToken(DEMO_PARTNER_KEYS.get(DEMO_PARTNER)![0]!, DEMO_PARTNER, { v: 'SOCIO-1', exp: Math.floor(Date.now() / 1000) + 86_400 });

/** In the order they run: reads, then the writes that change what later reads see (a cancelled lead last). */
export const SUBJECT_ROUTES: Record<string, SubjectRoute> = {
  'GET /api/partnership/token/decrypt': {
    calls: () => [{ method: 'GET', url: `/api/partnership/token/decrypt?partner=${DEMO_PARTNER}&value=${partnerToken}` }],
    namesNobody: "what the partner's token the caller holds says (the partner, the customer's value at the partner); nothing stored is read",
  },
  'GET /api/auth/session': { calls: () => [{ method: 'GET', url: '/api/auth/session' }] },
  'GET /api/auth/me': { calls: (_w, who) => session(who, { method: 'GET', url: '/api/auth/me' }) },
  'GET /api/privacy/links/:token': {
    calls: async (w, who) => (who.link ? [{ method: 'GET', url: `/api/privacy/links/${await w.freshToken(who.link)}` }] : []),
    namesNobody: 'the requests made: protocol, kind, status, dates',
  },
  'POST /api/privacy/requests': {
    calls: async (w, who) => {
      const kinds = ['access', 'sharing'] as const;
      if (who.link) return Promise.all(kinds.map(async (kind) => ({ method: 'POST' as const, url: '/api/privacy/requests', payload: { kind, token: await w.freshToken(who.link!) } })));
      return session(who, ...kinds.map((kind) => ({ method: 'POST' as const, url: '/api/privacy/requests', payload: { kind } })));
    },
  },
  'GET /api/privacy/requests': { calls: (_w, who) => session(who, { method: 'GET', url: '/api/privacy/requests' }), namesNobody: 'the requests made: protocol, kind, status, dates' },
  'GET /api/privacy/requests/:protocol/export.json': {
    calls: async (w, who) => session(who, ...(await w.protocols()).map((p) => ({ method: 'GET' as const, url: `/api/privacy/requests/${p}/export.json` }))),
  },
  'GET /api/privacy/requests/:protocol/export.pdf': {
    calls: async (w, who) => session(who, ...(await w.protocols()).map((p) => ({ method: 'GET' as const, url: `/api/privacy/requests/${p}/export.pdf` }))),
  },
  'GET /api/privacy/requests/:protocol/export.zip': {
    calls: async (w, who) => session(who, ...(await w.protocols()).map((p) => ({ method: 'GET' as const, url: `/api/privacy/requests/${p}/export.zip` }))),
  },
  'GET /api/privacy/consents': { calls: (_w, who) => session(who, { method: 'GET', url: '/api/privacy/consents' }), namesNobody: "each lead's offer, dealer and consents" },
  'GET /api/v2/timeline/rental': { calls: (_w, who) => session(who, { method: 'GET', url: '/api/v2/timeline/rental?brand=fiat,jeep,peugeot,citroen' }) },
  // Anyone may ask (a seller's link is enough): every lead, under its own CPF and under the shared one.
  'GET /api/v2/timeline/rental/:cpf/:leadId': {
    calls: (w, who) =>
      w.leads.flatMap((lead) =>
        [...new Set([lead.cpf, ...w.leads.map((l) => l.cpf)])].map((cpf) => ({
          method: 'GET' as const,
          url: `/api/v2/timeline/rental/${cpf}/${lead.id}`,
          ...(who.authorization ? { headers: { authorization: who.authorization } } : {}),
        })),
      ),
  },
  'GET /api/v2/timeline/rental/:leadId/summary.pdf': {
    calls: (w, who) => session(who, ...everyLead(w, (lead) => ({ method: 'GET', url: `/api/v2/timeline/rental/${lead.id}/summary.pdf` }))),
    namesNobody: "the proposal's figures and texts",
  },
  'GET /api/v1/file/download/:service/:id': {
    calls: (w) => w.files.map((f) => ({ method: 'GET', url: `/api/v1/file/download/${f.service}/${f.id}` })),
  },
  'PUT /api/privacy/consents/:leadId/:purpose': {
    calls: (w, who) => session(who, ...everyLead(w, (lead) => ({ method: 'PUT', url: `/api/privacy/consents/${lead.id}/email`, payload: { granted: true } }))),
    namesNobody: "each lead's offer, dealer and consents",
  },
  // The seller's version 2 of my lead waits for my acceptance.
  'POST /api/v2/timeline/rental/:leadId/versions/:number/accept': {
    calls: (w, who) => session(who, ...everyLead(w, (lead) => ({ method: 'POST', url: `/api/v2/timeline/rental/${lead.id}/versions/2/accept` }))),
  },
  'PUT /api/leads/:id/status': {
    calls: (w, who) => session(who, ...everyLead(w, (lead) => ({ method: 'PUT', url: `/api/leads/${lead.id}/status`, payload: { to: 'cancelled' } }))),
  },
};

/** Routes a person can call whose answer carries no personal data (or only what the caller just sent or proved), and why. */
export const NOT_PERSONAL: Record<string, string> = {
  'GET /api/health': 'health',
  'GET /api/health/ready': 'health',
  'GET /api/health/live': 'health',
  'GET /og/offer/:file': "a published offer's preview picture: the catalogue's car and price, no person's data",
  'GET /sitemap.xml': "the public pages and the published offers' addresses",
  'GET /robots.txt': 'the crawlers\' rules, the same for everyone',
  'POST /api/auth/sign-in': 'answers the account whose password was just proven: the caller\'s own',
  'POST /api/auth/sign-up': 'answers the account just created from what the caller sent',
  'POST /api/auth/sign-out': 'answers nothing',
  'POST /api/auth/password-reset': 'the same answer whatever the e-mail',
  'POST /api/auth/password-reset/check': "answers whether the link is valid, no person's data",
  'POST /api/auth/password-reset/confirm': 'answers whether the password was set',
  'POST /api/auth/email-verification': 'answers that a link was sent to the account\'s own e-mail',
  'POST /api/auth/email-verification/confirm': "answers whether the link proved the e-mail",
  'POST /api/privacy/links': 'the same answer whether or not a lead has that CPF and e-mail',
  'POST /api/search': 'the catalogue',
  'GET /api/search': 'the catalogue',
  'GET /api/offers/bulk/:ids': 'the catalogue',
  'GET /api/offers/:offerId': 'the catalogue',
  'GET /api/offer-images/:file': "the catalogue's photos",
  'GET /api/additionals': 'the catalogue',
  'GET /api/item': 'the catalogue',
  'GET /content/:brand/:country/:language/products/:modelCode/optionals/:file': "the catalogue's texts",
  'GET /content/flua/faq.infinity.json': 'the FAQ',
  'GET /content/dam/:brand/products/:model/:version/:series/:year/page/profile-carousel/:file': "the catalogue's photos",
  'GET /content/dam/:brand/products/:model/:version/:series/:year/page/profile-carousel/:color/:image': "the catalogue's photos",
  'GET /api/city': 'IBGE cities',
  'GET /api/city/nearest': 'the nearest dealer city of a position the visitor sends; nothing is stored and the answer is public dealer data',
  'GET /api/cities': 'IBGE cities',
  'GET /api/states': 'states',
  'GET /api/dealers/rental/:dealerCode': "dealers' company data",
  'GET /api/dealers/rental': "dealers' company data",
  'GET /api/dealers/v2': "dealers' company data",
  'GET /api/dealers': "dealers' company data",
  'GET /api/rental-service/dealers': "dealers' company data",
  'GET /content/flua/components/:file': "the page components' tracking properties",
  'GET /api/suggestions': 'the catalogue',
  'GET /api/profile-simulator': 'the quiz',
  'POST /api/v2/lead': "answers the new lead's ids and its analytics token, to whoever sent it",
  'POST /api/create-rental-lead': "answers the new lead's ids and its analytics token, to whoever sent it",
  'POST /api/leads/flua/create': "answers the new lead's ids and its analytics token, to whoever sent it",
  'POST /api/leads/pj': "answers the new lead's ids, to whoever sent it",
  'POST /api/leads/pj/interest': "answers the new lead's ids, to whoever sent it",
  'POST /api/useranalytics/send': "answers the analytics just sent (their payload refuses personal data), to the holder of the lead's analytics token",
  'PUT /api/v1/leads': "answers the new version's number and prices",
  'POST /api/coupons/validate/:couponName/offer/:offerId/period/:couponPeriod': "the coupon's rules and effect",
  'GET /api/coupons/default/offer/:offerId/period/:period': "the coupon's rules",
  'GET /api/coupons/availability/:couponName/offer/:offerId': "whether the coupon is available",
  'POST /api/coupons/count': "a coupon's count of uses",
  'POST /api/employee/validate': 'yes or no, to who already holds the SAP id and the CPF (limited per address and per SAP id)',
  'POST /api/file/upload-grant': 'a grant for the caller\'s own upload',
  'POST /api/file/upload': "answers the caller's own upload (its id and name)",
  'POST /api/file/upload-bulk': "answers the caller's own uploads (their ids and names)",
};
