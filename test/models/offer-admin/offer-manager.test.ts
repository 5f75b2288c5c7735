/** The offer manager's rules: where it lives, the editor's paths and older hash route, the filters and the card wrapper's texts. */
import { describe, expect, it } from 'vitest';
import {
  filterManagedOffers,
  mergeRefreshedOffers,
  NO_FILTERS,
  offerMetadata,
  parseFilterChoice,
  personTypeLabel,
  validityText,
} from '../../../models/offer-admin/offer-manager';
import { editorHash, editorPath, isManagerAppPath, isManagerViewPath, managerPath, managerViewAddress, managerViewPath, parseManagerHash, previewHash, previewPath } from '../../../models/app/manager-address';
import { isAppPage } from '../../../models/app/pages';
import { managerOffers } from '../../machines/offer-manager.paths';
import type { ManagedOffer } from '../../../models/offer-admin/offer-manager';

describe('the manager’s address', () => {
  it('is the configured path, else the page’s path without .html plus the admin segment, keeping the query', () => {
    expect(managerPath(undefined, { pathname: '/', search: '' })).toBe('/admin/ofertas');
    expect(managerPath(undefined, { pathname: '/', search: '?demo=cardV2' })).toBe('/admin/ofertas?demo=cardV2');
    expect(managerPath(undefined, { pathname: '/ofertas.html', search: '?x=1' })).toBe('/ofertas/admin/ofertas?x=1');
    expect(managerPath(undefined, { pathname: '/assinatura/', search: '' })).toBe('/assinatura/admin/ofertas');
    expect(managerPath('/gestao', { pathname: '/ofertas.html', search: '?x=1' })).toBe('/gestao?x=1');
  });

  it('opens an offer at #/rental-offer/{id}, a new one at #/rental-offer/new, its preview at …/visualizar', () => {
    expect(editorHash('fiat-mobi-l10')).toBe('#/rental-offer/fiat-mobi-l10');
    expect(parseManagerHash('')).toEqual({ view: 'grid' });
    expect(parseManagerHash('#/rental-offer/fiat-mobi-l10')).toEqual({ view: 'editor', offerId: 'fiat-mobi-l10' });
    expect(parseManagerHash('#/rental-offer/new')).toEqual({ view: 'editor', offerId: 'new' });
    expect(parseManagerHash(previewHash('fiat-mobi-l10'))).toEqual({ view: 'preview', offerId: 'fiat-mobi-l10' });
    expect(parseManagerHash('#/rental-offer/new/visualizar')).toEqual({ view: 'grid' });
    expect(parseManagerHash('#/rental-offer/<script>')).toEqual({ view: 'grid' });
    expect(parseManagerHash('#/rental-offer/%E0%A4%A')).toEqual({ view: 'grid' });
    expect(parseManagerHash('#/outra-coisa')).toEqual({ view: 'grid' });
  });

  it('shows the editor at /admin/ofertas/rental-offer/{id} and its preview at …/visualizar, where each older hash leads', () => {
    expect(editorPath('new')).toBe('/admin/ofertas/rental-offer/new');
    expect(previewPath('fiat-mobi-l10')).toBe('/admin/ofertas/rental-offer/fiat-mobi-l10/visualizar');
    expect(managerViewPath(parseManagerHash('#/rental-offer/fiat-mobi-l10'))).toBe(editorPath('fiat-mobi-l10'));
    expect(managerViewPath(parseManagerHash(previewHash('fiat-mobi-l10')))).toBe(previewPath('fiat-mobi-l10'));
    expect(managerViewPath(parseManagerHash('#/outra-coisa'))).toBe('/admin/ofertas');
    expect(managerViewAddress(undefined, { pathname: '/', search: '' }, { view: 'editor', offerId: 'new' })).toBe('/admin/ofertas/rental-offer/new');
    expect(managerViewAddress(undefined, { pathname: '/', search: '?demo=cardV2' }, { view: 'editor', offerId: 'fiat-mobi-l10' })).toBe('/admin/ofertas/rental-offer/fiat-mobi-l10?demo=cardV2');
    expect(managerViewAddress('/gestao', { pathname: '/', search: '?x=1' }, { view: 'editor', offerId: 'new' })).toBe('/gestao/rental-offer/new?x=1');
    for (const page of [editorPath('new'), editorPath('fiat-mobi-l10'), previewPath('fiat-mobi-l10'), '/admin/ofertas/rental-offer/fiat-mobi-l10/']) expect(isAppPage(page), page).toBe(true);
    for (const other of ['/admin/ofertas/rental-offer', '/admin/ofertas/rental-offer/a/b', '/admin/ofertas/rental-offer/%3Cscript%3E', '/admin/ofertas/rental-offer/%E0%A4%A']) {
      expect(isManagerViewPath(other), other).toBe(false);
      expect(isAppPage(other), other).toBe(false);
    }
  });

  it('a link the showcase makes goes through the router only to this app’s manager pages', () => {
    const page = { pathname: '/', search: '?categoria=suv' };
    for (const view of [{ view: 'grid' }, { view: 'editor', offerId: 'new' }, { view: 'editor', offerId: 'fiat-mobi-l10' }, { view: 'preview', offerId: 'fiat-mobi-l10' }] as const) {
      const address = managerViewAddress(undefined, page, view);
      expect(address.endsWith('?categoria=suv'), address).toBe(true);
      expect(isManagerAppPath(new URL(address, 'https://flua.example').pathname), address).toBe(true);
    }
    expect(isManagerAppPath('/admin/ofertas/')).toBe(true);
    // A configured manager path, or the rule's path from another page, is someone else's page: loaded, not routed.
    expect(isManagerAppPath(new URL(managerViewAddress('/gestao', page, { view: 'editor', offerId: 'x' }), 'https://flua.example').pathname)).toBe(false);
    expect(isManagerAppPath(new URL(managerViewAddress(undefined, { pathname: '/ofertas.html', search: '' }, { view: 'grid' }), 'https://flua.example').pathname)).toBe(false);
    expect(isManagerAppPath('/admin/mensagens')).toBe(false);
  });
});

