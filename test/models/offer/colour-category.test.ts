import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Colour, ColorCategory, colourCategoryOf } from '../../../models/offer/offer';
import { colourGroupOf, colourGroups } from '../../../models/pricing/offer-details';
import { demoOffers } from '../../../server/demo/demo-catalogue';

/** Spec 000 §3 "category (M metallic, P pearly, N or other solid)"; 001 §9 "N/other solid". */
describe('a colour category other than N, M or P reads as solid', () => {
  it('maps M to metallic, P to pearly, N and anything else to solid', () => {
    expect(['M', 'P', 'N'].map(colourCategoryOf)).toEqual(['M', 'P', 'N']);
    expect(['S', '', 'm', 'X', null, undefined, 3].map(colourCategoryOf)).toEqual(['N', 'N', 'N', 'N', 'N', 'N', 'N']);
    expect(['M', 'P', 'N', 'S', ''].map(colourGroupOf)).toEqual(['metallic', 'pearly', 'solid', 'solid', 'solid']);
  });

  it('an answer whose colour has another category is read, not refused: the colour is solid', () => {
    const colour = demoOffers[0]!.colors[0]!;
    const read = create({ ...colour, category: 'S' }, Colour);
    expect(read.category).toBe('N');
    expect(create('P', ColorCategory)).toBe('P');
    expect(is('N', ColorCategory)).toBe(true);
    expect(colourGroups([read, { ...colour, colorId: 'x', category: 'M' }]).map((g) => g.key)).toEqual(['solid', 'metallic']);
  });
});
