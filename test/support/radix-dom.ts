/** What Radix primitives need from the browser that jsdom lacks, and a wait for a modal's controls to take clicks. */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const g = globalThis as unknown as { ResizeObserver?: unknown; DOMRect?: unknown };
g.ResizeObserver ??= ResizeObserverStub;
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
}

/**
 * A modal's control once people can press it. Radix turns the page's pointer events off when a modal opens and
 * turns them back on for the modal in a later render; user-event refuses a click in between (a race the tests lost
 * on a loaded machine), so a test waits for that render before clicking.
 */
export async function pressable<T extends Element>(element: T): Promise<T> {
  await waitFor(() => expect(pointerEventsOf(element)).not.toBe('none'));
  return element;
}

/** The pointer events an element gets, as user-event reads them: the closest declaration, its own or an ancestor's. */
function pointerEventsOf(element: Element): string {
  for (let el: Element | null = element; el; el = el.parentElement) {
    const value = getComputedStyle(el).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value;
  }
  return 'auto';
}
