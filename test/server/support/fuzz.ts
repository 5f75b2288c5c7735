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

// ───────────────────────────── kinds, drawn at random or one by one ─────────────────────────────

/**
 * Each part of a request (body, multipart, params, query, headers) gives its
 * bad values two ways: `random`, the arbitrary the random sample draws from,
 * and `each`, one arbitrary per kind of breakage and field, every one drawn
 * once, so a smaller sample still sends every kind (fuzzPlan).
 */
interface Kinds<T> {
  random: fc.Arbitrary<T>;
  each: fc.Arbitrary<T>[];
}

/** One of the arbitraries, picked uniformly, then drawn. */
const pick = <T>(arbitraries: fc.Arbitrary<T>[]): fc.Arbitrary<T> => (arbitraries.length === 1 ? arbitraries[0]! : fc.constantFrom(...arbitraries).chain((a) => a));

/** A field's name in a kind's label (`kind @ field`): its path in the sample, dotted; the body itself is `(raiz)`. */
export const fieldName = (path: Path): string => (path.length > 0 ? path.join('.') : '(raiz)');

type Mutation = { kind: string; apply: (v: Json) => Json };

const setTo = (path: Path, value: Json) => (v: Json) => setAt(v, path, (parent, last) => void ((parent as Record<string | number, Json>)[last] = value));

/** The sample's fields a kind breaks: every path (`all`), those not holding null (`typed`), strings, objects. */
function fieldsOf(sample: Json) {
  const all = paths(sample);
  // (not where the sample holds null: a nullable field's type is unknown, so no value is surely of another)
  const typed = all.filter((l) => l.value !== null);
  const strings = all.filter((l) => typeof l.value === 'string');
  return { all, typed: typed.length > 0 ? typed : all, strings: strings.length > 0 ? strings : all.slice(0, 1), objects: objectPaths(sample) };
}

const PROTO_KEY = fc.constantFrom(...PROTO_KEYS);
const EXTRA_KEY = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }).map((k) => `x-${k}`), poisonString);

const wrongTypeAt = ({ path, value }: { path: Path; value: Json }) =>
  otherType(value).map((replacement): Mutation => ({ kind: `wrong type @ ${fieldName(path)}`, apply: setTo(path, replacement) }));
const poisonAt = ({ path }: { path: Path }) => poisonString.map((bad): Mutation => ({ kind: `NUL or lone surrogate @ ${fieldName(path)}`, apply: setTo(path, bad) }));
const keyAt = (path: Path, keys: fc.Arbitrary<string>) =>
  fc.tuple(keys, junk).map(
    ([k, value]): Mutation => ({
      kind: `${(PROTO_KEYS as readonly string[]).includes(k) ? 'prototype key' : 'extra field'} @ ${fieldName(path)}`,
      apply: (v: Json) =>
        path.length === 0
          ? ownObject([...Object.entries(v as object), [k, value]] as [string, Json][])
          : setAt(v, [...path, k], (parent, last) => void Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true })),
    }),
  );
const notAnObject = fc.oneof(fc.constant([] as Json), junk.filter((j) => j === null || typeof j !== 'object' || Array.isArray(j))).map((j): Mutation => ({ kind: 'not an object', apply: () => j }));
const missingAt = ({ path }: { path: Path }) =>
  fc.constant<Mutation>({
    kind: `missing field @ ${fieldName(path)}`,
    apply: (v: Json) => setAt(v, path, (parent, last) => (Array.isArray(parent) ? void parent.splice(Number(last), 1) : void delete parent[last as string])),
  });
const oddStringAt = ({ path }: { path: Path }) => oddString.map((s): Mutation => ({ kind: `odd string @ ${fieldName(path)}`, apply: setTo(path, s) }));

