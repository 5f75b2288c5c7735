/** The privacy policy page: one readable column (about 70 characters a line), full width on a phone. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { focusRing, surfaceCard } from '../theme/controls.css';
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
});

export const factTerm = style({ color: vars.color.muted, fontWeight: 600 });

export const factValue = style({ margin: 0 });

export const link = style({ color: vars.color.brand, fontWeight: 600, selectors: { '&:focus-visible': focusRing } });

export const back = style({ display: 'inline-block', marginTop: 28 });
