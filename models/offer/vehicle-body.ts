/**
 * The drawn vehicle (spec 000 §4 "Images": the picture when an offer has no
 * photos): which body an offer has, from its category, and a side view of
 * its model drawn from the model's own figures (length, height, wheelbase,
 * tyres, where the windscreen and the tail start and how far they lean,
 * roof rails, cladding; a model the table does not know is drawn in its
 * body type's shape), as large as a 480 × 200 canvas lets it be, the ground
 * at y = 184, the front to the right.
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

const TRIM = '#232326';

// ───────────────────────────── the shapes ─────────────────────────────

/**
 * How the back of a car ends: a hatch's tailgate, a sedan's boot, a
 * fastback's long sloping roof, a pickup's bed behind the cab.
 */
export type RearStyle = 'hatch' | 'notch' | 'fastback' | 'bed';

/**
 * A car's side view in metres (the rear bumper at x = 0, the ground at
 * y = 0): the figures a brochure gives (length, height, wheelbase, tyres),
 * and the lines that make a model recognisable (where the windscreen and
 * the tail start, how far they lean, the window sills' height).
 */
export interface VehicleShape {
  /** The model it draws ('fiat-mobi'), or the body type's own shape ('hatch'). */
  id: string;
  body: BodyType;
  rear: RearStyle;
  length: number;
  height: number;
  wheelbase: number;
  /** Rear bumper to rear axle. */
  rearOverhang: number;
  tyreRadius: number;
  /** The sills' lower edge above the ground. */
  clearance: number;
  /** The side windows' lower edge. */
  beltline: number;
  /** The bonnet's front edge. */
  noseHeight: number;
  /** From the front bumper to the windscreen's base. */
  bonnetLength: number;
  /** How far the windscreen leans (its horizontal run). */
  windscreenRun: number;
  /** How far the tailgate, the rear window or the sloping roof runs. */
  tailRun: number;
  /** The tail's top edge: the tailgate's glass, the boot lid, the spoiler, the bed's rail. */
  tailHeight: number;
  /** The boot (sedan) or the bed (pickup), along the ground. */
  deckLength: number;
  sideWindows: 2 | 3;
  roofRails: boolean;
  /** Dark plastic on the arches, sills and bumpers. */
  cladding: boolean;
}

type ShapeFigures = Omit<VehicleShape, 'id' | 'body' | 'deckLength' | 'sideWindows' | 'roofRails' | 'cladding'> &
  Partial<Pick<VehicleShape, 'deckLength' | 'sideWindows' | 'roofRails' | 'cladding'>>;

function shape(id: string, body: BodyType, figures: ShapeFigures): VehicleShape {
  return { id, body, deckLength: 0, sideWindows: 3, roofRails: false, cladding: false, ...figures };
}

/** Each body type's shape, for a model the table below does not know. */
const BODY_SHAPES: Record<BodyType, VehicleShape> = {
  hatch: shape('hatch', 'hatch', { rear: 'hatch', length: 4.0, height: 1.5, wheelbase: 2.52, rearOverhang: 0.7, tyreRadius: 0.3, clearance: 0.17, beltline: 0.98, noseHeight: 0.8, bonnetLength: 1.0, windscreenRun: 0.92, tailRun: 0.32, tailHeight: 1.02 }),
  sedan: shape('sedan', 'sedan', { rear: 'notch', length: 4.36, height: 1.5, wheelbase: 2.52, rearOverhang: 0.98, tyreRadius: 0.3, clearance: 0.17, beltline: 0.96, noseHeight: 0.8, bonnetLength: 1.02, windscreenRun: 0.94, tailRun: 0.55, tailHeight: 1.0, deckLength: 0.62, sideWindows: 2 }),
  suv: shape('suv', 'suv', { rear: 'hatch', length: 4.4, height: 1.64, wheelbase: 2.64, rearOverhang: 0.8, tyreRadius: 0.35, clearance: 0.22, beltline: 1.08, noseHeight: 0.95, bonnetLength: 1.05, windscreenRun: 0.86, tailRun: 0.28, tailHeight: 1.12, roofRails: true, cladding: true }),
  pickup: shape('pickup', 'pickup', { rear: 'bed', length: 4.9, height: 1.72, wheelbase: 2.98, rearOverhang: 0.98, tyreRadius: 0.36, clearance: 0.23, beltline: 1.1, noseHeight: 1.0, bonnetLength: 1.12, windscreenRun: 0.82, tailRun: 0.1, tailHeight: 1.08, deckLength: 1.55, sideWindows: 2, cladding: true }),
};

