import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { action } from './offer-card.css';

export const card = style({ borderStyle: 'dashed', borderWidth: 2, borderColor: vars.color.brand });

export const button = style([action, { marginTop: 'auto', textAlign: 'center', textDecoration: 'none', display: 'block' }]);
