import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { localePart, type LocalePart } from './src/locales/parts.ts';
import { precompress } from './precompress-plugin.ts';
import { preloadOnlyWhatIsNew } from './preload-plugin.ts';
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

const preloads = preloadOnlyWhatIsNew();

export default defineConfig({
  plugins: [react(), localeParts(), preloads.plugin, ...serviceWorker(new URL('./src/locales', import.meta.url).pathname), precompress()],
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
    // Preload links only for modules a page may not have yet (preload-plugin.ts): none for the start
    // chunk (decision 0059), and none for what the entry and the start chunk have loaded already.
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // dist/.vite/manifest.json: the server links a drawn page's styles and modules in its head (apps/server site/assets.ts).
    manifest: true,
  },
});
