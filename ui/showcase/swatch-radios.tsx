/**
 * The card's colour swatches: a radio group of round buttons (WAI-ARIA
 * radio group: one tab stop, the arrow keys move to the next or previous
 * swatch, looping, and select it). The same markup Radix's radio group
 * renders (`role="radio"`, `aria-checked`, `data-state`), written here so the
 * showcase's first load does not carry Radix's roving focus and collection.
 */
import { useRef, type CSSProperties, type KeyboardEvent } from 'react';

export interface SwatchOption {
  value: string;
  label: string;
  style: CSSProperties;
}

export interface SwatchRadiosProps {
  options: readonly SwatchOption[];
  value: string | null | undefined;
  onValueChange: (value: string) => void;
  label: string;
  className: string;
  itemClassName: string;
}

// A horizontal group: left and right move, looping; Home and End (and Page Up / Page Down) go to the ends.
const NEXT_KEYS = new Set(['ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowLeft']);
const FIRST_KEYS = new Set(['Home', 'PageUp']);
const LAST_KEYS = new Set(['End', 'PageDown']);

export function SwatchRadios({ options, value, onValueChange, label, className, itemClassName }: SwatchRadiosProps) {
  const group = useRef<HTMLDivElement>(null);
  const selected = options.findIndex((o) => o.value === value);
  // The tab stop: the selected swatch, else the first.
  const tabStop = selected >= 0 ? selected : 0;

  const move = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : FIRST_KEYS.has(event.key) ? 'first' : LAST_KEYS.has(event.key) ? 'last' : null;
    if (step === null) {
      // A radio is chosen with Space (a click), never Enter.
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    event.preventDefault();
    const count = options.length;
    const to = step === 'first' ? 0 : step === 'last' ? count - 1 : (from + step + count) % count;
    const option = options[to];
    if (!option) return;
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[to]?.focus();
    onValueChange(option.value);
  };

  return (
    <div ref={group} role="radiogroup" aria-label={label} aria-orientation="horizontal" className={className}>
      {options.map((option, i) => {
        const checked = i === selected;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.label}
            data-state={checked ? 'checked' : 'unchecked'}
            value={option.value}
            tabIndex={i === tabStop ? 0 : -1}
            className={itemClassName}
            style={option.style}
            onClick={() => {
              if (!checked) onValueChange(option.value);
            }}
            onKeyDown={(event) => move(event, i)}
          />
        );
      })}
    </div>
  );
}
