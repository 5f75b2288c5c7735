/** The lead desk and the seller's lead page. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { compactField, compactLabel, compactSelect, compactTextInput, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const filters = style([
  surfaceCard,
  {
    padding: 16,
    margin: '0 0 16px',
    display: 'grid',
    gap: 12,
    gridTemplateColumns: 'minmax(160px, 1fr) minmax(140px, 0.8fr) minmax(140px, 0.8fr) minmax(200px, 1.6fr)',
    alignItems: 'start',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);
export const filterActions = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 12 });
export const field = compactField;
export const label = compactLabel;
export const input = style([compactTextInput, { minHeight: 44 }]);
export const select = compactSelect;

export const count = style({ margin: '0 0 8px', color: vars.color.muted, fontSize: 14 });
export const leadItem = style([
  surfaceCard,
  { padding: 16, display: 'grid', gap: 8, gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
]);
export const leadName = style({ margin: 0, fontSize: 17, fontWeight: 700, overflowWrap: 'anywhere' });
export const leadMeta = style({ margin: '4px 0 0', color: vars.color.muted, fontSize: 14, overflowWrap: 'anywhere' });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 6 });
export const badge = style({
  display: 'inline-block',
  padding: '3px 10px',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 700,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});
export const waitingBadge = style([badge, { background: '#fff4d6', color: '#5c4400', borderColor: '#e8c766' }]);
/** The dealer's promise: the time left, and past it the overdue badge (before every other lead). */
export const promiseBadge = style([badge, { background: '#e7f3ec', color: '#1d5132', borderColor: '#9dcdb0' }]);
export const overdueBadge = style([badge, { background: '#fde8e8', color: '#8a1c1c', borderColor: '#e6a1a1', fontWeight: 700 }]);

export const columns = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const column = style({ display: 'grid', gap: 16, minWidth: 0 });
export const panel = style([surfaceCard, { padding: 16, minWidth: 0 }]);
export const panelTitle = style({ fontFamily: vars.font.heading, fontSize: 18, margin: '0 0 10px' });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, fontSize: 14 });
export const consentRow = style({ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' });
/** Why the lead came to the dealer (its legal basis), below the consents and apart from them. */
export const sharingBasis = style({ margin: '12px 0 0', paddingTop: 10, borderTop: `1px solid ${vars.color.border}`, fontSize: 13, lineHeight: 1.4 });
export const granted = style({ fontWeight: 700, color: '#14532d' });
export const refused = style({ fontWeight: 700, color: vars.color.muted });
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, borderLeft: `3px solid ${vars.color.border}`, paddingLeft: 14 });
export const timelineStep = style({ fontSize: 14 });
export const timelineTitle = style({ margin: 0, fontWeight: 700, fontSize: 15 });
export const timelineCurrent = style([timelineTitle, { color: vars.color.brand }]);
/** The lead's promise ran out unanswered and was escalated: in the overdue badge's red. */
export const timelineEscalated = style([timelineTitle, { color: '#8a1c1c' }]);
export const timelineNote = style({ margin: '4px 0 0', padding: '6px 10px', borderRadius: 6, background: vars.color.background });
export const linkBox = style([compactTextInput, { width: '100%', minHeight: 44, fontSize: 13 }]);
export const openLink = style({ textAlign: 'center' });
export const statusLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, margin: '0 0 12px' });
/** A long value without spaces (an address) wraps anywhere rather than widening the panel. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
export { visuallyHidden } from '../theme/controls.css';
