import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { authorization, registerAccount, signIn } from './support.ts';

/*
 * The installable app (issue 26 items 1 and 5): Chromium finds nothing missing to install it, the
 * service worker is active, and with every request to the server refused (the page's and the
 * worker's) a reload still opens the study page from the precache. The public pages load neither
 * the registration script nor come from the worker. The offline sitting (issue 26 items 2–4) is
 * offline-study.spec.ts.
 */

test.use({ serviceWorkers: 'allow' });

test('installable, its worker active, and a reload offline opens the review page', async ({
  page,
  context,
  quiet,
  playwright,
  launchOptions,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await registerAccount(page.request, { tag: 'pwa' });
  const created = await page.request.post('/api/directory/root/file', {
    headers: authorization(token),
    data: {
      name: 'Cells',
      flashcards: [{ front: 'What is the unit of life?', back: 'The cell', difficulty: 'medium' }],
    },
  });
  expect(created.status()).toBe(201);
  await signIn(page, token);

  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Study now' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  // Chromium never installs from an incognito profile (every Playwright context is one), so the
  // installability check runs in a persistent profile of the same browser
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-pwa-'));
  const persistent = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(baseURL ? { baseURL } : {}),
    serviceWorkers: 'allow',
  });
  try {
    const installed = persistent.pages()[0] ?? (await persistent.newPage());
    await installed.goto('/review');
    await installed.evaluate(async () => navigator.serviceWorker.ready);
    const cdp = await persistent.newCDPSession(installed);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await persistent.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    display: string;
    icons: Array<{ sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/review?source=pwa', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  // the server unreachable for the page and for the worker alike
  quiet.allow(
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource|request failed|NetworkError|Failed to fetch/,
  );
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Study now' })).toBeVisible();
  await context.setOffline(false);
  await context.unroute('**/*');
});

test('the public pages neither load the registration script nor come from the worker', async ({ page }) => {
  const token = await registerAccount(page.request, { tag: 'pwa-public' });
  await signIn(page, token);
  await page.goto('/review');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  for (const path of ['/learn/flashcards', '/pt/pricing']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.fromServiceWorker(), path).toBe(false);
  }
  expect(scripts.filter((script) => /update-prompt|workbox-window/.test(script))).toEqual([]);
  // an app page reloaded does come from the worker (its precached shell)
  const app = await page.goto('/review');
  expect(app?.fromServiceWorker()).toBe(true);
});
