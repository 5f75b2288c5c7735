/** The shopping cart: the header's link and the cart page. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, focusRing, ghostButton } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const headerLink = style({
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderRadius: vars.radius.card,
  border: `${vars.borderWidth.standard} solid currentColor`,
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecoration: 'underline' } },
});

export const count = style({ marginInlineStart: vars.space.small });

export const page = style({
  maxWidth: 880,
  width: 'calc(100% - 32px)',
  margin: `${vars.space.xxlarge} auto`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.headingSize.level1, color: vars.color.text });

export const subtitle = style({ margin: 0, color: vars.color.muted, lineHeight: 1.5 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const entry = style({
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  padding: vars.space.large,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.medium,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const entryTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: 700, color: vars.color.text });

export const entrySubtitle = style({ margin: `${vars.space.xsmall} 0 0`, color: vars.color.muted, fontSize: vars.fontSize.small });

export const facts = style({ margin: `${vars.space.medium} 0 0`, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xsmall} ${vars.space.medium}` });

export const term = style({ color: vars.color.muted, fontSize: vars.fontSize.small });

export const value = style({ margin: 0, fontWeight: 600, color: vars.color.text });

export const entrySide = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.medium, '@media': { [media.mobile]: { alignItems: 'stretch' } } });

export const entryTotal = style({ margin: 0, textAlign: 'right', color: vars.color.text });

export const entryTotalValue = style({ display: 'block', fontSize: vars.fontSize.large, fontWeight: 800 });

export const rule = style({ display: 'block', fontSize: vars.fontSize.small, color: vars.color.muted });

export const remove = style([ghostButton]);

export const totalBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});

export const totalValue = style({ fontSize: vars.headingSize.level2, fontWeight: 800 });

export const empty = style({ margin: 0, padding: vars.space.large, background: vars.color.surface, borderRadius: vars.radius.card, color: vars.color.text });

export const back = style([button, { alignSelf: 'flex-start', display: 'inline-block', textDecoration: 'none' }]);

export const send = style([button]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, justifyContent: 'flex-end', '@media': { [media.mobile]: { flexDirection: 'column-reverse' } } });

export const openOffer = style([ghostButton, { textDecoration: 'none', textAlign: 'center' }]);

export const note = style({ margin: 0, gridColumn: '1 / -1', fontSize: vars.fontSize.small, color: vars.color.muted, lineHeight: 1.5 });

export const failure = style({ margin: 0, gridColumn: '1 / -1', color: vars.color.danger, fontWeight: 600 });

export const sentBox = style({
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.positive}`,
});

export const sentTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: 700, color: vars.color.positive });

export const sentList = style({ margin: `${vars.space.small} 0`, paddingInlineStart: vars.space.large });
