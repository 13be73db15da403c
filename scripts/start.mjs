// `npm start`: rebuild the web app and the server bundle when their sources changed, then run the
// server (which migrates and seeds). `npm run reset`: rebuild the demo data and exit.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

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

const contracts = at('packages/contracts/src');
if (stale(at('apps/web/dist/index.html'), ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((f) => at('apps/web', f)).concat(contracts))) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@platform/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (stale(at('apps/server/dist/main.js'), [at('apps/server/src'), contracts, at('scripts/build-server.mjs')])) {
  console.log('Bundling the server…');
  await buildServer();
}

const entry = process.argv.includes('--reset-only') ? 'cli/reset.js' : 'main.js';
const child = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist', entry)], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
