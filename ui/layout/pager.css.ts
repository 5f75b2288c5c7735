/** A long list's pages: previous, the page numbers, next. */
import { style } from '@vanilla-extract/css';
import { buttonRecipe } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.snug, margin: `${vars.space.medium} 0` });
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, listStyle: 'none', margin: 0, padding: 0 });
export const step = buttonRecipe({ tone: 'ghost', size: 'small' });
export const pageButton = style([buttonRecipe({ tone: 'ghost', size: 'small' }), { minWidth: 44, minHeight: 44, justifyContent: 'center' }]);
export const current = style([buttonRecipe({ tone: 'primary', size: 'small' }), { minWidth: 44, minHeight: 44, justifyContent: 'center' }]);
export const range = style({ color: vars.color.muted, fontSize: vars.fontSize.standard });
