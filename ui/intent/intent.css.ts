/** The company intent form: a card under the offer list, two columns on a desktop, one on a phone. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { button, dialogPanel, focusRing, surfaceCard, textInput } from '../theme/controls.css';
import { twoColumns } from '../theme/layout.css';
import { sprinkles } from '../theme/sprinkles.css';
import { vars } from '../theme/theme.css';

export { button };
export { field, fieldError, hint, label, overlay } from '../theme/controls.css';

export const section = style([
  surfaceCard,
  {
    maxWidth: vars.contentWidth.medium,
    margin: `0 auto ${vars.space.xxxlarge}`,
    padding: '28px 32px',
    fontFamily: vars.font.body,
    color: vars.color.text,
    scrollMarginTop: 16,
    '@media': { [media.mobile]: { padding: `${vars.space.large} ${vars.space.gutter}`, borderRadius: 0, borderLeft: 'none', borderRight: 'none' } },
  },
]);

export const title = style({ fontFamily: vars.font.heading, fontSize: 26, margin: `0 0 ${vars.space.small}`, '@media': { [media.mobile]: { fontSize: 21 } } });

export const description = style({ margin: `0 0 ${vars.space.large}`, color: vars.color.muted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const columns = style([twoColumns, sprinkles({ rowGap: 'gutter', columnGap: 'xlarge' })]);

/** A radio or checkbox group: the legend over its options, then its message. */
export const group = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const groupLegend = style({ fontWeight: 600, fontSize: vars.fontSize.medium, padding: 0, marginBottom: vars.space.standard });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.snug} ${vars.space.xlarge}` });

export const option = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.standard, cursor: 'pointer', minHeight: 24 });

export const control = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const textarea = style([textInput, { resize: 'vertical', minHeight: 120, lineHeight: 1.4 }]);

export const consents = style({ display: 'flex', flexDirection: 'column', gap: vars.space.snug });

export const consent = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.snug, fontSize: vars.fontSize.standard, lineHeight: 1.45 });

export const privacyText = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.muted, lineHeight: 1.5 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', '@media': { [media.mobile]: { justifyContent: 'stretch' } } });

export const submit = style([button, { '@media': { [media.mobile]: { width: '100%' } } }]);

export const sending = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

export const dialog = style([dialogPanel, { textAlign: 'center' }]);

export const dialogTitle = style({ fontFamily: vars.font.heading, fontSize: vars.headingSize.level3, margin: `0 0 ${vars.space.medium}` });

export const dialogText = style({ margin: `0 0 ${vars.space.large}`, lineHeight: 1.5 });


