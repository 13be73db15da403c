/** Whole seconds until an instant, ticking once a second while there is one (a rush's countdown); 0 once it has passed. */
import { useEffect, useState } from 'react';
import { secondsUntil } from './rush';

export function useSecondsUntil(at: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = at === null ? 0 : secondsUntil(at, now);
  useEffect(() => {
    if (at === null || left === 0) return undefined;
    // Aligned to the next whole second of what is left, so the clock never skips or repeats a second.
    const timer = setTimeout(() => setNow(Date.now()), Math.max(50, Date.parse(at) - Date.now() - (left - 1) * 1000));
    return () => clearTimeout(timer);
  }, [at, left, now]);
  return left;
}
