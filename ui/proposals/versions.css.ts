/** A proposal's versions and the changes of each (old struck through, new underlined), on 'Minhas Propostas' and the seller's lead page. */
import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { buttonRecipe } from '../theme/controls.css';
import { badge as badgeRecipe, notice } from '../theme/recipes.css';
import { vars } from '../theme/theme.css';

export const changes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const change = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  alignItems: 'baseline',
  fontSize: vars.fontSize.standard,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const changeField = style({ fontWeight: 700 });

export const changeValues = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xxsmall} ${vars.space.standard}`, minWidth: 0 });

/** The old value: struck through, muted (no colour: it was neither good nor bad). */
export const before = style({
  textDecoration: 'line-through',
  textDecorationThickness: 2,
  color: vars.color.muted,
  background: vars.color.background,
  borderRadius: vars.radius.small,
  padding: `0 ${vars.space.xsmall}`,
});

const afterBase = style({
  textDecoration: 'underline',
  textDecorationThickness: 2,
  textUnderlineOffset: 3,
  fontWeight: 700,
  borderRadius: vars.radius.small,
  padding: `0 ${vars.space.xsmall}`,
});

/**
 * The new value: bold and underlined. Its colour says what it means for the
 * customer: green when they pay less, red when they pay more, and the text's
 * own colour for any other change (a colour, a plan, an additional).
 */
export const after = styleVariants({
  neutral: [afterBase, { color: vars.color.text, background: vars.color.background }],
  better: [afterBase, { color: '#0b5a27', background: '#e3f4e8' }],
  worse: [afterBase, { color: '#8c0f1f', background: '#fde8ea' }],
});

export const arrow = style({ color: vars.color.muted });

export const section = style({ borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`, paddingTop: vars.space.medium });

export const sectionTitle = style({ margin: `0 0 ${vars.space.medium}`, fontSize: vars.fontSize.large });

export const versions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const version = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const versionHeader = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xsmall} ${vars.space.standard}`, fontSize: vars.fontSize.standard });

export const versionName = style({ fontWeight: 700 });

export const versionMeta = style({ color: vars.color.muted });

export const versionFirst = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.muted });

export const awaitingTag = badgeRecipe({ tone: 'caution', size: 'small' });

export const acceptedTag = badgeRecipe({ tone: 'published', size: 'small' });

export const currentTag = badgeRecipe({ tone: 'brandFilled', size: 'small' });

/** The proposal waiting for the customer: a warm panel with what changes and the accept button. */
export const awaiting = style({
  border: `2px solid ${vars.color.cautionBorder}`,
  background: '#fff8e6',
  borderRadius: vars.radius.standard,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
});

export const awaitingTitle = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.caution, display: 'flex', alignItems: 'center', gap: vars.space.standard });

export const awaitingText = style({ margin: 0, fontSize: vars.fontSize.standard });

export const awaitingActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium, marginTop: vars.space.xsmall });

export const acceptButton = style([buttonRecipe({ tone: 'primary', size: 'small' }), { '@media': { [media.mobile]: { width: '100%' } } }]);

export const acceptHint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.muted });

export const acceptedNotice = style([notice({ tone: 'positive' }), { selectors: { '&:empty': { display: 'none' }, '&:focus': { outline: 'none' } } }]);

export const dialogChanges = style({ margin: `0 0 ${vars.space.gutter}`, padding: vars.space.medium, background: vars.color.background, borderRadius: vars.radius.standard });

export const acceptConfirm = buttonRecipe({ tone: 'primary', size: 'medium' });
