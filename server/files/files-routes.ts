/**
 * Document upload and download (spec 001 §7 "file/upload", §5.4 "File
 * input"): `POST /api/file/upload` (one file) and `/api/file/upload-bulk`
 * (several), multipart with the files and a JSON part `data` {root_path,
 * sub_path}; PDF, JPEG and PNG recognised by their content; 25 MB in total;
 * stored under `<uploadsDir>/<id>.<ext>`; answer `[{ id, service }]`. A
 * document is kept and downloaded under its uploader's name with the
 * extension of its recognised type, and served as that type (a PDF named
 * `polyglot.html` downloads as `polyglot.pdf`, `application/pdf`).
 *
 * Only whoever uploaded a file may download it (`GET
 * /api/v1/file/download/:service/:id?download_type=SUB_PATH`), or an offer
 * admin, or a seller of the dealer whose lead carries it: a signed-in uploader by their user id, an anonymous one by the
 * upload cookie (an unguessable token, of which only the SHA-256 is stored).
 * Uploads take an Idempotency-Key: a retried upload stores nothing new.
 *
 * Abuse limits: an upload is read only with the lead form's upload grant
 * (upload-grants.ts) for this client and this key; the bytes stored per
 * client address and in total over a window are counted in the database
 * (under a transaction-scoped advisory lock, so parallel uploads and other
 * processes see the same sums); each process reads a few uploads at a time;
 * at most 20 documents per upload; folders are plain names (models/documents/files.ts
 * `isUploadPath`). Files no lead carries are removed after a retention
 * period (server/jobs/retention.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StructError, create } from 'superstruct';
import { hasRole, isSeller, OFFER_ADMIN } from '../../models/account/auth';
import {
  DOCUMENTS_SERVICE,
  FILE_TOTAL_LIMIT_BYTES,
  UPLOAD_GRANT_HEADER,
  UPLOAD_GRANT_PATH,
  UploadGrantRequest,
  type UploadGrantAnswer,
  FileDownloadParams,
  FileDownloadQuery,
  MAX_FILES_PER_UPLOAD,
  UploadTarget,
  FILE_HEAD_BYTES,
  detectFileType,
  documentRefusal,
  extensionOf,
  type DocumentRefusal,
  fileNameForType,
  isAcceptedFileType,
  type AcceptedFileType,
  type UploadedFile,
} from '../../models/documents/files';
import { leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { BAD_REQUEST_MESSAGE, describeStructError } from '../../models/common/struct-errors';
import { cookieOptions, readCookie, type CookieSettings } from '../http/cookies';
import type { Database, Queryable } from '../db/database';
import { HttpError, TooManyRequests, anyone, defineRoute, forbidden, inputRefusal, inspectInput } from '../http/route';
import { isDealerLeadDocument } from './uploads-repo';
import { createUploadGrants } from './upload-grants';
import { findUpload, insertUpload, uploadedBytesSince } from './uploads-repo';

export const UPLOAD_COOKIE = 'flua_upload';
const UPLOAD_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

export interface UploadQuotas {
  /** Bytes one client address may store in the window. */
  perAddressBytes: number;
  /** Bytes everyone together may store in the window. */
  totalBytes: number;
  windowMinutes: number;
  /** Uploads one process reads at the same time (the rest are asked to try again). */
  concurrentPerProcess: number;
}

/** Four full uploads an hour per address, 2 GB an hour in all, eight uploads read at once per process. */
export const DEFAULT_UPLOAD_QUOTAS: UploadQuotas = {
  perAddressBytes: 4 * FILE_TOTAL_LIMIT_BYTES,
  totalBytes: 2 * 1024 * 1024 * 1024,
  windowMinutes: 60,
  concurrentPerProcess: 8,
};

export interface FilesOptions {
  uploadsDir: string;
  cookies: CookieSettings;
  quotas?: Partial<UploadQuotas>;
  /** The clock of the upload grants (tests move it). */
  now?: () => Date;
}

