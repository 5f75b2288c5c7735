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
 *   once (the export as JSON, PDF and a ZIP with the documents; the dealers
 *   that received the leads). A replay of the key answers the request only:
 *   an export is built once per request, never again from a link already used.
 * - `GET /api/privacy/requests/:protocol/export.{json,pdf,zip}`: the export
 *   again, for the signed-in person it is about (or the privacy admin).
 *
 * Whose data: the subject's (server/privacy/subject.ts): a link proves its
 * e-mail for the CPF it was asked with; an account, its proven e-mail and
 * what it sent signed in. Never what shares only the CPF.
 * - `GET /api/admin/privacy-requests`, `POST …/:protocol/actions`: the queue
 *   (offer_admin) and its actions, each audited in `privacy_audit`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OFFER_ADMIN, hasRole, type SessionUser } from '../../models/account/auth';
import { provenEmailsOf } from '../../models/lead/lead-status';
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
  correctionProblem,
  correctionValues,
  needsDetails,
  privacyLinkPath,
  type PrivacyRequestCreated,
} from '../../models/privacy/privacy-requests';
import { normalizeEmail, onlyDigits } from '../../models/common/validators';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute, role, signedIn, unauthenticated } from '../http/route';
import type { RequestLimit } from '../plugins/limits';
import type { Mail } from '../plugins/mail';
import { CANCELLABLE_STATUSES, proposalCodeOf } from '../../models/lead/lead-status';
import type { Queryable } from '../db/database';
import { anonymiseSubject, removeFiles } from './anonymise';
import { correctSubject } from './correct';
import { exportArchive, exportSubject } from './export';
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
import { subjectScope } from './scope';
import { subjectOfLink, subjectOfRequest, subjectOfSession, type PrivacySubject } from './subject';

const t = privacyRequestLabels;

/** Confirmation links asked from one address in an hour: more answer 429. */
export const PRIVACY_LINKS_PER_ADDRESS: RequestLimit = { max: 10, windowMinutes: 60 };
/** Confirmation links mailed to one e-mail in an hour: more are not sent, and the answer is the same neutral one. */
export const PRIVACY_LINKS_PER_EMAIL: RequestLimit = { max: 3, windowMinutes: 60 };

