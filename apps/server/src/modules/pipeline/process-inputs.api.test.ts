import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import type { SessionFile } from '@mnemo/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { checkTool, readFixture } from './steps/extract/testing/fixtures.ts';
import { startPageServer, type PageServer } from './steps/extract/testing/page-server.ts';
import { buildArticlePage } from './steps/extract/testing/sample-article.ts';
import { startTranscriptionServer, type TranscriptionServer } from './steps/extract/testing/transcription-server.ts';
import { LECTURE_VIDEO_ID, startYoutubeServer, type YoutubeServer } from './steps/extract/testing/youtube-server.ts';
import { followDocument, uploadSession } from './testing/pipeline-test-kit.ts';

// Every kind of input, end to end: 202 at once, then the stages live, then cards and questions.
let t: TestApp;
let token: string;
let pages: PageServer;
let youtube: YoutubeServer;
let transcription: TranscriptionServer;
const soffice = checkTool('soffice');
const ffmpeg = checkTool('ffmpeg');

beforeAll(async () => {
  [pages, youtube, transcription] = await Promise.all([
    startPageServer({
      '/article': { body: buildArticlePage() },
      // the same article without a title, a heading or a byline to name it by
      '/untitled': {
        body: buildArticlePage().replace(/<title>.*?<\/title>|<h1>.*?<\/h1>|<p class="byline">.*?<\/p>/g, ''),
      },
    }),
    startYoutubeServer(),
    startTranscriptionServer(),
  ]);
  t = await buildTestApp({
    pipeline: {},
    config: {
      FETCH_ALLOW_HOSTS: pages.hostPort,
      YOUTUBE_ORIGIN: youtube.origin,
      TRANSCRIBE_BASE_URL: transcription.baseUrl('normal'),
      CHROMIUM_PATH: '/nonexistent/chromium',
    },
  });
  ({ token } = await registerTestUser(t.app));
  // the exercises of every kind below stay within one month's free plan
  await t.ctx.db.updateTable('users').set({ plan: 'ULTIMATE' }).execute();
});
afterAll(async () => {
  await t?.close();
  await Promise.all([pages?.close(), youtube?.close(), transcription?.close()]);
});

async function readSession(sessionId: string): Promise<SessionFile> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/directory/root/file/${sessionId}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as SessionFile;
}

async function expectCompleted(
  created: CreateSessionResponse,
  firstStage: string,
  options: { hasExercises?: boolean; needsQuestions?: boolean } = {},
): Promise<SessionFile> {
  expect(created.document.status).toBe('queued');
  const events = await followDocument(t.app, token, created.document.id);
  const last = events.at(-1)!;
  expect(last.error).toBeUndefined();
  expect(last.status).toBe('completed');
  expect(last.embeddingStatus).toBe('completed');
  expect(last.progress).toBe(100);
  const stages = last.stages.map((s) => s.stage);
  expect(stages[0]).toBe(firstStage);
  expect(stages.slice(-5)).toEqual([
    'chunks_created',
    'index_built',
    'exercises_generated',
    'exercises_saved',
    'document_saved',
  ]);
  // progress only grows within one attempt
  const progress = events.map((e) => e.progress);
  expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  const session = await readSession(created.session.id);
  const chunks = await t.ctx.db
    .selectFrom('chunks')
    .select('id')
    .where('document_id', '=', created.document.id)
    .execute();
  expect(chunks.length).toBeGreaterThan(0);
  // a deck through LibreOffice and a phone call: checked for their stages (the call states nothing to learn)
  if (options.hasExercises === false) return session;
  expect(session.flashcards.length).toBeGreaterThan(0);
  // no count is fixed (ADR 056): a question type the material gives nothing for may be absent
  if (options.needsQuestions !== false) expect(session.questions.length).toBeGreaterThan(0);
  expect(session.summary).toBeTruthy();
  const chunkIds = session.flashcards.map((c) => c.sourceChunkId).filter(Boolean);
  expect(chunkIds.length).toBeGreaterThan(0);
  return session;
}

