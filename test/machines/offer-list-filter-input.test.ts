/** The showcase opened with a filter chosen (`?categoria=`, the profile simulator's result buttons): the list starts filtered, an unknown id is ignored. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { offerListMachine, searchRequestOf } from '../../machines/offer-list/offer-list.machine';
import { parseShowcaseSearch, showcaseFilterHref } from '../../models/app/route-params';

const filters = [
  { id: 'hatch', categoryName: 'Hatch', categoryCode: 'HATCH' },
  { id: 'suv', categoryName: 'SUV', categoryCode: 'SUV' },
];
const contextOf = (filterId: string | null | undefined) =>
  createActor(offerListMachine, { input: { request: { brand: 'fiat' }, filters, ...(filterId === undefined ? {} : { filterId }) } }).getSnapshot().context;

describe('the offer list’s starting filter', () => {
  it('starts with the address’s filter chosen, and searches by its category', () => {
    const context = contextOf('suv');
    expect(context.filterId).toBe('suv');
    expect(searchRequestOf(context).fq).toEqual({ categoryCode: 'SUV' });
  });

  it('ignores a filter the page does not offer, and no filter is no filter', () => {
    expect(contextOf('picape').filterId).toBeNull();
    expect(contextOf(null).filterId).toBeNull();
    expect(contextOf(undefined).filterId).toBeNull();
  });

  it('the address carries a filter id, and a mangled one is dropped', () => {
    expect(showcaseFilterHref('suv')).toBe('/?categoria=suv');
    expect(parseShowcaseSearch({ categoria: 'suv' }).categoria).toBe('suv');
    expect(parseShowcaseSearch({ categoria: '<script>' }).categoria).toBeUndefined();
  });
});
