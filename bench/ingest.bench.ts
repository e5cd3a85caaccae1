import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { createDocumentEvents } from '../apps/server/src/modules/pipeline/document-events.ts';
import { startProcessDocumentWorker } from '../apps/server/src/modules/pipeline/jobs/process-document.job.ts';
import { buildMultipart, followDocument } from '../apps/server/src/modules/pipeline/testing/pipeline-test-kit.ts';
import { findFixturesDir } from '../apps/server/src/modules/pipeline/steps/extract/testing/fixtures.ts';
import { createWorkerPool } from '../apps/server/src/worker-pool/worker-pool.ts';
import { startQueue } from '../apps/server/src/queue/queue.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { extractRawText } from './raw-pdf-text.ts';

const TARGET_MS = 5_000;

/** Resident memory of a process, in MB (Linux: /proc). */
function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/**
 * Resident memory of `npm start`'s process (embedded: PGlite, the worker role in-process), idle:
 * once it runs and its document thread is warmed (ADR 091), 20 s later; beside the
 * same process without document threads (WORKER_THREADS=0), which never loads pdf.js.
 */
async function idleResidentMemory(): Promise<{ warmedMb: number; noThreadsMb: number }> {
  const measure = async (
    env: Record<string, string>,
    waitFor: ((line: Record<string, unknown>) => boolean) | null,
  ): Promise<number> => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mnemo-ingest-rss-'));
    const server = await startServerProcess('rss', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    });
    try {
      if (waitFor) await server.waitForLog(waitFor);
      // long enough for the start-up garbage to be collected (RSS falls over the first ~15 s)
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      return residentMb(server.child.pid!);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const warmedMb = await measure({}, (line) => line.msg === 'document thread warmed');
  const noThreadsMb = await measure({ WORKER_THREADS: '0' }, null);
  return { warmedMb, noThreadsMb };
}

/**
 * The whole pipeline on the embedded default (PGlite, in-process worker, local AI, the worker-thread
 * pool as `npm start` makes it, ADR 052): upload of
 * textbook-120p.pdf → extract → chunk → index → generate → save, timed from the POST to the
 * `completed` event, beside raw pdf.js text extraction of the same file in the same run.
 * Target: under 5 s for the whole pipeline.
 */
