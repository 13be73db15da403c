/**
 * Global setup of the PGlite API project: boots one seeded test platform, keeps its in-memory database
 * as a tarball and hands its path to the test files (helpers.ts `createTestPlatform` opens it). Every
 * file still gets a database of its own; it only skips initdb, the migrations and the seed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { boot } from '../src/boot';
import { testEnv } from './helpers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database's tarball, or '' when the files boot their own. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const platform = await boot(testEnv({ RUN_JOBS: 'false', UPLOAD_DIR: dir }), { dataDir: null, logger: false });
  const file = path.join(dir, 'seeded.tar');
  try {
    fs.writeFileSync(file, Buffer.from(await (await platform.database.snapshot!()).arrayBuffer()));
  } finally {
    await platform.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
