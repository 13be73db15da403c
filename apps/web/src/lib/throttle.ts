/**
 * A gate that lets one action through per interval (spec §4: a favourite toggles at most once per
 * 1000 ms). Actions inside the interval are dropped, not queued: a double click must not toggle twice.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}
