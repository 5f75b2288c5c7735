import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_TOP_PADDING, media } from '../theme/breakpoints';
import { consentSpace } from '../theme/consent-space';
import { visuallyHidden } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

/** Where the header has room for its tagline beside the navigation. */
const roomy = 'screen and (min-width: 1100px)';

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
  gap: vars.space.medium,
  '@media': { [media.mobile]: { padding: `${MOBILE_TOP_PADDING}px 12px`, gap: vars.space.standard } },
});

/** On the brand colour: the white outline of the header's controls. */
const onBrandFocus = { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: 2 } as const;

export const logo = style({
  fontSize: 24,
  fontWeight: 800,
  letterSpacing: 0.5,
  color: 'inherit',
  textDecoration: 'none',
  flexShrink: 0,
  selectors: { '&:focus-visible': onBrandFocus },
});

export const tagline = style({
  margin: `0 0 0 ${vars.space.gutter}`,
  fontSize: vars.fontSize.standard,
  opacity: 0.9,
  whiteSpace: 'nowrap',
  display: 'none',
  '@media': { [roomy]: { display: 'block' } },
});

/** The header's links, inline from a tablet up; a phone reaches them through 'Menu'. */
export const nav = style({ marginInlineStart: 'auto', '@media': { [media.mobile]: { display: 'none' } } });

export const navList = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'inline-block',
  padding: '8px 10px',
  borderRadius: vars.radius.standard,
  color: vars.color.onBrand,
  fontWeight: 600,
  fontSize: vars.fontSize.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
    '&[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: 2, textUnderlineOffset: 6 },
    '&:focus-visible': onBrandFocus,
  },
});

/** The cart, the user menu and (on a phone) 'Menu', at the header's end. */
export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  flexShrink: 0,
  '@media': { [media.mobile]: { marginInlineStart: 'auto', gap: vars.space.standard } },
});

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: 0,
  background: 'transparent',
  color: vars.color.onBrand,
  border: `${vars.borderWidth.large} solid transparent`,
  borderRadius: vars.radius.button,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-visible': onBrandFocus, '&:hover': { borderColor: vars.color.onBrand } },
  '@media': { [media.mobile]: { display: 'inline-flex' } },
});

export const menuLabel = style([visuallyHidden]);

/** Three bars drawn with borders (no icon font, nothing to load). */
export const menuIcon = style({
  width: 22,
  height: 16,
  borderTop: `2px solid currentColor`,
  borderBottom: `2px solid currentColor`,
  position: 'relative',
  selectors: { '&::after': { content: '""', position: 'absolute', left: 0, right: 0, top: 5, borderTop: '2px solid currentColor' } },
});

export const main = style({ flex: 1 });

// ── footer ──

export const footer = style({
  // Never the browser's scroll anchor: cards added above it (the showcase's infinite scroll) push it down
  // rather than the window following it, which would load the next page, and the next.
  overflowAnchor: 'none',
  marginTop: vars.space.xxlarge,
  padding: `${vars.space.xxlarge} ${vars.space.large} ${vars.space.xlarge}`,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.standard,
  lineHeight: 1.5,
  '@media': { [media.mobile]: { padding: `${vars.space.xlarge} ${vars.space.gutter}` } },
});

export const footerColumns = style({
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large },
  },
});

export const footerAbout = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const footerBrand = style({ margin: `0 0 ${vars.space.standard}`, fontSize: 22, fontWeight: 800, letterSpacing: 0.5 });

export const footerHeading = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.fontSize.small,
  fontWeight: 800,
  letterSpacing: 0.8,
  textTransform: 'uppercase',
});

export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.gutter } },
});

export const channel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const channelName = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: 700 });

export const footerLine = style({ margin: 0 });

export const footerMuted = style({ margin: 0, color: 'rgba(255, 255, 255, 0.86)', fontSize: vars.fontSize.small });

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
// Each link a comfortable target for a finger.
globalStyle(`${footerList} > li > *`, { display: 'inline-block', paddingBlock: vars.space.xsmall });

/** A footer link, or a footer button that looks like one (the cookie choice). */
export const footerLink = style({
  appearance: 'none',
  background: 'transparent',
  border: 'none',
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecorationThickness: 2 }, '&:focus-visible': onBrandFocus, '&[aria-current="page"]': { fontWeight: 700 } },
});

export const footerLegal = style({
  maxWidth: vars.contentWidth.large,
  margin: `${vars.space.xlarge} auto 0`,
  paddingTop: vars.space.large,
  borderTop: '1px solid rgba(255, 255, 255, 0.3)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});
globalStyle(`${footerLegal} strong`, { fontWeight: 700 });

export const skipLink = style({
  position: 'absolute',
  left: -9999,
  selectors: { '&:focus': { left: vars.space.medium, top: vars.space.medium, background: vars.color.surface, color: vars.color.text, padding: vars.space.standard, zIndex: 10 } },
});
