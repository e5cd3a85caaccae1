import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (`npx playwright install` cannot work here).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  const message = `Chromium not found at ${chromiumPath}: install Debian's "chromium" or set CHROMIUM_PATH.`;
  // In CI a missing browser is a failure, never a silent skip.
  if (process.env.CI) throw new Error(message);
  console.warn(message);
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The transcription API and YouTube stand-ins (audio and video journeys) on this port and the next.
const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? PORT + 2000);
// E2E_BASE_URL runs the journeys against a server that is already running (no webServer).
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${PORT}`;
// A fresh data directory per run: every journey starts from an empty database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-'));
const repoRoot = path.resolve(import.meta.dirname, '..');
// Where a journey holds a long document before its whole-document save (ADR 155; see support.ts).
const generationHoldDir = path.join(os.tmpdir(), `mnemo-e2e-hold-${PORT}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results/e2e'),
  fullyParallel: false,
  // One journey file at a time unless E2E_WORKERS says more (ADR 150): the journeys share nothing but
  // the server (each registers its own accounts; billing and OIDC start servers of their own on
  // E2E_BILLING_PORT and E2E_OIDC_PORT), but two at a time is not yet measured on a quiet machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app registers a service worker (issue 26, ADR 094). Journeys not about it run without it,
    // so page.route and the quiet-console guard see every request as before; the installable-app
    // journey (pwa.spec.ts) turns it back on with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: externalBaseURL
    ? undefined
    : [
        {
          command: 'node --import tsx apps/server/src/test/media-stand-ins-server.ts',
          cwd: repoRoot,
          // the YouTube stand-in starts last: once its watch page answers, both listen
          url: `http://127.0.0.1:${STAND_IN_PORT + 1}/watch?v=KXof0q88xbg`,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'pipe',
          stderr: 'pipe',
          env: { STAND_IN_PORT: String(STAND_IN_PORT) },
        },
        {
          command: 'node scripts/start.mjs',
          cwd: repoRoot,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: 'pipe',
          stderr: 'pipe',
          env: {
            PORT: String(PORT),
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            // The journeys register several accounts in a minute; the default auth rate limit is for people.
            AUTH_RATE_LIMIT_PER_MINUTE: '1000',
            // recordings are transcribed, and YouTube captions read, by the stand-ins above
            TRANSCRIBE_BASE_URL: `http://127.0.0.1:${STAND_IN_PORT}/diarized/v1`,
            YOUTUBE_ORIGIN: `http://127.0.0.1:${STAND_IN_PORT + 1}`,
            GENERATION_HOLD_DIR: generationHoldDir,
          },
        },
      ],
});
