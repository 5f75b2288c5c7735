/**
 * The drawn vehicle (spec 000 §4 "Images": the picture when an offer has no
 * photos): which body an offer has, from its category, and one side view per
 * body type, in the proportions of a real car of that type (1 m = 100 units
 * on a 480 × 200 canvas, the ground at y = 184, the front to the right).
 *
 * The drawing is a list of layers, back to front: the browser renders them
 * as SVG (ui/vehicle) and the server paints the same layers into the demo's
 * profile photos (server/content), so a card, the details page and a photo
 * show the same car. Only the `paint` layers take the offer's colour (and
 * `roof` the second colour of a two-tone paint); glass, tyres, rims, lights
 * and trims keep their own.
 */
import type { Offer } from './offer';

export type BodyType = Offer['bodyType'];

export const BODY_TYPES: readonly BodyType[] = ['hatch', 'sedan', 'suv', 'pickup'];

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function isBodyType(value: unknown): value is BodyType {
  return typeof value === 'string' && (BODY_TYPES as readonly string[]).includes(value);
}

/** Category codes and names (pt-BR and English) of each body type. */
const CATEGORY_BODY: Record<string, BodyType> = {
  hatch: 'hatch',
  hatchback: 'hatch',
  compacto: 'hatch',
  sedan: 'sedan',
  seda: 'sedan',
  suv: 'suv',
  utilitarioesportivo: 'suv',
  crossover: 'suv',
  pickup: 'pickup',
  picape: 'pickup',
  picapes: 'pickup',
  pickups: 'pickup',
};

/**
 * The body type to draw: the offer's category says it (HATCH, SEDAN/Sedã,
 * SUV, PICKUP/Picape); an offer whose category names no body keeps the body
 * type it was stored with.
 */
export function bodyTypeOf(offer: Pick<Offer, 'category' | 'bodyType'>): BodyType {
  const fromCode = CATEGORY_BODY[plain(offer.category?.categoryCode ?? '')];
  const fromName = CATEGORY_BODY[plain(offer.category?.categoryName ?? '')];
  return fromCode ?? fromName ?? offer.bodyType;
}

// ───────────────────────────── the drawing ─────────────────────────────

export const CANVAS = { width: 480, height: 200, ground: 184 } as const;

export interface GradientStop {
  y: number;
  rgb: string;
  alpha: number;
}

export type VehicleFill =
  | { kind: 'paint' }
  | { kind: 'roof' }
  | { kind: 'solid'; rgb: string; alpha?: number }
  | { kind: 'vertical'; stops: GradientStop[] };

export interface VehicleLayer {
  /** What the layer is (body, glass, tyre…), for tests and the SVG's ids. */
  part: string;
  /** An SVG path using absolute M, L, C and Z only. */
  d: string;
  fill?: VehicleFill;
  stroke?: { rgb: string; alpha: number; width: number };
}

export interface Wheel {
  cx: number;
  cy: number;
  r: number;
}

const f = (n: number) => Math.round(n * 10) / 10;

/** A circle as four cubic arcs. */
export function circlePath(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return [
    `M ${f(cx + r)} ${f(cy)}`,
    `C ${f(cx + r)} ${f(cy + k)} ${f(cx + k)} ${f(cy + r)} ${f(cx)} ${f(cy + r)}`,
    `C ${f(cx - k)} ${f(cy + r)} ${f(cx - r)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}`,
    `C ${f(cx - r)} ${f(cy - k)} ${f(cx - k)} ${f(cy - r)} ${f(cx)} ${f(cy - r)}`,
    `C ${f(cx + k)} ${f(cy - r)} ${f(cx + r)} ${f(cy - k)} ${f(cx + r)} ${f(cy)} Z`,
  ].join(' ');
}

