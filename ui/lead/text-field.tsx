/**
 * A labelled, controlled input: the value comes from the chart, each change
 * is sent as an event; an optional mask (models/masks.ts) formats it and keeps
 * the caret. The error and hint are tied to the input with aria-describedby.
 */
import { useId, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import type { MaskedValue } from '../../models/masks';
import * as styles from './lead.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  mask?: ((value: string, caret?: number) => MaskedValue) | undefined;
  /** Removes spaces as they are typed or pasted (e-mail, spec 001 §5.1). */
  noSpaces?: boolean;
  wide?: boolean;
}

export function TextField({ name, label, value, onValue, error, hint, mask, noSpaces, wide, ...input }: TextFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && caret.current !== null && document.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  return (
    <div className={`${styles.field} ${wide ? styles.full : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          let next = event.currentTarget.value;
          if (noSpaces) next = next.replace(/\s+/g, '');
          if (mask) {
            const masked = mask(next, event.currentTarget.selectionStart ?? next.length);
            caret.current = masked.caret;
            next = masked.value;
          }
          onValue(next);
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
