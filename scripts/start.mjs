// `npm start`: rebuild the web app and the server bundle when their sources changed, then run the
// server (which migrates and seeds). `npm run reset`: rebuild the demo data and exit.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, ensureWebBuild } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  ensureWebBuild();
  await ensureServerBuild();
} catch (err) {
  console.error(`✖ ${err.message}`);
  process.exit(1);
}

const entry = process.argv.includes('--reset-only') ? 'cli/reset.js' : 'main.js';
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist', entry)], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
