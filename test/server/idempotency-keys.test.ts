/**
 * Idempotency-Keys belong to their caller and their endpoint: another client
 * (another address, or a signed-in account) sending the same key gets its own
 * lead, never the first client's; the first client's retries replay its
 * answer, unchanged, for 30 days; then the scheduled clean-up removes the key
 * (run here with a moved clock).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { createRetentionJobs } from '../../server/jobs/retention';
import { rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const DAY = 24 * 60 * 60 * 1000;
const customer = demoAccounts.find((a) => a.roles.includes('customer'))!;
const ALICE = '203.0.113.10';
const BRUNO = '198.51.100.20';

describeEachDatabase('idempotency keys', (ctx) => {
  let app: FastifyInstance;
  const uploadsDir = mkdtempSync(join(tmpdir(), 'flua-retention-'));
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, trustProxy: false })).app;
  });
  afterAll(async () => app?.close());

  const send = (lead: object, key: string, from: string, cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/v2/lead', payload: lead, remoteAddress: from, headers: { 'idempotency-key': key, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', ...(cookie ? { cookie } : {}) } });
  const keys = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM idempotency_keys')).rows[0]!.n);
  const leadIds = async () => (await ctx.db.query<{ id: string }>('SELECT id FROM leads')).rows.map((r) => r.id);

  it('another client reusing a key gets its own lead, never the first client’s id', async () => {
    const key = 'shared-key-0001';
    const alice = await send(rentalLead({ email: 'alice@example.com' }), key, ALICE);
    expect(alice.statusCode).toBe(201);
    const aliceId = alice.json<{ id: string }>().id;

    // The same key with the same body from another address: a lead of its own.
    const brunoSame = await send(rentalLead({ email: 'alice@example.com' }), key, BRUNO);
    expect(brunoSame.statusCode).toBe(201);
    expect(brunoSame.headers['idempotent-replayed']).toBeUndefined();
    expect(brunoSame.json<{ id: string }>().id).not.toBe(aliceId);
    // With another body: not a conflict with somebody else's request, its own lead again (another key of Bruno's own).
    const brunoOther = await send(rentalLead({ email: 'bruno@example.com' }), 'shared-key-0002', BRUNO);
    expect(brunoOther.statusCode).toBe(201);
    const brunoReusing = await send(rentalLead({ email: 'bruno@example.com' }), 'shared-key-0001', '192.0.2.30');
    expect(brunoReusing.json<{ id: string }>().id).not.toBe(aliceId);

    // A signed-in account from Alice's address with her key: its own lead too.
    const cookie = await signInCookie(app, customer);
    const account = await send(rentalLead({ email: 'alice@example.com' }), key, ALICE, cookie);
    expect(account.statusCode).toBe(201);
    expect(account.json<{ id: string }>().id).not.toBe(aliceId);

    // Alice's retry still replays her answer.
    const retry = await send(rentalLead({ email: 'alice@example.com' }), key, ALICE);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(alice.json());
    expect(new Set(await leadIds()).size).toBe(5);
  });

  it('a key is kept 30 days, replaying the same answer, then the scheduled clean-up removes it', async () => {
    const alice = await send(rentalLead(), 'kept-key-0001', ALICE);
    expect(alice.statusCode).toBe(201);
    expect(await keys()).toBe(1);

    const day29 = createRetentionJobs({ db: ctx.db, uploadsDir, now: () => new Date(Date.now() + 29 * DAY) });
    expect((await day29.runOnce()).idempotencyKeys).toBe(0);
    const retry = await send(rentalLead(), 'kept-key-0001', ALICE);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(alice.json());

    // Scheduled: the job runs by itself on its interval (the clock moved past the 30 days).
    const day31 = createRetentionJobs({ db: ctx.db, uploadsDir, now: () => new Date(Date.now() + 31 * DAY), intervalMs: 20 });
    day31.start();
    try {
      await expect.poll(keys, { timeout: 10_000, interval: 50 }).toBe(0);
    } finally {
      await day31.stop();
    }
    expect(await leadIds()).toEqual([alice.json<{ id: string }>().id]);
  });
});
