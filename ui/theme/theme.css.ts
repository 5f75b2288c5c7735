/**
 * One theme contract, one theme per brand (and the neutral Flua theme of the
 * page). Components read only `vars`.
 *
 * The Flua theme is set on the document's root, and the base font and
 * colours on <body>, so whatever Radix portals to <body> (dialogs, menus,
 * toasts) is themed too. A brand's page or card sets its brand theme on
 * its own element, and on the dialogs it opens (ui/theme/brand-scope.tsx).
 */
import { createGlobalTheme, createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { SITE_COLOURS } from '../../models/app/design-tokens';

export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    text: null,
    muted: null,
    surface: null,
    background: null,
    border: null,
    danger: null,
    focus: null,
    skeleton: null,
    /** Done and lowest-price marks; a warning's text and its border. */
    positive: null,
    caution: null,
    cautionBorder: null,
  },
  font: { body: null, heading: null },
  /** Text sizes, smallest to largest, and the headings' (level 1 is the page title). */
  fontSize: { xsmall: null, small: null, standard: null, medium: null, large: null, xlarge: null },
  headingSize: { level1: null, level2: null, level3: null, level4: null },
  /** Gaps, paddings and margins: one scale for the whole site. */
  space: {
    xxsmall: null,
    xsmall: null,
    small: null,
    standard: null,
    snug: null,
    medium: null,
    gutter: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  /** `card` and `button` are the brand's; the others are the same in every theme. */
  radius: { card: null, button: null, small: null, standard: null, large: null, full: null },
  borderWidth: { standard: null, large: null },
  /** The keyboard focus outline: its width and its distance from the control. */
  focusRing: { width: null, offset: null },
  shadow: { small: null, medium: null, sheet: null },
  /** The widths a page's column never exceeds. */
  contentWidth: { xsmall: null, small: null, medium: null, large: null },
});

const base = {
  text: SITE_COLOURS.text,
  muted: SITE_COLOURS.muted,
  surface: '#ffffff',
  background: '#f4f4f6',
  border: SITE_COLOURS.border,
  danger: '#b00020',
  focus: '#1a5fd1',
  skeleton: '#e3e3e8',
  positive: '#0a6b36',
  caution: '#6b4500',
  cautionBorder: '#8a5a00',
};
/** What every theme shares: the type scale, spacing, borders, focus ring, shadows and widths. */
const scales = {
  fontSize: { xsmall: '12px', small: '13px', standard: '14px', medium: '15px', large: '16px', xlarge: '18px' },
  headingSize: { level1: '28px', level2: '24px', level3: '22px', level4: '20px' },
  space: {
    xxsmall: '2px',
    xsmall: '4px',
    small: '6px',
    standard: '8px',
    snug: '10px',
    medium: '12px',
    gutter: '16px',
    large: '20px',
    xlarge: '24px',
    xxlarge: '32px',
    xxxlarge: '48px',
  },
  borderWidth: { standard: '1px', large: '2px' },
  focusRing: { width: '3px', offset: '2px' },
  shadow: { small: '0 6px 20px rgba(0,0,0,0.2)', medium: '0 8px 24px rgba(0,0,0,0.15)', sheet: '0 -6px 18px rgba(0,0,0,0.12)' },
  contentWidth: { xsmall: '520px', small: '760px', medium: '960px', large: '1200px' },
};
const radii = { small: '4px', standard: '6px', large: '8px', full: '999px' };
const font = { body: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', heading: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' };

createGlobalTheme(':root', vars, {
  color: { ...base, brand: SITE_COLOURS.brand, brandStrong: SITE_COLOURS.brandStrong, onBrand: SITE_COLOURS.onBrand },
  font,
  radius: { ...radii, card: '12px', button: '24px' },
  ...scales,
});

export const brandThemes = {
  fiat: createTheme(vars, {
    color: { ...base, brand: '#b0122a', brandStrong: '#7d0c1d', onBrand: '#ffffff' },
    font,
    radius: { ...radii, card: '8px', button: '4px' },
    ...scales,
  }),
  jeep: createTheme(vars, {
    color: { ...base, brand: '#2f3b29', brandStrong: '#1a2216', onBrand: '#ffffff' },
    font,
    radius: { ...radii, card: '2px', button: '2px' },
    ...scales,
  }),
  peugeot: createTheme(vars, {
    color: { ...base, brand: '#00234b', brandStrong: '#00142b', onBrand: '#ffffff' },
    font,
    radius: { ...radii, card: '0px', button: '0px' },
    ...scales,
  }),
  citroen: createTheme(vars, {
    color: { ...base, brand: '#a3102a', brandStrong: '#6e0a1c', onBrand: '#ffffff' },
    font,
    radius: { ...radii, card: '16px', button: '24px' },
    ...scales,
  }),
} as const;

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
});
