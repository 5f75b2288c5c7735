import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, ghostButton, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { visuallyHidden } from '../theme/controls.css';

export const section = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: '24px 16px 48px',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: 28,
  margin: '0 0 16px',
  '@media': { [media.mobile]: { fontSize: 22 } },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const footer = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, marginTop: 28 });

export const counter = style({ color: vars.color.muted, fontSize: 14, margin: 0 });

/** The showcase's buttons have a slightly smaller, spaced-out label. */
const spacedLabel = { fontSize: 15, letterSpacing: 0.5 } as const;
export const primaryButton = style([button, spacedLabel]);
export const secondaryButton = style([ghostButton, spacedLabel]);

export const message = style([surfaceCard, { textAlign: 'center', padding: '48px 16px' }]);

export const errorText = style({ color: vars.color.danger, fontWeight: 600, margin: '0 0 16px' });

const shimmer = keyframes({ '0%': { backgroundPosition: '-400px 0' }, '100%': { backgroundPosition: '400px 0' } });

export const skeletonCard = style({
  height: 360,
  borderRadius: vars.radius.card,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.surface} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '800px 100%',
  animation: `${shimmer} 1.4s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A card with an offer admin's 'Editar' link over its top corner. */
export const adminCardSlot = style({ position: 'relative' });

export const editOfferLink = style({
  position: 'absolute',
  top: 10,
  right: 10,
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: '0 14px',
  borderRadius: 999,
  background: vars.color.text,
  color: '#fff',
  fontSize: 13,
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: '0 2px 6px rgba(0,0,0,0.25)',
  selectors: {
    '&:hover': { opacity: 0.9 },
    '&:focus-visible': { outline: '3px solid #ffb400', outlineOffset: 2 },
  },
});
