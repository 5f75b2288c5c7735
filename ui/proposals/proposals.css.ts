/** The proposals list of `/minhas-propostas`: one card per proposal, a single column that never scrolls sideways. */
import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, focusRing, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { alert } from '../theme/controls.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 });

export const card = style([
  surfaceCard,
  {
    padding: '16px 18px',
    display: 'flex',
    flexDirection: 'column',
    gap: 12,
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media': { [media.mobile]: { padding: '14px 12px' } },
  },
]);

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 8 });

export const cardTitle = style({ fontFamily: vars.font.heading, fontSize: 18, margin: 0, minWidth: 0 });

const badgeBase = style({
  display: 'inline-block',
  padding: '3px 10px',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 700,
  border: '1px solid',
  whiteSpace: 'nowrap',
});

/** The proposal's status: received (brand outline), sent to the dealer (brand filled), discarded (grey). */
export const badge = styleVariants({
  received: [badgeBase, { color: vars.color.brand, borderColor: vars.color.brand, background: vars.color.surface }],
  sent_to_dealer: [badgeBase, { color: vars.color.onBrand, borderColor: vars.color.brand, background: vars.color.brand }],
  discarded: [badgeBase, { color: vars.color.muted, borderColor: vars.color.border, background: vars.color.background }],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: 12,
  rowGap: 6,
  margin: 0,
  fontSize: 15,
});

export const factName = style({ color: vars.color.muted });

export const factValue = style({ margin: 0, minWidth: 0 });

export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  fontWeight: 700,
  selectors: { '&:focus-visible': focusRing },
});

export const message = style({ margin: '0 0 16px', color: vars.color.muted });

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 });

export const retry = style([button, { '@media': { [media.mobile]: { width: '100%' } } }]);
