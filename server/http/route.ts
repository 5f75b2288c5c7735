/**
 * The one way a route is declared: who may call it, and the shared structs
 * its params, query and body are validated with. A request that fails
 * validation gets 400 `{ error: { code, message, fields } }` in pt-BR and
 * the handler never runs, so nothing is written.
 *
 * Access is enforced here, before anything else: a route that needs a
 * signed-in person answers 401 to a visitor, one that needs a role answers
 * 403 to someone without it; both before the body is even validated. An
 * owner-of-resource rule runs after validation (it needs the params) and
 * answers 403 to anyone but the owner (or a role named as an override).
 * The signed-in person comes from the session cookie (`request.sessionUser`,
 * decorated by the sessions plugin, server/plugins/sessions.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { StructError, create, type Struct } from 'superstruct';
import { hasRole, type Role, type SessionUser } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { labels } from '../../models/labels/spec';
import { BAD_REQUEST_MESSAGE, describeStructError } from '../../models/common/struct-errors';

export interface OwnerCheckInput<P = unknown, Q = unknown, B = unknown> {
  user: SessionUser;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
}

/** Who may call a route. The default is nobody: a route must say. */
export type Access<P = any, Q = any, B = any> = // eslint-disable-line @typescript-eslint/no-explicit-any
  | { kind: 'anonymous' }
  | { kind: 'signedIn' }
  | { kind: 'role'; roles: readonly Role[] }
  | {
      kind: 'owner';
      /** Does this signed-in person own the resource the (validated) request names? */
      owns: (input: OwnerCheckInput<P, Q, B>) => boolean | Promise<boolean>;
      /** Roles that may act on anyone's resource. */
      orRoles?: readonly Role[];
    };

export const ACCESS_KINDS = ['anonymous', 'signedIn', 'role', 'owner'] as const;

