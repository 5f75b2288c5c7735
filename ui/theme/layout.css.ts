/**
 * Layout blocks more than one area repeats: a page's column and title, the
 * grid of offer cards (the showcase and the admin's manager), two form
 * columns, a message in a card and an error line. Built on the sprinkles, so
 * their breakpoints are the spec's.
 */
import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { surfaceCard } from './controls.css';
import { sprinkles } from './sprinkles.css';
import { vars } from './theme.css';

/** A page's column: centred, no wider than the large content width, with gutters, in the theme's font and text colour. Areas add their top and bottom padding. */
export const pageColumn = style([
  sprinkles({ maxWidth: 'large', marginX: 'auto', paddingX: 'gutter' }),
  { fontFamily: vars.font.body, color: vars.color.text },
]);

/** A page's title: the heading font, smaller on a phone. Areas add their margins. */
export const pageTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.headingSize.level1,
  '@media': { [media.mobile]: { fontSize: vars.headingSize.level3 } },
});

/** Offer cards in a list: three columns on a desktop, two on a tablet, one on a phone. */
export const cardGrid = style([
  sprinkles({ display: 'grid', gap: 'large', gridTemplateColumns: { all: 'three', tablet: 'two', mobile: 'one' } }),
  { listStyle: 'none', margin: 0, padding: 0 },
]);

/** Items in a row, centred, wrapping onto more rows when they do not fit (a header, a row of actions). */
export const cluster = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'medium' });

/** Two form columns that become one on a phone. Areas add their gap. */
export const twoColumns = sprinkles({ display: 'grid', gridTemplateColumns: { all: 'two', mobile: 'one' } });

/** A message in a card, centred: an empty list, a failure to load. */
export const messageCard = style([surfaceCard, { textAlign: 'center', padding: `${vars.space.xxxlarge} ${vars.space.gutter}` }]);

/** An error line of a page (not a form's boxed alert). */
export const errorText = style({ color: vars.color.danger, fontWeight: 600 });
