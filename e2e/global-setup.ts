import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, hasChromium, SKIP_LINE } from './browser';
import { seededDataDir } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A started-once server's data directory, which every journey's server starts on a copy of ('' without Chromium). */
    seededDataDir: string;
  }
}

/**
 * Runs once: without Chromium the journeys skip with one clear line, or fail when E2E_REQUIRED=1;
 * with it, one server starts and stops so that the journeys' servers start on its seeded data.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!hasChromium) {
    if (process.env.E2E_REQUIRED === '1') throw new Error(`e2e: ${CHROMIUM_PATH} not installed and E2E_REQUIRED=1 (apt-get install -y chromium)`);
    console.log(SKIP_LINE);
    project.provide('seededDataDir', '');
    return undefined;
  }
  const dir = await seededDataDir();
  project.provide('seededDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
