import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Bundles the public pages for prerendering (scripts/prerender.mjs). Our workspace packages ship
// TypeScript sources, so they are bundled; React and friends load from node_modules.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  ssr: { noExternal: [/^@mnemo\//] },
  build: {
    ssr: 'src/features/public-site/prerender/render-public-page.tsx',
    outDir: path.join(import.meta.dirname, 'node_modules/.cache/mnemo-prerender'),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'render-public-page.mjs' } },
  },
});
