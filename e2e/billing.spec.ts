import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  authorization,
  createSession,
  expectNoSeriousAxeViolations,
  registerAccount,
  shoot,
  signIn,
} from './support.ts';

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
  await spawnTs(
    'apps/server/src/test/fake-stripe-server.ts',
    { FAKE_STRIPE_PORT: String(STRIPE_PORT), WEBHOOK_URL: `${billingOrigin}/api/billing/webhook` },
    /fake stripe at/,
  );
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

test('a FREE user chooses Starter on the pricing page, pays on the provider’s page and is back as STARTER', async ({
  page,
}) => {
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
  await expect(
    page
      .getByRole('dialog', { name: 'Account' })
      .getByText(/2[,.]?000/)
      .first(),
  ).toBeVisible();
});

/** A FREE month's exercises (packages/domain/src/plans.ts) and the share of them one copy takes. */
const FREE_EXERCISES = 1_000;
const EXERCISES_PER_COPY = 100;

/**
 * Another FREE user's session of exactly EXERCISES_PER_COPY generated exercises, shared: saving a
 * copy counts its generated cards and questions against the saver's month (the quota module's
 * copy rule), so ten copies (a FREE plan's documents) take a FREE month's exercises. The study set
 * has no fixed count (issue 20): the 120-page textbook gives about 100 items a learner keeps through
 * the pipeline, and "generate more" adds none once the material has no more, so a copy holds a share
 * the first generation reaches; the surplus questions are deleted (a copy counts what it holds).
 */
async function shareSessionOfExercises(request: APIRequestContext): Promise<{ sessionId: string; shareToken: string }> {
  const token = await registerAccount(request, { name: 'Sharing Person', tag: 'share' });
  const headers = authorization(token);
  const { sessionId } = await createSession(request, token, {
    name: 'Think Python',
    source: { fixture: 'documents/textbook-120p.pdf' },
    questionTypes: ['multiple_choice', 'true_false', 'open_ended'],
  });
  type Items = { flashcards: { id: string }[]; questions: { id: string }[] };
  const read = async (): Promise<Items> =>
    (await (await request.get(`/api/directory/root/file/${sessionId}`, { headers })).json()) as Items;
  const count = (items: Items) => items.flashcards.length + items.questions.length;
  let items = await read();
  while (count(items) < EXERCISES_PER_COPY) {
    const before = count(items);
    const generated = await request.post(`/api/sessions/${sessionId}/generate`, {
      headers,
      data: { flashcards: 100, questions: { multiple_choice: 50, true_false: 50, open_ended: 50 } },
    });
    expect(generated.status(), await generated.text()).toBe(200);
    items = (await generated.json()) as Items;
    expect(count(items), 'generating more added nothing').toBeGreaterThan(before);
  }
  const surplus = items.questions.slice(0, count(items) - EXERCISES_PER_COPY).map((question) => question.id);
  const trimmed = await request.patch(`/api/sessions/${sessionId}/questions`, {
    headers,
    data: { upsert: [], delete: surplus },
  });
  expect(trimmed.status(), await trimmed.text()).toBe(200);
  expect(count(await read())).toBe(EXERCISES_PER_COPY);
  const shared = await request.get(`/api/directory/root/file/${sessionId}/share-token`, { headers });
  expect(shared.status()).toBe(200);
  return { sessionId, shareToken: ((await shared.json()) as { shareToken: string }).shareToken };
}

/** The strings the journey reads, in each interface language. */
const TEXT = {
  en: {
    edit: 'Edit',
    generate: 'Generate more questions',
    added: 'New items added.',
    quotaTitle: 'Quota limit exceeded',
    quotaMessage: 'You have reached the exercises your plan allows this month. Upgrade your plan to generate more.',
    plans: 'See the plans',
    choose: 'Choose Starter',
    free: 'Free',
    currentPlan: 'Current plan',
    active: 'Active',
    renews: /^Renews on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    account: 'Account',
    exercises: 'Exercises',
  },
  pt: {
    edit: 'Editar',
    generate: 'Gerar mais perguntas',
    added: 'Novos itens adicionados.',
    quotaTitle: 'Limite da quota excedido',
    quotaMessage: 'Atingiu os exercícios que o seu plano permite este mês. Mude de plano para gerar mais.',
    plans: 'Ver os planos',
    choose: 'Escolher Starter',
    free: 'Gratuito',
    currentPlan: 'Plano atual',
    active: 'Ativa',
    renews: /^Renova a \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    account: 'Conta',
    exercises: 'Exercícios',
  },
} as const;

