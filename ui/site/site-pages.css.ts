/** 'Como funciona': one readable column like the policies', numbered steps, the questions as cards. */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { buttonRecipe, focusRing, surfaceCard, textInput } from '../theme/controls.css';
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

export const title = style({ fontFamily: vars.font.heading, fontSize: 30, lineHeight: 1.2, margin: `0 0 ${vars.space.medium}`, '@media': { [media.mobile]: { fontSize: vars.headingSize.level2 } } });

export const lead = style({ margin: `0 0 ${vars.space.large}`, fontSize: vars.fontSize.xlarge, lineHeight: 1.55 });

export const section = style({ marginTop: vars.space.xxlarge, scrollMarginTop: vars.space.gutter });

export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: 22, lineHeight: 1.3, margin: `0 0 ${vars.space.medium}`, scrollMarginTop: vars.space.gutter });

export const paragraph = style({ margin: 0 });

/** The steps, numbered in brand circles. */
export const steps = style({ listStyle: 'none', counterReset: 'passo', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const step = style({
  counterIncrement: 'passo',
  position: 'relative',
  paddingInlineStart: 52,
  minHeight: 40,
  selectors: {
    '&::before': {
      content: 'counter(passo)',
      position: 'absolute',
      left: 0,
      top: 0,
      width: 36,
      height: 36,
      borderRadius: '50%',
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: 800,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
  },
});

export const stepTitle = style({ margin: `0 0 ${vars.space.xxsmall}`, fontSize: vars.fontSize.xlarge, lineHeight: 1.3 });

export const toOffers = style([buttonRecipe({ tone: 'primary', size: 'medium' }), { display: 'inline-block', marginTop: vars.space.xlarge, textDecoration: 'none' }]);

export const search = style([textInput, { width: '100%', marginBottom: vars.space.medium }]);

export const faqList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const faqEntry = style({ padding: `${vars.space.medium} ${vars.space.gutter}`, border: `${vars.borderWidth.standard} solid ${vars.color.border}`, borderRadius: vars.radius.large });

export const question = style({ margin: `0 0 ${vars.space.xsmall}`, fontSize: vars.fontSize.large, lineHeight: 1.4 });

export const answer = style({ lineHeight: 1.55 });
globalStyle(`${answer} p`, { margin: 0 });
globalStyle(`${answer} a`, { color: vars.color.brand, fontWeight: 600 });
globalStyle(`${answer} a:focus-visible`, focusRing);

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.medium });

export const retry = buttonRecipe({ tone: 'primary', size: 'small' });
