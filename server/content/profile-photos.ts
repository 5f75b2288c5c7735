/**
 * The demo's image folders (the content DAM of spec 001 §7): which offers
 * have profile-carousel photos, the folder listing as the CMS answers it
 * (`.1.json`: the folder's children by name, images among other entries),
 * and the photos themselves: the drawn vehicle of the body type, in the colour.
 */
import { CANVAS, fillColour, flattenPath, vehicleLayers, type VehicleShape } from '../../models/offer/vehicle-body';
import { Canvas, parseHex, type Rgb } from './png';

/** Model codes photographed for the demo (the others answer an empty folder). */
export const PHOTOGRAPHED_MODELS = new Set(['551', '363', '2R9', 'SC3']);

export const PHOTO_NAMES = ['perfil-01.png', 'perfil-02.png', 'perfil-03.png'] as const;

/** A folder listing in the CMS's shape: metadata keys, the images, and a file that is not an image. */
export function folderListing(colourCode: string): Record<string, unknown> {
  return {
    'jcr:primaryType': 'sling:OrderedFolder',
    'jcr:createdBy': 'admin',
    'jcr:content': { 'jcr:primaryType': 'nt:unstructured', 'jcr:title': colourCode },
    ...Object.fromEntries(PHOTO_NAMES.map((n) => [n, { 'jcr:primaryType': 'dam:Asset' }])),
    'leia-me.txt': { 'jcr:primaryType': 'dam:Asset' },
  };
}

/** The listing of a folder with no photos: the folder's metadata and no images. */
export function emptyFolderListing(colourCode: string): Record<string, unknown> {
  return {
    'jcr:primaryType': 'sling:OrderedFolder',
    'jcr:content': { 'jcr:primaryType': 'nt:unstructured', 'jcr:title': colourCode },
  };
}

const W = 640;
const H = 360;

const backgrounds: [Rgb, Rgb][] = [
  [[242, 243, 246], [206, 210, 218]],
  [[246, 242, 236], [214, 206, 196]],
  [[236, 242, 247], [198, 209, 221]],
];

/** The drawing's canvas (480 × 200) placed whole in the photo, with a margin: the car is never cropped. */
const SCALE = 1.22;
const OFFSET_X = (W - CANVAS.width * SCALE) / 2;
const OFFSET_Y = (H - CANVAS.height * SCALE) / 2 + 8;

type Pt = [number, number];

function place(polygons: Pt[][], mirror: boolean): Pt[][] {
  return polygons.map((poly) => poly.map(([x, y]) => [OFFSET_X + (mirror ? CANVAS.width - x : x) * SCALE, OFFSET_Y + y * SCALE] as Pt));
}

/** A vertical gradient's colour and opacity at a height. */
function gradientAt(stops: { y: number; rgb: Rgb; alpha: number }[], y: number): [Rgb, number] {
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  if (y <= first.y) return [first.rgb, first.alpha];
  if (y >= last.y) return [last.rgb, last.alpha];
  const i = stops.findIndex((s) => s.y >= y);
  const a = stops[i - 1]!;
  const b = stops[i]!;
  const t = (y - a.y) / (b.y - a.y || 1);
  return [[0, 1, 2].map((k) => a.rgb[k]! + (b.rgb[k]! - a.rgb[k]!) * t) as Rgb, a.alpha + (b.alpha - a.alpha) * t];
}

/** A stroke: each segment of the outline as a thin quadrilateral. */
function strokeSegments(polygons: Pt[][], width: number, closed: boolean): Pt[][] {
  const quads: Pt[][] = [];
  for (const poly of polygons) {
    const n = closed ? poly.length : poly.length - 1;
    for (let i = 0; i < n; i++) {
      const [x0, y0] = poly[i]!;
      const [x1, y1] = poly[(i + 1) % poly.length]!;
      const len = Math.hypot(x1 - x0, y1 - y0);
      if (len === 0) continue;
      const nx = ((y0 - y1) / len) * (width / 2);
      const ny = ((x1 - x0) / len) * (width / 2);
      quads.push([[x0 + nx, y0 + ny], [x1 + nx, y1 + ny], [x1 - nx, y1 - ny], [x0 - nx, y0 - ny]]);
    }
  }
  return quads;
}

const cache = new Map<string, Buffer>();

/**
 * A profile photo: photo n (0-based) of a model's shape in a colour
 * (two-tone roof with secondaryRgb), painted from the same layers the
 * browser draws (models/offer/vehicle-body.ts); the second photo faces the other way.
 */
export function profilePhoto(shape: VehicleShape, rgb: string, secondaryRgb: string | null | undefined, n: number): Buffer {
  const key = `${shape.id}|${rgb}|${secondaryRgb ?? ''}|${n}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const c = new Canvas(W, H);
  const [top, bottom] = backgrounds[n % backgrounds.length]!;
  c.gradient(top, bottom);
  const mirror = n % 2 === 1;
  for (const layer of vehicleLayers(shape)) {
    const polygons = place(flattenPath(layer.d), mirror);
    if (layer.fill) {
      if (layer.fill.kind === 'vertical') {
        const stops = layer.fill.stops.map((s) => ({ y: OFFSET_Y + s.y * SCALE, rgb: parseHex(s.rgb), alpha: s.alpha }));
        c.fillPolygons(polygons, (y) => gradientAt(stops, y));
      } else {
        const colour = fillColour(layer.fill, rgb, secondaryRgb);
        if (colour) {
          const paint: [Rgb, number] = [parseHex(colour.rgb), colour.alpha];
          c.fillPolygons(polygons, () => paint);
        }
      }
    }
    if (layer.stroke) {
      const closed = /Z\s*$/.test(layer.d);
      const paint: [Rgb, number] = [parseHex(layer.stroke.rgb), layer.stroke.alpha];
      for (const quad of strokeSegments(polygons, layer.stroke.width * SCALE, closed)) c.fillPolygons([quad], () => paint);
    }
  }
  const png = c.toPng();
  if (cache.size > 500) cache.clear();
  cache.set(key, png);
  return png;
}
