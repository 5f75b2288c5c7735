/**
 * A task that runs once the page is idle, with only the latest of the calls
 * scheduled before it (the details page's address rewrite: many changes in a
 * row, one `replace`, after the frame that shows them).
 */
export interface LatestTask {
  /** Keeps `run` as the task (replacing one still waiting) and asks for an idle moment. */
  schedule: (run: () => void) => void;
  /** Runs the waiting task now, if any. */
  flush: () => void;
  /** Drops the waiting task. */
  cancel: () => void;
}

/** The longest a task waits for an idle moment. */
const IDLE_TIMEOUT_MS = 200;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  // Without idle callbacks (Safari): after the next frame is out.
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof window.requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function latestTask(): LatestTask {
  let pending: (() => void) | null = null;
  let cancelWait: (() => void) | null = null;
  const flush = () => {
    cancelWait?.();
    cancelWait = null;
    const run = pending;
    pending = null;
    run?.();
  };
  return {
    schedule: (run) => {
      pending = run;
      cancelWait ??= whenIdle(flush);
    },
    flush,
    cancel: () => {
      cancelWait?.();
      cancelWait = null;
      pending = null;
    },
  };
}
