/**
 * After a refused submit, the focus moves to the first field or group with
 * a message (`aria-invalid="true"`), so a keyboard or screen-reader user
 * lands on what to fix; a group (fieldset) hands the focus to its first
 * control. `refusedSubmits` is the chart's count: each refusal moves it once.
 */
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusFirstInvalid(root: ParentNode): HTMLElement | null {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return null;
  const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return null;
  // In the middle of the window: clear of the notice at its top (ui/theme/recipes.css.ts toastViewport), the messages after it in view.
  target.focus({ preventScroll: true });
  // jsdom has no layout (and no scrollIntoView): the focus is what matters there.
  if (typeof invalid.scrollIntoView === 'function') invalid.scrollIntoView({ block: 'center' });
  return target;
}

export function useFocusFirstError(root: RefObject<HTMLElement | null>, refusedSubmits: number): void {
  useEffect(() => {
    if (refusedSubmits > 0 && root.current) focusFirstInvalid(root.current);
  }, [root, refusedSubmits]);
}
