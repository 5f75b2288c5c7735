/**
 * `npm start`: one process serving the built SPA and the API on PORT (3000),
 * listening on HOST (default 127.0.0.1, this machine only; `HOST=0.0.0.0`
 * for every interface, as a deployment behind a load balancer needs),
 * on PGlite under DATA_DIR (./data) or PostgreSQL when DATABASE_URL is set.
 * An empty database is seeded with the demo catalogue (unless SEED_DEMO=false).
 * The demo accounts, whose passwords are public, are seeded only into the
 * embedded database, or into a DATABASE_URL database when SEED_DEMO=true is
 * set explicitly; never into a real database by default.
 *
 * COOKIE_SECURE=true|false forces the session cookie's Secure flag (default:
 * decided per request, see server/http/cookies.ts). TRUST_PROXY (default
 * false) is Fastify's trustProxy: set it to the load balancer's address or
 * hop count so the per-address sign-in limit sees real client addresses.
 *
 * Mail: SMTP_URL (e.g. smtp://user:pass@mail.example:587) makes this process
 * send the outbox's messages (the mail plugin's sender loop, server/plugins/mail.ts
 * over server/mail/sender.ts); without it they wait in
 * the outbox. MAIL_FROM is the From header (default "Flua!"
 * <nao-responda@flua.example>); PUBLIC_URL is the site's address used in the
 * messages' links (default http://localhost:PORT); MAIL_POLL_MS how often the
 * outbox is looked at (default 2000); MAIL_RETRY_MS the wait before retrying a
 * failed send (default 30000, doubling up to an hour).
 *
 * Dealer webhooks: every process delivers them (server/webhooks/); WEBHOOK_POLL_MS
 * how often their outbox is looked at (default 2000), WEBHOOK_RETRY_MS the wait
 * before retrying a delivery not acknowledged (default 30000, doubling up to an hour).
 *
 * Offer photos: S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX) keeps their files in an
 * S3-compatible object store; unset, in the database
 * (server/admin/offer-image-store.ts).
 *
 * A PostgreSQL restart does not end the process: requests meanwhile answer
 * 503 (pt-BR), /api/health/live stays 200, /api/health/ready says 503, and the
 * service answers again as soon as the database is back. At start, a database
 * not yet up is waited for (START_WAIT_MS, default 60000).
 *
 * Partnerships: PARTNERSHIP_KEYS is a JSON object of partner name to its
 * key (32 bytes, base64 or base64url) or list of keys, e.g.
 * {"clube-exemplo":"<key>"} (server/partnerships/partner-tokens.ts); unset,
 * the demo's partner with its public key where the demo accounts are
 * seeded, else none. LEAD_CLIENT_ID and LEAD_CLIENT_SECRET (both or neither)
 * are written into the page's meta tags and required of every v2 lead
 * (server/leads/lead-client.ts). A malformed value of either stops the start.
 *
 * Lead digest: LEAD_DIGEST_HOUR (0–23, São Paulo; default 8) is the hour from
which each day's digest of the leads waiting for a first move goes to each
dealer's sellers; LEAD_DIGEST_INTERVAL_MS (default 900000) how often the job
looks. Once per dealer and day, whatever the number of processes.

TEST_PASSWORD_HASHING=true (the end-to-end tests' servers only) hashes the
 * demo accounts and new passwords at the tests' low cost (TEST_SCRYPT in
 * server/auth/passwords.ts); never set it for a real site.
 * TEST_LEAD_LIMITS_FACTOR=n (the end-to-end tests' servers only, whose
 * browsers send every spec's leads from one address with a few CPFs)
 * multiplies the lead and coupon limits (server/leads/lead-limits.ts) by n;
 * never set it for a real site.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { mailLabels } from '../models/labels/mail';
import { imageStoreFromEnv } from './admin/offer-image-store';
import { buildApp } from './app';
import { createRetentionJobs } from './jobs/retention';
import { LEAD_DIGEST_INTERVAL_MS, createLeadDigestJobs } from './jobs/lead-digest';
import { createEscalationJobs, ESCALATION_INTERVAL_MS } from './jobs/escalation';
import { doublingBackoff } from './mail/sender';
import { webhookBackoff } from './webhooks/webhook-sender';
import { smtpTransport } from './mail/transport';
import { TEST_SCRYPT } from './auth/passwords';
import { scaledLeadLimits } from './leads/lead-limits';
import { isDatabaseUnavailable, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { demoSeedPlan, seedAtStart } from './demo/seed';
import { DEMO_PARTNER_KEYS } from './demo/demo-partners';
import { NO_PARTNERS, partnerKeysFromConfig } from './partnerships/partner-tokens';
import { leadClientFromEnv } from './leads/lead-client';

const port = Number(process.env.PORT ?? 3000);
/** Loopback unless told: the demo accounts' passwords are public, so a trial is reachable from this machine only. */
const host = process.env.HOST || '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const staticDir = resolve(process.env.STATIC_DIR ?? 'dist');
const seed = demoSeedPlan({ SEED_DEMO: process.env.SEED_DEMO, DATABASE_URL: databaseUrl });
const cookieSecure = process.env.COOKIE_SECURE;
/** The partners' keys; unset, the demo's partner (its key is public) only where the demo accounts are seeded. */
const partnerKeys = process.env.PARTNERSHIP_KEYS?.trim() ? partnerKeysFromConfig(process.env.PARTNERSHIP_KEYS) : seed.accounts ? DEMO_PARTNER_KEYS : NO_PARTNERS;
const leadClient = leadClientFromEnv(process.env);
const trustProxyEnv = process.env.TRUST_PROXY;
const smtpUrl = process.env.SMTP_URL || undefined;
/** Weak hashing for the end-to-end tests' servers only; undefined keeps the production cost. */
const passwordHashing = process.env.TEST_PASSWORD_HASHING === 'true' ? TEST_SCRYPT : undefined;
/** Higher lead limits for the end-to-end tests' servers only; undefined keeps the production limits. */
const leadLimitsFactor = Number(process.env.TEST_LEAD_LIMITS_FACTOR ?? '');
const leadLimits = Number.isInteger(leadLimitsFactor) && leadLimitsFactor > 1 ? scaledLeadLimits(leadLimitsFactor) : undefined;
const mailFrom = process.env.MAIL_FROM || `"${mailLabels.fromName}" <nao-responda@flua.example>`;
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
const mailPollMs = Number(process.env.MAIL_POLL_MS ?? 2000);
// How often late leads are looked for and escalated (server/jobs/escalation.ts); at least a second.
const escalationMs = Math.max(1000, Number(process.env.ESCALATION_INTERVAL_MS ?? ESCALATION_INTERVAL_MS) || ESCALATION_INTERVAL_MS);
/** The wait before the first retry of a failed send (then doubling, up to an hour). */
const mailRetryMs = Math.max(100, Number(process.env.MAIL_RETRY_MS ?? 30_000) || 30_000);
/** The São Paulo hour from which each day's digest of the leads waiting goes to the dealers' sellers (0–23, default 8). */
const digestHourEnv = process.env.LEAD_DIGEST_HOUR?.trim();
const digestHour = digestHourEnv ? Number(digestHourEnv) : undefined;
if (digestHour !== undefined && !(Number.isInteger(digestHour) && digestHour >= 0 && digestHour <= 23)) {
  throw new Error(`LEAD_DIGEST_HOUR must be a whole hour from 0 to 23, got ${digestHourEnv}`);
}
/** How often the digest's job looks for a digest due (default 15 minutes). */
const digestIntervalMs = Math.max(1000, Number(process.env.LEAD_DIGEST_INTERVAL_MS ?? LEAD_DIGEST_INTERVAL_MS) || LEAD_DIGEST_INTERVAL_MS);
/** The dealers' webhooks: how often the delivery loop looks, and the wait before the first retry (then doubling, up to an hour). */
const webhookPollMs = Number(process.env.WEBHOOK_POLL_MS ?? 2000);
const webhookRetryMs = Math.max(100, Number(process.env.WEBHOOK_RETRY_MS ?? 30_000) || 30_000);
/** Not trusted unless told: a forged X-Forwarded-For must not dodge the per-address sign-in limit. */
const trustProxy =
  trustProxyEnv === undefined || trustProxyEnv === '' || trustProxyEnv === 'false'
    ? false
    : trustProxyEnv === 'true'
      ? true
      : /^\d+$/.test(trustProxyEnv)
        ? Number(trustProxyEnv)
        : trustProxyEnv;

