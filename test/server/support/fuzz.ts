/**
 * The fuzz suite's engine: fast-check arbitraries of bad requests — wrong
 * types, missing and extra fields, lone UTF-16 surrogates, NUL, deep
 * nesting, prototype keys, huge strings, wrong media types, broken multipart,
 * junk queries, path parameters and headers — built around each write
 * route's sample request (fuzz-targets.ts), and the runner that injects them
 * and measures: answers by status class, rows written (every table's row
 * count, from information_schema, before and after the batch) and answers
 * whose message is not pt-BR in the product's envelope.
 *
 * Every case breaks at least one input the route reads ("hard" breakage:
 * a wrong type, a NUL or lone surrogate, an unknown or prototype key, a body
 * that does not parse, broken multipart), so no case is a valid request and
 * any row written is a defect.
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/database';
import { quoteIdent } from '../../../server/db/database';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** How a route is fuzzed: who calls it, where, and a sample of what it reads. */
export interface FuzzTarget {
  /** The path with real ids (params are also fuzzed, one at a time). */
  path: string;
  /** The path's parameter values, each a whole segment of `path`, to be replaced by junk. */
  params?: string[];
  /** A sample JSON body (valid, or nearly): mutated, never sent as is. */
  body?: Json;
  /** A sample query (the route reads its query). */
  query?: Record<string, string>;
  /** The route reads multipart/form-data: these are its file field and JSON part. */
  multipart?: { fileField: string; data?: Json };
  /** Headers every case carries (a session cookie, an upload grant…); the header arbitrary may drop or spoil them. */
  headers?: Record<string, string>;
  /**
   * The route reads nothing a case can break (sign-out): cases are sent
   * anyway and must not fail or write, but a 2xx answer is no finding.
   */
  readsNothing?: boolean;
}

export interface FuzzCase {
  /** What kind of breakage (for the figures and for a failing case's report). */
  kind: string;
  request: InjectOptions;
}

// ───────────────────────────── values ─────────────────────────────

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** Strings PostgreSQL or a struct must refuse, wherever they are. */
const poisonString = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D'), fc.string({ maxLength: 8 })).map(([a, s, b]) => `${a}${s}${b}`),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
);

/** Strings that are merely odd: empty, blank, huge, control characters, any code point, markup, SQL. */
const oddString = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('', ' ', '\t\n', 'null', 'undefined', 'NaN', '-1', '1e309', "'; DROP TABLE leads; --", '<script>alert(1)</script>', '../../etc/passwd', '/\\evil.example', '%00', '\u202E\u200B') },
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Huge: rare, they cost the most to send.
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 10_000 }).map((n) => 'ção 😀 '.repeat(n)) },
);

const anyString = fc.oneof({ weight: 1, arbitrary: poisonString }, { weight: 3, arbitrary: oddString });

const key = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 12 }), poisonString);

/** Any JSON value, some deep. Objects may have prototype keys as own properties. */
const junk: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyString,
    fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 2 ** 53, -(2 ** 53), 1e308, 0.5)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map(ownObject),
  ),
})).value;

/** Junk that is not `{}` (which a route whose fields are all optional may take). */
const nonEmptyJunk = junk.filter((j) => !(j !== null && typeof j === 'object' && !Array.isArray(j) && Object.keys(j).length === 0));

/** An object with these own properties (`__proto__` included, as JSON.parse would make it). */
function ownObject(entries: [string, Json][]): { [key: string]: Json } {
  const o: { [key: string]: Json } = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/** A value of another JSON type than `sample` (null excluded: an optional field may take it). */
function otherType(sample: Json): fc.Arbitrary<Json> {
  const kinds: fc.Arbitrary<Json>[] = [];
  if (typeof sample !== 'string') kinds.push(anyString);
  if (typeof sample !== 'number') kinds.push(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })));
  if (typeof sample !== 'boolean') kinds.push(fc.boolean());
  if (!Array.isArray(sample)) kinds.push(fc.array(junk, { maxLength: 3 }));
  if (sample === null || typeof sample !== 'object' || Array.isArray(sample)) kinds.push(fc.array(fc.tuple(key, junk), { minLength: 1, maxLength: 3 }).map(ownObject));
  return fc.oneof(...kinds);
}

