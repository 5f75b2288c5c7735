/** The address codec: every parameter stays the plain string a person reads and shares. */
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parsePlainSearch, stringifyPlainSearch } from '../../models/route-params';
import { createAppRouter } from '../../src/router';

describe('parsePlainSearch / stringifyPlainSearch', () => {
  it('keeps digits, booleans and JSON-looking text as plain strings', () => {
    expect(parsePlainSearch('?dealerCode=30101&editable=true&x=%7B%7D&y=null&z="q"')).toEqual({
      dealerCode: '30101',
      editable: 'true',
      x: '{}',
      y: 'null',
      z: '"q"',
    });
    expect(parsePlainSearch('a=1&a=2')).toEqual({ a: '1' });
    expect(parsePlainSearch('')).toEqual({});
  });

  it('writes numbers, booleans and strings unquoted, commas readable, and leaves out what has no text', () => {
    expect(stringifyPlainSearch({ dealerCode: '30101', period: 36, editable: true, additionals: '1,2', name: 'a b&c', gone: undefined, none: null, obj: { a: 1 } })).toBe(
      '?dealerCode=30101&period=36&editable=true&additionals=1,2&name=a%20b%26c',
    );
    expect(stringifyPlainSearch({})).toBe('');
  });

  it('round-trips any text', () => {
    const search = { a: '30101', b: '"x"', c: 'true', d: 'é ç/?#' };
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search);
  });
});

describe('the router', () => {
  it('opening an offer keeps dealerCode=30101 plain in the address', async () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/?dealerCode=30101'] }));
    await router.load();
    expect(router.state.location.search).toMatchObject({ dealerCode: '30101' });
    await router.navigate({ to: '/', search: (prev) => ({ ...prev, offerId: 'fiat-argo-d13b' }) });
    expect(router.state.location.href).toBe('/?dealerCode=30101&offerId=fiat-argo-d13b');
    expect(router.history.location.href).not.toContain('%22');
  });

  it("the lead desk's address keeps the filters the server takes, a typed day as YYYY-MM-DD, and drops the rest", async () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/vendedor/leads?status=bogus&from=01/02/2026&q=joao'] }));
    await router.load();
    expect(router.state.location.href).toBe('/vendedor/leads?from=2026-02-01&q=joao');
    expect(router.state.location.search).toEqual({ from: '2026-02-01', q: 'joao' });
  });
});
