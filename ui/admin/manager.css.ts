/** The offer manager page and the admin card wrapper. */
import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { alert, button, compactField, compactLabel, compactTextInput, dialogPanel, focusRing, ghostButton, overlay, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { visuallyHidden } from '../theme/controls.css';

export const page = style({ maxWidth: vars.contentWidth.large, margin: '0 auto', padding: '24px 16px 56px', fontFamily: vars.font.body, color: vars.color.text });

export const heading = style({ fontFamily: vars.font.heading, fontSize: vars.headingSize.level1, margin: `0 0 ${vars.space.small}`, '@media': { [media.mobile]: { fontSize: vars.headingSize.level3 } } });

export const intro = style({ margin: `0 0 ${vars.space.large}`, color: vars.color.muted, fontSize: vars.fontSize.medium });

export const filters = style([
  surfaceCard,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) minmax(0, 2fr) auto',
    gap: vars.space.medium,
    alignItems: 'end',
    padding: vars.space.gutter,
    margin: `0 0 ${vars.space.medium}`,
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
export const clearButton = style([ghostButton, { padding: '9px 16px', fontSize: vars.fontSize.standard, whiteSpace: 'nowrap', '@media': { [media.mobile]: { gridColumn: '1 / -1' } } }]);

export const count = style({ color: vars.color.muted, fontSize: vars.fontSize.standard, margin: `0 0 ${vars.space.gutter}` });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const message = style([surfaceCard, { textAlign: 'center', padding: '40px 16px', margin: 0 }]);
export const errorBox = style([surfaceCard, { textAlign: 'center', padding: `${vars.space.xxlarge} ${vars.space.gutter}`, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.gutter }]);
export const errorText = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });
export const primaryButton = style([button, { fontSize: vars.fontSize.medium, padding: '10px 22px' }]);

// ── the admin card wrapper ──

export const wrapper = style([
  surfaceCard,
  { display: 'flex', flexDirection: 'column', gap: vars.space.snug, padding: vars.space.medium, height: '100%' },
]);

export const wrapperHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.standard });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.full,
  padding: '3px 10px',
  fontSize: vars.fontSize.xsmall,
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
  padding: vars.space.small,
  minWidth: 32,
  minHeight: 32,
  borderRadius: vars.radius.full,
  cursor: 'help',
  selectors: { '&:focus-visible': focusRing, '&:hover': { color: vars.color.text } },
});

export const validity = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.text });
export const validityLabel = style({ fontWeight: 700, marginRight: vars.space.small });

export const editorLink = style({
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: vars.fontSize.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:focus-visible': focusRing },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.standard, marginTop: 'auto', paddingTop: vars.space.xsmall });

const actionBase = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: 40,
  minWidth: 40,
  padding: `${vars.space.standard} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
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

export const iconOnly = style({ padding: vars.space.standard, width: 40 });

export const tooltip = style({
  background: '#1d1d1f',
  color: '#fff',
  borderRadius: vars.radius.standard,
  padding: `${vars.space.standard} ${vars.space.snug}`,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
  maxWidth: 280,
  zIndex: 70,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.small,
});

export const tooltipArrow = style({ fill: '#1d1d1f' });

export const metaList = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xsmall} ${vars.space.snug}` });
export const metaTerm = style({ fontWeight: 700 });
export const metaValue = style({ margin: 0 });

// ── the delete popup ──

export const dialogOverlay = overlay;
export const dialog = style([dialogPanel, { width: 'min(440px, calc(100vw - 24px))', display: 'flex', flexDirection: 'column', gap: vars.space.medium }]);
export const dialogTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.headingSize.level3 });
export const dialogText = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.text });
export const dialogButtons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.snug, marginTop: vars.space.standard, flexWrap: 'wrap' });
export const dangerButton = style([button, { background: vars.color.danger, borderColor: vars.color.danger, fontSize: vars.fontSize.medium, padding: '10px 22px', selectors: { '&:hover:not(:disabled)': { background: '#7d0017', borderColor: '#7d0017' } } }]);
export const cancelButton = style([ghostButton, { fontSize: vars.fontSize.medium, padding: '10px 22px' }]);

// ── toasts ──

export const toastViewport = style({
  position: 'fixed',
  bottom: vars.space.gutter,
  left: '50%',
  transform: 'translateX(-50%)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
  width: 'min(440px, calc(100vw - 24px))',
  zIndex: 80,
});

export const toast = styleVariants({
  success: { background: '#0b5a27', color: '#fff', padding: '12px 14px', borderRadius: vars.radius.large, fontWeight: 600, display: 'flex', alignItems: 'center', gap: vars.space.medium, boxShadow: vars.shadow.small },
  failure: { background: vars.color.danger, color: '#fff', padding: '12px 14px', borderRadius: vars.radius.large, fontWeight: 600, display: 'flex', alignItems: 'center', gap: vars.space.medium, boxShadow: vars.shadow.small },
});

export const toastClose = style({
  marginLeft: 'auto',
  appearance: 'none',
  border: '1px solid rgba(255,255,255,0.6)',
  background: 'transparent',
  color: '#fff',
  borderRadius: vars.radius.standard,
  padding: `${vars.space.xsmall} ${vars.space.standard}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.small,
  selectors: { '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 } },
});

export const formAlert = alert;

export const placeholder = style([surfaceCard, { padding: vars.space.xlarge, display: 'flex', flexDirection: 'column', gap: vars.space.medium, alignItems: 'flex-start' }]);
