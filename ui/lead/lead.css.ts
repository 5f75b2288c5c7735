import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { alert, dialogPanel, focusRing, button as sharedButton, ghostButton as sharedGhostButton } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export {
  alert,
  compactField as field,
  compactLabel as label,
  compactTextInput as input,
  fieldError,
  hint,
  linkButton,
  overlay,
} from '../theme/controls.css';

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

/** The lead form's buttons are bolder; its ghost buttons are small and only darken on hover. */
const bolder = { fontWeight: 800 } as const;
export const button = style([sharedButton, bolder]);
export const ghostButton = style([
  sharedGhostButton,
  {
    ...bolder,
    padding: '8px 16px',
    fontSize: 14,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
  },
]);
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

export const dialog = style([dialogPanel, { maxHeight: 'calc(100vh - 24px)', display: 'flex', flexDirection: 'column', gap: 12 }]);
export const dialogTitle = style({ margin: 0, fontSize: 20 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });
