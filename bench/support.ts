/** What the bench scripts share. */

/** Waits until `url` answers 2xx (the server under test is up). */
export async function waitHealthy(url: string, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timeout waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
