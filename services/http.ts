/**
 * The one HTTP client (wretch). A default context header on every call, and
 * the retry policy of spec 001 §9: 3 retries, backoff 1000 ms doubled and
 * capped at 30 s, for network errors and 5xx answers only, and only on calls
 * that are safe to repeat (idempotent methods, reads sent as POST, or writes
 * that carry an Idempotency-Key). Non-2xx answers become `ApiCallError`s
 * carrying the server's pt-BR message.
 */
import wretch, { type Wretch, type WretchOptions } from 'wretch';
import { retry } from 'wretch/middlewares/retry';
import { is } from 'superstruct';
import { ApiError } from '../models/api';
import { labels } from '../models/labels';

export const CONTEXT_HEADER = 'X-Flua-Context';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

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
  const headers = new Headers(opts.headers as HeadersInit | undefined);
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
    return new ApiCallError(labels.httpErrors.internal, e.status, e.status >= 500 ? 'server_error' : 'bad_request');
  }
  return new ApiCallError(labels.httpErrors.internal, undefined, 'network_error');
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
  return client;
}
