/** The admin's screen of a dealer's settings: a card page, a form, the secret's panel and the deliveries' table (cards on a phone). */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { buttonRecipe, surfaceCard } from '../theme/controls.css';
import { notice } from '../theme/recipes.css';
import { vars } from '../theme/theme.css';

export const page = style([
  surfaceCard,
  {
    maxWidth: 1000,
    margin: `${vars.space.xxlarge} auto`,
    padding: '28px 32px',
    '@media': { [media.mobile]: { margin: 0, padding: `${vars.space.large} ${vars.space.gutter}`, borderRadius: 0 } },
  },
]);
export const pageTitle = style({ fontFamily: vars.font.heading, fontSize: 28, margin: `0 0 ${vars.space.small}` });
export const subtitle = style({ fontSize: vars.fontSize.large, fontWeight: 700, margin: `${vars.space.large} 0 ${vars.space.small}` });
export const text = style({ margin: `0 0 ${vars.space.medium}`, fontSize: vars.fontSize.medium });
export const form = style({ display: 'grid', gap: vars.space.medium, maxWidth: 560, margin: `${vars.space.medium} 0` });
export const openForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'flex-end', margin: `${vars.space.medium} 0` });
export const openField = style({ flex: '1 1 220px', maxWidth: 320 });
export const dealerHeader = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center', justifyContent: 'space-between', marginTop: vars.space.large });
export const dealerName = style({ fontFamily: vars.font.heading, fontSize: 22, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });
export const primary = buttonRecipe({ size: 'medium' });
export const secondary = buttonRecipe({ tone: 'ghost', size: 'medium' });
export const positive = notice({ tone: 'positive' });
export const critical = notice({ tone: 'critical' });
export const caution = notice({ tone: 'caution' });
export const secretPanel = style([surfaceCard, { padding: vars.space.medium, margin: `${vars.space.small} 0`, display: 'grid', gap: vars.space.small }]);
export const secretValue = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.standard,
  wordBreak: 'break-all',
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.background,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: 6,
  margin: 0,
});
/** The table's box is a size container: narrower than the table needs, each row becomes a card of label: value lines. */
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
      gridTemplateColumns: 'minmax(8em, 38%) 1fr',
      gap: vars.space.small,
      padding: '4px 0',
      border: 'none',
      selectors: { '&::before': { content: 'attr(data-label)', fontWeight: 700 } },
    },
  },
});
export const eventId = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.fontSize.small, wordBreak: 'break-all' });
