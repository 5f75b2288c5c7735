/** How an offer's colour is drawn as a swatch (the showcase's card and the details' colour picker). */
import type { Colour } from './offer';

/** A two-tone swatch: a gradient when a second colour exists. */
export function swatchBackground(colour: Pick<Colour, 'rgb' | 'secondaryRgb' | 'hexadecimals'>): string {
  const second = colour.secondaryRgb ?? colour.hexadecimals?.rgbList?.[1];
  return second ? `linear-gradient(135deg, ${colour.rgb} 0 50%, ${second} 50% 100%)` : colour.rgb;
}
