/** Showcase parts: toolbar (filter, location, dealer), carousel, loader, banners, open offer, suggestions. */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { buttonBase, focusRing, linkButton as sharedLinkButton, surfaceCard } from '../theme/controls.css';
import { tag as tagRecipe } from '../theme/recipes.css';
import { cluster, pageColumn } from '../theme/layout.css';
import { vars } from '../theme/theme.css';
import { consentSpace } from '../theme/consent-space';

export const toolbar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: `0 0 ${vars.space.large}` });

/** The filter's row: the filter, and the link to the profile simulator at its end (below it on a phone). */
export const filterRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium });

/** The link to the profile simulator: brand text with an arrow, underlined on hover. */
export const profileLink = style({
  display: 'inline-block',
  padding: `${vars.space.small} 0`,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const filterGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.standard, margin: 0, padding: 0, border: 0 });

export const filterButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: 20,
  padding: '8px 14px',
  fontSize: vars.fontSize.standard,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': focusRing,
  },
});

export const filterImg = style({ width: 24, height: 24, objectFit: 'contain' });

export const bar = style([surfaceCard, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.standard} ${vars.space.gutter}`, padding: '10px 14px', fontSize: vars.fontSize.standard }]);

export const barLabel = style({ fontWeight: 700, margin: 0 });

export const muted = style({ color: vars.color.muted, margin: 0 });

export const linkButton = style([sharedLinkButton, { padding: `${vars.space.xsmall} 0`, fontWeight: 600 }]);

export const pickerForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium, width: '100%' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, fontSize: vars.fontSize.small, fontWeight: 600 });

export const select = style({
  minWidth: 180,
  padding: `${vars.space.standard} ${vars.space.snug}`,
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.muted}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.medium,
  selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: 1 } },
});

// On a phone the picker's fields take the whole width, one under the other, and its buttons share one row below
// them, alike in size.
globalStyle(`${pickerForm} > label`, { '@media': { [media.mobile]: { flex: '1 1 100%' } } });
globalStyle(`${pickerForm} select`, { '@media': { [media.mobile]: { width: '100%', minWidth: 0 } } });
globalStyle(`${pickerForm} > button`, { '@media': { [media.mobile]: { flex: '1 1 0', minHeight: 44 } } });

/** Sized by the toolbar's text (no font size of its own), no hover colour, faded when disabled. */
export const smallButton = style([buttonBase, { padding: '8px 18px', fontWeight: 700, selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } } }]);

export const ghostButton = style([smallButton, { background: 'transparent', color: vars.color.brand }]);

export const carousel = style({ position: 'relative', overflow: 'hidden', touchAction: 'pan-y', outline: 'none' });
export const carouselFocus = style({ selectors: { '&:focus-visible': focusRing } });

export const track = style({
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none !important' } },
});

/** A slide: its width and side padding come from the carousel (offer-carousel.tsx), which lines its cards up with the page column. */
export const slide = style({ flex: '0 0 auto', boxSizing: 'border-box' });

export const slideGrid = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.large });

export const carouselControls = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: vars.space.medium, marginTop: vars.space.gutter, paddingInline: vars.space.gutter });

export const arrow = style({
  appearance: 'none',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `${vars.borderWidth.large} solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: 22,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.35, cursor: 'default' },
    '&:focus-visible': focusRing,
  },
});

/** One bullet a slide; many slides (a phone's one card a slide) wrap onto more rows instead of running off the screen. */
export const bullets = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', minWidth: 0, gap: vars.space.xsmall, listStyle: 'none', margin: 0, padding: 0 });

export const bullet = style({
  appearance: 'none',
  width: 24,
  height: 24,
  border: 'none',
  background: 'transparent',
  padding: 0,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  '::before': { content: '""', width: 10, height: 10, borderRadius: '50%', background: vars.color.border },
  selectors: {
    '&[aria-current="true"]::before': { background: vars.color.brand },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: 1, borderRadius: '50%' },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loader = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.snug, padding: vars.space.large, color: vars.color.muted });

export const spinner = style({
  width: 22,
  height: 22,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const sentinel = style({ height: 1 });

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  marginBottom: vars.space.gutter,
  borderRadius: vars.radius.card,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const bannerText = style({ margin: 0, fontWeight: 600 });

export const bannerLink = style({ color: vars.color.onBrand, fontWeight: 700 });

/** A button in the banner's colours reversed. */
export const bannerButton = style([
  buttonBase,
  { borderColor: vars.color.onBrand, background: vars.color.onBrand, color: vars.color.brand, padding: `${vars.space.small} ${vars.space.gutter}`, fontWeight: 800 },
]);

export const closeIcon = style({
  appearance: 'none',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: 22,
  lineHeight: 1,
  width: 32,
  height: 32,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: 1 } },
});

export const appBanner = style([
  banner,
  {
    position: 'sticky',
    bottom: consentSpace,
    zIndex: 20,
    marginBottom: 0,
    borderRadius: 0,
    background: vars.color.text,
    color: vars.color.surface,
  },
]);

export const openOffer = style({
  padding: vars.space.large,
  marginBottom: vars.space.xlarge,
  border: `${vars.borderWidth.large} solid ${vars.color.brand}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const openOfferHeader = style([cluster, { justifyContent: 'space-between' }]);

export const openOfferTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.headingSize.level2 });

export const suggestions = style([pageColumn, { marginTop: vars.space.large }]);

export const suggestionsTitle = style({ fontSize: vars.fontSize.xlarge, margin: `0 0 ${vars.space.medium}` });

export const suggestionTrack = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gap: vars.space.gutter,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Never wider than the page: a phone turned after loading scrolls the track, not the page.
  overflowX: 'auto',
  '@media': { [media.mobile]: { gridAutoColumns: '100%' } },
});

export const suggestionCard = style([surfaceCard, { display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, padding: vars.space.medium, height: '100%' }]);

export const suggestionLogo = tagRecipe({ tone: 'brand' });

export const suggestionPicture = style({ width: '100%', aspectRatio: '16 / 9' });

export const suggestionModel = style({ margin: 0, fontSize: vars.fontSize.xlarge, fontWeight: 700 });

export const suggestionVersion = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.muted });

export const suggestionPrice = style({ margin: `${vars.space.small} 0 0`, fontSize: vars.fontSize.standard });

export const suggestionLink = style({
  marginTop: 'auto',
  color: vars.color.brand,
  fontWeight: 700,
  selectors: { '&:focus-visible': focusRing },
});
