import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';
import { buildApp } from '../apps/server/src/app.ts';
import * as repo from '../apps/server/src/modules/review/review.repository.ts';

const CARDS = 10_000;
const SESSIONS = 20;
const SAMPLES = Number(process.env.BENCH_REVIEW_SAMPLES ?? 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function sample(times: number, fn: (i: number) => Promise<void>): Promise<{ p50: number; p95: number }> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fn(i);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * A review (`POST /api/flashcards/:id/review`) and the library's due list (`GET /api/review/due`)
 * through the API for a library of 10,000 cards (half of them due) on the embedded database,
 * beside the same queries run directly on the database (the card lock, schedule update and log
 * insert in one transaction; the due list's five queries) in the same run.
 */
export async function runReviewBench(): Promise<string[]> {
  const database = await openBenchDatabase();
  const ctx = benchContext(database);
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  try {
    const { uid, headers } = await registerBenchUser(app, 'review-bench@example.com');
    const user = { uid };
    const cardIds: string[] = [];
    const now = Date.now();
    for (let s = 0; s < SESSIONS; s++) {
      const created = await app.inject({ method: 'POST', url: '/api/directory/root/file', headers, payload: { name: `Deck ${s + 1}` } });
      const sessionId = (created.json() as { id: string }).id;
      const perSession = CARDS / SESSIONS;
      const rows = Array.from({ length: perSession }, (_, i) => {
        // half the cards were reviewed and are due (up to a month overdue), half are new
        const isDue = i % 2 === 0;
        const due = new Date(now - ((i * 7919) % (30 * 86_400_000)));
        const schedule = { state: 'review', due: due.toISOString(), stability: 10, difficulty: 5, reps: 3, lapses: 0, scheduledDays: 10, learningSteps: 0, lastReview: new Date(due.getTime() - 10 * 86_400_000).toISOString() };
        return {
          session_id: sessionId,
          position: i,
          front: `Question ${s}.${i}`,
          back: `Answer ${s}.${i}`,
          difficulty: 'medium' as const,
          source_chunk_id: null,
          is_generated: false,
          fsrs: isDue ? JSON.stringify(schedule) : null,
          due: isDue ? due : null,
        };
      });
      const inserted = await ctx.db.insertInto('flashcards').values(rows).returning('id').execute();
      cardIds.push(...inserted.map((r) => r.id));
    }
    const ratings = ['hard', 'medium', 'easy'] as const;

    // the due list: through the API, then its queries directly
    const dueApi = await sample(SAMPLES, async () => {
      const res = await app.inject({ method: 'GET', url: '/api/review/due', headers });
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    const scope = { ownerId: user.uid };
    const dueDb = await sample(SAMPLES, async () => {
      const at = new Date();
      const until = new Date(at.getTime() + 20 * 60_000);
      await repo.findStudySettings(ctx.db, user.uid);
      const since = new Date(at.getTime() - 86_400_000);
      await repo.countReviewsSince(ctx.db, user.uid, since);
      const [allowances] = await Promise.all([repo.listNewCardAllowances(ctx.db, user.uid, since), repo.countNewBySession(ctx.db, scope)]);
      await Promise.all([
        repo.listDueFlashcards(ctx.db, scope, at, 100),
        repo.listNewFlashcards(ctx.db, scope, 20, Object.fromEntries(allowances.map((a) => [a.sessionId, 20]))),
        repo.listLearningAhead(ctx.db, scope, at, until, 100),
        repo.countDue(ctx.db, scope, at, until),
      ]);
    });

    // a review: through the API, then the same transaction directly
    const reviewApi = await sample(SAMPLES, async (i) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/flashcards/${cardIds[i * 2]!}/review`,
        headers,
        payload: { rating: ratings[i % 3], durationMs: 3000 },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    const reviewDb = await sample(SAMPLES, async (i) => {
      const cardId = cardIds[i * 2 + 1]!;
      await ctx.db.transaction().execute(async (trx) => {
        const card = await repo.lockFlashcard(trx, cardId);
        const before = repo.readSchedule(card!);
        const schedule = { state: 'review' as const, due: new Date(Date.now() + 86_400_000).toISOString(), stability: 11, difficulty: 5, reps: 4, lapses: 0, scheduledDays: 1, learningSteps: 0, lastReview: new Date().toISOString() };
        await repo.saveSchedule(trx, cardId, schedule);
        await repo.insertReviewLog(trx, { flashcardId: cardId, sessionId: card!.session_id, userId: user.uid, kind: 'review', rating: 3, before, reviewedAt: new Date(), durationMs: 3000 });
      });
    });

    return [
      `  library: ${CARDS} cards in ${SESSIONS} sessions (half due, half new), embedded database, ${SAMPLES} samples each`,
      `  due list  GET /api/review/due     p50 ${ms(dueApi.p50)}  p95 ${ms(dueApi.p95)}`,
      `            its queries, no HTTP    p50 ${ms(dueDb.p50)}  p95 ${ms(dueDb.p95)}`,
      `  review    POST .../review         p50 ${ms(reviewApi.p50)}  p95 ${ms(reviewApi.p95)}`,
      `            its transaction, no HTTP p50 ${ms(reviewDb.p50)}  p95 ${ms(reviewDb.p95)}`,
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