/** Breakages of the sample that no struct accepts: a wrong type, a NUL or lone surrogate, a prototype or extra key, not an object. */
function hardMutations(sample: Json): Kinds<Mutation> {
  const { all, typed, objects } = fieldsOf(sample);
  const wrongType = typed.map(wrongTypeAt);
  const poison = all.map(poisonAt);
  const keys = objects.flatMap((path) => [keyAt(path, PROTO_KEY), keyAt(path, EXTRA_KEY)]);
  const groups = [wrongType, poison, objects.length > 0 ? [objects.length === 1 ? keyAt(objects[0]!, fc.oneof(PROTO_KEY, EXTRA_KEY)) : fc.constantFrom(...objects).chain((p) => keyAt(p, fc.oneof(PROTO_KEY, EXTRA_KEY)))] : []].filter(
    (g) => g.length > 0,
  );
  return {
    random: fc.oneof(...groups.map((g) => ({ weight: 4, arbitrary: pick(g) })), { weight: 1, arbitrary: notAnObject }),
    each: [...wrongType, ...poison, ...keys, notAnObject],
  };
}

/** Breakages that may leave a request valid alone: a field missing, an odd string. Applied before a hard one. */
function softMutations(sample: Json): Kinds<Mutation> {
  const { all, strings } = fieldsOf(sample);
  if (all.length === 0) return { random: fc.constant({ kind: '', apply: (v: Json) => v }), each: [] };
  const missing = all.map(missingAt);
  const odd = strings.map(oddStringAt);
  return { random: fc.oneof(pick(missing), pick(odd)), each: [...missing, ...odd] };
}

/** The sample broken by the soft breakages, then the hard one (on what is left). */
function composed(sample: Json, soft: Mutation[], hard: Mutation): { kind: string; payload: string; contentType: string } {
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
  return { kind: [...soft.map((m) => m.kind), hard.kind].filter((k) => k !== '').join(' + '), payload: JSON.stringify(broken), contentType: 'application/json' };
}

const BAD_JSON = ['{', '{"a":', '[1,2', 'nul', '{"a":1}}', "{'a':1}", '{"a":01}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', ''];
const WRONG_MEDIA_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/octet-stream', 'application/json; charset=utf-16', 'application/jsonx', 'image/png', 'multipart/form-data', 'multipart/form-data; boundary=x', ';;;', 'application/json, text/plain'];

type JsonBody = { kind: string; payload: string; contentType: string };

/** The body of a JSON route: text and content type. */
function jsonBodies(sample: Json): Kinds<JsonBody> {
  const hard = hardMutations(sample);
  const soft = softMutations(sample);
  // A soft breakage may remove what the hard one touches: hard goes last, on what is left.
  const mutated = fc.tuple(fc.array(soft.random, { maxLength: 2 }), hard.random).map(([s, h]) => composed(sample, s, h));
  const depth = fc.integer({ min: 33, max: 8_000 });
  const deepArray = depth.map((n): JsonBody => ({ kind: 'deep nesting', payload: `${'['.repeat(n)}${']'.repeat(n)}`, contentType: 'application/json' }));
  const deepObject = depth.map((n): JsonBody => ({ kind: 'deep nesting', payload: `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`, contentType: 'application/json' }));
  const badJson = (payload: string): JsonBody => ({ kind: 'bad JSON', payload, contentType: 'application/json' });
  const wrongMediaType = (contentType: string) =>
    nonEmptyJunk.map(
      (v): JsonBody => ({
        kind: 'wrong media type',
        payload: contentType.startsWith('application/json') ? (JSON.stringify(v) ?? '') : typeof v === 'string' ? v : `a=${encodeURIComponent(String(JSON.stringify(v)).replace(/[\uD800-\uDFFF]/g, ''))}`,
        contentType,
      }),
    );
  const junkBody = nonEmptyJunk.map((v): JsonBody => ({ kind: 'junk body', payload: JSON.stringify(v), contentType: 'application/json' }));
  const raw = fc.oneof(deepArray, deepObject, fc.constantFrom(...BAD_JSON).map(badJson), fc.constantFrom(...WRONG_MEDIA_TYPES).chain(wrongMediaType), junkBody);
  // One by one: every hard breakage of every field once, each carrying one soft breakage until every soft one is sent.
  const n = Math.max(hard.each.length, soft.each.length);
  const mutatedEach = Array.from({ length: n }, (_, i) =>
    fc.tuple(hard.each[i % hard.each.length]!, i < soft.each.length ? soft.each[i]! : fc.constant(undefined)).map(([h, s]) => composed(sample, s ? [s] : [], h)),
  );
  return {
    random: fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: raw }),
    each: [...mutatedEach, deepArray, deepObject, ...BAD_JSON.map((p) => fc.constant(badJson(p))), ...WRONG_MEDIA_TYPES.map(wrongMediaType), junkBody],
  };
}

