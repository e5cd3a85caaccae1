import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { authorization, expectNoSeriousAxeViolations, fixturePath, registerAccount, shoot, signIn } from './support.ts';

/** A deck exported by Anki itself: "Music Intervals", 340 notes in four subdecks (test/fixtures/anki/README.md). */
const FIXTURE = fixturePath('anki/anki21b-340-notes.apkg');
/** Axe on the page below the top bar (the language button's name does not contain its "EN": reported, not ours). */
const BELOW_TOP_BAR = { exclude: 'header' };

test('import an Anki deck from the library, study its cards, export it and get every card back', async ({
  page,
  quiet,
}) => {
  // the file that is not a deck, refused on purpose
  quiet.allow(/\b415\b.*\/api\/import\b/);
  test.setTimeout(120_000);
  const token = await registerAccount(page.request);
  const auth = authorization(token);
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/library');

  // ---- import: a file that is not a deck is refused with the server's message, then the deck ----
  await page.getByRole('button', { name: 'Import Anki deck or CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Anki deck or CSV' });
  await dialog
    .getByLabel('Deck file')
    .setInputFiles({ name: 'notes.apkg', mimeType: 'application/apkg', buffer: Buffer.from('not a zip') });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This file is not an Anki package (.apkg) or a CSV file of cards.',
  );
  await expectNoSeriousAxeViolations(page, BELOW_TOP_BAR);
  await shoot(page, 'exchange-import-refused-1280');

  await dialog.getByLabel('Deck file').setInputFiles(FIXTURE);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/session\?folder_id=root&session_id=[0-9a-f-]{36}$/);
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  await expect(page.getByRole('heading', { name: 'Music Intervals', level: 1 })).toBeVisible();
  await expect(page.getByText('340', { exact: true })).toBeVisible();

  // ---- the cards are there to study ----
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&tab=flashcards`);
  await expect(page.getByTestId('due-progress')).toContainText(/New \d+/);
  await expect(page.getByRole('article', { name: 'Question' })).toContainText(/ of .+ is\.\.\./);
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(page.getByRole('button', { name: /Easy/ })).toBeVisible();
  await shoot(page, 'exchange-imported-cards-1280');

  // ---- export the session from the library: the download re-imports with every card ----
  await page.goto('/library');
  await page.getByRole('main').getByRole('button', { name: 'Options for Music Intervals' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as Anki (.apkg)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Music Intervals.*\.apkg$/);
  const exported = fs.readFileSync((await download.path()) ?? '');
  const reimported = await page.request.post('/api/import', {
    headers: auth,
    multipart: { file: { name: download.suggestedFilename(), mimeType: 'application/apkg', buffer: exported } },
  });
  // the import runs as a job: 202 at once, then its state until done (ADR 064)
  expect(reimported.status(), await reimported.text()).toBe(202);
  const { importId } = (await reimported.json()) as { importId: string };
  const readImport = async () =>
    (await (await page.request.get(`/api/imports/${importId}`, { headers: auth })).json()) as {
      status: string;
      imported: { cards: number };
      skipped: { count: number };
    };
  await expect.poll(async () => (await readImport()).status).toBe('done');
  const finished = await readImport();
  expect(finished.imported.cards).toBe(340);
  expect(finished.skipped.count).toBe(0);

  await page.getByRole('main').getByRole('button', { name: 'Options for Music Intervals' }).first().click();
  const csvDownloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as CSV' }).click();
  const csv = fs.readFileSync((await (await csvDownloading).path()) ?? '', 'utf8');
  expect(csv).toContain('The perfect 5th of C is...');

  const libraryDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export library as Anki' }).click();
  expect((await libraryDownloading).suggestedFilename()).toMatch(/\.apkg$/);
  await expectNoSeriousAxeViolations(page, BELOW_TOP_BAR);
  await shoot(page, 'exchange-library-1280');

  // ---- the account page: download my data ----
  await page.goto('/settings');
  const zipDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const zip = await zipDownloading;
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  expect(
    fs
      .readFileSync((await zip.path()) ?? '')
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await expectNoSeriousAxeViolations(page, BELOW_TOP_BAR);
});

test('import and export in Portuguese, at 375 px and in the dark theme', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await registerAccount(page.request);
  await signIn(page, token);
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/library?lang=pt');
    await page.getByRole('button', { name: 'Importar baralho Anki ou CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar baralho Anki ou CSV' });
    await expect(dialog.getByLabel('Ficheiro do baralho')).toBeVisible();
    await expectNoSeriousAxeViolations(page, BELOW_TOP_BAR);
    await shoot(page, `exchange-import-pt-dark-${width}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.goto('/settings?lang=pt');
    await page.getByRole('button', { name: 'Descarregar os meus dados' }).scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, BELOW_TOP_BAR);
    await shoot(page, `exchange-account-pt-dark-${width}`);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/library?lang=en');
  await page.getByRole('button', { name: 'Import Anki deck or CSV' }).click();
  await page.getByRole('dialog').getByLabel('Deck file').setInputFiles(FIXTURE);
  await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/session_id=/);
  await page.goto('/library');
  await page.getByRole('main').getByRole('button', { name: 'Options for Music Intervals' }).click();
  await expect(page.getByRole('menuitem', { name: 'Export as CSV' })).toBeVisible();
  await shoot(page, 'exchange-menu-en-dark-375');
});

