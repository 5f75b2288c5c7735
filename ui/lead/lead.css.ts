import { globalStyle, style } from '@vanilla-extract/css';
import { buttonRecipe, dialogPanel, focusRing, hint as hintRule, button as sharedButton, radioDotRule, radioRule, visuallyHidden } from '../theme/controls.css';
import { notice } from '../theme/recipes.css';
import { twoColumns } from '../theme/layout.css';
import { vars } from '../theme/theme.css';

export {
  alert,
  compactField as field,
  compactLabel as label,
  compactTextInput as input,
  fieldError,
  hint,
  linkButton,
  overlay,
} from '../theme/controls.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter, fontFamily: vars.font.body, color: vars.color.text });
export const title = style({ margin: 0, fontSize: vars.headingSize.level3, fontFamily: vars.font.heading });
export const subtitle = style({ margin: 0, color: vars.color.muted });
export const sectionTitle = style({ margin: `${vars.space.standard} 0 0`, fontSize: vars.fontSize.standard, fontWeight: 800, letterSpacing: 1, textTransform: 'uppercase' });

export const breadcrumb = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.standard, fontSize: vars.fontSize.small });
export const crumb = style({ color: vars.color.muted, selectors: { '&:not(:last-child)::after': { content: '"›"', marginLeft: vars.space.standard } } });
export const crumbDone = style({ color: vars.color.positive, fontWeight: 600 });
export const crumbCurrent = style({ color: vars.color.text, fontWeight: 800 });

export const grid = style([twoColumns, { gap: 14 }]);
export const full = style({ gridColumn: '1 / -1' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.standard });
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.standard, padding: 0, marginBottom: vars.space.small });
export const choiceRow = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.standard} ${vars.space.large}`, alignItems: 'center' });
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.standard, cursor: 'pointer' });

export const radio = style([radioRule, { width: 20, height: 20 }]);
export const radioDot = style([radioDotRule, { width: 10, height: 10 }]);
/** 'Lembrar meus dados neste navegador': its note under the label, in line with the label's text (past the 20 px box and its gap). */
export const rememberHint = style([hintRule, { margin: `${vars.space.xsmall} 0 0`, paddingLeft: `calc(20px + ${vars.space.standard})`, lineHeight: 1.45 }]);
export const checkbox = style([radio, { borderRadius: vars.radius.small, color: vars.color.onBrand, selectors: { '&[data-state="checked"]': { background: vars.color.brand } } }]);

/** The lead form's buttons are bolder; its ghost buttons are small and only darken on hover. */
const bolder = { fontWeight: 800 } as const;
export const button = style([sharedButton, bolder]);
export const ghostButton = style([
  buttonRecipe({ tone: 'ghost', size: 'small' }),
  { ...bolder, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } } },
]);
export const warning = notice({ tone: 'caution' });

/** A confirmation in the form (the offer's new price taken). */
export const confirmation = notice({ tone: 'positive' });

/** The offer's price changed: what happened, what stays, and the button that takes the new price. */
export const priceChanged = style([warning, { display: 'flex', flexDirection: 'column', gap: vars.space.standard }]);
export const status = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });
export const privacy = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.muted, lineHeight: 1.5 });

export const dealerBox = style({
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
});
export const dealerName = style({ margin: 0, fontWeight: 700 });
export const dealerAddress = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.muted });
export const dealerList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.standard, maxHeight: '50vh', overflowY: 'auto', padding: vars.space.xxsmall });
export const dealerOption = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.snug,
  alignItems: 'start',
  padding: vars.space.snug,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  cursor: 'pointer',
});

/** The file picker: the native input kept for keyboards and screen readers but unseen; its label is the button people see. */
export const fileInput = style([visuallyHidden]);
export const attachButton = style([
  buttonRecipe({ tone: 'ghost', size: 'small' }),
  {
    ...bolder,
    alignSelf: 'flex-start',
    cursor: 'pointer',
    selectors: {
      [`${fileInput}:focus-visible + &`]: focusRing,
      [`${fileInput}:disabled + &`]: { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);
export const fileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const fileItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.standard,
  alignItems: 'center',
  fontSize: vars.fontSize.standard,
  padding: `${vars.space.small} ${vars.space.standard}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});
export const fileName = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 });
export const fileSize = style({ color: vars.color.muted, fontWeight: 400, marginLeft: vars.space.small, whiteSpace: 'nowrap' });

export const couponRow = style({ display: 'flex', gap: vars.space.standard, alignItems: 'flex-end' });
globalStyle(`${couponRow} > input`, { flex: '1 1 auto', minWidth: 0 });
export const couponBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, textAlign: 'left' });

export const dialog = style([dialogPanel, { maxHeight: 'calc(100vh - 24px)', display: 'flex', flexDirection: 'column', gap: vars.space.medium }]);
export const dialogTitle = style({ margin: 0, fontSize: vars.headingSize.level4 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'center' });

/** The lead step's own city picker (no city yet): its note, then the state and city. */
export const cityChooser = style({ display: 'grid', gap: vars.space.small });
export const cityNote = style({ margin: 0, color: vars.color.muted });

/** The success modal's proposal number ('Número da proposta: FL-…') and why to keep it. */
export const proposalCode = style({ margin: `${vars.space.standard} 0 0`, padding: '10px 12px', borderRadius: vars.radius.standard, background: vars.color.background });
export const proposalCodeLine = style({ margin: 0, fontSize: vars.fontSize.large });
/** The code in letters of one width, never broken: 'FL-' and eight hex digits take the same room whatever they are. */
export const proposalCodeValue = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap', letterSpacing: '0.02em' });
/** The dealer's promise to answer by ('A concessionária entra em contato até …'). */
export const responsePromise = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.medium });
export const proposalCodeHint = style({ margin: `${vars.space.small} 0 0`, fontSize: vars.fontSize.medium, color: vars.color.muted });
