import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { focusRing } from '../theme/controls.css';
import { vars } from '../theme/theme.css';
import { consentSpace } from '../theme/consent-space';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  fontFamily: vars.font.body,
  color: vars.color.text,
  // The cookie banner's room while it shows: the page's last buttons and the footer scroll above it.
  paddingBottom: consentSpace,
});

export const header = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  padding: '14px 20px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const logo = style({ fontSize: 24, fontWeight: 800, letterSpacing: 0.5, color: 'inherit', textDecoration: 'none' });

export const tagline = style({
  margin: `0 auto 0 ${vars.space.gutter}`,
  fontSize: vars.fontSize.standard,
  opacity: 0.9,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const main = style({ flex: 1 });

export const footer = style({
  padding: `${vars.space.large}`,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
  textAlign: 'center',
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const skipLink = style({
  position: 'absolute',
  left: -9999,
  selectors: { '&:focus': { left: vars.space.medium, top: vars.space.medium, background: vars.color.surface, color: vars.color.text, padding: vars.space.standard, zIndex: 10 } },
});

/** The footer's 'Cookies' link (a button: it opens the banner). */
export const footerLink = style({
  appearance: 'none',
  background: 'transparent',
  border: 'none',
  padding: 0,
  marginInlineStart: vars.space.small,
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
