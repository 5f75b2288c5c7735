import { style } from '@vanilla-extract/css';
import { button } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const page = style({
  maxWidth: 640,
  width: 'calc(100% - 32px)',
  margin: '48px auto',
  padding: '32px 24px',
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.card,
});

export const title = style({ margin: '0 0 12px', fontFamily: vars.font.heading, fontSize: 28, color: vars.color.text });

export const text = style({ margin: '0 0 24px', lineHeight: 1.5, color: vars.color.muted });

export const back = style([button, { display: 'inline-block', textDecoration: 'none' }]);
