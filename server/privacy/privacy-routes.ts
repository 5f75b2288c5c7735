/**
 * Requests of the data subject (LGPD arts. 18, 19) and the privacy admin's queue.
 *
 * Who is the data subject: a signed-in account with a proven e-mail (its CPF
 * and e-mail), or whoever holds a confirmation link sent to the e-mail of a
 * lead (the CPF and e-mail of that lead). Another person never reaches a
 * request: it answers 404 as if there were none; a visitor without a link 401.
 *
 * - `POST /api/privacy/links` {cpf, email}: when a lead has both, a one-use
 *   link (24 h) goes to that e-mail; the answer is the same either way.
 * - `GET /api/privacy/links/:token`: the link holder's requests (410 once expired).
 * - `GET /api/privacy/requests`: the signed-in person's requests.
 * - `POST /api/privacy/requests` {kind, details?, token?} (Idempotency-Key):
 *   a protocol and the art. 19 due date; access and sharing are answered at
 *   once (the export as JSON and PDF, the dealers that received the leads).
 * - `GET /api/privacy/requests/:protocol/export.{json,pdf}`: the export again.
 * - `GET /api/admin/privacy-requests`, `POST …/:protocol/actions`: the queue
 *   (offer_admin) and its actions, each audited in `privacy_audit`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OFFER_ADMIN, hasRole, type SessionUser } from '../../models/auth';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import {
  ANSWERED_AT_ONCE,
  PRIVACY_LINK_TTL_HOURS,
  PrivacyAdminActionBody,
  PrivacyLinkRequest,
  PrivacyProtocolParams,
  PrivacyRequestCreate,
  PrivacyTokenParams,
  actionNeedsNote,
  adminActionsFor,
  needsDetails,
  privacyLinkPath,
  type PrivacyRequestCreated,
} from '../../models/privacy-requests';
import { normalizeEmail, onlyDigits } from '../../models/validators';
import type { Database } from '../db/database';
import { countRequest, enforceRequestLimit, type RequestLimit } from '../http/rate-limit';
import { HttpError, anyone, defineRoute, role, signedIn, unauthenticated } from '../http/route';
import { idempotencyCaller, idempotent, readIdempotencyKey, requestHash, sendIdempotent } from '../leads/idempotency';
import { enqueueMail } from '../mail/outbox';
import { composeMail } from '../mail/templates';
import { anonymiseLeads, leadsOfSubject, removeFiles } from './anonymise';
import { exportSubject } from './export';
import { privacyExportFileName, renderPrivacyExportPdf } from './privacy-pdf';
import {
  audit,
  closeRequest,
  findLink,
  findRequest,
  insertLink,
  insertRequest,
  leadWithBoth,
  queue,
  requestsOfSubject,
  sharingOf,
  toQueueItem,
  toView,
  useLink,
  type RequestRow,
} from './privacy-repo';

const t = privacyRequestLabels;

/** Confirmation links asked from one address in an hour: more answer 429. */
export const PRIVACY_LINKS_PER_ADDRESS: RequestLimit = { max: 10, windowMinutes: 60 };
/** Confirmation links mailed to one e-mail in an hour: more are not sent, and the answer is the same neutral one. */
export const PRIVACY_LINKS_PER_EMAIL: RequestLimit = { max: 3, windowMinutes: 60 };

export interface PrivacyOptions {
  publicUrl: string;
  uploadsDir: string;
  now?: () => Date;
  onMailQueued?: () => void;
  linksPerAddress?: RequestLimit;
  linksPerEmail?: RequestLimit;
}

