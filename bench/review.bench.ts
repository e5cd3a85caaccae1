import { sql } from 'kysely';
import pg from 'pg';
import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { saveCardSchedule } from '../apps/server/src/modules/library/card-schedules.ts';
import { listDueCards } from '../apps/server/src/modules/review/list-due-cards.ts';
import type { AuthUser } from '../apps/server/src/plugins/auth.ts';
import * as repo from '../apps/server/src/modules/review/review.repository.ts';

const CARDS = 10_000;
const SESSIONS = 20;
/** the large library of issue 25 item 5: as many cards per session, ten times the sessions */
const LARGE_CARDS = 100_000;
const LARGE_SESSIONS = 200;
/** the targets of issue 25 item 5, p95 of the due list through the API */
const TARGET_P95_MS: Record<number, number> = { [CARDS]: 20, [LARGE_CARDS]: 50 };
const SAMPLES = Number(process.env.BENCH_REVIEW_SAMPLES ?? 200);
/**
 * To measure one figure on a busy machine: `BENCH_REVIEW_SCALE=off` skips the due list at scale,
 * `10k` or `100k` measures that library only; `BENCH_REVIEW_ENGINES=embedded` (or `postgres`, or
 * `embedded,unanalysed`) measures those engines only. The first part (review and due list at
 * 10,000 cards, 20 sessions) is skipped by `BENCH_REVIEW_FIRST=off`.
 */
const SCALE = process.env.BENCH_REVIEW_SCALE ?? 'all';
const ENGINES = (process.env.BENCH_REVIEW_ENGINES ?? 'embedded,unanalysed,postgres').split(',');
const FIRST = process.env.BENCH_REVIEW_FIRST !== 'off';

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
  if (!FIRST) return SCALE === 'off' ? [] : await dueListAtScale();
  const database = await openBenchDatabase();
  const ctx = benchContext(database);
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  try {
    const { uid, headers } = await registerBenchUser(app, 'review-bench@example.com');
    const user = { uid };
    const cardIds: string[] = [];
    const now = Date.now();
    for (let s = 0; s < SESSIONS; s++) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/directory/root/file',
        headers,
        payload: { name: `Deck ${s + 1}` },
      });
      const sessionId = (created.json() as { id: string }).id;
      const perSession = CARDS / SESSIONS;
      const rows = Array.from({ length: perSession }, (_, i) => {
        // half the cards were reviewed and are due (up to a month overdue), half are new
        const isDue = i % 2 === 0;
        const due = new Date(now - ((i * 7919) % (30 * 86_400_000)));
        const schedule = {
          state: 'review',
          due: due.toISOString(),
          stability: 10,
          difficulty: 5,
          reps: 3,
          lapses: 0,
          scheduledDays: 10,
          learningSteps: 0,
          lastReview: new Date(due.getTime() - 10 * 86_400_000).toISOString(),
        };
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

    // the due list: through the API, then the route's function directly
    const dueApi = await sample(SAMPLES, async () => {
      const res = await app.inject({ method: 'GET', url: '/api/review/due', headers });
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    const dueDb = await sample(SAMPLES, () => runDueQueries(ctx, user.uid));

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
        const schedule = {
          state: 'review' as const,
          due: new Date(Date.now() + 86_400_000).toISOString(),
          stability: 11,
          difficulty: 5,
          reps: 4,
          lapses: 0,
          scheduledDays: 1,
          learningSteps: 0,
          lastReview: new Date().toISOString(),
        };
        await saveCardSchedule(trx, cardId, schedule);
        await repo.insertReviewLog(trx, {
          flashcardId: cardId,
          sessionId: card!.session_id,
          userId: user.uid,
          kind: 'review',
          rating: 3,
          before,
          reviewedAt: new Date(),
          durationMs: 3000,
        });
      });
    });

    const atScale = SCALE === 'off' ? [] : await dueListAtScale();
    return [
      `  library: ${CARDS} cards in ${SESSIONS} sessions (half due, half new), embedded database, ${SAMPLES} samples each`,
      `  due list  GET /api/review/due     p50 ${ms(dueApi.p50)}  p95 ${ms(dueApi.p95)}`,
      `            the route's work, no HTTP p50 ${ms(dueDb.p50)}  p95 ${ms(dueDb.p95)}`,
      `  review    POST .../review         p50 ${ms(reviewApi.p50)}  p95 ${ms(reviewApi.p95)}`,
      `            its transaction, no HTTP p50 ${ms(reviewDb.p50)}  p95 ${ms(reviewDb.p95)}`,
      ...atScale,
    ];
  } finally {
    await app.close();
    await database.close();
  }
}

