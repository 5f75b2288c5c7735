/**
 * Controls shared by every area: buttons, text fields, alerts, dialogs,
 * surface cards and the visually-hidden helper. Each is defined once here;
 * the variants of a control are a `recipe()`; an area that needs a slightly
 * different state composes it (`style([button, { … }])`) in its own `.css.ts` file.
 */
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { notice } from './recipes.css';
import { vars } from './theme.css';

/** The keyboard focus outline of buttons, links and choice controls. */
export const focusRing = { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: vars.focusRing.offset } as const;

// ── buttons ──

/** A brand-filled button with no size: colours, border, radius, cursor and focus ring. */
export const buttonBase = style({
  appearance: 'none',
  border: `${vars.borderWidth.large} solid ${vars.color.brand}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.button,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

/**
 * The site's button: a tone (primary filled, ghost outlined, danger filled red)
 * and a size (large, medium, small). `button` and `ghostButton` are its
 * large primary and ghost forms.
 */
export const buttonRecipe = recipe({
  base: [buttonBase, { fontWeight: 700 }],
  variants: {
    tone: {
      /** Darker on hover, grey and not-allowed when disabled. */
      primary: {
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandStrong, borderColor: vars.color.brandStrong },
          '&:disabled': { background: '#8a8a8f', borderColor: '#8a8a8f', cursor: 'not-allowed' },
        },
      },
      /** Brand text on a transparent background, filled on hover. */
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brand, borderColor: vars.color.brandStrong, color: vars.color.onBrand },
          // Disabled: still an outline, in grey that reads on white (not brand text on a grey fill).
          '&:disabled': { background: 'transparent', borderColor: '#b5b5ba', color: '#6b6b70', cursor: 'not-allowed' },
        },
      },
      /** A destructive action (deleting): red, darker on hover. */
      danger: {
        background: vars.color.danger,
        borderColor: vars.color.danger,
        selectors: {
          '&:hover:not(:disabled)': { background: '#7d0017', borderColor: '#7d0017' },
          '&:disabled': { background: '#8a8a8f', borderColor: '#8a8a8f', cursor: 'not-allowed' },
        },
      },
    },
    size: {
      large: { padding: '12px 28px', fontSize: vars.fontSize.large },
      medium: { padding: '10px 22px', fontSize: vars.fontSize.medium },
      small: { padding: `${vars.space.standard} ${vars.space.gutter}`, fontSize: vars.fontSize.standard },
    },
  },
  defaultVariants: { tone: 'primary', size: 'large' },
});
export type ButtonVariants = RecipeVariants<typeof buttonRecipe>;

/** The primary button, large. */
export const button = buttonRecipe();

/** The secondary (outlined) button, large. */
export const ghostButton = buttonRecipe({ tone: 'ghost' });

/** A button that reads as an underlined link. */
export const linkButton = style({
  appearance: 'none',
  border: 'none',
  background: 'none',
  padding: vars.space.xsmall,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: vars.fontSize.standard,
  selectors: { '&:focus-visible': focusRing },
});

// ── text fields ──

/** A label over its input, error and hint. */
/** A round radio (Radix RadioGroup.Item) in the brand colour with its dot centred: a form adds its size (a rule, so a `.css.ts` may compose it). */
export const radioRule = {
  appearance: 'none',
  borderRadius: '50%',
  border: `${vars.borderWidth.large} solid ${vars.color.brand}`,
  background: vars.color.surface,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&:focus-visible': focusRing },
} as const;
/** The radio's dot: a form adds its size. */
export const radioDotRule = { borderRadius: '50%', background: vars.color.brand, display: 'block' } as const;

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.medium });

export const textInput = style({
  font: 'inherit',
  fontSize: vars.fontSize.large,
  padding: `${vars.space.snug} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.muted}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled': { background: vars.color.background },
  },
});

/** A password input with its 'Mostrar senha' button on the same line. */
export const revealRow = style({ display: 'flex', gap: vars.space.small, alignItems: 'stretch' });

export const revealInput = style({ flex: '1 1 auto', minWidth: 0 });

export const revealButton = style([
  buttonBase,
  {
    flex: '0 0 auto',
    fontSize: vars.fontSize.standard,
    padding: `0 ${vars.space.medium}`,
    background: vars.color.surface,
    color: vars.color.brand,
    border: `${vars.borderWidth.standard} solid ${vars.color.muted}`,
    borderRadius: vars.radius.standard,
  },
]);

/** Compact fields, for forms laid out in a grid (the lead form): they may shrink with their cell, the label is smaller. */
export const compactField = style([field, { minWidth: 0 }]);

export const compactLabel = style([label, { fontSize: vars.fontSize.standard }]);

export const compactTextInput = style([
  textInput,
  {
    minWidth: 0,
    selectors: { '&:focus-visible': focusRing, '&:disabled': { color: vars.color.muted } },
  },
]);

/** A select as tall as a touch target, with the platform's arrow; the compact one for grid cells. */
export const select = style([textInput, { appearance: 'auto', minHeight: 44 }]);
export const compactSelect = style([compactTextInput, { appearance: 'auto', minHeight: 44 }]);

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.muted });

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.standard, fontWeight: 600, color: vars.color.danger });

/** A form's error message (role="alert"). */
export const alert = notice({ tone: 'critical' });

// ── dialogs ──

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.45)', zIndex: 50 });

/** A centred modal panel over the overlay, scrolling when taller than the window. */
export const dialogPanel = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(560px, calc(100vw - 24px))',
  maxHeight: 'calc(100vh - 48px)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.card,
  padding: vars.space.xlarge,
  zIndex: 51,
  fontFamily: vars.font.body,
});

// ── surfaces ──

/** A bordered card on the surface colour; areas add their padding. */
export const surfaceCard = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
