import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { buttonBase, buttonRecipe, dialogPanel, focusRing, linkButton, surfaceCard } from '../theme/controls.css';
import { notice } from '../theme/recipes.css';
import { sprinkles } from '../theme/sprinkles.css';
import { cluster, errorText, pageColumn, pageTitle } from '../theme/layout.css';
import { vars } from '../theme/theme.css';
import { consentSpace } from '../theme/consent-space';

export { linkButton, overlay, visuallyHidden } from '../theme/controls.css';

export const page = style([pageColumn, { paddingTop: vars.space.gutter, paddingBottom: vars.space.xxxlarge }]);

export const header = style([cluster, { marginBottom: vars.space.medium }]);

export const priceHeader = style({ marginLeft: 'auto', fontWeight: 800, fontSize: vars.fontSize.xlarge, color: vars.color.brand });

/** The details page's buttons are a size smaller than the shared ones. */
export const button = buttonRecipe({ size: 'medium' });
export const ghostButton = buttonRecipe({ tone: 'ghost', size: 'medium' });

export const title = style([pageTitle, { margin: `${vars.space.xsmall} 0`, lineHeight: 1.2 }]);
export const subtitle = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.medium });

/** The configuration beside its summary on a desktop; one column below it on a tablet or phone. */
export const layout = sprinkles({
  display: 'grid',
  gridTemplateColumns: { all: 'mainAside', tablet: 'one', mobile: 'one' },
  gap: 'xlarge',
  alignItems: 'start',
  marginTop: 'gutter',
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const section = style([surfaceCard, { padding: vars.space.gutter, minWidth: 0 }]);

export const sectionTitle = style({ margin: `0 0 ${vars.space.medium}`, fontSize: vars.fontSize.standard, fontWeight: 800, letterSpacing: 1 });

export const picture = style({ display: 'block', width: '100%', maxWidth: 560, margin: '0 auto', aspectRatio: '12 / 5' });

export const tiles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.snug });

export const tile = style({
  appearance: 'none',
  minWidth: 92,
  padding: '10px 14px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  cursor: 'pointer',
  fontSize: vars.fontSize.standard,
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand, background: vars.color.background },
    '&:focus-visible': focusRing,
  },
});

export const tileValue = style({ fontSize: 22, fontWeight: 800 });
export const tileCaption = style({ fontSize: vars.fontSize.xsmall, fontWeight: 700, color: vars.color.muted, letterSpacing: 0.5 });

export const swatchGroups = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.gutter });
export const swatchGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const swatchRow = style({ display: 'flex', gap: vars.space.standard });

export const swatch = style({
  appearance: 'none',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  cursor: 'pointer',
  padding: 0,
  selectors: {
    '&[data-state="checked"]': { boxShadow: `0 0 0 3px ${vars.color.surface}, 0 0 0 5px ${vars.color.brand}` },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const colourName = style({ margin: `${vars.space.snug} 0 0`, fontWeight: 600 });

export const optionList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.snug, listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 48px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.snug,
  padding: vars.space.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  '@media': { [media.mobile]: { gridTemplateColumns: 'auto 40px minmax(0, 1fr)', rowGap: vars.space.xsmall } },
});

export const optionPrice = style({ fontWeight: 700, whiteSpace: 'nowrap', '@media': { [media.mobile]: { gridColumn: '3' } } });

export const thumb = style({ width: 48, height: 48, objectFit: 'contain', borderRadius: vars.radius.standard, background: vars.color.background, '@media': { [media.mobile]: { width: 40, height: 40 } } });

/** The box of a radio or checkbox: 22 px, a muted border on the surface, its mark centred. */
const choiceBox = style({
  appearance: 'none',
  width: 22,
  height: 22,
  border: `${vars.borderWidth.large} solid ${vars.color.muted}`,
  background: vars.color.surface,
  padding: 0,
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: { '&:focus-visible': focusRing },
});

export const radio = style([choiceBox, { borderRadius: '50%', selectors: { '&[data-state="checked"]': { borderColor: vars.color.brand } } }]);

export const radioDot = style({ width: 10, height: 10, borderRadius: '50%', background: vars.color.brand, display: 'block' });

export const checkbox = style([
  choiceBox,
  {
    borderRadius: vars.radius.small,
    color: vars.color.onBrand,
    selectors: {
      '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
    },
  },
]);

export const optionLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, cursor: 'pointer' });
export const note = style({ fontSize: vars.fontSize.small, color: vars.color.muted });

export const plateTiles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, marginTop: vars.space.standard });
export const plateTile = style([tile, { minWidth: 44, padding: `${vars.space.standard} 0`, fontWeight: 800, fontSize: vars.fontSize.large }]);

