/**
 * Every write route (POST, PUT, PATCH, DELETE) of the app, as the fuzz suite
 * calls it: the caller that reaches its validation (not just 401/403), its
 * path with real ids, and a sample of what it reads. A write route missing
 * here fails test/server/fuzz.test.ts, which prints the entry to add.
 */
import type { FastifyInstance } from 'fastify';
import { interestLead, leadOffer, leadUpdateOf, pjLead, rentalLead } from '../../support/lead-fixtures';
import { validOfferDraft } from '../../support/offer-draft';
import { accounts, CUSTOMER_CPF, must, quotationDraft, SAME_ORIGIN, simulatorBody, type CallerName, type Cookies, type Resources } from './callers';
import type { FuzzTarget, Json } from './fuzz';

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface FuzzRoute extends FuzzTarget {
  caller: CallerName;
}

/** An upload grant for `key`, held by a visitor's upload cookie (what the lead form does before uploading). */
export async function uploadGrant(app: FastifyInstance, key: string): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/file/upload-grant', payload: { key }, headers: SAME_ORIGIN });
  must(res, 200, 'an upload grant');
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).join('; ');
  return { 'idempotency-key': key, 'upload-grant': res.json<{ grant: string }>().grant, ...(cookie ? { cookie } : {}) };
}

const CPF = '529.982.247-25';