interface Subject {
  document: string;
  email: string;
  userId: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const notFound = () => new HttpError(404, 'not_found', t.errors.notFound);
const linkGone = () => new HttpError(410, 'privacy_link_gone', t.errors.linkGone);

/** The signed-in person as a data subject: 403 until the account's e-mail is proven. */
function accountSubject(user: SessionUser): Subject {
  if (!user.emailVerified) throw new HttpError(403, 'email_not_verified', t.errors.notVerified);
  return { document: onlyDigits(user.cpf), email: normalizeEmail(user.emails[0] ?? ''), userId: user.id };
}

const isPrivacyAdmin = (user: SessionUser | null) => hasRole(user, OFFER_ADMIN);

/** The person may read this request: it is theirs (CPF and e-mail), or they are the privacy admin. */
function reaches(user: SessionUser, row: RequestRow): boolean {
  if (isPrivacyAdmin(user)) return true;
  if (!user.emailVerified) return false;
  return row.document === onlyDigits(user.cpf) && row.email === normalizeEmail(user.emails[0] ?? '');
}

export function privacyRoutes(db: Database, options: PrivacyOptions) {
  const now = options.now ?? (() => new Date());

  async function answerAtOnce(row: RequestRow, at: Date): Promise<PrivacyRequestCreated> {
    const request = toView(row);
    if (row.kind === 'access') {
      const data = await exportSubject(db, row.document, row.email, at);
      const pdf = await renderPrivacyExportPdf(data, row.protocol);
      return { request, export: data, pdfBase64: pdf.toString('base64') };
    }
    if (row.kind === 'sharing') return { request, sharing: await sharingOf(db, row.document, row.email) };
    return { request };
  }

  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/privacy/links',
      access: anyone,
      body: PrivacyLinkRequest,
      handler: async ({ body, request, reply }) => {
        await enforceRequestLimit(db, 'privacy-link', options.linksPerAddress ?? PRIVACY_LINKS_PER_ADDRESS, [`address:${request.ip ?? 'unknown'}`], t.visitor.tooMany);
        const document = onlyDigits(body.cpf);
        const email = normalizeEmail(body.email);
        const at = now();
        const sent = await db.transaction(async (tx) => {
          // The e-mail's count is taken in the transaction that writes its mail: parallel requests count one after the other.
          const overEmailLimit = await countRequest(tx, 'privacy-link-email', options.linksPerEmail ?? PRIVACY_LINKS_PER_EMAIL, `email:${email}`);
          if (overEmailLimit || !(await leadWithBoth(tx, document, email))) return false;
          const token = randomBytes(32).toString('base64url');
          await insertLink(tx, hashToken(token), document, email, at, new Date(at.getTime() + PRIVACY_LINK_TTL_HOURS * 60 * 60_000));
          const linkUrl = options.publicUrl.replace(/\/+$/, '') + privacyLinkPath(token);
          await enqueueMail(tx, composeMail('privacyLink', email, { linkUrl }));
          return true;
        });
        if (sent) options.onMailQueued?.();
        reply.code(202);
        return { message: t.visitor.sent };
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/privacy/links/:token',
      access: anyone,
      personal: true,
      params: PrivacyTokenParams,
      handler: async ({ params }) => {
        const link = await findLink(db, hashToken(params.token));
        if (!link || new Date(link.expires_at).getTime() <= now().getTime()) throw linkGone();
        const requests = await requestsOfSubject(db, link.document, link.email);
        return { used: link.used_at !== null, requests: requests.map(toView) };
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/privacy/requests',
      access: signedIn,
      handler: async ({ request }) => {
        const user = request.sessionUser;
        if (!user) throw unauthenticated();
        const subject = accountSubject(user);
        return { requests: (await requestsOfSubject(db, subject.document, subject.email)).map(toView) };
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/privacy/requests',
      access: anyone,
      personal: true,
      body: PrivacyRequestCreate,
      handler: async ({ body, request, reply }) => {
        const details = body.details?.trim() || null;
        if (needsDetails(body.kind) && !details) throw new HttpError(400, 'bad_request', t.detailsRequired, { details: t.detailsRequired });
        if (body.token === undefined) {
          if (!request.sessionUser) throw new HttpError(401, 'unauthenticated', t.errors.notSignedIn);
          accountSubject(request.sessionUser);
        }
        const key = readIdempotencyKey(request);
        const at = now();
        const result = await idempotent<{ protocol: string }>(
          db,
          { scope: 'POST /api/privacy/requests', caller: idempotencyCaller(request), key, hash: requestHash(body) },
          async (tx) => {
            let subject: Subject;
            if (body.token !== undefined) {
              const hash = hashToken(body.token);
              const link = await findLink(tx, hash, true);
              if (!link || link.used_at !== null || new Date(link.expires_at).getTime() <= at.getTime()) throw linkGone();
              await useLink(tx, hash, at);
              subject = { document: link.document, email: link.email, userId: null };
            } else {
              subject = accountSubject(request.sessionUser!);
            }
            const atOnce = ANSWERED_AT_ONCE.includes(body.kind);
            const row = await insertRequest(tx, { kind: body.kind, ...subject, details, answeredAt: atOnce ? at : null, answer: null }, at);
            await audit(tx, { requestId: row.id, actorUserId: subject.userId, actor: 'subject', action: `request_${body.kind}` }, at);
            return { statusCode: 201, body: { protocol: row.protocol } };
          },
        );
        const row = await findRequest(db, result.body.protocol);
        if (!row) throw notFound();
        sendIdempotent(reply, result);
        return answerAtOnce(row, at);
      },
    });

    async function reachable(request: FastifyRequest, protocol: string): Promise<RequestRow> {
      const user = request.sessionUser;
      if (!user) throw unauthenticated();
      const row = await findRequest(db, protocol);
      if (!row || row.kind !== 'access' || !reaches(user, row)) throw notFound();
      return row;
    }

    defineRoute(app, {
      method: 'GET',
      url: '/api/privacy/requests/:protocol/export.json',
      access: signedIn,
      params: PrivacyProtocolParams,
      handler: async ({ params, request, reply }) => {
        const row = await reachable(request, params.protocol);
        reply.header('content-disposition', `attachment; filename="${privacyExportFileName(row.protocol, 'json')}"`);
        return exportSubject(db, row.document, row.email, now());
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/privacy/requests/:protocol/export.pdf',
      access: signedIn,
      params: PrivacyProtocolParams,
      handler: async ({ params, request, reply }) => {
        const row = await reachable(request, params.protocol);
        const pdf = await renderPrivacyExportPdf(await exportSubject(db, row.document, row.email, now()), row.protocol);
        reply.header('content-type', 'application/pdf');
        reply.header('content-disposition', `attachment; filename="${privacyExportFileName(row.protocol, 'pdf')}"`);
        return reply.send(pdf);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/admin/privacy-requests',
      access: role(OFFER_ADMIN),
      handler: async () => ({ now: now().toISOString(), items: (await queue(db)).map(toQueueItem) }),
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/admin/privacy-requests/:protocol/actions',
      access: role(OFFER_ADMIN),
      params: PrivacyProtocolParams,
      body: PrivacyAdminActionBody,
      handler: async ({ params, body, request }) => {
        const admin = request.sessionUser!;
        const note = body.note?.trim() || null;
        if (actionNeedsNote(body.action) && !note) throw new HttpError(400, 'bad_request', t.errors.noteRequired, { note: t.errors.noteRequired });
        const at = now();
        const outcome = await db.transaction(async (tx) => {
          const row = await findRequest(tx, params.protocol, true);
          if (!row) throw notFound();
          if (row.status !== 'open') throw new HttpError(409, 'privacy_request_closed', t.errors.closed);
          if (!adminActionsFor(row).includes(body.action)) throw new HttpError(409, 'privacy_action_not_allowed', t.errors.actionNotAllowed);
          let answer = note;
          let files: string[] = [];
          if (body.action === 'anonymise') {
            const leads = await leadsOfSubject(tx, row.document, row.email);
            const done = await anonymiseLeads(tx, leads, { actor: admin.name, userId: admin.id, requestId: row.id, note }, at);
            files = done.files;
            answer = [t.admin.anonymisedCount(done.leadIds.length), note].filter(Boolean).join(' ');
          }
          await closeRequest(tx, row.id, body.action === 'refuse' ? 'refused' : 'done', answer, at);
          await audit(tx, { requestId: row.id, actorUserId: admin.id, actor: admin.name, action: body.action, note: answer }, at);
          return { files, request: toQueueItem((await findRequest(tx, row.protocol))!) };
        });
        await removeFiles(options.uploadsDir, outcome.files);
        return { request: outcome.request };
      },
    });
  };
}
