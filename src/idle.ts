// Work the browser may do when it has nothing better to do: fetching code a
// likely next step needs. Where idle callbacks are missing, after a short wait.

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); the answer cancels it. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, Math.min(timeoutMs, 1000));
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}
