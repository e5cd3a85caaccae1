// Diagnosis, not a benchmark (issue 25 item 5): `cd bench && npx tsx diagnose-due-list.ts` seeds the
// review bench's 10,000-card library (20 sessions, half due, half new) on PGlite and prints, for
// `GET /api/review/due`, each SQL statement's share of the time and the CPU time per request: on a
// shared machine CPU time says what wall time cannot.
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';

const CARDS = Number(process.env.CARDS ?? 10_000);
const SESSIONS = Number(process.env.SESSIONS ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 100);
// DIAGNOSE_DATABASE_URL=postgres://…: on a scratch PostgreSQL database (created, migrated, dropped after) instead
const pgUrl = process.env.DIAGNOSE_DATABASE_URL;
const scratch = `mnemo_due_diagnosis_${process.pid}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};
if (pgUrl) await admin(`create database ${scratch}`);
const database = pgUrl
  ? await openDatabase({ databaseUrl: Object.assign(new URL(pgUrl), { pathname: `/${scratch}` }).toString() })
  : await openBenchDatabase();
if (pgUrl) await migrateToLatest(database.db);
const byStatement = new Map<string, { n: number; ms: number }>();
let logging = false;
/** EXPLAIN=1: the statements reading cards by key, kept to be explained after the run */
const explained: Array<{ sql: string; parameters: readonly unknown[] }> = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: database.pool }),
  log(event: LogEvent) {
    if (!logging) return;
    if (process.env.EXPLAIN && !explained.some((q) => q.sql === event.query.sql)) explained.push(event.query);
    const key = event.query.sql.replace(/\s+/g, ' ').slice(0, 110);
    const entry = byStatement.get(key) ?? { n: 0, ms: 0 };
    entry.n++;
    entry.ms += event.queryDurationMillis;
    byStatement.set(key, entry);
  },
});
const ctx = benchContext(database, { db });
const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
const { uid, headers } = await registerBenchUser(app, 'due-list@example.com');
const perSession = CARDS / SESSIONS;
await sql`insert into sessions (owner_id, name) select ${uid}, 'Deck ' || g from generate_series(1, ${SESSIONS}) g`.execute(
  db,
);
await sql`
  insert into flashcards (session_id, position, front, back, difficulty, source_chunk_id, is_generated, fsrs, due)
  select s.id, g, 'Question ' || g, 'Answer ' || g, 'medium', null, false,
    case when g % 2 = 0 then jsonb_build_object('state', 'review', 'due', to_char(d.due at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'stability', 10, 'difficulty', 5,
      'reps', 3, 'lapses', 0, 'scheduledDays', 10, 'learningSteps', 0, 'lastReview', to_char((d.due - interval '10 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end,
    case when g % 2 = 0 then d.due end
  from sessions s cross join generate_series(0, ${perSession - 1}) g
  cross join lateral (select now() - ((g * 7919) % (30 * 86400)) * interval '1 second' as due) d
  where s.owner_id = ${uid}`.execute(db);
if (!process.env.NOANALYZE) await (pgUrl ? sql`vacuum analyze` : sql`analyze`).execute(db);
const request = () => app.inject({ method: 'GET', url: '/api/review/due', headers });
for (let i = 0; i < 20; i++) await request(); // warm
logging = true;
// PROFILE=file.cpuprofile: a CPU profile of the measured requests only
const inspector = process.env.PROFILE ? new (await import('node:inspector/promises')).Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
const cpu: number[] = [];
const wall: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const c = process.cpuUsage();
  const t = performance.now();
  const res = await request();
  wall.push(performance.now() - t);
  const d = process.cpuUsage(c);
  cpu.push((d.user + d.system) / 1000);
  if (res.statusCode !== 200) throw new Error(res.body);
}
logging = false;
if (inspector) {
  const { profile } = await inspector.post('Profiler.stop');
  (await import('node:fs')).writeFileSync(process.env.PROFILE!, JSON.stringify(profile));
}
const pct = (a: number[], p: number) =>
  [...a].sort((x, y) => x - y)[Math.floor((p / 100) * (a.length - 1))]!.toFixed(2);
console.log(
  `${ROUNDS} requests: wall p50 ${pct(wall, 50)} p95 ${pct(wall, 95)} ms; CPU p50 ${pct(cpu, 50)} p95 ${pct(cpu, 95)} ms`,
);
let total = 0;
for (const [, v] of byStatement) total += v.ms;
console.log(
  `SQL per request ${(total / ROUNDS).toFixed(2)} ms in ${[...byStatement.values()].reduce((a, v) => a + v.n, 0) / ROUNDS} statements`,
);
for (const [k, v] of [...byStatement].sort((a, b) => b[1].ms - a[1].ms))
  console.log(`${(v.ms / ROUNDS).toFixed(2).padStart(7)} ms  x${(v.n / ROUNDS).toFixed(1)}  ${k}`);
// each statement once more, explained: planning and execution time inside the database
for (const q of explained) {
  const plan = await database.pool.query(`explain (analyze, buffers off) ${q.sql}`, [...q.parameters]);
  const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
  // PLANS=1: each statement's whole plan
  if (process.env.PLANS) console.log(`\n${q.sql.replace(/\s+/g, ' ').slice(0, 90)}\n${lines.join('\n')}`);
  console.log(
    lines.filter((l) => /^(Planning|Execution) Time/.test(l)).join(', '),
    ' ',
    q.sql.replace(/\s+/g, ' ').slice(0, 90),
  );
}
await app.close();
await database.close();
if (pgUrl) await admin(`drop database if exists ${scratch} with (force)`);
