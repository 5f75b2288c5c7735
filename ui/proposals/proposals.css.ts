/** The proposals list of `/minhas-propostas`: one card per proposal, a single column that never scrolls sideways. */
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, buttonRecipe, dialogPanel, focusRing, overlay as overlayBase, surfaceCard } from '../theme/controls.css';
import { badge as badgeRecipe, toast as toastRecipe } from '../theme/recipes.css';
import { vars } from '../theme/theme.css';
import { consentSpace } from '../theme/consent-space';

export { alert } from '../theme/controls.css';

export const list = style({ listStyle: 'none', margin: `${vars.space.gutter} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const card = style([
  surfaceCard,
  {
    padding: '16px 18px',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media': { [media.mobile]: { padding: '14px 12px' } },
  },
]);

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.standard });

export const cardTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xlarge, margin: 0, minWidth: 0 });

/** The proposal's status: on its way (brand outline), approved and after (green), refused or cancelled (grey). */
export const badge = {
  sent: badgeRecipe({ tone: 'brand' }),
  in_service: badgeRecipe({ tone: 'brand' }),
  credit_review: badgeRecipe({ tone: 'caution' }),
  approved: badgeRecipe({ tone: 'published' }),
  rejected: badgeRecipe({ tone: 'removed' }),
  contract_signed: badgeRecipe({ tone: 'published' }),
  vehicle_delivered: badgeRecipe({ tone: 'brandFilled' }),
  cancelled: badgeRecipe({ tone: 'muted' }),
};

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const code = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.small, fontWeight: 600, letterSpacing: 0.3 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.medium,
});

export const factName = style({ color: vars.color.muted });

export const factValue = style({ margin: 0, minWidth: 0 });

export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  fontWeight: 700,
  selectors: { '&:focus-visible': focusRing },
});

export const message = style({ margin: `0 0 ${vars.space.gutter}`, color: vars.color.muted });

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.gutter });

export const retry = style([button, { '@media': { [media.mobile]: { width: '100%' } } }]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loader = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, color: vars.color.muted, margin: `0 0 ${vars.space.gutter}` });

export const spinner = style({
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The failure toast: over the page's bottom edge, red, white text. */
export const toast = style([
  toastRecipe({ tone: 'failure' }),
  {
    position: 'fixed',
    bottom: `calc(${vars.space.gutter} + ${consentSpace})`,
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(440px, calc(100vw - 24px))',
    margin: 0,
    zIndex: 80,
  },
]);

export const empty = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const banner = style({
  borderRadius: vars.radius.card,
  padding: '20px 22px',
  background: vars.color.brand,
  color: vars.color.onBrand,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.standard,
});

export const bannerTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xlarge });

export const bannerText = style({ margin: 0 });

export const bannerLink = style([
  buttonRecipe({ tone: 'ghost', size: 'small' }),
  { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.surface, textDecoration: 'none', selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: 2 } } },
]);

export const timelineSection = style({ borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`, paddingTop: vars.space.medium });

export const timelineTitle = style({ margin: `0 0 ${vars.space.medium}`, fontSize: vars.fontSize.large });

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

const milestoneBase = style({ position: 'relative', display: 'grid', gridTemplateColumns: '18px minmax(0, 1fr)', columnGap: vars.space.medium, paddingBottom: vars.space.medium });

/** Happened (plain), where it is now (bold), still ahead (muted). A line joins the dots. */
export const milestone = styleVariants({
  done: [milestoneBase],
  current: [milestoneBase, { fontWeight: 700 }],
  next: [milestoneBase, { color: vars.color.muted }],
});

const dotBase = style({
  width: 14,
  height: 14,
  marginTop: 3,
  borderRadius: '50%',
  border: `2px solid ${vars.color.brand}`,
  boxSizing: 'border-box',
  selectors: {
    [`li:not(:last-child) > &::after`]: {
      content: '""',
      position: 'absolute',
      left: 6,
      top: 19,
      bottom: 0,
      width: 2,
      background: vars.color.border,
    },
  },
});

export const dot = styleVariants({
  done: [dotBase, { background: vars.color.brand }],
  current: [dotBase, { background: vars.color.brand, boxShadow: `0 0 0 4px ${vars.color.border}` }],
  next: [dotBase, { borderColor: '#8a8a8f', background: vars.color.surface }],
});

export const milestoneBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const milestoneTitle = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.standard });

export const currentTag = badgeRecipe({ tone: 'brandFilled', size: 'small' });

export const nextTag = badgeRecipe({ tone: 'muted', size: 'small' });

export const milestoneMeta = style({ margin: 0, fontWeight: 400, fontSize: vars.fontSize.small, color: vars.color.muted });

export const note = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontWeight: 400,
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
  background: vars.color.background,
  borderLeft: `3px solid ${vars.color.brand}`,
  padding: `${vars.space.standard} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
});

export const noteLabel = style({ fontWeight: 700 });

export const links = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.standard} ${vars.space.gutter}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium });

export const cancelButton = style([buttonRecipe({ tone: 'ghost', size: 'small' }), { '@media': { [media.mobile]: { width: '100%' } } }]);

export const overlay = overlayBase;

export const dialog = dialogPanel;

export const dialogTitle = style({ margin: `0 0 ${vars.space.standard}`, fontFamily: vars.font.heading, fontSize: vars.headingSize.level4 });

export const dialogText = style({ margin: `0 0 ${vars.space.gutter}` });

export const noteFieldLabel = style({ display: 'block', fontWeight: 600, marginBottom: vars.space.small });

export const noteField = style({
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  padding: vars.space.standard,
  border: `${vars.borderWidth.standard} solid #8a8a8f`,
  borderRadius: vars.radius.standard,
  marginBottom: vars.space.gutter,
  selectors: { '&:focus-visible': focusRing },
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse' } },
});

export const keepButton = buttonRecipe({ tone: 'ghost', size: 'medium' });

export const confirmButton = buttonRecipe({ tone: 'danger', size: 'medium' });

/** Under the cancellation reason: the characters used of the limit, then that the limit is reached. */
export const noteCount = style({ margin: `${vars.space.small} 0 0`, fontSize: vars.fontSize.small, color: vars.color.muted, textAlign: 'right' });
export const noteCountFull = style([noteCount, { color: vars.color.danger, fontWeight: 600 }]);

/** 'Proposta … cancelada.' on the card, after the cancellation went through. */
export const cancelledNotice = style({
  margin: `${vars.space.standard} 0 0`,
  padding: '10px 12px',
  borderRadius: vars.radius.standard,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.background,
  fontWeight: 600,
});

/** The dealer's promise to answer by ('A concessionária entra em contato até …'), while nobody has moved the proposal. */
export const responsePromise = style({ margin: 0, fontWeight: 700 });