// ───────────────────────────── multipart ─────────────────────────────

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type MultipartBody = { kind: string; payload: Buffer; contentType: string };

const MULTIPART_CONTENT_TYPES = ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=other', 'multipart/mixed; boundary=fuzzfuzzfuzz'];
const BROKEN_PART_HEADERS = ['Content-Disposition form-data\r\n\r\nx\r\n', 'Content-Disposition: form-data; name=\r\n\r\n', '\r\n\r\n\r\n', 'garbage'];
const FILE_KINDS = ['script as pdf', 'no file', 'too many files', 'empty file'] as const;

function multipartBodies(spec: NonNullable<FuzzTarget['multipart']>): Kinds<MultipartBody> {
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
  // Broken multipart: truncated anywhere, no boundary, a malformed part header, a boundary that never comes.
  // (cut before the CRLF that ends the last part: a body missing only its closing delimiter is complete to busboy)
  const truncated = fc.integer({ min: 0, max: complete.length - end.length - 3 }).map((cut): MultipartBody => ({ kind: 'broken multipart', payload: complete.subarray(0, cut), contentType: ok }));
  const badContentType = (contentType: string): MultipartBody => ({ kind: 'broken multipart', payload: full([dataPart(sampleData), file]), contentType });
  const badPartHeader = (header: string): MultipartBody => ({ kind: 'broken multipart', payload: Buffer.concat([Buffer.from(`--${boundary}\r\n${header}`), end]), contentType: ok });
  // The JSON part broken like a JSON body, with a valid file.
  const data = jsonBodies(sampleData);
  const brokenData = (b: JsonBody): MultipartBody => ({
    kind: b.kind
      .split(' + ')
      .map((k) => `data part: ${k}`)
      .join(' + '),
    payload: full([part('data', b.payload, undefined, 'application/json'), file]),
    contentType: ok,
  });
  // Files the route must refuse: not of an accepted type, no file, too many, a poisoned name.
  const files: Record<(typeof FILE_KINDS)[number], Buffer[]> = {
    'script as pdf': [part(spec.fileField, '#!/bin/sh\necho nope\n', 'x.pdf', 'application/pdf')],
    'no file': [dataPart(sampleData)],
    'too many files': Array.from({ length: 21 }, () => file),
    'empty file': [part(spec.fileField, '', 'empty.pdf', 'application/pdf')],
  };
  const badFile = (kind: (typeof FILE_KINDS)[number]): MultipartBody => ({ kind, payload: full(files[kind]), contentType: ok });
  // Not multipart at all.
  const notMultipart = junk.map((v): MultipartBody => ({ kind: 'wrong media type', payload: Buffer.from(JSON.stringify(v) ?? ''), contentType: 'application/json' }));
  return {
    random: fc.oneof(
      truncated,
      fc.constantFrom(...MULTIPART_CONTENT_TYPES).map(badContentType),
      fc.constantFrom(...BROKEN_PART_HEADERS).map(badPartHeader),
      data.random.map(brokenData),
      fc.constantFrom(...FILE_KINDS).map(badFile),
      notMultipart,
    ),
    each: [
      truncated,
      ...MULTIPART_CONTENT_TYPES.map((t) => fc.constant(badContentType(t))),
      ...BROKEN_PART_HEADERS.map((h) => fc.constant(badPartHeader(h))),
      ...data.each.map((b) => b.map(brokenData)),
      ...FILE_KINDS.map((k) => fc.constant(badFile(k))),
      notMultipart,
    ],
  };
}

// ───────────────────────────── query, params, headers ─────────────────────────────

