import { hasChromium, SKIP_LINE } from './browser';

/** Runs once: without Chromium the journeys skip with one clear line, or fail when E2E_REQUIRED=1. */
export default function setup(): void {
  if (hasChromium) return;
  if (process.env.E2E_REQUIRED === '1') throw new Error(SKIP_LINE.replace('skipped', 'required but').replace(/ \(set .*\)$/, ''));
  console.log(SKIP_LINE);
}
