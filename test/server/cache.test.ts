/** The server's cache helper: bounded by entries or total size, by age when asked, and per catalogue version. */
import { describe, expect, it } from 'vitest';
import { CatalogueCache, createCache, perOwner } from '../../server/cache/cache';

describe('server caches', () => {
  it('keep at most max entries, the least recently used going first', () => {
    const cache = createCache<number>({ name: 'test', max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2]);
  });

  it('keep at most maxSize in total when sized, and keep null as a value', () => {
    const cache = createCache<string | null>({ name: 'test', max: 100, maxSize: 10, sizeOf: (v) => v?.length ?? 1 });
    cache.set('a', '12345');
    cache.set('b', '123456');
    expect(cache.get('a')).toBeUndefined();
    cache.set('n', null);
    expect(cache.get('n')).toBeNull();
    expect(cache.get('b')).toBe('123456');
  });

  it('read entries again past their age', async () => {
    const cache = createCache<number>({ name: 'test', max: 10, ttlMs: 5 });
    cache.set('a', 1);
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.get('a')).toBeUndefined();
  });

  it('drop every entry of a catalogue version when asked with another', () => {
    const cache = new CatalogueCache<number>({ name: 'test', max: 10 });
    cache.at('1').set('a', 1);
    expect(cache.at('1').get('a')).toBe(1);
    expect(cache.at('2').get('a')).toBeUndefined();
    expect(cache.at('1').get('a')).toBeUndefined();
  });

  it('are one per owner', () => {
    const of = perOwner(() => createCache<number>({ name: 'test', max: 10 }));
    const [one, two] = [{}, {}];
    of(one).set('a', 1);
    expect(of(one).get('a')).toBe(1);
    expect(of(two).get('a')).toBeUndefined();
  });
});
