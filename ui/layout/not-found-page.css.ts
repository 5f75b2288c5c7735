import { style } from '@vanilla-extract/css';
import { button, ghostButton } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const page = style({
  maxWidth: 640,
  width: 'calc(100% - 32px)',
  margin: `${vars.space.xxxlarge} auto`,
  padding: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.card,
});

export const title = style({ margin: `0 0 ${vars.space.medium}`, fontFamily: vars.font.heading, fontSize: vars.headingSize.level1, color: vars.color.text });

export const text = style({ margin: `0 0 ${vars.space.xlarge}`, lineHeight: 1.5, color: vars.color.muted });

export const back = style([button, { display: 'inline-block', textDecoration: 'none' }]);

export const ghost = style([ghostButton, { display: 'inline-block', textDecoration: 'none' }]);
