import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, ghostButton, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { visuallyHidden } from '../theme/controls.css';

export const section = style({
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.gutter} ${vars.space.xxxlarge}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.headingSize.level1,
  margin: `0 0 ${vars.space.gutter}`,
  '@media': { [media.mobile]: { fontSize: vars.headingSize.level3 } },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const footer = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.standard, marginTop: 28 });

export const counter = style({ color: vars.color.muted, fontSize: vars.fontSize.standard, margin: 0 });

/** The showcase's buttons have a slightly smaller, spaced-out label. */
const spacedLabel = { fontSize: vars.fontSize.medium, letterSpacing: 0.5 } as const;
export const primaryButton = style([button, spacedLabel]);
export const secondaryButton = style([ghostButton, spacedLabel]);

export const message = style([surfaceCard, { textAlign: 'center', padding: `${vars.space.xxxlarge} ${vars.space.gutter}` }]);

export const errorText = style({ color: vars.color.danger, fontWeight: 600, margin: `0 0 ${vars.space.gutter}` });

const shimmer = keyframes({ '0%': { backgroundPosition: '-400px 0' }, '100%': { backgroundPosition: '400px 0' } });

export const skeletonCard = style({
  height: 360,
  borderRadius: vars.radius.card,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.surface} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '800px 100%',
  animation: `${shimmer} 1.4s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
