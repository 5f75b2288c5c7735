/**
 * Search answers prepared once per catalogue version and request: the JSON
 * bytes, their ETag, and their brotli and gzip forms (made on the first
 * request that accepts each, off the event loop, then reused). A write to the
 * catalogue bumps its version (migration 009), so the next request prepares
 * a new answer with a new ETag: a publish or a price change is seen at once.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SearchRequest } from '../../models/showcase/api';
import { todayInBrazil } from '../../models/common/calendar';
import { cardOfferOf } from '../../models/showcase/card-projection';
import { CatalogueCache, cacheTurnedOff, perOwner } from '../cache/cache';
import type { ChangeWatch, Database, Queryable } from '../db/database';
import { catalogueVersion, searchOffers, type SearchScope } from './offers-repo';

export type AnswerEncoding = 'br' | 'gzip';

export interface PreparedAnswer {
  /** Weak: the same answer in every encoding; the catalogue version and a digest of the JSON. */
  etag: string;
  json: Buffer;
  /** The answer in `encoding`, compressed once. */
  encoded: (encoding: AnswerEncoding) => Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Small answers (a page of cards) get the strongest compression; large ones (up to 500 whole offers) a quick one. */
const STRONG_UP_TO = 256 * 1024;

function compressor(json: Buffer): PreparedAnswer['encoded'] {
  const made = new Map<AnswerEncoding, Promise<Buffer>>();
  const strong = json.length <= STRONG_UP_TO;
  return (encoding) => {
    let bytes = made.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: strong ? 11 : 5,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
              },
            })
          : gzipped(json, { level: strong ? 9 : 6 });
      made.set(encoding, bytes);
    }
    return bytes;
  };
}

/** The tables the catalogue version follows (migration 009's triggers), and the channel migration 023 notifies. */
const CATALOGUE_TABLES = ['offers', 'cities', 'catalogue_version'] as const;
const CATALOGUE_CHANNEL = 'catalogue_version';

interface KnownVersion {
  watch: ChangeWatch | undefined;
  /** The version last read, while no change was told since. */
  version: string | undefined;
  /** Bumped by every change told: a read that started before one is not kept. */
  changes: number;
}

const knownVersions = new WeakMap<Queryable, KnownVersion>();
/**
 * The name a bench turns the kept version off by (server/cache/cache.ts).
 * Bench `npm run bench -- caches`: a showcase search costs 0.57 ms of server CPU with it, 2.96 ms without.
 */
const KEPT_VERSION = 'catalogue-version';

/**
 * The catalogue version, kept in memory and read again only after a change
 * was told (server/db/database.ts `watchChanges`): this process's committed
 * writes to offers or cities at once, another process's through PostgreSQL's
 * NOTIFY (migration 023). While the listening connection is down, or for a
 * database that cannot tell (a test's stand-in), every call reads it.
 */
export async function currentCatalogueVersion(db: Queryable | Database): Promise<string> {
  let known = knownVersions.get(db);
  if (!known) {
    const state: KnownVersion = { watch: undefined, version: undefined, changes: 0 };
    state.watch = 'watchChanges' in db ? db.watchChanges?.(CATALOGUE_TABLES, CATALOGUE_CHANNEL, () => {
      state.version = undefined;
      state.changes++;
    }) : undefined;
    knownVersions.set(db, (known = state));
  }
  if (known.version !== undefined && known.watch?.watching()) return known.version;
  const before = known.changes;
  const version = await catalogueVersion(db);
  if (known.changes === before && known.watch?.watching() && !cacheTurnedOff(KEPT_VERSION)) known.version = version;
  return version;
}

/**
 * Prepared answers of one catalogue version, per database; bounded by their JSON bytes.
 * Bench `npm run bench -- caches`: a showcase search costs 0.57 ms of server CPU with them, 68 ms without.
 */
const preparedOf = perOwner((): CatalogueCache<PreparedAnswer> =>
  new CatalogueCache({ name: 'search-answers', max: 10_000, maxSize: 64 * 1024 * 1024, sizeOf: (answer) => answer.json.length }),
);

export async function preparedSearch(db: Queryable, request: SearchRequest, scope: SearchScope): Promise<PreparedAnswer> {
  const version = await currentCatalogueVersion(db);
  const answers = preparedOf(db).at(version);
  // Keyed by the day too: an offer leaves the answers the day after its last day, without any write.
  const key = `${scope.admin}|${todayInBrazil()}|${JSON.stringify(request)}`;
  const hit = answers.get(key);
  if (hit) return hit;
  const { found, offers } = await searchOffers(db, request, scope);
  const hits = request.view === 'card' ? offers.map((o) => ({ id: o.id, fields: cardOfferOf(o) })) : offers.map((fields) => ({ id: fields.id, fields }));
  const json = Buffer.from(JSON.stringify({ hits: { found, hit: hits } }));
  const digest = createHash('sha256').update(json).digest('base64url').slice(0, 22);
  const answer: PreparedAnswer = { etag: `W/"${version}-${digest}"`, json, encoded: compressor(json) };
  answers.set(key, answer);
  return answer;
}

/** The encoding to answer in: brotli, else gzip, when Accept-Encoding allows it (q > 0). */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  return acceptEncoding ? readAcceptEncoding(acceptEncoding) : undefined;
}

function readAcceptEncoding(acceptEncoding: string): AnswerEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: AnswerEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/** Does If-None-Match name this ETag (weak comparison, `*` matches anything)? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}