/** Percent-encoded text, lone surrogates and all (encodeURIComponent throws on those). */
const rawEncode = (s: string) =>
  [...s].map((ch) => (/^[A-Za-z0-9_.~-]$/.test(ch) ? ch : /[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');

const URL_JUNK = ['%ED%A0%80', '%00', '%', '%zz', '..%2F..%2Fetc', '__proto__', 'constructor', '%F0%9F', 'x'.repeat(120), '-1', '0', '1e309', 'null', '%20', '%0A'];
const encodedJunk = anyString.filter((s) => s.length > 0 && s.length < 2_000).map(rawEncode);
const urlJunk = fc.oneof(fc.constantFrom(...URL_JUNK), encodedJunk);
/** Every fixed URL junk once, and one drawn from any string. */
const urlJunkEach = [...URL_JUNK.map((j) => fc.constant(j)), encodedJunk];

type Query = { kind: string; query: string };

function queries(sample: Record<string, string> | undefined): Kinds<Query> {
  const keys = Object.keys(sample ?? {});
  const k = fc.oneof(fc.constantFrom(...PROTO_KEYS, ...keys, 'x'), urlJunk);
  const encoded = (name?: string, value?: string, twice?: boolean) =>
    Object.entries(sample ?? {})
      .map(([a, b]) => (a === name ? (twice ? `${a}=${encodeURIComponent(b)}&${a}=${value}` : `${a}=${value}`) : `${a}=${encodeURIComponent(b)}`))
      .join('&');
  const junkQuery = fc.array(fc.tuple(k, urlJunk), { minLength: 1, maxLength: 4 }).map(
    (pairs): Query => ({ kind: 'junk query', query: [encoded(), ...pairs.map(([a, b]) => `${a}=${b}`)].filter((s) => s !== '').join('&') }),
  );
  const badValue = (name: string, twice: boolean) =>
    urlJunk.map((v): Query => ({ kind: `${twice ? 'repeated query key' : 'bad query value'} @ ${name}`, query: encoded(name, v, twice) }));
  const protoQuery = fc.constant<Query>({ kind: 'junk query', query: '__proto__[admin]=1&constructor[prototype][x]=1' });
  return {
    random: fc.oneof(junkQuery, keys.length > 0 ? fc.tuple(fc.constantFrom(...keys), fc.boolean()).chain(([name, twice]) => badValue(name, twice)) : protoQuery),
    each: [junkQuery, ...(keys.length > 0 ? keys.flatMap((name) => [badValue(name, false), badValue(name, true)]) : [protoQuery])],
  };
}

/** Header values a client can send (printable ASCII; Node refuses the rest before the app sees it). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.integer({ min: 200, max: 6_000 }).map((n) => 'k'.repeat(n)),
  fc.constantFrom('', ' ', 'null', '../../x', 'a,b', '%00', '\\u0000'),
);
export const HEADER_NAMES = ['idempotency-key', 'upload-grant', 'cookie', 'authorization', 'origin', 'sec-fetch-site', 'x-forwarded-for', 'x-client-origin', 'accept', 'content-encoding'] as const;
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

type Body = { kind: string; payload?: string | Buffer; contentType?: string };
type Broken = { kind: string; path: string; body: Body };

const withQuery = (path: string, query?: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);

/** What breaks the route for sure: its body, else its params or its query (or, when it reads nothing, junk of every kind). */
function breakers(target: FuzzTarget): Kinds<Broken> {
  const base = target.path;
  const sampleQuery = target.query ? Object.entries(target.query).map(([a, b]) => `${a}=${encodeURIComponent(b)}`).join('&') : undefined;
  const sampleBody: Body = !target.multipart && target.body !== undefined ? { kind: '', payload: JSON.stringify(target.body), contentType: 'application/json' } : { kind: '' };
  const parts: Kinds<Broken>[] = [];
  const lift = <T extends Body>(k: Kinds<T>, path: string): Kinds<Broken> => {
    const f = (b: T): Broken => ({ kind: b.kind, path, body: b });
    return { random: k.random.map(f), each: k.each.map((a) => a.map(f)) };
  };
  if (target.multipart) parts.push(lift(multipartBodies(target.multipart), withQuery(base, sampleQuery)));
  else if (target.body !== undefined) parts.push(lift(jsonBodies(target.body), withQuery(base, sampleQuery)));
  const params = target.params ?? [];
  if (params.length > 0) {
    const at = (i: number) => (junkValue: string): Broken => ({ kind: `bad path parameter @ ${i + 1}`, path: withQuery(replaceSegment(base, params[i]!, junkValue), sampleQuery), body: sampleBody });
    parts.push({
      random: fc.tuple(fc.nat({ max: params.length - 1 }), urlJunk).map(([i, j]) => at(i)(j)),
      each: params.flatMap((_, i) => urlJunkEach.map((j) => j.map(at(i)))),
    });
  }
  const query = (sample: Record<string, string> | undefined, body: Body): Kinds<Broken> => {
    const q = queries(sample);
    const f = (x: Query): Broken => ({ kind: x.kind, path: withQuery(base, x.query), body });
    return { random: q.random.map(f), each: q.each.map((a) => a.map(f)) };
  };
  if (target.query) parts.push(query(target.query, sampleBody));
  if (parts.length === 0 || target.readsNothing) parts.push(lift(jsonBodies({ a: 1 }), base), query(undefined, { kind: '' }));
  return { random: fc.oneof(...parts.map((p) => p.random)), each: parts.flatMap((p) => p.each) };
}

/** A broken request, with its query or headers spoilt too (or not). */
function toCase(method: string, target: FuzzTarget, broken: Broken, extraQuery: Query | undefined, headerEdits: [string, string | undefined][] | undefined, headerKind: string): FuzzCase {
  const headers: Record<string, string> = { ...target.headers };
  if (broken.body.contentType) headers['content-type'] = broken.body.contentType;
  let path = broken.path;
  if (extraQuery && !broken.kind.includes('query')) path = withQuery(path.split('?')[0]!, extraQuery.query);
  let kind = broken.kind;
  if (headerEdits) {
    for (const [name, value] of headerEdits) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    kind += ` + ${headerKind}`;
  }
  return { kind, request: { method, url: path, headers, ...(broken.body.payload !== undefined ? { payload: broken.body.payload } : {}) } };
}

/** The arbitrary of bad requests to one route, drawn at random (params and query may be spoilt alongside a broken body). */
export function fuzzCases(method: string, target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const extraQuery = fc.option(queries(target.query).random, { nil: undefined, freq: 4 });
  const extraHeaders = fc.option(headerJunk, { nil: undefined, freq: 3 });
  return fc.tuple(breakers(target).random, extraQuery, extraHeaders).map(([broken, q, hs]) => toCase(method, target, broken, q, hs, 'junk headers'));
}

/**
 * The bad requests to one route drawn kind by kind: one arbitrary per kind
 * of breakage and field (each drawn once), then every header spoilt and
 * every header the route is sent dropped, each on one of those, and one
 * with a junk query alongside.
 */
export function fuzzPlan(method: string, target: FuzzTarget): fc.Arbitrary<FuzzCase>[] {
  const each = breakers(target).each;
  const plain = each.map((b) => b.map((broken) => toCase(method, target, broken, undefined, undefined, '')));
  const edits: { kind: string; edit: fc.Arbitrary<[string, string | undefined]> }[] = [
    ...HEADER_NAMES.map((name) => ({ kind: `junk header @ ${name}`, edit: headerValue.map((v): [string, string | undefined] => [name, v]) })),
    ...Object.keys(target.headers ?? {})
      .filter((name) => (HEADER_NAMES as readonly string[]).includes(name))
      .map((name) => ({ kind: `dropped header @ ${name}`, edit: fc.constant<[string, string | undefined]>([name, undefined]) })),
  ];
  const withHeaders = edits.map(({ kind, edit }, i) => fc.tuple(each[i % each.length]!, edit).map(([broken, e]) => toCase(method, target, broken, undefined, [e], kind)));
  const withQueryToo = fc.tuple(each[0]!, queries(target.query).random).map(([broken, q]) => ({ ...toCase(method, target, broken, q, undefined, ''), kind: `${broken.kind} + extra query` }));
  return [...plain, ...withHeaders, withQueryToo];
}

/**
 * About `runs` cases, seeded (the same every time): the plan's (each
 * arbitrary drawn once), then the rest drawn at random — at least a quarter
 * of `runs`, so a route with many fields still gets random cases.
 */
export function drawCases(method: string, target: FuzzTarget, options: { runs: number; seed: number }): { cases: FuzzCase[]; planned: number } {
  const planned = fuzzPlan(method, target).map((a, i) => fc.sample(a, { numRuns: 1, seed: options.seed + i })[0]!);
  const random = Math.max(options.runs - planned.length, Math.ceil(options.runs / 4));
  return { cases: [...planned, ...fc.sample(fuzzCases(method, target), { numRuns: random, seed: options.seed })], planned: planned.length };
}

/**
 * Every kind a route's cases must include, from its target alone: each
 * breakage of each field of its body (or multipart data part), each
 * whole-body breakage, each path parameter, each query key, each header.
 */
export function expectedKinds(target: FuzzTarget): string[] {
  const json = (sample: Json, prefix = '') => {
    const { all, typed, strings, objects } = fieldsOf(sample);
    return [
      ...typed.map((f) => `wrong type @ ${fieldName(f.path)}`),
      ...all.map((f) => `NUL or lone surrogate @ ${fieldName(f.path)}`),
      ...all.map((f) => `missing field @ ${fieldName(f.path)}`),
      ...strings.map((f) => `odd string @ ${fieldName(f.path)}`),
      ...objects.flatMap((p) => [`prototype key @ ${fieldName(p)}`, `extra field @ ${fieldName(p)}`]),
      'not an object',
      'deep nesting',
      'bad JSON',
      'wrong media type',
      'junk body',
    ].map((k) => `${prefix}${k}`);
  };
  const query = (sample: Record<string, string> | undefined) => ['junk query', ...Object.keys(sample ?? {}).flatMap((k) => [`bad query value @ ${k}`, `repeated query key @ ${k}`])];
  const kinds: string[] = [];
  if (target.multipart) kinds.push('broken multipart', ...json(target.multipart.data ?? {}, 'data part: '), ...FILE_KINDS, 'wrong media type');
  else if (target.body !== undefined) kinds.push(...json(target.body));
  kinds.push(...(target.params ?? []).map((_, i) => `bad path parameter @ ${i + 1}`));
  if (target.query) kinds.push(...query(target.query));
  if ((!target.multipart && target.body === undefined && !target.params?.length && !target.query) || target.readsNothing) kinds.push(...json({ a: 1 }), ...query(undefined));
  kinds.push(...HEADER_NAMES.map((h) => `junk header @ ${h}`), ...Object.keys(target.headers ?? {}).filter((h) => (HEADER_NAMES as readonly string[]).includes(h)).map((h) => `dropped header @ ${h}`));
  return [...new Set(kinds)];
}

/** How many cases carry each kind (a case of several breakages counts for each). */
export function kindCounts(cases: readonly FuzzCase[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of cases) for (const k of c.kind.split(' + ')) if (k !== '') counts[k] = (counts[k] ?? 0) + 1;
  return counts;
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
  /** Of the runs, the cases drawn kind by kind (the rest are drawn at random). */
  planned: number;
  /** Cases sent per kind of breakage (`kind @ field`): a case of several breakages counts for each. */
  kinds: Record<string, number>;
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
 * Generates about `runs` cases once (drawCases: every kind of breakage of
 * every field, then a random sample; seeded, the same cases every time) and injects
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
  const drawn = drawCases(method!, target, options);
  const cases = drawn.cases.map((c) => {
    const headers = { 'idempotency-key': `fuzz-${options.seed}-${++n}`, ...(c.request.headers as Record<string, string>) };
    return { ...c, request: { ...c.request, headers } };
  });
  const figures: FuzzFigures = { route, runs: 0, planned: drawn.planned, kinds: kindCounts(cases), '2xx': 0, '4xx': 0, '5xx': 0, rowsWritten: 0, tablesChanged: {}, nonPtBr: 0, failures: [], accepted: 0, generateMs: 0, injectMs: 0 };
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
