/** The `brand` of the rental offer service's calls (spec 001 §7): the site's brands, one or a multibrand site's list. */
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { labels } from '../../models/labels/spec';
import { RentalTimelineQuery } from '../../models/proposal/proposal';
import { RentalLeadBrandQuery } from '../../models/lead/lead-requests';
import { parseSiteBrandParam, siteBrandParam, withSiteBrand } from '../../models/offer/site-brands';

describe('the site’s brand parameter', () => {
  it('names one brand, or a multibrand site’s ordered list', () => {
    expect(siteBrandParam(['fiat'])).toBe('fiat');
    expect(siteBrandParam(['jeep', 'fiat'])).toBe('jeep,fiat');
    expect(parseSiteBrandParam('jeep,fiat')).toEqual(['jeep', 'fiat']);
    expect(parseSiteBrandParam('FIAT')).toEqual(['fiat']);
    expect(parseSiteBrandParam('fiat,fiat')).toEqual(['fiat']);
  });

  it('a missing, empty or unknown brand names nothing', () => {
    for (const v of [undefined, '', 'ferrari', 'fiat,', 'fiat,ferrari', 'fiat,jeep,peugeot,citroen,fiat']) expect(parseSiteBrandParam(v)).toBeNull();
  });

  it('is added after the address’s own parameters', () => {
    expect(withSiteBrand('/api/v2/timeline/rental', ['fiat'])).toBe('/api/v2/timeline/rental?brand=fiat');
    expect(withSiteBrand('/api/x?a=1', ['fiat', 'jeep'])).toBe('/api/x?a=1&brand=fiat%2Cjeep');
  });

  it('the proposals list requires it; one lead’s calls check it when given; a refusal says which brands it takes', () => {
    expect(create({ brand: 'fiat,jeep' }, RentalTimelineQuery)).toEqual({ brand: 'fiat,jeep' });
    expect(() => create({}, RentalTimelineQuery)).toThrow(labels.httpErrors.siteBrand);
    expect(() => create({ brand: 'ferrari' }, RentalTimelineQuery)).toThrow(labels.httpErrors.siteBrand);
    expect(create({}, RentalLeadBrandQuery)).toEqual({});
    expect(() => create({ brand: 'ferrari' }, RentalLeadBrandQuery)).toThrow(labels.httpErrors.siteBrand);
  });
});
