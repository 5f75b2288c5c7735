/** What several end-to-end specs share: the axe check and the offer admins' view of stored leads. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StoredLead } from '../../models/lead-submission';

const ADMIN = { email: 'admin@flua.example', password: 'Flua@Admin1' };

/** axe-core finds nothing serious or critical on the page as it stands. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The offer admins' view of the leads of a document (a separate API session, signed in as the demo admin). */
export async function leadsOf(request: APIRequestContext, document: string): Promise<StoredLead[]> {
  const signIn = await request.post('/api/auth/sign-in', { data: ADMIN });
  expect(signIn.ok()).toBe(true);
  const res = await request.get(`/api/admin/leads?document=${encodeURIComponent(document)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoredLead[];
}
