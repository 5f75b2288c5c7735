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
  },
  font: { body: null, heading: null },
  radius: { card: null, button: null },
});

const base = {
  text: '#1d1d1f',
  muted: '#595959',
  surface: '#ffffff',
  background: '#f4f4f6',
  border: '#d9d9de',
  danger: '#b00020',
  focus: '#1a5fd1',
  skeleton: '#e3e3e8',
};
const font = { body: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', heading: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' };

createGlobalTheme(':root', vars, {
  color: { ...base, brand: '#3a1a78', brandStrong: '#24104d', onBrand: '#ffffff' },
  font,
  radius: { card: '12px', button: '24px' },
});

export const brandThemes = {
  fiat: createTheme(vars, {
    color: { ...base, brand: '#b0122a', brandStrong: '#7d0c1d', onBrand: '#ffffff' },
    font,
    radius: { card: '8px', button: '4px' },
  }),
  jeep: createTheme(vars, {
    color: { ...base, brand: '#2f3b29', brandStrong: '#1a2216', onBrand: '#ffffff' },
    font,
    radius: { card: '2px', button: '2px' },
  }),
  peugeot: createTheme(vars, {
    color: { ...base, brand: '#00234b', brandStrong: '#00142b', onBrand: '#ffffff' },
    font,
    radius: { card: '0px', button: '0px' },
  }),
  citroen: createTheme(vars, {
    color: { ...base, brand: '#a3102a', brandStrong: '#6e0a1c', onBrand: '#ffffff' },
    font,
    radius: { card: '16px', button: '24px' },
  }),
} as const;

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
});
