/**
 * Layout as atomic classes: `sprinkles({ display: 'grid', gap: 'large',
 * gridTemplateColumns: { all: 'three', tablet: 'two', mobile: 'one' } })`.
 * Spacing comes from the theme's scale, widths from its content widths, and
 * the conditions are the spec's breakpoints (breakpoints.ts): `all` applies
 * everywhere, `mobile`, `tablet` and `desktop` each to their own range.
 */
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './theme.css';

const space = { none: '0', ...vars.space };

const layout = defineProperties({
  conditions: {
    all: {},
    mobile: { '@media': media.mobile },
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'all',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'start', 'center', 'end', 'flex-start', 'flex-end'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'stretch'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: { ...space, auto: 'auto' },
    marginBottom: { ...space, auto: 'auto' },
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    /** Grid columns that may shrink below their content: one, two or three equal, or a main column beside a 340 px aside. */
    gridTemplateColumns: {
      one: 'minmax(0, 1fr)',
      two: 'repeat(2, minmax(0, 1fr))',
      three: 'repeat(3, minmax(0, 1fr))',
      mainAside: 'minmax(0, 1fr) 340px',
    },
    maxWidth: vars.contentWidth,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
