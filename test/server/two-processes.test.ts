/**
 * Two server processes on one PostgreSQL behind a round-robin load balancer
 * (test/server/support/two-processes.ts): what one process counts, stores or
 * changes, the other sees at once. Limits (sign-in attempts per address, a
 * once-per-CPF coupon) are counted across both; an Idempotency-Key replayed
 * through the other process answers the first answer and stores one lead;
 * a session made by one works on the other, and its sign-out ends it on
 * both; a document uploaded through one (with the upload grant the other
 * issued) is downloaded through the other; a seller's edit link signed by
 * one opens the lead on both; an offer admin's publish and unpublish through
 * one are seen by the searches of both at once, and so is a write to the
 * catalogue made by neither (each hears of it through PostgreSQL's NOTIFY).
 *
 * Needs a real PostgreSQL (DATABASE_URL): PGlite is one process's database.
 * Both processes start together on an empty database of the test's own
 * (migrations and demo seed taken in turns), and serve every test of the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfferPaths } from '../../models/offer-admin/admin-offers';
import type { SearchResponse } from '../../models/showcase/api';
import { fileDownloadPath, UPLOAD_GRANT_HEADER, UPLOAD_GRANT_PATH, type UploadedFile } from '../../models/documents/files';
import { couponTermsOf, leadSelectionOf, priceLead } from '../../models/lead/lead-pricing';
import type { Lead } from '../../models/lead/lead';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoCoupons } from '../../server/demo/demo-catalogue';
import { DEFAULT_LEAD_LIMITS } from '../../server/leads/lead-limits';
import { cpfCheckDigits } from '../../models/common/validators';
import { files, leadOffer, multipartBody, rentalLead } from '../support/lead-fixtures';
import { Client, createOwnDatabase, startRoundRobin, startServerProcess, type RoundRobin, type ServerProcess } from './support/two-processes';

const serverUrl = process.env.DATABASE_URL;
const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const customer = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const LEAD_PATH = '/api/v2/lead';

// Said where the run's log shows it, not only in the skipped suite's name.
if (!serverUrl) console.info('two server processes: skipped, DATABASE_URL is not set (PGlite is one process’s database)');

describe.skipIf(!serverUrl)(
  serverUrl ? 'two server processes on one PostgreSQL behind a round-robin' : 'two server processes (skipped: DATABASE_URL is not set, and PGlite is one process’s database)',
  () => {
    let database: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
    let dataDir = '';
    let servers: ServerProcess[] = [];
    let balancer: RoundRobin | undefined;
    let sql: pg.Pool | undefined;
    let nextAddress = 10;
    /** A browser of its own: its own loopback address (so its own client to per-address limits and keys), its own cookies. */
    const newClient = () => new Client(balancer!.url, `127.0.0.${nextAddress++}`);
    const count = async (query: string, params: unknown[]) => Number((await sql!.query<{ n: string }>(query, params)).rows[0]!.n);

    beforeAll(async () => {
      database = await createOwnDatabase(serverUrl!);
      // The processes' shared folder (uploaded documents), as a shared volume in a deployment.
      dataDir = mkdtempSync(join(tmpdir(), 'flua-two-'));
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-dist'),
        // The demo catalogue and accounts (an offer admin, a customer) into the test's empty database.
        SEED_DEMO: 'true',
        TEST_PASSWORD_HASHING: 'true',
        // Behind the balancer: its X-Forwarded-For names the client.
        TRUST_PROXY: '1',
        // No secret given: each process reads the ones kept in the database (server_secrets).
        LEAD_AUTHORIZATION_SECRET: '',
        // Both look for late leads every second (server/jobs/escalation.ts): each lead is escalated by one of them.
        ESCALATION_INTERVAL_MS: '1000',
      };
      // Started together: the migrations and the seed are taken in turns.
      const started = await Promise.allSettled([startServerProcess('a', env), startServerProcess('b', env)]);
      servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      console.info(`two processes ready in ${servers.map((s) => `${s.name} ${(s.readyAfterMs / 1000).toFixed(1)} s`).join(', ')}`);
      balancer = await startRoundRobin(servers);
      sql = new pg.Pool({ connectionString: database.url, max: 2 });
    }, 120_000);

    afterAll(async () => {
      await balancer?.close();
      await Promise.all(servers.map((s) => s.stop()));
      await sql?.end();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    /** Sends requests one after the other until each process has answered one; the answers in order. */
    async function throughBoth<T extends { servedBy: string }>(send: () => Promise<T>): Promise<T[]> {
      const answers = [await send(), await send()];
      expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(servers.map((s) => s.name)));
      return answers;
    }

    it('both processes started together on the empty database: one schema, one demo seed', async () => {
      expect(await count('SELECT count(*) AS n FROM users WHERE email = $1', [admin.email])).toBe(1);
      expect(await count('SELECT count(*) AS n FROM offers WHERE id = $1', [leadOffer.id])).toBe(1);
      const health = await throughBoth(() => newClient().request('GET', '/api/health/ready'));
      expect(health.map((h) => h.status)).toEqual([200, 200]);
    });

    it('escalates a late lead once with both processes looking for late leads every second', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        // A CPF of its own per lead (one CPF's leads a day are limited).
        const base = String(500_000_000 + i * 7919).padStart(9, '0');
        const cpf = `${base}${cpfCheckDigits(base)}`;
        const sent = await newClient().request('POST', LEAD_PATH, { json: rentalLead({ cpf, email: `atrasada.${i}@example.com` }), headers: { 'idempotency-key': `late-${randomUUID()}` } });
        expect(sent.status, sent.body.toString()).toBe(201);
        ids.push(sent.json<{ id: string }>().id);
      }
      await sql!.query(`UPDATE leads SET respond_by = now() - interval '1 minute' WHERE id = ANY($1::text[])`, [ids]);
      await expect
        .poll(() => count('SELECT count(*) AS n FROM leads WHERE id = ANY($1::text[]) AND escalated_at IS NOT NULL', [ids]), { timeout: 20_000, interval: 250 })
        .toBe(ids.length);
      // Three more seconds: each process has run again, and found nothing more to do.
      await new Promise((done) => setTimeout(done, 3000));
      // One message to the dealer's seller and one to the offer admin per lead, never two.
      const sent = await sql!.query<{ lead_id: string; kind: string; recipient: string; n: string }>(
        `SELECT lead_id, kind, recipient, count(*) AS n FROM mail_outbox WHERE lead_id = ANY($1::text[]) AND kind LIKE 'leadOverdue%' GROUP BY 1, 2, 3`,
        [ids],
      );
      expect(sent.rows.map((r) => Number(r.n))).toEqual(Array.from({ length: ids.length * 2 }, () => 1));
      expect(new Set(sent.rows.map((r) => r.recipient))).toEqual(new Set([seller.email, admin.email]));
    });

    it('counts one address’s wrong passwords across both processes: the limit holds on either', async () => {
      const guesser = newClient();
      const wrong = (n: number) => guesser.request('POST', '/api/auth/sign-in', { json: { email: `nobody.${n}@example.com`, password: 'errada-123' } });
      const served = new Set<string>();
      // 20 wrong passwords in the window (spread over both processes) are the address's limit.
      for (let n = 0; n < 20; n++) {
        const res = await wrong(n);
        expect(res.status).toBe(401);
        served.add(res.servedBy);
      }
      expect(served.size).toBe(2);
      // Whichever process answers next, the address waits; even its correct password is not checked.
      const after = await throughBoth(() => wrong(99));
      expect(after.map((r) => r.status)).toEqual([429, 429]);
      const correct = await guesser.request('POST', '/api/auth/sign-in', { json: { email: customer.email, password: customer.password } });
      expect(correct.status).toBe(429);
      // Another address signs in as usual.
      expect((await newClient().request('POST', '/api/auth/sign-in', { json: { email: customer.email, password: customer.password } })).status).toBe(200);
    });

    it('counts a once-per-CPF coupon across both processes, parallel leads included', async () => {
      const coupon = demoCoupons.find((c) => c.name === 'UMPORCPF')!;
      /** A lead using the coupon, priced as the server prices it. */
      const leadWith = (cpf: string): Lead => {
        const base = rentalLead({ cpf, email: `cupom.${cpf}@example.com` });
        const selection = leadSelectionOf({ period: base.period, km: base.km, relatedProducts: base.relatedProduct, additionals: base.additionals, initialPayment: 0 });
        const priced = priceLead(leadOffer, selection, couponTermsOf(coupon));
        if (!priced.ok) throw new Error('the coupon does not price the lead');
        const rentalPrice = priced.value.monthlyPrice;
        return {
          ...base,
          rentalPrice,
          rental_payment_information: {
            initialPaymentAmount: 0,
            initialPaymentPercentage: 0,
            discountAmount: 0,
            discountPercentage: 0,
            monthlyInstallments: base.period,
            monthlyPaymentAmount: rentalPrice,
            coupon: { locaviaCode: coupon.locaviaCode, name: coupon.name, description: coupon.description, type: coupon.type, discountAmount: coupon.discountAmount, limitedKind: coupon.limitedKind },
          },
        };
      };
      const send = (client: Client, lead: Lead) => client.request('POST', LEAD_PATH, { json: lead, headers: { 'idempotency-key': randomUUID() } });
      const usages = (cpf: string) => count('SELECT count(*) AS n FROM coupon_usages WHERE coupon_name = $1 AND cpf = $2', [coupon.name, cpf]);

      // One after the other: used through one process, refused through the other.
      const first = await throughBoth(() => send(newClient(), leadWith('46821357919')));
      expect(first.map((r) => r.status)).toEqual([201, 409]);
      expect(first[1]!.json()).toMatchObject({ error: { code: 'coupon_limit_cpf' } });
      expect(await usages('46821357919')).toBe(1);

      // At the same time, one lead on each process: one wins, the other is refused.
      const parallel = await Promise.all([send(newClient(), leadWith('27548438923')), send(newClient(), leadWith('27548438923'))]);
      expect(new Set(parallel.map((r) => r.servedBy)).size).toBe(2);
      expect(parallel.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await usages('27548438923')).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM leads WHERE body->>'email' = $1`, ['cupom.27548438923@example.com'])).toBe(1);
    });

    it('counts one address’s leads across both processes, all sent at once: exactly the hourly limit', async () => {
      const flooder = newClient();
      const cpf = (i: number) => {
        const base = `81${String(i).padStart(7, '0')}`;
        return `${base}${cpfCheckDigits(base)}`;
      };
      const answers = await Promise.all(
        Array.from({ length: DEFAULT_LEAD_LIMITS.perAddress.max + 5 }, (_, i) =>
          flooder.request('POST', LEAD_PATH, { json: rentalLead({ cpf: cpf(i), email: `enxurrada.${i}@example.com` }), headers: { 'idempotency-key': randomUUID() } }),
        ),
      );
      expect(new Set(answers.map((a) => a.servedBy)).size).toBe(2);
      expect(answers.filter((a) => a.status === 201)).toHaveLength(DEFAULT_LEAD_LIMITS.perAddress.max);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
      expect(await count(`SELECT count(*) AS n FROM leads WHERE body->>'email' LIKE 'enxurrada.%'`, [])).toBe(DEFAULT_LEAD_LIMITS.perAddress.max);
    });

    it('replays an Idempotency-Key through the other process: the first answer, one lead', async () => {
      const client = newClient();
      const email = `idem.${randomUUID()}@example.com`;
      const key = randomUUID();
      const send = () => client.request('POST', LEAD_PATH, { json: rentalLead({ email }), headers: { 'idempotency-key': key } });
      const [first, replay] = await throughBoth(send);
      expect(first!.status).toBe(201);
      expect(first!.headers['idempotent-replayed']).toBeUndefined();
      expect(replay!.status).toBe(201);
      expect(replay!.headers['idempotent-replayed']).toBe('true');
      expect(replay!.json()).toEqual(first!.json());
      expect(await count(`SELECT count(*) AS n FROM leads WHERE body->>'email' = $1`, [email])).toBe(1);

      // The same key sent to both processes at once: one lead, both answers alike.
      const racing = `race.${randomUUID()}@example.com`;
      const raceKey = randomUUID();
      const race = () => client.request('POST', LEAD_PATH, { json: rentalLead({ email: racing }), headers: { 'idempotency-key': raceKey } });
      const both = await Promise.all([race(), race()]);
      expect(new Set(both.map((r) => r.servedBy)).size).toBe(2);
      expect(both.map((r) => r.status)).toEqual([201, 201]);
      expect(both[0].json()).toEqual(both[1].json());
      expect(await count(`SELECT count(*) AS n FROM leads WHERE body->>'email' = $1`, [racing])).toBe(1);
    });

    it('a session made by one process works on the other, and signing out through one ends it on both', async () => {
      const browser = newClient();
      const signIn = await browser.request('POST', '/api/auth/sign-in', { json: { email: customer.email, password: customer.password } });
      expect(signIn.status).toBe(200);
      const session = browser.cookie('flua_session');
      expect(session).toBeDefined();
      const me = await throughBoth(() => browser.request('GET', '/api/auth/me'));
      expect(me.map((r) => r.status)).toEqual([200, 200]);
      expect(me.map((r) => r.json<{ emails: string[] }>().emails)).toEqual([[customer.email], [customer.email]]);

      const signOut = await browser.request('POST', '/api/auth/sign-out');
      expect(signOut.status).toBe(204);
      expect(browser.cookie('flua_session')).toBeUndefined();
      // The old cookie, sent again, is no session on either process.
      browser.setCookie('flua_session', session!);
      const after = await throughBoth(() => browser.request('GET', '/api/auth/me'));
      expect(after.map((r) => r.status)).toEqual([401, 401]);
    });

    it('a document uploaded through one process (granted by the other) is downloaded through the other', async () => {
      const browser = newClient();
      const key = randomUUID();
      const grant = await browser.request('POST', UPLOAD_GRANT_PATH, { json: { key } });
      expect(grant.status).toBe(200);
      const document = Buffer.concat([files.pdf, Buffer.from(`%${randomUUID()}\n`)]);
      const body = multipartBody([{ name: 'cnh.pdf', data: document, type: 'application/pdf' }]);
      const upload = await browser.request('POST', '/api/file/upload', {
        body: body.payload,
        headers: { ...body.headers, 'idempotency-key': key, [UPLOAD_GRANT_HEADER]: grant.json<{ grant: string }>().grant },
      });
      expect(upload.status).toBe(201);
      expect(upload.servedBy).not.toBe(grant.servedBy);
      const [file] = upload.json<UploadedFile[]>();

      const downloads = await throughBoth(() => browser.request('GET', fileDownloadPath(file!)));
      for (const d of downloads) {
        expect(d.status).toBe(200);
        expect(d.body.equals(document)).toBe(true);
      }
      // Another browser is refused by both.
      const stranger = newClient();
      const refused = await throughBoth(() => stranger.request('GET', fileDownloadPath(file!)));
      expect(refused.map((r) => r.status)).toEqual([403, 403]);
    });

    it('a seller’s edit link signed by one process opens the lead’s timeline on both (one secret, kept in the database)', async () => {
      const customerBrowser = newClient();
      const sent = await customerBrowser.request('POST', LEAD_PATH, { json: rentalLead({ email: `link.${randomUUID()}@example.com` }), headers: { 'idempotency-key': randomUUID() } });
      expect(sent.status).toBe(201);
      const leadId = sent.json<{ id: string }>().id;
      const sellerBrowser = newClient();
      expect((await sellerBrowser.request('POST', '/api/auth/sign-in', { json: { email: seller.email, password: seller.password } })).status).toBe(200);
      const link = await sellerBrowser.request('POST', `/api/seller/leads/${leadId}/edit-link`);
      expect(link.status).toBe(200);
      const { authorization } = link.json<{ authorization: string }>();
      const visitor = newClient();
      const opened = await throughBoth(() => visitor.request('GET', `/api/v2/timeline/rental/52998224725/${leadId}?brand=fiat`, { headers: { authorization } }));
      expect(opened.map((r) => r.status)).toEqual([200, 200]);
      expect(opened.map((r) => r.json<{ leadId: string }>().leadId)).toEqual([leadId, leadId]);
    });

    it('an offer admin’s unpublish and publish through one process are seen at once by searches through both', async () => {
      const search = (client: Client) => client.request('POST', '/api/search', { json: { brand: leadOffer.brand, size: 500 } });
      const found = (res: { json<T>(): T }) => res.json<SearchResponse>().hits.hit.some((h) => h.id === leadOffer.id);
      const visitor = newClient();
      // Both processes have the answer in their search cache.
      for (const res of await throughBoth(() => search(visitor))) expect(found(res)).toBe(true);
      for (const res of await throughBoth(() => search(visitor))) expect(found(res)).toBe(true);

      const offerAdmin = newClient();
      expect((await offerAdmin.request('POST', '/api/auth/sign-in', { json: { email: admin.email, password: admin.password } })).status).toBe(200);
      expect((await offerAdmin.request('PUT', adminOfferPaths.unpublish(leadOffer.id), { json: {} })).status).toBe(200);
      for (const res of await throughBoth(() => search(visitor))) expect(found(res)).toBe(false);
      for (const res of await throughBoth(() => visitor.request('GET', `/api/offers/${leadOffer.id}`))) expect(res.status).toBe(404);

      expect((await offerAdmin.request('PUT', adminOfferPaths.publish(leadOffer.id), { json: {} })).status).toBe(200);
      for (const res of await throughBoth(() => search(visitor))) expect(found(res)).toBe(true);
      for (const res of await throughBoth(() => visitor.request('GET', `/api/offers/${leadOffer.id}`))) expect(res.status).toBe(200);
    });

    it('a catalogue write made by neither process (another client of the database) is seen by the showcase’s GET through both once its NOTIFY arrives', async () => {
      // The showcase's search (card view, GET): each process keeps the catalogue version in memory and hears of writes by NOTIFY.
      const q = encodeURIComponent(JSON.stringify({ brand: leadOffer.brand, size: 500, view: 'card' }));
      const search = (client: Client) => client.request('GET', `/api/search?q=${q}`);
      const found = (res: { json<T>(): T }) => res.json<SearchResponse>().hits.hit.some((h) => h.id === leadOffer.id);
      const visitor = newClient();
      for (const res of await throughBoth(() => search(visitor))) expect(found(res)).toBe(true);
      for (const res of await throughBoth(() => search(visitor))) expect(found(res)).toBe(true);

      // Each process hears the write on its listening connection, a moment after the commit (never before it):
      // until then it may still answer from the version it knew.
      const foundThroughBoth = async () => (await throughBoth(() => search(visitor))).map(found);
      await sql!.query('UPDATE offers SET released = false WHERE id = $1', [leadOffer.id]);
      await expect.poll(foundThroughBoth, { timeout: 10_000 }).toEqual([false, false]);
      await sql!.query('UPDATE offers SET released = true WHERE id = $1', [leadOffer.id]);
      await expect.poll(foundThroughBoth, { timeout: 10_000 }).toEqual([true, true]);
    });
  },
);