test.describe('a FREE user at the exercises limit', () => {
  test.use({ baseURL: billingOrigin });
  let source: { sessionId: string; shareToken: string };

  // the shared session both journeys copy from, made once (the pipeline on a 15-page paper)
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL: billingOrigin });
    source = await shareSessionOfExercises(request);
    await request.dispose();
  });

  for (const { lang, width, colorScheme } of [
    { lang: 'en', width: 1280, colorScheme: 'light' },
    { lang: 'pt', width: 375, colorScheme: 'dark' },
  ] as const) {
    test(`upgrades from the quota modal and the refused generation then works (${lang}, ${width} px, ${colorScheme})`, async ({
      page,
      quiet,
    }) => {
      test.setTimeout(120_000);
      // the generation refused by the quota, on purpose
      quiet.allow(/\b402\b.*\/api\/sessions\/[^/]+\/generate/);
      const text = TEXT[lang];
      const shot = (name: string) => shoot(page, `billing-limit-${name}-${lang}-${width}-${colorScheme}`);
      const { sessionId, shareToken } = source;

      // the learner saves the shared session until the month's exercises are used up
      const token = await registerAccount(page.request, { name: 'Busy Learner', tag: 'limit' });
      const headers = authorization(token);
      let copyId = '';
      for (let copy = 0; copy < FREE_EXERCISES / EXERCISES_PER_COPY; copy += 1) {
        const copied = await page.request.post(
          `/api/sessions/${sessionId}/copy?sharetoken=${encodeURIComponent(shareToken)}`,
          { headers },
        );
        expect(copied.status(), await copied.text()).toBe(201);
        copyId = ((await copied.json()) as { id: string }).id;
      }
      const readQuota = async () =>
        (await (await page.request.get('/api/quota', { headers })).json()) as {
          plan: string;
          exercisesGenerated: number;
        };
      expect(await readQuota()).toMatchObject({ plan: 'FREE', exercisesGenerated: FREE_EXERCISES });
      // the learner clears the last copy's questions to have new ones made: deleting gives no exercise back
      const copy = (await (await page.request.get(`/api/directory/root/file/${copyId}`, { headers })).json()) as {
        questions: { id: string }[];
      };
      const cleared = await page.request.patch(`/api/sessions/${copyId}/questions`, {
        headers,
        data: { upsert: [], delete: copy.questions.map((question) => question.id) },
      });
      expect(cleared.status(), await cleared.text()).toBe(200);
      expect((await readQuota()).exercisesGenerated).toBe(FREE_EXERCISES);

      await signIn(page, token);
      await page.setViewportSize({ width, height: 860 });
      await page.emulateMedia({ colorScheme });
      const sessionUrl = `/session?folder_id=root&session_id=${copyId}&tab=quiz&lang=${lang}`;
      await page.goto(sessionUrl);
      const generate = page.getByRole('button', { name: text.generate });
      await page.getByRole('button', { name: text.edit, exact: true }).click();
      await generate.click();

      // refused: the quota modal names the limit and leads to the plans
      const modal = page.getByRole('dialog', { name: text.quotaTitle });
      await expect(modal.getByText(text.quotaMessage)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shot('quota-modal');
      expect((await readQuota()).exercisesGenerated).toBe(FREE_EXERCISES);
      await modal.getByRole('link', { name: text.plans }).click();

      await expect(page).toHaveURL(lang === 'pt' ? /\/pt\/pricing$/ : /\/pricing$/);
      await expect(page.getByRole('listitem', { name: text.free }).getByText(text.currentPlan)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shot('pricing');
      await page.getByRole('listitem', { name: 'Starter' }).getByRole('button', { name: text.choose }).click();

      // the provider's hosted page (played by the local stand-in), then back on the account page
      await expect(page.getByRole('heading', { name: 'Pay Mnemo' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/settings/);
      await expect(page.getByText(text.active, { exact: true })).toBeVisible();
      await expect(page.getByText(text.renews)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shot('account');
      await page.getByRole('button', { name: text.account, exact: true }).click();
      const panel = page.getByRole('dialog', { name: text.account });
      // the new plan's limits, and a fresh month: the billing anchor moved to the subscription's start
      await expect(panel.getByRole('progressbar', { name: text.exercises })).toHaveAttribute(
        'aria-valuetext',
        /^0 \/ 2[\s.,]?000$/,
      );
      await expectNoSeriousAxeViolations(page);
      await shot('avatar-panel');
      await page.keyboard.press('Escape');
      expect((await readQuota()).plan).toBe('STARTER');

      // the generation refused before now goes through and counts against the new limit
      await page.goto(sessionUrl);
      await page.getByRole('button', { name: text.edit, exact: true }).click();
      await generate.click();
      await expect(page.getByText(text.added)).toBeVisible();
      await expect(page.getByRole('dialog', { name: text.quotaTitle })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await shot('generated');
      // two of each of the three question types asked for
      const after = await readQuota();
      expect(after.exercisesGenerated).toBeGreaterThan(0);
      expect(after.exercisesGenerated).toBeLessThanOrEqual(6);
    });
  }
});

test('with billing off no price is shown anywhere', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('400 documents stored')).toBeVisible();
  await expect(page.getByText(/\$\d/)).toHaveCount(0);
  await expect(page.getByText(/plans are assigned by its operator/)).toBeVisible();
  await page.goto('/pt/pricing');
  await expect(page.getByText(/\d+,\d{2} €/)).toHaveCount(0);
});
