// `npm start`: rebuild the web app, the back office and the server bundle when their sources changed, then
// run the server in this same process (it migrates and seeds, and prints the site's and the back office's URLs). `npm run reset`: rebuild the demo data and exit.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureAdminBuild, ensureServerBuild, ensureWebBuild } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  ensureWebBuild();
  ensureAdminBuild();
  await ensureServerBuild();
} catch (err) {
  console.error(`✖ ${err.message}`);
  process.exit(1);
}

process.setSourceMapsEnabled(true);
const entry = process.argv.includes('--reset-only') ? 'cli/reset.js' : 'main.js';
await import(pathToFileURL(path.join(root, 'apps/server/dist', entry)).href);
