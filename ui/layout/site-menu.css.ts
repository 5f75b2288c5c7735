/** The phone's navigation panel: a sheet from the top of the window, over a dimmed page. */
import { style } from '@vanilla-extract/css';
import { focusRing, overlay as dialogOverlay } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const overlay = dialogOverlay;

export const panel = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: 51,
  maxHeight: '100vh',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  borderBottomLeftRadius: vars.radius.card,
  borderBottomRightRadius: vars.radius.card,
  boxShadow: vars.shadow.medium,
  padding: `${vars.space.medium} ${vars.space.gutter} ${vars.space.large}`,
});

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium, marginBottom: vars.space.standard });

export const title = style({ margin: 0, fontSize: vars.fontSize.xlarge, fontFamily: vars.font.heading });

export const close = style({
  appearance: 'none',
  width: 44,
  height: 44,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 18,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const link = style({
  display: 'block',
  padding: `${vars.space.medium} ${vars.space.standard}`,
  minHeight: 44,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.xlarge,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: 2, textUnderlineOffset: 5 },
    '&:focus-visible': focusRing,
  },
});
