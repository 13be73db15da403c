import { defineConfig } from 'vitest/config';

// User journeys in Debian Chromium against the real server (embedded PGlite), one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
