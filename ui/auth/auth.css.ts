import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, focusRing, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { alert, visuallyHidden } from '../theme/controls.css';

export const page = style({
  maxWidth: 520,
  margin: '0 auto',
  padding: '32px 16px 56px',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [media.mobile]: { padding: '20px 12px 40px' } },
});

/** The proposals page: wider than the account forms, for the list. */
export const proposalsPage = style([page, { maxWidth: 760 }]);

export const panel = style([surfaceCard, { padding: '24px 24px 28px', '@media': { [media.mobile]: { padding: '18px 14px 22px' } } }]);

export const title = style({ fontFamily: vars.font.heading, fontSize: 28, margin: '0 0 8px' });

export const intro = style({ margin: '0 0 20px', color: vars.color.muted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 });

/** While the request runs the button stays brand-coloured, faded, with the progress cursor. */
export const submit = style([
  button,
  { selectors: { '&:disabled': { background: vars.color.brand, borderColor: vars.color.brand, opacity: 0.6, cursor: 'progress' } } },
]);

export const switchText = style({ margin: '20px 0 0', textAlign: 'center' });

export const link = style({
  color: vars.color.brand,
  fontWeight: 700,
  selectors: { '&:focus-visible': focusRing },
});

// ── user menu (in the header, on the brand colour) ──

export const menuArea = style({ display: 'flex', alignItems: 'center', gap: 12, position: 'relative' });

export const menuLink = style({
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: 'none',
  padding: '8px 14px',
  border: `2px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.button,
  selectors: {
    '&:hover': { background: vars.color.onBrand, color: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: 2 },
  },
});

export const menuTrigger = style([
  menuLink,
  {
    appearance: 'none',
    background: 'transparent',
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
  },
]);

export const menuContent = style({
  minWidth: 200,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  padding: 6,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
  zIndex: 20,
  fontFamily: vars.font.body,
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: '10px 12px',
  borderRadius: 6,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 15,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-disabled]': { opacity: 0.6, cursor: 'progress' },
  },
});

export const menuPlaceholder = style({ display: 'inline-block', minWidth: 80, height: 24 });

export const menuError = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  marginTop: 6,
  whiteSpace: 'nowrap',
  background: vars.color.surface,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: 6,
  padding: '6px 10px',
  fontSize: 14,
  fontWeight: 600,
  zIndex: 20,
});

// ── password reset ──

/** 'Esqueci minha senha' under the sign-in password. */
export const forgotLink = style([link, { alignSelf: 'flex-end', fontSize: 15 }]);

/** A calm, non-error note (the confirmation that a link was sent, the password changed). */
export const notice = style({
  margin: '0 0 16px',
  padding: '12px 14px',
  borderRadius: 6,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.background,
  color: vars.color.text,
  lineHeight: 1.5,
});

/** The way on from a message: a main button and a link. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, marginTop: 8 });

export const actionButton = style([button, { textDecoration: 'none', textAlign: 'center' }]);
