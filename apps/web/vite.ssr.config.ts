import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeParts } from './locale-parts-plugin.ts';

/**
 * The server-rendering bundle (decision 0035): src/entry-server.tsx for Node, into dist-ssr/ beside
 * the static dist/ (never served: the server imports it). `npm run build` makes both.
 */
export default defineConfig({
  plugins: [react(), localeParts()],
  // The public files belong to the static dist only.
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    // One file, lazy pages inlined: the server re-imports it after a rebuild (a new URL), and chunks
    // importing the entry back would then load a second copy with its own React contexts.
    rollupOptions: { output: { entryFileNames: 'entry-server.js', inlineDynamicImports: true } },
  },
  // The contracts package is TypeScript source: bundled, not left for Node to import.
  ssr: { noExternal: ['@platform/contracts'] },
});
