import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase } from '../src/db/client';

// Embedded mode only: the data dir belongs to one process at a time.
describe.skipIf(process.env.TEST_DB === 'pg')('embedded data directory', () => {
  it('refuses a second opener with a clear error, and frees the dir on close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datadir-'));
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/already in use/);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps data across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datadir-'));
    const a = await openDatabase({ dataDir: dir });
    await a.migrate();
    await a.db.execute(sql`CREATE TABLE kept (v int)`);
    await a.db.execute(sql`INSERT INTO kept VALUES (42)`);
    await a.close();
    const b = await openDatabase({ dataDir: dir });
    const rows = await b.db.execute(sql`SELECT v FROM kept`);
    expect(JSON.stringify(rows)).toContain('42');
    await b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('npm run reset refuses while a server holds the dir', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datadir-'));
    const held = await openDatabase({ dataDir: dir });
    const root = path.resolve(__dirname, '../../..');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/reset.ts'], { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Stop it before resetting/);
    await held.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
