/**
 * The promise kept in sight, in Chromium against the built app and the real
 * server: the offer admin's view of the dealers' service (`/admin/atendimento`)
 * with its chart and table, the period chosen; the seller's desk with a late,
 * escalated lead listed first, its time counting on the desk's clock, and its
 * page's timeline saying 'Prazo de resposta vencido'. axe clean at 1280 and
 * 390 px. A customer reaches none of the admin's view.
 *
 * The desk's escalated lead: a lead sent through the real API, answered by the
 * real server, with its promise moved two hours into the past in the answer
 * (the server's own escalation is proven by test/server/lead-escalation.test.ts
 * and two-processes.test.ts; a browser test cannot wait out a dealer's
 * business hours).
 */
import { expect, test } from './fixtures';
import { rentalLead } from '../support/lead-fixtures';
import { checkAtBothWidths } from './helpers';
import type { SellerLeadDetail, SellerLeadSummary } from '../../models/lead/lead-desk';

const ADMIN = { email: 'admin@flua.example', password: 'Flua@Admin1' };
const SELLER = { email: 'vendedor@flua.example', password: 'Flua@Vendas1' };
const CUSTOMER = { email: 'joao@flua.example', password: 'Flua@Cliente2' };

test('a customer reaches none of the service view', async ({ page }) => {
  expect((await page.request.post('/api/auth/sign-in', { data: CUSTOMER })).status()).toBe(200);
  await page.goto('/admin/atendimento');
  await expect(page.getByTestId('access-denied')).toBeVisible();
  expect((await page.request.get('/api/admin/service')).status()).toBe(403);
});

test("the offer admin reads each dealer's service as a chart and a table, over the period chosen", async ({ page }) => {
  expect((await page.request.post('/api/auth/sign-in', { data: ADMIN })).status()).toBe(200);
  await page.goto('/admin/atendimento');
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento das concessionárias' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Últimos 30 dias' })).toBeChecked();
  const table = page.getByRole('table', { name: 'Atendimento por concessionária, últimos 30 dias' });
  await expect(table).toBeVisible();
  const api = (await (await page.request.get('/api/admin/service?days=30')).json()) as { dealers: { dealerName: string; received: number }[] };
  expect(api.dealers.length).toBeGreaterThan(0);
  await expect(table.getByRole('rowheader')).toHaveText(api.dealers.map((d) => d.dealerName));
  await expect(page.getByRole('img', { name: /Gráfico de barras/ }).getByTestId('service-chart-row')).toHaveCount(api.dealers.length);
  await checkAtBothWidths(page, 'service-30', { noOverflow: true });

  await page.getByRole('radio', { name: 'Últimos 90 dias' }).check();
  await expect(page.getByRole('table', { name: 'Atendimento por concessionária, últimos 90 dias' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Últimos 90 dias' })).toBeChecked();
});

test('the desk lists an escalated lead with the overdue ones first, its time overdue counting on, and its page says the promise ran out', async ({ page }) => {
  test.setTimeout(120_000);
  const sent = await page.request.post('/api/v2/lead', {
    data: rentalLead({ firstName: 'Renata Esperando Muito', cpf: '52998224725', email: 'renata.espera@example.com' }),
    headers: { 'Idempotency-Key': `e2e-escalated-${Date.now()}` },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  const now = Date.now();
  const late = { respondBy: new Date(now - 2 * 3_600_000).toISOString(), escalatedAt: new Date(now).toISOString(), awaitingAnswer: true };
  // The real answers, with this lead's promise two hours past and its escalation now (after it arrived).
  await page.route('**/api/seller/leads?*', async (route) => {
    const response = await route.fetch();
    const leads = (await response.json()) as SellerLeadSummary[];
    await route.fulfill({ response, json: leads.map((l) => (l.id === id ? { ...l, ...late } : l)) });
  });
  await page.route('**/api/seller/leads', async (route) => {
    const response = await route.fetch();
    const leads = (await response.json()) as SellerLeadSummary[];
    await route.fulfill({ response, json: leads.map((l) => (l.id === id ? { ...l, ...late } : l)) });
  });
  await page.route(`**/api/seller/leads/${id}`, async (route) => {
    const response = await route.fetch();
    const lead = (await response.json()) as SellerLeadDetail;
    await route.fulfill({ response, json: { ...lead, summary: { ...lead.summary, ...late } } });
  });
  await page.clock.install({ time: now });
  expect((await page.request.post('/api/auth/sign-in', { data: SELLER })).status()).toBe(200);
  await page.goto('/vendedor/leads');
  const items = page.getByTestId('desk-leads').getByRole('listitem');
  const first = items.filter({ hasText: 'Renata Esperando Muito' });
  await expect(first).toHaveCount(1);
  // Among the overdue leads (the demo's own unanswered ones, longer overdue, before it), before every lead in time.
  const texts = await items.allTextContents();
  const mine = texts.findIndex((text) => text.includes('Renata Esperando Muito'));
  expect(texts.slice(0, mine).every((text) => text.includes('Atrasado há'))).toBe(true);
  expect(texts.slice(mine + 1).findIndex((text) => text.includes('Atrasado há'))).not.toBe(0);
  await expect(first.getByTestId('desk-lead-promise')).toContainText('Atrasado há 2 h');
  await expect(first.getByTestId('desk-lead-escalated')).toHaveText('Atraso avisado à gestão');
  await checkAtBothWidths(page, 'desk-escalated', { noOverflow: true });
  // The desk's clock ticks: ten minutes on, the lead is ten minutes later, with no new read.
  await page.clock.runFor(10 * 60_000);
  // (The page's clock also runs on its own while the test works: ten minutes and the seconds the test took.)
  await expect(first.getByTestId('desk-lead-promise')).toContainText(/Atrasado há 2 h 1\d min/);

  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/vendedor/leads/${id}$`));
  const escalated = page.getByTestId('lead-timeline-escalated');
  await expect(escalated).toContainText('Prazo de resposta vencido');
  await expect(escalated).toContainText('A equipe da concessionária e a administração foram avisadas.');
  await checkAtBothWidths(page, 'lead-escalated', { noOverflow: true });
});