/** An ellipse as four cubic arcs. */
function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  const kx = 0.5523 * rx;
  const ky = 0.5523 * ry;
  return [
    `M ${f(cx + rx)} ${f(cy)}`,
    `C ${f(cx + rx)} ${f(cy + ky)} ${f(cx + kx)} ${f(cy + ry)} ${f(cx)} ${f(cy + ry)}`,
    `C ${f(cx - kx)} ${f(cy + ry)} ${f(cx - rx)} ${f(cy + ky)} ${f(cx - rx)} ${f(cy)}`,
    `C ${f(cx - rx)} ${f(cy - ky)} ${f(cx - kx)} ${f(cy - ry)} ${f(cx)} ${f(cy - ry)}`,
    `C ${f(cx + kx)} ${f(cy - ry)} ${f(cx + rx)} ${f(cy - ky)} ${f(cx + rx)} ${f(cy)} Z`,
  ].join(' ');
}

/** The wheel arch cut into the body's lower edge: from the front side over the top to the rear side, as line segments. */
function arch(cx: number, cy: number, r: number, yBase: number): string {
  const t0 = Math.asin(Math.max(-1, Math.min(1, (cy - yBase) / r)));
  const steps = 14;
  const pts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = t0 + ((Math.PI - 2 * t0) * i) / steps;
    pts.push(`L ${f(cx + r * Math.cos(t))} ${f(cy - r * Math.sin(t))}`);
  }
  return pts.join(' ');
}

/** A band following an arch (the plastic trim of an SUV's wheel arch). */
function archBand(cx: number, cy: number, rIn: number, rOut: number, yBase: number): string {
  const out = (r: number, reverse: boolean) => {
    const t0 = Math.asin(Math.max(-1, Math.min(1, (cy - yBase) / r)));
    const steps = 14;
    const pts: [number, number][] = [];
    for (let i = 0; i <= steps; i++) {
      const t = t0 + ((Math.PI - 2 * t0) * i) / steps;
      pts.push([cx + r * Math.cos(t), cy - r * Math.sin(t)]);
    }
    return reverse ? pts.reverse() : pts;
  };
  const pts = [...out(rOut, false), ...out(rIn, true)];
  return `M ${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L ')} Z`;
}

interface BodyDesign {
  wheels: [Wheel, Wheel];
  /** The arch radius (a little larger than the tyre). */
  archR: number;
  /** Lower edge of the body between the arches. */
  sill: number;
  /** Top of the roof and the beltline (window sills), for the shading. */
  roofY: number;
  beltY: number;
  body: (archs: { front: string; rear: string }) => string;
  roof: string;
  windows: string[];
  lines: string[];
  handles: [number, number][];
  headlight: string;
  taillight: string;
  intake: string;
  mirror: string;
  extras?: VehicleLayer[];
}

const TRIM = '#232326';

