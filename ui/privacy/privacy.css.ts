/** The privacy policy page: one readable column (about 70 characters a line), full width on a phone. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { buttonRecipe, focusRing, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const page = style([
  surfaceCard,
  {
    maxWidth: vars.contentWidth.small,
    margin: `${vars.space.xxlarge} auto ${vars.space.xxxlarge}`,
    padding: '32px 40px',
    lineHeight: 1.6,
    fontSize: vars.fontSize.large,
    '@media': { [media.mobile]: { margin: 0, padding: `${vars.space.large} ${vars.space.gutter} ${vars.space.xxlarge}`, borderRadius: 0, borderLeft: 'none', borderRight: 'none' } },
  },
]);

export const title = style({ fontFamily: vars.font.heading, fontSize: 30, lineHeight: 1.2, margin: `0 0 ${vars.space.xsmall}`, '@media': { [media.mobile]: { fontSize: vars.headingSize.level2 } } });

export const version = style({ margin: `0 0 ${vars.space.gutter}`, fontSize: vars.fontSize.standard, color: vars.color.muted });

export const contents = style({ margin: `${vars.space.large} 0 ${vars.space.standard}`, padding: `${vars.space.medium} ${vars.space.gutter}`, background: vars.color.background, borderRadius: vars.radius.large });

export const contentsTitle = style({ margin: `0 0 ${vars.space.xsmall}`, fontSize: vars.fontSize.medium, fontWeight: 700 });

export const contentsList = style({ margin: 0, paddingLeft: vars.space.large, fontSize: vars.fontSize.medium });

export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: 21, lineHeight: 1.3, margin: '28px 0 8px', scrollMarginTop: 16 });

export const list = style({ margin: 0, paddingLeft: 22, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const paragraph = style({ margin: `0 0 ${vars.space.snug}` });

/** Finalidade / dados / base legal: one card per purpose (a table would not fit a phone). */
export const purposes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.snug });

export const purpose = style({ border: `${vars.borderWidth.standard} solid ${vars.color.border}`, borderRadius: vars.radius.large, padding: '10px 14px' });

export const purposeName = style({ margin: 0, fontWeight: 700 });

export const purposeFacts = style({
  margin: `${vars.space.xsmall} 0 0`,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.snug}`,
  fontSize: vars.fontSize.medium,
  // A phone: each term over its value, so the value keeps the whole width.
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});

export const factTerm = style({ color: vars.color.muted, fontWeight: 600 });

export const factValue = style({ margin: 0, '@media': { [media.mobile]: { marginBottom: vars.space.xsmall } } });

export const link = style({ color: vars.color.brand, fontWeight: 600, selectors: { '&:focus-visible': focusRing } });

export const back = style({ display: 'inline-block', marginTop: 28 });

// ── the privacy centre: the customer's consents, the cookie choice, the requests' place ──


/** A section the page composes from outside (the consents, the requests): set apart from the policy's text. */
export const centrePanel = style({
  margin: `${vars.space.standard} 0`,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  background: vars.color.background,
  borderRadius: vars.radius.large,
  fontSize: vars.fontSize.medium,
  lineHeight: 1.5,
});

/** The list of a proposal's e-mail (transactional), under the consents. */
export const messages = style({ margin: `${vars.space.standard} 0 0`, paddingTop: vars.space.snug, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` });

export const messagesTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xlarge, margin: `0 0 ${vars.space.xsmall}` });

export const leadCard = style({
  margin: `${vars.space.snug} 0 0`,
  padding: `${vars.space.snug} ${vars.space.gutter}`,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const leadTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading, lineHeight: 1.3 });

export const leadMeta = style({ margin: `${vars.space.xxsmall} 0 0`, color: vars.color.muted, fontSize: vars.fontSize.standard });

export const consentList = style({ listStyle: 'none', margin: `${vars.space.snug} 0 0`, padding: 0, display: 'flex', flexDirection: 'column' });

export const consentRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.snug}`,
  padding: `${vars.space.snug} 0`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  // A phone: the text keeps the whole width, the button under it.
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const consentName = style({ fontWeight: 700 });

export const consentState = style({ display: 'block', fontSize: vars.fontSize.standard, fontWeight: 700 });
export const granted = style([consentState, { color: '#14532d' }]);
export const refused = style([consentState, { color: vars.color.danger }]);

export const consentMeta = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.standard });

export const consentButton = style([
  buttonRecipe({ tone: 'ghost', size: 'small' }),
  { minWidth: 104, gridColumn: 2, gridRow: '1 / span 2', '@media': { [media.mobile]: { gridColumn: 1, gridRow: 'auto', justifySelf: 'start' } } },
]);

export const consentError = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.danger, fontSize: vars.fontSize.standard, fontWeight: 600 });

export const history = style({ gridColumn: '1 / -1', fontSize: vars.fontSize.standard, color: vars.color.muted });

export const historyList = style({ margin: `${vars.space.xxsmall} 0 0`, paddingLeft: vars.space.large });

export const summary = style({ cursor: 'pointer', color: vars.color.brand, fontWeight: 600, selectors: { '&:focus-visible': focusRing } });

export const liveMessage = style({ margin: `${vars.space.snug} 0 0`, fontWeight: 600, color: '#14532d', selectors: { '&:empty': { display: 'none' } } });

export const cookieButton = buttonRecipe({ tone: 'ghost', size: 'small' });

export const retryButton = buttonRecipe({ tone: 'primary', size: 'small' });

export const loadError = style({ margin: `0 0 ${vars.space.snug}`, color: vars.color.danger, fontWeight: 600 });
