import { defineConfig } from 'vitest/config';
import { localeParts } from './apps/web/locale-parts-plugin.ts';

// Unit tests run everywhere; API tests run through the real HTTP app on PGlite, and again on
// PostgreSQL (with Redis when REDIS_URL is set) when DATABASE_URL is set. Journeys live in e2e/.
const apiTests = ['apps/server/test/**/*.api.test.ts'];
const api = (name: string, db: 'pglite' | 'pg') => ({
  test: {
    name,
    include: apiTests,
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's language bundles load by part (apps/web/src/lib/i18n.ts), cut as in its build.
        plugins: [localeParts()],
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/provider-sim/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/admin/src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      api('api-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [api('api-pg', 'pg')] : []),
    ],
  },
});
