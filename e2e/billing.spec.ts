import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, registerAccount } from './support.ts';

// A second server with BILLING=stripe, its SDK pointed at the Stripe stand-in (which also plays
// Stripe's hosted checkout page and sends signed webhooks back). The suite's own server runs with
// the default BILLING=off.
const ROOT = path.resolve(import.meta.dirname, '..');
const BILLING_PORT = Number(process.env.E2E_BILLING_PORT ?? 3204);
const STRIPE_PORT = BILLING_PORT + 1000;
const billingOrigin = `http://localhost:${BILLING_PORT}`;

/**
 * Every process this file started, from the moment it is spawned (not once it is ready: one that
 * never gets ready must be stopped too), and the data directories to remove after them.
 */
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

function spawnTs(file: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const errors: string[] = [];
  readline.createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => ready.test(line) && resolve(child));
    child.on('exit', (code) => reject(new Error(`${file} exited (${code}):\n${errors.slice(-20).join('\n')}`)));
  });
}

/** Stops a child and resolves once it has exited, so that its port is free for the next run. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// A worker that ends without its afterAll (an interrupted run) still takes its servers with it.
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-billing-'));
  dataDirs.push(dataDir);
  await spawnTs('apps/server/src/test/fake-stripe-server.ts', { FAKE_STRIPE_PORT: String(STRIPE_PORT), WEBHOOK_URL: `${billingOrigin}/api/billing/webhook` }, /fake stripe at/);
  await spawnTs(
    'apps/server/src/main.ts',
    {
      PORT: String(BILLING_PORT),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      PUBLIC_URL: billingOrigin,
      LOG_LEVEL: 'warn',
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_mnemo',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_mnemo',
      STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_monthly',
      STRIPE_PRICE_STARTER_ANNUAL: 'price_starter_annual',
      STRIPE_PRICE_PERSONAL_MONTHLY: 'price_personal_monthly',
      STRIPE_PRICE_PERSONAL_ANNUAL: 'price_personal_annual',
      STRIPE_PRICE_ULTIMATE_MONTHLY: 'price_ultimate_monthly',
      STRIPE_PRICE_ULTIMATE_ANNUAL: 'price_ultimate_annual',
      STRIPE_PROMOTION_COUPON: 'coupon_early',
      STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
      // the journeys register several accounts in a minute; the default auth rate limit is for people
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    /Mnemo is running at/,
  );
});

test.afterAll(async () => {
  await Promise.all(children.splice(0).map(stop));
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test('a FREE user chooses Starter on the pricing page, pays on the provider’s page and is back as STARTER', async ({ page }) => {
  const token = await registerAccount(page.request, { name: 'Paying Person', tag: 'pay', origin: billingOrigin });
  await page.goto(`${billingOrigin}/`);
  await page.evaluate((value) => window.localStorage.setItem('mnemo.token', value), token);

  await page.goto(`${billingOrigin}/pricing`);
  const starter = page.getByRole('listitem', { name: 'Starter' });
  await expect(starter.getByText('$3.99/month')).toBeVisible();
  await expect(starter.getByText('$39.90/year')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Free' }).getByText('Current plan')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await starter.getByRole('button', { name: 'Choose Starter' }).click();
  await expect(page.getByRole('heading', { name: 'Pay Mnemo' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(/\/settings/);
  await expect(page.getByText(/^Renews on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Account' }).getByText(/2[,.]?000/).first()).toBeVisible();
});

test('with billing off no price is shown anywhere', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('400 documents stored')).toBeVisible();
  await expect(page.getByText(/\$\d/)).toHaveCount(0);
  await expect(page.getByText(/plans are assigned by its operator/)).toBeVisible();
  await page.goto('/pt/pricing');
  await expect(page.getByText(/\d+,\d{2} €/)).toHaveCount(0);
});
