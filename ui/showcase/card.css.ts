/** Offer card v1/v2 parts (the frame is offer-card.css.ts). */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { dialogPanel, focusRing } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { overlay, visuallyHidden } from '../theme/controls.css';

export const v2Frame = style({ borderWidth: 2, borderColor: vars.color.brand });

export const media = style({ position: 'relative', background: `linear-gradient(180deg, ${vars.color.background}, ${vars.color.surface})` });

export const picture = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'contain' });


export const imageNav = style({
  position: 'absolute',
  inset: 'auto 8px 8px auto',
  display: 'flex',
  gap: 6,
});

export const roundButton = style({
  appearance: 'none',
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 18,
  lineHeight: 1,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 });

export const tag = style({ fontSize: 12, fontWeight: 700, letterSpacing: 0.5, padding: '3px 8px', borderRadius: 4 });

export const v2Tags = style({ position: 'absolute', top: 8, left: 8 });

export const highlight = style({ margin: 0, minHeight: '1.4em', fontSize: 15, fontWeight: 600, color: vars.color.brand });

export const features = style({ margin: 0, paddingLeft: 18, color: vars.color.muted, fontSize: 14, display: 'grid', gap: 2 });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({ fontSize: 12, padding: '3px 8px', borderRadius: 12, background: vars.color.background, color: vars.color.text });

export const colours = style({ display: 'flex', alignItems: 'center', gap: 6 });

export const swatches = style({
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  padding: 4,
  scrollbarWidth: 'none',
});

export const swatch = style({
  flex: '0 0 auto',
  appearance: 'none',
  width: 26,
  height: 26,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  padding: 0,
  cursor: 'pointer',
  scrollSnapAlign: 'start',
  selectors: {
    '&[data-state="checked"]': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.brand}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 },
  },
});

export const colourName = style({ margin: 0, fontSize: 13, color: vars.color.muted, textTransform: 'capitalize' });

export const priceBox = styleVariants({
  v1: { marginTop: 'auto', paddingTop: 12, display: 'flex', flexDirection: 'column', gap: 2 },
  v2: {
    marginTop: 'auto',
    padding: '12px 14px',
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    borderRadius: 8,
    background: vars.color.background,
  },
});

export const saving = style({ margin: 0, fontSize: 13, color: vars.color.text });

export const replacement = style({ margin: 0, fontSize: 15, fontWeight: 600 });

export const links = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 });

export const linkButton = style({
  appearance: 'none',
  border: 'none',
  background: 'none',
  padding: '6px 0',
  color: vars.color.brand,
  textDecoration: 'underline',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const badge = style({
  alignSelf: 'flex-start',
  fontSize: 12,
  fontWeight: 700,
  padding: '3px 8px',
  borderRadius: 4,
  background: vars.color.text,
  color: vars.color.surface,
});

export const dialog = style([dialogPanel, { width: 'min(560px, calc(100vw - 32px))', maxHeight: 'calc(100vh - 64px)' }]);

export const dialogTitle = style({ margin: '0 0 12px', fontFamily: vars.font.heading, fontSize: 22 });

export const dialogBody = style({ lineHeight: 1.5 });
globalStyle(`${dialogBody} a`, { color: vars.color.brand });
