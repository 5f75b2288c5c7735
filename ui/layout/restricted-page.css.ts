/** The frame of a page only some roles may open. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { focusRing, ghostButton, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const page = style({ maxWidth: 960, margin: '0 auto', padding: '24px 16px 56px', fontFamily: vars.font.body, color: vars.color.text });
export const heading = style({ fontFamily: vars.font.heading, fontSize: 28, margin: '0 0 16px', '@media': { [media.mobile]: { fontSize: 22 } } });
export const message = style([surfaceCard, { textAlign: 'center', padding: '40px 16px', margin: 0 }]);
export const link = style({ color: vars.color.brand, fontWeight: 700, selectors: { '&:focus-visible': focusRing } });
export const deniedText = style({ margin: '0 0 12px' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 20, margin: '20px 0 0' });
export const switchButton = style([ghostButton, { fontSize: vars.fontSize.medium, padding: '8px 16px' }]);
