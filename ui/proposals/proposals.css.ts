/** The proposals list of `/minhas-propostas`: one card per proposal, a single column that never scrolls sideways. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, focusRing, surfaceCard } from '../theme/controls.css';
import { badge as badgeRecipe } from '../theme/recipes.css';
import { vars } from '../theme/theme.css';

export { alert } from '../theme/controls.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const card = style([
  surfaceCard,
  {
    padding: '16px 18px',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media': { [media.mobile]: { padding: '14px 12px' } },
  },
]);

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.standard });

export const cardTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xlarge, margin: 0, minWidth: 0 });

/** The proposal's status: received (brand outline), sent to the dealer (brand filled), discarded (grey). */
export const badge = {
  received: badgeRecipe({ tone: 'brand' }),
  sent_to_dealer: badgeRecipe({ tone: 'brandFilled' }),
  discarded: badgeRecipe({ tone: 'muted' }),
};

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.medium,
});

export const factName = style({ color: vars.color.muted });

export const factValue = style({ margin: 0, minWidth: 0 });

export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  fontWeight: 700,
  selectors: { '&:focus-visible': focusRing },
});

export const message = style({ margin: `0 0 ${vars.space.gutter}`, color: vars.color.muted });

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.gutter });

export const retry = style([button, { '@media': { [media.mobile]: { width: '100%' } } }]);
