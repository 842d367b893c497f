// When to try the queue again while the page is open and the network keeps failing: soon, then
// less and less often. Tiny and free of Dexie: the entry loads it. `online`, a request that gets
// through and the service worker's report try at once instead (and start the waits over).

export const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 5 * 60_000] as const;

/**
 * Runs `attempt` now (never two at once) and, while it resolves `true` ("still waiting: the
 * network failed"), again after each delay in turn, the last one repeating. Calling the returned
 * function tries at once and starts the waits over.
 */
export function withBackoff(attempt: () => Promise<boolean>, delays: readonly number[] = RETRY_DELAYS_MS): () => Promise<void> {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  const run = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    running ??= attempt()
      .catch(() => true)
      .then((stillWaiting) => {
        if (!stillWaiting) {
          failures = 0;
          return;
        }
        const delay = delays[Math.min(failures, delays.length - 1)];
        failures++;
        timer = setTimeout(() => void run(), delay);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return () => {
    failures = 0;
    return run();
  };
}
