import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/controls.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

/** The banner: a bar at the foot of the window, opaque, above everything but dialogs; the page keeps its height free (ui/theme/consent-space.ts). */
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `${vars.borderWidth.large} solid ${vars.color.brand}`,
  boxShadow: '0 -6px 24px rgba(0, 0, 0, 0.18)',
  fontFamily: vars.font.body,
  maxHeight: '85vh',
  overflowY: 'auto',
});

export const inner = style({
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  display: 'grid',
  gap: vars.space.standard,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const text = style({ margin: 0, fontSize: vars.fontSize.standard, lineHeight: 1.5 });

export const link = style({ color: vars.color.brand, fontWeight: 700, selectors: { '&:focus-visible': focusRing } });

/** 'Rejeitar todos' and 'Aceitar todos': side by side, the same size, the same weight. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.standard,
  '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
});

/** The two equal choices share one width. */
export const choice = style({ minWidth: 190, '@media': { [media.mobile]: { minWidth: 0, width: '100%', paddingInline: vars.space.small } } });

/** 'Personalizar' / 'Fechar sem alterar': a text button, on its own line on a phone. */
export const textButton = style({
  appearance: 'none',
  background: 'transparent',
  border: 'none',
  padding: vars.space.small,
  color: vars.color.brand,
  fontSize: vars.fontSize.standard,
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [media.mobile]: { gridColumn: '1 / -1' } },
});

export const purposes = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.standard });

export const legend = style({ fontWeight: 700, fontSize: vars.fontSize.medium, padding: 0, marginBottom: vars.space.small });

export const purpose = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.standard,
  alignItems: 'start',
  padding: vars.space.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const purposeName = style({ fontWeight: 700 });

export const purposeText = style({ gridColumn: 2, margin: 0, fontSize: vars.fontSize.small, color: vars.color.muted, lineHeight: 1.45 });

export const checkbox = style({
  appearance: 'none',
  width: 22,
  height: 22,
  marginTop: 1,
  border: `${vars.borderWidth.large} solid ${vars.color.brand}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.onBrand,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 14,
  cursor: 'pointer',
  padding: 0,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand },
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.muted, borderColor: vars.color.muted },
    '&:focus-visible': focusRing,
  },
});
