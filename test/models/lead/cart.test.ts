import { describe, expect, it } from 'vitest';
import {
  CART_MAX_ENTRIES,
  canAddToCart,
  cartEntryOf,
  cartEntryTotal,
  cartGrandTotal,
  cartStorageWrite,
  parseStoredCart,
  cartPlaceOf,
  cartTakes,
  withCartEntry,
  withCartLead,
  withoutCartEntry,
  type ShoppingCartEntry,
} from '../../../models/lead/cart';
import { detailsPrice, initialConfiguration, offerSubtitle, offerTitle, selectionOf, withPeriod } from '../../../models/pricing/offer-details';
import { publicOffers } from '../../support/fixtures';

const mobi = publicOffers.find((o) => o.id === 'fiat-mobi-l10')!;
const entry = (planPrice: number, unit: number, title = 'Fiat Mobi Like 2026'): ShoppingCartEntry => ({ title, subtitle: '1.0 · Manual', planPrice, monthPrice: planPrice, unit });

describe('shopping cart', () => {
  it('an entry is the offer as configured: title, subtitle, the plan\'s monthly price, the configured month price and the months', () => {
    const config = withPeriod(mobi, initialConfiguration(mobi), 36);
    const price = detailsPrice(mobi, config);
    expect(cartEntryOf(mobi, config, price)).toEqual({
      title: offerTitle(mobi, 'Fiat'),
      subtitle: offerSubtitle(mobi),
      planPrice: selectionOf(mobi, config).plan.price,
      monthPrice: price.ranges[0]!.amount,
      unit: 36,
      address: `/?offerId=fiat-mobi-l10&period=36&km=${config.km}&colour=${config.colorId}&optional=none&entrada=0`,
    });
  });

  it('cart total = plan price × months, to the centavo, summed over the entries', () => {
    expect(cartEntryTotal(entry(249_990, 24))).toBe(5_999_760);
    expect(cartEntryTotal(entry(1, 1))).toBe(1);
    expect(cartGrandTotal([entry(249_990, 24), entry(189_901, 36), entry(99, 12)])).toBe(5_999_760 + 6_836_436 + 1_188);
    expect(cartGrandTotal([])).toBe(0);
  });

  it('adds up to the limit and removes by place', () => {
    let entries: ShoppingCartEntry[] = [];
    for (let i = 0; i < CART_MAX_ENTRIES + 2; i++) entries = withCartEntry(entries, entry(100 + i, 12));
    expect(entries).toHaveLength(CART_MAX_ENTRIES);
    expect(canAddToCart(entries)).toBe(false);
    expect(withoutCartEntry(entries, 0).map((e) => e.planPrice)).toEqual(entries.slice(1).map((e) => e.planPrice));
  });

  it('the same offer configured the same way replaces its twin (with the new lead); another configuration is another entry', () => {
    const a = { ...entry(100, 12), address: '/?offerId=a&period=12' };
    const b = { ...entry(200, 24), address: '/?offerId=a&period=24' };
    const lead = (key: string) => ({ lead: {} as never, idempotencyKey: key });
    let entries = withCartEntry([], a);
    let leads = withCartLead([], [], a, lead('k1'));
    expect(cartPlaceOf(entries, a)).toBe(0);
    leads = withCartLead(entries, leads, b, lead('k2'));
    entries = withCartEntry(entries, b);
    expect(entries).toEqual([a, b]);
    const again = { ...a, monthPrice: 150 };
    leads = withCartLead(entries, leads, again, lead('k3'));
    entries = withCartEntry(entries, again);
    expect(entries).toEqual([again, b]);
    expect(leads.map((l) => l?.idempotencyKey)).toEqual(['k3', 'k2']);
    // A full cart still takes a twin (it replaces), never a new one.
    const full = Array.from({ length: CART_MAX_ENTRIES }, (_, i) => ({ ...entry(i, 12), address: `/?offerId=${i}` }));
    expect(cartTakes(full, { ...full[3]!, monthPrice: 9 })).toBe(true);
    expect(cartTakes(full, a)).toBe(false);
    expect(withCartLead(full, [], a, lead('k4'))).toEqual(full.map(() => null));
  });

  it('reads only valid stored entries; anything else is an empty cart', () => {
    const good = entry(249_990, 24);
    expect(parseStoredCart(JSON.stringify([good, { ...good, planPrice: 12.5 }, { title: 'x' }, { ...good, unit: 0 }]))).toEqual([good]);
    expect(parseStoredCart('{"title":"x"}')).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });

  it('is stored only while it holds something (consent: strictly necessary once the visitor added to it)', () => {
    expect(cartStorageWrite([])).toEqual({ kind: 'remove' });
    const good = entry(249_990, 24);
    expect(cartStorageWrite([good])).toEqual({ kind: 'set', value: JSON.stringify([good]) });
  });
});
