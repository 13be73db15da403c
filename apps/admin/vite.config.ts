import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// The web's plugin, so both apps leave .br and .gz copies that the server sends (decision 0034).
import { precompress } from '../web/precompress-plugin.ts';

// The server serves dist/ under /admin (decision 0043); during `vite dev` the API goes to it through the proxy.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    proxy: { '/wps': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