const designs: Record<BodyType, BodyDesign> = {
  // A compact hatch (about 4.0 m long, 1.5 m tall, 2.52 m between the axles).
  hatch: {
    wheels: [
      { cx: 110, cy: 153, r: 31 },
      { cx: 362, cy: 153, r: 31 },
    ],
    archR: 36,
    sill: 164,
    roofY: 38,
    beltY: 98,
    body: (a) =>
      `M 48 164 L 43 140 C 40 124 42 112 50 104 L 76 62 C 84 50 98 45 120 43 L 236 38 C 268 38 292 46 312 62 L 340 92 C 376 96 412 102 430 110 C 440 115 444 124 444 134 L 442 154 C 441 162 436 164 428 164 ${a.front} ${a.rear} L 48 164 Z`,
    roof: 'M 50 104 L 76 62 C 84 50 98 45 120 43 L 236 38 C 268 38 292 46 312 62 L 340 92 L 344 100 L 50 100 Z',
    windows: [
      'M 86 96 L 102 66 C 108 57 116 53 128 52 L 138 52 L 136 96 Z',
      'M 146 51 L 222 48 L 222 96 L 144 96 Z',
      'M 230 47 L 252 47 C 272 48 288 56 302 68 L 328 96 L 230 96 Z',
    ],
    lines: ['M 334 98 C 332 120 328 140 326 158', 'M 226 98 L 225 162', 'M 136 98 C 140 120 146 138 148 160'],
    handles: [
      [290, 106],
      [192, 106],
    ],
    headlight: 'M 410 105 L 432 110 C 438 113 441 117 443 123 L 422 121 Z',
    taillight: 'M 47 102 L 60 100 L 58 120 L 43 122 C 42 112 44 106 47 102 Z',
    intake: 'M 420 148 L 443 148 L 442 156 L 418 156 Z',
    mirror: 'M 318 94 L 334 89 C 342 89 342 102 334 102 L 320 102 Z',
  },
  // A three-box sedan (about 4.36 m long, 1.51 m tall, a separate boot).
  sedan: {
    wheels: [
      { cx: 121, cy: 154, r: 30 },
      { cx: 373, cy: 154, r: 30 },
    ],
    archR: 35,
    sill: 162,
    roofY: 34,
    beltY: 94,
    body: (a) =>
      `M 28 162 L 24 138 C 23 124 26 110 36 102 L 104 94 C 124 76 148 52 172 40 C 182 36 196 34 212 34 L 276 34 C 298 34 312 40 326 52 L 358 92 C 396 96 430 102 446 110 C 454 114 458 122 458 132 L 456 152 C 455 160 450 162 442 162 ${a.front} ${a.rear} L 28 162 Z`,
    roof: 'M 104 94 C 124 76 148 52 172 40 C 182 36 196 34 212 34 L 276 34 C 298 34 312 40 326 52 L 358 92 L 360 96 L 100 96 Z',
    windows: [
      'M 138 92 C 152 74 166 56 184 47 C 190 45 196 44 204 44 L 244 44 L 244 92 Z',
      'M 252 44 L 306 44 C 314 45 319 48 322 53 L 348 92 L 252 92 Z',
    ],
    lines: ['M 352 96 C 348 120 342 140 338 158', 'M 248 94 L 246 160', 'M 150 96 C 154 120 158 140 158 158', 'M 38 104 L 102 97'],
    handles: [
      [312, 101],
      [212, 101],
    ],
    headlight: 'M 426 106 L 446 110 C 452 113 455 118 456 124 L 436 122 Z',
    taillight: 'M 30 106 L 50 103 L 48 120 L 25 122 C 25 114 27 110 30 106 Z',
    intake: 'M 434 148 L 457 148 L 456 156 L 432 156 Z',
    mirror: 'M 342 92 L 356 87 C 364 87 364 100 356 100 L 344 100 Z',
  },
  // A compact SUV (about 4.4 m long, 1.64 m tall, high ground clearance, roof rails, arch trims).
  suv: {
    wheels: [
      { cx: 106, cy: 150, r: 34 },
      { cx: 370, cy: 150, r: 34 },
    ],
    archR: 40,
    sill: 158,
    roofY: 22,
    beltY: 88,
    body: (a) =>
      `M 26 156 L 22 128 C 21 110 24 98 30 88 L 48 42 C 54 30 66 26 86 25 L 270 22 C 296 22 314 30 330 44 L 362 82 C 400 86 436 92 452 100 C 459 106 461 114 461 126 L 460 148 C 459 156 454 158 446 158 ${a.front} ${a.rear} L 26 156 Z`,
    roof: 'M 30 90 L 48 42 C 54 30 66 26 86 25 L 270 22 C 296 22 314 30 330 44 L 362 82 L 366 90 Z',
    windows: [
      'M 58 84 L 66 46 C 70 38 78 34 92 33 L 116 32 L 114 84 Z',
      'M 124 32 L 208 31 L 208 84 L 122 84 Z',
      'M 216 31 L 270 30 C 290 31 304 38 316 50 L 346 84 L 216 84 Z',
    ],
    lines: ['M 352 88 C 338 102 330 116 328 130', 'M 212 86 L 210 146', 'M 118 86 C 124 106 138 124 148 146'],
    handles: [
      [280, 96],
      [180, 96],
    ],
    headlight: 'M 432 96 L 452 101 C 457 105 460 110 461 114 L 438 110 Z',
    taillight: 'M 24 90 L 42 88 L 40 108 L 22 110 C 22 100 22 94 24 90 Z',
    intake: 'M 440 132 L 461 132 L 460 148 L 436 146 Z',
    mirror: 'M 342 82 L 358 77 C 366 77 366 92 358 92 L 344 92 Z',
    extras: [
      { part: 'roof-rail', d: 'M 84 25 L 88 19 L 262 17 L 272 22 Z', fill: { kind: 'solid', rgb: TRIM } },
      { part: 'arch-trim', d: archBand(106, 150, 40, 45, 158), fill: { kind: 'solid', rgb: TRIM } },
      { part: 'arch-trim', d: archBand(370, 150, 40, 45, 158), fill: { kind: 'solid', rgb: TRIM } },
      { part: 'sill-trim', d: 'M 146 146 L 330 146 L 330 158 L 146 158 Z', fill: { kind: 'solid', rgb: TRIM } },
      { part: 'bumper-trim', d: 'M 22 140 L 64 140 L 64 156 L 26 156 Z', fill: { kind: 'solid', rgb: TRIM } },
    ],
  },
  // A double-cab pickup (about 4.5 m long, 1.6 m tall, the load bed behind the cab).
  pickup: {
    wheels: [
      { cx: 111, cy: 151, r: 33 },
      { cx: 385, cy: 151, r: 33 },
    ],
    archR: 39,
    sill: 158,
    roofY: 24,
    beltY: 86,
    body: (a) =>
      `M 20 158 L 16 130 L 16 88 C 16 84 18 82 22 82 L 198 82 L 204 40 C 206 28 214 24 226 24 L 290 24 C 306 24 318 30 328 40 L 360 86 C 396 90 432 94 452 100 C 462 104 466 112 466 124 L 465 150 C 464 156 460 158 452 158 ${a.front} ${a.rear} L 20 158 Z`,
    roof: 'M 198 86 L 204 40 C 206 28 214 24 226 24 L 290 24 C 306 24 318 30 328 40 L 360 86 Z',
    windows: [
      'M 214 84 L 216 44 C 218 36 222 32 230 32 L 262 32 L 262 84 Z',
      'M 270 32 L 296 32 C 304 33 310 36 316 42 L 346 84 L 270 84 Z',
    ],
    lines: ['M 350 88 C 345 110 342 130 342 152', 'M 266 86 L 264 152', 'M 208 86 L 206 152'],
    handles: [
      [302, 95],
      [226, 95],
    ],
    headlight: 'M 436 96 L 456 100 C 462 103 465 108 466 114 L 444 110 Z',
    taillight: 'M 16 90 L 27 90 L 27 116 L 16 116 Z',
    intake: 'M 444 134 L 466 134 L 465 150 L 440 148 Z',
    mirror: 'M 342 80 L 358 75 C 366 75 366 90 358 90 L 344 90 Z',
    extras: [
      { part: 'bed-rail', d: 'M 20 82 L 198 82 L 198 86 L 18 86 Z', fill: { kind: 'solid', rgb: '#000000', alpha: 0.28 } },
      { part: 'bed-gap', d: 'M 199 86 L 202 86 L 202 156 L 199 156 Z', fill: { kind: 'solid', rgb: '#000000', alpha: 0.45 } },
      { part: 'arch-trim', d: archBand(111, 151, 39, 43, 158), fill: { kind: 'solid', rgb: TRIM } },
      { part: 'arch-trim', d: archBand(385, 151, 39, 43, 158), fill: { kind: 'solid', rgb: TRIM } },
      { part: 'bumper-trim', d: 'M 16 140 L 52 140 L 54 158 L 20 158 Z', fill: { kind: 'solid', rgb: TRIM } },
    ],
  },
};

