import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, shoot } from './support.ts';

// A second server signing people in through a real OpenID Connect provider (oidc-provider, run as
// a process of its own), with SIGNUP=oidc-only and the provider's group `mnemo-admins` making
// admins. The suite's own server has no provider.
const ROOT = path.resolve(import.meta.dirname, '..');
const OIDC_APP_PORT = Number(process.env.E2E_OIDC_PORT ?? 3208);
const PROVIDER_PORT = OIDC_APP_PORT + 1000;
const origin = `http://localhost:${OIDC_APP_PORT}`;

const children: ChildProcess[] = [];
const dataDirs: string[] = [];

function spawnTs(file: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const errors: string[] = [];
  readline.createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => ready.test(line) && resolve(child));
    child.on('exit', (code) => reject(new Error(`${file} exited (${code}):\n${errors.slice(-20).join('\n')}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-oidc-'));
  dataDirs.push(dataDir);
  await spawnTs(
    'apps/server/src/test/oidc-provider-server.ts',
    {
      OIDC_TEST_PORT: String(PROVIDER_PORT),
      OIDC_TEST_REDIRECT_URI: `${origin}/api/auth/oidc/callback`,
      OIDC_TEST_ACCOUNT: JSON.stringify({
        sub: 'e2e-head',
        email: 'head@school.example',
        email_verified: true,
        name: 'Head Teacher',
        groups: ['mnemo-admins'],
      }),
    },
    /oidc provider at/,
  );
  await spawnTs(
    'apps/server/src/main.ts',
    {
      PORT: String(OIDC_APP_PORT),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: `http://127.0.0.1:${PROVIDER_PORT}`,
      OIDC_CLIENT_ID: 'mnemo-test',
      OIDC_CLIENT_SECRET: 'mnemo-test-secret-0123456789abcdef',
      OIDC_NAME: 'Escola Azul',
      OIDC_ADMIN_GROUP: 'mnemo-admins',
      SIGNUP: 'oidc-only',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    /Mnemo is running at/,
  );
});

test.afterAll(async () => {
  await Promise.all(children.splice(0).map(stop));
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test('a school signs in through its provider, and its admin runs the Admin page at 1280 and 375 px, in English and Portuguese', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/register`);
  // oidc-only: no password form, only the school's provider
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /13/ }).check();
  await page.getByRole('link', { name: 'Sign in with Escola Azul' }).click();

  // through the provider and back, signed in; the group made this account an admin
  await page.waitForURL(`${origin}/`);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'Admin' }).click();
  await page.waitForURL(`${origin}/admin`);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByText('head@school.example').first()).toBeVisible();
  await expect(page.getByText('the sign-in provider changed the role head@school.example → admin')).toBeVisible();

  // an invitation without mail: the link to copy
  await page.getByRole('textbox', { name: 'Email to invite' }).fill('new.teacher@school.example');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
    new RegExp(`^${origin}/register\\?invitation=`),
  );
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'admin-1280-en');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'Invitations' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, 'admin-375-en');

  await page.goto(`${origin}/admin?lang=pt`);
  await expect(page.getByRole('heading', { name: 'Utilizadores' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registo de auditoria' })).toBeVisible();
  await expect(
    page.getByText('o serviço de início de sessão mudou a função head@school.example → admin'),
  ).toBeVisible();
  await shoot(page, 'admin-375-pt');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'admin-1280-pt');
});