interface ReceivedFile {
  name: string;
  type: AcceptedFileType;
  data: Buffer;
}

const tooLarge = () => new HttpError(413, 'files_too_large', leadLabels.api.fileTotal);
const tooMany = () => new HttpError(400, 'too_many_files', leadLabels.api.fileCount, { files: leadLabels.api.fileCount });
/** A document the upload's rule refuses (models/documents/files.ts `documentRefusal`), in the words the browser uses, naming the file. */
function refusedDocument(refusal: DocumentRefusal): HttpError {
  const message = leadLabels.api.documentRefused(refusal);
  if (refusal.reason === 'count') return new HttpError(400, 'too_many_files', message, { files: message });
  if (refusal.reason === 'size') return new HttpError(413, 'files_too_large', message, { files: message });
  return new HttpError(415, 'file_type', message, { files: message });
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function uploadToken(request: FastifyRequest): string | undefined {
  const token = readCookie(request, UPLOAD_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** A file name safe to store and to put in a header: base name, printable ASCII, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["%;\\]/g, '')
    .trim()
    .slice(-120);
  return clean || 'documento';
}

async function readUpload(app: FastifyInstance, request: FastifyRequest): Promise<{ files: ReceivedFile[]; target: UploadTarget }> {
  if (!request.isMultipart()) throw new HttpError(415, 'not_multipart', leadLabels.api.notMultipart);
  const files: ReceivedFile[] = [];
  let target: UploadTarget = {};
  let total = 0;
  try {
    const parts = request.parts({ limits: { fileSize: FILE_TOTAL_LIMIT_BYTES + 1, files: MAX_FILES_PER_UPLOAD + 1, fields: 5, fieldSize: 4096, parts: MAX_FILES_PER_UPLOAD + 6 } });
    for await (const part of parts) {
      if (part.fieldname === 'data') {
        // A JSON field arrives parsed (@fastify/multipart parses application/json fields); a JSON file part, as bytes.
        const value: unknown = part.type === 'file' ? JSON.parse((await part.toBuffer()).toString('utf8')) : part.value;
        const data: unknown = typeof value === 'string' ? JSON.parse(value) : value;
        const problem = inspectInput(data);
        if (problem) throw inputRefusal(problem);
        target = create(data, UploadTarget);
        continue;
      }
      if (part.type !== 'file') continue;
      const name = safeFileName(part.filename);
      const before = { count: files.length, bytes: total };
      if (files.length >= MAX_FILES_PER_UPLOAD) throw refusedDocument({ name, reason: 'count' });
      const data = await part.toBuffer();
      const refusal = documentRefusal({ name, size: data.length, head: data.subarray(0, FILE_HEAD_BYTES) }, before);
      if (refusal) throw refusedDocument(refusal);
      total += data.length;
      const type = detectFileType(data.subarray(0, FILE_HEAD_BYTES))!;
      // Kept and downloaded under the extension of what the content is, never the uploader's (polyglot.html → polyglot.pdf).
      files.push({ name: fileNameForType(name, type), type, data });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    if (err instanceof app.multipartErrors.FilesLimitError || err instanceof app.multipartErrors.PartsLimitError) throw tooMany();
    if (err instanceof StructError) {
      const { message, fields } = describeStructError(err);
      // A folder that is not plain names says how a folder is written.
      for (const failure of err.failures()) if (failure.refinement === 'uploadPath') fields[failure.path.join('.')] = labels.validation.uploadPath;
      throw new HttpError(400, 'bad_request', message, fields);
    }
    if (err instanceof SyntaxError) throw new HttpError(400, 'bad_request', BAD_REQUEST_MESSAGE, { data: BAD_REQUEST_MESSAGE });
    throw err;
  }
  if (files.length === 0) throw new HttpError(400, 'bad_request', leadLabels.api.fileMissing, { files: leadLabels.api.fileMissing });
  return { files, target };
}

interface Uploader {
  userId: string | null;
  tokenHash: string | null;
}

/** Who uploads: the signed-in user, else the upload cookie's token (set now when missing and `reply` is given). */
function uploader(request: FastifyRequest, reply: FastifyReply | null, cookies: CookieSettings): Uploader | null {
  if (request.sessionUser) return { userId: request.sessionUser.id, tokenHash: null };
  let token = uploadToken(request);
  if (!token) {
    if (!reply) return null;
    token = randomBytes(32).toString('base64url');
    reply.setCookie(UPLOAD_COOKIE, token, cookieOptions(request, cookies, '/api/', UPLOAD_COOKIE_MAX_AGE));
  }
  return { userId: null, tokenHash: hashToken(token) };
}

const grantOwner = (u: Uploader) => (u.userId ? `user:${u.userId}` : `token:${u.tokenHash}`);
const clientAddress = (request: FastifyRequest) => request.ip ?? 'unknown';
const quotaRefused = (quotas: UploadQuotas, who: 'address' | 'total') =>
  who === 'address'
    ? new TooManyRequests(leadLabels.api.uploadQuotaAddress(quotas.windowMinutes), quotas.windowMinutes * 60, 'upload_quota')
    : new HttpError(503, 'upload_capacity', leadLabels.api.uploadQuotaTotal);

/** Which quota `adding` more bytes from `address` would pass, if any. */
async function quotaPassed(db: Queryable, quotas: UploadQuotas, address: string, adding: number): Promise<'address' | 'total' | null> {
  const used = await uploadedBytesSince(db, address, new Date(Date.now() - quotas.windowMinutes * 60_000));
  if (used.address + adding > quotas.perAddressBytes) return 'address';
  if (used.total + adding > quotas.totalBytes) return 'total';
  return null;
}

export function filesRoutes(db: Database, options: FilesOptions) {
  const quotas: UploadQuotas = { ...DEFAULT_UPLOAD_QUOTAS, ...options.quotas };
  const grants = createUploadGrants(db, options.now);
  let reading = 0;
  return async function (app: FastifyInstance) {
    await app.register(multipart, { throwFileSizeLimit: true });

    defineRoute(app, {
      method: 'POST',
      url: UPLOAD_GRANT_PATH,
      access: anyone,
      body: UploadGrantRequest,
      handler: async ({ body, request, reply }): Promise<UploadGrantAnswer> => {
        const owner = uploader(request, reply, options.cookies)!;
        const { grant, expiresAt } = await grants.issue(grantOwner(owner), body.key);
        reply.header('cache-control', 'no-store');
        return { grant, expiresAt: expiresAt.toISOString() };
      },
    });

    const upload = (url: string, single: boolean) =>
      defineRoute(app, {
        method: 'POST',
        url,
        access: anyone,
        handler: async ({ request, reply }): Promise<UploadedFile[]> => {
          const key = app.idempotency.readKey(request);
          // Nothing is read before the grant, the quotas and the process's room are checked.
          const owner = uploader(request, null, options.cookies);
          const grantHeader = request.headers[UPLOAD_GRANT_HEADER];
          const grant = owner ? await grants.check(Array.isArray(grantHeader) ? undefined : grantHeader, grantOwner(owner), key) : 'invalid';
          if (grant === 'expired') throw new HttpError(403, 'upload_grant_expired', leadLabels.api.uploadGrantExpired);
          if (grant !== 'ok' || !owner) throw new HttpError(403, 'upload_grant_required', leadLabels.api.uploadGrantMissing);
          const address = clientAddress(request);
          // A client already at its quota is refused before its body is read; the exact sums are checked when storing.
          const early = await quotaPassed(db, quotas, address, 1);
          if (early) throw quotaRefused(quotas, early);
          if (reading >= quotas.concurrentPerProcess) throw new HttpError(503, 'uploads_busy', leadLabels.api.uploadsBusy);
          reading++;
          let received: Awaited<ReturnType<typeof readUpload>>;
          try {
            received = await readUpload(app, request);
          } finally {
            reading--;
          }
          const { files, target } = received;
          if (single && files.length !== 1) {
            throw new HttpError(400, 'bad_request', BAD_REQUEST_MESSAGE, { file: 'Envie um único arquivo.' });
          }
          const hash = app.idempotency.hash({
            target,
            owner,
            files: files.map((f) => ({ name: f.name, type: f.type, sha256: createHash('sha256').update(f.data).digest('hex') })),
          });
          const written: string[] = [];
          try {
            const result = await app.idempotency.run({ scope: `POST ${url}`, caller: app.idempotency.caller(request), key, hash }, async (tx) => {
              // One upload at a time counts and stores (every process): parallel uploads cannot all pass the quota.
              await tx.query("SELECT pg_advisory_xact_lock(hashtext('uploads-quota'))");
              const passed = await quotaPassed(tx, quotas, address, files.reduce((sum, f) => sum + f.data.length, 0));
              if (passed) throw quotaRefused(quotas, passed);
              await mkdir(options.uploadsDir, { recursive: true });
              const answer: UploadedFile[] = [];
              for (const f of files) {
                const id = randomUUID();
                const storageName = `${id}.${extensionOf(f.type)}`;
                await writeFile(join(options.uploadsDir, storageName), f.data, { flag: 'wx' });
                written.push(storageName);
                await insertUpload(tx, {
                  id,
                  service: DOCUMENTS_SERVICE,
                  rootPath: target.root_path ?? null,
                  subPath: target.sub_path ?? null,
                  fileName: f.name,
                  contentType: f.type,
                  sizeBytes: f.data.length,
                  storageName,
                  ownerUserId: owner.userId,
                  ownerTokenHash: owner.tokenHash,
                  clientAddress: address,
                });
                answer.push({ id, service: DOCUMENTS_SERVICE });
              }
              return { statusCode: 201, body: answer };
            });
            return app.idempotency.send(reply, result);
          } catch (err) {
            // Nothing stored: files written by a failed transaction go too.
            await Promise.all(written.map((n) => rm(join(options.uploadsDir, n), { force: true })));
            throw err;
          }
        },
      });
    upload('/api/file/upload', true);
    upload('/api/file/upload-bulk', false);

    defineRoute(app, {
      method: 'GET',
      url: '/api/v1/file/download/:service/:id',
      // Anyone may ask; the handler answers only the uploader, an offer admin, or a seller of a dealer whose lead carries the file.
      access: anyone,
      params: FileDownloadParams,
      query: FileDownloadQuery,
      handler: async ({ params, request, reply }) => {
        const file = await findUpload(db, params.service, params.id);
        if (!file) throw new HttpError(404, 'not_found', leadLabels.api.fileNotFound);
        const user = request.sessionUser;
        const token = uploadToken(request);
        const allowed =
          hasRole(user, OFFER_ADMIN) ||
          (user != null && file.ownerUserId === user.id) ||
          (token !== undefined && file.ownerTokenHash === hashToken(token)) ||
          // A seller downloads the documents a lead of their own dealer carries (the lead desk).
          (isSeller(user) && !!user!.dealerCode && (await isDealerLeadDocument(db, user!.dealerCode, params.service, params.id)));
        if (!allowed) throw forbidden();
        // The type the content was recognised as at upload, and a name with its extension (rows kept before under the uploader's too).
        const type = isAcceptedFileType(file.contentType) ? file.contentType : undefined;
        const name = safeFileName(file.fileName);
        reply
          .type(type ?? 'application/octet-stream')
          .header('content-disposition', `attachment; filename="${type ? fileNameForType(name, type) : name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store');
        return reply.send(createReadStream(join(options.uploadsDir, file.storageName)));
      },
    });
  };
}