/** Half the cards of each of the owner's sessions reviewed and due (up to a month overdue), half new: written in one statement. */
async function seedLibrary(
  ctx: AppContext,
  kind: DatabaseHandle['kind'],
  ownerId: string,
  sessions: number,
  cards: number,
  { analyze = true } = {},
): Promise<void> {
  const perSession = cards / sessions;
  await sql`insert into sessions (owner_id, name) select ${ownerId}, 'Deck ' || g from generate_series(1, ${sessions}) g`.execute(
    ctx.db,
  );
  await sql`
    insert into flashcards (session_id, position, front, back, difficulty, source_chunk_id, is_generated, fsrs, due)
    select s.id, g, 'Question ' || g, 'Answer ' || g, 'medium', null, false,
      case when g % 2 = 0 then jsonb_build_object('state', 'review', 'due', to_char(d.due at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'stability', 10, 'difficulty', 5,
        'reps', 3, 'lapses', 0, 'scheduledDays', 10, 'learningSteps', 0, 'lastReview', to_char((d.due - interval '10 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end,
      case when g % 2 = 0 then d.due end
    from sessions s cross join generate_series(0, ${perSession - 1}) g
    cross join lateral (select now() - ((g * 7919) % (30 * 86400)) * interval '1 second' as due) d
    where s.owner_id = ${ownerId}`.execute(ctx.db);
  // as autovacuum would after a bulk load on PostgreSQL: the planner knows the tables' sizes, and
  // the pages are marked all-visible (index-only scans); PGlite runs no autovacuum, so only analyze
  // (or nothing: the embedded app never analyses, its planner has no statistics)
  if (analyze) await (kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(ctx.db);
}

/** The due list through the API and the route's function directly, p50 and p95, on a library of `cards` cards. */
async function measureDueList(
  database: DatabaseHandle,
  cards: number,
  sessions: number,
  { analyze = true } = {},
): Promise<{ api: { p50: number; p95: number }; queries: { p50: number; p95: number } }> {
  const ctx = benchContext(database);
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  try {
    const { uid, headers } = await registerBenchUser(app, `due-${cards}@example.com`);
    await seedLibrary(ctx, database.kind, uid, sessions, cards, { analyze });
    const api = await sample(SAMPLES, async () => {
      const res = await app.inject({ method: 'GET', url: '/api/review/due', headers });
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    const queries = await sample(SAMPLES, () => runDueQueries(ctx, uid));
    return { api, queries };
  } finally {
    await app.close();
  }
}

/**
 * The due list's work without HTTP: the route's own function (its queries and the queue it builds),
 * so the reference moves with the route rather than with a copy of its queries. What the API adds
 * on top is the bearer token's lookup, the request's validation and the answer's serialisation.
 */
async function runDueQueries(ctx: AppContext, uid: string): Promise<void> {
  await listDueCards(ctx, { id: uid } as AuthUser, { limit: 100 });
}

/** A scratch PostgreSQL database for the run (created, migrated, dropped after), or null without TEST_DATABASE_URL/BENCH_DATABASE_URL. */
async function withPostgres<T>(fn: (database: DatabaseHandle) => Promise<T>): Promise<T | null> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!baseUrl) return null;
  const name = `mnemo_review_bench_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  try {
    const database = await openDatabase({
      databaseUrl: Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString(),
    });
    try {
      await migrateToLatest(database.db);
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const dueLine = (
  label: string,
  cards: number,
  m: { api: { p50: number; p95: number }; queries: { p50: number; p95: number } },
) => {
  const target = TARGET_P95_MS[cards]!;
  return `  ${label.padEnd(22)} ${String(cards)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    .padStart(
      7,
    )} cards: GET /api/review/due p50 ${ms(m.api.p50)} p95 ${ms(m.api.p95)} (target < ${target} ms ${m.api.p95 < target ? 'met' : 'NOT met'}); the route's work, no HTTP, p95 ${ms(m.queries.p95)}`;
};

/** Issue 25 item 5: the due list at 10,000 and 100,000 cards, embedded and on PostgreSQL. */
async function dueListAtScale(): Promise<string[]> {
  const lines = [
    `  due list at scale (${SAMPLES} samples each; sessions of ${CARDS / SESSIONS} cards, half due, half new):`,
  ];
  for (const [cards, sessions] of [
    [CARDS, SESSIONS],
    [LARGE_CARDS, LARGE_SESSIONS],
  ] as const) {
    if (SCALE !== 'all' && SCALE !== (cards === CARDS ? '10k' : '100k')) continue;
    if (ENGINES.includes('embedded')) {
      const database = await openBenchDatabase();
      try {
        lines.push(dueLine('embedded (PGlite)', cards, await measureDueList(database, cards, sessions)));
      } finally {
        await database.close();
      }
    }
    // as the embedded app runs: nothing ever analyses its tables
    if (ENGINES.includes('unanalysed')) {
      const unanalysed = await openBenchDatabase();
      try {
        lines.push(
          dueLine('  never analysed', cards, await measureDueList(unanalysed, cards, sessions, { analyze: false })),
        );
      } finally {
        await unanalysed.close();
      }
    }
    if (!ENGINES.includes('postgres')) continue;
    const onPostgres = await withPostgres((db) => measureDueList(db, cards, sessions));
    lines.push(
      onPostgres
        ? dueLine('PostgreSQL', cards, onPostgres)
        : '  PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    );
  }
  return lines;
}
