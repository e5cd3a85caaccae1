import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreateSessionResponse, DocumentState } from '@mnemo/contracts/pipeline';
import { getBillingPeriod } from '@mnemo/domain/quota';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { checkTool, readFixture } from './steps/extract/testing/fixtures.ts';
import { startTranscriptionServer, type TranscriptionServer } from './steps/extract/testing/transcription-server.ts';
import {
  NO_CAPTIONS_VIDEO_ID,
  PRIVATE_VIDEO_ID,
  startYoutubeServer,
  type YoutubeServer,
} from './steps/extract/testing/youtube-server.ts';
import { followDocument, uploadSession } from './testing/pipeline-test-kit.ts';

// What only processing finds fails the document: its message stays readable (state and stream),
// and nothing half-made is left: no session (it was the only document), rows or stored files.
let t: TestApp;
let token: string;
let youtube: YoutubeServer;
let transcription: TranscriptionServer;
const soffice = checkTool('soffice');
const ffmpeg = checkTool('ffmpeg');

beforeAll(async () => {
  [youtube, transcription] = await Promise.all([startYoutubeServer(), startTranscriptionServer()]);
  t = await buildTestApp({
    pipeline: {},
    // a port nothing listens on, allowed past the address guard: the page is unreachable
    config: {
      FETCH_ALLOW_HOSTS: '127.0.0.1:9',
      YOUTUBE_ORIGIN: youtube.origin,
      TRANSCRIBE_BASE_URL: transcription.baseUrl('normal'),
    },
  });
  ({ token } = await registerTestUser(t.app));
});
afterAll(async () => {
  await t?.close();
  await Promise.all([youtube?.close(), transcription?.close()]);
});

