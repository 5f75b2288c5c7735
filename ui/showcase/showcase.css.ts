import { keyframes, style } from '@vanilla-extract/css';
import { button, ghostButton } from '../theme/controls.css';
import { cardGrid, errorText as sharedErrorText, messageCard, pageColumn, pageTitle } from '../theme/layout.css';
import { vars } from '../theme/theme.css';

export { visuallyHidden } from '../theme/controls.css';

export const section = style([pageColumn, { paddingTop: vars.space.xlarge, paddingBottom: vars.space.xxxlarge }]);

export const heading = style([pageTitle, { margin: `0 0 ${vars.space.gutter}` }]);

export const grid = cardGrid;

export const footer = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.standard, marginTop: 28 });

export const counter = style({ color: vars.color.muted, fontSize: vars.fontSize.standard, margin: 0 });

/** The showcase's buttons have a slightly smaller, spaced-out label. */
const spacedLabel = { fontSize: vars.fontSize.medium, letterSpacing: 0.5 } as const;
export const primaryButton = style([button, spacedLabel]);
export const secondaryButton = style([ghostButton, spacedLabel]);

export const message = messageCard;

export const errorText = style([sharedErrorText, { margin: `0 0 ${vars.space.gutter}` }]);

const shimmer = keyframes({ '0%': { backgroundPosition: '-400px 0' }, '100%': { backgroundPosition: '400px 0' } });

export const skeletonCard = style({
  height: 360,
  borderRadius: vars.radius.card,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.surface} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '800px 100%',
  animation: `${shimmer} 1.4s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

