/**
 * The lead an edit opens: a seller's link is read signed in as a seller,
 * with the link's authorization; opened with an account that is not a
 * seller's, it is not read at all and the page says whose link it is.
 */
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../models/account/auth';
import { leadUpdateLabels } from '../../models/labels/lead-update';
import { loadLeadToEdit } from '../../machines/lead-update/lead-update.actors';
import type { SessionRef } from '../../machines/session/session.machine';
import { createApi } from '../../services/api';
import { EDIT_CPF, sellerRequest, storedLead } from './lead-update.paths';
import { sellerLeadDetail } from './seller-lead.paths';

const config = { brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'site-ofertas/fiat' } as const;
const person: SessionUser = { id: 'u1', name: 'Pessoa', cpf: '52998224725', phone: '11988887777', emails: ['p@exemplo.example'], certified: false, emailVerified: true, roles: ['customer'], sellerId: null, dealerCode: null };
const seller: SessionUser = { ...person, id: 's1', roles: ['seller'], sellerId: 'VEND-0001', dealerCode: '10101' };

function setUp(user: SessionUser | null) {
  const calls: { url: string; init: RequestInit }[] = [];
  const api = createApi(config, (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    // The seller's own view of the lead (its CPF), then the lead read with the link.
    const answer = url.startsWith('/api/seller/leads/')
      ? { ...sellerLeadDetail, summary: { ...sellerLeadDetail.summary, id: sellerRequest.leadId, document: EDIT_CPF } }
      : { ...storedLead, offerId: sellerRequest.offerId };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch);
  const session = { getSnapshot: () => ({ context: { user } }) } as unknown as SessionRef;
  return { api, session, calls };
}

describe('loadLeadToEdit, a seller’s link', () => {
  it('signed in as a seller: asks the server for the lead’s CPF (the link carries none), then reads the lead with the link’s authorization', async () => {
    const { api, session, calls } = setUp(seller);
    expect(sellerRequest.cpf).toBeNull();
    expect((await loadLeadToEdit(api, session, sellerRequest)).leadId).toBe(storedLead.leadId);
    expect(calls.map((c) => c.url)).toEqual([`/api/seller/leads/${sellerRequest.leadId}`, `/api/v2/timeline/rental/${EDIT_CPF}/${sellerRequest.leadId}?brand=fiat`]);
    expect(new Headers(calls[1]!.init.headers).get('authorization')).toBe(sellerRequest.authorization);
  });

  it('signed in with an account that is not a seller’s: reads nothing and says the link is a seller’s', async () => {
    const { api, session, calls } = setUp(person);
    await expect(loadLeadToEdit(api, session, sellerRequest)).rejects.toThrow(leadUpdateLabels.sellerLinkOnly);
    expect(calls).toEqual([]);
  });
});
