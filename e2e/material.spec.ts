import { expect, test } from './fixtures.ts';
import { routeFakeYoutube, type FakeYoutubeHandle } from './fake-youtube.ts';
import {
  authorization,
  createSession,
  expectNoSeriousAxeViolations,
  registerAccount,
  requireSystemConverter,
  shoot,
  signIn,
} from './support.ts';

/** Axe on the material pane (the header and study pane belong to other areas of the page). */
const MATERIAL_PANE = { include: '#session-panel-material' };

test('read the 120-page textbook: jump to page 100 by the page box', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await registerAccount(page.request);
  const { sessionId, documentId } = await createSession(page.request, token, {
    name: 'Textbook',
    source: { fixture: 'documents/textbook-120p.pdf' },
    questionTypes: ['true_false'],
  });
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&doc=${documentId}`);

  const pageBox = page.getByRole('textbox', { name: 'Page', exact: true });
  await expect(page.getByRole('region', { name: 'Page 1', exact: true })).toBeVisible();
  await expect(page.getByText('of 120')).toBeVisible();
  await pageBox.fill('100');
  await pageBox.press('Enter');
  await expect(page.getByRole('region', { name: 'Page 100', exact: true })).toBeInViewport();
  await expect(page).toHaveURL(/page=100/);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pageBox).toHaveValue('101');
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(pageBox).toHaveValue('100');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(pageBox).toHaveValue('100');
  await expectNoSeriousAxeViolations(page, MATERIAL_PANE);

  // highlight a sentence of page 100: select a line of its text layer
  const page100 = page.getByRole('region', { name: 'Page 100', exact: true });
  await expect(page100.locator('.textLayer span').first()).toBeAttached();
  const quote = await page100.evaluate((element) => {
    const span = [...element.querySelectorAll('.textLayer span')].find(
      (candidate) => (candidate.textContent ?? '').trim().length > 25,
    )!;
    const range = document.createRange();
    range.selectNodeContents(span);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString().trim();
  });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/annotations') && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Highlight', exact: true }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('key sentence');
  await page.getByRole('button', { name: 'Save note' }).click();
  await page.keyboard.press('Escape');
  await saved;
  const highlight = page100.getByRole('button', { name: 'Highlight with note: key sentence' });
  await expect(highlight).toBeVisible();

  // draw an area with a note
  await page.getByRole('button', { name: 'Draw area' }).click();
  const box = (await page100.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 5 });
  await page.mouse.up();
  await page.getByRole('textbox', { name: 'Note' }).fill('the figure');
  await page.getByRole('button', { name: 'Save note' }).click();
  await page.keyboard.press('Escape');
  const area = page100.getByRole('button', { name: 'Area on page 100' });
  await expect(area).toBeVisible();
  await shoot(page, 'material-pdf-annotations-1280');
  const before = {
    highlight: (await highlight.boundingBox())!,
    area: (await area.boundingBox())!,
    page: (await page100.boundingBox())!,
  };

  // every change is on the server: after a reload both are back in place, on the same page
  await expect(async () => {
    const session = await page.request.get(`/api/directory/root/file/${sessionId}`, { headers: authorization(token) });
    const body = (await session.json()) as {
      pdfAnnotations: Array<{ kind: string; note: string | null; quote: string | null }>;
    };
    expect(body.pdfAnnotations.map((item) => [item.kind, item.note])).toEqual(
      expect.arrayContaining([
        ['text', 'key sentence'],
        ['area', 'the figure'],
      ]),
    );
    expect(body.pdfAnnotations.find((item) => item.kind === 'text')?.quote).toBe(quote);
  }).toPass({ timeout: 10_000 });
  // After a reload the page paints from the persisted cache, whose signed URL opens the PDF, while
  // a fresh URL is asked for; the viewer then reopens the PDF from the fresh one. That answer is
  // held here until the cached URL has shown page 100 (the order that once failed in CI, and only
  // sometimes), so the reopened document must keep the place.
  const firstUrl = (
    await page.evaluate(() => [...performance.getEntriesByType('resource')].map((entry) => entry.name))
  ).find((name) => name.includes('/api/media/documents/'))!;
  expect(firstUrl).toBeTruthy();
  let releaseFreshUrl = () => undefined as void;
  const cachedUrlShown = new Promise<void>((resolve) => (releaseFreshUrl = resolve));
  await page.route('**/content-url?*', async (route) => {
    await cachedUrlShown;
    await route.continue();
  });
  await page.reload();
  await expect(page100).toBeInViewport();
  const freshUrlOpened = page.waitForRequest(
    (request) => request.url().includes('/api/media/documents/') && request.url() !== firstUrl,
  );
  releaseFreshUrl();
  await freshUrlOpened;
  await page.unroute('**/content-url?*');
  await expect(page100).toBeInViewport();
  await expect(page).toHaveURL(/page=100/);
  await expect(highlight).toBeVisible();
  await expect(area).toBeVisible();
  const after = {
    highlight: (await highlight.boundingBox())!,
    area: (await area.boundingBox())!,
    page: (await page100.boundingBox())!,
  };
  // the same place on the page (the page itself may be drawn at another width after the reload)
  const relative = (
    shape: { x: number; y: number; width: number },
    pageBox: { x: number; y: number; width: number; height: number },
  ) => ({
    x: (shape.x - pageBox.x) / pageBox.width,
    y: (shape.y - pageBox.y) / pageBox.height,
    width: shape.width / pageBox.width,
  });
  for (const key of ['highlight', 'area'] as const) {
    const was = relative(before[key], before.page);
    const is = relative(after[key], after.page);
    expect(is.x).toBeCloseTo(was.x, 2);
    expect(is.y).toBeCloseTo(was.y, 2);
    expect(is.width).toBeCloseTo(was.width, 2);
  }

  // the list beside the pages
  await page.getByRole('button', { name: 'Annotations (2)' }).click();
  await expect(page.getByRole('complementary', { name: 'Annotations (2)' }).getByText('the figure')).toBeVisible();
  await shoot(page, 'material-pdf-list-1280');
  await expectNoSeriousAxeViolations(page, MATERIAL_PANE);

  // 375 px, dark theme
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 760 });
  await page.getByRole('tab', { name: 'Material' }).click();
  await expect(page.getByRole('region', { name: 'Page 100', exact: true })).toBeInViewport();
  await shoot(page, 'material-pdf-375-dark');
});

test('page through the 23-slide deck, and read the speaker notes of sample-show.pptx', async ({ page }) => {
  // the slides as pictures are LibreOffice's rendering (without it the pane shows their text)
  requireSystemConverter('soffice', 'libreoffice-impress');
  test.setTimeout(240_000);
  const token = await registerAccount(page.request);
  const deck = await createSession(page.request, token, {
    name: 'Lecture deck',
    source: { fixture: 'documents/lecture-deck-23-slides.pptx' },
    questionTypes: ['true_false'],
  });
  const show = await createSession(page.request, token, {
    name: 'Sample show',
    source: { fixture: 'documents/sample-show.pptx' },
    questionTypes: ['true_false'],
  });
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 860 });

  await page.goto(`/session?folder_id=root&session_id=${deck.sessionId}&doc=${deck.documentId}`);
  await expect(page.getByRole('region', { name: 'Slide 1', exact: true })).toBeVisible();
  await expect(page.getByText('Slide 1 of 23')).toBeVisible();
  for (let slide = 2; slide <= 4; slide += 1) {
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByRole('region', { name: `Slide ${slide}`, exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/slide=4/);
  await expect(page.getByText('No speaker notes.')).toBeVisible();
  await shoot(page, 'material-slides-1280');
  await expectNoSeriousAxeViolations(page, MATERIAL_PANE);

  await page.goto(`/session?folder_id=root&session_id=${show.sessionId}&doc=${show.documentId}`);
  await expect(page.getByRole('region', { name: 'Slide 1', exact: true })).toBeVisible();
  const notes = page.getByRole('figure').getByText('Speaker notes');
  await expect(notes).toBeVisible();
  const chunks = await page.request.get(`/api/documents/${show.documentId}/chunks`, { headers: authorization(token) });
  const firstSlide = ((await chunks.json()) as { chunks: Array<{ text: string; slide: number | null }> }).chunks.find(
    (chunk) => chunk.slide === 1,
  )!;
  const expectedNotes = firstSlide.text
    .split(/\n\s*\n/)
    .slice(1)
    .join('\n')
    .trim()
    .split('\n')[0]!;
  expect(expectedNotes.length).toBeGreaterThan(0);
  await expect(page.getByRole('figure').getByText(expectedNotes, { exact: false })).toBeVisible();
  await shoot(page, 'material-slides-notes-1280');
});

test('a second user opens a share link: read-only, saves the session and lands on their copy; refusals', async ({
  page,
  browser,
  quiet,
}) => {
  test.setTimeout(180_000);
  // the revoked link's reads are refused on purpose (403)
  quiet.allow(/\b403\b.*[?&]sharetoken=/);
  const ownerToken = await registerAccount(page.request, { name: 'Owner Person' });
  const { sessionId, documentId } = await createSession(page.request, ownerToken, {
    name: 'Shared cells',
    source: {
      text: 'Cells are the basic unit of life. The mitochondrion makes most of the cell energy as ATP. The nucleus holds the genetic material of the cell, and ribosomes build proteins from it.',
    },
    questionTypes: ['true_false'],
  });
  const share = await page.request.get(`/api/directory/root/file/${sessionId}/share-token`, {
    headers: authorization(ownerToken),
  });
  const { shareToken } = (await share.json()) as { shareToken: string };
  const link = `/session?folder_id=root&session_id=${sessionId}&sharetoken=${shareToken}`;

  // not signed in: the spec's message, with log in and register
  const stranger = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(link);
  await expect(strangerPage.getByText('You are not authorized to access this session.')).toBeVisible();
  await expect(strangerPage.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(strangerPage.getByRole('main').getByRole('link', { name: 'Create account' })).toBeVisible();
  await shoot(strangerPage, 'share-not-signed-in-1280');
  await stranger.close();

  // a signed-in visitor: the session read-only, no control that changes it
  const visitorToken = await registerAccount(page.request, { name: 'Visiting Student' });
  await signIn(page, visitorToken);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`${link}&tab=overview&doc=${documentId}`);
  await expect(page.getByRole('heading', { name: 'Shared cells' })).toBeVisible();
  await expect(page.getByText('You are viewing a shared session.', { exact: false })).toBeVisible();
  // the text itself (pasted text is now named by its first words, so the document picker's option says it too)
  await expect(
    page.getByText('Cells are the basic unit of life.', { exact: false }).filter({ visible: true }).first(),
  ).toBeVisible();
  for (const name of ['Share', 'Add material', 'Highlight'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await shoot(page, 'share-visitor-1280');
  await expectNoSeriousAxeViolations(page);

  // Save to my library → the copy opens, theirs (Share shows, no banner, no share token in the URL)
  await page.getByRole('button', { name: 'Save to my library' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Save to my library' });
  await expect(dialog).toContainText('Save a copy of “Shared cells” to your library?');
  await shoot(page, 'share-visitor-save-1280');
  await dialog.getByRole('button', { name: 'Save to my library' }).click();
  await expect(page).not.toHaveURL(new RegExp(sessionId));
  await expect(page).not.toHaveURL(/sharetoken=/);
  await expect(page.getByRole('heading', { name: 'Shared cells' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(page.getByText('You are viewing a shared session.', { exact: false })).toHaveCount(0);
  // their own session's top bar (mode, language, music, account) fits at 375 px
  await page.setViewportSize({ width: 375, height: 760 });
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeInViewport();
  expect(await page.evaluate(() => window.document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shoot(page, 'share-copy-375');
  await page.setViewportSize({ width: 1280, height: 860 });
  const copyId = new URL(page.url()).searchParams.get('session_id')!;
  const copy = await page.request.get(`/api/directory/root/file/${copyId}`, { headers: authorization(visitorToken) });
  expect(((await copy.json()) as { isOwner: boolean; documents: unknown[] }).isOwner).toBe(true);

  // the owner stops sharing: the link is refused with the server's message
  const revoked = await page.request.delete(`/api/directory/root/file/${sessionId}/share-token`, {
    headers: authorization(ownerToken),
  });
  expect(revoked.status()).toBe(204);
  await page.goto(link);
  await expect(
    page.getByText('This share link is not valid. Ask the person who shared it for a new one.'),
  ).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 760 });
  await shoot(page, 'share-refused-375-dark');
});

test('listen to a recording: rename a speaker, click a transcript line and the player goes there', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await registerAccount(page.request);
  // transcribed by the transcription stand-in (e2e/playwright.config.ts), which names two speakers
  const { sessionId, documentId } = await createSession(page.request, token, {
    name: 'Phone call',
    source: { fixture: 'audio/two-speakers.wav' },
    questionTypes: ['true_false'],
  });
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&doc=${documentId}`);

  const transcript = page.getByRole('list', { name: 'Transcript', exact: true });
  const lines = transcript.getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  const speakers = page.getByRole('list', { name: 'Speakers', exact: true }).getByRole('listitem');
  await expect(speakers).toHaveCount(2);
  const read = await page.request.get(`/api/documents/${documentId}/chunks`, { headers: authorization(token) });
  const firstSpeaker = ((await read.json()) as { speakers: Array<{ label: string }> }).speakers[0]!.label;
  // the avatar's initials are beside the name (hidden from assistive technology)
  await expect(speakers.first().getByText(firstSpeaker, { exact: true })).toBeVisible();
  const audio = page.locator('audio');
  // the recording is streamed from its signed URL: the player knows its length once it has the metadata
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(1);

  // rename the first speaker: every line of theirs says the new name
  await page.getByRole('button', { name: `Edit speaker ${firstSpeaker}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit speaker ${firstSpeaker}` });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Diane');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(speakers.first().getByText('Diane', { exact: true })).toBeVisible();
  await expect(transcript.getByText(firstSpeaker, { exact: true })).toHaveCount(0);
  const dianeLines = await transcript.getByText('Diane', { exact: true }).count();
  expect(dianeLines).toBeGreaterThan(1);
  const chunks = await page.request.get(`/api/documents/${documentId}/chunks`, { headers: authorization(token) });
  const body = (await chunks.json()) as {
    speakers: Array<{ name: string | null }>;
    chunks: Array<{ text: string; startMs: number | null }>;
  };
  expect(body.speakers.map((speaker) => speaker.name)).toContain('Diane');

  // a click on a later line: the player is there, the line marked as the one being spoken
  const target = body.chunks.filter((chunk) => chunk.startMs !== null && chunk.startMs > 10_000)[0]!;
  const targetLine = lines.filter({ hasText: target.text });
  await targetLine.getByRole('button').click();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeCloseTo(target.startMs! / 1000, 1);
  await expect(targetLine).toHaveAttribute('aria-current', 'true');
  const seconds = Math.floor(target.startMs! / 1000);
  await expect(page.getByTestId('player-time')).toHaveText(`0:${String(seconds).padStart(2, '0')}`);
  await expect(page).toHaveURL(new RegExp(`[?&]t=${target.startMs}`));

  // it plays from there: the time runs on
  await page.getByRole('button', { name: 'Play recording' }).click();
  await expect(page.getByRole('button', { name: 'Pause recording' })).toBeVisible();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(target.startMs! / 1000 + 0.5);
  await page.getByRole('button', { name: 'Pause recording' }).click();
  await expect(page.getByRole('button', { name: 'Play recording' })).toBeVisible();
  await shoot(page, 'material-audio-1280');
  await expectNoSeriousAxeViolations(page, MATERIAL_PANE);

  // Portuguese, 375 px, dark: the same place (the URL keeps where the pause was, which depends
  // on how long it played: the line expected is the one spoken then)
  await expect(page).not.toHaveURL(new RegExp(`[?&]t=${target.startMs}(&|$)`));
  const pausedAt = Number(new URL(page.url()).searchParams.get('t'));
  const spokenThen = body.chunks.filter((chunk) => chunk.startMs !== null && chunk.startMs <= pausedAt).at(-1)!;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&lang=pt`);
  await page.getByRole('tab', { name: 'Material' }).click();
  const transcricao = page.getByRole('list', { name: 'Transcrição', exact: true });
  await expect(transcricao.getByText('Diane', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reproduzir gravação' })).toBeVisible();
  await expect(transcricao.getByRole('listitem').filter({ hasText: spokenThen.text })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoSeriousAxeViolations(page, MATERIAL_PANE);
  await shoot(page, 'material-audio-pt-375-dark');
});

test('a share link refused: past its expiry, and opened while signed out (en 1280, pt 375 dark)', async ({
  page,
  browser,
  quiet,
}) => {
  test.setTimeout(120_000);
  // the expired link's read is refused on purpose (403)
  quiet.allow(/\b403\b.*[?&]sharetoken=/);
  const ownerToken = await registerAccount(page.request, { name: 'Owner Person' });
  const { sessionId } = await createSession(page.request, ownerToken, {
    name: 'Shared cells',
    source: { text: 'Cells are the basic unit of life. The mitochondrion makes most of the cell energy as ATP.' },
    questionTypes: ['true_false'],
  });
  const share = await page.request.get(`/api/directory/root/file/${sessionId}/share-token`, {
    headers: authorization(ownerToken),
  });
  const { shareToken } = (await share.json()) as { shareToken: string };
  const link = `/session?folder_id=root&session_id=${sessionId}&sharetoken=${shareToken}`;

  // signed out, in Portuguese at 375 px, dark: the spec's message with log in and register
  const stranger = await browser.newContext({ viewport: { width: 375, height: 760 }, colorScheme: 'dark' });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`${link}&lang=pt`);
  await expect(strangerPage.getByText('Não tem autorização para aceder a esta sessão.')).toBeVisible();
  await expect(strangerPage.getByRole('main').getByRole('link', { name: 'Iniciar sessão' })).toBeVisible();
  await expect(strangerPage.getByRole('main').getByRole('link', { name: 'Criar conta' })).toBeVisible();
  await expectNoSeriousAxeViolations(strangerPage);
  await shoot(strangerPage, 'share-not-signed-in-pt-375-dark');
  // the register link brings them back to the shared session afterwards
  const register = new URL(
    (await strangerPage.getByRole('main').getByRole('link', { name: 'Criar conta' }).getAttribute('href')) ?? '',
    'http://x',
  );
  expect(decodeURIComponent(register.search)).toContain(`sharetoken=${shareToken}`);
  await stranger.close();

  // A link past its 30 days: the server refuses it with SHARE_TOKEN_EXPIRED (API tests move its
  // clock; a journey cannot), so here the session read answers that refusal as the server sends it.
  const visitorToken = await registerAccount(page.request, { name: 'Visiting Student' });
  await signIn(page, visitorToken);
  await page.route(`**/api/directory/root/file/${sessionId}?*`, (route) =>
    route.fulfill({
      status: 403,
      json: { error: { code: 'SHARE_TOKEN_EXPIRED', message: 'The link has expired. Please request a new one.' } },
    }),
  );
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(link);
  await expect(page.getByText('The link has expired. Please request a new one.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to my library' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'share-expired-1280');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(`${link}&lang=pt`);
  await expect(page.getByText('A ligação expirou. Peça uma nova.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Voltar à página inicial' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'share-expired-pt-375-dark');
});

test('watch a YouTube lecture: the transcript follows the video, a click on a line seeks there', async ({ page }) => {
  test.setTimeout(180_000);
  const VIDEO_ID = 'KXof0q88xbg';
  const token = await registerAccount(page.request);
  // captions read from the YouTube stand-in (e2e/playwright.config.ts); the player is a fake of the IFrame API
  const { sessionId, documentId } = await createSession(page.request, token, {
    name: 'Green’s theorem',
    source: { url: `https://youtu.be/${VIDEO_ID}` },
    questionTypes: ['true_false'],
  });
  const chunks = await page.request.get(`/api/documents/${documentId}/chunks`, { headers: authorization(token) });
  const timed = ((await chunks.json()) as { chunks: Array<{ text: string; startMs: number | null }> }).chunks.filter(
    (chunk) => chunk.startMs !== null,
  );
  expect(timed.length).toBeGreaterThan(4);
  await routeFakeYoutube(page);
  await signIn(page, token);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/session?folder_id=root&session_id=${sessionId}&doc=${documentId}`);

  const player = () =>
    page.evaluate((videoId) => {
      const found = (window as unknown as { fakeYoutube: FakeYoutubeHandle }).fakeYoutube.players
        .filter((candidate) => candidate.videoId === videoId)
        .at(-1)!;
      return { calls: [...found.calls], state: found.state, seconds: found.currentTime() };
    }, VIDEO_ID);
  const transcript = page.getByRole('list', { name: 'Transcript', exact: true });
  const lineOf = (text: string) => transcript.getByRole('listitem').filter({ hasText: text });
  await expect(lineOf(timed[0]!.text)).toBeVisible();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveAttribute(
    'title',
    /^Video/,
  );
  // a video has no file name: the document picker names it by the title the video gives itself
  await expect(page.getByRole('combobox', { name: 'Document', exact: true }).locator('option:checked')).toHaveText(
    "Green's Theorem: Area Under an Arch",
  );
  const play = page.getByRole('button', { name: 'Play video' });
  await expect(play).toBeEnabled();

  // playing: the time runs and the line being spoken follows it
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause video' })).toBeVisible();
  await expect(page.getByTestId('player-time')).not.toHaveText('0:00');
  // the viewer jumps ahead on YouTube's own bar: the app only learns it by asking the player
  const later = timed[timed.length - 2]!;
  await page.evaluate(
    (seconds) => (window as unknown as { fakeYoutube: FakeYoutubeHandle }).fakeYoutube.moveTo(seconds),
    later.startMs! / 1000 + 0.5,
  );
  await expect(lineOf(later.text)).toHaveAttribute('aria-current', 'true');
  await expect(lineOf(later.text)).toBeInViewport();
  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect(play).toBeVisible();

  // a click on an earlier line seeks the video there
  const earlier = timed[2]!;
  await lineOf(earlier.text).getByRole('button').click();
  await expect.poll(async () => (await player()).calls).toContain(`seekTo ${earlier.startMs! / 1000} true`);
  expect((await player()).seconds).toBeCloseTo(earlier.startMs! / 1000, 1);
  await expect(lineOf(earlier.text)).toHaveAttribute('aria-current', 'true');
  await expect(lineOf(later.text)).not.toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]t=${earlier.startMs}`));
  await shoot(page, 'material-youtube-1280');
  await expectNoSeriousAxeViolations(page, MATERIAL_PANE);

  // Portuguese, 375 px, dark: the video is cued where the URL says
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&lang=pt`);
  await page.getByRole('tab', { name: 'Material' }).click();
  await expect(page.getByRole('button', { name: 'Reproduzir vídeo' })).toBeEnabled();
  await expect(
    page
      .getByRole('list', { name: 'Transcrição', exact: true })
      .getByRole('listitem')
      .filter({ hasText: earlier.text }),
  ).toHaveAttribute('aria-current', 'true');
  expect(Math.floor((await player()).seconds)).toBe(Math.floor(earlier.startMs! / 1000));
  await expectNoSeriousAxeViolations(page, MATERIAL_PANE);
  await shoot(page, 'material-youtube-pt-375-dark');
});
