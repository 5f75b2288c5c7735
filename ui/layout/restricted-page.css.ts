/** The frame of a page only some roles may open. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { focusRing, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const page = style({ maxWidth: 960, margin: '0 auto', padding: '24px 16px 56px', fontFamily: vars.font.body, color: vars.color.text });
export const heading = style({ fontFamily: vars.font.heading, fontSize: 28, margin: '0 0 16px', '@media': { [media.mobile]: { fontSize: 22 } } });
export const message = style([surfaceCard, { textAlign: 'center', padding: '40px 16px', margin: 0 }]);
export const link = style({ color: vars.color.brand, fontWeight: 700, selectors: { '&:focus-visible': focusRing } });
