/** The profile simulator: one card in the page's column (full width on a phone), answers as large tappable choices. */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { buttonRecipe, linkButton, radioDotRule, radioRule, surfaceCard } from '../theme/controls.css';
import { pageTitle } from '../theme/layout.css';
import { sprinkles } from '../theme/sprinkles.css';
import { vars } from '../theme/theme.css';

export const page = style([
  surfaceCard,
  {
    maxWidth: vars.contentWidth.small,
    margin: `${vars.space.xxlarge} auto ${vars.space.xxxlarge}`,
    padding: `${vars.space.xxlarge} 40px`,
    fontFamily: vars.font.body,
    color: vars.color.text,
    '@media': {
      [media.mobile]: { margin: 0, padding: `${vars.space.large} ${vars.space.gutter} ${vars.space.xxlarge}`, borderRadius: 0, borderLeft: 'none', borderRight: 'none' },
    },
  },
]);

export const splash = style([sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'gutter' }), { textAlign: 'center', padding: `${vars.space.large} 0` }]);

export const icon = style({
  width: 88,
  height: 88,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.brand,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const title = style([pageTitle, { margin: 0, lineHeight: 1.2 }]);

export const subtext = style({ margin: 0, maxWidth: 520, fontSize: vars.fontSize.large, lineHeight: 1.6, color: vars.color.muted });

export const primary = buttonRecipe({ size: 'large' });
export const secondary = buttonRecipe({ tone: 'ghost', size: 'large' });
export const restart = style([linkButton, { fontSize: vars.fontSize.medium }]);

export const stepRow = sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'medium' });

export const step = style({ margin: 0, fontSize: vars.fontSize.medium, fontWeight: 700, color: vars.color.brand, letterSpacing: 0.3 });

export const progress = style({ height: 6, borderRadius: vars.radius.full, background: vars.color.background, overflow: 'hidden', margin: `${vars.space.standard} 0 ${vars.space.xlarge}` });

export const progressBar = style({ height: '100%', background: vars.color.brand, borderRadius: vars.radius.full, transition: 'width 200ms ease-out' });

export const question = style({
  margin: `0 0 ${vars.space.large}`,
  fontFamily: vars.font.heading,
  fontSize: vars.headingSize.level3,
  lineHeight: 1.3,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.mobile]: { fontSize: vars.headingSize.level4 } },
});

export const answers = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' });

export const answer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `14px ${vars.space.gutter}`,
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.large,
  lineHeight: 1.4,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:has([data-state="checked"])': { borderColor: vars.color.brand, background: vars.color.background, fontWeight: 600 },
  },
});

export const radio = style([radioRule, { width: 22, height: 22 }]);

export const radioDot = style([radioDotRule, { width: 12, height: 12 }]);

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'medium' }),
  { marginTop: vars.space.xxlarge, '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' } } },
]);

/** Pushes 'Próxima' to the right on a wide screen. */
export const grow = style({ flexGrow: 1, '@media': { [media.mobile]: { display: 'none' } } });

export const eyebrow = style({ margin: 0, fontSize: vars.fontSize.medium, fontWeight: 700, color: vars.color.muted, textTransform: 'uppercase', letterSpacing: 1 });

export const resultTitle = style([pageTitle, { margin: `${vars.space.xsmall} 0 ${vars.space.gutter}`, color: vars.color.brand, fontSize: 36, selectors: { '&:focus': { outline: 'none' } }, '@media': { [media.mobile]: { fontSize: 30 } } }]);

export const resultText = style({ fontSize: vars.fontSize.large, lineHeight: 1.6 });
globalStyle(`${resultText} p`, { margin: `0 0 ${vars.space.medium}` });
globalStyle(`${resultText} a`, { color: vars.color.brand, fontWeight: 600 });

export const resultButtons = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'medium' }),
  { marginTop: vars.space.xlarge, '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } } },
]);

export const linkPrimary = style([primary, { textDecoration: 'none', textAlign: 'center', display: 'inline-block' }]);
export const linkSecondary = style([secondary, { textDecoration: 'none', textAlign: 'center', display: 'inline-block' }]);

export const resultFooter = style({ marginTop: vars.space.large });

export const status = style({ margin: `${vars.space.xxlarge} 0`, textAlign: 'center', color: vars.color.muted, fontSize: vars.fontSize.large });

export const failed = style([sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'gutter' }), { padding: `${vars.space.xxlarge} 0`, textAlign: 'center' }]);

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.large });

export const offers = style({ marginTop: vars.space.xlarge, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`, paddingTop: vars.space.large });

export const offersTitle = style({ margin: `0 0 ${vars.space.medium}`, fontSize: vars.fontSize.xlarge });

export const offerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const offerCard = style({
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const offerPicture = style({ width: '100%', height: 96, marginBottom: vars.space.small });

export const offerBrand = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: 700, color: vars.color.brand, textTransform: 'uppercase', letterSpacing: 0.5 });

export const offerModel = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: 700 });

export const offerVersion = style({ margin: 0, color: vars.color.muted });

export const offerPrice = style({ margin: `${vars.space.small} 0`, flexGrow: 1 });

export const offerLink = style([linkButton, { alignSelf: 'flex-start', fontSize: vars.fontSize.medium }]);
