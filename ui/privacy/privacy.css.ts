/** The privacy policy page: one readable column (about 70 characters a line), full width on a phone. */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { focusRing, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export const page = style([
  surfaceCard,
  {
    maxWidth: 760,
    margin: '32px auto 48px',
    padding: '32px 40px',
    lineHeight: 1.6,
    fontSize: 16,
    '@media': { [media.mobile]: { margin: 0, padding: '20px 16px 32px', borderRadius: 0, borderLeft: 'none', borderRight: 'none' } },
  },
]);

export const title = style({ fontFamily: vars.font.heading, fontSize: 30, lineHeight: 1.2, margin: '0 0 4px', '@media': { [media.mobile]: { fontSize: 24 } } });

export const version = style({ margin: '0 0 16px', fontSize: 14, color: vars.color.muted });

export const contents = style({ margin: '20px 0 8px', padding: '12px 16px', background: vars.color.background, borderRadius: 8 });

export const contentsTitle = style({ margin: '0 0 4px', fontSize: 15, fontWeight: 700 });

export const contentsList = style({ margin: 0, paddingLeft: 20, fontSize: 15 });

export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: 21, lineHeight: 1.3, margin: '28px 0 8px', scrollMarginTop: 16 });

export const list = style({ margin: 0, paddingLeft: 22, display: 'flex', flexDirection: 'column', gap: 6 });

export const paragraph = style({ margin: '0 0 10px' });

/** Finalidade / dados / base legal: one card per purpose (a table would not fit a phone). */
export const purposes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });

export const purpose = style({ border: `1px solid ${vars.color.border}`, borderRadius: 8, padding: '10px 14px' });

export const purposeName = style({ margin: 0, fontWeight: 700 });

export const purposeFacts = style({
  margin: '4px 0 0',
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '2px 10px',
  fontSize: 15,
});

export const factTerm = style({ color: vars.color.muted, fontWeight: 600 });

export const factValue = style({ margin: 0 });

export const link = style({ color: vars.color.brand, fontWeight: 600, selectors: { '&:focus-visible': focusRing } });

export const back = style({ display: 'inline-block', marginTop: 28 });