test('import cards into an existing session from its Overview (en and pt, 1280 and 375 px, dark)', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await registerAccount(page.request);
  await signIn(page, token);
  const created = await page.request.post('/api/directory/root/file', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: 'Cell biology',
      flashcards: [{ front: 'What is ATP?', back: 'The cell’s energy currency.', difficulty: 'easy' }],
    },
  });
  expect(created.status()).toBe(201);
  const sessionId = ((await created.json()) as { id: string }).id;
  const csv = (n: number) => ({
    name: `cards-${n}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`front,back\nMitochondrion ${n},Makes ATP\nRibosome ${n},Makes proteins\n`),
  });

  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&tab=overview`);
  await page.getByRole('button', { name: 'Import cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import cards into this session' });
  await dialog.getByLabel('Deck file').setInputFiles(csv(1));
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'exchange-import-into-dialog-en-1280');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '2 cards imported.' })).toBeVisible();
  // the Overview's count follows: 1 card before, 3 now; no new session was made
  // (scoped to the Overview: the sidebar's due badge also reads 3 once the imported cards are due)
  await expect(page.getByRole('tabpanel', { name: 'Overview' }).getByText('3', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'exchange-import-into-done-en-1280');
  const sessions = (await (
    await page.request.get('/api/sessions', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { sessions: unknown[] };
  expect(sessions.sessions).toHaveLength(1);

  await page.emulateMedia({ colorScheme: 'dark' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/session?folder_id=root&session_id=${sessionId}&tab=overview&lang=pt`);
    await page.getByRole('button', { name: 'Importar cartões' }).click();
    const pt = page.getByRole('dialog', { name: 'Importar cartões para esta sessão' });
    await pt.getByLabel('Ficheiro do baralho').setInputFiles(csv(width));
    await expectNoSeriousAxeViolations(page);
    await shoot(page, `exchange-import-into-dialog-pt-dark-${width}`);
    await pt.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 cartões importados.' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, `exchange-import-into-done-pt-dark-${width}`);
  }
});

test('every card of a deck larger than its session file is reached and edited in the card editor', async ({ page }) => {
  test.setTimeout(240_000);
  const token = await registerAccount(page.request);
  const auth = authorization(token);
  const rows = Array.from({ length: 2_100 }, (_v, i) => `Card ${i + 1},Answer ${i + 1}`).join('\n');
  const accepted = await page.request.post('/api/import', {
    headers: auth,
    multipart: { file: { name: 'Large deck.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) } },
  });
  expect(accepted.status(), await accepted.text()).toBe(202);
  const { importId, sessionId } = (await accepted.json()) as { importId: string; sessionId: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/imports/${importId}`, { headers: auth })).json()) as { status: string })
          .status,
      { timeout: 120_000 },
    )
    .toBe('done');
  await signIn(page, token);
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&tab=flashcards`);
  await page.getByRole('button', { name: 'All cards' }).click();
  const pages = page.getByRole('navigation', { name: 'Pages of cards' });
  await expect(pages.getByText('Cards 1–50 of 2,100')).toBeVisible();
  const pageNumber = pages.getByRole('spinbutton', { name: 'Page' });
  await pageNumber.fill('42');
  await pageNumber.press('Enter');
  await expect(pages.getByText('Cards 2,051–2,100 of 2,100')).toBeVisible();
  await page.getByRole('button', { name: 'Edit: Card 2100' }).click();
  await page.getByRole('textbox', { name: 'Back' }).fill('Edited past the first 2,000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Edited past the first 2,000')).toBeVisible();
  await expectNoSeriousAxeViolations(page, BELOW_TOP_BAR);
  const last = (await (
    await page.request.get(`/api/sessions/${sessionId}/flashcards?offset=2099&limit=1`, { headers: auth })
  ).json()) as { flashcards: Array<{ front: string; back: string }> };
  expect(last.flashcards[0]).toMatchObject({ front: 'Card 2100', back: 'Edited past the first 2,000' });
});
