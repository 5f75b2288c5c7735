/**
 * A tiny PNG painter for the demo's profile-carousel photos: an RGB canvas,
 * filled polygons and ellipses with 2×2 supersampling, encoded with
 * node:zlib. Enough to give each offer colour its own pictures without
 * shipping image files.
 */
import { deflateSync } from 'node:zlib';

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  const n = Number.parseInt(h.slice(0, 6), 16);
  if (!Number.isFinite(n)) return [200, 200, 200];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

type Shape = (x: number, y: number) => boolean;

export function polygon(points: readonly [number, number][]): Shape {
  return (x, y) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  return (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
}

export class Canvas {
  readonly pixels: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  /** A vertical gradient over the whole canvas. */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = y / (this.height - 1);
      for (let x = 0; x < this.width; x++) {
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) this.pixels[i + c] = top[c]! + (bottom[c]! - top[c]!) * t;
      }
    }
  }

  /** Fills a shape with a colour at an opacity, 2×2 supersampled within its bounding box. */
  fill(shape: Shape, colour: Rgb, box: [number, number, number, number], alpha = 1): void {
    const [x0, y0, x1, y1] = box.map(Math.round) as [number, number, number, number];
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(this.width, x1); x++) {
        let hits = 0;
        for (const [dx, dy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]] as const) if (shape(x + dx, y + dy)) hits++;
        if (hits === 0) continue;
        const a = (alpha * hits) / 4;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) this.pixels[i + c] = this.pixels[i + c]! * (1 - a) + colour[c]! * a;
      }
    }
  }

  /**
   * Fills polygons (even-odd, a path's subpaths) by scanlines: four sub-rows
   * per pixel row and exact horizontal coverage, so edges are smooth. `paint`
   * gives the colour and opacity at a height (a gradient, or one colour).
   */
  fillPolygons(polygons: readonly (readonly [number, number][])[], paint: (y: number) => [Rgb, number]): void {
    const edges: [number, number, number, number][] = [];
    let top = Infinity;
    let bottom = -Infinity;
    for (const poly of polygons) {
      for (let i = 0; i < poly.length; i++) {
        const [x0, y0] = poly[i]!;
        const [x1, y1] = poly[(i + 1) % poly.length]!;
        if (y0 === y1) continue;
        edges.push([x0, y0, x1, y1]);
        top = Math.min(top, y0, y1);
        bottom = Math.max(bottom, y0, y1);
      }
    }
    const coverage = new Float32Array(this.width);
    const xs: number[] = [];
    let lo = 0;
    let hi = -1;
    for (let y = Math.max(0, Math.floor(top)); y < Math.min(this.height, Math.ceil(bottom)); y++) {
      if (hi >= lo) coverage.fill(0, lo, hi + 1);
      lo = this.width;
      hi = -1;
      let any = false;
      for (let k = 0; k < 4; k++) {
        const sy = y + 0.125 + k / 4;
        xs.length = 0;
        for (const [x0, y0, x1, y1] of edges) {
          if (y0 > sy !== y1 > sy) xs.push(x0 + ((sy - y0) * (x1 - x0)) / (y1 - y0));
        }
        xs.sort((p, q) => p - q);
        for (let i = 0; i + 1 < xs.length; i += 2) {
          const a = Math.max(0, xs[i]!);
          const b = Math.min(this.width, xs[i + 1]!);
          if (b <= a) continue;
          any = true;
          const first = Math.floor(a);
          const last = Math.min(this.width - 1, Math.floor(b));
          lo = Math.min(lo, first);
          hi = Math.max(hi, last);
          for (let x = first; x <= last; x++) coverage[x]! += 0.25 * (Math.min(b, x + 1) - Math.max(a, x));
        }
      }
      if (!any) continue;
      const [colour, alpha] = paint(y + 0.5);
      if (alpha <= 0) continue;
      for (let x = lo; x <= hi; x++) {
        const cov = coverage[x]!;
        if (cov <= 0) continue;
        const a = alpha * Math.min(1, cov);
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) this.pixels[i + c] = this.pixels[i + c]! * (1 - a) + colour[c]! * a;
      }
    }
  }

  toPng(): Buffer {
    const raw = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      const row = y * (this.width * 3 + 1);
      raw[row] = 0;
      for (let x = 0; x < this.width * 3; x++) raw[row + 1 + x] = Math.max(0, Math.min(255, Math.round(this.pixels[y * this.width * 3 + x]!)));
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // truecolour
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 6 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
