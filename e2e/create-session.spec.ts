import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../test-results/screenshots');
fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** The repository's own copy of the test material (test/fixtures, origin and licence in its README). */
function findFixture(relative: string): string {
  return path.resolve(import.meta.dirname, '../test/fixtures', relative);
}

test('create a session from a PDF in the wizard, watch it being processed, land on it', async ({ page }) => {
  // an account through the API (the library journey covers the forms)
  const email = `wizard-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct horse battery', name: 'Ada Lovelace', ageConfirmed: true },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('mnemo.token', value), token);

  await page.goto('/new');
  await expect(page.getByRole('heading', { name: 'Create a study session' })).toBeVisible();

  // the spec §5 messages come before any request
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page.getByText('Please upload a valid file.')).toBeVisible();
  await expect(page.getByText('Please enter a name larger than 2 characters.')).toBeVisible();

  await page.getByLabel('Choose a file').setInputFiles(findFixture('documents/textbook-chapter-10p.pdf'));
  await expect(page.getByText(/Selected: textbook-chapter-10p\.pdf/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Session name' }).fill('Chapter ten');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wizard-filled.png') });
  await page.getByRole('button', { name: 'Create session' }).click();

  // the live progress: stages appear and the bar moves
  await expect(page.getByRole('heading', { name: 'Preparing “Chapter ten”' })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Processing progress' });
  const seen = new Set<number>();
  const stages = new Set<string>();
  await expect(async () => {
    if (!page.url().includes('/session')) {
      const value = await bar.getAttribute('aria-valuenow', { timeout: 200 }).catch(() => null);
      if (value !== null) seen.add(Number(value));
      for (const label of ['File processed', 'Search index built', 'Exercises generated', 'Document saved']) {
        if (await page.getByText(label, { exact: true }).isVisible().catch(() => false)) stages.add(label);
      }
    }
    expect(page.url()).toContain('/session?folder_id=root&session_id=');
  }).toPass({ timeout: 45_000, intervals: [50] });
  expect(seen.size).toBeGreaterThan(0);
  expect(Math.max(...seen)).toBeGreaterThan(0);
  expect(stages.size).toBeGreaterThan(0);

  // the session, with its generated cards and questions
  await expect(page.getByRole('heading', { name: 'Chapter ten' })).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session_id');
  const session = await page.request.get(`/api/directory/root/file/${sessionId}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await session.json()) as { flashcards: unknown[]; questions: unknown[]; documents: Array<{ status: string }> };
  expect(body.flashcards.length).toBeGreaterThan(0);
  expect(body.questions.length).toBeGreaterThan(0);
  expect(body.documents[0]?.status).toBe('completed');
  await expect(page.getByRole('tab', { name: /^Flashcards/ })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wizard-session.png') });
});