export const error = style([errorText, { margin: `${vars.space.standard} 0 0` }]);
/** Two optionals cannot go together: the caution under the list after one replaced another. */
export const optionalConflict = style([notice({ tone: 'caution' }), { marginTop: vars.space.standard }]);

export const moneyField = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, maxWidth: 320 });
export const moneyInput = style({
  flex: 1,
  fontSize: vars.fontSize.xlarge,
  padding: `${vars.space.snug} ${vars.space.medium}`,
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
  selectors: { '&:focus-visible': focusRing, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const bounds = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xsmall} ${vars.space.gutter}`, margin: `${vars.space.standard} 0 0`, padding: 0, listStyle: 'none', fontSize: vars.fontSize.standard });
const bound = recipe({
  variants: { state: { normal: { color: vars.color.muted }, alert: { color: vars.color.danger, fontWeight: 700 } } },
});
export const boundState = { normal: bound({ state: 'normal' }), alert: bound({ state: 'alert' }) };

/** On a wide screen the summary (with 'Continuar' at its foot) follows the page down; it scrolls itself when taller than the window. */
export const summary = style([
  surfaceCard,
  {
    position: 'sticky',
    top: vars.space.medium,
    padding: vars.space.gutter,
    // 'Ver resumo' brings the whole card into view, its title clear of the window's top edge.
    scrollMarginTop: vars.space.medium,
    // Its foot ('Continuar') stays above the cookie banner while that shows.
    maxHeight: `calc(100vh - 24px - ${consentSpace})`,
    overflowY: 'auto',
    '@media': { [`${media.mobile}, ${media.tablet}`]: { position: 'static', maxHeight: 'none', overflowY: 'visible' } },
  },
]);

export const summaryAction = style({
  position: 'sticky',
  bottom: -16,
  margin: '12px -16px -16px',
  padding: `${vars.space.medium} ${vars.space.gutter} ${vars.space.gutter}`,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  display: 'flex',
});
globalStyle(`${summaryAction} > button`, { flex: 1 });

/** A phone's bar at the bottom of the screen: the monthly figure, the way to the summary and 'Continuar'. */
export const bottomBar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  // On top of the cookie banner while that shows.
  bottom: consentSpace,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.standard,
  padding: '10px 12px calc(10px + env(safe-area-inset-bottom))',
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sheet,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const bottomBarLink = style([linkButton, { whiteSpace: 'nowrap', fontSize: vars.fontSize.standard, flexShrink: 0 }]);
export const bottomBarPrice = style({ margin: 0, marginRight: 'auto', fontWeight: 800, fontSize: vars.fontSize.medium, color: vars.color.brand, whiteSpace: 'nowrap', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
globalStyle(`${bottomBar} > button:last-child`, { flexShrink: 0, padding: `${vars.space.snug} ${vars.space.gutter}` });
// The bar is fixed over the foot of the window: the document ends below it, so the page's and the footer's last
// lines (the 'Cookies' link too) scroll clear of it.
globalStyle(`body:has(${page}[data-bottom-bar="shown"])`, { paddingBottom: 96 });

// Terms take what they need; values take the rest and wrap, so a long optional's name never widens the panel.
export const summaryList = style({ margin: 0, display: 'grid', gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)', gap: `${vars.space.small} ${vars.space.medium}` });
export const summaryTerm = style({ fontSize: vars.fontSize.xsmall, fontWeight: 800, letterSpacing: 0.6, color: vars.color.muted, alignSelf: 'center' });
export const summaryValue = style({ margin: 0, textAlign: 'right', fontWeight: 600, overflowWrap: 'break-word' });
/** A row as wide as the panel (the coupon field, which has its own label). */
export const summaryWide = style({ gridColumn: '1 / -1', margin: 0, minWidth: 0 });
/** A figure's note under its value (the entrada's saving over the whole contract). */
export const summaryNote = style({ fontWeight: 400, fontSize: vars.fontSize.small, color: vars.color.muted, textAlign: 'right' });
export const summaryTotal = style({ fontSize: 24, fontWeight: 800, color: vars.color.text, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'center', marginTop: vars.space.standard });

/**
 * The comparison scrolls sideways on narrow screens, and shows it: shadows at
 * the edges that have more columns beyond them (backgrounds that scroll with
 * the content cover the shadows at the ends), and a hint above on phones.
 */
export const tableWrap = style({
  overflowX: 'auto',
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent)`,
    'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,0.28), transparent)',
    'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,0.28), transparent)',
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '48px 100%, 48px 100%, 16px 100%, 16px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
  selectors: { '&:focus-visible': focusRing },
});
export const scrollHint = style({
  display: 'none',
  margin: `0 0 ${vars.space.standard}`,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  color: vars.color.muted,
  '@media': { [`${media.mobile}, ${media.tablet}`]: { display: 'block' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.standard, '@media': { [media.mobile]: { minWidth: 540 } } });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.standard} ${vars.space.small}`, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`, textAlign: 'right', verticalAlign: 'top' });
