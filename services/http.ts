/**
 * The one HTTP client (wretch). A default context header on every call, and
 * the retry policy of spec 001 §9: 3 retries, backoff 1000 ms doubled and
 * capped at 30 s, for network errors and 5xx answers only, and only on calls
 * that are safe to repeat (idempotent methods, reads sent as POST, or writes
 * that carry an Idempotency-Key).
 *
 * One catcher on the client turns every failure of every call into an
 * `ApiCallError` carrying the server's pt-BR message: a non-2xx answer, a
 * network failure, a cancelled call, a call that exceeded its timeout, a call
 * to an address of a protocol the browser does not fetch (spec 001 §8: the
 * client library raises each of these apart), and an answer of another shape
 * than its struct (`.json(answerOf(Struct))`). The services call and
 * validate; they catch nothing themselves.
 */
import wretch, { type ConfiguredMiddleware, type Wretch, type WretchOptions } from 'wretch';
import { retry } from 'wretch/middlewares/retry';
import { StructError, create, is, type Struct } from 'superstruct';
import { ApiError, CONTEXT_HEADER } from '../models/showcase/api';
import { httpErrorsSpec } from '../models/labels/spec-http-errors';

export { CONTEXT_HEADER } from '../models/showcase/api';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A fresh Idempotency-Key (a random UUID): the one way every chart makes the key of a write it may retry.
 * A chart keeps it until the write is answered, so a retry sends the same key.
 */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** A fresh nonce for a send (a random UUID): the lead's, minted with its Idempotency-Key and kept with it. */
export function newNonce(): string {
  return globalThis.crypto.randomUUID();
}

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}
export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };

/** Backoff before retry number `attempt` (1-based): 1000, 2000, 4000 … capped. */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Marks a POST that only reads (search) as safe to repeat. */
export const SAFE_READ = { safeRead: true } as const;

export function isRetryable(opts: WretchOptions): boolean {
  const method = String(opts.method ?? 'GET').toUpperCase();
  if (IDEMPOTENT_METHODS.has(method)) return true;
  if ((opts as { safeRead?: boolean }).safeRead) return true;
  const headers = new Headers(opts.headers);
  return headers.has(IDEMPOTENCY_HEADER);
}

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** The protocols a call may use; any other scheme (ftp:, file:, data: …) is an unsupported protocol. */
export const SUPPORTED_PROTOCOLS: readonly string[] = ['http:', 'https:'];

/** The protocol of a call's address (a relative address takes the page's). */
export function protocolOf(url: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    return new URL(url, page && /^https?:/.test(page) ? page : 'http://localhost/').protocol;
  } catch {
    return '';
  }
}

const unsupportedProtocol = () => new ApiCallError(httpErrorsSpec.unsupportedProtocol, undefined, 'unsupported_protocol');
const timedOut = () => new ApiCallError(httpErrorsSpec.responseTimeout, undefined, 'timeout');

/** A fetch that refused the address's scheme (undici says so in the cause; a browser refuses before sending, see `protocolCheck`). */
function isUnknownScheme(err: unknown): boolean {
  const cause = (err as { cause?: { message?: unknown } } | null)?.cause;
  return err instanceof TypeError && typeof cause?.message === 'string' && /unknown scheme|not supported/i.test(cause.message);
}

/** Normalises anything a call throws into an ApiCallError with a pt-BR message. */
export function toApiCallError(err: unknown): ApiCallError {
  if (err instanceof ApiCallError) return err;
  const name = (err as { name?: unknown } | null)?.name;
  // `AbortSignal.timeout(…)` (the client's timeout, or a caller's signal) rejects with a TimeoutError, told apart from a cancel.
  if (name === 'TimeoutError') return timedOut();
  if (name === 'AbortError') return new ApiCallError('Requisição cancelada', undefined, 'aborted');
  if (isUnknownScheme(err)) return unsupportedProtocol();
  // An answer of another shape than the call expects: the server (or something between) is not speaking our API.
  if (err instanceof StructError) return new ApiCallError(httpErrorsSpec.internal, undefined, 'invalid_answer');
  const e = err as { status?: number; message?: string };
  if (typeof e?.status === 'number') {
    // wretch puts the answer's text in `message`.
    let body: unknown;
    try {
      body = JSON.parse(e.message ?? '');
    } catch {
      body = undefined;
    }
    if (is(body, ApiError)) return new ApiCallError(body.error.message, e.status, body.error.code, body.error.fields);
    return new ApiCallError(httpErrorsSpec.internal, e.status, e.status >= 500 ? 'server_error' : 'bad_request');
  }
  return new ApiCallError(httpErrorsSpec.internal, undefined, 'network_error');
}

/**
 * The body check of a call: `.json(answerOf(Struct))` answers the body as
 * the struct reads it (coercions included), and fails the call (through the
 * client's catcher) when the body has another shape.
 */
export function answerOf<T>(struct: Struct<T, unknown>): (body: unknown) => T {
  return (body) => create(body, struct);
}

/** A call's fetch options carrying its abort signal, if any. */
export function withSignal(signal?: AbortSignal): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}

export interface ClientOptions {
  baseUrl: string;
  context: string;
  retryPolicy?: RetryPolicy;
  /** Milliseconds each attempt may wait for its answer; 0 (the library default of spec 001 §9) waits for ever. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Refuses, before anything is sent, an address whose protocol is not http(s). */
const protocolCheck: ConfiguredMiddleware = (next) => (url, opts) => {
  if (!SUPPORTED_PROTOCOLS.includes(protocolOf(url))) return Promise.reject(unsupportedProtocol());
  return next(url, opts);
};

/** Gives each attempt `timeoutMs` to be answered, beside the call's own signal. */
function timeoutOf(timeoutMs: number): ConfiguredMiddleware {
  return (next) => (url, opts) => {
    if (!(timeoutMs > 0)) return next(url, opts);
    const timeout = AbortSignal.timeout(timeoutMs);
    const own = opts.signal;
    return next(url, { ...opts, signal: own ? AbortSignal.any([own, timeout]) : timeout });
  };
}

export function createHttpClient(options: ClientOptions): Wretch {
  const policy = options.retryPolicy ?? defaultRetryPolicy;
  let client = wretch(options.baseUrl)
    .headers({ [CONTEXT_HEADER]: options.context, Accept: 'application/json' })
    .middlewares([
      protocolCheck,
      retry({
        maxAttempts: policy.maxAttempts,
        delayTimer: policy.baseDelayMs,
        delayRamp: (_delay, attempt) => retryDelay(policy, attempt),
        retryOnNetworkError: true,
        resolveWithLatestResponse: true,
        skip: (_url, opts) => !isRetryable(opts),
        until: (response, error) => {
          // A cancelled call, or one that already waited its whole timeout, is not tried again.
          if (error) return error.name === 'AbortError' || error.name === 'TimeoutError';
          return !!response && response.status < 500;
        },
      }),
      timeoutOf(options.timeoutMs ?? 0),
    ]);
  if (options.fetch) client = client.polyfills({ fetch: options.fetch });
  // The one error catcher: whatever fails (a per-call catcher such as `.notFound(…)` aside) rejects with an ApiCallError.
  return client.catcherFallback((err) => {
    throw toApiCallError(err);
  });
}