/**
 * The models of the catalogue, in their own proportions (brochure figures,
 * rounded): brand and model name, as an offer names them.
 */
const MODEL_SHAPES: Record<string, VehicleShape> = Object.fromEntries(
  [
    // A short, tall city car: upright tailgate, short bonnet, small wheels.
    shape('fiat-mobi', 'hatch', { rear: 'hatch', length: 3.57, height: 1.49, wheelbase: 2.31, rearOverhang: 0.52, tyreRadius: 0.29, clearance: 0.16, beltline: 0.97, noseHeight: 0.8, bonnetLength: 0.78, windscreenRun: 0.86, tailRun: 0.16, tailHeight: 1.03 }),
    shape('fiat-argo', 'hatch', { rear: 'hatch', length: 4.0, height: 1.5, wheelbase: 2.52, rearOverhang: 0.66, tyreRadius: 0.3, clearance: 0.17, beltline: 0.98, noseHeight: 0.8, bonnetLength: 0.98, windscreenRun: 0.96, tailRun: 0.38, tailHeight: 1.0 }),
    // Low and sporty: long bonnet, raked windscreen and tailgate, big wheels.
    shape('peugeot-208', 'hatch', { rear: 'hatch', length: 4.06, height: 1.45, wheelbase: 2.54, rearOverhang: 0.66, tyreRadius: 0.31, clearance: 0.16, beltline: 0.96, noseHeight: 0.82, bonnetLength: 1.1, windscreenRun: 1.02, tailRun: 0.5, tailHeight: 0.98 }),
    // A raised hatch: high roof and sills, cladding, roof bars.
    shape('citroen-c3', 'hatch', { rear: 'hatch', length: 3.98, height: 1.57, wheelbase: 2.54, rearOverhang: 0.62, tyreRadius: 0.32, clearance: 0.2, beltline: 1.02, noseHeight: 0.88, bonnetLength: 0.98, windscreenRun: 0.88, tailRun: 0.26, tailHeight: 1.06, roofRails: true, cladding: true }),
    shape('fiat-cronos', 'sedan', { rear: 'notch', length: 4.36, height: 1.51, wheelbase: 2.52, rearOverhang: 0.98, tyreRadius: 0.3, clearance: 0.17, beltline: 0.97, noseHeight: 0.8, bonnetLength: 1.0, windscreenRun: 0.96, tailRun: 0.58, tailHeight: 1.0, deckLength: 0.6, sideWindows: 2 }),
    shape('fiat-pulse', 'suv', { rear: 'hatch', length: 4.1, height: 1.58, wheelbase: 2.53, rearOverhang: 0.66, tyreRadius: 0.33, clearance: 0.2, beltline: 1.04, noseHeight: 0.9, bonnetLength: 1.0, windscreenRun: 0.92, tailRun: 0.4, tailHeight: 1.08, roofRails: true, cladding: true }),
    // SUV coupés: the roof slopes down to a short deck.
    shape('fiat-fastback', 'suv', { rear: 'fastback', length: 4.43, height: 1.55, wheelbase: 2.53, rearOverhang: 0.86, tyreRadius: 0.34, clearance: 0.2, beltline: 1.03, noseHeight: 0.92, bonnetLength: 1.04, windscreenRun: 0.94, tailRun: 1.05, tailHeight: 1.06, sideWindows: 2, cladding: true }),
    shape('citroen-basalt', 'suv', { rear: 'fastback', length: 4.35, height: 1.59, wheelbase: 2.64, rearOverhang: 0.74, tyreRadius: 0.33, clearance: 0.2, beltline: 1.04, noseHeight: 0.92, bonnetLength: 1.02, windscreenRun: 0.92, tailRun: 0.95, tailHeight: 1.08, sideWindows: 2, cladding: true }),
    shape('fiat-strada', 'pickup', { rear: 'bed', length: 4.48, height: 1.6, wheelbase: 2.74, rearOverhang: 0.86, tyreRadius: 0.32, clearance: 0.2, beltline: 1.04, noseHeight: 0.9, bonnetLength: 1.0, windscreenRun: 0.86, tailRun: 0.1, tailHeight: 1.02, deckLength: 1.35, sideWindows: 2 }),
    shape('fiat-toro', 'pickup', { rear: 'bed', length: 4.92, height: 1.74, wheelbase: 2.99, rearOverhang: 0.98, tyreRadius: 0.36, clearance: 0.23, beltline: 1.12, noseHeight: 1.02, bonnetLength: 1.1, windscreenRun: 0.82, tailRun: 0.1, tailHeight: 1.1, deckLength: 1.45, sideWindows: 2, cladding: true }),
    // Boxy: an upright tail and windscreen, square shoulders.
    shape('jeep-renegade', 'suv', { rear: 'hatch', length: 4.27, height: 1.7, wheelbase: 2.57, rearOverhang: 0.78, tyreRadius: 0.35, clearance: 0.22, beltline: 1.1, noseHeight: 1.0, bonnetLength: 0.98, windscreenRun: 0.7, tailRun: 0.14, tailHeight: 1.16, roofRails: true, cladding: true }),
    shape('jeep-compass', 'suv', { rear: 'hatch', length: 4.4, height: 1.64, wheelbase: 2.64, rearOverhang: 0.82, tyreRadius: 0.35, clearance: 0.21, beltline: 1.08, noseHeight: 0.98, bonnetLength: 1.06, windscreenRun: 0.88, tailRun: 0.36, tailHeight: 1.1, roofRails: true, cladding: true }),
    // Seven seats: long, with a long third window.
    shape('jeep-commander', 'suv', { rear: 'hatch', length: 4.77, height: 1.73, wheelbase: 2.79, rearOverhang: 0.96, tyreRadius: 0.36, clearance: 0.22, beltline: 1.12, noseHeight: 1.0, bonnetLength: 1.08, windscreenRun: 0.84, tailRun: 0.3, tailHeight: 1.15, roofRails: true, cladding: true }),
    shape('peugeot-2008', 'suv', { rear: 'hatch', length: 4.3, height: 1.55, wheelbase: 2.61, rearOverhang: 0.78, tyreRadius: 0.34, clearance: 0.2, beltline: 1.03, noseHeight: 0.92, bonnetLength: 1.1, windscreenRun: 0.98, tailRun: 0.52, tailHeight: 1.05, roofRails: true, cladding: true }),
    shape('citroen-c3-aircross', 'suv', { rear: 'hatch', length: 4.32, height: 1.66, wheelbase: 2.67, rearOverhang: 0.72, tyreRadius: 0.34, clearance: 0.21, beltline: 1.08, noseHeight: 0.96, bonnetLength: 0.98, windscreenRun: 0.84, tailRun: 0.2, tailHeight: 1.14, roofRails: true, cladding: true }),
    // A large pickup.
    shape('fiat-titano', 'pickup', { rear: 'bed', length: 5.33, height: 1.87, wheelbase: 3.18, rearOverhang: 1.25, tyreRadius: 0.38, clearance: 0.24, beltline: 1.2, noseHeight: 1.1, bonnetLength: 1.2, windscreenRun: 0.72, tailRun: 0.1, tailHeight: 1.16, deckLength: 1.65, sideWindows: 2, cladding: true }),
  ].map((s) => [s.id, s]),
);

