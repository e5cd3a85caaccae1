import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { authorization, fixturePath, generationHoldDir, registerAccount, shoot, signIn } from './support.ts';

// Issue 25 item 2 (ADR 155): a long document's first cards appear before it has finished
// processing. The server holds this upload before its whole-document save while a file of its
// name is in the hold folder, so the journey sees the in-between state for certain (no sleeps)
// and lets the job finish by removing the file (the server writes `<name>.held` once it waits).
// A share link's visitor sees the same line meanwhile, and it goes for them too (ADR 171).
const FILE_NAME = 'held-think-python-264p.pdf';

interface SessionBody {
  flashcardCount: number;
  documents: Array<{ status: string }>;
}

test('a long document opens with its first cards while the rest is still being made', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const hold = path.join(generationHoldDir(), FILE_NAME);
  fs.mkdirSync(generationHoldDir(), { recursive: true });
  fs.writeFileSync(hold, '');
  fs.rmSync(`${hold}.held`, { force: true });
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const token = await registerAccount(page.request, { tag: 'early-cards' });
    await signIn(page, token);
    await page.goto('/new');
    await page.getByLabel('Choose a file').setInputFiles({
      name: FILE_NAME,
      mimeType: 'application/pdf',
      buffer: fs.readFileSync(fixturePath('documents/thinkpython2-264p.pdf')),
    });
    await page.getByRole('textbox', { name: 'Session name' }).fill('Think Python');
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/sessions') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create session' }).click();
    await uploaded;
    const uploadEndedAt = Date.now();

    // the session opens on its own, its document still processing (held), its first cards there
    await expect(page).toHaveURL(/\/session\?folder_id=root&session_id=/, { timeout: 120_000 });
    const status = page
      .getByRole('status')
      .filter({ hasText: /More cards are being made from \d+ pages? still to read…/ });
    await expect(status).toBeVisible();
    await expect(status).toContainText('The summary covers the first pages');
    // printed, not asserted (the speed target is the benchmark's): from the upload's answer to the first cards on screen
    const firstCardsMs = Date.now() - uploadEndedAt;
    test
      .info()
      .annotations.push({ type: 'first cards shown', description: `${firstCardsMs} ms after the upload ended` });
    console.log(`first cards shown ${firstCardsMs} ms after the upload ended`);
    const sessionId = new URL(page.url()).searchParams.get('session_id');
    const read = async (): Promise<SessionBody> =>
      (await (
        await page.request.get(`/api/directory/root/file/${sessionId}`, { headers: authorization(token) })
      ).json()) as SessionBody;
    // the server is at the hold once its early batches are all saved: their count is final then
    await expect.poll(() => fs.existsSync(`${hold}.held`), { timeout: 120_000 }).toBe(true);
    const early = await read();
    expect(early.documents[0]?.status).toBe('processing');
    expect(early.flashcardCount).toBeGreaterThan(0);
    const flashcardsTab = page.getByRole('tab', { name: /^Flashcards/ });
    await expect(flashcardsTab).toBeVisible();
    await shoot(page, 'early-cards-while-processing');

    // a signed-in visitor with a share link sees the same line (followed with the link's token)
    const share = await page.request.get(`/api/directory/root/file/${sessionId}/share-token`, {
      headers: authorization(token),
    });
    const { shareToken } = (await share.json()) as { shareToken: string };
    const visitorPage = await visitorContext.newPage();
    await signIn(
      visitorPage,
      await registerAccount(page.request, { tag: 'early-cards-visitor', name: 'Visiting Student' }),
    );
    await visitorPage.goto(`/session?folder_id=root&session_id=${sessionId}&sharetoken=${shareToken}&tab=overview`);
    await expect(visitorPage.getByText('You are viewing a shared session.', { exact: false })).toBeVisible();
    const visitorStatus = visitorPage
      .getByRole('status')
      .filter({ hasText: /More cards are being made from \d+ pages? still to read…/ });
    await expect(visitorStatus).toBeVisible();

    // the rest is made: the status line goes and the new cards arrive, without a reload
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('tab', { name: 'Overview' }).click();
    const cardsTile = page
      .getByRole('tabpanel', { name: 'Overview' })
      .getByText('Flashcards', { exact: true })
      .locator('xpath=..');
    await expect(cardsTile).toContainText(String(early.flashcardCount));
    fs.rmSync(hold);
    await expect(status).toBeHidden({ timeout: 120_000 });
    await expect(visitorStatus).toBeHidden({ timeout: 30_000 });
    const final = await read();
    expect(final.documents[0]?.status).toBe('completed');
    expect(final.flashcardCount).toBeGreaterThan(early.flashcardCount);
    await expect(cardsTile).toContainText(String(final.flashcardCount));
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await visitorContext.close();
    fs.rmSync(hold, { force: true });
    fs.rmSync(`${hold}.held`, { force: true });
  }
});
