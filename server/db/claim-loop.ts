/**
 * The loop that works an outbox table (the mail outbox, the dealers'
 * webhooks): a round claims the rows due (`FOR UPDATE SKIP LOCKED` and a
 * lease, in the caller's query) and sends each; the loop runs a round every
 * `pollIntervalMs`, at once when woken (a row was committed) or when a round
 * filled its batch without a failure (more may be waiting), and never two
 * rounds at a time in one process.
 */
export interface ClaimLoop {
  /** Starts the loop (a round at once, then every `pollIntervalMs`). */
  start: () => void;
  /** Runs a round now, or right after the one in progress. */
  wake: () => void;
  /** Stops the loop after the round in progress. */
  stop: () => Promise<void>;
}

export interface ClaimLoopOptions {
  /** One round: how many rows it worked and how many of them failed. */
  round: () => Promise<{ worked: number; failed: number }>;
  batchSize: number;
  pollIntervalMs: number;
  /** Logged with the error when a round throws (the loop goes on). */
  failureMessage: string;
  log?: { error: (obj: object, msg: string) => void };
}

export function claimLoop(options: ClaimLoopOptions): ClaimLoop {
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    timer = undefined;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let full = false;
      try {
        const { worked, failed } = await options.round();
        full = worked >= options.batchSize && failed === 0;
      } catch (err) {
        options.log?.error({ err }, options.failureMessage);
      }
      running = undefined;
      const soon = again || full;
      again = false;
      schedule(soon ? 0 : options.pollIntervalMs);
    })();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