/** The key of a model in the table: 'Fiat', 'C3 Aircross' → 'fiat-c3-aircross'. */
export function modelKey(brand: string, modelShortName: string): string {
  return `${plain(brand)}-${modelShortName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')}`;
}

/** The models drawn in their own shape. */
export const MODEL_SHAPE_KEYS: readonly string[] = Object.keys(MODEL_SHAPES);

/**
 * The shape to draw for an offer: its model's own when the table knows it
 * (brand and model name), else its body type's (`bodyTypeOf`).
 */
export function vehicleShapeOf(offer: { brand: string; modelShortName: string; bodyType: BodyType; category?: Offer['category'] | undefined }): VehicleShape {
  const known = MODEL_SHAPES[modelKey(offer.brand, offer.modelShortName)];
  if (known) return known;
  return BODY_SHAPES[offer.category ? bodyTypeOf({ category: offer.category, bodyType: offer.bodyType }) : offer.bodyType];
}

/** The shape of a known model ('fiat-mobi') or of a body type ('suv'); any other key, the hatch's. */
export function shapeFor(key: string): VehicleShape {
  return MODEL_SHAPES[key] ?? BODY_SHAPES[key as BodyType] ?? BODY_SHAPES.hatch;
}

// ───────────────────────────── the drawing ─────────────────────────────

