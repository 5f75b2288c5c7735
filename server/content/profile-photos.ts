/**
 * The demo's image folders (the content DAM of spec 001 §7): which offers
 * have profile-carousel photos, the folder listing as the CMS answers it
 * (`.1.json`: the folder's children by name, images among other entries),
 * and the photos themselves, painted per body type and colour.
 */
import type { Offer } from '../../models/offer';
import { Canvas, ellipse, parseHex, polygon, type Rgb } from './png';

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

type Pts = [number, number][];

const silhouettes: Record<Offer['bodyType'], { body: Pts; cabin: Pts; glass: Pts }> = {
  hatch: {
    body: [[70, 250], [84, 200], [140, 184], [220, 180], [420, 182], [520, 196], [568, 214], [574, 250]],
    cabin: [[210, 182], [262, 128], [420, 126], [470, 184]],
    glass: [[228, 178], [268, 138], [410, 136], [448, 178]],
  },
  sedan: {
    body: [[56, 250], [66, 206], [140, 190], [220, 184], [440, 184], [560, 196], [600, 214], [604, 250]],
    cabin: [[220, 186], [276, 130], [410, 128], [470, 186]],
    glass: [[238, 182], [282, 140], [404, 138], [450, 182]],
  },
  suv: {
    body: [[66, 254], [72, 192], [130, 176], [200, 170], [450, 170], [548, 182], [578, 206], [582, 254]],
    cabin: [[190, 172], [236, 110], [470, 108], [520, 172]],
    glass: [[208, 168], [246, 120], [462, 118], [500, 168]],
  },
  pickup: {
    body: [[50, 254], [56, 196], [110, 180], [170, 176], [600, 176], [604, 254]],
    cabin: [[170, 178], [214, 114], [360, 112], [380, 178]],
    glass: [[188, 174], [224, 124], [352, 122], [366, 174]],
  },
};

const backgrounds: [Rgb, Rgb][] = [
  [[238, 240, 244], [206, 210, 218]],
  [[246, 240, 232], [214, 204, 192]],
  [[232, 240, 246], [196, 208, 220]],
];

const bounds = (pts: Pts, mirror: boolean): [number, number, number, number] => {
  const xs = pts.map(([x]) => (mirror ? W - x : x));
  const ys = pts.map(([, y]) => y);
  return [Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1];
};

const flip = (pts: Pts, mirror: boolean): Pts => (mirror ? pts.map(([x, y]) => [W - x, y]) : pts);

const cache = new Map<string, Buffer>();

/** A profile photo: photo n (0-based) of a body type in a colour (two-tone roof with secondaryRgb). */
export function profilePhoto(bodyType: Offer['bodyType'], rgb: string, secondaryRgb: string | null | undefined, n: number): Buffer {
  const key = `${bodyType}|${rgb}|${secondaryRgb ?? ''}|${n}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const c = new Canvas(W, H);
  const [top, bottom] = backgrounds[n % backgrounds.length]!;
  c.gradient(top, bottom);
  const mirror = n % 2 === 1;
  const s = silhouettes[bodyType];
  const paint = parseHex(rgb);
  c.fill(ellipse(W / 2, 262, 280, 16), [0, 0, 0], [40, 240, 600, 280], 0.18);
  c.fill(polygon(flip(s.cabin, mirror)), secondaryRgb ? parseHex(secondaryRgb) : paint, bounds(s.cabin, mirror));
  c.fill(polygon(flip(s.body, mirror)), paint, bounds(s.body, mirror));
  c.fill(polygon(flip(s.glass, mirror)), [40, 56, 72], bounds(s.glass, mirror), 0.8);
  for (const wx of [170, 470]) {
    const x = mirror ? W - wx : wx;
    c.fill(ellipse(x, 252, 40, 40), [34, 34, 34], [x - 41, 211, x + 41, 293]);
    c.fill(ellipse(x, 252, 18, 18), [154, 154, 154], [x - 19, 233, x + 19, 271]);
  }
  const png = c.toPng();
  if (cache.size > 500) cache.clear();
  cache.set(key, png);
  return png;
}
