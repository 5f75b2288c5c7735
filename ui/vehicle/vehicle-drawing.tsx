/**
 * A drawn vehicle of the offer's body type, tinted with the colour's rgb
 * (two-tone roof with secondaryRgb). Used when an offer has no photos.
 */
import type { Offer } from '../../models/offer';

const bodies: Record<Offer['bodyType'], { body: string; roof: string; glass: string }> = {
  hatch: {
    body: 'M40 150 L60 112 Q72 96 96 94 L150 92 Q176 62 214 58 L300 58 Q330 60 352 92 L392 100 Q420 106 424 130 L428 150 Z',
    roof: 'M160 92 Q182 66 214 62 L300 62 Q324 64 342 92 Z',
    glass: 'M172 90 Q190 72 216 70 L252 70 L252 90 Z M262 70 L298 70 Q318 72 332 90 L262 90 Z',
  },
  sedan: {
    body: 'M30 150 L46 118 Q60 100 94 98 L150 94 Q180 62 220 60 L290 60 Q326 62 354 94 L420 102 Q446 108 450 130 L452 150 Z',
    roof: 'M162 94 Q186 66 220 64 L290 64 Q320 66 342 94 Z',
    glass: 'M174 92 Q194 72 222 70 L256 70 L256 92 Z M266 70 L288 70 Q314 72 330 92 L266 92 Z',
  },
  suv: {
    body: 'M36 152 L44 110 Q54 90 84 88 L132 86 Q156 48 196 46 L318 46 Q348 48 364 86 L410 94 Q436 100 440 126 L442 152 Z',
    roof: 'M140 86 Q162 50 198 50 L318 50 Q342 52 356 86 Z',
    glass: 'M154 84 Q172 58 200 58 L252 58 L252 84 Z M262 58 L316 58 Q336 60 346 84 L262 84 Z',
  },
  pickup: {
    body: 'M24 152 L30 110 Q38 92 66 90 L116 88 Q138 50 176 48 L250 48 Q270 50 280 88 L456 88 L460 152 Z',
    roof: 'M124 88 Q144 52 178 52 L248 52 Q264 54 272 88 Z',
    glass: 'M138 86 Q154 60 180 60 L214 60 L214 86 Z M222 60 L246 60 Q258 62 264 86 L222 86 Z',
  },
};

export interface VehicleDrawingProps {
  bodyType: Offer['bodyType'];
  rgb: string;
  secondaryRgb?: string | null | undefined;
  label: string;
  className?: string;
}

export function VehicleDrawing({ bodyType, rgb, secondaryRgb, label, className }: VehicleDrawingProps) {
  const shape = bodies[bodyType];
  return (
    <svg className={className} viewBox="0 0 480 200" role="img" aria-label={label}>
      <ellipse cx="240" cy="176" rx="220" ry="10" fill="rgba(0,0,0,0.12)" />
      <path d={shape.body} fill={rgb} stroke="rgba(0,0,0,0.35)" strokeWidth="2" />
      {secondaryRgb ? <path d={shape.roof} fill={secondaryRgb} /> : null}
      <path d={shape.glass} fill="rgba(40,56,72,0.72)" />
      <circle cx="120" cy="152" r="26" fill="#222" />
      <circle cx="120" cy="152" r="12" fill="#9a9a9a" />
      <circle cx="360" cy="152" r="26" fill="#222" />
      <circle cx="360" cy="152" r="12" fill="#9a9a9a" />
    </svg>
  );
}