type Pt = [number, number];
/** A corner of an outline: where it is, and how round (metres). */
type Corner = [number, number, number];

/** The canvas is filled edge to edge but for this margin (canvas units), the whole car inside. */
const MARGIN = { side: 24, top: 16 } as const;

/** Metres to canvas units: the car as large as the canvas lets it be, centred, standing on the ground line. */
function placement(s: VehicleShape) {
  const scale = Math.min((CANVAS.width - 2 * MARGIN.side) / s.length, (CANVAS.ground - MARGIN.top) / s.height);
  const left = (CANVAS.width - s.length * scale) / 2;
  return {
    scale,
    x: (m: number) => left + m * scale,
    y: (m: number) => CANVAS.ground - m * scale,
    pt: ([x, y]: Pt): Pt => [left + x * scale, CANVAS.ground - y * scale],
  };
}

/**
 * An outline through its corners, each rounded by its radius (clamped to
 * half of each side next to it), as lines and cubic curves.
 */
function roundedOutline(corners: readonly Corner[], to: (p: Pt) => Pt): string {
  const n = corners.length;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const [x, y, r] = corners[i]!;
    const [px, py] = corners[(i - 1 + n) % n]!;
    const [nx, ny] = corners[(i + 1) % n]!;
    const din = Math.hypot(x - px, y - py) || 1;
    const dout = Math.hypot(nx - x, ny - y) || 1;
    const rr = Math.min(r, din / 2, dout / 2);
    const a: Pt = [x + ((px - x) / din) * rr, y + ((py - y) / din) * rr];
    const b: Pt = [x + ((nx - x) / dout) * rr, y + ((ny - y) / dout) * rr];
    const [ax, ay] = to(a);
    const [bx, by] = to(b);
    const [cx, cy] = to([x, y]);
    parts.push(`${i === 0 ? 'M' : 'L'} ${f(ax)} ${f(ay)}`);
    if (rr > 0) parts.push(`C ${f(ax + (cx - ax) * 0.55)} ${f(ay + (cy - ay) * 0.55)} ${f(bx + (cx - bx) * 0.55)} ${f(by + (cy - by) * 0.55)} ${f(bx)} ${f(by)}`);
  }
  return `${parts.join(' ')} Z`;
}

function polygonPath(points: readonly Pt[]): string {
  return `M ${points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L ')} Z`;
}

/** Where a straight line through two points crosses a height. */
function xAtY([x1, y1]: Pt, [x2, y2]: Pt, y: number): number {
  return y2 === y1 ? x1 : x1 + ((y - y1) * (x2 - x1)) / (y2 - y1);
}

/** The part of a polygon between two verticals (Sutherland–Hodgman, twice). */
function clipBetween(poly: readonly Pt[], xMin: number, xMax: number): Pt[] {
  const clip = (pts: readonly Pt[], inside: (p: Pt) => boolean, x: number): Pt[] => {
    const out: Pt[] = [];
    for (let i = 0; i < pts.length; i++) {
      const cur = pts[i]!;
      const prev = pts[(i - 1 + pts.length) % pts.length]!;
      const cross = (): Pt => [x, prev[1] + ((x - prev[0]) * (cur[1] - prev[1])) / (cur[0] - prev[0] || 1e-9)];
      if (inside(cur)) {
        if (!inside(prev)) out.push(cross());
        out.push(cur);
      } else if (inside(prev)) out.push(cross());
    }
    return out;
  };
  return clip(clip(poly, (p) => p[0] >= xMin, xMin), (p) => p[0] <= xMax, xMax);
}