/** Where each body type's wheels are (centre and tyre radius). */
export function wheelsOf(bodyType: BodyType): readonly Wheel[] {
  return designs[bodyType].wheels;
}

function wheelLayers(w: Wheel): VehicleLayer[] {
  const rim = w.r * 0.64;
  const spokes: VehicleLayer[] = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const half = 0.16;
    const p = (ang: number, r: number) => `${f(w.cx + r * Math.cos(ang))} ${f(w.cy + r * Math.sin(ang))}`;
    return {
      part: 'spoke',
      d: `M ${p(a - half * 1.6, rim * 0.22)} L ${p(a - half, rim * 0.88)} L ${p(a + half, rim * 0.88)} L ${p(a + half * 1.6, rim * 0.22)} Z`,
      fill: { kind: 'solid', rgb: '#c9ced4' },
    };
  });
  return [
    { part: 'tyre', d: circlePath(w.cx, w.cy, w.r), fill: { kind: 'solid', rgb: '#1b1b1d' } },
    { part: 'sidewall', d: circlePath(w.cx, w.cy, w.r * 0.9), stroke: { rgb: '#3a3a3e', alpha: 1, width: 1.5 } },
    { part: 'rim', d: circlePath(w.cx, w.cy, rim), fill: { kind: 'vertical', stops: [{ y: w.cy - rim, rgb: '#e4e7ea', alpha: 1 }, { y: w.cy + rim, rgb: '#9da3aa', alpha: 1 }] } },
    { part: 'rim-well', d: circlePath(w.cx, w.cy, rim * 0.88), fill: { kind: 'solid', rgb: '#34373c' } },
    ...spokes,
    { part: 'hub', d: circlePath(w.cx, w.cy, rim * 0.26), fill: { kind: 'solid', rgb: '#a7adb4' } },
    { part: 'hub-cap', d: circlePath(w.cx, w.cy, rim * 0.1), fill: { kind: 'solid', rgb: '#4b4f55' } },
  ];
}

