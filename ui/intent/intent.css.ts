/** The company intent form: a card under the offer list, two columns on a desktop, one on a phone. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, dialogPanel, focusRing, surfaceCard, textInput } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { button };
export { field, fieldError, hint, label, overlay } from '../theme/controls.css';

export const section = style([
  surfaceCard,
  {
    maxWidth: 960,
    margin: '0 auto 48px',
    padding: '28px 32px',
    fontFamily: vars.font.body,
    color: vars.color.text,
    scrollMarginTop: 16,
    '@media': { [media.mobile]: { padding: '20px 16px', borderRadius: 0, borderLeft: 'none', borderRight: 'none' } },
  },
]);

export const title = style({ fontFamily: vars.font.heading, fontSize: 26, margin: '0 0 6px', '@media': { [media.mobile]: { fontSize: 21 } } });

export const description = style({ margin: '0 0 20px', color: vars.color.muted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: 20 });

export const columns = style({
  display: 'grid',
  gap: '16px 24px',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A radio or checkbox group: the legend over its options, then its message. */
export const group = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const groupLegend = style({ fontWeight: 600, fontSize: 15, padding: 0, marginBottom: 8 });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: '10px 24px' });

export const option = style({ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer', minHeight: 24 });

export const control = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const textarea = style([textInput, { resize: 'vertical', minHeight: 120, lineHeight: 1.4 }]);

export const consents = style({ display: 'flex', flexDirection: 'column', gap: 10 });

export const consent = style({ display: 'flex', alignItems: 'flex-start', gap: 10, fontSize: 14, lineHeight: 1.45 });

export const privacyText = style({ margin: 0, fontSize: 13, color: vars.color.muted, lineHeight: 1.5 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', '@media': { [media.mobile]: { justifyContent: 'stretch' } } });

export const submit = style([button, { '@media': { [media.mobile]: { width: '100%' } } }]);

export const sending = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

export const dialog = style([dialogPanel, { textAlign: 'center' }]);

export const dialogTitle = style({ fontFamily: vars.font.heading, fontSize: 22, margin: '0 0 12px' });

export const dialogText = style({ margin: '0 0 20px', lineHeight: 1.5 });

export const toastViewport = style({
  position: 'fixed',
  bottom: 16,
  right: 16,
  left: 16,
  margin: '0 auto',
  maxWidth: 480,
  listStyle: 'none',
  padding: 0,
  zIndex: 60,
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '12px 16px',
  borderRadius: 8,
  background: vars.color.text,
  color: vars.color.surface,
  fontWeight: 600,
});

export const toastDetail = style({ margin: '4px 0 0', fontWeight: 400 });

export const toastClose = style({
  appearance: 'none',
  border: `1px solid ${vars.color.surface}`,
  borderRadius: 4,
  background: 'transparent',
  color: vars.color.surface,
  padding: '6px 12px',
  cursor: 'pointer',
  fontWeight: 700,
  selectors: { '&:focus-visible': focusRing },
});
