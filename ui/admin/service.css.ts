/** The dealers' service view: the period, the bar chart (SVG) and the table of its figures. */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const page = style({ maxWidth: 1100, margin: '0 auto', padding: '24px 16px 56px', fontFamily: vars.font.body, color: vars.color.text });
export const heading = style({ fontFamily: vars.font.heading, fontSize: 28, margin: '0 0 6px', '@media': { [media.mobile]: { fontSize: 22 } } });
export const intro = style({ margin: '0 0 16px', color: vars.color.muted, fontSize: 15 });
export const periods = style({ border: 'none', padding: 0, margin: '0 0 20px', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
/** The legend on a line of its own on a phone, the three periods beneath it. */
export const legend = style({ fontWeight: 700, marginRight: 8, padding: 0, float: 'left', '@media': { [media.mobile]: { float: 'none', width: '100%', marginBottom: 4 } } });
export const periodOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  padding: '0 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 22,
  cursor: 'pointer',
  background: vars.color.surface,
});
export const message = style([surfaceCard, { textAlign: 'center', padding: '32px 16px', margin: 0 }]);
export const errorBox = style([surfaceCard, { textAlign: 'center', padding: '32px 16px', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }]);
export const errorText = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });
export const primaryButton = style([button, { fontSize: 15, padding: '10px 22px' }]);
export const card = style([surfaceCard, { padding: 16, margin: '0 0 20px', overflowX: 'auto' }]);
export const cardTitle = style({ fontSize: 18, margin: '0 0 8px' });
export const chart = style({ display: 'block', width: '100%', maxWidth: 480, height: 'auto' });
export const keyList = style({ display: 'flex', flexWrap: 'wrap', gap: '6px 16px', listStyle: 'none', padding: 0, margin: '0 0 8px', fontSize: 14 });
export const keyItem = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });
export const swatch = style({ display: 'inline-block', width: 14, height: 14, borderRadius: 3 });
/** The chart's colours: received (a light brand tint), its part in time (the brand), overdue now (red, as the desk's overdue badge). */
export const RECEIVED = '#c9d8f0';
export const IN_TIME = '#1f5fbf';
export const OVERDUE = '#b42318';
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
export const caption = style({ textAlign: 'left', fontWeight: 700, fontSize: 16, padding: '0 0 8px' });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: '8px 10px', borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} td.num, ${table} th.num`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} thead`, { '@media': { [media.mobile]: { display: 'none' } } });
globalStyle(`${table} tr`, { '@media': { [media.mobile]: { display: 'block', borderBottom: `1px solid ${vars.color.border}`, padding: '8px 0' } } });
globalStyle(`${table} th[scope=row], ${table} td`, {
  '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, border: 'none', padding: '3px 0', textAlign: 'left' } },
});
globalStyle(`${table} td::before`, { '@media': { [media.mobile]: { content: 'attr(data-label)', fontWeight: 600, color: vars.color.muted } } });
export const notes = style({ margin: 0, paddingLeft: 18, color: vars.color.muted, fontSize: 13, lineHeight: 1.5 });
