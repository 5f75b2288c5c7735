/**
 * The one HTTP client (wretch). A default context header on every call, and
 * the retry policy of spec 001 §9: 3 retries, backoff 1000 ms doubled and
 * capped at 30 s, for network errors and 5xx answers only, and only on calls
 * that are safe to repeat (idempotent methods, reads sent as POST, or writes
 * that carry an Idempotency-Key).
 *
 * One catcher on the client turns every failure of every call into an
 * `ApiCallError` carrying the server's pt-BR message: a non-2xx answer, a
 * network failure, a cancelled call, and an answer of another shape than
 * its struct (`.json(answerOf(Struct))`). The services call and validate;
 * they catch nothing themselves.
 */
import wretch, { type Wretch, type WretchOptions } from 'wretch';
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

/** Normalises anything a call throws into an ApiCallError with a pt-BR message. */
export function toApiCallError(err: unknown): ApiCallError {
  if (err instanceof ApiCallError) return err;
  if (err instanceof DOMException && err.name === 'AbortError') return new ApiCallError('Requisição cancelada', undefined, 'aborted');
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
  fetch?: typeof fetch;
}

export function createHttpClient(options: ClientOptions): Wretch {
  const policy = options.retryPolicy ?? defaultRetryPolicy;
  let client = wretch(options.baseUrl)
    .headers({ [CONTEXT_HEADER]: options.context, Accept: 'application/json' })
    .middlewares([
      retry({
        maxAttempts: policy.maxAttempts,
        delayTimer: policy.baseDelayMs,
        delayRamp: (_delay, attempt) => retryDelay(policy, attempt),
        retryOnNetworkError: true,
        resolveWithLatestResponse: true,
        skip: (_url, opts) => !isRetryable(opts),
        until: (response, error) => {
          if (error) return error.name === 'AbortError';
          return !!response && response.status < 500;
        },
      }),
    ]);
  if (options.fetch) client = client.polyfills({ fetch: options.fetch });
  // The one error catcher: whatever fails (a per-call catcher such as `.notFound(…)` aside) rejects with an ApiCallError.
  return client.catcherFallback((err) => {
    throw toApiCallError(err);
  });
}
