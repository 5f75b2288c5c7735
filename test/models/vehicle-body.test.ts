/** The drawn vehicle: the body type from the offer's category, and a drawing per type that is whole and painted on the body only. */
import { describe, expect, it } from 'vitest';
import { BODY_TYPES, CANVAS, bodyTypeOf, drawingBounds, fillColour, flattenPath, vehicleLayers, wheelsOf } from '../../models/vehicle-body';
import { demoOffers } from '../../server/db/demo-catalogue';

describe('bodyTypeOf', () => {
  it.each([
    [{ categoryName: 'Hatch', categoryCode: 'HATCH' }, 'hatch'],
    [{ categoryName: 'Sedã', categoryCode: 'SEDAN' }, 'sedan'],
    [{ categoryName: 'Sedã', categoryCode: 'X1' }, 'sedan'],
    [{ categoryName: 'SUV', categoryCode: 'SUV' }, 'suv'],
    [{ categoryName: 'Picape', categoryCode: 'PICKUP' }, 'pickup'],
    [{ categoryName: 'Picapes', categoryCode: 'P' }, 'pickup'],
  ] as const)('%o is drawn as a %s', (category, body) => {
    // The stored body type says otherwise: the category decides.
    expect(bodyTypeOf({ category, bodyType: body === 'hatch' ? 'sedan' : 'hatch' })).toBe(body);
  });

  it('keeps the stored body type when the category names no body', () => {
    expect(bodyTypeOf({ category: { categoryName: 'Ofertas da semana', categoryCode: 'PROMO' }, bodyType: 'pickup' })).toBe('pickup');
  });

  it('draws every demo offer as its category: hatches, sedans, SUVs and pickups', () => {
    const byCategory = new Map(demoOffers.map((o) => [o.category.categoryCode, bodyTypeOf(o)]));
    expect(Object.fromEntries(byCategory)).toEqual({ HATCH: 'hatch', SEDAN: 'sedan', SUV: 'suv', PICKUP: 'pickup' });
  });
});

describe('vehicle drawing', () => {
  it.each(BODY_TYPES)('%s: the whole car, wheels included, sits inside the canvas', (type) => {
    const b = drawingBounds(type);
    expect(b.left).toBeGreaterThanOrEqual(0);
    expect(b.top).toBeGreaterThanOrEqual(0);
    expect(b.right).toBeLessThanOrEqual(CANVAS.width);
    expect(b.bottom).toBeLessThanOrEqual(CANVAS.height);
    for (const w of wheelsOf(type)) {
      expect(w.cy + w.r).toBeLessThanOrEqual(CANVAS.ground);
      expect(w.cx - w.r).toBeGreaterThan(0);
      expect(w.cx + w.r).toBeLessThan(CANVAS.width);
    }
  });

  it.each(BODY_TYPES)('%s: windows, two wheels, head and tail lights; only the body, mirror and roof take the colour', (type) => {
    const layers = vehicleLayers(type);
    const parts = layers.map((l) => l.part);
    expect(parts.filter((p) => p === 'tyre')).toHaveLength(2);
    expect(parts.filter((p) => p === 'window').length).toBeGreaterThanOrEqual(2);
    expect(parts).toEqual(expect.arrayContaining(['body', 'headlight', 'taillight', 'shading']));
    const painted = layers.filter((l) => l.fill && fillColour(l.fill, '#123456', '#654321')?.rgb === '#123456').map((l) => l.part);
    expect([...new Set(painted)].sort()).toEqual(['body', 'mirror']);
    const roofed = layers.filter((l) => l.fill && fillColour(l.fill, '#123456', '#654321')?.rgb === '#654321').map((l) => l.part);
    expect(roofed).toEqual(['roof']);
  });

  it('gives each body type its own proportions: an SUV is taller than a sedan, a pickup has a bed, a hatch is the shortest', () => {
    const size = (t: (typeof BODY_TYPES)[number]) => {
      const body = flattenPath(vehicleLayers(t).find((l) => l.part === 'body')!.d).flat();
      const xs = body.map(([x]) => x);
      const ys = body.map(([, y]) => y);
      return { length: Math.max(...xs) - Math.min(...xs), height: CANVAS.ground - Math.min(...ys) };
    };
    expect(size('suv').height).toBeGreaterThan(size('sedan').height + 10);
    expect(size('hatch').length).toBeLessThan(size('sedan').length - 20);
    expect(size('pickup').length).toBeGreaterThan(size('hatch').length + 30);
    expect(vehicleLayers('pickup').some((l) => l.part === 'bed-rail')).toBe(true);
    const outlines = new Set(BODY_TYPES.map((t) => vehicleLayers(t).find((l) => l.part === 'body')!.d));
    expect(outlines.size).toBe(4);
  });

  it('flattens M, L, C and Z paths into polygons', () => {
    expect(flattenPath('M 0 0 L 10 0 L 10 10 Z')).toEqual([[[0, 0], [10, 0], [10, 10]]]);
    const curve = flattenPath('M 0 0 C 0 10 10 10 10 0', 4)[0]!;
    expect(curve).toHaveLength(5);
    expect(curve.at(-1)).toEqual([10, 0]);
    expect(() => flattenPath('M 0 0 A 5 5 0 0 1 10 0')).toThrow();
  });
});
