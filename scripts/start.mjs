// `npm start`: build the web app when its sources changed, then run the server (which migrates and seeds).
// `npm run reset`: rebuild the demo data and exit.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const stamp = path.join(web, 'dist/index.html');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

function webIsStale() {
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((f) => path.join(web, f));
  sources.push(path.join(root, 'packages/contracts/src'));
  return sources.some((s) => newestMtime(s) > built);
}

function run(script) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], { cwd: root, stdio: 'inherit', env: process.env });
}

if (process.argv.includes('--reset-only')) {
  run('apps/server/src/cli/reset.ts').on('exit', (code) => process.exit(code ?? 1));
} else {
  if (webIsStale()) {
    console.log('Building the web app…');
    const r = spawnSync('npm', ['run', 'build', '-w', '@platform/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const server = run('apps/server/src/main.ts');
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
  server.on('exit', (code) => process.exit(code ?? 0));
}