/** Anyone, signed in or not. */
export const anyone: Access = { kind: 'anonymous' };
/** Any signed-in person. */
export const signedIn: Access = { kind: 'signedIn' };
/** A signed-in person with at least one of these roles. */
export function role(...roles: [Role, ...Role[]]): Access {
  return { kind: 'role', roles };
}
/** The signed-in owner of the resource (or someone with one of `orRoles`). */
export function owner<P, Q, B>(
  owns: (input: OwnerCheckInput<P, Q, B>) => boolean | Promise<boolean>,
  orRoles: readonly Role[] = [],
): Access<P, Q, B> {
  return { kind: 'owner', owns, orRoles };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Declared through `defineRoute` (not a static file or a plugin's route). */
    declared?: boolean;
    /** The answer carries personal data even to a visitor (see `isPersonalAnswer`). */
    personal?: boolean;
  }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 429 in pt-BR, with the `Retry-After` the error handler sends (server/http/errors.ts): a request limit (`app.limits`) or a quota held. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'too_many_requests',
  ) {
    super(429, code, message);
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', authLabels.errors.unauthenticated);
export const forbidden = () => new HttpError(403, 'forbidden', authLabels.errors.forbidden);

interface RouteSpec<P, Q, B> {
  method: HTTPMethods;
  url: string;
  access: Access<P, Q, B>;
  params?: Struct<P, unknown>;
  query?: Struct<Q, unknown>;
  body?: Struct<B, unknown>;
  /**
   * The answer carries personal data even though anyone may call (a lead's
   * timeline reached by CPF and id): never stored by a cache. Routes behind
   * sign-in need not say so (see `isPersonalAnswer`).
   */
  personal?: boolean;
  /** The answer to a visitor when the route's own error catalogue names one (e.g. quotation code 001); default 401 'unauthenticated'. */
  unauthenticated?: () => HttpError;
  handler: (input: { params: P; query: Q; body: B; request: FastifyRequest; reply: FastifyReply }) => Promise<unknown>;
}

/** How deep a request's JSON may nest: our structs go three levels down; anything far deeper is an attack. */
export const MAX_INPUT_DEPTH = 32;

/** A UTF-16 surrogate without its pair: JSON and JavaScript allow it, PostgreSQL's text and jsonb do not. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Keys that name what every object inherits (`toString`, `valueOf`,
 * `constructor`…): no struct of ours has such a field, and as own data they
 * break whatever turns the value into text (a validator's message).
 */
const RESERVED_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

const badText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * What in a request value PostgreSQL cannot store or our structs should never
 * walk: text with a NUL or a lone surrogate (the field's path is named), or
 * nesting deeper than MAX_INPUT_DEPTH. Walked without recursion, so a body
 * nested thousands deep cannot overflow the stack.
 */
export function inspectInput(value: unknown): { problem: 'text' | 'key'; path: string } | { problem: 'depth' } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (badText(item.value)) return { problem: 'text', path: item.path || '(corpo)' };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { problem: 'depth' };
    for (const [k, v] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${k}` : k;
      if (badText(k)) return { problem: 'text', path };
      if (RESERVED_KEYS.has(k)) return { problem: 'key', path };
      stack.push({ value: v, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** The 400 for what `inspectInput` found. */
export function inputRefusal(problem: NonNullable<ReturnType<typeof inspectInput>>): HttpError {
  if (problem.problem === 'depth') return new HttpError(400, 'too_deep', labels.httpErrors.tooDeep);
  const message = problem.problem === 'key' ? labels.httpErrors.reservedField : labels.httpErrors.invalidCharacters;
  return new HttpError(400, 'bad_request', BAD_REQUEST_MESSAGE, { [problem.path]: message });
}

/** Refuses (400, pt-BR) a value `inspectInput` finds a problem in: what a route checks again in a value it decoded itself (JSON in the address). */
export function refuseBadInput(value: unknown): void {
  const problem = inspectInput(value);
  if (problem) throw inputRefusal(problem);
}

function validate<T>(struct: Struct<T, unknown> | undefined, value: unknown): T {
  if (!struct) return undefined as T;
  refuseBadInput(value);
  try {
    // No body at all reads as an empty one; a body that is JSON `null` is a value like any other (and no object).
    return create(value === undefined ? {} : value, struct);
  } catch (err) {
    if (err instanceof StructError) {
      const { message, fields } = describeStructError(err);
      throw new HttpError(400, 'bad_request', message, fields);
    }
    throw err;
  }
}

/** The checks that need no request data: signed in, and the role. */
function checkIdentity(access: Access, user: SessionUser | null): void {
  switch (access.kind) {
    case 'anonymous':
      return;
    case 'signedIn':
    case 'owner':
      if (!user) throw unauthenticated();
      return;
    case 'role':
      if (!user) throw unauthenticated();
      if (!hasRole(user, ...access.roles)) throw forbidden();
      return;
    default:
      // A declaration this file does not know is refused, never let through.
      throw forbidden();
  }
}

export function defineRoute<P = undefined, Q = undefined, B = undefined>(app: FastifyInstance, spec: RouteSpec<P, Q, B>): void {
  const access = spec.access;
  if (!access || !(ACCESS_KINDS as readonly string[]).includes(access.kind)) {
    throw new Error(`route ${spec.method} ${spec.url} declares no valid access`);
  }
  app.route({
    method: spec.method,
    url: spec.url,
    config: { access: access as Access, declared: true, personal: spec.personal === true },
    handler: async (request, reply) => {
      const user = request.sessionUser ?? null;
      if (!user && access.kind !== 'anonymous' && spec.unauthenticated) throw spec.unauthenticated();
      checkIdentity(access, user);
      // A JSON route's body never comes as multipart: that parser leaves no body, which must not read as an empty one.
      if (spec.body && request.isMultipart?.()) throw new HttpError(415, 'unsupported_media_type', labels.httpErrors.unsupportedMediaType);
      const params = validate(spec.params, request.params);
      const query = validate(spec.query, request.query);
      const body = validate(spec.body, spec.body ? request.body : undefined);
      if (access.kind === 'owner' && user && !hasRole(user, ...(access.orRoles ?? []))) {
        if (!(await access.owns({ user, params, query, body, request }))) throw forbidden();
      }
      return spec.handler({ params, query, body, request, reply });
    },
  });
}

/**
 * Is this answer personal, so no cache may keep it (`Cache-Control:
 * no-store`)? The one place that decides, from what the route declared:
 * anything behind sign-in (access other than `anyone`); a route declared
 * `personal`; any answer to a write (lead ids, sign-in, uploads); any
 * declared route's answer to a signed-in person (it may depend on who asks);
 * and any answer setting a cookie. Public answers to visitors (the
 * catalogue, the SPA's files) keep their own caching.
 */
export function isPersonalAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const config = request.routeOptions.config as { access?: Access; declared?: boolean; personal?: boolean } | undefined;
  if (config?.access && config.access.kind !== 'anonymous') return true;
  if (config?.personal) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  if (config?.declared && request.sessionUser) return true;
  return reply.hasHeader('set-cookie');
}