export interface PrivacyOptions {
  publicUrl: string;
  uploadsDir: string;
  now?: () => Date;
  linksPerAddress?: RequestLimit;
  linksPerEmail?: RequestLimit;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const notFound = () => new HttpError(404, 'not_found', t.errors.notFound);
const linkGone = () => new HttpError(410, 'privacy_link_gone', t.errors.linkGone);

/** The signed-in person as a data subject: 403 until the account's e-mail is proven. */
function accountSubject(user: SessionUser): PrivacySubject {
  if (!user.emailVerified) throw new HttpError(403, 'email_not_verified', t.errors.notVerified);
  return subjectOfSession(user);
}

const isPrivacyAdmin = (user: SessionUser | null) => hasRole(user, OFFER_ADMIN);

/** The person may read this request: it is theirs (their CPF and one of their proven e-mails), or they are the privacy admin. */
function reaches(user: SessionUser, row: RequestRow): boolean {
  if (isPrivacyAdmin(user)) return true;
  return row.document === onlyDigits(user.cpf) && provenEmailsOf(user).includes(row.email);
}

/** The conclusion of a request, mailed to the e-mail it proved (in the transaction that concludes it, through `app.mail`). */
async function mailAnswer(mail: Mail, tx: Queryable, row: RequestRow, status: 'done' | 'refused', answer: string | null): Promise<void> {
  await mail.queue(tx, 'privacyAnswer', row.email, { protocol: row.protocol, kind: row.kind, status, answer });
}

/** The codes of the person's proposals still in progress, which an anonymisation would end. */
async function inProgressOf(db: Queryable, row: RequestRow): Promise<string[]> {
  const scope = await subjectScope(db, await subjectOfRequest(db, row));
  if (scope.leads.length === 0) return [];
  const { rows } = await db.query<{ id: string }>('SELECT id FROM leads WHERE id = ANY($1::text[]) AND lifecycle_status = ANY($2::text[]) ORDER BY created_at, id', [
    scope.leads,
    [...CANCELLABLE_STATUSES],
  ]);
  return rows.map((r) => proposalCodeOf(r.id));
}

export function privacyRoutes(db: Database, options: PrivacyOptions) {
  const now = options.now ?? (() => new Date());

  /** The answer to a request just made by `subject`: the export (access) or the dealers (sharing) at once. */
  async function answerAtOnce(row: RequestRow, subject: PrivacySubject, at: Date): Promise<PrivacyRequestCreated> {
    const request = toView(row);
    if (row.kind === 'access') {
      const exported = await exportSubject(db, subject, at);
      const pdf = await renderPrivacyExportPdf(exported.data, row.protocol);
      const archive = await exportArchive(exported, row.protocol, options.uploadsDir, pdf);
      return { request, export: exported.data, pdfBase64: pdf.toString('base64'), archiveBase64: archive.toString('base64') };
    }
    if (row.kind === 'sharing') return { request, sharing: await sharingOf(db, (await subjectScope(db, subject)).leads) };
    return { request };
  }

  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/privacy/links',
      access: anyone,
      body: PrivacyLinkRequest,
      handler: async ({ body, request, reply }) => {
        await app.limits.enforceRequest(db, 'privacy-link', options.linksPerAddress ?? PRIVACY_LINKS_PER_ADDRESS, [`address:${request.ip ?? 'unknown'}`], t.visitor.tooMany);
        const document = onlyDigits(body.cpf);
        const email = normalizeEmail(body.email);
        const at = now();
        const sent = await db.transaction(async (tx) => {
          // The e-mail's count is taken in the transaction that writes its mail: parallel requests count one after the other.
          const overEmailLimit = await app.limits.isOver(tx, 'privacy-link-email', options.linksPerEmail ?? PRIVACY_LINKS_PER_EMAIL, `email:${email}`);
          if (overEmailLimit || !(await leadWithBoth(tx, document, email))) return false;
          const token = randomBytes(32).toString('base64url');
          await insertLink(tx, hashToken(token), document, email, at, new Date(at.getTime() + PRIVACY_LINK_TTL_HOURS * 60 * 60_000));
          const linkUrl = options.publicUrl.replace(/\/+$/, '') + privacyLinkPath(token);
          await app.mail.queue(tx, 'privacyLink', email, { linkUrl });
          return true;
        });
        if (sent) app.mail.wake();
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
        const requests = await requestsOfSubject(db, subjectOfLink(link));
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
        return { requests: (await requestsOfSubject(db, subject)).map(toView) };
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
        const key = app.idempotency.readKey(request);
        const at = now();
        let subject: PrivacySubject | undefined;
        const result = await app.idempotency.run<{ protocol: string }>(
          { scope: 'POST /api/privacy/requests', caller: app.idempotency.caller(request), key, hash: app.idempotency.hash(body) },
          async (tx) => {
            if (body.token !== undefined) {
              const hash = hashToken(body.token);
              const link = await findLink(tx, hash, true);
              if (!link || link.used_at !== null || new Date(link.expires_at).getTime() <= at.getTime()) throw linkGone();
              await useLink(tx, hash, at);
              subject = subjectOfLink(link);
            } else {
              subject = accountSubject(request.sessionUser!);
            }
            const atOnce = ANSWERED_AT_ONCE.includes(body.kind);
            const row = await insertRequest(
              tx,
              { kind: body.kind, document: subject.cpf, email: subject.emails[0]!, userId: subject.account, details, answeredAt: atOnce ? at : null, answer: null },
              at,
            );
            await audit(tx, { requestId: row.id, actorUserId: subject.account, actor: 'subject', action: `request_${body.kind}` }, at);
            if (atOnce) await mailAnswer(app.mail, tx, row, 'done', null);
            return { statusCode: 201, body: { protocol: row.protocol } };
          },
        );
        const row = await findRequest(db, result.body.protocol);
        if (!row) throw notFound();
        if (!result.replayed && ANSWERED_AT_ONCE.includes(row.kind)) app.mail.wake();
        app.idempotency.send(reply, result);
        // A replay answers the request as it stands, and builds nothing: the export went with the first answer (the link is used).
        if (result.replayed || !subject) return { request: toView(row), replayed: true } satisfies PrivacyRequestCreated;
        return answerAtOnce(row, subject, at);
      },
    });

    async function reachable(request: FastifyRequest, protocol: string): Promise<RequestRow> {
      const user = request.sessionUser;
      if (!user) throw unauthenticated();
      const row = await findRequest(db, protocol);
      if (!row || row.kind !== 'access' || !reaches(user, row)) throw notFound();
      return row;
    }

    /** The export of a request the signed-in person reaches, as it stands now. */
    async function exportOf(request: FastifyRequest, protocol: string) {
      const row = await reachable(request, protocol);
      return { row, exported: await exportSubject(db, await subjectOfRequest(db, row), now()) };
    }

    defineRoute(app, {
      method: 'GET',
      url: '/api/privacy/requests/:protocol/export.json',
      access: signedIn,
      params: PrivacyProtocolParams,
      handler: async ({ params, request, reply }) => {
        const { row, exported } = await exportOf(request, params.protocol);
        reply.header('content-disposition', `attachment; filename="${privacyExportFileName(row.protocol, 'json')}"`);
        return exported.data;
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/privacy/requests/:protocol/export.pdf',
      access: signedIn,
      params: PrivacyProtocolParams,
      handler: async ({ params, request, reply }) => {
        const { row, exported } = await exportOf(request, params.protocol);
        const pdf = await renderPrivacyExportPdf(exported.data, row.protocol);
        reply.header('content-type', 'application/pdf');
        reply.header('content-disposition', `attachment; filename="${privacyExportFileName(row.protocol, 'pdf')}"`);
        return reply.send(pdf);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/privacy/requests/:protocol/export.zip',
      access: signedIn,
      params: PrivacyProtocolParams,
      handler: async ({ params, request, reply }) => {
        const { row, exported } = await exportOf(request, params.protocol);
        const archive = await exportArchive(exported, row.protocol, options.uploadsDir);
        reply.header('content-type', 'application/zip');
        reply.header('content-disposition', `attachment; filename="${privacyExportFileName(row.protocol, 'zip')}"`);
        return reply.send(archive);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/admin/privacy-requests',
      access: role(OFFER_ADMIN),
      handler: async () => {
        const items = [];
        for (const row of await queue(db)) {
          const item = toQueueItem(row);
          items.push(row.status === 'open' && row.kind === 'anonymisation' ? { ...item, inProgress: await inProgressOf(db, row) } : item);
        }
        return { now: now().toISOString(), items };
      },
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
        const corrections = body.action === 'correct' ? correctionValues(body.corrections ?? {}) : undefined;
        const missing = body.action === 'correct' ? correctionProblem(corrections) : null;
        const at = now();
        const outcome = await db.transaction(async (tx) => {
          const row = await findRequest(tx, params.protocol, true);
          if (!row) throw notFound();
          if (row.status !== 'open') throw new HttpError(409, 'privacy_request_closed', t.errors.closed);
          if (!adminActionsFor(row).includes(body.action)) throw new HttpError(409, 'privacy_action_not_allowed', t.errors.actionNotAllowed);
          if (missing) throw new HttpError(400, 'bad_request', missing, { corrections: missing });
          let answer = note;
          let files: string[] = [];
          if (body.action === 'anonymise') {
            // Exactly the requester's data (server/privacy/subject.ts): never another person's who shares the CPF.
            const done = await anonymiseSubject(tx, await subjectOfRequest(tx, row), { actor: admin.name, userId: admin.id, requestId: row.id, note }, at);
            files = done.files;
            answer = [t.admin.anonymisedCount(done.leadIds.length), note].filter(Boolean).join(' ');
          }
          if (body.action === 'correct') {
            const done = await correctSubject(tx, await subjectOfRequest(tx, row), corrections!, { actor: admin.name, userId: admin.id, requestId: row.id }, at);
            const names = done.fields.map((f) => t.admin.correctionFields[f]).join(', ');
            answer = [t.admin.correctedFields(names), note].filter(Boolean).join(' ');
          }
          const status = body.action === 'refuse' ? 'refused' : 'done';
          await closeRequest(tx, row.id, status, answer, at);
          await audit(tx, { requestId: row.id, actorUserId: admin.id, actor: admin.name, action: body.action, note: answer }, at);
          // The answer goes to the e-mail the request proved: a requester without an account has no other way to read it.
          await mailAnswer(app.mail, tx, row, status, answer);
          return { files, request: toQueueItem((await findRequest(tx, row.protocol))!) };
        });
        app.mail.wake();
        await removeFiles(options.uploadsDir, outcome.files);
        return { request: outcome.request };
      },
    });
  };
}