/** The outline's corners (metres), its greenhouse (the side glass area) and the lines the details hang from. */
function profile(s: VehicleShape) {
  const { length: L, clearance: c, beltline: B, noseHeight: N, tailHeight: T } = s;
  // With roof rails the roof sits lower, the rails on top reach the car's height.
  const H = s.roofRails ? s.height - 0.05 : s.height;
  const cowlX = L - s.bonnetLength;
  const aTopX = cowlX - s.windscreenRun;
  const cowlY = B + 0.03;
  // The beltline rises a little towards the tail (the wedge every modern car has).
  const Br = B + 0.05;
  const front: Corner[] = [
    [aTopX, H - 0.02, 0.3],
    [cowlX, cowlY, 0.12],
    [L - 0.14, N, 0.3],
    [L - 0.02, N - 0.14, 0.1],
    [L, c + 0.3, 0.12],
    [L - 0.04, c + 0.1, 0.06],
    [L - 0.12, c, 0.05],
  ];
  const bottomRear: Corner[] = [
    [0.06, c + 0.02, 0.06],
    [0, c + 0.22, 0.08],
  ];
  let rear: Corner[];
  let roofRearX: number;
  /** The side glass's rear edge, from the roof to the beltline. */
  let glassRear: [Pt, Pt];
  switch (s.rear) {
    case 'hatch': {
      roofRearX = 0.03 + s.tailRun;
      rear = [
        [0.01, T, 0.06],
        [roofRearX, H - 0.07, 0.2],
      ];
      const inset = 0.16;
      glassRear = [
        [roofRearX + inset * 0.8, H - 0.09],
        [xAtY([0.01, T], [roofRearX, H - 0.07], Br) + inset, Br],
      ];
      break;
    }
    case 'notch': {
      const deckX = s.deckLength;
      roofRearX = deckX + s.tailRun;
      rear = [
        [0, T - 0.04, 0.05],
        [0.08, T, 0.08],
        [deckX, T + 0.05, 0.08],
        [roofRearX, H - 0.03, 0.22],
      ];
      glassRear = [
        [roofRearX + 0.12, H - 0.09],
        [xAtY([deckX, T + 0.05], [roofRearX, H - 0.03], Br) + 0.2, Br],
      ];
      break;
    }
    case 'fastback': {
      roofRearX = 0.14 + s.tailRun;
      rear = [
        [0.01, T, 0.04],
        [0.14, T + 0.04, 0.08],
        [roofRearX, H - 0.02, 0.3],
      ];
      const slopeAtBelt = xAtY([0.14, T + 0.04], [roofRearX, H - 0.02], Br + 0.06);
      glassRear = [
        [roofRearX - 0.05, H - 0.08],
        [Math.max(slopeAtBelt + 0.18, roofRearX - s.tailRun * 0.35), Br],
      ];
      break;
    }
    case 'bed': {
      const cabX = s.deckLength;
      roofRearX = cabX + 0.14;
      rear = [
        [0, T, 0.03],
        [cabX, T, 0.02],
        [cabX + 0.03, H - 0.04, 0.08],
        [roofRearX, H, 0.12],
      ];
      glassRear = [
        [cabX + 0.12, H - 0.08],
        [cabX + 0.12, Br],
      ];
      break;
    }
  }
  // The roof's highest point a little ahead of its middle: it falls gently towards the tail.
  const roofMid: Corner = [aTopX - (aTopX - roofRearX) * 0.4, H, 0.7];
  const outline: Corner[] = [...bottomRear, ...rear, roofMid, ...front];
  // The side glass: behind the windscreen's pillar, under the roof's frame, before the rear pillar.
  const frame = 0.065;
  const glassFront: [Pt, Pt] = [
    [aTopX - 0.07, H - frame],
    [xAtY([cowlX, cowlY], [aTopX, H - 0.02], B) - 0.13, B],
  ];
  const greenhouse: Pt[] = [glassRear[1], glassRear[0], [roofMid[0], H - frame + 0.01], glassFront[0], glassFront[1]];
  // The roof and the pillars (a two-tone paint's second colour): the outline above the beltline.
  const aTop = front[0]!;
  const roofArea: Corner[] = [[glassRear[1][0] - 0.1, Br, 0], ...(s.rear === 'bed' ? rear.slice(2) : rear.slice(-1)), roofMid, aTop, [xAtY([cowlX, cowlY], [aTopX, H - 0.02], B), B, 0]];
  return { H, cowlX, aTopX, roofRearX, outline, greenhouse, glassFront, glassRear, roofArea };
}

