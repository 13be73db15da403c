// `npm test`: lint, type-check every workspace, unit + API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), then the Chromium journeys. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { cwd: opts.cwd ?? root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  const ok = r.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function count(reportFile) {
  if (!fs.existsSync(reportFile)) return;
  const r = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

step('lint (eslint)', 'npx', ['eslint', '.']);
step('type check (tsc --noEmit, every workspace)', 'npm', ['run', 'typecheck', '--silent']);

const projects = ['unit', 'api-pglite', ...(process.env.DATABASE_URL ? ['api-pg'] : [])];
const vitestReport = path.join(reports, 'vitest.json');
step(`unit and API tests (${projects.join(', ')})`, 'npx', [
  'vitest', 'run', ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`,
]);
count(vitestReport);

const e2eReport = path.join(reports, 'e2e.json');
step('journeys in Chromium (e2e)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eReport}`,
], { cwd: path.join(root, 'e2e') });
count(e2eReport);

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