// ───────────────────────────── paths in a sample ─────────────────────────────

type Path = (string | number)[];

function paths(value: Json, at: Path = []): { path: Path; value: Json }[] {
  const here = at.length > 0 ? [{ path: at, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  return here;
}

const objectPaths = (value: Json, at: Path = []): Path[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => objectPaths(v, [...at, i]));
  if (value && typeof value === 'object') return [at, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...at, k]))];
  return [];
};

function setAt(root: Json, path: Path, edit: (parent: { [k: string]: Json } | Json[], last: string | number) => void): Json {
  const copy = structuredClone(root);
  let node = copy as unknown as Record<string | number, Json>;
  for (const p of path.slice(0, -1)) node = node[p] as unknown as Record<string | number, Json>;
  edit(node, path.at(-1)!);
  return copy;
}

/** One breakage of the sample that no struct accepts. */
function hardMutation(sample: Json): fc.Arbitrary<{ kind: string; apply: (v: Json) => Json }> {
  const leaves = paths(sample);
  const objects = objectPaths(sample);
  const options: fc.Arbitrary<{ kind: string; apply: (v: Json) => Json }>[] = [];
  if (leaves.length > 0) {
    // (not where the sample holds null: a nullable field's type is unknown, so no value is surely of another)
    const typed = leaves.filter((l) => l.value !== null);
    options.push(
      fc.constantFrom(...(typed.length > 0 ? typed : leaves)).chain(({ path, value }) =>
        otherType(value).map((replacement) => ({ kind: 'wrong type', apply: (v: Json) => setAt(v, path, (parent, last) => void ((parent as Record<string | number, Json>)[last] = replacement)) })),
      ),
      fc.tuple(fc.constantFrom(...leaves), poisonString).map(([{ path }, bad]) => ({
        kind: 'NUL or lone surrogate',
        apply: (v: Json) => setAt(v, path, (parent, last) => void ((parent as Record<string | number, Json>)[last] = bad)),
      })),
    );
  }
  if (objects.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...objects), fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ minLength: 1, maxLength: 12 }).map((k) => `x-${k}`), poisonString), junk).map(([path, k, value]) => ({
        kind: (PROTO_KEYS as readonly string[]).includes(k) ? 'prototype key' : 'extra field',
        apply: (v: Json) => (path.length === 0 ? ownObject([...Object.entries(v as object), [k, value]] as [string, Json][]) : setAt(v, [...path, k], (parent, last) => void Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true }))),
      })),
    );
  }
  const notAnObject = fc.oneof(fc.constant([] as Json), junk.filter((j) => j === null || typeof j !== 'object' || Array.isArray(j))).map((j) => ({ kind: 'not an object', apply: () => j }));
  return fc.oneof(...options.map((arbitrary) => ({ weight: 4, arbitrary })), { weight: 1, arbitrary: notAnObject });
}

/** Breakages that may leave a request valid alone: a field missing, an odd string. Applied before the hard one. */
function softMutation(sample: Json): fc.Arbitrary<{ kind: string; apply: (v: Json) => Json }> {
  const leaves = paths(sample);
  if (leaves.length === 0) return fc.constant({ kind: '', apply: (v: Json) => v });
  return fc.oneof(
    fc.constantFrom(...leaves).map(({ path }) => ({
      kind: 'missing field',
      apply: (v: Json) => setAt(v, path, (parent, last) => (Array.isArray(parent) ? void parent.splice(Number(last), 1) : void delete parent[last as string])),
    })),
    fc.tuple(fc.constantFrom(...leaves.filter((l) => typeof l.value === 'string').concat(leaves.slice(0, 1))), oddString).map(([{ path }, s]) => ({
      kind: 'odd string',
      apply: (v: Json) => setAt(v, path, (parent, last) => void ((parent as Record<string | number, Json>)[last] = s)),
    })),
  );
}