export async function runIngestBench(): Promise<string[]> {
  const bytes = new Uint8Array(readFileSync(path.join(findFixturesDir(), 'documents/textbook-120p.pdf')));
  const database = await openBenchDatabase();
  const queue = await startQueue(database);
  const workerPool = createWorkerPool();
  // as server.ts does at start (ADR 091): the document thread is started and warmed before any
  // upload; what that took is printed, it is not part of the first upload
  const warmStarted = performance.now();
  const warmed = await workerPool.warm();
  const warmMs = performance.now() - warmStarted;
  const ctx = benchContext(database, { queue, documentEvents: createDocumentEvents(database), workerPool });
  await startProcessDocumentWorker(ctx, queue);
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  try {
    const { token } = await registerBenchUser(app, 'ingest@example.com');
    // the ultimate plan: 120 pages make more exercises than a free month allows
    await ctx.db.updateTable('users').set({ plan: 'ULTIMATE' }).execute();

    // one untimed pass first: both measurements below then run on warmed-up code
    await extractRawText(bytes);
    const rawStarted = performance.now();
    const raw = await extractRawText(bytes);
    const rawMs = performance.now() - rawStarted;

    /** One upload of the file, timed from the POST to the `completed` event; each stage's time after the POST. */
    const upload = async (name: string) => {
      const body = buildMultipart(
        { name, questionTypes: 'multiple_choice,true_false,open_ended', questionLanguage: 'en' },
        { bytes, fileName: 'textbook-120p.pdf' },
      );
      const startedAt = Date.now();
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      });
      if (res.statusCode !== 202) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      const acceptedMs = performance.now() - started;
      const { document, session } = res.json() as { document: { id: string }; session: { id: string } };
      const events = await followDocument(app, token, document.id);
      const totalMs = performance.now() - started;
      const last = events.at(-1);
      if (last?.status !== 'completed') throw new Error(`document ${last?.status}: ${JSON.stringify(last?.error)}`);
      const stages = new Map<string, number>();
      for (const event of events)
        for (const stage of event.stages)
          if (!stages.has(stage.stage)) stages.set(stage.stage, Date.parse(stage.at) - startedAt);
      // the text read (upload → file_processed), and the generation (index_built → exercises_generated)
      const readMs = stages.get('file_processed') ?? Number.NaN;
      const generationMs =
        (stages.get('exercises_generated') ?? Number.NaN) - (stages.get('index_built') ?? Number.NaN);
      return { document, session, acceptedMs, totalMs, stages, readMs, generationMs };
    };
    const stageLine = (stages: Map<string, number>) => [...stages].map(([stage, at]) => `${stage} +${at}`).join(', ');

    const first = await upload('Textbook');
    const { totalMs, acceptedMs, document, session } = first;
    const cards = await ctx.db
      .selectFrom('flashcards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    const questions = await ctx.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    const chunks = await ctx.db
      .selectFrom('chunks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('document_id', '=', document.id)
      .executeTakeFirstOrThrow();
    const ratio = totalMs / rawMs;
    // the same upload again, on the thread the first one ran on: what every document after the
    // first takes
    const next = await upload('Textbook again');
    const againMs = next.totalMs;
    const withoutGeneration = (run: typeof first) => run.totalMs - run.generationMs;
    const memory = process.platform === 'linux' ? await idleResidentMemory() : null;
    return [
      `  textbook-120p.pdf: ${raw.pages} pages, ${raw.chars} characters; ${workerPool.size} worker thread${workerPool.size === 1 ? '' : 's'}, started and warmed at start as server.ts does (${warmMs.toFixed(0)} ms, of which the warm-up task ${warmed.ms.toFixed(0)} ms)`,
      `  raw pdf.js text extraction:         ${rawMs.toFixed(0)} ms`,
      `  first upload, upload → saved:       ${totalMs.toFixed(0)} ms (${ratio.toFixed(1)}× raw extraction, target ≤ 2× ${ratio <= 2 ? 'met' : 'NOT met'}; 202 after ${acceptedMs.toFixed(0)} ms)`,
      `  next upload, upload → saved:        ${againMs.toFixed(0)} ms (${(againMs / rawMs).toFixed(1)}× raw extraction)`,
      `  first upload's stages, ms after the POST: ${stageLine(first.stages)}`,
      `  next upload's stages,  ms after the POST: ${stageLine(next.stages)}`,
      `  text read (POST → file_processed):  first ${first.readMs} ms (${(first.readMs / rawMs).toFixed(1)}× raw), next ${next.readMs} ms (${(next.readMs / rawMs).toFixed(1)}× raw)`,
      `  generation (index_built → exercises_generated), the study-material rules' cost: first ${first.generationMs} ms, next ${next.generationMs} ms`,
      `  all but generation: first ${withoutGeneration(first).toFixed(0)} ms (${(withoutGeneration(first) / rawMs).toFixed(1)}× raw), next ${withoutGeneration(next).toFixed(0)} ms (${(withoutGeneration(next) / rawMs).toFixed(1)}× raw)`,
      `  saved: ${Number(chunks.n)} chunks, ${Number(cards.n)} flashcards, ${Number(questions.n)} questions`,
      memory
        ? `  idle resident memory of npm start (embedded), its document thread warmed: ${memory.warmedMb.toFixed(0)} MB; without document threads (WORKER_THREADS=0): ${memory.noThreadsMb.toFixed(0)} MB`
        : '  idle resident memory: not measured (Linux only)',
      `  target < ${TARGET_MS} ms: first upload ${totalMs < TARGET_MS ? 'met' : 'NOT met'}, next upload ${againMs < TARGET_MS ? 'met' : 'NOT met'}`,
    ];
  } finally {
    await app.close();
    await queue.stop({ graceful: false, timeout: 5_000 });
    await ctx.documentEvents?.close();
    await workerPool.close();
    await database.close();
  }
}
