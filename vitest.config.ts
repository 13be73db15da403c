import os from 'node:os';
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
    // PGlite: one seeded database made first, which every file's platform opens a copy of.
    ...(db === 'pglite' ? { globalSetup: ['apps/server/test/pglite-template.ts'] } : {}),
    // The files share one module graph per worker (each still boots its own platform and database):
    // importing the server again for every file was a fifth of the API run.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on CI's 2 cores); the API files mostly wait on the
    // database, so two at a time halve the run.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
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
