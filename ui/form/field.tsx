/**
 * One labelled input with its error and its hint, wired for screen readers
 * (`aria-invalid`, `aria-describedby` naming the error, then the hint).
 *
 * Two ways to hold the value:
 * - controlled (`value` and `onValue`): the value comes from the chart and
 *   each change is sent as an event; the caret is put back after a mask
 *   rewrote the value;
 * - uncontrolled (no `onValue`): the form reads the values on submit and the
 *   input is rewritten in place as the person types.
 *
 * An optional `mask` (models/common/masks.ts) formats the value keeping the caret;
 * `noSpaces` removes spaces as they are typed or pasted (e-mail, spec 001 §5.1).
 * A password field given `revealLabel` has a toggle button beside it that
 * shows or hides what was typed (`aria-pressed`, the input's type).
 */
import { useId, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import type { MaskedValue } from '../../models/common/masks';
import * as controls from '../theme/controls.css';

export type Mask = (value: string, caret?: number) => MaskedValue;

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'size'> {
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  mask?: Mask | undefined;
  noSpaces?: boolean | undefined;
  /** With `onValue`, the controlled value. */
  value?: string | undefined;
  onValue?: ((value: string) => void) | undefined;
  /** `compact` for a field in a grid cell (smaller label, shrinks with the cell). */
  size?: 'regular' | 'compact' | undefined;
  /** Extra class of the wrapper (e.g. a full-width grid cell). */
  className?: string | undefined;
  /** A password field's toggle text ('Mostrar senha'): with it, a button beside the input shows or hides the password. */
  revealLabel?: string | undefined;
}

export function Field({ name, label, hint, error, mask, noSpaces, value, onValue, size = 'regular', className, onInput, revealLabel, ...input }: FieldProps) {
  const id = useId();
  // Only how the typed password is drawn (dots or letters): nothing the flow decides.
  const [revealed, setRevealed] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const compact = size === 'compact';
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && caret.current !== null && document.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  const wrapper = compact ? controls.compactField : controls.field;
  const inputClass = compact ? controls.compactTextInput : controls.textInput;
  const field = (
      <input
        ref={ref}
        id={id}
        name={name}
        className={revealLabel ? `${inputClass} ${controls.revealInput}` : inputClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        onChange={
          onValue
            ? (event) => {
                let next = event.currentTarget.value;
                if (noSpaces) next = next.replace(/\s+/g, '');
                if (mask) {
                  const masked = mask(next, event.currentTarget.selectionStart ?? next.length);
                  caret.current = masked.caret;
                  next = masked.value;
                }
                onValue(next);
              }
            : undefined
        }
        onInput={(event) => {
          if (!onValue) {
            const el = event.currentTarget;
            if (noSpaces && /\s/.test(el.value)) el.value = el.value.replace(/\s+/g, '');
            if (mask) {
              const masked = mask(el.value, el.selectionStart ?? el.value.length);
              if (masked.value !== el.value) {
                el.value = masked.value;
                if (document.activeElement === el) el.setSelectionRange(masked.caret, masked.caret);
              }
            }
          }
          onInput?.(event);
        }}
        {...input}
        {...(revealLabel ? { type: revealed ? 'text' : 'password' } : {})}
      />
  );
  return (
    <div className={className ? `${wrapper} ${className}` : wrapper}>
      <label htmlFor={id} className={compact ? controls.compactLabel : controls.label}>
        {label}
      </label>
      {revealLabel ? (
        <div className={controls.revealRow}>
          {field}
          <button type="button" className={controls.revealButton} aria-pressed={revealed} aria-controls={id} onClick={() => setRevealed((shown) => !shown)}>
            {revealLabel}
          </button>
        </div>
      ) : (
        field
      )}
      {error ? (
        <p id={errorId} className={controls.fieldError}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={controls.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
