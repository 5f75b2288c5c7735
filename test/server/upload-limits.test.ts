/**
 * Upload abuse limits: an upload is read only with the lead form's upload
 * grant for this client and this key (short-lived); the bytes stored per
 * client address and in total are counted in the database, and parallel
 * uploads never pass them; at most 20 documents per upload; folders are
 * plain names; refused uploads store nothing; files no lead carries are
 * removed by the scheduled clean-up after the retention period (moved clock).
 */
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { fileDownloadPath, MAX_FILES_PER_UPLOAD, UPLOAD_GRANT_TTL_MS, type UploadedFile } from '../../models/documents/files';
import { buildApp } from '../../server/app';
import type { UploadQuotas } from '../../server/files/files-routes';
import { createRetentionJobs } from '../../server/jobs/retention';
import { files, multipartBody, rentalLead } from '../support/lead-fixtures';
import { describeEachDatabase } from './support/test-db';

const HOUR = 60 * 60 * 1000;
let keyCounter = 0;
const newKey = () => `upload-limit-${Date.now()}-${++keyCounter}`;
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []).find((c) => c.startsWith('flua_upload='))?.split(';')[0];

/** The browser's shape: the JSON part `data` sent as a file (data.json), then the documents. */
function browserBody(documents: Buffer[], data: object): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----browser${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const part = (disposition: string, type: string, body: Buffer) =>
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${type}\r\n\r\n`), body, Buffer.from('\r\n'));
  part('name="data"; filename="data.json"', 'application/json', Buffer.from(JSON.stringify(data)));
  documents.forEach((d, i) => part(`name="files"; filename="doc${i}.pdf"`, 'application/pdf', d));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDatabase('upload limits', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let clockOffset = 0;
  const size = files.pdf.length;
  const quotas: Partial<UploadQuotas> = { perAddressBytes: 3 * size, totalBytes: 5 * size, windowMinutes: 60 };
  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'flua-upload-limits-'));
    app = (await buildApp({ db: ctx.db, uploadsDir, trustProxy: false, uploads: { quotas, now: () => new Date(Date.now() + clockOffset) } })).app;
  });
  afterAll(async () => app?.close());

  const grantFor = async (key: string, from = '203.0.113.1', cookie?: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/file/upload-grant', payload: { key }, remoteAddress: from, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return { grant: res.json<{ grant: string }>().grant, cookie: cookie ?? cookieOf(res)! };
  };
  const send = (body: { payload: Buffer; headers: Record<string, string> }, o: { key: string; grant?: string; cookie?: string; from?: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/file/upload-bulk',
      payload: body.payload,
      remoteAddress: o.from ?? '203.0.113.1',
      headers: { ...body.headers, 'idempotency-key': o.key, ...(o.grant ? { 'upload-grant': o.grant } : {}), ...(o.cookie ? { cookie: o.cookie } : {}) },
    });
  /** A granted upload of one small PDF from `from`. */
  const uploadOne = async (from: string, data: object = { root_path: 'leads', sub_path: 'b2e' }) => {
    const key = newKey();
    const g = await grantFor(key, from);
    return Object.assign(await send(multipartBody([{ name: 'a.pdf', data: files.pdf }], data), { key, ...g, from }), { cookie: g.cookie });
  };
  const stored = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM uploads')).rows[0]!.n);
  const filesOnDisk = () => readdirSync(uploadsDir).length;

  describe('a refusal mid-upload', () => {
    it('answers before the rest of the body is sent, and closes the connection so the client stops sending', async () => {
      const key = newKey();
      const g = await grantFor(key, '127.0.0.1');
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { request: httpRequest } = await import('node:http');
      const boundary = '----refusedfirst';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ root_path: 'leads', sub_path: 'b2e' })}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="holerite.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const refused = Buffer.concat([head, files.fakePdf, Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`)]);
      const answer = await new Promise<{ status: number; connection: string | undefined; body: string; sentBytes: number }>((resolve, reject) => {
        const req = httpRequest(`${address}/api/file/upload-bulk`, {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            // A large second file is announced; only its first bytes are ever sent.
            'content-length': String(refused.length + 5_000_000),
            'idempotency-key': key,
            'upload-grant': g.grant,
            cookie: g.cookie,
          },
        });
        req.on('error', reject);
        req.on('response', (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString('utf8')));
          res.on('end', () => {
            resolve({ status: res.statusCode!, connection: res.headers.connection, body, sentBytes: req.socket?.bytesWritten ?? 0 });
            req.destroy();
          });
        });
        req.write(refused);
        req.write(Buffer.alloc(64 * 1024, 0x25));
        // The rest of the announced body is never written: the answer must come without it.
      });
      expect(answer.status).toBe(415);
      expect(answer.connection).toBe('close');
      expect(answer.body).toContain('holerite.pdf');
      expect(answer.sentBytes).toBeLessThan(1_000_000);
    });
  });

  describe('the upload grant', () => {
    it('is needed, for this client and this key, and only for a short while; refused uploads store nothing', async () => {
      const body = multipartBody([{ name: 'a.pdf', data: files.pdf }]);
      const key = newKey();
      const before = filesOnDisk();
      const none = await send(body, { key });
      expect(none.statusCode).toBe(403);
      expect(none.json().error).toMatchObject({ code: 'upload_grant_required', message: leadLabels.api.uploadGrantMissing });

      const g = await grantFor(key);
      expect((await send(body, { key: newKey(), grant: g.grant, cookie: g.cookie })).statusCode).toBe(403); // another key
      const other = await grantFor(newKey());
      expect((await send(body, { key, grant: g.grant, cookie: other.cookie })).statusCode).toBe(403); // another client
      expect((await send(body, { key, grant: `${g.grant.slice(0, -2)}AA`, cookie: g.cookie })).statusCode).toBe(403); // forged

      clockOffset = UPLOAD_GRANT_TTL_MS + 1000;
      try {
        const late = await send(body, { key, grant: g.grant, cookie: g.cookie });
        expect(late.statusCode).toBe(403);
        expect(late.json().error).toMatchObject({ code: 'upload_grant_expired', message: leadLabels.api.uploadGrantExpired });
      } finally {
        clockOffset = 0;
      }
      expect(await stored()).toBe(0);
      expect(filesOnDisk()).toBe(before);

      expect((await send(body, { key, grant: g.grant, cookie: g.cookie })).statusCode).toBe(201);
      expect(await stored()).toBe(1);
    });
  });

  describe('what an upload may carry', () => {
    it(`refuses ${MAX_FILES_PER_UPLOAD + 1} documents with a pt-BR 400 and takes ${MAX_FILES_PER_UPLOAD} (the data part sent as a file, as the browser does)`, async () => {
      // Twenty documents are more than this suite's small quotas: an app with the default ones.
      const quotaApp = app;
      app = (await buildApp({ db: ctx.db, uploadsDir, trustProxy: false })).app;
      try {
        const data = { root_path: 'leads', sub_path: 'b2e' };
        const key = newKey();
        const g = await grantFor(key);
        const over = await send(browserBody(Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, () => files.pdf), data), { key, ...g });
        expect(over.statusCode).toBe(400);
        expect(over.json().error.message).toBe(leadLabels.api.fileCount);
        expect(await stored()).toBe(0);
        const key20 = newKey();
        const g20 = await grantFor(key20);
        const twenty = await send(browserBody(Array.from({ length: MAX_FILES_PER_UPLOAD }, () => files.pdf), data), { key: key20, ...g20 });
        expect(twenty.statusCode).toBe(201);
        expect(twenty.json()).toHaveLength(MAX_FILES_PER_UPLOAD);
      } finally {
        await app.close();
        app = quotaApp;
      }
    });

    it.each(['../../etc', '/etc', 'leads/../b2e', 'leads/./b2e', 'leads//b2e', 'leads\\b2e', 'leads b2e', 'ação', '.'])(
      'refuses the folder %j with a pt-BR 400 naming root_path, and stores nothing',
      async (rootPath) => {
        const res = await uploadOne('203.0.113.2', { root_path: rootPath, sub_path: 'b2e' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toEqual({ root_path: labels.validation.uploadPath });
        expect(await stored()).toBe(0);
      },
    );
  });

  describe('quotas, counted in the database', () => {
    it('parallel uploads from one address never pass its quota; another address still uploads; the total quota holds', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => uploadOne('203.0.113.3')));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(5);
      expect(answers.find((a) => a.statusCode === 429)!.json().error.message).toBe(leadLabels.api.uploadQuotaAddress(60));
      expect(await stored()).toBe(3);

      expect((await uploadOne('198.51.100.4')).statusCode).toBe(201);
      expect((await uploadOne('198.51.100.4')).statusCode).toBe(201);
      const full = await uploadOne('192.0.2.5');
      expect(full.statusCode).toBe(503);
      expect(full.json().error.message).toBe(leadLabels.api.uploadQuotaTotal);
      expect(await stored()).toBe(5);
      const { rows } = await ctx.db.query<{ client_address: string; n: string }>('SELECT client_address, count(*) AS n FROM uploads GROUP BY client_address ORDER BY client_address');
      expect(rows.map((r) => [r.client_address, Number(r.n)])).toEqual([
        ['198.51.100.4', 2],
        ['203.0.113.3', 3],
      ]);
    });
  });

  describe('files of no lead', () => {
    it('are removed by the scheduled clean-up after the retention period; the documents a lead carries stay', async () => {
      const orphan = await uploadOne('203.0.113.6');
      const kept = await uploadOne('203.0.113.6');
      const [orphanFile] = orphan.json<UploadedFile[]>();
      const [keptFile] = kept.json<UploadedFile[]>();
      const lead = await app.inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: rentalLead({ documents_url: [`http://localhost:3000${fileDownloadPath(keptFile!)}`] }),
        headers: { 'idempotency-key': newKey() },
      });
      expect(lead.statusCode).toBe(201);
      // A file some upload left in the folder without a row (it never committed).
      const stray = `${randomUUID()}.pdf`;
      writeFileSync(join(uploadsDir, stray), files.pdf);
      const old = new Date(Date.now() - 2 * 24 * HOUR);
      utimesSync(join(uploadsDir, stray), old, old);
      const onDisk = (f: UploadedFile) => readdirSync(uploadsDir).some((n) => n.startsWith(f.id));

      const soon = createRetentionJobs({ db: ctx.db, uploadsDir, now: () => new Date(Date.now() + HOUR) });
      expect(await soon.runOnce()).toEqual({ idempotencyKeys: 0, orphanUploads: 0, strayFiles: 1, anonymisedLeads: 0 });
      expect(existsSync(join(uploadsDir, stray))).toBe(false);
      expect(await stored()).toBe(2);

      const later = createRetentionJobs({ db: ctx.db, uploadsDir, now: () => new Date(Date.now() + 25 * HOUR) });
      expect((await later.runOnce()).orphanUploads).toBe(1);
      expect(onDisk(orphanFile!)).toBe(false);
      expect(onDisk(keptFile!)).toBe(true);
      const download = await app.inject({ method: 'GET', url: fileDownloadPath(keptFile!), headers: { cookie: kept.cookie } });
      expect(download.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: fileDownloadPath(orphanFile!), headers: { cookie: orphan.cookie } })).statusCode).toBe(404);
    });
  });
});
