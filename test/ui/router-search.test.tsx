/** The address codec: every parameter stays the plain string a person reads and shares. */
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parsePlainSearch, parseShowcaseSearch, stringifyPlainSearch, withShowcaseView } from '../../models/app/route-params';
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

  it('the showcase keeps its filter and page in the address, and the lead step is an address of its own', async () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/?categoria=suv&pagina=3&offerId=fiat-pulse-d13&etapa=dados&pagina=x'] }));
    await router.load();
    // What the showcase's route reads (its validated search).
    expect(router.state.matches.at(-1)!.search).toMatchObject({ categoria: 'suv', pagina: 3, offerId: 'fiat-pulse-d13', etapa: 'dados' });
    // Choosing 'Hatch' after landing on SUV: the address follows; 'Todos' on page 1 leaves both out.
    expect(withShowcaseView({ categoria: 'suv', dealerCode: '10101' }, { filterId: 'hatch', page: 2 })).toEqual({ dealerCode: '10101', categoria: 'hatch', pagina: 2 });
    expect(withShowcaseView({ categoria: 'suv', pagina: 4 }, { filterId: null, page: 1 })).toEqual({});
    for (const bad of ['pagina=0', 'pagina=-1', 'pagina=abc', 'pagina=999', 'etapa=pagamento']) {
      const other = createAppRouter(createMemoryHistory({ initialEntries: [`/?${bad}`] }));
      await other.load();
      expect((other.state.matches.at(-1)!.search as Record<string, unknown>)[bad.split('=')[0]!], bad).toBeUndefined();
      expect(Object.keys(parseShowcaseSearch(other.state.location.search)), bad).toEqual([]);
    }
  });

  it("the manager's views have paths of their own, and an older hash address leads to its path", async () => {
    for (const [opened, shown] of [
      ['/admin/ofertas#/rental-offer/new', '/admin/ofertas/rental-offer/new'],
      ['/admin/ofertas?demo=cardV2#/rental-offer/fiat-mobi-l10', '/admin/ofertas/rental-offer/fiat-mobi-l10?demo=cardV2'],
      ['/admin/ofertas#/rental-offer/fiat-mobi-l10/visualizar', '/admin/ofertas/rental-offer/fiat-mobi-l10/visualizar'],
      ['/admin/ofertas#/outra-coisa', '/admin/ofertas'],
      ['/admin/ofertas/rental-offer/new/visualizar', '/admin/ofertas'],
      ['/admin/ofertas/rental-offer/fiat-mobi-l10', '/admin/ofertas/rental-offer/fiat-mobi-l10'],
    ] as const) {
      const router = createAppRouter(createMemoryHistory({ initialEntries: [opened] }));
      await router.load();
      expect(router.state.location.pathname + router.state.location.searchStr, opened).toBe(shown);
    }
  });

  it("the lead desk's address keeps the filters the server takes, a typed day as YYYY-MM-DD, and drops the rest", async () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/vendedor/leads?status=bogus&from=01/02/2026&q=joao'] }));
    await router.load();
    expect(router.state.location.href).toBe('/vendedor/leads?from=2026-02-01&q=joao');
    expect(router.state.location.search).toEqual({ from: '2026-02-01', q: 'joao' });
  });
});