if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
/** Connection errors the pool survived (a PostgreSQL restart), logged once the app's logger exists. */
let logConnectionError = (err: Error) => console.warn('database connection lost:', err.message);
const db = await openDatabase({
  databaseUrl,
  dataDir: databaseUrl ? undefined : resolve(dataDir, 'pgdata'),
  onConnectionError: (err) => logConnectionError(err),
});
// A database still starting (or restarting) is waited for, up to START_WAIT_MS (default 60 s);
// several processes starting together take turns on the migrations (server/db/migrate.ts).
const startWaitMs = Number(process.env.START_WAIT_MS ?? 60_000);
for (const started = Date.now(); ; ) {
  try {
    await migrate(db);
    break;
  } catch (err) {
    if (!isDatabaseUnavailable(err) || Date.now() - started > startWaitMs) throw err;
    await new Promise((r) => setTimeout(r, 500));
  }
}
// Processes starting together on an empty database take turns: one seeds, the others find it seeded.
await seedAtStart(db, seed, passwordHashing);

const imageStore = imageStoreFromEnv(process.env, db);

const { app } = await buildApp({
  db,
  staticDir,
  uploadsDir: resolve(dataDir, 'uploads'),
  imageStore,
  trustProxy,
  ...(leadLimits ? { leads: { limits: leadLimits } } : {}),
  mail: {
    publicUrl,
    // The sender loop starts with the app and stops when it closes, after the requests in flight.
    ...(smtpUrl ? { sending: { transport: smtpTransport(smtpUrl), from: mailFrom, pollIntervalMs: mailPollMs, backoff: doublingBackoff(mailRetryMs) } } : {}),
  },
  // Every process delivers the dealers' webhooks (claims keep two from delivering the same attempt).
  webhooks: { delivery: { pollIntervalMs: webhookPollMs, backoff: webhookBackoff(webhookRetryMs) } },
  auth: {
    cookieSecurity: cookieSecure === 'true' ? 'always' : cookieSecure === 'false' ? 'never' : 'auto',
    ...(passwordHashing ? { passwordHashing } : {}),
  },
  partnerships: { keys: partnerKeys },
  leadClient,
  // The seller edit link's signing secret; unset, one is generated once and kept in the database.
  leadAuthorization: { secret: process.env.LEAD_AUTHORIZATION_SECRET || undefined },
  logger: {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  },
});