const cache = new Map<string, VehicleLayer[]>();

/**
 * The layers of a shape's drawing, back to front (a body type stands for its
 * own shape): the ground's shadow, the body in the paint, the roof in a
 * two-tone paint's second colour, the shading, trims, glass, door lines,
 * handles, mirror, lights, grille and the wheels.
 */
export function vehicleLayers(of: VehicleShape | BodyType): VehicleLayer[] {
  const s = typeof of === 'string' ? BODY_SHAPES[of] : of;
  const hit = cache.get(s.id);
  if (hit) return hit;
  const p = placement(s);
  const k = p.scale;
  const g = profile(s);
  const { clearance: c, beltline: B, length: L } = s;
  const rearAxle = s.rearOverhang;
  const frontAxle = s.rearOverhang + s.wheelbase;
  const wheels: Wheel[] = [rearAxle, frontAxle].map((x) => ({ cx: p.x(x), cy: p.y(s.tyreRadius), r: s.tyreRadius * k }));
  const archR = (s.tyreRadius + (s.cladding ? 0.07 : 0.045)) * k;
  const sillY = p.y(c);

  // The body: the outline's corners, with the arches cut into its lower edge.
  const top = roundedOutline(g.outline, p.pt);
  const [rearWheel, frontWheel] = wheels as [Wheel, Wheel];
  const closing = top.replace(/ Z$/, '');
  const body = `${closing} ${arch(frontWheel.cx, frontWheel.cy, archR, sillY)} ${arch(rearWheel.cx, rearWheel.cy, archR, sillY)} Z`;

  const left = p.x(0);
  const right = p.x(L);
  const roofY = p.y(g.H);
  const beltY = p.y(B);

  // The side windows: the greenhouse cut by the pillars.
  const glass = g.greenhouse.map(p.pt);
  const span = g.glassFront[1][0] - g.glassRear[1][0];
  const gap = 0.09;
  const bX = g.glassFront[1][0] - span * (s.sideWindows === 3 ? 0.41 : 0.53);
  const cX = s.sideWindows === 3 ? bX - gap - span * 0.32 : null;
  const slabs: [number, number][] = cX === null ? [[-Infinity, bX - gap / 2], [bX + gap / 2, Infinity]] : [[-Infinity, cX - gap / 2], [cX + gap / 2, bX - gap / 2], [bX + gap / 2, Infinity]];
  const windows = slabs
    .map(([a, b]) => clipBetween(glass, a === -Infinity ? -1e6 : p.x(a), b === Infinity ? 1e6 : p.x(b)))
    .filter((poly) => poly.length >= 3)
    .map(polygonPath);

  // Door cuts: the front door's leading edge behind the front arch, the pillar between the doors, the rear door's trailing edge before the rear arch.
  const frontDoorX = frontAxle - s.tyreRadius - 0.12;
  const rearDoorEnd = cX ?? g.glassRear[1][0] + 0.06;
  const line = (pts: Pt[]) => `M ${pts.map((q) => p.pt(q)).map(([x, y]) => `${f(x)} ${f(y)}`).join(' L ')}`;
  const lines = [
    line([[Math.min(g.glassFront[1][0] + 0.05, frontDoorX + 0.14), B - 0.01], [frontDoorX + 0.03, (B + c) / 2 + 0.08], [frontDoorX, c + 0.05]]),
    line([[bX, B - 0.01], [bX - 0.01, c + 0.03]]),
    line([[rearDoorEnd, B - 0.01], [rearDoorEnd + 0.02, (B + c) / 2 + 0.05], [rearAxle + s.tyreRadius + 0.1, c + 0.05]]),
  ];
  const handleY = B - 0.12;
  // Each door's handle near its rear edge.
  const handles: Pt[] = [[bX + 0.06, handleY], [rearDoorEnd + 0.06, handleY]];
  const handleW = 0.15 * k;
  const handleH = Math.max(3, 0.035 * k);

  const N = s.noseHeight;
  const T = s.tailHeight;
  const headlight = polygonPath(([[L - 0.42, N - 0.03], [L - 0.1, N - 0.05], [L - 0.015, N - 0.16], [L - 0.34, N - 0.13]] as Pt[]).map(p.pt));
  const taillight =
    s.rear === 'bed'
      ? polygonPath(([[0.005, T - 0.06], [0.07, T - 0.06], [0.07, T - 0.36], [0.005, T - 0.36]] as Pt[]).map(p.pt))
      : s.rear === 'notch'
        ? polygonPath(([[0.01, T - 0.06], [0.3, T - 0.01], [0.28, T - 0.12], [0.005, T - 0.18]] as Pt[]).map(p.pt))
        : polygonPath(([[0.02, T - 0.02], [0.16, T - 0.01], [0.12, T - 0.16], [0.005, T - 0.22]] as Pt[]).map(p.pt));
  const intake = polygonPath(([[L - 0.34, c + 0.1], [L - 0.02, c + 0.1], [L - 0.015, c + 0.24], [L - 0.3, c + 0.22]] as Pt[]).map(p.pt));
  const mirror = roundedOutline(
    [
      [g.cowlX - 0.2, B + 0.02, 0.02],
      [g.cowlX - 0.03, B + 0.07, 0.05],
      [g.cowlX - 0.04, B + 0.16, 0.04],
      [g.cowlX - 0.2, B + 0.12, 0.03],
    ],
    p.pt,
  );

  const outline = { rgb: '#000000', alpha: 0.4, width: 1.4 };
  const extras: VehicleLayer[] = [];
  if (s.roofRails) {
    const railFrom = g.roofRearX + 0.12;
    const railTo = g.aTopX - 0.12;
    extras.push({ part: 'roof-rail', d: polygonPath(([[railFrom, g.H - 0.01], [railFrom + 0.05, s.height], [railTo - 0.05, s.height], [railTo, g.H - 0.01]] as Pt[]).map(p.pt)), fill: { kind: 'solid', rgb: TRIM } });
  }
  if (s.cladding) {
    for (const w of wheels) extras.push({ part: 'arch-trim', d: archBand(w.cx, w.cy, archR, archR + 0.05 * k, sillY), fill: { kind: 'solid', rgb: TRIM } });
    extras.push({ part: 'sill-trim', d: polygonPath(([[rearAxle + s.tyreRadius + 0.1, c], [frontAxle - s.tyreRadius - 0.1, c], [frontAxle - s.tyreRadius - 0.12, c + 0.09], [rearAxle + s.tyreRadius + 0.12, c + 0.09]] as Pt[]).map(p.pt)), fill: { kind: 'solid', rgb: TRIM } });
    extras.push({ part: 'bumper-trim', d: polygonPath(([[0.05, c + 0.01], [0.42, c], [0.4, c + 0.13], [0.01, c + 0.16]] as Pt[]).map(p.pt)), fill: { kind: 'solid', rgb: TRIM } });
  }
  if (s.rear === 'bed') {
    extras.push({ part: 'bed-rail', d: polygonPath(([[0.01, T], [s.deckLength, T], [s.deckLength, T - 0.04], [0.01, T - 0.04]] as Pt[]).map(p.pt)), fill: { kind: 'solid', rgb: '#000000', alpha: 0.28 } });
    extras.push({ part: 'bed-gap', d: polygonPath(([[s.deckLength + 0.01, T - 0.01], [s.deckLength + 0.04, T - 0.01], [s.deckLength + 0.04, c + 0.05], [s.deckLength + 0.01, c + 0.05]] as Pt[]).map(p.pt)), fill: { kind: 'solid', rgb: '#000000', alpha: 0.45 } });
  }

  const layers: VehicleLayer[] = [
    { part: 'ground-shadow', d: ellipsePath((left + right) / 2, CANVAS.ground + 1, (right - left) / 2 + 6, 7), fill: { kind: 'solid', rgb: '#000000', alpha: 0.16 } },
    ...wheels.map((w) => ({ part: 'ground-shadow', d: ellipsePath(w.cx, CANVAS.ground, w.r * 1.25, 4), fill: { kind: 'solid', rgb: '#000000', alpha: 0.3 } }) satisfies VehicleLayer),
    ...wheels.map((w) => ({ part: 'wheel-well', d: circlePath(w.cx, w.cy, archR - 0.5), fill: { kind: 'solid', rgb: '#141416' } }) satisfies VehicleLayer),
    { part: 'body', d: body, fill: { kind: 'paint' } },
    { part: 'roof', d: roundedOutline(g.roofArea, p.pt), fill: { kind: 'roof' } },
    {
      part: 'shading',
      d: body,
      fill: {
        kind: 'vertical',
        stops: [
          { y: roofY, rgb: '#ffffff', alpha: 0.34 },
          { y: beltY - 4, rgb: '#ffffff', alpha: 0.1 },
          { y: beltY + 6, rgb: '#ffffff', alpha: 0.28 },
          { y: beltY + 16, rgb: '#ffffff', alpha: 0 },
          { y: sillY - 30, rgb: '#000000', alpha: 0.04 },
          { y: sillY + 2, rgb: '#000000', alpha: 0.32 },
        ],
      },
      stroke: outline,
    },
    ...extras,
    ...windows.map(
      (w): VehicleLayer => ({
        part: 'window',
        d: w,
        fill: { kind: 'vertical', stops: [{ y: roofY + 8, rgb: '#7d8fa1', alpha: 1 }, { y: beltY, rgb: '#1c2631', alpha: 1 }] },
        stroke: { rgb: '#111418', alpha: 0.9, width: 1.2 },
      }),
    ),
    ...lines.map((l): VehicleLayer => ({ part: 'panel-line', d: l, stroke: { rgb: '#000000', alpha: 0.3, width: 1.2 } })),
    ...handles.map(([hx, hy]): VehicleLayer => {
      const [x, y] = p.pt([hx, hy]);
      return { part: 'handle', d: polygonPath([[x, y], [x + handleW, y], [x + handleW, y + handleH], [x, y + handleH]]), fill: { kind: 'solid', rgb: '#000000', alpha: 0.35 } };
    }),
    { part: 'mirror', d: mirror, fill: { kind: 'paint' }, stroke: outline },
    { part: 'headlight', d: headlight, fill: { kind: 'vertical', stops: [{ y: p.y(N), rgb: '#ffffff', alpha: 1 }, { y: p.y(N - 0.16), rgb: '#cfd8e0', alpha: 1 }] }, stroke: { rgb: '#2b2f33', alpha: 0.8, width: 1 } },
    { part: 'taillight', d: taillight, fill: { kind: 'vertical', stops: [{ y: p.y(T), rgb: '#e0414a', alpha: 1 }, { y: p.y(T - 0.36), rgb: '#8e141b', alpha: 1 }] }, stroke: { rgb: '#2b2f33', alpha: 0.6, width: 1 } },
    { part: 'intake', d: intake, fill: { kind: 'solid', rgb: TRIM } },
    ...wheels.flatMap(wheelLayers),
  ];
  cache.set(s.id, layers);
  return layers;
}

