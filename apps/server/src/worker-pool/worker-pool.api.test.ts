import { threadId } from 'node:worker_threads';
import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerTestUser, type TestApp } from '../test/test-app.ts';
import {
  PROCESS_DOCUMENT_JOB,
  PROCESS_DOCUMENT_QUEUE,
  startProcessDocumentWorker,
} from '../modules/pipeline/jobs/process-document.job.ts';
import { checkTool, readFixture } from '../modules/pipeline/steps/extract/testing/fixtures.ts';
import {
  startTranscriptionServer,
  type TranscriptionServer,
} from '../modules/pipeline/steps/extract/testing/transcription-server.ts';
import { followDocument, uploadSession } from '../modules/pipeline/testing/pipeline-test-kit.ts';
import { createWorkerPool, type WorkerPool } from './worker-pool.ts';

// A long document goes through the pipeline with its PDF reading and the local provider's
// generation in the worker pool, as the embedded default runs it (server.ts): they run in another
// thread, the progress streams up page by page and part by part, a refusal made in the thread
// reads as it always did, a recording is analysed, transcribed and its speakers told apart in a
// thread too, and a thread that dies fails the document plainly.

describe('PDFs processed with the worker pool', () => {
  let t: TestApp;
  let pool: WorkerPool;

  beforeAll(async () => {
    pool = createWorkerPool({ threads: 1 });
    t = await buildTestApp({ pipeline: {}, context: { workerPool: pool } });
  });
  afterAll(async () => {
    await t?.close();
    await pool?.close();
  });

  it('warming readies the kept document thread: the warm-up runs there, and so does the next PDF', async () => {
    const warmed = await pool.warm();
    expect(warmed.ms).toBeGreaterThan(0);
    const [warmThread] = pool.stats().threadIds;
    expect(warmThread).not.toBe(threadId);
    const result = await pool.extractPdf(readFixture('documents/textbook-chapter-10p.pdf'));
    expect(result.meta.pageCount).toBe(10);
    expect(pool.stats().threadIds).toEqual([warmThread]);
  });

  it(
    'a 120-page PDF is read and generated in a worker thread, its progress going up in order through the pages read and the parts generated',
    { timeout: 60_000 },
    async () => {
      const { token } = await registerTestUser(t.app);
      // 120 pages make more exercises than a free month allows
      await t.ctx.db.updateTable('users').set({ plan: 'ULTIMATE' }).execute();
      const res = await uploadSession(
        t.app,
        token,
        { bytes: readFixture('documents/textbook-120p.pdf'), fileName: 'textbook.pdf' },
        { name: 'Textbook' },
      );
      expect(res.statusCode).toBe(202);
      const created = res.json() as CreateSessionResponse;
      // every progress the pipeline writes, read as it signals it (the pipeline awaits the signal, so
      // the value read is the one just written): the stream below may coalesce signals on a busy
      // machine (document-events.ts), the writes do not
      const written: number[] = [];
      const bus = t.ctx.documentEvents!;
      const signal = bus.publish.bind(bus);
      bus.publish = async (documentId) => {
        if (documentId === created.document.id) {
          const row = await t.ctx.db
            .selectFrom('documents')
            .select('progress')
            .where('id', '=', documentId)
            .executeTakeFirst();
          if (row) written.push(row.progress);
        }
        await signal(documentId);
      };
      const events = await followDocument(t.app, token, created.document.id);
      bus.publish = signal;
      expect(events.at(-1)?.status).toBe('completed');

      // the reading, the chunking and the generation ran in the pool's thread, not in this one
      const { completed, threadIds } = pool.stats();
      // (after the warm-up and the chapter above, on the same thread; a book this long also has its
      // early batches generated there first, ADR 155: one task each)
      const early = await t.ctx.db
        .selectFrom('documents')
        .select('early_items')
        .where('id', '=', created.document.id)
        .executeTakeFirstOrThrow();
      expect(completed).toBeGreaterThan(5);
      expect(early.early_items).toBeGreaterThan(0);
      expect(threadIds).toHaveLength(1);
      expect(threadIds).not.toContain(threadId);

      // the stream's values, in the order observed: never backwards, each change a step up
      const values = events.map((event) => event.progress);
      const changes = values.filter((value, index) => index === 0 || value !== values[index - 1]);
      for (let i = 1; i < changes.length; i++) expect(changes[i], changes.join(', ')).toBeGreaterThan(changes[i - 1]!);
      expect(changes.at(-1)).toBe(100);
      // the stream shows both phases: while the pages are read (below the 40 % of the extract stage)
      // and while generating (60–85 %)
      expect(
        changes.some((value) => value > 0 && value < 40),
        changes.join(', '),
      ).toBe(true);
      expect(
        changes.some((value) => value > 60 && value < 85),
        changes.join(', '),
      ).toBe(true);
      // and the pipeline reports them step by step: page by page, part by part, never backwards
      const steps = written.filter((value, index) => index === 0 || value !== written[index - 1]);
      for (let i = 1; i < steps.length; i++) expect(steps[i], steps.join(', ')).toBeGreaterThan(steps[i - 1]!);
      // (a write in flight keeps only the latest value wanted after it, so how many steps of either
      // phase are written depends on the database's speed: on PostgreSQL at a load of ~8, 9 of the
      // generation's; at a load of ~20, 8 of the reading's, where a quiet run writes over 20)
      expect(steps.filter((value) => value > 0 && value < 40).length, steps.join(', ')).toBeGreaterThan(5);
      expect(steps.filter((value) => value > 60 && value < 85).length, steps.join(', ')).toBeGreaterThan(5);
    },
  );

  it('an encrypted PDF, refused in the thread, fails with the same message as before', async () => {
    const { token } = await registerTestUser(t.app);
    const before = pool.stats().completed;
    const res = await uploadSession(
      t.app,
      token,
      { bytes: readFixture('documents/encrypted-password-abc.pdf'), fileName: 'secret.pdf' },
      { name: 'Encrypted' },
    );
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    const last = (await followDocument(t.app, token, created.document.id)).at(-1)!;
    expect(last.status).toBe('failed');
    expect(last.error).toMatchObject({
      code: 'UNSUPPORTED_FILE',
      message: 'This PDF is protected by a password. Remove the password and upload it again.',
    });
    expect(pool.stats().completed).toBe(before + 1);
  });
});

