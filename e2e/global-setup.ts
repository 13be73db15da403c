import { CHROMIUM_PATH, hasChromium, SKIP_LINE } from './browser';

/** Runs once: without Chromium the journeys skip with one clear line, or fail when E2E_REQUIRED=1. */
export default function setup(): void {
  if (hasChromium) return;
  if (process.env.E2E_REQUIRED === '1') throw new Error(`e2e: ${CHROMIUM_PATH} not installed and E2E_REQUIRED=1 (apt-get install -y chromium)`);
  console.log(SKIP_LINE);
}
