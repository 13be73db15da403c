import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeParts } from './locale-parts-plugin.ts';
import { precompress } from './precompress-plugin.ts';
import { preloadOnlyWhatIsNew } from './preload-plugin.ts';
import { serviceWorker } from './pwa-plugin.ts';

// The server (apps/server) serves dist/ in production and embedded mode; during `vite dev`
// every API call goes to it through the proxy so the browser sees one origin.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

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
