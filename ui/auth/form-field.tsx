/**
 * One labelled input with its hint and its error, wired for screen readers
 * (`aria-invalid`, `aria-describedby`). Uncontrolled: the form reads the
 * values on submit. An optional `format` (a mask from models/masks.ts)
 * rewrites the value as the person types, keeping the caret in place.
 */
import { useId, type InputHTMLAttributes } from 'react';
import type { MaskedValue } from '../../models/masks';
import * as styles from './auth.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  format?: ((value: string, caret?: number) => MaskedValue) | undefined;
  /** Removes spaces as they are typed or pasted (the e-mail input, spec 001 §5.1). */
  noSpaces?: boolean;
}

export function FormField({ name, label, hint, error, format, noSpaces, onInput, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onInput={(event) => {
          const el = event.currentTarget;
          if (noSpaces && /\s/.test(el.value)) el.value = el.value.replace(/\s+/g, '');
          if (format) {
            const masked = format(el.value, el.selectionStart ?? el.value.length);
            if (masked.value !== el.value) {
              el.value = masked.value;
              if (document.activeElement === el) el.setSelectionRange(masked.caret, masked.caret);
            }
          }
          onInput?.(event);
        }}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The trimmed text of a form field (empty when absent). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
