/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), for work the first paint
 * must not wait for or compete with. Returns a cancel function. Safari has no requestIdleCallback.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(id);
}
