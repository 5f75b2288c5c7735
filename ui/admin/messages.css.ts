/** The outbox page: a table on a desktop, one card per message on a phone; the message in a dialog. */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, dialogPanel, ghostButton as ghost, linkButton as link, surfaceCard } from '../theme/controls.css';
import { notice } from '../theme/recipes.css';
import { vars } from '../theme/theme.css';

export { overlay, visuallyHidden } from '../theme/controls.css';

export const page = style({ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 56px', fontFamily: vars.font.body, color: vars.color.text });
export const heading = style({ fontFamily: vars.font.heading, fontSize: 28, margin: '0 0 6px', '@media': { [media.mobile]: { fontSize: 22 } } });
export const intro = style({ margin: '0 0 12px', color: vars.color.muted, fontSize: 15 });
/** What 'Pendente' means on this site: said plainly above the list. */
export const delivery = style([notice({ tone: 'caution' }), { margin: '0 0 20px', fontSize: 14, fontWeight: 400, lineHeight: 1.5 }]);
export const message = style([surfaceCard, { textAlign: 'center', padding: '40px 16px', margin: 0 }]);
export const errorBox = style([surfaceCard, { textAlign: 'center', padding: '32px 16px', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }]);
export const errorText = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });
export const primaryButton = style([button, { fontSize: 15, padding: '10px 22px' }]);
export const ghostButton = style([ghost, { fontSize: 14, padding: '8px 18px' }]);
export const linkButton = style([link, { justifySelf: 'start' }]);
export const toolbar = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, margin: '0 0 12px' });
export const count = style({ color: vars.color.muted, fontSize: 14, margin: 0 });
export const breakAll = style({ wordBreak: 'break-all' });

export const tableWrap = style([surfaceCard, { padding: 0, overflow: 'hidden', '@media': { [media.mobile]: { background: 'transparent', border: 'none', boxShadow: 'none' } } }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  '@media': { [media.mobile]: { display: 'block' } },
});

// The cells; on a phone each row is a card and each cell says what it is (its `data-label`).
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: '10px 12px', borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} th`, { background: vars.color.background, fontWeight: 700 });
globalStyle(`${table} thead`, { '@media': { [media.mobile]: { display: 'none' } } });
globalStyle(`${table} tbody, ${table} tr`, { '@media': { [media.mobile]: { display: 'block' } } });
globalStyle(`${table} tr`, {
  '@media': { [media.mobile]: { background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: 12, margin: '0 0 12px', padding: '8px 12px' } },
});
globalStyle(`${table} td`, { '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: '110px minmax(0, 1fr)', gap: 8, border: 'none', padding: '4px 0' } } });
globalStyle(`${table} td::before`, { '@media': { [media.mobile]: { content: 'attr(data-label)', fontWeight: 700, color: vars.color.muted } } });

export const sent = style({ display: 'inline-block', justifySelf: 'start', padding: '2px 10px', borderRadius: 12, background: '#e3f4e8', color: '#14532d', fontWeight: 700 });
export const pending = style({ display: 'inline-block', justifySelf: 'start', padding: '2px 10px', borderRadius: 12, background: '#fff1cc', color: '#6b4500', fontWeight: 700 });

export const dialog = style([dialogPanel, { maxWidth: 760, width: 'calc(100vw - 32px)', maxHeight: 'calc(100vh - 48px)', overflowY: 'auto', textAlign: 'left' }]);
export const dialogTitle = style({ fontFamily: vars.font.heading, fontSize: 20, margin: '0 0 12px' });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', marginTop: 16 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '4px 16px', margin: '0 0 16px', fontSize: 14 });
export const partTitle = style({ fontSize: 15, margin: '12px 0 6px' });
export const htmlBody = style({ border: `1px solid ${vars.color.border}`, borderRadius: 8, padding: 12, fontSize: 14, overflowX: 'auto', overflowWrap: 'anywhere' });
export const textBody = style({ whiteSpace: 'pre-wrap', wordBreak: 'break-word', background: vars.color.background, borderRadius: 8, padding: 12, fontSize: 13, margin: 0 });
export const withheld = style([notice({ tone: 'caution' }), { fontSize: 14, fontWeight: 400, lineHeight: 1.5 }]);
