/** Offer card v1/v2 parts (the frame is offer-card.css.ts). */
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { dialogPanel, focusRing, linkButton as sharedLinkButton } from '../theme/controls.css';
import { tag as tagRecipe } from '../theme/recipes.css';
import { vars } from '../theme/theme.css';

export { overlay, visuallyHidden } from '../theme/controls.css';

export const v2Frame = style({ borderWidth: 2, borderColor: vars.color.brand });

export const media = style({ position: 'relative', background: `linear-gradient(180deg, ${vars.color.background}, ${vars.color.surface})` });

export const picture = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'contain' });


export const imageNav = style({
  position: 'absolute',
  inset: `auto ${vars.space.standard} ${vars.space.standard} auto`,
  display: 'flex',
  gap: vars.space.small,
});

export const roundButton = style({
  appearance: 'none',
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xlarge,
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

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, listStyle: 'none', margin: 0, padding: 0 });

export const tag = tagRecipe({ tone: 'offer' });

export const v2Tags = style({ position: 'absolute', top: vars.space.standard, left: vars.space.standard });

export const highlight = style({ margin: 0, minHeight: '1.4em', fontSize: vars.fontSize.medium, fontWeight: 600, color: vars.color.brand });

export const features = style({ margin: 0, paddingLeft: 18, color: vars.color.muted, fontSize: vars.fontSize.standard, display: 'grid', gap: vars.space.xxsmall });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, listStyle: 'none', margin: 0, padding: 0 });

export const chip = tagRecipe({ tone: 'soft' });

export const colours = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const swatches = style({
  display: 'flex',
  gap: vars.space.standard,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  padding: vars.space.xsmall,
  scrollbarWidth: 'none',
});

export const swatch = style({
  flex: '0 0 auto',
  appearance: 'none',
  width: 26,
  height: 26,
  borderRadius: '50%',
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  padding: 0,
  cursor: 'pointer',
  scrollSnapAlign: 'start',
  selectors: {
    '&[data-state="checked"]': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.brand}` },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: 3 },
  },
});

export const colourName = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.muted });

const priceBoxRecipe = recipe({
  base: { marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall },
  variants: {
    version: {
      v1: { paddingTop: vars.space.medium },
      v2: { padding: `${vars.space.medium} 14px`, borderRadius: vars.radius.large, background: vars.color.background },
    },
  },
});
export const priceBox = { v1: priceBoxRecipe({ version: 'v1' }), v2: priceBoxRecipe({ version: 'v2' }) };

export const saving = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.text });

export const replacement = style({ margin: 0, fontSize: vars.fontSize.medium, fontWeight: 600 });

export const links = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.standard });

/** The shared link button, in the card's text size, a little lighter. */
export const linkButton = style([sharedLinkButton, { padding: `${vars.space.small} 0`, fontWeight: 600, fontSize: 'inherit' }]);

export const badge = tagRecipe({ tone: 'inverse' });

export const dialog = style([dialogPanel, { width: 'min(560px, calc(100vw - 32px))', maxHeight: 'calc(100vh - 64px)' }]);

export const dialogTitle = style({ margin: `0 0 ${vars.space.medium}`, fontFamily: vars.font.heading, fontSize: vars.headingSize.level3 });

export const dialogBody = style({ lineHeight: 1.5 });
globalStyle(`${dialogBody} a`, { color: vars.color.brand });
