import { style } from '@vanilla-extract/css';

/** The whole car in its box: photos are letterboxed, never cropped (wheels included). */
export const picture = style({ display: 'block', width: '100%', height: 'auto', objectFit: 'contain', objectPosition: 'center' });
