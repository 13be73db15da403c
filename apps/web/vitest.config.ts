import { defineConfig } from 'vitest/config';

// Unit tests of the web app that need no browser: locale bundles, crypto helpers, pure rules.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', '*.test.ts'],
  },
});
