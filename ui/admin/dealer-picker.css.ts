/**
 * The dealer picker: the chosen dealer as a card, the search input, and the
 * options listed under it in the page's flow (the editor's sections clip
 * what overflows them, so the list is not a floating layer).
 */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { buttonRecipe, focusRing } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const picker = style({ gridColumn: '1 / -1', maxWidth: 720, display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  padding: `${vars.space.snug} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
});

export const chosenText = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });
export const chosenName = style({ fontSize: vars.fontSize.large, overflowWrap: 'anywhere' });
export const chosenDetails = style({ fontSize: vars.fontSize.standard, color: vars.color.muted });
export const none = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.muted });

const smallGhost = buttonRecipe({ tone: 'ghost', size: 'small' });
export const clearButton = style([smallGhost, { minHeight: 40 }]);
export const retryButton = style([smallGhost, { minHeight: 40, alignSelf: 'flex-start' }]);

export const combo = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const listbox = style({
  listStyle: 'none',
  margin: `${vars.space.xsmall} 0 0`,
  padding: vars.space.xsmall,
  maxHeight: 320,
  overflowY: 'auto',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
  '@media': { [media.mobile]: { maxHeight: 280 } },
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minHeight: 44,
  justifyContent: 'center',
  padding: `${vars.space.standard} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  borderLeft: '3px solid transparent',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.background },
    '&[aria-selected="true"]': { background: vars.color.background, borderLeftColor: vars.color.brand, ...focusRing, outlineOffset: -2 },
  },
});

export const optionName = style({ fontWeight: 700, fontSize: vars.fontSize.medium, overflowWrap: 'anywhere' });
export const optionDetails = style({ fontSize: vars.fontSize.standard, color: vars.color.muted, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.muted });
export const failed = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
