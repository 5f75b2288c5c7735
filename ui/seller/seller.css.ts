/** The seller's pages: the home list and the fleet quotation form. */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { alert, button, compactField, compactLabel, compactTextInput, dialogPanel, fieldError, focusRing, ghostButton, hint, linkButton, overlay, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { visuallyHidden } from '../theme/controls.css';

export const page = style({ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 56px', fontFamily: vars.font.body, color: vars.color.text });
export const heading = style({ fontFamily: vars.font.heading, fontSize: 28, margin: '0 0 6px', '@media': { [media.mobile]: { fontSize: 22 } } });
export const subheading = style({ fontFamily: vars.font.heading, fontSize: 20, margin: '24px 0 12px' });
export const intro = style({ margin: '0 0 20px', color: vars.color.muted, fontSize: 15 });
export const message = style({ margin: '12px 0', fontSize: 16 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '0 0 8px' });
export const primaryLink = style([button, { display: 'inline-block', textDecoration: 'none', padding: '10px 22px', fontSize: 15 }]);
export const secondaryLink = style([ghostButton, { display: 'inline-block', textDecoration: 'none', padding: '10px 22px', fontSize: 15 }]);
export const primary = style([button, { padding: '10px 22px', fontSize: 15 }]);
export const secondary = style([ghostButton, { padding: '10px 22px', fontSize: 15 }]);
export const small = style([ghostButton, { padding: '6px 14px', fontSize: 14 }]);
export const textLink = linkButton;
/** The way back above a page's heading. */
export const backLink = style([linkButton, { display: 'inline-block', marginBottom: 8 }]);
export const alertBox = alert;
/** An alert of a headline and its detail, one paragraph each. */
export const alertStack = style([alert, { display: 'grid', gap: 6, margin: '12px 0' }]);
globalStyle(`${alertStack} > p`, { margin: 0 });
/** The detail reads lighter than the headline. */
globalStyle(`${alertStack} > p + p`, { fontWeight: 400 });
export const notice = style({ margin: '12px 0', padding: '12px 16px', borderRadius: 8, background: '#e7f4ea', color: '#14532d', fontWeight: 700 });
export const warning = style({ margin: '12px 0', padding: '10px 14px', borderRadius: 8, background: '#fff4d6', color: '#5c4400', fontSize: 14 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const listItem = style([
  surfaceCard,
  { padding: 16, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' },
]);
export const listTitle = style({ margin: 0, fontSize: 17, fontWeight: 700 });
export const listMeta = style({ margin: '4px 0 0', color: vars.color.muted, fontSize: 14 });
export const listActions = style({ display: 'flex', gap: 8 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', margin: '16px 0' });
export const opportunity = style([compactField, { flex: '1 1 320px' }]);

export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: 4, borderBottom: `2px solid ${vars.color.border}`, margin: '8px 0 16px' });
export const tab = style({
  appearance: 'none',
  border: 'none',
  background: 'none',
  padding: '10px 14px',
  fontSize: 15,
  fontWeight: 600,
  color: vars.color.muted,
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  marginBottom: -2,
  selectors: {
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});

/** Two quotation cards side by side on a desktop; one a row on a tablet or a phone. */
export const cards = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const card = style([surfaceCard, { padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }]);
export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 });
export const cardTitle = style({ margin: 0, fontSize: 18, fontWeight: 800, color: vars.color.brand });
export const cardGrid = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const field = compactField;
export const label = compactLabel;
export const input = style([compactTextInput, { minHeight: 44 }]);
export const select = style([compactTextInput, { appearance: 'auto', minHeight: 44, selectors: { '&:disabled': { background: vars.color.background, color: vars.color.text } } }]);
export const textarea = style([compactTextInput, { minHeight: 96, resize: 'vertical' }]);
export const error = fieldError;
export const note = hint;
export const stock = style({ margin: 0, fontSize: 14, padding: '8px 12px', borderRadius: 8, background: vars.color.background });
export const price = style({ display: 'flex', justifyContent: 'space-between', gap: 8, borderTop: `1px solid ${vars.color.border}`, paddingTop: 10, fontSize: 15 });
export const priceValue = style({ fontWeight: 800 });
export const totals = style([surfaceCard, { padding: 16, margin: '16px 0', display: 'grid', gap: 10 }]);
/** One row of the totals list: the name (dt) and the amount (dd) on one line, rows ruled between. */
export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 8,
  fontSize: 15,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, paddingTop: 10 } },
});
export const totalValue = style({ margin: 0, fontWeight: 800, whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '16px 0' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: '6px 8px', borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const tableWrap = style({ overflowX: 'auto' });
export const summaryList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 10 });
export const summaryItem = style([surfaceCard, { padding: 12 }]);
/** Name–value rows (dt/dd): two columns, stacked on a phone with a gap between the pairs. */
export const dl = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: '8px 0 0', fontSize: 14, '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 2 } } });
export const dt = style({ fontWeight: 700, color: vars.color.muted, '@media': { [media.mobile]: { selectors: { '&:not(:first-child)': { marginTop: 8 } } } } });
export const dd = style({ margin: 0 });

export const dialogOverlay = overlay;
export const dialog = style([dialogPanel, { width: 'min(720px, calc(100vw - 24px))' }]);
export const dialogTitle = style({ margin: '0 0 12px', fontFamily: vars.font.heading, fontSize: 22 });
