import { keyframes, style } from '@vanilla-extract/css';
import { notice } from '../theme/recipes.css';
import { vars } from '../theme/theme.css';

export { alert, hint, visuallyHidden } from '../theme/controls.css';

/** The edit banner above the details: whose proposal is being changed. */
export const banner = style([notice({ tone: 'caution' }), { marginTop: vars.space.medium }]);

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const finish = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, alignItems: 'flex-start' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The loader inside 'Aguarde' and 'Salvando…': the button's own colour. */
export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  marginRight: vars.space.small,
  verticalAlign: '-0.15em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderTopColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const reason = style({ margin: 0, fontWeight: 600, color: vars.color.danger });
