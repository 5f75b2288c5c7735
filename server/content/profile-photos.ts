/**
 * The demo's image folders (the content DAM of spec 001 §7): which offers
 * have profile-carousel photos, the folder listing as the CMS answers it
 * (`.1.json`: the folder's children by name, images among other entries),
 * and the photos themselves: the drawn vehicle of the body type, in the colour,
 * written as SVG from the layers the browser draws and rendered to PNG by sharp.
 */
import sharp from 'sharp';
import { CANVAS, fillColour, vehicleLayers, type VehicleShape } from '../../models/offer/vehicle-body';

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

/** A profile photo's size. */
const PHOTO_SIZE = { width: 640, height: 360 } as const;

const backgrounds: [string, string][] = [
  ['#f2f3f6', '#ced2da'],
  ['#f6f2ec', '#d6cec4'],
  ['#ecf2f7', '#c6d1dd'],
];

/** The drawing's canvas (480 × 200) placed whole in the picture, with a margin: the car is never cropped (1.22 times in a 640 × 360 photo). */
function placement(width: number, height: number): { scale: number; x: number; y: number } {
  const scale = Math.min((1.22 * width) / 640, (0.74 * height) / CANVAS.height);
  return { scale, x: (width - CANVAS.width * scale) / 2, y: (height - CANVAS.height * scale) / 2 + (8 * height) / 360 };
}

/** A colour as `#rrggbb` (grey when it is not one): offer data never reaches the SVG as written. */
export function hexColour(value: string): string {
  let h = value.replace('#', '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  const n = /^[0-9a-f]{6}/i.test(h) ? Number.parseInt(h.slice(0, 6), 16) : Number.NaN;
  return Number.isFinite(n) ? `#${n.toString(16).padStart(6, '0')}` : '#c8c8c8';
}

/** A path's d as drawn: commands and numbers only. */
const pathData = (d: string) => d.replace(/[^MLCZmlcz0-9.,\s-]/g, '');

/**
 * The picture as SVG: the background's gradient, then the vehicle's layers as the browser draws them
 * (ui/vehicle/vehicle-drawing.tsx); n picks the background, and an odd n faces the car the other way.
 */
export function vehiclePictureSvg(
  shape: VehicleShape,
  rgb: string,
  secondaryRgb: string | null | undefined,
  n: number,
  size: { width: number; height: number } = PHOTO_SIZE,
): string {
  const { width: W, height: H } = size;
  const [top, bottom] = backgrounds[n % backgrounds.length]!;
  const mirror = n % 2 === 1;
  const { scale: SCALE, x: OFFSET_X, y: OFFSET_Y } = placement(W, H);
  const place = mirror
    ? `translate(${OFFSET_X + CANVAS.width * SCALE} ${OFFSET_Y}) scale(${-SCALE} ${SCALE})`
    : `translate(${OFFSET_X} ${OFFSET_Y}) scale(${SCALE})`;
  const defs: string[] = [`<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`];
  const paths: string[] = [];
  vehicleLayers(shape).forEach((layer, i) => {
    if (!layer.fill) return;
    let fill: string;
    let fillOpacity = 1;
    if (layer.fill.kind === 'vertical') {
      const stops = layer.fill.stops;
      const y1 = stops[0]?.y ?? 0;
      const y2 = stops[stops.length - 1]?.y ?? CANVAS.height;
      defs.push(
        `<linearGradient id="g${i}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">` +
          stops.map((s) => `<stop offset="${y2 === y1 ? 0 : (s.y - y1) / (y2 - y1)}" stop-color="${hexColour(s.rgb)}" stop-opacity="${s.alpha}"/>`).join('') +
          '</linearGradient>',
      );
      fill = `url(#g${i})`;
    } else {
      const colour = fillColour(layer.fill, rgb, secondaryRgb);
      if (!colour) return;
      fill = hexColour(colour.rgb);
      fillOpacity = colour.alpha;
    }
    const stroke = layer.stroke
      ? ` stroke="${hexColour(layer.stroke.rgb)}" stroke-opacity="${layer.stroke.alpha}" stroke-width="${layer.stroke.width}" stroke-linejoin="round" stroke-linecap="round"`
      : '';
    paths.push(`<path d="${pathData(layer.d)}" fill="${fill}" fill-opacity="${fillOpacity}"${stroke}/>`);
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs.join('')}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<g transform="${place}">${paths.join('')}</g></svg>`
  );
}

/**
 * A profile photo: photo n (0-based) of a model's shape in a colour
 * (two-tone roof with secondaryRgb), painted from the same layers the
 * browser draws (models/offer/vehicle-body.ts); the second photo faces the other way.
 */
export function profilePhoto(shape: VehicleShape, rgb: string, secondaryRgb: string | null | undefined, n: number): Promise<Buffer> {
  return sharp(Buffer.from(vehiclePictureSvg(shape, rgb, secondaryRgb, n))).png().toBuffer();
}
