/**
 * The daily digest with two real server processes on one PostgreSQL
 * (test/server/support/two-processes.ts), both sending mail to a real SMTP
 * server and both running the digest's job every second from hour 0: the
 * dealer's seller gets one digest for the day, not two, and the day is
 * claimed once. The demo seed (SEED_DEMO=true) holds a lead of dealer 10101
 * nobody has moved yet; a lead sent through one process while they run joins
 * no second digest that day.
 *
 * Needs a real PostgreSQL (DATABASE_URL): PGlite is one process's database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { rentalLead } from '../support/lead-fixtures';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { Client, createOwnDatabase, startServerProcess, type ServerProcess } from './support/two-processes';

const serverUrl = process.env.DATABASE_URL;
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;

if (!serverUrl) console.info('lead digest with two server processes: skipped, DATABASE_URL is not set');

describe.skipIf(!serverUrl)('the daily digest with two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
  let dataDir = '';
  let servers: ServerProcess[] = [];
  let smtp: TestSmtpServer | undefined;
  let sql: pg.Pool | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createOwnDatabase(serverUrl!);
    dataDir = mkdtempSync(join(tmpdir(), 'flua-digest-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-dist'),
      SEED_DEMO: 'true',
      TEST_PASSWORD_HASHING: 'true',
      LEAD_AUTHORIZATION_SECRET: '',
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '200',
      // Due all day, looked at every second by each process.
      LEAD_DIGEST_HOUR: '0',
      LEAD_DIGEST_INTERVAL_MS: '1000',
    };
    const started = await Promise.allSettled([startServerProcess('a', env), startServerProcess('b', env)]);
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sql?.end();
    await database?.drop();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const digestsTo = (address: string) => smtp!.received.filter((m) => m.to.includes(address) && m.subject.includes('primeiro contato'));

  it('sends the seller one digest for the day, however many processes look', async () => {
    // A new lead through one process while both look.
    const lead = await new Client(servers[0]!.url, '127.0.0.1').request('POST', '/api/v2/lead', {
      json: rentalLead({ email: 'digest.dois.processos@example.com' }),
      headers: { 'idempotency-key': `digest-two-${randomUUID()}` },
    });
    expect(lead.status).toBe(201);
    const deadline = Date.now() + 20_000;
    while (digestsTo(seller.email).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(digestsTo(seller.email), servers.map((s) => s.output()).join('\n')).toHaveLength(1);
    // Several more looks of each process: still one.
    await new Promise((r) => setTimeout(r, 4000));
    expect(digestsTo(seller.email)).toHaveLength(1);
    const claims = await sql!.query<{ dealer_code: string; n: string }>('SELECT dealer_code, count(*) AS n FROM lead_digests GROUP BY dealer_code');
    expect(claims.rows).toEqual([{ dealer_code: '10101', n: '1' }]);
    const outbox = await sql!.query<{ n: string }>(`SELECT count(*) AS n FROM mail_outbox WHERE kind = 'leadDigest'`);
    expect(outbox.rows[0]!.n).toBe('1');
  }, 60_000);
});