/** The body of a JSON route: text and content type. */
function jsonBodies(sample: Json): fc.Arbitrary<{ kind: string; payload: string; contentType: string }> {
  const mutated = fc.tuple(fc.array(softMutation(sample), { maxLength: 2 }), hardMutation(sample)).map(([soft, hard]) => {
    // A soft breakage may remove what the hard one touches: hard goes last, on what is left.
    let v = sample;
    for (const m of soft) {
      try {
        v = m.apply(v);
      } catch {
        // an earlier breakage removed this one's parent
      }
    }
    let broken: Json;
    try {
      broken = hard.apply(v);
    } catch {
      broken = hard.apply(sample); // the soft breakage removed the hard one's parent
    }
    return { kind: [...soft.map((m) => m.kind), hard.kind].join(' + '), payload: JSON.stringify(broken), contentType: 'application/json' };
  });
  const depth = fc.integer({ min: 33, max: 8_000 });
  const raw = fc.oneof(
    depth.map((n) => ({ kind: 'deep nesting', payload: `${'['.repeat(n)}${']'.repeat(n)}`, contentType: 'application/json' })),
    depth.map((n) => ({ kind: 'deep nesting', payload: `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`, contentType: 'application/json' })),
    fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', "{'a':1}", '{"a":01}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '').map((payload) => ({
      kind: 'bad JSON',
      payload,
      contentType: 'application/json',
    })),
    fc.tuple(fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/octet-stream', 'application/json; charset=utf-16', 'application/jsonx', 'image/png', 'multipart/form-data', 'multipart/form-data; boundary=x', ';;;', 'application/json, text/plain'), nonEmptyJunk).map(([contentType, v]) => ({
      kind: 'wrong media type',
      payload: contentType.startsWith('application/json') ? JSON.stringify(v) ?? '' : typeof v === 'string' ? v : `a=${encodeURIComponent(String(JSON.stringify(v)).replace(/[\uD800-\uDFFF]/g, ''))}`,
      contentType,
    })),
    nonEmptyJunk.map((v) => ({ kind: 'junk body', payload: JSON.stringify(v), contentType: 'application/json' })),
  );
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: raw });
}

// ───────────────────────────── multipart ─────────────────────────────

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipartBodies(spec: NonNullable<FuzzTarget['multipart']>): fc.Arbitrary<{ kind: string; payload: Buffer; contentType: string }> {
  const boundary = 'fuzzfuzzfuzz';
  const part = (name: string, data: Buffer | string, filename?: string, type = 'application/octet-stream') =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}\r\nContent-Type: ${type}\r\n\r\n`),
      Buffer.from(data),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const full = (parts: Buffer[]) => Buffer.concat([...parts, end]);
  const ok = `multipart/form-data; boundary=${boundary}`;
  const dataPart = (v: Json) => part('data', JSON.stringify(v), undefined, 'application/json');
  const sampleData = spec.data ?? {};
  const file = part(spec.fileField, PDF, 'doc.pdf', 'application/pdf');
  const complete = full([dataPart(sampleData), file]);
  return fc.oneof(
    // Broken multipart: truncated anywhere, no boundary, a malformed part header, a boundary that never comes.
    // (cut before the CRLF that ends the last part: a body missing only its closing delimiter is complete to busboy)
    fc.integer({ min: 0, max: complete.length - end.length - 3 }).map((cut) => ({ kind: 'broken multipart', payload: complete.subarray(0, cut), contentType: ok })),
    fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=other', 'multipart/mixed; boundary=fuzzfuzzfuzz').map((contentType) => ({
      kind: 'broken multipart',
      payload: full([dataPart(sampleData), file]),
      contentType,
    })),
    fc.constantFrom('Content-Disposition form-data\r\n\r\nx\r\n', 'Content-Disposition: form-data; name=\r\n\r\n', '\r\n\r\n\r\n', 'garbage').map((header) => ({
      kind: 'broken multipart',
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\n${header}`), end]),
      contentType: ok,
    })),
    // The JSON part broken like a JSON body, with a valid file.
    jsonBodies(sampleData).map((b) => ({ kind: `data part: ${b.kind}`, payload: full([part('data', b.payload, undefined, 'application/json'), file]), contentType: ok })),
    // Files the route must refuse: not of an accepted type, no file, too many, a poisoned name.
    fc.constantFrom<[string, Buffer[]]>(
      ['script as pdf', [part(spec.fileField, '#!/bin/sh\necho nope\n', 'x.pdf', 'application/pdf')]],
      ['no file', [dataPart(sampleData)]],
      ['too many files', Array.from({ length: 21 }, () => file)],
      ['empty file', [part(spec.fileField, '', 'empty.pdf', 'application/pdf')]],
    ).map(([kind, parts]) => ({ kind, payload: full(parts), contentType: ok })),
    // Not multipart at all.
    junk.map((v) => ({ kind: 'wrong media type', payload: Buffer.from(JSON.stringify(v) ?? ''), contentType: 'application/json' })),
  );
}