/** The targets, keyed `METHOD url` as the app registers them. */
export function fuzzRoutes(r: Resources, upload: { single: Record<string, string>; bulk: Record<string, string> }): Record<string, FuzzRoute> {
  const lead = rentalLead() as unknown as Json;
  const leadUpdate = leadUpdateOf({ cpf: CUSTOMER_CPF, leadId: r.leadId, productLeadId: r.productLeadId }, { rentalPrice: 100_000 }) as unknown as Json;
  const quotation = quotationDraft(r.quotationCard, 'draft-fuzz-sample') as unknown as Json;
  const signUp: Json = {
    fullName: 'Ana Fuzz Prado',
    cpf: CPF,
    phone: '(11) 91234-5678',
    email: 'ana.fuzz@exemplo.example',
    password: 'Segura#2025',
    passwordConfirmation: 'Segura#2025',
  };
  return {
    'POST /api/auth/password-reset': { caller: 'visitor', path: '/api/auth/password-reset', body: { email: accounts.customer.email } },
    'POST /api/auth/password-reset/check': { caller: 'visitor', path: '/api/auth/password-reset/check', body: { token: 'a'.repeat(43) } },
    'POST /api/auth/password-reset/confirm': {
      caller: 'visitor',
      path: '/api/auth/password-reset/confirm',
      body: { token: 'a'.repeat(43), password: 'Nova#Senha2025', passwordConfirmation: 'Nova#Senha2025' },
    },
    'POST /api/auth/email-verification': { caller: 'customer', path: '/api/auth/email-verification', readsNothing: true },
    'POST /api/auth/email-verification/confirm': { caller: 'visitor', path: '/api/auth/email-verification/confirm', body: { token: 'a'.repeat(43) } },
    'POST /api/auth/sign-up': { caller: 'visitor', path: '/api/auth/sign-up', body: signUp },
    'POST /api/auth/sign-in': { caller: 'visitor', path: '/api/auth/sign-in', body: { email: accounts.customer.email, password: accounts.customer.password } },
    'POST /api/auth/sign-out': { caller: 'visitor', path: '/api/auth/sign-out', readsNothing: true },
    'POST /api/search': { caller: 'visitor', path: '/api/search', body: { brand: 'fiat', offerDenyList: ['x'], start: 0, size: 10, b2eOffer: false } },
    'POST /api/offers': { caller: 'admin', path: '/api/offers', body: { draft: validOfferDraft() } },
    'PUT /api/offers/:offerId': { caller: 'admin', path: `/api/offers/${r.offerId}`, params: [r.offerId], body: { revision: 1, draft: validOfferDraft() } },
    'PUT /api/offers/:offerId/publish': { caller: 'admin', path: `/api/offers/${r.offerId}/publish`, params: [r.offerId], body: { revision: 1 } },
    'PUT /api/offers/:offerId/unpublish': { caller: 'admin', path: `/api/offers/${r.offerId}/unpublish`, params: [r.offerId], body: { revision: 1 } },
    // DELETE reads only its id: a junk id must not remove anything (nor answer 5xx).
    'DELETE /api/offers/:offerId': { caller: 'admin', path: `/api/offers/${r.offerId}`, params: [r.offerId] },
    'POST /api/offer-images': { caller: 'admin', path: '/api/offer-images', multipart: { fileField: 'file' } },
    'DELETE /api/offer-images/:imageId': { caller: 'admin', path: '/api/offer-images/image-0001', params: ['image-0001'] },
    'PUT /api/admin/dealers/:code/settings': {
      caller: 'admin',
      path: '/api/admin/dealers/10101/settings',
      params: ['10101'],
      body: { responseHours: 8, webhookUrl: 'https://sistema.concessionaria.example/flua' },
    },
    // Reads only its dealer code: junk must make no secret (nor answer 5xx).
    'POST /api/admin/dealers/:code/webhook-secret': { caller: 'admin', path: '/api/admin/dealers/10101/webhook-secret', params: ['10101'] },
    'POST /api/quotations': { caller: 'seller', path: '/api/quotations', body: quotation },
    'POST /api/quotations/:number/send': {
      caller: 'seller',
      path: `/api/quotations/${r.quotationNumber}/send`,
      params: [r.quotationNumber],
      body: { to: 'cliente@horizonte.example', name: 'Paula' },
    },
    'POST /api/v1/leads/simulation/legal': { caller: 'seller', path: '/api/v1/leads/simulation/legal', body: simulatorBody(r.quotationCard) },
    'POST /api/v2/lead': { caller: 'visitor', path: '/api/v2/lead', body: lead },
    'POST /api/privacy/links': { caller: 'visitor', path: '/api/privacy/links', body: { cpf: CPF, email: 'maria.silva@example.com' } },
    'POST /api/privacy/requests': { caller: 'customer', path: '/api/privacy/requests', body: { kind: 'correction', details: 'Meu nome está errado.' } },
    'POST /api/admin/privacy-requests/:protocol/actions': {
      caller: 'admin',
      path: `/api/admin/privacy-requests/${r.openPrivacyProtocol}/actions`,
      body: { action: 'refuse', note: 'Sem base para corrigir.' },
    },
    'POST /api/create-rental-lead': { caller: 'visitor', path: '/api/create-rental-lead', body: lead },
    'POST /api/leads/flua/create': { caller: 'visitor', path: '/api/leads/flua/create', body: lead },
    'POST /api/leads/pj': { caller: 'visitor', path: '/api/leads/pj', body: pjLead() },
    'POST /api/useranalytics/send': {
      caller: 'visitor',
      path: '/api/useranalytics/send',
      body: { jwtToken: r.analyticsToken, type: 'OFFER_LEAD', payload: JSON.stringify({ leadId: r.leadId, offerId: leadOffer.id, period: 24, km: 1000, utm_source: 'google' }) },
    },
    'POST /api/leads/pj/interest': { caller: 'visitor', path: '/api/leads/pj/interest', body: interestLead() },
    'PUT /api/leads/:id/status': { caller: 'customer', path: `/api/leads/${r.leadId}/status`, params: [r.leadId], body: { to: 'cancelled', from: 'sent', note: 'Desisti.' } },
    'PUT /api/v1/leads': { caller: 'customer', path: '/api/v1/leads', body: leadUpdate },
    'POST /api/v2/timeline/rental/:leadId/versions/:number/accept': {
      caller: 'customer',
      path: `/api/v2/timeline/rental/${r.leadId}/versions/1/accept`,
      params: [r.leadId, '1'],
    },
    'PUT /api/privacy/consents/:leadId/:purpose': {
      caller: 'customer',
      path: `/api/privacy/consents/${r.leadId}/whatsapp`,
      params: [r.leadId, 'whatsapp'],
      body: { granted: false },
    },
    'POST /api/seller/leads/:id/edit-link': { caller: 'seller', path: `/api/seller/leads/${r.leadId}/edit-link`, params: [r.leadId] },
    'POST /api/coupons/validate/:couponName/offer/:offerId/period/:couponPeriod': {
      caller: 'visitor',
      path: `/api/coupons/validate/${r.couponName}/offer/${r.offerId}/period/24`,
      params: [r.couponName, r.offerId, '24'],
      query: { cpf: CPF },
    },
    'POST /api/coupons/count': { caller: 'visitor', path: '/api/coupons/count', query: { couponId: r.couponId, userCPF: CPF } },
    'DELETE /api/coupons/clearCPF/:cpf': { caller: 'admin', path: `/api/coupons/clearCPF/${CPF.replace(/\D/g, '')}`, params: [CPF.replace(/\D/g, '')] },
    'DELETE /api/coupons/clear/:id': { caller: 'admin', path: `/api/coupons/clear/${r.couponId}`, params: [r.couponId] },
    'DELETE /api/coupons/clear/:id/:cpf': {
      caller: 'admin',
      path: `/api/coupons/clear/${r.couponId}/${CPF.replace(/\D/g, '')}`,
      params: [r.couponId, CPF.replace(/\D/g, '')],
    },
    'POST /api/employee/validate': { caller: 'visitor', path: '/api/employee/validate', body: { sap_id: 'SAP-12345', cpf: CPF } },
    'POST /api/file/upload-grant': { caller: 'visitor', path: '/api/file/upload-grant', body: { key: 'upload-key-0001' } },
    'POST /api/file/upload': { caller: 'visitor', path: '/api/file/upload', multipart: { fileField: 'file', data: { root_path: 'leads', sub_path: 'b2e' } }, headers: upload.single },
    'POST /api/file/upload-bulk': { caller: 'visitor', path: '/api/file/upload-bulk', multipart: { fileField: 'files', data: { root_path: 'leads', sub_path: 'b2e' } }, headers: upload.bulk },
  };
}

/** The entry to add for a write route that has none (printed by the test). */
export function missingEntry(route: string): string {
  const [, url] = route.split(' ');
  const params = (url ?? '').split('/').filter((p) => p.startsWith(':'));
  return `    '${route}': { caller: '<visitor|customer|seller|admin…>', path: '${url}'${params.length ? `, params: [${params.map((p) => `'<real ${p.slice(1)}>'`).join(', ')}]` : ''}, body: { /* a valid sample body */ } },`;
}

/** Headers of a caller: its session cookie and the same-origin marks a browser sends. */
export function callerHeaders(caller: CallerName, cookies: Cookies): Record<string, string> {
  return caller === 'visitor' ? { ...SAME_ORIGIN } : { cookie: cookies[caller], ...SAME_ORIGIN };
}
