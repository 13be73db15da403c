import { defineConfig } from 'vitest/config';
import { localeParts } from './locale-parts-plugin.ts';

// Unit tests of the web app that need no browser: locale bundles, crypto helpers, pure rules. The
// bundles' parts are cut as in the build (src/lib/i18n.ts loads them by part).
export default defineConfig({
  plugins: [localeParts()],
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', '*.test.ts'],
  },
});