describe('each input kind reaches completed with cards and questions', () => {
  it('PDF (textbook chapter)', async () => {
    const res = await uploadSession(
      t.app,
      token,
      { bytes: readFixture('documents/textbook-chapter-10p.pdf'), fileName: 'chapter.pdf' },
      { name: 'Chapter ten' },
    );
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    expect(created.session.name).toBe('Chapter ten');
    expect(created.document.kind).toBe('pdf');
    const session = await expectCompleted(created, 'file_processed');
    expect(session.documents).toHaveLength(1);
    expect(session.documents[0]!.status).toBe('completed');
    // the chunks keep their page
    const pages = await t.ctx.db
      .selectFrom('chunks')
      .select('page')
      .where('document_id', '=', created.document.id)
      .execute();
    expect(pages.every((p) => p.page !== null && p.page >= 1)).toBe(true);
  });

  it('PPTX (slides and notes)', async () => {
    const res = await uploadSession(
      t.app,
      token,
      { bytes: readFixture('documents/lecture-deck-23-slides.pptx'), fileName: 'deck.pptx' },
      { name: 'Slides deck', questionTypes: 'true_false' },
    );
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    // a real course deck (sample-show.pptx's placeholder slides, "This is the second slide", give no
    // item since ADR 136): cards from its slides, true/false only from a statement that stands on its
    // own (which slide's title a bullet belongs to tests the layout, and is no longer asked: ADR 056)
    const session = await expectCompleted(created, 'file_processed', { needsQuestions: false });
    expect(session.questions.every((q) => q.type === 'true_false')).toBe(true);
    const slides = await t.ctx.db
      .selectFrom('chunks')
      .select('slide')
      .where('document_id', '=', created.document.id)
      .orderBy('ord')
      .execute();
    // each passage at its slide, in the deck's order
    const numbers = slides.map((s) => s.slide!);
    expect(numbers[0]).toBe(1);
    expect(numbers.every((slide, at) => slide >= 1 && slide <= 23 && (at === 0 || slide >= numbers[at - 1]!))).toBe(
      true,
    );
    // where LibreOffice is installed the deck is also kept as a PDF, for showing the slides as they look
    const minted = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${created.document.id}/content-url?variant=pdf`,
      headers: bearer(token),
    });
    if (!soffice.isAvailable) {
      expect(minted.statusCode).toBe(404);
      return;
    }
    expect(minted.statusCode, minted.body).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: (minted.json() as { url: string }).url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.skipIf(!soffice.isAvailable)('legacy PPT through LibreOffice', async () => {
    const res = await uploadSession(
      t.app,
      token,
      { bytes: readFixture('documents/sample-show.ppt'), fileName: 'deck.ppt' },
      { name: 'Legacy deck' },
    );
    expect(res.statusCode).toBe(202);
    await expectCompleted(res.json() as CreateSessionResponse, 'file_processed', { hasExercises: false });
  });

  it('pasted text (JSON)', async () => {
    const paragraphs = Array.from(
      { length: 12 },
      (_, i) =>
        `Photosynthesis step ${i + 1}: chlorophyll in the chloroplasts absorbs light energy, which drives the conversion of carbon dioxide and water into glucose and oxygen. ` +
        `The light-dependent reactions take place in the thylakoid membranes, while the Calvin cycle fixes carbon in the stroma of the chloroplast.`,
    ).join('\n\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearer(token),
      payload: {
        name: 'Photosynthesis notes',
        text: paragraphs,
        questionTypes: ['multiple_choice', 'open_ended'],
        questionLanguage: 'en',
      },
    });
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    expect(created.document.kind).toBe('text');
    // multiple choice and open questions ask only terms the text defines (ADR 113, 115): these notes define none
    await expectCompleted(created, 'text_processed', { needsQuestions: false });
  });

  it('web page through the guarded fetcher', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearer(token),
      payload: {
        name: 'Web article',
        url: `${pages.origin}/article`,
        questionTypes: ['multiple_choice'],
        questionLanguage: 'en',
      },
    });
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    expect(created.document.kind).toBe('url');
    // multiple choice is asked only of terms the page defines (ADR 115): this article defines none
    const session = await expectCompleted(created, 'webpage_processed', { needsQuestions: false });
    expect(session.questions.filter((question) => question.type !== 'multiple_choice')).toEqual([]);
    const states = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${created.document.id}`,
      headers: bearer(token),
    });
    // no Chromium configured here: the PDF stage says it was skipped
    expect(
      (states.json() as CreateSessionResponse['document']).stages.find((s) => s.stage === 'webpage_pdf_skipped')
        ?.status,
    ).toBe('skipped');
    // named by the page's title, not listed as "Untitled" (the page's <title> carries the site's name after a bar)
    expect(created.document.fileName).toBeNull();
    expect((states.json() as CreateSessionResponse['document']).fileName).toBe('Photosynthesis explained');
    expect(session.documents[0]!.fileName).toBe('Photosynthesis explained');
  });

  it('web page without a title: named by its first words, not listed as "Untitled"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearer(token),
      payload: {
        name: 'Untitled article',
        url: `${pages.origin}/untitled`,
        questionTypes: ['multiple_choice'],
        questionLanguage: 'en',
      },
    });
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    const session = await expectCompleted(created, 'webpage_processed', { needsQuestions: false });
    expect(session.documents[0]!.fileName).toMatch(/^Photosynthesis is studied in many courses\b.*…$/);
  });

  it('public YouTube video (captions)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearer(token),
      payload: {
        name: 'Lecture video',
        url: `https://youtu.be/${LECTURE_VIDEO_ID}`,
        questionTypes: ['open_ended'],
        questionLanguage: 'en',
      },
    });
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    expect(created.document.kind).toBe('youtube');
    // open questions are asked only about what the material defines (ADR 056): the captions may give none
    const session = await expectCompleted(created, 'video_processed', { needsQuestions: false });
    expect(session.questions.every((q) => q.type === 'open_ended')).toBe(true);
    expect(session.youtubeVideoIds).toEqual([LECTURE_VIDEO_ID]);
    const chunk = await t.ctx.db
      .selectFrom('chunks')
      .select(['start_ms', 'end_ms'])
      .where('document_id', '=', created.document.id)
      .executeTakeFirstOrThrow();
    expect(chunk.start_ms).not.toBeNull();
  });

  it.skipIf(!ffmpeg.isAvailable)('audio recording (M4A) through the transcription endpoint', async () => {
    const res = await uploadSession(
      t.app,
      token,
      { bytes: readFixture('audio/two-speakers.m4a'), fileName: 'call.m4a' },
      { name: 'Phone call' },
    );
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    expect(created.document.kind).toBe('audio');
    // the recording is 30 seconds of two people greeting each other on the phone ("Hello?", "This
    // is Diane in New Jersey", …): every sentence speaks in the first or second person and states
    // nothing to learn, so the offline generator rightly makes no cards or questions of it
    const session = await expectCompleted(created, 'audio_compressed', { hasExercises: false });
    expect(session.flashcards).toEqual([]);
    const stages = (await followDocument(t.app, token, created.document.id)).at(-1)!.stages.map((s) => s.stage);
    expect(stages).toContain('audio_processed');
    expect(session.documents[0]!.durationMs).toBeGreaterThan(0);
    const speakers = await t.ctx.db
      .selectFrom('chunks')
      .select('speaker')
      .where('document_id', '=', created.document.id)
      .execute();
    expect(speakers.some((s) => s.speaker !== null)).toBe(true);
    // each voice is a speaker row the passages point at (the transcript shows their names)
    const read = (
      await t.app.inject({ method: 'GET', url: `/api/documents/${created.document.id}/chunks`, headers: bearer(token) })
    ).json() as {
      chunks: Array<{ speakerId: string | null }>;
      speakers: Array<{ id: string; label: string }>;
    };
    const labels = new Set(speakers.map((s) => s.speaker).filter(Boolean));
    expect(read.speakers.map((s) => s.label).sort()).toEqual([...labels].sort());
    const speakerIds = new Set(read.speakers.map((s) => s.id));
    expect(read.chunks.filter((c) => c.speakerId !== null).every((c) => speakerIds.has(c.speakerId!))).toBe(true);
    // the compressed audio is kept for playback
    expect(t.storage.keys().some((key) => key.includes(`${created.document.id}/derived/audio.`))).toBe(true);
  });

  it.skipIf(!ffmpeg.isAvailable)('audio recording (MP3)', async () => {
    const res = await uploadSession(
      t.app,
      token,
      { bytes: readFixture('audio/one-speaker-jfk.mp3'), fileName: 'speech.mp3' },
      { name: 'Inaugural speech', questionTypes: 'true_false,open_ended' },
    );
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    expect(created.document.kind).toBe('audio');
    await expectCompleted(created, 'audio_compressed', { hasExercises: false });
  });
});