describe.skipIf(!checkTool('ffmpeg').isAvailable)('a recording processed with the worker pool', () => {
  let t: TestApp;
  let pool: WorkerPool;
  let transcription: TranscriptionServer;

  beforeAll(async () => {
    transcription = await startTranscriptionServer();
    pool = createWorkerPool({ threads: 1 });
    // the transcription names no speakers: they come from the local speaker detection
    t = await buildTestApp({
      pipeline: {},
      config: { TRANSCRIBE_BASE_URL: transcription.baseUrl('normal') },
      context: { workerPool: pool },
    });
  });
  afterAll(async () => {
    await t?.close();
    await pool?.close();
    await transcription?.close();
  });

  it(
    'is extracted in a worker thread, its stages reported in order, its two speakers told apart',
    { timeout: 60_000 },
    async () => {
      const { token } = await registerTestUser(t.app);
      const res = await uploadSession(
        t.app,
        token,
        { bytes: readFixture('audio/two-speakers.m4a'), fileName: 'call.m4a' },
        { name: 'Phone call' },
      );
      expect(res.statusCode).toBe(202);
      const created = res.json() as CreateSessionResponse;
      const last = (await followDocument(t.app, token, created.document.id)).at(-1)!;
      expect(last.status).toBe('completed');
      expect(last.stages.map((stage) => stage.stage).slice(0, 3)).toEqual([
        'audio_compressed',
        'speech_processed',
        'audio_processed',
      ]);
      const { completed, threadIds } = pool.stats();
      // the recording (in a recording thread), then the chunking and the generation
      expect(completed).toBe(3);
      expect(threadIds).not.toContain(threadId);
      const speakers = await t.ctx.db
        .selectFrom('chunks')
        .select('speaker')
        .where('document_id', '=', created.document.id)
        .execute();
      expect(new Set(speakers.map((row) => row.speaker).filter(Boolean)).size).toBe(2);
      // the compressed audio, written by the thread, is stored by this side for playback
      expect(t.storage.keys().some((key) => key.includes(`${created.document.id}/derived/audio.`))).toBe(true);
    },
  );
});

describe('a worker thread that dies during generation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ pipeline: { worker: false } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'fails the document with the generic message on the last attempt, as any unexpected error does',
    { timeout: 60_000 },
    async () => {
      const pool = createWorkerPool({ threads: 1 });
      let isKilled = false;
      // the thread is terminated while it generates: its task rejects, as when it crashes
      const dying: WorkerPool = {
        ...pool,
        generateLocally: (task, onProgress) =>
          pool.generateLocally(task, (progress) => {
            onProgress?.(progress);
            isKilled = true;
            void pool.close();
          }),
      };
      t.ctx.workerPool = dying;
      // one attempt only: this one is the last
      await t.ctx.queue!.createQueue(PROCESS_DOCUMENT_JOB, { ...PROCESS_DOCUMENT_QUEUE, retryLimit: 0 });
      await startProcessDocumentWorker(t.ctx, t.ctx.queue!, { pollingIntervalSeconds: 0.5 });
      const { token } = await registerTestUser(t.app);
      const res = await uploadSession(
        t.app,
        token,
        { bytes: readFixture('documents/textbook-chapter-10p.pdf'), fileName: 'chapter.pdf' },
        { name: 'Chapter' },
      );
      expect(res.statusCode).toBe(202);
      const created = res.json() as CreateSessionResponse;
      const events = await followDocument(t.app, token, created.document.id);
      const last = events.at(-1)!;
      expect(last.status).toBe('failed');
      expect(last.error).toMatchObject({ code: 'INTERNAL', message: 'Something went wrong. Please try again later.' });
      expect(last.stages.at(-1)?.status).toBe('failed');
      expect(isKilled).toBe(true);
      expect(
        await t.ctx.db.selectFrom('documents').select('id').where('id', '=', created.document.id).execute(),
      ).toEqual([]);
    },
  );
});
