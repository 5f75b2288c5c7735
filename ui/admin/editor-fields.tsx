/**
 * The offer editor's inputs, each bound to one form path: the value comes
 * from the chart's form, a change is sent as `editor.edit`, the draft's
 * message for that path is shown under the input.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import { match } from 'ts-pattern';
import { maskDate, maskPercent } from '../../models/common/masks';
import { maskMoney } from '../../models/common/money';
import { digitsOnly, formValue, hexText, type OfferForm } from '../../models/offer-admin/offer-editor-form';
import type { OfferDraftErrors } from '../../models/offer-admin/offer-draft';
import { Field, type Mask } from '../form/field';
import * as controls from '../theme/controls.css';
import * as styles from './offer-editor.css';

export interface EditorFormValue {
  form: OfferForm;
  errors: OfferDraftErrors;
  disabled: boolean;
  edit: (path: string, value: string | boolean) => void;
}

export const EditorForm = createContext<EditorFormValue | null>(null);

export function useEditorForm(): EditorFormValue {
  const value = useContext(EditorForm);
  if (!value) throw new Error('useEditorForm outside the offer editor');
  return value;
}

interface BoundProps {
  path: string;
  label: string;
  hint?: string | undefined;
  compact?: boolean | undefined;
  className?: string | undefined;
}

const textOf = (form: OfferForm, path: string): string => {
  const v = formValue(form, path);
  return typeof v === 'string' ? v : '';
};

/** The kinds of text an editor field takes. */
export type TextKind = 'text' | 'money' | 'digits' | 'date' | 'decimal' | 'percent' | 'hex' | 'url';

/** A typed value kept to its characters, the caret at its end. */
const kept = (clean: (value: string) => string): Mask => (value) => {
  const v = clean(value);
  return { value: v, caret: v.length };
};

/** How each kind of field reads (mask, keyboard, input type, placeholder) and whether the field's length limit applies: a kind added without its line fails to compile. */
function textKindInput(kind: TextKind, maxLength: number | undefined) {
  return match(kind)
    .returnType<{ mask?: Mask; inputMode?: 'decimal' | 'numeric'; type?: 'url'; placeholder?: string; limited?: true }>()
    .with('text', () => ({ limited: true }))
    .with('url', () => ({ type: 'url', limited: true }))
    .with('money', () => ({ mask: maskMoney, inputMode: 'decimal', placeholder: '0,00' }))
    .with('percent', () => ({ mask: maskPercent, inputMode: 'decimal', placeholder: '0,00' }))
    .with('date', () => ({ mask: maskDate, inputMode: 'numeric', placeholder: 'DD/MM/AAAA' }))
    .with('digits', () => ({ mask: kept((value) => digitsOnly(value, maxLength ?? 6)), inputMode: 'numeric' }))
    .with('hex', () => ({ mask: kept((value) => (value === '' ? '' : hexText(value))) }))
    .with('decimal', () => ({ mask: kept((value) => value.replace(/[^\d,]/g, '').replace(/,(?=.*,)/g, '').slice(0, 6)), inputMode: 'decimal' }))
    .exhaustive();
}

export function TextField({ path, label, hint, compact, className, kind = 'text', maxLength }: BoundProps & { kind?: TextKind; maxLength?: number }) {
  const { form, errors, disabled, edit } = useEditorForm();
  const input = textKindInput(kind, maxLength);
  return (
    <Field
      name={path}
      label={label}
      hint={hint}
      error={errors[path]}
      value={textOf(form, path)}
      onValue={(v) => edit(path, v)}
      mask={input.mask}
      disabled={disabled}
      inputMode={input.inputMode}
      type={input.type ?? 'text'}
      placeholder={input.placeholder}
      autoComplete="off"
      maxLength={input.limited ? maxLength : undefined}
      size={compact ? 'compact' : 'regular'}
      className={className}
    />
  );
}

function Described({ id, error, hint }: { id: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className={controls.fieldError}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={controls.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: string) => [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

export function TextAreaField({ path, label, hint, className, rows = 3 }: BoundProps & { rows?: number }) {
  const { form, errors, disabled, edit } = useEditorForm();
  const id = useId();
  const error = errors[path];
  return (
    <div className={className ? `${controls.field} ${className}` : controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={path}
        rows={rows}
        className={styles.textArea}
        value={textOf(form, path)}
        onChange={(e) => edit(path, e.currentTarget.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ path, label, hint, compact, className, options }: BoundProps & { options: Readonly<Record<string, string>> }) {
  const { form, errors, disabled, edit } = useEditorForm();
  const id = useId();
  const error = errors[path];
  return (
    <div className={className ? `${compact ? controls.compactField : controls.field} ${className}` : compact ? controls.compactField : controls.field}>
      <label htmlFor={id} className={compact ? controls.compactLabel : controls.label}>
        {label}
      </label>
      <select
        id={id}
        name={path}
        className={styles.select}
        value={textOf(form, path)}
        onChange={(e) => edit(path, e.currentTarget.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckField({ path, label, className }: BoundProps) {
  const { form, errors, disabled, edit } = useEditorForm();
  const id = useId();
  const error = errors[path];
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.checkRow}>
        <input
          id={id}
          name={path}
          type="checkbox"
          className={styles.checkbox}
          checked={formValue(form, path) === true}
          onChange={(e) => edit(path, e.currentTarget.checked)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
        />
        {label}
      </label>
      <Described id={id} error={error} />
    </div>
  );
}

/** A colour chosen with the system picker (always #rrggbb). */
export function ColourField({ path, label, compact, className }: BoundProps) {
  const { form, errors, disabled, edit } = useEditorForm();
  const id = useId();
  const error = errors[path];
  const value = textOf(form, path);
  return (
    <div className={className ? `${controls.compactField} ${className}` : compact ? controls.compactField : controls.field}>
      <label htmlFor={id} className={compact ? controls.compactLabel : controls.label}>
        {label}
      </label>
      <input
        id={id}
        name={path}
        type="color"
        className={styles.colourInput}
        value={/^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#ffffff'}
        onChange={(e) => edit(path, e.currentTarget.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
      <Described id={id} error={error} />
    </div>
  );
}

/** A message the draft gives for a whole list (at least one plan, one default plan). */
export function ListError({ path }: { path: string }) {
  const { errors } = useEditorForm();
  const error = errors[path];
  return error ? (
    <p className={controls.fieldError} data-field={path} data-field-error={path} tabIndex={-1}>
      {error}
    </p>
  ) : null;
}

export function Grid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