const cache = new Map<BodyType, VehicleLayer[]>();

/** The layers of a body type's drawing, back to front. */
export function vehicleLayers(bodyType: BodyType): VehicleLayer[] {
  const hit = cache.get(bodyType);
  if (hit) return hit;
  const d = designs[bodyType];
  const [rear, front] = d.wheels;
  const body = d.body({ front: arch(front.cx, front.cy, d.archR, d.sill), rear: arch(rear.cx, rear.cy, d.archR, d.sill) });
  const left = Math.min(...flattenPath(body).flat().map(([x]) => x));
  const right = Math.max(...flattenPath(body).flat().map(([x]) => x));
  const outline = { rgb: '#000000', alpha: 0.4, width: 1.4 };
  const layers: VehicleLayer[] = [
    { part: 'ground-shadow', d: ellipsePath((left + right) / 2, CANVAS.ground + 1, (right - left) / 2 + 6, 7), fill: { kind: 'solid', rgb: '#000000', alpha: 0.16 } },
    ...d.wheels.map((w) => ({ part: 'ground-shadow', d: ellipsePath(w.cx, CANVAS.ground, w.r * 1.25, 4), fill: { kind: 'solid', rgb: '#000000', alpha: 0.3 } }) satisfies VehicleLayer),
    ...d.wheels.map((w) => ({ part: 'wheel-well', d: circlePath(w.cx, w.cy, d.archR - 0.5), fill: { kind: 'solid', rgb: '#141416' } }) satisfies VehicleLayer),
    { part: 'body', d: body, fill: { kind: 'paint' } },
    { part: 'roof', d: d.roof, fill: { kind: 'roof' } },
    {
      part: 'shading',
      d: body,
      fill: {
        kind: 'vertical',
        stops: [
          { y: d.roofY, rgb: '#ffffff', alpha: 0.34 },
          { y: d.beltY - 4, rgb: '#ffffff', alpha: 0.1 },
          { y: d.beltY + 6, rgb: '#ffffff', alpha: 0.28 },
          { y: d.beltY + 16, rgb: '#ffffff', alpha: 0 },
          { y: d.sill - 30, rgb: '#000000', alpha: 0.04 },
          { y: d.sill + 2, rgb: '#000000', alpha: 0.32 },
        ],
      },
      stroke: outline,
    },
    ...(d.extras ?? []),
    ...d.windows.map(
      (w): VehicleLayer => ({
        part: 'window',
        d: w,
        fill: { kind: 'vertical', stops: [{ y: d.roofY + 8, rgb: '#7d8fa1', alpha: 1 }, { y: d.beltY, rgb: '#1c2631', alpha: 1 }] },
        stroke: { rgb: '#111418', alpha: 0.9, width: 1.2 },
      }),
    ),
    ...d.lines.map((l): VehicleLayer => ({ part: 'panel-line', d: l, stroke: { rgb: '#000000', alpha: 0.3, width: 1.2 } })),
    ...d.handles.map(([x, y]): VehicleLayer => ({ part: 'handle', d: `M ${x} ${y} L ${x + 15} ${y} L ${x + 15} ${y + 4} L ${x} ${y + 4} Z`, fill: { kind: 'solid', rgb: '#000000', alpha: 0.35 } })),
    { part: 'mirror', d: d.mirror, fill: { kind: 'paint' }, stroke: outline },
    { part: 'headlight', d: d.headlight, fill: { kind: 'vertical', stops: [{ y: 95, rgb: '#ffffff', alpha: 1 }, { y: 125, rgb: '#cfd8e0', alpha: 1 }] }, stroke: { rgb: '#2b2f33', alpha: 0.8, width: 1 } },
    { part: 'taillight', d: d.taillight, fill: { kind: 'vertical', stops: [{ y: 86, rgb: '#e0414a', alpha: 1 }, { y: 122, rgb: '#8e141b', alpha: 1 }] }, stroke: { rgb: '#2b2f33', alpha: 0.6, width: 1 } },
    { part: 'intake', d: d.intake, fill: { kind: 'solid', rgb: TRIM } },
    ...d.wheels.flatMap(wheelLayers),
  ];
  cache.set(bodyType, layers);
  return layers;
}

