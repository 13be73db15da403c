import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { localePart, type LocalePart } from './src/locales/parts.ts';
import { precompress } from './precompress-plugin.ts';
import { serviceWorker } from './pwa-plugin.ts';

// The server (apps/server) serves dist/ in production and embedded mode; during `vite dev`
// every API call goes to it through the proxy so the browser sees one origin.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * `src/locales/xx.json?part=first` and `?part=later`: the two parts of a language bundle
 * (src/locales/parts.ts), cut at build time so the first screen downloads only what it shows.
 */
export function localeParts(): Plugin {
  const part = /\/locales\/[a-z]+\.json\?part=(first|later)$/;
  return {
    name: 'platform:locale-parts',
    enforce: 'pre',
    load(id) {
      const match = part.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(localePart(bundle, match[1] as LocalePart))};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), localeParts(), ...serviceWorker(new URL('./src/locales', import.meta.url).pathname), precompress()],
  server: {
    proxy: {
      '/wps': { target: apiTarget, changeOrigin: false },
      '/lgw': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // The app's start chunk, imported by the entry to take a drawn page over, comes without a preload link
    // per module: appending about 18 of them was a task of 110–160 ms on a phone right after the first
    // paint (decision 0059). The browser fetches its modules as it reads their imports instead, while the
    // page is already readable; later lazy chunks (pages, dialogs) keep their preloads.
    modulePreload: {
      resolveDependencies: (filename, deps) => (/(^|\/)start-[\w-]+\.js$/.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    // dist/.vite/manifest.json: the server links a drawn page's styles and modules in its head (apps/server site/assets.ts).
    manifest: true,
  },
});