describe('the grid’s filters', () => {
  const [fiat, jeep, citroen] = managerOffers as [any, any, any];
  it('by brand, status (by the spec’s priority) and person type; the text in model and version, ignoring case and accents', () => {
    expect(filterManagedOffers(managerOffers, NO_FILTERS)).toEqual(managerOffers);
    expect(filterManagedOffers(managerOffers, { ...NO_FILTERS, brand: 'jeep' })).toEqual([jeep]);
    expect(filterManagedOffers(managerOffers, { ...NO_FILTERS, status: 'archived' })).toEqual([citroen]);
    expect(filterManagedOffers(managerOffers, { ...NO_FILTERS, status: 'published' })).toEqual([jeep]);
    expect(filterManagedOffers(managerOffers, { ...NO_FILTERS, status: 'saved' })).toEqual([fiat]);
    expect(filterManagedOffers(managerOffers, { ...NO_FILTERS, personType: 'LEGAL_PERSON' })).toEqual([jeep]);
    expect(filterManagedOffers(managerOffers, { ...NO_FILTERS, text: '  CITROEN   c3 ' })).toEqual([citroen]);
    expect(filterManagedOffers(managerOffers, { ...NO_FILTERS, text: 'mobi jeep' })).toEqual([]);
    expect(parseFilterChoice('brand', 'volvo')).toBe('all');
    expect(parseFilterChoice('status', 'new')).toBe('all');
    expect(parseFilterChoice('personType', 'LEGAL_PERSON')).toBe('LEGAL_PERSON');
  });
});

describe('the card wrapper’s texts', () => {
  it('Vigência, the person type and the metadata lines', () => {
    expect(validityText({ startsOn: '2026-01-01', endsOn: '2027-12-31' })).toBe('01/01/2026 – 31/12/2027');
    expect(personTypeLabel('LEGAL_PERSON')).toBe('Pessoa Jurídica');
    expect(personTypeLabel('NATURAL_PERSON')).toBe('Pessoa Física');
    const lines = offerMetadata({ createdBy: { name: 'Ana Lima', at: '2026-01-05T12:30:00.000Z' }, updatedBy: null, publishedAt: null });
    expect(lines.map((l) => l.label)).toEqual(['Criado por', 'Editado por', 'Publicado em']);
    expect(lines[0]!.value).toMatch(/^Ana Lima · 05\/01\/2026 \d\d:30$/);
    expect(lines[1]!.value).toBe('—');
  });

  it("'Publicado em' reads with the date first, then who published", () => {
    const lines = offerMetadata({ createdBy: null, updatedBy: null, publishedAt: { name: 'Equipe Flua!', at: '2026-01-01T12:00:00.000Z' } });
    expect(lines[2]!.value).toMatch(/^01\/01\/2026 \d\d:00 · por Equipe Flua!$/);
  });
});

describe('a list read again', () => {
  const [fiat, jeep] = managerOffers as [ManagedOffer, ManagedOffer, ManagedOffer];

  it('starts over the card of an offer someone else changed, and only that one', () => {
    const edited = { ...fiat, revision: fiat.revision + 1, versionName: 'Editada' };
    const merged = mergeRefreshedOffers(managerOffers, [edited, ...managerOffers.slice(1)], { [fiat.id]: 2 });
    expect(merged.offers[0]).toBe(edited);
    expect(merged.syncs).toEqual({ [fiat.id]: 3, [jeep.id]: 0, [managerOffers[2]!.id]: 0 });
  });

  it('keeps this page’s own newer change over a read that started before it (the card keeps its toast)', () => {
    const removed = { ...jeep, removed: true, revision: jeep.revision + 1 };
    const onScreen = managerOffers.map((o) => (o.id === jeep.id ? removed : o));
    const merged = mergeRefreshedOffers(onScreen, managerOffers, {});
    expect(merged.offers[1]).toBe(removed);
    expect(merged.syncs[jeep.id]).toBe(0);
    // The same revision read back: nothing to start over.
    expect(mergeRefreshedOffers(onScreen, onScreen, {}).syncs[jeep.id]).toBe(0);
  });
});