/** The paint of a fill, in a colour (and second colour): null when the layer is not drawn. */
export function fillColour(fill: VehicleFill, rgb: string, secondaryRgb: string | null | undefined): { rgb: string; alpha: number } | null {
  switch (fill.kind) {
    case 'paint':
      return { rgb, alpha: 1 };
    case 'roof':
      return secondaryRgb ? { rgb: secondaryRgb, alpha: 1 } : null;
    case 'solid':
      return { rgb: fill.rgb, alpha: fill.alpha ?? 1 };
    case 'vertical':
      return null;
  }
}

/**
 * A path's outline as polygons (one per subpath), curves flattened to line
 * segments: for painting the layers without a browser.
 */
export function flattenPath(d: string, segments = 10): [number, number][][] {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? [];
  const out: [number, number][][] = [];
  let current: [number, number][] = [];
  let i = 0;
  let cmd = '';
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/[A-Za-z]/.test(t)) {
      if (!/^[MLCZ]$/.test(t)) throw new Error(`unsupported path command "${t}"`);
      cmd = t;
      i++;
      if (cmd === 'Z') {
        if (current.length > 0) out.push(current);
        current = [];
        continue;
      }
    }
    if (cmd === 'M') {
      if (current.length > 0) out.push(current);
      current = [[num(), num()]];
      cmd = 'L';
    } else if (cmd === 'L') {
      current.push([num(), num()]);
    } else if (cmd === 'C') {
      const [x0, y0] = current[current.length - 1] ?? [0, 0];
      const x1 = num(), y1 = num(), x2 = num(), y2 = num(), x3 = num(), y3 = num();
      for (let s = 1; s <= segments; s++) {
        const u = s / segments;
        const a = (1 - u) ** 3, b = 3 * (1 - u) ** 2 * u, c = 3 * (1 - u) * u ** 2, e = u ** 3;
        current.push([a * x0 + b * x1 + c * x2 + e * x3, a * y0 + b * y1 + c * y2 + e * y3]);
      }
    } else {
      throw new Error(`unsupported path command near "${t}"`);
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The bounding box of a body type's drawing (every layer): it must sit inside the canvas, wheels whole. */
export function drawingBounds(bodyType: BodyType): { left: number; top: number; right: number; bottom: number } {
  const pts = vehicleLayers(bodyType).flatMap((l) => flattenPath(l.d).flat());
  return {
    left: Math.min(...pts.map(([x]) => x)),
    top: Math.min(...pts.map(([, y]) => y)),
    right: Math.max(...pts.map(([x]) => x)),
    bottom: Math.max(...pts.map(([, y]) => y)),
  };
}
