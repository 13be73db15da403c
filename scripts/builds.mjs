// Rebuilds the web app and the server bundle only when their sources are newer than the output.
// Used by `npm start` and by the journeys; `node scripts/builds.mjs web|server` runs one from a shell.
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
  if (!outputs.some((output) => stale(output, [...sources, contracts]))) return;
  console.log('Building the web app…');
  // Always a production build: callers such as the journeys run under NODE_ENV=test, which would
  // otherwise give Vite (and React) a development build that `npm start` then serves.
  const r = spawnSync('npm', ['run', 'build', '-w', '@platform/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('web build failed');
}

/** Only the server-rendering bundle (apps/web/dist-ssr), for tests of the server's rendering that need no static app. */
export function ensureSsrBuild() {
  const sources = ['src', 'vite.config.ts', 'vite.ssr.config.ts', 'package.json'].map((f) => at('apps/web', f));
  if (!stale(at('apps/web/dist-ssr/entry-server.js'), [...sources, contracts])) return;
  const r = spawnSync('npm', ['run', 'build:ssr', '-w', '@platform/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('server-rendering build failed');
}

export async function ensureServerBuild() {
  if (!stale(at('apps/server/dist/main.js'), [at('apps/server/src'), contracts, at('scripts/build-server.mjs')])) return;
  console.log('Bundling the server…');
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const what = process.argv[2];
  if (what === 'web') ensureWebBuild();
  else if (what === 'server') await ensureServerBuild();
  else {
    console.error('usage: node scripts/builds.mjs web|server');
    process.exit(2);
  }
}
