import { expect, test } from './fixtures.ts';
import { authorization, fixturePath, registerAccount, shoot, signIn } from './support.ts';

test('create a session from a PDF in the wizard, watch it being processed, land on it', async ({ page }) => {
  const token = await registerAccount(page.request, { tag: 'wizard' });
  await signIn(page, token);

  await page.goto('/new');
  await expect(page.getByRole('heading', { name: 'Create a study session' })).toBeVisible();

  // the spec §5 messages come before any request
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page.getByText('Please upload a valid file.')).toBeVisible();
  await expect(page.getByText('Please enter a name larger than 2 characters.')).toBeVisible();

  await page.getByLabel('Choose a file').setInputFiles(fixturePath('documents/textbook-chapter-10p.pdf'));
  await expect(page.getByText(/Selected: textbook-chapter-10p\.pdf/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Session name' }).fill('Chapter ten');
  await shoot(page, 'wizard-filled');
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
        if (
          await page
            .getByText(label, { exact: true })
            .isVisible()
            .catch(() => false)
        )
          stages.add(label);
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
  const session = await page.request.get(`/api/directory/root/file/${sessionId}`, { headers: authorization(token) });
  const body = (await session.json()) as {
    flashcards: unknown[];
    questions: unknown[];
    documents: Array<{ status: string }>;
  };
  expect(body.flashcards.length).toBeGreaterThan(0);
  expect(body.questions.length).toBeGreaterThan(0);
  expect(body.documents[0]?.status).toBe('completed');
  await expect(page.getByRole('tab', { name: /^Flashcards/ })).toBeVisible();
  await shoot(page, 'wizard-session');
});