async function expectFailedAndGone(
  res: { statusCode: number; json(): unknown },
  message: string | RegExp,
  owner: string = token,
): Promise<DocumentState> {
  expect(res.statusCode).toBe(202);
  const created = res.json() as CreateSessionResponse;
  const events = await followDocument(t.app, owner, created.document.id);
  const last = events.at(-1)!;
  expect(last.status).toBe('failed');
  expect(last.embeddingStatus).toBe('failed');
  expect(last.error?.message).toMatch(message);
  expect(last.stages.at(-1)?.status).toBe('failed');
  // readable afterwards too
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/documents/${created.document.id}`,
    headers: bearer(owner),
  });
  expect(read.statusCode).toBe(200);
  expect((read.json() as DocumentState).error?.message).toMatch(message);
  const replay = await followDocument(t.app, owner, created.document.id);
  expect(replay.at(-1)!.status).toBe('failed');
  // nothing half-made
  const session = await t.app.inject({
    method: 'GET',
    url: `/api/directory/root/file/${created.session.id}`,
    headers: bearer(owner),
  });
  expect(session.statusCode).toBe(404);
  expect(await t.ctx.db.selectFrom('documents').select('id').where('id', '=', created.document.id).execute()).toEqual(
    [],
  );
  expect(
    await t.ctx.db.selectFrom('chunks').select('id').where('document_id', '=', created.document.id).execute(),
  ).toEqual([]);
  expect(t.storage.keys().filter((key) => key.includes(created.session.id))).toEqual([]);
  return last;
}

const json = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: bearer(token),
    payload: { questionTypes: ['open_ended'], questionLanguage: 'en', ...payload },
  });

describe('processing failures fail the document and leave nothing behind', () => {
  it('scanned PDF', async () => {
    await expectFailedAndGone(
      await uploadSession(
        t.app,
        token,
        { bytes: readFixture('documents/scanned-image-only.pdf'), fileName: 'scan.pdf' },
        { name: 'Scanned' },
      ),
      /no selectable text/,
    );
  });

  it('encrypted PDF', async () => {
    await expectFailedAndGone(
      await uploadSession(
        t.app,
        token,
        { bytes: readFixture('documents/encrypted-password-abc.pdf'), fileName: 'secret.pdf' },
        { name: 'Encrypted' },
      ),
      'This PDF is protected by a password. Remove the password and upload it again.',
    );
  });

  it('malformed PDF', async () => {
    await expectFailedAndGone(
      await uploadSession(
        t.app,
        token,
        { bytes: readFixture('documents/malformed-header-only.pdf'), fileName: 'broken.pdf' },
        { name: 'Malformed' },
      ),
      /not a valid PDF|damaged/,
    );
  });

  it('zip bomb inside a .pptx (bounded expansion)', async () => {
    const deck = unzipSync(readFixture('documents/sample-show.pptx'));
    const bomb = zipSync({
      ...deck,
      'ppt/slides/slide3.xml': [new Uint8Array(21 * 1024 * 1024).fill(32), { level: 1 }],
    });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expectFailedAndGone(
      await uploadSession(t.app, token, { bytes: bomb, fileName: 'bomb.pptx' }, { name: 'Bomb deck' }),
      /zip bomb/,
    );
  });

  it.skipIf(!soffice.isAvailable)(
    'corrupted and password-protected .ppt get the spec PowerPoint message, in English and pt-PT',
    { timeout: 120_000 },
    async () => {
      const message =
        'Sorry, it seems there was a problem with your Powerpoint file. Refresh the page, or try to generate a new session.';
      await expectFailedAndGone(
        await uploadSession(
          t.app,
          token,
          { bytes: readFixture('documents/corrupted.ppt'), fileName: 'corrupt.ppt' },
          { name: 'Corrupt deck' },
        ),
        message,
      );
      await expectFailedAndGone(
        await uploadSession(
          t.app,
          token,
          { bytes: readFixture('documents/password-protected-hello.ppt'), fileName: 'locked.ppt' },
          { name: 'Locked deck' },
        ),
        message,
      );
      // in the reader's language: pt-PT
      const reader = await registerTestUser(t.app, { locale: 'pt' });
      await expectFailedAndGone(
        await uploadSession(
          t.app,
          reader.token,
          { bytes: readFixture('documents/password-protected-hello.ppt'), fileName: 'bloqueado.ppt' },
          { name: 'Apresentação bloqueada' },
        ),
        'Lamentamos, parece ter havido um problema com o seu ficheiro PowerPoint. Atualize a página ou tente gerar uma nova sessão.',
        reader.token,
      );
    },
  );

  it('unreachable web page', async () => {
    await expectFailedAndGone(
      await json({ name: 'Dead link', url: 'http://127.0.0.1:9/article' }),
      'We could not reach this web page. Check the link or try again later.',
    );
  });

  it('private and caption-less YouTube videos', async () => {
    await expectFailedAndGone(
      await json({ name: 'Private video', url: `https://www.youtube.com/watch?v=${PRIVATE_VIDEO_ID}` }),
      'This YouTube video is not public. Only public videos are supported.',
    );
    await expectFailedAndGone(
      await json({ name: 'Silent video', url: `https://www.youtube.com/watch?v=${NO_CAPTIONS_VIDEO_ID}` }),
      /has no captions/,
    );
  });

  it.skipIf(!ffmpeg.isAvailable)('silent audio', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-silence-'));
    const file = path.join(dir, 'silence.wav');
    execFileSync(ffmpeg.path!, [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '3',
      '-y',
      file,
    ]);
    await expectFailedAndGone(
      await uploadSession(
        t.app,
        token,
        { bytes: new Uint8Array(readFileSync(file)), fileName: 'silence.wav' },
        { name: 'Silence' },
      ),
      'This recording is silent: we found no speech in it.',
    );
  });

  it('the monthly exercises limit refuses all of the exercises, counts none, and fails the document', async () => {
    const user = await registerTestUser(t.app);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('billing_anchor')
      .where('id', '=', user.uid)
      .executeTakeFirstOrThrow();
    const period = getBillingPeriod(new Date(row.billing_anchor), new Date());
    await t.ctx.db
      .insertInto('usage')
      .values({ user_id: user.uid, period_start: period.start, exercises: 995, tokens: 0 })
      .execute();
    token = user.token;
    const res = await uploadSession(
      t.app,
      token,
      { bytes: readFixture('documents/textbook-chapter-10p.pdf'), fileName: 'chapter.pdf' },
      { name: 'Over the limit' },
    );
    const state = await expectFailedAndGone(
      res,
      'You have reached the exercises your plan allows this month. Upgrade your plan to generate more.',
    );
    expect(state.error?.code).toBe('QUOTA_LIMIT');
    const usage = await t.ctx.db
      .selectFrom('usage')
      .select('exercises')
      .where('user_id', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(usage.exercises).toBe(995);
    expect(
      await t.ctx.db
        .selectFrom('flashcards')
        .select('id')
        .execute()
        .then((rows) => rows.length),
    ).toBe(0);
  });
});