/** Where a shape's wheels are on the canvas (centre and tyre radius). */
export function wheelsOf(of: VehicleShape | BodyType): readonly Wheel[] {
  const s = typeof of === 'string' ? BODY_SHAPES[of] : of;
  const p = placement(s);
  return [s.rearOverhang, s.rearOverhang + s.wheelbase].map((x) => ({ cx: p.x(x), cy: p.y(s.tyreRadius), r: s.tyreRadius * p.scale }));
}

function wheelLayers(w: Wheel): VehicleLayer[] {
  const rim = w.r * 0.64;
  const spokes: VehicleLayer[] = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const half = 0.16;
    const q = (ang: number, r: number) => `${f(w.cx + r * Math.cos(ang))} ${f(w.cy + r * Math.sin(ang))}`;
    return {
      part: 'spoke',
      d: `M ${q(a - half * 1.6, rim * 0.22)} L ${q(a - half, rim * 0.88)} L ${q(a + half, rim * 0.88)} L ${q(a + half * 1.6, rim * 0.22)} Z`,
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

/** The bounding box of a shape's drawing (every layer): it must sit inside the canvas, wheels whole. */
export function drawingBounds(of: VehicleShape | BodyType): { left: number; top: number; right: number; bottom: number } {
  const pts = vehicleLayers(of).flatMap((l) => flattenPath(l.d).flat());
  return {
    left: Math.min(...pts.map(([x]) => x)),
    top: Math.min(...pts.map(([, y]) => y)),
    right: Math.max(...pts.map(([x]) => x)),
    bottom: Math.max(...pts.map(([, y]) => y)),
  };
}
