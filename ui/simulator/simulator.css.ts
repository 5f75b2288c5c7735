/** The legal-person price simulator: the seller section over three quotation blocks (three columns on a desktop, one on a phone). */
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { alert, button, compactField, compactLabel, compactTextInput, dialogPanel, focusRing, ghostButton, surfaceCard } from '../theme/controls.css';
import { vars } from '../theme/theme.css';

export { fieldError, hint, overlay, visuallyHidden } from '../theme/controls.css';

export const page = style({ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 56px', fontFamily: vars.font.body, color: vars.color.text });

export const heading = style({ fontFamily: vars.font.heading, fontSize: 28, margin: '0 0 6px', '@media': { [media.mobile]: { fontSize: 22 } } });

export const intro = style({ margin: '0 0 20px', color: vars.color.muted, fontSize: 15 });

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
  margin: '0 0 20px',
  padding: '12px 16px',
  borderRadius: 8,
  background: '#fff4d6',
  border: '1px solid #e0b94a',
  color: vars.color.text,
  fontSize: 15,
});

export const bannerText = style({ margin: 0, flex: '1 1 320px' });

/** The way back to the seller's area, above the title. */
export const backLine = style({ margin: '0 0 8px', fontSize: 15 });

export const bannerLink = style({ color: vars.color.brand, fontWeight: 700, selectors: { '&:focus-visible': focusRing } });

export const bannerClose = style({
  appearance: 'none',
  border: 'none',
  background: 'none',
  fontSize: 22,
  lineHeight: 1,
  width: 44,
  height: 44,
  borderRadius: 22,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: 'rgba(0,0,0,0.06)' } },
});

export const section = style([surfaceCard, { padding: '20px 24px', margin: '0 0 20px', '@media': { [media.mobile]: { padding: '16px 12px' } } }]);

export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: 20, margin: '0 0 14px' });

export const sellerGrid = style({
  display: 'grid',
  gap: '14px 20px',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const blocks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const block = style([surfaceCard, { padding: 16, display: 'flex', flexDirection: 'column', gap: 12, margin: 0, minWidth: 0 }]);

export const blockTitle = style({ fontFamily: vars.font.heading, fontSize: 18, margin: 0, color: vars.color.brand });

export const field = compactField;
export const label = compactLabel;
export const input = style([compactTextInput, { minHeight: 44 }]);
export const select = style([compactTextInput, { appearance: 'auto', minHeight: 44 }]);

export const pair = style({ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' });

export const additionals = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const additionalsLegend = style({ fontWeight: 600, fontSize: 14, margin: '0 0 6px' });
export const additionalList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 });
export const additionalItem = style({ display: 'flex', justifyContent: 'space-between', gap: 8 });

export const price = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: 10, display: 'flex', flexDirection: 'column', gap: 4 });
export const priceLine = style({ display: 'flex', justifyContent: 'space-between', gap: 8, margin: 0, fontSize: 14 });
export const priceValue = style({ fontWeight: 700, fontSize: 16 });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: 14 });
export const blockState = style({ margin: 0, fontSize: 13, fontWeight: 600, color: vars.color.muted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16, margin: '0 0 28px', flexWrap: 'wrap' });
export const issueButton = style([button, { '@media': { [media.mobile]: { width: '100%' } } }]);
export const failure = style([alert, { margin: '0 0 16px' }]);
export const failureClose = style([ghostButton, { padding: '6px 14px', fontSize: 14, marginLeft: 12 }]);

export const otherBrands = style({ margin: '0 0 8px' });
export const brandList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 });
export const brandLink = style([
  ghostButton,
  { display: 'inline-block', textDecoration: 'none', padding: '10px 18px', fontSize: 15 },
]);

export const dialog = style([dialogPanel, { textAlign: 'center' }]);
export const dialogTitle = style({ fontFamily: vars.font.heading, fontSize: 22, margin: '0 0 12px' });
export const dialogText = style({ margin: '0 0 12px', lineHeight: 1.5 });
export const dialogActions = style({ display: 'flex', justifyContent: 'center', gap: 12, marginTop: 16, flexWrap: 'wrap' });
export const dialogButton = style([button, { minWidth: 110 }]);
export const dialogGhost = style([ghostButton, { minWidth: 110 }]);
export const statusBox = style([surfaceCard, { textAlign: 'center', padding: '40px 16px', margin: 0 }]);
export const errorBox = style([surfaceCard, { textAlign: 'center', padding: '32px 16px', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }]);
export const errorText = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });
