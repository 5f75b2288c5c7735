/** The offer editor: a sticky header with the status and 'Salvar', sections in an accordion, row cards for the tables. */
import { style, globalStyle } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, buttonRecipe, focusRing, ghostButton, linkButton, surfaceCard, textInput, visuallyHidden } from '../theme/controls.css';
import { badge, notice } from '../theme/recipes.css';
import { cluster } from '../theme/layout.css';
import { vars } from '../theme/theme.css';

export const editor = style({
  maxWidth: 1120,
  margin: '0 auto',
  padding: `0 ${vars.space.gutter} ${vars.space.xxxlarge}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { [media.mobile]: { padding: '0 8px 40px' } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.standard} ${vars.space.gutter}`,
  padding: `${vars.space.medium} 0`,
  '@media': { [media.mobile]: { padding: `${vars.space.standard} 0`, gap: `${vars.space.xsmall} ${vars.space.medium}` } },
  background: vars.color.background,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const title = style({
  flex: '1 1 320px',
  margin: 0,
  fontSize: vars.headingSize.level3,
  lineHeight: 1.25,
  fontFamily: vars.font.heading,
  '@media': { [media.mobile]: { fontSize: 17, flexBasis: '100%', order: 2 } },
});

export const back = style([linkButton, { paddingLeft: 0, '@media': { [media.mobile]: { order: 1 } } }]);

export const headerActions = style([cluster, { '@media': { [media.mobile]: { order: 3, width: '100%', justifyContent: 'space-between' } } }]);

export const statusLine = style({ margin: 0, display: 'flex', gap: vars.space.standard, alignItems: 'center', flexWrap: 'wrap', fontSize: vars.fontSize.standard });

export const chip = badge({ tone: 'neutral' });

export const unsavedChip = badge({ tone: 'caution' });

export const saveButton = style([button, { padding: '10px 28px' }]);

const noticeGap = { margin: `${vars.space.medium} 0 0` };
export const alert = style([notice({ tone: 'critical' }), noticeGap]);

export const savedNote = style([notice({ tone: 'positive' }), noticeGap]);

export const accordion = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, marginTop: vars.space.gutter });

export const section = style([surfaceCard, { overflow: 'hidden' }]);

export const sectionHeader = style({ margin: 0 });

export const sectionTrigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: '14px 16px',
  fontSize: 17,
  fontWeight: 700,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.background } },
});

export const chevron = style({
  transition: 'transform 150ms',
  selectors: { [`${sectionTrigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const errorCount = style({ marginLeft: 'auto', marginRight: vars.space.standard, fontSize: vars.fontSize.small, fontWeight: 700, color: vars.color.danger });

export const sectionBody = style({ padding: '4px 16px 18px', '@media': { [media.mobile]: { padding: `${vars.space.xsmall} ${vars.space.medium} ${vars.space.gutter}` } } });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 14,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const textArea = style([textInput, { minHeight: 88, resize: 'vertical', width: '100%' }]);

export { select } from '../theme/controls.css';

export const checkRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.standard, minHeight: 44, fontWeight: 600, fontSize: vars.fontSize.medium });

export const checkbox = style({ width: 20, height: 20, flexShrink: 0, accentColor: vars.color.brand, selectors: { '&:focus-visible': focusRing } });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const rowCard = style({
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: `${vars.space.snug} ${vars.space.medium} ${vars.space.medium}`,
  margin: 0,
  minWidth: 0,
  background: vars.color.surface,
});

export const rowLegend = style({ fontWeight: 700, fontSize: vars.fontSize.standard, padding: `0 ${vars.space.xsmall}` });

export const rowGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.snug,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr 1fr' } },
});

export const rowWide = style({ gridColumn: '1 / -1' });

export const inlineRow = style({ display: 'flex', gap: vars.space.standard, alignItems: 'flex-end' });

export const grow = style({ flex: 1, minWidth: 0 });

/** A row's checkbox, radio or button, level with the row's inputs (below their labels). */
export const rowAligned = style({ marginTop: 26 });

const smallGhost = buttonRecipe({ tone: 'ghost', size: 'small' });
export const removeButton = style([smallGhost, { minHeight: 40, justifySelf: 'start', marginTop: 28 }]);

export const addButton = style([smallGhost, { marginTop: vars.space.medium }]);

export const colourInput = style({
  width: '100%',
  height: 44,
  padding: vars.space.xxsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.muted}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});

export const swatchField = style({ display: 'flex', gap: vars.space.standard, alignItems: 'center' });
export const swatch = style({ width: 28, height: 28, flex: '0 0 28px', borderRadius: vars.radius.standard, border: `${vars.borderWidth.standard} solid ${vars.color.border}` });

export const subheading = style({ margin: '18px 0 8px', fontSize: vars.fontSize.large });

export const empty = style({ margin: `${vars.space.xsmall} 0`, color: vars.color.muted });

export const gallery = style({
  listStyle: 'none',
  margin: `${vars.space.medium} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.medium,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr 1fr' } },
});

export const photo = style({ border: `${vars.borderWidth.standard} solid ${vars.color.border}`, borderRadius: vars.radius.large, padding: vars.space.standard, background: vars.color.surface, display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const photoImage = style({ width: '100%', aspectRatio: '7 / 5', objectFit: 'contain', background: vars.color.background, borderRadius: vars.radius.small });
export const photoCaption = style({ fontSize: vars.fontSize.small, fontWeight: 700 });
export const photoActions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });
export const iconButton = style([
  ghostButton,
  { padding: 0, width: 40, height: 40, fontSize: vars.fontSize.xlarge, lineHeight: 1, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
]);

export const uploadLabel = style([buttonRecipe({ size: 'medium' }), { display: 'inline-block' }]);
export const uploadDisabled = style({ opacity: 0.6, cursor: 'not-allowed' });

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 14 });
export const historyEntry = style({ borderLeft: `3px solid ${vars.color.brand}`, paddingLeft: vars.space.medium });
export const historyWho = style({ margin: `0 0 ${vars.space.small}`, fontWeight: 700, fontSize: vars.fontSize.medium });
export const historyTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.standard, tableLayout: 'fixed' });
globalStyle(`${historyTable} th, ${historyTable} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const loading = style({ padding: `${vars.space.xxxlarge} 0`, textAlign: 'center', fontSize: 17 });

export const primary = buttonRecipe({ size: 'medium' });
export const secondary = buttonRecipe({ tone: 'ghost', size: 'medium' });

/** The file input, hidden; its label is the visible button and shows the focus ring. */
export const fileInput = style([visuallyHidden]);
globalStyle(`${fileInput}:focus-visible + label`, focusRing);

/** The plans section's price terms: the excess km, the deductible and what the monthly price includes. */
export const priceTerms = style({
  margin: `${vars.space.gutter} 0 0`,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
});

export const priceTermsLegend = style({ padding: `0 ${vars.space.xsmall}`, fontWeight: 700, fontSize: vars.fontSize.medium });

export const priceTermsHint = style({ margin: `${vars.space.medium} 0 ${vars.space.standard}`, color: vars.color.muted, fontSize: vars.fontSize.small });

export const priceTermsItems = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: `${vars.space.standard} ${vars.space.medium}`,
});
