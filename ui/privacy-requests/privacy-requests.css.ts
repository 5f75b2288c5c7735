/** The data subject's requests (a section of the privacy page) and the privacy admin's queue. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { buttonRecipe, dialogPanel, overlay as overlayBase, surfaceCard } from '../theme/controls.css';
import { notice } from '../theme/recipes.css';
import { vars } from '../theme/theme.css';

export const section = style({ marginTop: vars.space.xlarge, paddingTop: vars.space.large, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` });
export const title = style({ fontFamily: vars.font.heading, fontSize: 21, lineHeight: 1.3, margin: '0 0 8px', scrollMarginTop: 16 });
export const subtitle = style({ fontSize: vars.fontSize.large, fontWeight: 700, margin: `${vars.space.large} 0 ${vars.space.small}` });
export const text = style({ margin: `0 0 ${vars.space.medium}`, fontSize: vars.fontSize.medium });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: `${vars.space.medium} 0` });
export const kinds = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small });
export const legend = style({ fontWeight: 700, marginBottom: vars.space.small, fontSize: vars.fontSize.medium });
export const kind = style([
  surfaceCard,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `2px ${vars.space.small}`,
    alignItems: 'start',
    padding: `${vars.space.small} ${vars.space.medium}`,
    cursor: 'pointer',
    fontSize: vars.fontSize.medium,
    selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` } },
  },
]);
export const kindRadio = style({ marginTop: 5, width: 18, height: 18, accentColor: vars.color.brand });
export const kindName = style({ fontWeight: 700 });
export const kindHint = style({ gridColumn: 2, fontSize: vars.fontSize.standard, color: vars.color.muted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });
export const primary = buttonRecipe({ size: 'medium' });
export const secondary = buttonRecipe({ tone: 'ghost', size: 'medium' });
export const small = buttonRecipe({ tone: 'ghost', size: 'small' });
export const positive = notice({ tone: 'positive' });
export const critical = notice({ tone: 'critical' });
export const caution = notice({ tone: 'caution' });
export const download = style({ color: vars.color.brand, fontWeight: 700 });
/** How identity is checked, and what to do when someone else used your CPF: a quiet panel above the forms. */
export const identity = style([surfaceCard, { padding: `${vars.space.small} ${vars.space.medium}`, margin: `${vars.space.medium} 0` }]);
export const identityTitle = style({ fontSize: vars.fontSize.medium, fontWeight: 700, margin: `${vars.space.small} 0` });
export const list = style({ margin: `0 0 ${vars.space.medium}`, paddingLeft: 20, fontSize: vars.fontSize.medium, display: 'grid', gap: 4 });
export const textarea = style({ minHeight: 96, resize: 'vertical', fontFamily: 'inherit' });
/**
 * The table's box is a size container: where it is narrower than the table needs (a phone, or the
 * privacy centre's column on a desktop), each row becomes a card of label: value lines (the header
 * row is hidden; each cell names its column).
 */
export const tableWrap = style({ containerType: 'inline-size', margin: `${vars.space.small} 0` });
const narrow = '(max-width: 760px)';
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.standard, '@container': { [narrow]: { display: 'block' } } });
export const head = style({ '@container': { [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
export const body = style({ '@container': { [narrow]: { display: 'block' } } });
export const row = style({ '@container': { [narrow]: { display: 'block', padding: `${vars.space.small} 0`, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}` } } });
export const th = style({ textAlign: 'left', padding: '8px 10px', borderBottom: `2px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const td = style({
  padding: '8px 10px',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  verticalAlign: 'top',
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(9em, 38%) 1fr',
      gap: vars.space.small,
      padding: '4px 0',
      border: 'none',
      /* A cell with nothing to show (a closed request's actions) leaves its label: value line out; the wide table keeps the cell. */
      selectors: { '&::before': { content: 'attr(data-label)', fontWeight: 700 }, '&:empty': { display: 'none' } },
    },
  },
});
export const nowrap = style({ whiteSpace: 'nowrap' });
export const overdueRow = style({ background: '#fdecea' });
export const overdueMark = style({ display: 'inline-block', marginLeft: 6, padding: '0 6px', borderRadius: 4, background: vars.color.danger, color: '#fff', fontWeight: 700, fontSize: vars.fontSize.small });
export const queuePage = style([
  surfaceCard,
  {
    maxWidth: 1160,
    margin: `${vars.space.xxlarge} auto`,
    padding: '28px 32px',
    '@media': { [media.mobile]: { margin: 0, padding: `${vars.space.large} ${vars.space.gutter}`, borderRadius: 0 } },
  },
]);
export const pageTitle = style({ fontFamily: vars.font.heading, fontSize: 28, margin: `0 0 ${vars.space.small}` });
export const decision = style([surfaceCard, { padding: vars.space.medium, margin: `${vars.space.medium} 0`, display: 'grid', gap: vars.space.small }]);

/** The confirmation an anonymisation request asks before it is sent. */
export const overlay = overlayBase;
export const dialog = dialogPanel;
export const dialogTitle = style({ margin: `0 0 ${vars.space.standard}`, fontFamily: vars.font.heading, fontSize: vars.headingSize.level4 });
export const danger = buttonRecipe({ tone: 'danger', size: 'medium' });
