/** The confirmation popup's look (ui/layout/confirm-dialog.tsx): a narrow panel, its question, the buttons at its foot. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { buttonRecipe, dialogPanel } from '../theme/controls.css';

export { overlay } from '../theme/controls.css';

export const panel = style([dialogPanel, { width: 'min(440px, calc(100vw - 24px))', display: 'flex', flexDirection: 'column', gap: vars.space.medium }]);
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.headingSize.level3 });
export const text = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: 1.45, color: vars.color.text, display: 'flex', flexDirection: 'column', gap: vars.space.snug });
export const buttons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.snug, marginTop: vars.space.standard, flexWrap: 'wrap' });
export const cancel = buttonRecipe({ tone: 'ghost', size: 'medium' });
export const confirm = {
  primary: buttonRecipe({ tone: 'primary', size: 'medium' }),
  danger: buttonRecipe({ tone: 'danger', size: 'medium' }),
} as const;

/** The question's paragraphs: the panel's gap spaces them. */
globalStyle(`${text} > p`, { margin: 0 });
