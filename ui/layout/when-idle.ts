/** The longest code loaded "when the page is idle" waits for an idle moment. */
export const IDLE_LOAD_MS = 3000;

/** Runs `run` in the browser's next idle moment (at the latest after IDLE_LOAD_MS); without requestIdleCallback, after this task. */
export function whenIdle(run: () => void): void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_LOAD_MS });
  else setTimeout(run, 0);
}
