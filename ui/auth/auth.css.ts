import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, focusRing, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { alert, visuallyHidden } from '../theme/controls.css';

export const page = style({
  maxWidth: vars.contentWidth.xsmall,
  margin: '0 auto',
  padding: '32px 16px 56px',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [media.mobile]: { padding: '20px 12px 40px' } },
});

/** The proposals page: wider than the account forms, for the list. */
export const proposalsPage = style([page, { maxWidth: vars.contentWidth.small }]);

export const panel = style([surfaceCard, { padding: '24px 24px 28px', '@media': { [media.mobile]: { padding: '18px 14px 22px' } } }]);

export const title = style({ fontFamily: vars.font.heading, fontSize: vars.headingSize.level1, margin: `0 0 ${vars.space.standard}` });

export const intro = style({ margin: `0 0 ${vars.space.large}`, color: vars.color.muted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.gutter, minWidth: 0 });

/** While the request runs the button stays brand-coloured, faded, with the progress cursor. */
export const submit = style([
  button,
  { selectors: { '&:disabled': { background: vars.color.brand, borderColor: vars.color.brand, opacity: 0.6, cursor: 'progress' } } },
]);

export const switchText = style({ margin: `${vars.space.large} 0 0`, textAlign: 'center' });

export const link = style({
  color: vars.color.brand,
  fontWeight: 700,
  selectors: { '&:focus-visible': focusRing },
});

// ── user menu (in the header, on the brand colour) ──

export const menuArea = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, position: 'relative' });

export const menuLink = style({
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: 'none',
  padding: '8px 14px',
  border: `${vars.borderWidth.large} solid ${vars.color.onBrand}`,
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
    gap: vars.space.small,
  },
]);

export const menuContent = style({
  minWidth: 200,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.small,
  boxShadow: vars.shadow.medium,
  zIndex: 20,
  fontFamily: vars.font.body,
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.snug} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.medium,
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
  marginTop: vars.space.small,
  whiteSpace: 'nowrap',
  background: vars.color.surface,
  color: vars.color.danger,
  border: `${vars.borderWidth.standard} solid ${vars.color.danger}`,
  borderRadius: vars.radius.standard,
  padding: `${vars.space.small} ${vars.space.snug}`,
  fontSize: vars.fontSize.standard,
  fontWeight: 600,
  zIndex: 20,
});

// ── password reset ──

/** 'Esqueci minha senha' under the sign-in password. */
export const forgotLink = style([link, { alignSelf: 'flex-end', fontSize: vars.fontSize.medium }]);

/** A calm, non-error note (the confirmation that a link was sent, the password changed). */
export const notice = style({
  margin: `0 0 ${vars.space.gutter}`,
  padding: '12px 14px',
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.background,
  color: vars.color.text,
  lineHeight: 1.5,
});

/** The way on from a message: a main button and a link. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.gutter, marginTop: vars.space.standard });

export const actionButton = style([button, { textDecoration: 'none', textAlign: 'center' }]);

/** 'Voltar' above the proposals' title: a text button with a leading arrow. */
export const backButton = style({
  appearance: 'none',
  border: 'none',
  background: 'transparent',
  padding: `${vars.space.xsmall} 0`,
  marginBottom: vars.space.standard,
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: vars.fontSize.medium,
  cursor: 'pointer',
  selectors: { '&::before': { content: '"← "' }, '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: vars.focusRing.offset } },
});

// ── proof of e-mail ──

/** The heading of the proposals page's 'Confirme seu e-mail' notice. */
export const noticeTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xlarge, margin: `0 0 ${vars.space.small}` });

export const noticeText = style({ margin: `0 0 ${vars.space.small}` });

/** The seconds before another confirmation e-mail may be asked for, beside the button. */
export const cooldown = style({ color: vars.color.muted, fontSize: vars.fontSize.medium, fontVariantNumeric: 'tabular-nums' });

/** The welcome page's next steps. */
export const steps = style({ margin: `0 0 ${vars.space.standard}`, paddingLeft: vars.space.large, display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** The sign-up's terms and privacy policy line, above its submit. */
export const legal = style({ margin: 0, fontSize: vars.fontSize.medium, color: vars.color.text, lineHeight: 1.5 });
