import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server (apps/server) serves dist/ in production and embedded mode; during `vite dev`
// every API call goes to it through the proxy so the browser sees one origin.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});
