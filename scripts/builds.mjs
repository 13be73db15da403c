// Rebuilds the web app, the back office and the server bundle only when their sources are newer than the
// output. Used by `npm start` and by the journeys; `node scripts/builds.mjs web|admin|server` runs one from a shell.
// Concurrent runs (two journeys started at once) take turns through a lock, so no build writes into
// a dist another is writing: the others wait, then build only if the output is still stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);
const contracts = at('packages/contracts/src');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

/** Where the build locks live: ignored by git, beside the other tools' caches. */
const LOCK_ROOT = at('node_modules/.cache/builds');
/** A lock directory without its pid file yet is being created; past this age its creator died in between. */
const PIDLESS_STALE_MS = 10_000;
const WAIT_STEP_MS = 250;

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return err.code === 'EPERM';
  }
}

/** The holder's pid, or null while the lock has none yet (or has just gone). */
function lockPid(dir) {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dir, 'pid'), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** True when the lock at `dir` belongs to nobody: its pid is dead, or it never got one. */
function isStale(dir) {
  const pid = lockPid(dir);
  if (pid !== null) return !isAlive(pid);
  try {
    return Date.now() - fs.statSync(dir).mtimeMs > PIDLESS_STALE_MS;
  } catch {
    return false; // gone meanwhile: the next mkdir decides
  }
}

/**
 * Removes a stale lock. It is first renamed away (atomic: of two processes taking the same lock over,
 * one rename fails), then checked again, since between the check and the rename the lock may have been
 * taken over and taken anew: a live lock caught so is put back.
 */
function takeOver(dir) {
  const aside = `${dir}.stale-${process.pid}`;
  try {
    fs.renameSync(dir, aside);
  } catch {
    return;
  }
  if (!isStale(aside)) {
    try {
      fs.renameSync(aside, dir);
      return;
    } catch {
      // A third process holds `dir` now; the caught holder's lock is lost, its build still runs.
    }
  }
  fs.rmSync(aside, { recursive: true, force: true });
}

/**
 * Takes the lock `name` (a directory made with mkdir, which exists or not atomically, holding the pid),
 * waiting while a live process holds it. `lockRoot` and `log` are for tests.
 * @returns {{ dir: string, waitedMs: number }}
 */
export function acquireBuildLock(name, { lockRoot = LOCK_ROOT, log = (line) => console.log(line) } = {}) {
  fs.mkdirSync(lockRoot, { recursive: true });
  const dir = path.join(lockRoot, `${name}.lock`);
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return { dir, waitedMs: Date.now() - started };
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    if (isStale(dir)) {
      takeOver(dir);
      continue;
    }
    if (!told) {
      log(`Waiting for the ${name} build of process ${lockPid(dir) ?? '(starting)'}…`);
      told = true;
    }
    sleepSync(WAIT_STEP_MS);
  }
}

/** Gives the lock back, unless it is no longer this process's (taken over meanwhile). */
export function releaseBuildLock(lock) {
  if (lockPid(lock.dir) === process.pid) fs.rmSync(lock.dir, { recursive: true, force: true });
}

/** Runs `build` under the lock `name` when `needed()` says so, asking again once the lock is held. */
function buildLocked(name, needed, build) {
  if (!needed()) return;
  const lock = acquireBuildLock(name);
  const release = () => releaseBuildLock(lock);
  try {
    // Another process may have built it while this one waited.
    if (!needed()) return release();
    const done = build();
    if (done instanceof Promise) return done.finally(release);
  } catch (err) {
    release();
    throw err;
  }
  release();
}

/** True when `output` is missing or older than any of `sources`. */
function stale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

export function ensureWebBuild() {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'vite.ssr.config.ts', 'precompress-plugin.ts', 'pwa-plugin.ts', 'package.json'].map((f) => at('apps/web', f));
  // Two outputs of one build: the static app and its server-rendering bundle (decision 0035).
  const outputs = [at('apps/web/dist/index.html'), at('apps/web/dist-ssr/entry-server.js')];
  buildLocked('web', () => outputs.some((output) => stale(output, [...sources, contracts])), () => {
    console.log('Building the web app…');
    // Always a production build: callers such as the journeys run under NODE_ENV=test, which would
    // otherwise give Vite (and React) a development build that `npm start` then serves.
    const r = spawnSync('npm', ['run', 'build', '-w', '@platform/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error('web build failed');
  });
}

/** The back office (apps/admin, decision 0043), served by the server under /admin. */
export function ensureAdminBuild() {
  // It uses the web's precompress plugin, so that file is one of its sources.
  const sources = [...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((f) => at('apps/admin', f)), at('apps/web/precompress-plugin.ts')];
  buildLocked('admin', () => stale(at('apps/admin/dist/index.html'), [...sources, contracts]), () => {
    console.log('Building the back office…');
    // A production build whatever NODE_ENV the caller runs under, as for the web app.
    const r = spawnSync('npm', ['run', 'build', '-w', '@platform/admin'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error('back office build failed');
  });
}

/** Only the server-rendering bundle (apps/web/dist-ssr), for tests of the server's rendering that need no static app. */
export function ensureSsrBuild() {
  const sources = ['src', 'vite.config.ts', 'vite.ssr.config.ts', 'package.json'].map((f) => at('apps/web', f));
  // The web build's lock: both write apps/web/dist-ssr.
  buildLocked('web', () => stale(at('apps/web/dist-ssr/entry-server.js'), [...sources, contracts]), () => {
    const r = spawnSync('npm', ['run', 'build:ssr', '-w', '@platform/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error('server-rendering build failed');
  });
}

export async function ensureServerBuild() {
  await buildLocked('server', () => stale(at('apps/server/dist/main.js'), [at('apps/server/src'), contracts, at('scripts/build-server.mjs')]), async () => {
    console.log('Bundling the server…');
    await buildServer();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const what = process.argv[2];
  if (what === 'web') ensureWebBuild();
  else if (what === 'admin') ensureAdminBuild();
  else if (what === 'server') await ensureServerBuild();
  else {
    console.error('usage: node scripts/builds.mjs web|admin|server');
    process.exit(2);
  }
}
