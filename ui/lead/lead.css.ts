import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16, fontFamily: vars.font.body, color: vars.color.text });
export const title = style({ margin: 0, fontSize: 22, fontFamily: vars.font.heading });
export const subtitle = style({ margin: 0, color: vars.color.muted });
export const sectionTitle = style({ margin: '8px 0 0', fontSize: 14, fontWeight: 800, letterSpacing: 1, textTransform: 'uppercase' });

export const breadcrumb = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8, fontSize: 13 });
export const crumb = style({ color: vars.color.muted, selectors: { '&:not(:last-child)::after': { content: '"›"', marginLeft: 8 } } });
export const crumbDone = style({ color: '#0a6b36', fontWeight: 600 });
export const crumbCurrent = style({ color: vars.color.text, fontWeight: 800 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 14,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const full = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: 14 });
export const input = style({
  font: 'inherit',
  fontSize: 16,
  padding: '10px 12px',
  border: `1px solid ${vars.color.muted}`,
  borderRadius: 6,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled': { background: vars.color.background, color: vars.color.muted },
  },
});
export const fieldError = style({ margin: 0, fontSize: 14, fontWeight: 600, color: vars.color.danger });
export const hint = style({ margin: 0, fontSize: 13, color: vars.color.muted });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 8 });
export const legend = style({ fontWeight: 600, fontSize: 14, padding: 0, marginBottom: 6 });
export const choiceRow = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 20px', alignItems: 'center' });
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' });

export const radio = style({
  appearance: 'none',
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&:focus-visible': focusRing },
});
export const radioDot = style({ width: 10, height: 10, borderRadius: '50%', background: vars.color.brand, display: 'block' });
export const checkbox = style([radio, { borderRadius: 4, color: vars.color.onBrand, selectors: { '&[data-state="checked"]': { background: vars.color.brand } } }]);

export const button = style({
  appearance: 'none',
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.button,
  padding: '12px 28px',
  fontWeight: 800,
  fontSize: 16,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandStrong, borderColor: vars.color.brandStrong },
    '&:focus-visible': focusRing,
    '&:disabled': { background: '#8a8a8f', borderColor: '#8a8a8f', cursor: 'not-allowed' },
  },
});
export const ghostButton = style([
  button,
  { background: 'transparent', color: vars.color.brand, padding: '8px 16px', fontSize: 14, selectors: { '&:hover:not(:disabled)': { color: vars.color.onBrand } } },
]);
export const linkButton = style({
  appearance: 'none',
  border: 'none',
  background: 'none',
  padding: 4,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: 14,
  selectors: { '&:focus-visible': focusRing },
});

export const alert = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: 6,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
  fontWeight: 600,
});
export const warning = style([alert, { borderColor: '#8a5a00', color: '#6b4500' }]);
export const status = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });
export const privacy = style({ margin: 0, fontSize: 13, color: vars.color.muted, lineHeight: 1.5 });

export const dealerBox = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  padding: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});
export const dealerName = style({ margin: 0, fontWeight: 700 });
export const dealerAddress = style({ margin: 0, fontSize: 14, color: vars.color.muted });
export const dealerList = style({ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: '50vh', overflowY: 'auto', padding: 2 });
export const dealerOption = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: 10,
  alignItems: 'start',
  padding: 10,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  cursor: 'pointer',
});

export const fileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 });
export const fileItem = style({ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center', fontSize: 14 });

export const couponRow = style({ display: 'flex', gap: 8, alignItems: 'flex-end' });
globalStyle(`${couponRow} > input`, { flex: '1 1 auto', minWidth: 0 });
export const couponBox = style({ display: 'flex', flexDirection: 'column', gap: 6, textAlign: 'left' });

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.45)', zIndex: 50 });
export const dialog = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(560px, calc(100vw - 24px))',
  maxHeight: 'calc(100vh - 24px)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.card,
  padding: 24,
  zIndex: 51,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  fontFamily: vars.font.body,
});
export const dialogTitle = style({ margin: 0, fontSize: 20 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });
