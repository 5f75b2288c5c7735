/**
 * One error answer for the whole API: `{ error: { code, message, fields } }`,
 * message in pt-BR — whoever raises it: a route (HttpError), Fastify's body
 * parsers (bad JSON, too large, wrong media type), the multipart parser
 * (truncated, no boundary), the router (bad URL, too long a parameter, an
 * unknown path or method), Node's HTTP parser (headers too large) or the
 * database (away: 503, the request may be tried again; a value it cannot
 * take: 400).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { labels } from '../../models/labels/spec';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import { isDatabaseUnavailable } from '../db/database';
import { HttpError, TooManyRequests } from './route';

const messages = labels.httpErrors;

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> | undefined };
}

export const errorBody = (code: string, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** Seconds a client is told to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 1;

/** Fastify's and its plugins' refusals, by error code: status, our code, the pt-BR message. */
const FRAMEWORK_REFUSALS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', messages.payloadTooLarge],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', BAD_REQUEST_MESSAGE],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large', messages.payloadTooLarge],
  FST_PARTS_LIMIT: [413, 'payload_too_large', messages.payloadTooLarge],
  FST_FILES_LIMIT: [413, 'payload_too_large', messages.payloadTooLarge],
  FST_FIELDS_LIMIT: [413, 'payload_too_large', messages.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', messages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_TYPE: [415, 'unsupported_media_type', messages.unsupportedMediaType],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type', messages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_json', messages.badJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_json', messages.badJson],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'bad_json', messages.badJson],
  FST_PROTO_VIOLATION: [400, 'bad_request', BAD_REQUEST_MESSAGE],
  FST_MP_PREMATURE_CLOSE: [400, 'bad_multipart', messages.badMultipart],
  FST_ERR_BAD_URL: [400, 'bad_url', messages.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', messages.uriTooLong],
};

/** The multipart parser's (busboy's) own errors carry no code, only these messages. */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Malformed part header|Unsupported Content-Type\.|Missing Content-Type-header\.)/;

/** PostgreSQL data exceptions (class 22): a value the database cannot take is the request's fault, never a 500. */
const isDataException = (err: unknown) => typeof (err as { code?: unknown }).code === 'string' && /^22[0-9A-Z]{3}$/.test((err as { code: string }).code);

/** What to answer for an error: status and envelope (undefined fields left out). */
export function describeError(err: unknown): { status: number; body: ErrorBody; retryAfter?: number } {
  if (err instanceof TooManyRequests) return { status: 429, body: errorBody(err.code, err.message, err.fields), retryAfter: err.retryAfterSeconds };
  if (err instanceof HttpError) return { status: err.statusCode, body: errorBody(err.code, err.message, err.fields) };
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: errorBody('database_unavailable', messages.databaseUnavailable), retryAfter: RETRY_AFTER_SECONDS };
  }
  const e = (err ?? {}) as Partial<FastifyError>;
  const refusal = typeof e.code === 'string' ? FRAMEWORK_REFUSALS[e.code] : undefined;
  if (refusal) return { status: refusal[0], body: errorBody(refusal[1], refusal[2]) };
  if (typeof e.message === 'string' && BROKEN_MULTIPART.test(e.message)) return { status: 400, body: errorBody('bad_multipart', messages.badMultipart) };
  if (isDataException(err)) return { status: 400, body: errorBody('bad_request', BAD_REQUEST_MESSAGE) };
  const status = e.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: errorBody(status === 404 ? 'not_found' : 'bad_request', status === 404 ? messages.notFound : BAD_REQUEST_MESSAGE) };
  return { status: 500, body: errorBody('internal', messages.internal) };
}

function send(reply: FastifyReply, err: unknown) {
  const { status, body, retryAfter } = describeError(err);
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    const { status } = describeError(err);
    if (status === 503) request.log.warn({ err }, 'database unavailable');
    else if (status >= 500) request.log.error({ err }, 'unhandled error');
    else if (isDataException(err)) request.log.warn({ err }, 'value refused by the database');
    // Refused before its body was read whole (an upload whose first file is refused): the connection closes
    // after the answer, so the client stops sending the rest at once instead of uploading it for nothing.
    if (!request.raw.complete) reply.header('connection', 'close');
    return send(reply, err);
  });
}

/**
 * Requests that arrive while the app closes (on a keep-alive connection
 * whose request was in flight when SIGTERM came): 503 in the API's pt-BR
 * envelope, with `Retry-After` and, like every answer, the security
 * headers (their hook runs first), instead of Fastify's English
 * `return503OnClosing` answer (turned off in app.ts). The requests in
 * flight finish as usual; the connection is closed after the answer.
 */
export function registerShutdownRefusals(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(errorBody('shutting_down', messages.shuttingDown));
  });
}

/** Fastify's `frameworkErrors`: a URL that cannot be decoded (400), a path parameter that is too long (414). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, _request, reply) => {
  void send(reply, err);
};

/**
 * Node's HTTP parser refusing a request before Fastify sees it (headers too
 * large, a malformed request line, too slow a client): the same envelope,
 * written on the socket, which is then closed.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', messages.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', messages.requestTimeout]
        : err.code === 'HPE_URI_TOO_LONG'
          ? [414, 'uri_too_long', messages.uriTooLong]
          : [400, 'bad_request', messages.badRequest];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** A registered route as the not-found answer needs it: its method(s) and path pattern. */
export interface KnownRoute {
  method: string | string[];
  url: string;
}

/** `/api/offers/:offerId` → a regular expression matching its concrete paths. */
function pathPattern(url: string): RegExp {
  const parts = url.split('/').map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}/?$`);
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * The API's not-found answer: 405 with `Allow` when the path exists for other
 * methods, 404 otherwise ('route_not_found' under /api, 'not_found' elsewhere).
 */
export function apiNotFound(routes: readonly KnownRoute[]) {
  let compiled: { pattern: RegExp; methods: string[] }[] | undefined;
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) {
      compiled ??= routes.map((r) => ({ pattern: pathPattern(r.url), methods: [r.method].flat() }));
      const allowed = new Set(compiled.filter((r) => r.pattern.test(pathname)).flatMap((r) => r.methods));
      if (allowed.size > 0 && !allowed.has(request.method)) {
        return reply
          .code(405)
          .header('allow', [...allowed].sort().join(', '))
          .send(errorBody('method_not_allowed', messages.methodNotAllowed));
      }
      return reply.code(404).send(errorBody('route_not_found', messages.routeNotFound));
    }
    return reply.code(404).send(errorBody('not_found', messages.notFound));
  };
}
