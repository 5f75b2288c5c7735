/** The offer manager page and the admin card wrapper. */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { alert, buttonRecipe, compactField, compactLabel, compactSelect, compactTextInput, focusRing, surfaceCard } from '../theme/controls.css';
import { badge, toast as toastRecipe } from '../theme/recipes.css';
import { cardGrid, errorText as sharedErrorText, messageCard, pageColumn, pageTitle } from '../theme/layout.css';
import { vars } from '../theme/theme.css';

export { visuallyHidden } from '../theme/controls.css';

export const page = style([pageColumn, { paddingTop: vars.space.xlarge, paddingBottom: 56 }]);

export const heading = style([pageTitle, { margin: '0 0 6px' }]);

export const intro = style({ margin: `0 0 ${vars.space.large}`, color: vars.color.muted, fontSize: vars.fontSize.medium });

export const filters = style([
  surfaceCard,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) minmax(0, 2fr) auto',
    gap: vars.space.medium,
    alignItems: 'end',
    padding: vars.space.gutter,
    margin: `0 0 ${vars.space.medium}`,
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    },
  },
]);

export const field = compactField;
export const label = compactLabel;
export const input = style([compactTextInput, { minHeight: 44 }]);
export const select = compactSelect;
export const searchField = style([
  compactField,
  { '@media': { [media.tablet]: { gridColumn: 'span 2' }, [media.mobile]: { gridColumn: '1 / -1' } } },
]);
export const clearButton = style([buttonRecipe({ tone: 'ghost', size: 'small' }), { padding: '9px 16px', whiteSpace: 'nowrap', '@media': { [media.mobile]: { gridColumn: '1 / -1' } } }]);

export const count = style({ color: vars.color.muted, fontSize: vars.fontSize.standard, margin: `0 0 ${vars.space.gutter}` });

export const grid = style([cardGrid, { alignItems: 'start' }]);

export const message = style([messageCard, { margin: 0 }]);
export const errorBox = style([messageCard, { paddingTop: vars.space.xxlarge, paddingBottom: vars.space.xxlarge, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.gutter }]);
export const errorText = style([sharedErrorText, { margin: 0 }]);
export const primaryButton = buttonRecipe({ size: 'medium' });

// ── the admin card wrapper ──

export const wrapper = style([
  surfaceCard,
  { display: 'flex', flexDirection: 'column', gap: vars.space.snug, padding: vars.space.medium, height: '100%' },
]);

export const wrapperHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.standard });

/** An offer's state, and whom it is for. */
export const status = {
  new: badge({ tone: 'new', size: 'small' }),
  saved: badge({ tone: 'saved', size: 'small' }),
  published: badge({ tone: 'published', size: 'small' }),
  removed: badge({ tone: 'removed', size: 'small' }),
  archived: badge({ tone: 'archived', size: 'small' }),
};

export const personBadge = badge({ tone: 'neutral', size: 'small' });

export const infoButton = style({
  marginLeft: 'auto',
  appearance: 'none',
  border: 'none',
  background: 'none',
  color: vars.color.muted,
  padding: vars.space.small,
  minWidth: 32,
  minHeight: 32,
  borderRadius: vars.radius.full,
  cursor: 'help',
  selectors: { '&:focus-visible': focusRing, '&:hover': { color: vars.color.text } },
});

export const validity = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.text });
export const validityLabel = style({ fontWeight: 700, marginRight: vars.space.small });

export const editorLink = style({
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: vars.fontSize.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:focus-visible': focusRing },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.standard, marginTop: 'auto', paddingTop: vars.space.xsmall });

/** A card's action: neutral, or filled (publish), or red (remove). */
const actionButton = recipe({
  base: {
    appearance: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minHeight: 40,
    minWidth: 40,
    padding: `${vars.space.standard} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.standard,
    fontWeight: 600,
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
      '&:disabled': { color: '#6b6b70', background: '#f4f4f6', cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: {},
      primary: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong, color: vars.color.onBrand } } },
      danger: { color: vars.color.danger, selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.danger, color: vars.color.danger } } },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const action = {
  publish: actionButton({ tone: 'primary' }),
  unpublish: actionButton(),
  save: actionButton(),
  edit: actionButton(),
  view: actionButton(),
  remove: actionButton({ tone: 'danger' }),
};

export const iconOnly = style({ padding: vars.space.standard, width: 40 });

export const tooltip = style({
  background: vars.color.text,
  color: vars.color.surface,
  borderRadius: vars.radius.standard,
  padding: `${vars.space.standard} ${vars.space.snug}`,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
  maxWidth: 280,
  zIndex: 70,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.small,
});

export const tooltipArrow = style({ fill: vars.color.text });

export const metaList = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xsmall} ${vars.space.snug}` });
export const metaTerm = style({ fontWeight: 700 });
export const metaValue = style({ margin: 0 });

// ── the delete popup (ui/layout/confirm-dialog.tsx): which offer it is about ──

export const dialogOfferName = style({ fontWeight: 700 });

// ── toasts ──

export { toastClose, toastViewport } from '../theme/recipes.css';
export const toast = { success: toastRecipe({ tone: 'success' }), failure: toastRecipe({ tone: 'failure' }) };

export const formAlert = alert;

export const placeholder = style([surfaceCard, { padding: vars.space.xlarge, display: 'flex', flexDirection: 'column', gap: vars.space.medium, alignItems: 'flex-start' }]);
