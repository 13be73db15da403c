/**
 * Ends the current task and resumes in a new one, so a long start-up splits into pieces the browser can
 * answer a tap between (a task over 50 ms blocks one: decision 0041). `scheduler.yield()` resumes ahead
 * of other queued work where the browser has it; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
