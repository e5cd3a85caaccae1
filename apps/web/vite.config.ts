import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

declare const process: { env: Record<string, string | undefined> };

// The API runs on its own port in development (MNEMO_API_URL to point elsewhere); in production
// the server serves dist/ itself.
const API_TARGET = process.env.MNEMO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: each chunk's static and dynamic imports, from which the bench
    // works out what a page loads first (bench/bundle.bench.ts, ADR 050)
    manifest: true,
  },
});
