/** The toast host's toasts (ui/layout/toasts.tsx): the theme's toast recipe, its text and close button. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export { toast, toastClose, toastViewport } from '../theme/recipes.css';

export const text = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.4 });

export const detail = style({ margin: `${vars.space.xsmall} 0 0`, fontWeight: 400 });
