/** What several end-to-end specs share: the axe check, the offer admins' view of stored leads and of the mail outbox, the mailbox, and steps of the lead form. */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type test } from './fixtures';
import { startSmtpServer, type TestSmtpServer } from '../server/support/smtp';
import type { AdminMessage } from '../../models/quotation/fleet-quotation';
import type { CouponDefinition } from '../../models/coupon/coupon';
import type { Lead } from '../../models/lead/lead';
import { couponTermsOf } from '../../models/lead/lead-pricing';
import { leadAdditionals, leadMonthlyPrice, leadRelatedProducts } from '../../models/lead/lead-form';
import { detailsPrice, initialConfiguration } from '../../models/pricing/offer-details';
import { leadOffer, rentalLead, saoPauloFiatDealer } from '../support/lead-fixtures';
import type { StoredLead } from '../../models/lead/lead-submission';

export const ADMIN = { email: 'admin@flua.example', password: 'Flua@Admin1' };

/** axe-core's browser build, the one @axe-core/playwright injects. */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core finds nothing serious or critical on the page as it stands. All of axe's default rules, run by `axe.run`
 * in the page, injected once per document (what AxeBuilder's legacy mode does): AxeBuilder's default mode finishes
 * every run in a new blank page, which took seconds per check. The site has no frames, and a page with one fails here
 * rather than going half-checked.
 */
export async function expectNoSeriousViolations(page: Page) {
  expect(page.frames(), 'the page has no frames for axe to miss').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
}

/**
 * A screenshot for a person to look at, saved as `<E2E_SHOTS_DIR>/<name>.png` only when E2E_SHOTS_DIR is set
 * (e.g. `E2E_SHOTS_DIR=/tmp/shots npx playwright test …`). It proves nothing, so the suite's runs skip it: the
 * screenshot comparisons are `toHaveScreenshot` (screens.spec.ts).
 */
export async function saveShot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = `${dir}/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
}

/**
 * A page as a person sees it at 1280 and at 390 px: axe finds nothing serious at either width (and, with
 * `noOverflow`, nothing wider than the phone), and a screenshot of each is saved for a person to look at
 * (`saveShot`). The page is left at 1280 px.
 */
export async function checkAtBothWidths(page: Page, name: string, options: { noOverflow?: boolean } = {}): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    if (options.noOverflow) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await saveShot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Waits for what the page shows once the client has given up on a failing call, without waiting out its retries
 * (services/http.ts: 1 s, 2 s, 4 s apart): the page's clock jumps over each backoff. The page must have run
 * `page.clock.install()` before it loaded.
 */
export async function expectAfterRetries(page: Page, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(4000);
    await expect(shown).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 20_000 });
}

/** The offer admins' view of the leads of a document (a separate API session, signed in as the demo admin). */
export async function leadsOf(request: APIRequestContext, document: string): Promise<StoredLead[]> {
  const signIn = await request.post('/api/auth/sign-in', { data: ADMIN });
  expect(signIn.ok()).toBe(true);
  const res = await request.get(`/api/admin/leads?document=${encodeURIComponent(document)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoredLead[];
}

/**
 * The offer admins' view of the mail outbox (a separate API session, signed in as the demo admin): every message
 * written, sent or not (a message whose link acts for its recipient comes without its body). A message is written in
 * the same transaction as what it reports, so once the page has its answer, the outbox is complete: no waiting for
 * the sender.
 */
export async function outboxMessages(request: APIRequestContext, kind?: string): Promise<AdminMessage[]> {
  const signIn = await request.post('/api/auth/sign-in', { data: ADMIN });
  expect(signIn.ok()).toBe(true);
  const res = await request.get(`/api/admin/messages?limit=200${kind ? `&kind=${encodeURIComponent(kind)}` : ''}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as AdminMessage[];
}

/**
 * The worker's mailbox for one spec file: a real SMTP server on `site.smtpPort` (where the e2e server delivers its
 * mail) from before the file's first test to after its last. A link that acts for someone (a proof of e-mail, a
 * privacy request's link) is read as its owner reads it, from the mail they receive: no staff view shows it.
 */
export function specMailbox(t: typeof test): () => TestSmtpServer {
  let smtp: TestSmtpServer | undefined;
  t.beforeAll(async ({ site }) => {
    smtp = await startSmtpServer({ port: site.smtpPort });
  });
  t.afterAll(async () => {
    await smtp?.close();
  });
  return () => {
    if (!smtp) throw new Error('the mailbox is open only while the spec file runs');
    return smtp;
  };
}

/** The newest message received for `email` whose text has the line `label: <link>`: that link's path and query, for `page.goto`. */
export async function mailedLink(mailbox: TestSmtpServer, email: string, label: string): Promise<string> {
  const line = new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\S+)`);
  const find = () => mailbox.received.filter((m) => m.to.includes(email) && line.test(m.text)).at(-1);
  await expect.poll(() => find() !== undefined, { message: `a message to ${email} with '${label}'`, timeout: 20_000 }).toBe(true);
  const url = new URL(line.exec(find()!.text)![1]!);
  return url.pathname + url.search;
}

/** The newest e-mail verification link mailed to this address; its path and query, for `page.goto`. */
export function verificationLinkOf(mailbox: TestSmtpServer, email: string): Promise<string> {
  return mailedLink(mailbox, email, 'Confirmar e-mail');
}

/** Proves the e-mail of an account that just signed up, with the link it was mailed (through the API, as the page does). */
export async function verifyEmailOf(request: APIRequestContext, mailbox: TestSmtpServer, email: string): Promise<void> {
  const link = new URL(await verificationLinkOf(mailbox, email), 'http://site.invalid');
  const res = await request.post('/api/auth/email-verification/confirm', { data: { token: link.searchParams.get('token') } });
  expect(res.status(), await res.text()).toBe(204);
}

const SAO_PAULO = { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308', cityName: 'São Paulo' };

/** Visitors who already chose their city (the showcase remembers it). */
export async function rememberSaoPaulo(page: Page) {
  await page.addInitScript((location) => window.localStorage.setItem('FLUA_LOCATION', JSON.stringify(location)), SAO_PAULO);
}

/** Chooses a dealer of the remembered city in the lead form's dealer selector. */
export async function chooseDealer(page: Page, name: string) {
  await page.getByRole('button', { name: 'Escolha aqui a sua concessionária' }).click();
  const modal = page.getByTestId('dealer-modal');
  await modal.getByRole('searchbox', { name: 'Buscar concessionária' }).fill(name.slice(0, 5));
  await modal.getByRole('radio', { name }).click();
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('dealer-selected')).toContainText(name);
}

/** The lead step's success modal. */
export const successModal = (page: Page) => page.getByRole('dialog', { name: 'SUA MENSAGEM FOI ENVIADA!' });

/** A browser context signed in (through the API) as this account. */
export async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<BrowserContext> {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/sign-in', { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

/** A customer's lead for the Mobi at Paulista Motores: the plan, colour and plate ending given, priced as the details page prices them. */
export function mobiLead(
  customer: { name: string; cpf: string; email: string },
  period: number,
  km: number,
  colourCode: string,
  plate: number,
  coupon: CouponDefinition | null = null,
): Lead {
  const plateItem = leadOffer.additionalItemsList.find((a) => a.type === 'PLATE_NUMBER_ENDING')!;
  const colorId = leadOffer.colors.find((c) => c.code === colourCode)!.colorId;
  const config = initialConfiguration(leadOffer, { period, km, colorId, additionalIds: [plateItem.id], plateNumber: plate, initialPayment: 0 });
  const rentalPrice = leadMonthlyPrice(detailsPrice(leadOffer, config, couponTermsOf(coupon)));
  return rentalLead({
    firstName: customer.name,
    cpf: customer.cpf,
    email: customer.email,
    phone: '(31) 99123-4567',
    dealersCode: saoPauloFiatDealer.id,
    period: config.period,
    km: config.km,
    rentalPrice,
    relatedProduct: leadRelatedProducts(leadOffer, config),
    additionals: leadAdditionals(leadOffer, config),
    // A coupon, as the details page sends the one applied.
    ...(coupon
      ? {
          rental_payment_information: {
            initialPaymentAmount: 0,
            initialPaymentPercentage: 0,
            discountAmount: 0,
            discountPercentage: 0,
            monthlyInstallments: config.period,
            monthlyPaymentAmount: rentalPrice,
            coupon: { locaviaCode: coupon.locaviaCode, name: coupon.name, description: coupon.description, type: coupon.type, discountAmount: coupon.discountAmount, limitedKind: coupon.limitedKind },
          },
        }
      : {}),
  });
}

/** Sends a lead through the real lead API in this context (signed in or not); its id. */
export async function sendLead(context: BrowserContext, lead: Lead, key: string): Promise<string> {
  const sent = await context.request.post('/api/v2/lead', { data: lead, headers: { 'Idempotency-Key': `${key}-${Date.now()}` } });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

/**
 * The search a request sent, or null when it is not the search: the
 * showcase sends it as a GET with the request in the address (`q`), other
 * callers as a POST body.
 */
export function searchOf(request: { url(): string; method(): string; postDataJSON(): unknown }): Record<string, any> | null {
  const url = new URL(request.url());
  if (url.pathname !== '/api/search') return null;
  if (request.method() === 'GET') return JSON.parse(url.searchParams.get('q') ?? 'null') as Record<string, any> | null;
  return request.postDataJSON() as Record<string, any> | null;
}
