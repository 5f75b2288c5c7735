/** The offer manager page and the admin card wrapper. */
import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { alert, button, compactField, compactLabel, compactTextInput, dialogPanel, focusRing, ghostButton, overlay, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { visuallyHidden } from '../theme/controls.css';

export const page = style({ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 56px', fontFamily: vars.font.body, color: vars.color.text });

export const heading = style({ fontFamily: vars.font.heading, fontSize: 28, margin: '0 0 6px', '@media': { [media.mobile]: { fontSize: 22 } } });

export const intro = style({ margin: '0 0 20px', color: vars.color.muted, fontSize: 15 });

export const filters = style([
  surfaceCard,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) minmax(0, 2fr) auto',
    gap: 12,
    alignItems: 'end',
    padding: 16,
    margin: '0 0 12px',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    },
  },
]);

export const field = compactField;
export const label = compactLabel;
export const input = style([compactTextInput, { minHeight: 44 }]);
export const select = style([compactTextInput, { appearance: 'auto', minHeight: 44 }]);
export const searchField = style([
  compactField,
  { '@media': { [media.tablet]: { gridColumn: 'span 2' }, [media.mobile]: { gridColumn: '1 / -1' } } },
]);
export const clearButton = style([ghostButton, { padding: '9px 16px', fontSize: 14, whiteSpace: 'nowrap', '@media': { [media.mobile]: { gridColumn: '1 / -1' } } }]);

export const count = style({ color: vars.color.muted, fontSize: 14, margin: '0 0 16px' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const message = style([surfaceCard, { textAlign: 'center', padding: '40px 16px', margin: 0 }]);
export const errorBox = style([surfaceCard, { textAlign: 'center', padding: '32px 16px', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }]);
export const errorText = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });
export const primaryButton = style([button, { fontSize: 15, padding: '10px 22px' }]);

// ── the admin card wrapper ──

export const wrapper = style([
  surfaceCard,
  { display: 'flex', flexDirection: 'column', gap: 10, padding: 12, height: '100%' },
]);

export const wrapperHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 999,
  padding: '3px 10px',
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: 0.2,
  border: '1px solid transparent',
});

export const status = styleVariants({
  new: [badge, { background: '#eceaf4', color: '#3a1a78', borderColor: '#c9c1e3' }],
  saved: [badge, { background: '#e8f0fd', color: '#123f8c', borderColor: '#b9cdf3' }],
  published: [badge, { background: '#e3f4e8', color: '#0b5a27', borderColor: '#a9d9b8' }],
  removed: [badge, { background: '#fde8ea', color: '#8c0f1f', borderColor: '#f0b3bb' }],
  archived: [badge, { background: '#efefef', color: '#474747', borderColor: '#cfcfcf' }],
});

export const personBadge = style([badge, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border }]);

export const infoButton = style({
  marginLeft: 'auto',
  appearance: 'none',
  border: 'none',
  background: 'none',
  color: vars.color.muted,
  padding: 6,
  minWidth: 32,
  minHeight: 32,
  borderRadius: 999,
  cursor: 'help',
  selectors: { '&:focus-visible': focusRing, '&:hover': { color: vars.color.text } },
});

export const validity = style({ margin: 0, fontSize: 14, color: vars.color.text });
export const validityLabel = style({ fontWeight: 700, marginRight: 6 });

export const editorLink = style({
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: 15,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:focus-visible': focusRing },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 'auto', paddingTop: 4 });

const actionBase = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 40,
  minWidth: 40,
  padding: '8px 12px',
  borderRadius: 8,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:disabled': { color: '#6b6b70', background: '#f4f4f6', cursor: 'not-allowed' },
  },
});

export const action = styleVariants({
  publish: [actionBase, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong, color: vars.color.onBrand } } }],
  unpublish: [actionBase],
  save: [actionBase],
  edit: [actionBase],
  view: [actionBase],
  remove: [actionBase, { color: vars.color.danger, selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.danger, color: vars.color.danger } } }],
});

export const iconOnly = style({ padding: 8, width: 40 });

export const tooltip = style({
  background: '#1d1d1f',
  color: '#fff',
  borderRadius: 6,
  padding: '8px 10px',
  fontSize: 13,
  lineHeight: 1.4,
  maxWidth: 280,
  zIndex: 70,
  fontFamily: vars.font.body,
  boxShadow: '0 6px 20px rgba(0,0,0,0.2)',
});

export const tooltipArrow = style({ fill: '#1d1d1f' });

export const metaList = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 10px' });
export const metaTerm = style({ fontWeight: 700 });
export const metaValue = style({ margin: 0 });

// ── the delete popup ──

export const dialogOverlay = overlay;
export const dialog = style([dialogPanel, { width: 'min(440px, calc(100vw - 24px))', display: 'flex', flexDirection: 'column', gap: 12 }]);
export const dialogTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 22 });
export const dialogText = style({ margin: 0, fontSize: 16, color: vars.color.text });
export const dialogButtons = style({ display: 'flex', justifyContent: 'flex-end', gap: 10, marginTop: 8, flexWrap: 'wrap' });
export const dangerButton = style([button, { background: vars.color.danger, borderColor: vars.color.danger, fontSize: 15, padding: '10px 22px', selectors: { '&:hover:not(:disabled)': { background: '#7d0017', borderColor: '#7d0017' } } }]);
export const cancelButton = style([ghostButton, { fontSize: 15, padding: '10px 22px' }]);

// ── toasts ──

export const toastViewport = style({
  position: 'fixed',
  bottom: 16,
  left: '50%',
  transform: 'translateX(-50%)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: 'min(440px, calc(100vw - 24px))',
  zIndex: 80,
});

export const toast = styleVariants({
  success: { background: '#0b5a27', color: '#fff', padding: '12px 14px', borderRadius: 8, fontWeight: 600, display: 'flex', alignItems: 'center', gap: 12, boxShadow: '0 6px 20px rgba(0,0,0,0.2)' },
  failure: { background: vars.color.danger, color: '#fff', padding: '12px 14px', borderRadius: 8, fontWeight: 600, display: 'flex', alignItems: 'center', gap: 12, boxShadow: '0 6px 20px rgba(0,0,0,0.2)' },
});

export const toastClose = style({
  marginLeft: 'auto',
  appearance: 'none',
  border: '1px solid rgba(255,255,255,0.6)',
  background: 'transparent',
  color: '#fff',
  borderRadius: 6,
  padding: '4px 8px',
  cursor: 'pointer',
  fontSize: 13,
  selectors: { '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 } },
});

export const formAlert = alert;

export const placeholder = style([surfaceCard, { padding: 24, display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }]);
