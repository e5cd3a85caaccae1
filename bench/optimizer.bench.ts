import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';
import { latencyRow, percentile, probeWhile, startLatencyProbe } from './latency-probe-client.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { findUserByToken } from '../apps/server/src/modules/auth/auth.repository.ts';
import { findFixturesDir } from '../apps/server/src/modules/pipeline/steps/extract/testing/fixtures.ts';
import { createOptimizerPool } from '../apps/server/src/modules/review/optimizer/optimizer-pool.ts';
import { formatNumber } from '@mnemo/i18n/format';

const REVIEWS = 10_000;
const IDLE_MS = 4_000;
const FITS = 3;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => percentile(values, 50);

/**
 * Fitting a learner's FSRS parameters (issue 24): POST /api/me/scheduler/optimize on 10,000 reviews
 * of a real Anki log (fixtures/review-logs, the first 10,000 by time), in the embedded app, while a
 * probe in another process asks GET /api/sessions one request at a time: idle, then while fits run
 * in the scheduler's thread, then (the reference) while they run on the event loop
 * (WORKER_THREADS=0). Target: p99 with the thread within 2× idle.
 */
export async function runOptimizerBench(): Promise<string[]> {
  const log = readFileSync(path.join(findFixturesDir(), 'review-logs/py-fsrs-josh-review-log.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1, REVIEWS + 1)
    .map((line) => line.split(','));
  const database = await openBenchDatabase();
  const optimizer = createOptimizerPool();
  const ctx: AppContext = benchContext(database, { optimizer });
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const probe = await startLatencyProbe();
  try {
    const reader = await registerBenchUser(app, 'reader@example.com');
    const readerRow = await findUserByToken(ctx.db, reader.token);
    await sql`insert into sessions (owner_id, name) select ${readerRow!.id}::uuid, 'Session number ' || g from generate_series(1, 20) g`.execute(
      ctx.db,
    );
    const learner = await registerBenchUser(app, 'learner@example.com');
    const learnerRow = await findUserByToken(ctx.db, learner.token);
    const session = await ctx.db
      .insertInto('sessions')
      .values({ owner_id: learnerRow!.id, name: 'Imported deck' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const keys = [...new Set(log.map((row) => row[0]!))];
    const cards = await ctx.db
      .insertInto('flashcards')
      .values(
        keys.map((key, position) => ({
          session_id: session.id,
          position,
          front: `Card ${key}`,
          back: 'Back',
          difficulty: 'medium' as const,
        })),
      )
      .returning('id')
      .execute();
    const idOf = new Map(keys.map((key, i) => [key, cards[i]!.id]));
    const rows = log.map(([key, rating, time, duration]) => ({
      flashcard_id: idOf.get(key!)!,
      session_id: session.id,
      user_id: learnerRow!.id,
      kind: 'import' as const,
      rating: Number(rating),
      state_before: 'review' as const,
      scheduled_days_before: 0,
      reviewed_at: new Date(time!),
      duration_ms: Number(duration),
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await ctx.db
        .insertInto('reviews')
        .values(rows.slice(i, i + 2000))
        .execute();
    const target = `${url}/api/sessions`;

    const fit = async (): Promise<number> => {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/me/scheduler/optimize', headers: learner.headers });
      if (res.statusCode !== 200) throw new Error(`optimize: ${res.statusCode} ${res.body}`);
      if (!(res.json() as { evaluation: unknown }).evaluation) throw new Error('optimize: no evaluation');
      return performance.now() - started;
    };
    const fitsWhileProbed = async () => {
      const times: number[] = [];
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const latencies = await probeWhile(probe, target, reader.headers, async () => {
        for (let i = 0; i < FITS; i++) times.push(await fit());
      });
      loopDelay.disable();
      return { times, latencies, stallMs: loopDelay.max / 1e6 };
    };

    // warm-up: the route, the thread's start and the native optimizer's first load
    await probeWhile(probe, target, reader.headers, () => sleep(500));
    await fit();

    const idle = await probeWhile(probe, target, reader.headers, () => sleep(IDLE_MS));
    const threaded = await fitsWhileProbed();
    // the reference: the same fits on the event loop (WORKER_THREADS=0)
    delete ctx.optimizer;
    const inline = await fitsWhileProbed();

    const idleP99 = percentile(idle, 99);
    const busyP99 = percentile(threaded.latencies, 99);
    const isPass = busyP99 <= idleP99 * 2;
    const row = (name: string, values: number[]): string => latencyRow(name, values, 40);
    return [
      `  POST /api/me/scheduler/optimize on ${formatNumber(REVIEWS, 'en')} reviews of ${keys.length} cards (two fits by fsrs-rs — the earliest 80 % and the whole log — and the out-of-sample scoring), median of ${FITS}:`,
      `  in the scheduler thread  ${median(threaded.times).toFixed(0).padStart(6)} ms   (longest event-loop stall ${threaded.stallMs.toFixed(0)} ms)`,
      `  on the event loop (ref.) ${median(inline.times).toFixed(0).padStart(6)} ms   (longest event-loop stall ${inline.stallMs.toFixed(0)} ms)`,
      `  GET /api/sessions (20 sessions) from another process, one request at a time:`,
      row('idle (reference)', idle),
      row('while fits run in the scheduler thread', threaded.latencies),
      row('while fits run on the event loop (ref.)', inline.latencies),
      `  target: p99 while fitting ≤ 2× idle (${(busyP99 / idleP99).toFixed(2)}×): ${isPass ? 'PASS' : 'FAIL'}`,
    ];
  } finally {
    probe.send({ type: 'exit' });
    await app.close();
    await optimizer.close();
    await database.close();
  }
}
