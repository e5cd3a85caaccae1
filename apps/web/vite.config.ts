import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { NAVIGATE_FALLBACK_DENYLIST } from './src/app/pwa/app-paths.ts';

declare const process: { env: Record<string, string | undefined> };

// The API runs on its own port in development (MNEMO_API_URL to point elsewhere); in production
// the server serves dist/ itself.
const API_TARGET = process.env.MNEMO_API_URL ?? 'http://localhost:3000';

/*
 * The installable app (issue 26, ADR 094): a web app manifest and a Workbox service worker that
 * precaches the app shell and every route's code, so a reload offline opens the app. The worker is
 * registered by the app's own pages only (src/app/pwa/update-prompt.tsx, loaded by the shell), never
 * by the prerendered public pages, and never answers a navigation to them (the denylist). A new
 * version waits until the learner chooses to reload (`prompt`), so it never swaps mid-review.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Mnemo',
    short_name: 'Mnemo',
    description: 'Study your own material with flashcards and spaced repetition.',
    start_url: '/review?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#f7f7fb',
    theme_color: '#5b4bdb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    // the shell (index.html, the entry, its CSS and fonts) and every route's code; not the prerendered
    // public pages, not source maps, not the PDF engine (fetched when a document is opened, then cached
    // by the browser as before)
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
    globIgnores: [
      'prerendered/**',
      '**/*.map',
      '**/pdf.worker*',
      '**/pdf-*.js',
      '**/pdf.*.js',
      'sw.js',
      'workbox-*.js',
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
    cleanupOutdatedCaches: true,
    // the worker never takes over an open page by itself: the page asks (UpdatePrompt's reload)
    skipWaiting: false,
    clientsClaim: false,
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
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
