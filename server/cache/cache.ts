/**
 * The server's in-process caches, on lru-cache: each bounded by a number of
 * entries (or by their total size) and, when asked, by age; the least
 * recently used go first. A cache belongs to one database (`perOwner`):
 * tests and benches open many. `CatalogueCache` holds entries of one
 * catalogue version (migration 009: bumped by every write to offers or
 * cities) and drops them all when the version changes.
 *
 * Each cache has a name, and a cache is kept only where a bench shows what
 * it saves (its comment names the bench and the figure; bench/README.md
 * "Caches" lists those measured and removed). FLUA_CACHES_OFF (names,
 * comma-separated) turns caches off in a process, so a bench can measure one
 * without it (bench/caches.ts starts a server per cache).
 *
 * Imports nothing of the server: any folder may use it.
 */
import { LRUCache } from 'lru-cache';

export interface CacheOptions<V> {
  /** The name a bench turns it off by (FLUA_CACHES_OFF). */
  name: string;
  /** The most entries kept. */
  max: number;
  /** With `sizeOf`: the most total size kept (e.g. bytes). */
  maxSize?: number;
  sizeOf?: (value: V, key: string) => number;
  /** Entries older than this are read again. */
  ttlMs?: number;
}

/** A cache: `get` misses always while the cache is turned off. */
export interface Cache<V> {
  readonly name: string;
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

const turnedOff = new Set((process.env.FLUA_CACHES_OFF ?? '').split(',').map((n) => n.trim()).filter(Boolean));

/** Is the cache of this name turned off (FLUA_CACHES_OFF)? */
export function cacheTurnedOff(name: string): boolean {
  return turnedOff.has(name);
}

/** lru-cache keeps no undefined; a cache may keep null (e.g. "no such dealer"). */
type Boxed<V> = { value: V };

export function createCache<V>(options: CacheOptions<V>): Cache<V> {
  const { name, max, maxSize, sizeOf, ttlMs } = options;
  const lru = new LRUCache<string, Boxed<V>>({
    max,
    ...(maxSize !== undefined && sizeOf ? { maxSize, sizeCalculation: (box: Boxed<V>, key: string) => Math.max(1, sizeOf(box.value, key)) } : {}),
    ...(ttlMs !== undefined ? { ttl: ttlMs, ttlAutopurge: false } : {}),
  });
  const off = cacheTurnedOff(name);
  return {
    name,
    get: (key) => (off ? undefined : lru.get(key)?.value),
    set: (key, value) => {
      if (!off) lru.set(key, { value });
    },
    delete: (key) => {
      lru.delete(key);
    },
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}

/** One value per database (or any object), made when first asked for, gone with its owner. */
export function perOwner<O extends object, T>(make: () => T): (owner: O) => T {
  const of = new WeakMap<O, T>();
  return (owner) => {
    let made = of.get(owner);
    if (made === undefined) of.set(owner, (made = make()));
    return made;
  };
}

/** Entries of one catalogue version: asked with another version, the cache first drops every entry. */
export class CatalogueCache<V> {
  private version: string | undefined;
  private readonly entries: Cache<V>;

  constructor(options: CacheOptions<V>) {
    this.entries = createCache(options);
  }

  /** The cache's entries for `version` (the catalogue version just read). */
  at(version: string): Cache<V> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    return this.entries;
  }
}