// ───────────────────────────── query, params, headers ─────────────────────────────

/** Percent-encoded text, lone surrogates and all (encodeURIComponent throws on those). */
const rawEncode = (s: string) =>
  [...s].map((ch) => (/^[A-Za-z0-9_.~-]$/.test(ch) ? ch : /[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');

const urlJunk = fc.oneof(
  fc.constantFrom('%ED%A0%80', '%00', '%', '%zz', '..%2F..%2Fetc', '__proto__', 'constructor', '%F0%9F', 'x'.repeat(120), '-1', '0', '1e309', 'null', '%20', '%0A'),
  anyString.filter((s) => s.length > 0 && s.length < 2_000).map(rawEncode),
);

function queries(sample: Record<string, string> | undefined): fc.Arbitrary<{ kind: string; query: string }> {
  const keys = Object.keys(sample ?? {});
  const k = fc.oneof(fc.constantFrom(...PROTO_KEYS, ...keys, 'x'), urlJunk);
  return fc.oneof(
    fc.array(fc.tuple(k, urlJunk), { minLength: 1, maxLength: 4 }).map((pairs) => ({
      kind: 'junk query',
      query: [...Object.entries(sample ?? {}).map(([a, b]) => `${a}=${encodeURIComponent(b)}`), ...pairs.map(([a, b]) => `${a}=${b}`)].join('&'),
    })),
    keys.length > 0
      ? fc.tuple(fc.constantFrom(...keys), urlJunk, fc.boolean()).map(([name, v, twice]) => ({
          kind: twice ? 'repeated query key' : 'bad query value',
          query: Object.entries(sample ?? {})
            .map(([a, b]) => (a === name ? (twice ? `${a}=${encodeURIComponent(b)}&${a}=${v}` : `${a}=${v}`) : `${a}=${encodeURIComponent(b)}`))
            .join('&'),
        }))
      : fc.constant({ kind: 'junk query', query: '__proto__[admin]=1&constructor[prototype][x]=1' }),
  );
}

/** Header values a client can send (printable ASCII; Node refuses the rest before the app sees it). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.integer({ min: 200, max: 6_000 }).map((n) => 'k'.repeat(n)),
  fc.constantFrom('', ' ', 'null', '../../x', 'a,b', '%00', '\\u0000'),
);
const HEADER_NAMES = ['idempotency-key', 'upload-grant', 'cookie', 'authorization', 'origin', 'sec-fetch-site', 'x-forwarded-for', 'x-client-origin', 'accept', 'content-encoding'] as const;
const headerJunk = fc.array(fc.tuple(fc.constantFrom(...HEADER_NAMES), fc.option(headerValue, { nil: undefined })), { minLength: 1, maxLength: 3 });

// ───────────────────────────── a route's cases ─────────────────────────────

/** The path with the first segment equal to `value` replaced. */
function replaceSegment(path: string, value: string, by: string): string {
  const parts = path.split('/');
  const i = parts.indexOf(value);
  if (i < 0) throw new Error(`${path} has no segment ${value}`);
  parts[i] = by;
  return parts.join('/');
}

/** The arbitrary of bad requests to one route. `id` makes every case's Idempotency-Key unique. */
export function fuzzCases(method: string, target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const base = target.path;
  const withQuery = (path: string, query?: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);
  const sampleQuery = target.query ? Object.entries(target.query).map(([a, b]) => `${a}=${encodeURIComponent(b)}`).join('&') : undefined;

  type Body = { kind: string; payload?: string | Buffer; contentType?: string };
  // What breaks the route for sure: its body, else its params or its query.
  const breakers: fc.Arbitrary<{ kind: string; path: string; body: Body }>[] = [];
  const sampleBody: Body = target.multipart
    ? { kind: '' }
    : target.body !== undefined
      ? { kind: '', payload: JSON.stringify(target.body), contentType: 'application/json' }
      : { kind: '' };
  if (target.multipart) breakers.push(multipartBodies(target.multipart).map((b) => ({ kind: b.kind, path: withQuery(base, sampleQuery), body: b })));
  else if (target.body !== undefined) breakers.push(jsonBodies(target.body).map((b) => ({ kind: b.kind, path: withQuery(base, sampleQuery), body: b })));
  const params = target.params ?? [];
  if (params.length > 0) {
    breakers.push(
      fc.tuple(fc.constantFrom(...params), urlJunk).map(([p, junkValue]) => ({ kind: 'bad path parameter', path: withQuery(replaceSegment(base, p, junkValue), sampleQuery), body: sampleBody })),
    );
  }
  if (target.query) breakers.push(queries(target.query).map((q) => ({ kind: q.kind, path: withQuery(base, q.query), body: sampleBody })));
  if (breakers.length === 0 || target.readsNothing) {
    // Nothing to break: junk of every kind anyway.
    breakers.push(
      jsonBodies({ a: 1 }).map((b) => ({ kind: b.kind, path: base, body: b })),
      queries(undefined).map((q) => ({ kind: q.kind, path: withQuery(base, q.query), body: {} as Body })),
    );
  }
  // Params and query may also be spoilt alongside a broken body.
  const extraQuery = fc.option(queries(target.query), { nil: undefined, freq: 4 });
  const extraHeaders = fc.option(headerJunk, { nil: undefined, freq: 3 });
  return fc.tuple(fc.oneof(...breakers), extraQuery, extraHeaders).map(([broken, q, hs]) => {
    const headers: Record<string, string> = { ...target.headers };
    if (broken.body.contentType) headers['content-type'] = broken.body.contentType;
    let path = broken.path;
    if (q && !broken.kind.includes('query')) path = withQuery(path.split('?')[0]!, q.query);
    let kind = broken.kind;
    if (hs) {
      for (const [name, value] of hs) {
        if (value === undefined) delete headers[name];
        else headers[name] = value;
      }
      kind += ' + junk headers';
    }
    return { kind, request: { method: method, url: path, headers, ...(broken.body.payload !== undefined ? { payload: broken.body.payload } : {}) } };
  });
}

// ───────────────────────────── checking answers ─────────────────────────────

/** Words of English error texts (Fastify's, Node's, plugins', superstruct's) that pt-BR messages never use. */
const ENGLISH =
  /\b(the|is|are|was|be|of|and|or|to|with|must|should|cannot|can't|expected|unexpected|invalid|missing|required|not|found|error|request|body|value|unsupported|large|long|failed|allowed|method|route|internal|server|payload|headers?|boundary|unknown|property|received|supported|limit|reached|premature|close)\b/i;
/** Technical tokens a pt-BR message may name (multipart/form-data, Idempotency-Key, e-mail): not words to judge. */
const TOKEN = /\S*[/_@.-]\S*/g;

export interface Envelope {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Why this answer is not a pt-BR refusal in the product's envelope (undefined when it is). */
export function envelopeProblem(res: { statusCode: number; body: string; headers: Record<string, unknown> }): string | undefined {
  if (res.statusCode < 400) return undefined;
  let parsed: Envelope;
  try {
    parsed = JSON.parse(res.body) as Envelope;
  } catch {
    return `not JSON: ${res.body.slice(0, 120)}`;
  }
  const e = parsed?.error;
  if (!e || typeof e.code !== 'string' || typeof e.message !== 'string' || e.message.trim() === '') return `no envelope: ${res.body.slice(0, 120)}`;
  // A field's message may name the field ("Valor inválido: to"): its path is no word to judge.
  const texts = [e.message, ...Object.entries(e.fields ?? {}).map(([path, text]) => (typeof text === 'string' ? text.split(path).join(' ') : text))];
  const english = texts.find((t) => typeof t !== 'string' || ENGLISH.test(t.replace(TOKEN, ' ')));
  if (english !== undefined) return `not pt-BR: ${String(english).slice(0, 120)}`;
  const contentType = res.headers['content-type'];
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return `content type ${JSON.stringify(contentType)}`;
  return undefined;
}

// ───────────────────────────── rows ─────────────────────────────

/** Every table of the current schema (information_schema: a table added later is counted too). */
export async function tableNames(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Row count of each table, in one query. */
export async function rowCounts(db: Database, tables: readonly string[]): Promise<Record<string, number>> {
  const sql = `SELECT ${tables.map((t, i) => `(SELECT count(*) FROM ${quoteIdent(t)}) AS c${i}`).join(', ')}`;
  const { rows } = await db.query<Record<string, string | number>>(sql);
  return Object.fromEntries(tables.map((t, i) => [t, Number(rows[0]![`c${i}`])]));
}

export function rowChanges(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const t of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[t] ?? 0) - (before[t] ?? 0);
    if (d !== 0) changed[t] = d;
  }
  return changed;
}

// ───────────────────────────── running ─────────────────────────────

export interface FuzzFigures {
  route: string;
  runs: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  /** Rows added or removed, all tables together (by table in `tablesChanged`). */
  rowsWritten: number;
  tablesChanged: Record<string, number>;
  nonPtBr: number;
  /** Up to five failing cases, for the report: kind, request, answer. */
  failures: string[];
  /** 2xx answers to a route that reads something (each is a bad request accepted). */
  accepted: number;
  /** Milliseconds spent generating the cases and injecting them (printed, never asserted). */
  generateMs: number;
  injectMs: number;
}

const describeCase = (c: FuzzCase, res: { statusCode: number; body: string }, why: string) => {
  const payload = c.request.payload;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('latin1') : '';
  return `${why} → ${res.statusCode} ${res.body.slice(0, 300)}\n    [${c.kind}] ${String(c.request.method)} ${JSON.stringify(c.request.url).slice(0, 200)} ${JSON.stringify(c.request.headers ?? {}).slice(0, 300)} body ${JSON.stringify(text.slice(0, 400))}`;
};

/**
 * Generates `runs` cases once (seeded: the same cases every time) and injects
 * them, `concurrency` at a time; row counts are taken before and after the
 * whole batch.
 */
export async function fuzzRoute(
  app: FastifyInstance,
  db: Database,
  route: string,
  target: FuzzTarget,
  options: { runs: number; seed: number; concurrency?: number; tables: readonly string[] },
): Promise<FuzzFigures> {
  const [method] = route.split(' ');
  const started = performance.now();
  let n = 0;
  const cases = fc.sample(fuzzCases(method!, target), { numRuns: options.runs, seed: options.seed }).map((c) => {
    const headers = { 'idempotency-key': `fuzz-${options.seed}-${++n}`, ...(c.request.headers as Record<string, string>) };
    return { ...c, request: { ...c.request, headers } };
  });
  const figures: FuzzFigures = { route, runs: 0, '2xx': 0, '4xx': 0, '5xx': 0, rowsWritten: 0, tablesChanged: {}, nonPtBr: 0, failures: [], accepted: 0, generateMs: 0, injectMs: 0 };
  const generated = performance.now();
  figures.generateMs = Math.round(generated - started);
  const before = await rowCounts(db, options.tables);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const res = await app.inject(c.request);
      figures.runs++;
      const status = res.statusCode;
      if (status >= 500) figures['5xx']++;
      else if (status >= 400) figures['4xx']++;
      else if (status >= 200 && status < 300) figures['2xx']++;
      const problem = envelopeProblem(res);
      if (problem) figures.nonPtBr++;
      const accepted = status < 300 && !target.readsNothing;
      if (accepted) figures.accepted++;
      if ((status >= 500 || problem || accepted) && figures.failures.length < 5) figures.failures.push(describeCase(c, res, status >= 500 ? 'server error' : (problem ?? 'accepted')));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  figures.injectMs = Math.round(performance.now() - generated);
  const after = await rowCounts(db, options.tables);
  figures.tablesChanged = rowChanges(before, after);
  figures.rowsWritten = Object.values(figures.tablesChanged).reduce((a, b) => a + Math.abs(b), 0);
  return figures;
}
