/**
 * Small components that come in tones and sizes, as `recipe()`s: badges,
 * the offer card's tags, toasts and notices. Areas pick a variant (and keep
 * their exported class names as the variant they use); the button's recipe
 * lives with the other controls (controls.css.ts).
 */
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';
import { media } from './breakpoints';

/** A pill-shaped status: an offer's state in the admin, a proposal's, the editor's "unsaved". */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `3px ${vars.space.snug}`,
    borderRadius: vars.radius.full,
    fontWeight: 700,
    border: `${vars.borderWidth.standard} solid transparent`,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
      muted: { background: vars.color.background, color: vars.color.muted, borderColor: vars.color.border },
      brand: { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand },
      brandFilled: { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand },
      caution: { background: '#fff6e0', color: vars.color.caution, borderColor: vars.color.cautionBorder },
      // An offer's life in the admin: new, saved, published, removed, archived.
      new: { background: '#eceaf4', color: '#3a1a78', borderColor: '#c9c1e3' },
      saved: { background: '#e8f0fd', color: '#123f8c', borderColor: '#b9cdf3' },
      published: { background: '#e3f4e8', color: '#0b5a27', borderColor: '#a9d9b8' },
      removed: { background: '#fde8ea', color: '#8c0f1f', borderColor: '#f0b3bb' },
      archived: { background: '#efefef', color: '#474747', borderColor: '#cfcfcf' },
    },
    size: {
      small: { fontSize: vars.fontSize.xsmall, letterSpacing: 0.2 },
      standard: { fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'standard' },
});
export type BadgeVariants = RecipeVariants<typeof badge>;

/** A small square-cornered label on an offer card: the offer's own tags (coloured by the offer), a notice, the brand's logo, a feature chip. */
export const tag = recipe({
  base: { fontSize: vars.fontSize.xsmall, padding: `3px ${vars.space.standard}`, borderRadius: vars.radius.small },
  variants: {
    tone: {
      /** Colours come from the offer itself (inline). */
      offer: { fontWeight: 700, letterSpacing: 0.5 },
      inverse: { alignSelf: 'flex-start', fontWeight: 700, background: vars.color.text, color: vars.color.surface },
      brand: {
        alignSelf: 'flex-start',
        padding: `${vars.space.xxsmall} ${vars.space.standard}`,
        fontWeight: 800,
        letterSpacing: 1,
        textTransform: 'uppercase',
        background: vars.color.brand,
        color: vars.color.onBrand,
      },
      soft: { borderRadius: 12, background: vars.color.background, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'offer' },
});

/**
 * Where toasts show: at the top of the window, so they never cover a form's
 * messages (a refused send moves the focus to the first field to fix and
 * scrolls it to the middle of the window, below the toast; the messages
 * after it are further down), nor the cookie banner or a phone's price bar
 * at the foot. On a wide screen in the top right corner, over the page's
 * side column (the offer summary) rather than over the form.
 */
export const toastViewport = style({
  position: 'fixed',
  top: vars.space.standard,
  left: '50%',
  transform: 'translateX(-50%)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
  width: 'min(440px, calc(100vw - 24px))',
  zIndex: 80,
  '@media': {
    [media.desktop]: { left: 'auto', right: vars.space.gutter, transform: 'none', width: 360 },
  },
});

/** A short message over the page: neutral (dark), success (green), failure (red) or warning (dark amber), white text, its close button at the end. */
export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    padding: `${vars.space.medium} ${vars.space.gutter}`,
    borderRadius: vars.radius.large,
    fontWeight: 600,
    color: '#fff',
    boxShadow: vars.shadow.small,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.text },
      success: { background: '#0b5a27' },
      failure: { background: vars.color.danger },
      warning: { background: vars.color.caution },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const toastClose = style({
  marginLeft: 'auto',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  appearance: 'none',
  border: `${vars.borderWidth.standard} solid rgba(255,255,255,0.6)`,
  background: 'transparent',
  color: '#fff',
  borderRadius: vars.radius.standard,
  padding: `${vars.space.small} ${vars.space.medium}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid #fff`, outlineOffset: vars.focusRing.offset } },
});

/** A boxed message in a form: an error (critical, role="alert"), a warning (caution) or a confirmation (positive). */
export const notice = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.snug} ${vars.space.medium}`,
    borderRadius: vars.radius.standard,
    border: `${vars.borderWidth.standard} solid`,
    background: vars.color.surface,
    fontWeight: 600,
  },
  variants: {
    tone: {
      critical: { borderColor: vars.color.danger, color: vars.color.danger },
      caution: { borderColor: vars.color.cautionBorder, color: vars.color.caution },
      positive: { borderColor: vars.color.positive, color: vars.color.positive, background: '#eef8f0' },
    },
  },
  defaultVariants: { tone: 'critical' },
});
