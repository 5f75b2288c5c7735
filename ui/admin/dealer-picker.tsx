/**
 * The dealer field of a dealer offer: the chosen dealer (name, code and
 * city) with a button to remove it, and a combobox that searches the
 * dealers by code, name or city (WAI-ARIA combobox with a listbox popup:
 * arrows move through the options, Enter chooses, Escape closes, then
 * empties the text). It renders the dealer picker chart and sends what the
 * person does.
 */
import { useId, type FocusEvent, type KeyboardEvent } from 'react';
import { match } from 'ts-pattern';
import { DEALER_QUERY_MAX, DEALER_QUERY_MIN } from '../../models/dealer/admin-dealers';
import type { EditorScreenLabels } from '../../models/labels/offer-editor';
import { useDealerPickerEvents, useDealerPickerSelector } from '../../machines/dealer-picker/dealer-picker.context';
import * as m from '../../machines/dealer-picker/dealer-picker.machine';
import * as controls from '../theme/controls.css';
import * as styles from './dealer-picker.css';

export interface DealerPickerProps {
  actorRef: m.DealerPickerActorRef;
  label: string;
  /** The picker's words: the editor's `dealerPicker` labels. */
  labels: EditorScreenLabels['dealerPicker'];
  /** The draft's message for the dealer ('Escolha a concessionária da oferta.'). */
  error?: string | undefined;
  /** While the editor saves or uploads. */
  disabled?: boolean | undefined;
}

const place = (t: EditorScreenLabels['dealerPicker'], d: { cityName: string | null; state: string }) => (d.cityName ? t.place(d.cityName, d.state) : d.state);

export function DealerPicker({ actorRef, label, labels: t, error, disabled = false }: DealerPickerProps) {
  const id = useId();
  const status = useDealerPickerSelector(actorRef, m.selectStatus);
  const text = useDealerPickerSelector(actorRef, m.selectText);
  const dealers = useDealerPickerSelector(actorRef, m.selectDealers);
  const activeIndex = useDealerPickerSelector(actorRef, m.selectActiveIndex);
  const chosen = useDealerPickerSelector(actorRef, m.selectChosen);
  const failure = useDealerPickerSelector(actorRef, m.selectErrorMessage);
  const canClear = useDealerPickerSelector(actorRef, m.selectCanClear);
  const canRetry = useDealerPickerSelector(actorRef, m.selectCanRetry);
  const canClose = useDealerPickerSelector(actorRef, m.selectCanClose);
  const canMove = useDealerPickerSelector(actorRef, m.selectCanMove);
  const events = useDealerPickerEvents(actorRef);

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = status === 'results' && dealers.length > 0;
  const active = expanded && activeIndex >= 0 ? dealers[activeIndex] : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const chosenId = `${id}-chosen`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && canMove) {
      e.preventDefault();
      events.move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      // Enter never saves the offer from here: it chooses the option the arrows point at.
      e.preventDefault();
      if (active) events.choose(active.id);
    } else if (e.key === 'Escape') {
      if (canClose) {
        e.preventDefault();
        events.close();
      } else if (text !== '') {
        e.preventDefault();
        events.type('');
      }
    }
  };
  // Leaving the picker (not for one of its own buttons) closes the list.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (canClose && !e.currentTarget.contains(e.relatedTarget)) events.close();
  };

  // Every status says what it announces: a new one fails to compile until it does.
  const announcement = match(status)
    .with('searching', () => t.searching)
    .with('results', () => t.results(dealers.length))
    .with('empty', () => t.empty)
    .with('idle', 'debouncing', 'failed', () => '')
    .exhaustive();

  return (
    <div className={styles.picker} onBlur={onBlur} data-testid="dealer-picker" data-status={status}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <div id={chosenId} className={styles.chosen} aria-live="polite">
        {chosen ? (
          <>
            <p className={styles.chosenText}>
              <span className={controls.visuallyHidden}>{`${t.chosen}: `}</span>
              <strong className={styles.chosenName}>{chosen.name}</strong>
              <span className={styles.chosenDetails}>
                {t.code(chosen.id)} · {place(t, chosen)}
              </span>
            </p>
            <button type="button" className={styles.clearButton} onClick={events.clear} disabled={disabled || !canClear}>
              {t.clear}
            </button>
          </>
        ) : (
          <p className={styles.none}>{t.none}</p>
        )}
      </div>
      <div className={styles.combo}>
        <input
          id={id}
          name="dealerId"
          type="text"
          role="combobox"
          className={controls.textInput}
          value={text}
          placeholder={t.placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={DEALER_QUERY_MAX}
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, `${id}-hint`, chosenId].filter(Boolean).join(' ')}
          onChange={(e) => events.type(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {expanded ? (
          <ul id={listId} role="listbox" aria-label={t.label} className={styles.listbox}>
            {dealers.map((d, i) => (
              <li
                key={d.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                className={styles.option}
                // The input keeps the focus: the click chooses, the list does not close first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => events.choose(d.id)}
              >
                <span className={styles.optionName}>{d.name}</span>
                <span className={styles.optionDetails}>
                  {t.code(d.id)} · {place(t, d)} · {d.brands.join(', ')}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {status === 'empty' ? <p className={styles.note}>{t.empty}</p> : null}
      {status === 'failed' ? (
        <div className={styles.failed}>
          <p role="alert" className={controls.fieldError}>
            {failure}
          </p>
          <button type="button" className={styles.retryButton} onClick={events.retry} disabled={disabled || !canRetry}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={controls.fieldError}>
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className={controls.hint}>
        {t.hint(DEALER_QUERY_MIN)}
      </p>
      <p role="status" className={controls.visuallyHidden} data-testid="dealer-picker-status">
        {announcement}
      </p>
    </div>
  );
}
