import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  color: vars.color.text,
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: `linear-gradient(180deg, ${vars.color.background}, ${vars.color.surface})`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: 6, padding: '16px 18px 18px', flex: 1 });

export const brand = style({
  margin: 0,
  fontSize: 13,
  fontWeight: 700,
  letterSpacing: 1,
  textTransform: 'uppercase',
  color: vars.color.brand,
});

export const title = style({ margin: 0, fontSize: 22, fontFamily: vars.font.heading, lineHeight: 1.2 });

export const version = style({ margin: 0, color: vars.color.muted, fontSize: 15 });

export const price = style({ marginTop: 'auto', paddingTop: 12, display: 'flex', flexDirection: 'column', gap: 2 });

export const priceLabel = style({ fontSize: 12, fontWeight: 700, letterSpacing: 0.8, color: vars.color.muted });

export const priceValue = style({ fontSize: 26, fontWeight: 800, color: vars.color.text });

export const perMonth = style({ fontSize: 15, fontWeight: 600, color: vars.color.muted, marginLeft: 2 });

export const action = style({
  marginTop: 12,
  appearance: 'none',
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.button,
  padding: '12px 16px',
  fontWeight: 700,
  fontSize: 15,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