globalStyle(`${table} th[scope="row"]`, { textAlign: 'left' });
export const lowest = style({ display: 'block', fontSize: 11, fontWeight: 800, color: vars.color.positive });
export const currentPlan = style({ background: vars.color.background });

export const tabList = style({ display: 'flex', gap: vars.space.standard, flexWrap: 'wrap' });
/** A tab is a neutral button whose border and text take the brand colour when active. */
export const tab = style([
  buttonBase,
  {
    borderColor: vars.color.border,
    background: vars.color.surface,
    color: vars.color.text,
    padding: `${vars.space.standard} ${vars.space.gutter}`,
    fontWeight: 700,
    selectors: { '&[data-state="active"]': { borderColor: vars.color.brand, color: vars.color.brand } },
  },
]);
export const tabPanel = style({ marginTop: vars.space.medium });

export const dialog = style([dialogPanel, { padding: vars.space.large }]);
export const dialogTitle = style({ margin: `0 ${vars.space.xxlarge} ${vars.space.medium} 0`, fontSize: vars.headingSize.level4 });
export const dialogClose = style({ position: 'absolute', top: vars.space.snug, right: vars.space.snug });
export const richText = style({ lineHeight: 1.5 });
export const searchInput = style([moneyInput, { width: '100%', fontSize: vars.fontSize.large }]);
export const faqList = style({ listStyle: 'none', margin: `${vars.space.medium} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const faqQuestion = style({ margin: 0, fontSize: vars.fontSize.large });

export const shareWrap = style({ position: 'relative' });
export const shareMenu = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  padding: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  zIndex: 20,
  minWidth: 220,
});
export const menuItem = style([
  linkButton,
  {
    textAlign: 'left',
    textDecoration: 'none',
    padding: `${vars.space.snug} ${vars.space.medium}`,
    cursor: 'pointer',
    outline: 'none',
    selectors: { '&[data-highlighted]': { background: vars.color.background, textDecoration: 'underline' } },
  },
]);
export const menuItemHint = style({ display: 'block', fontSize: vars.fontSize.small, fontWeight: 400, color: vars.color.muted });


/** The campaign's page background (spec 000 §2): the details sit on a plain surface over it, so their text keeps its contrast. */
export const campaignBackdrop = style({
  selectors: { '&[data-background="campaign"]': { padding: `${vars.space.gutter} 0 ${vars.space.xxlarge}` } },
});
globalStyle(`${campaignBackdrop}[data-background="campaign"] > ${page}`, {
  background: vars.color.surface,
  borderRadius: vars.radius.card,
});
export const campaignDisclaimer = style([pageColumn, { marginTop: vars.space.gutter, fontSize: vars.fontSize.small }]);
export const disclaimer = style({ fontSize: vars.fontSize.small, color: vars.color.muted, marginTop: vars.space.xlarge });
export const status = style({ textAlign: 'center', padding: `${vars.space.xxxlarge} ${vars.space.gutter}` });

/** Beside VALOR MENSAL: the full cost, the excess km and what the price includes. */
export const costs = style({
  marginTop: vars.space.medium,
  paddingTop: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
export const costFigure = style({ display: 'block', fontSize: vars.fontSize.large, fontWeight: 800, whiteSpace: 'nowrap' });
export const costNote = style({ display: 'block', margin: 0, fontSize: vars.fontSize.xsmall, fontWeight: 400, color: vars.color.muted });
export const costCaption = style({ margin: `${vars.space.medium} 0 ${vars.space.small}`, fontSize: vars.fontSize.small, fontWeight: 700 });
export const costOverruns = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small });
export const costOverrun = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  fontSize: vars.fontSize.small,
});
export const costOverrunValue = style({ fontWeight: 800, whiteSpace: 'nowrap' });
export const inclusions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.medium,
});
export const inclusionTitle = style({ margin: `0 0 ${vars.space.small}`, fontSize: vars.fontSize.xsmall, fontWeight: 800, letterSpacing: 0.6, color: vars.color.muted });
export const inclusionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall, fontSize: vars.fontSize.small });
const inclusionItem = { paddingLeft: 22, position: 'relative' } as const;
export const inclusionIncluded = style(inclusionItem);
export const inclusionExcluded = style(inclusionItem);
globalStyle(`${inclusionIncluded}::before`, { content: '"✓"', position: 'absolute', left: 0, fontWeight: 800, color: vars.color.positive });
globalStyle(`${inclusionExcluded}::before`, { content: '"✕"', position: 'absolute', left: 0, fontWeight: 800, color: vars.color.danger });
