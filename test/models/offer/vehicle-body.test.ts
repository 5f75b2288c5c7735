/**
 * The drawn vehicle: the body type from the offer's category, each model of
 * the catalogue in its own proportions (a model the table does not know in
 * its body type's), every drawing whole and painted on the body only.
 */
import { describe, expect, it } from 'vitest';
import {
  BODY_TYPES,
  CANVAS,
  MODEL_SHAPE_KEYS,
  bodyTypeOf,
  drawingBounds,
  fillColour,
  flattenPath,
  modelKey,
  shapeFor,
  vehicleLayers,
  vehicleShapeOf,
  wheelsOf,
  type VehicleShape,
} from '../../../models/offer/vehicle-body';
import { demoOffers } from '../../../server/demo/demo-catalogue';

const SHAPES: VehicleShape[] = [...MODEL_SHAPE_KEYS, ...BODY_TYPES].map(shapeFor);

/** The body's outline (with its roof rails) on the canvas: how long and how tall it is drawn. */
function drawnSize(shape: VehicleShape | (typeof BODY_TYPES)[number]) {
  const body = vehicleLayers(shape)
    .filter((l) => l.part === 'body' || l.part === 'roof-rail')
    .flatMap((l) => flattenPath(l.d).flat());
  const xs = body.map(([x]) => x);
  const ys = body.map(([, y]) => y);
  return { length: Math.max(...xs) - Math.min(...xs), height: CANVAS.ground - Math.min(...ys) };
}

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
  it.each(SHAPES.map((shape) => [shape.id, shape] as const))('%s: the whole car, wheels included, sits inside the canvas', (_id, type) => {
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

  it.each(SHAPES.map((shape) => [shape.id, shape] as const))('%s: windows, two wheels, head and tail lights; only the body, mirror and roof take the colour', (_id, type) => {
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

  it('draws each car to scale: its drawn height to length is the real one, the car as large as the canvas lets it be', () => {
    for (const shape of SHAPES) {
      const size = drawnSize(shape);
      expect(size.height / size.length, shape.id).toBeCloseTo(shape.height / shape.length, 2);
      expect(size.length > CANVAS.width - 60 || size.height > CANVAS.ground - 24, shape.id).toBe(true);
    }
  });

  it('gives each body type its own shape: an SUV is taller for its length than a sedan, a pickup has a bed, a sedan a boot', () => {
    const ratio = (t: (typeof BODY_TYPES)[number]) => drawnSize(t).height / drawnSize(t).length;
    expect(ratio('suv')).toBeGreaterThan(ratio('sedan') + 0.02);
    expect(vehicleLayers('pickup').some((l) => l.part === 'bed-rail')).toBe(true);
    expect(shapeFor('sedan').rear).toBe('notch');
    const outlines = new Set(BODY_TYPES.map((t) => vehicleLayers(t).find((l) => l.part === 'body')!.d));
    expect(outlines.size).toBe(4);
  });

  it('draws the hatches Mobi, Argo, 208 and C3 each as itself: four outlines, the Mobi the tallest for its length, the 208 the lowest, the C3 raised with roof bars and cladding', () => {
    const hatch = (brand: string, model: string) => vehicleShapeOf({ brand, modelShortName: model, bodyType: 'hatch', category: { categoryName: 'Hatch', categoryCode: 'HATCH' } });
    const [mobi, argo, p208, c3] = [hatch('fiat', 'Mobi'), hatch('fiat', 'Argo'), hatch('peugeot', '208'), hatch('citroen', 'C3')];
    const outlines = new Set([mobi, argo, p208, c3].map((s) => vehicleLayers(s).find((l) => l.part === 'body')!.d));
    expect(outlines.size).toBe(4);
    const ratio = (s: VehicleShape) => drawnSize(s).height / drawnSize(s).length;
    expect(ratio(mobi)).toBeGreaterThan(ratio(argo));
    expect(ratio(argo)).toBeGreaterThan(ratio(p208));
    const parts = (s: VehicleShape) => new Set(vehicleLayers(s).map((l) => l.part));
    expect(parts(c3).has('roof-rail') && parts(c3).has('arch-trim')).toBe(true);
    expect(parts(argo).has('roof-rail') || parts(argo).has('arch-trim')).toBe(false);
  });

  it('draws every model of the demo catalogue in a shape of its own; a model it does not know in its body type’s', () => {
    const byModel = new Map(demoOffers.map((o) => [modelKey(o.brand, o.modelShortName), vehicleShapeOf(o)]));
    for (const [key, shape] of byModel) expect(shape.id, key).toBe(key);
    expect(new Set([...byModel.values()].map((s) => vehicleLayers(s).find((l) => l.part === 'body')!.d)).size).toBe(byModel.size);
    const unknown = vehicleShapeOf({ brand: 'fiat', modelShortName: 'Uno Futuro', bodyType: 'sedan', category: { categoryName: 'SUV', categoryCode: 'SUV' } });
    expect(unknown).toBe(shapeFor('suv'));
    expect(modelKey('citroen', 'C3 Aircross')).toBe('citroen-c3-aircross');
    expect(modelKey('Citroën', ' Ë-C3 ')).toBe('citroen-e-c3');
  });

  it('flattens M, L, C and Z paths into polygons', () => {
    expect(flattenPath('M 0 0 L 10 0 L 10 10 Z')).toEqual([[[0, 0], [10, 0], [10, 10]]]);
    const curve = flattenPath('M 0 0 C 0 10 10 10 10 0', 4)[0]!;
    expect(curve).toHaveLength(5);
    expect(curve.at(-1)).toEqual([10, 0]);
    expect(() => flattenPath('M 0 0 A 5 5 0 0 1 10 0')).toThrow();
  });
});
