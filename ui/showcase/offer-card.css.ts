import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
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

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, padding: '16px 18px 18px', flex: 1 });

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  letterSpacing: 1,
  textTransform: 'uppercase',
  color: vars.color.brand,
});

export const title = style({ margin: 0, fontSize: vars.headingSize.level3, fontFamily: vars.font.heading, lineHeight: 1.2 });

export const version = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.medium });

export const price = style({ marginTop: 'auto', paddingTop: vars.space.medium, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const priceLabel = style({ fontSize: vars.fontSize.xsmall, fontWeight: 700, letterSpacing: 0.8, color: vars.color.muted });

export const priceValue = style({ fontSize: 26, fontWeight: 800, color: vars.color.text });

export const perMonth = style({ fontSize: vars.fontSize.medium, fontWeight: 600, color: vars.color.muted, marginLeft: vars.space.xxsmall });

export const action = style({
  marginTop: vars.space.medium,
  appearance: 'none',
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.button,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  fontWeight: 700,
  fontSize: vars.fontSize.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The button of a card that leaves the site: a link (to a new tab) drawn as the button (capitals, as 'QUERO ESTE'), with its arrow. */
export const exitAction = style([
  action,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xsmall, textAlign: 'center', textDecoration: 'none', textTransform: 'uppercase' },
]);