logConnectionError = (err) => app.log.warn({ err }, 'database connection lost; new connections are opened on demand');

// Idempotency-Keys past their 30 days and uploaded files no lead carries go, hourly.
const retention = createRetentionJobs({ db, uploadsDir: resolve(dataDir, 'uploads'), log: app.log });
retention.start();
// Each São Paulo day, from LEAD_DIGEST_HOUR, one digest per dealer of the leads waiting for a first move, to each of its
// sellers; claimed per dealer and day in the database, so several processes send it once (server/jobs/lead-digest.ts).
const leadDigest = createLeadDigestJobs({ db, mail: app.mail, publicUrl, fromHour: digestHour, intervalMs: digestIntervalMs, log: app.log });
leadDigest.start();
// Leads past their dealer's promise with no answer: the sellers and the offer admins are told once.
const escalation = createEscalationJobs({ db, publicUrl, intervalMs: escalationMs, onQueued: () => app.mail.wake(), log: app.log });
escalation.start();

const shutdown = async () => {
  // Requests in flight finish (and may queue mail), then the send in progress (the mail plugin's onClose), then the database.
  await app.close();
  await retention.stop();
  await leadDigest.stop();
  await escalation.stop();
  await db.close();
  process.exit(0);
};
const stop = () => {
  void shutdown().catch((err: unknown) => {
    app.log.error(err, 'shutdown failed');
    process.exit(1);
  });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

await app.listen({ port, host });
app.log.info(`Site em http://localhost:${port} (banco: ${db.kind === 'pglite' ? dataDir : 'PostgreSQL'}; e-mail: ${smtpUrl ? 'SMTP' : 'somente na caixa de saída'})`);
