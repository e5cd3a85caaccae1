import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { findUserByToken } from '../apps/server/src/modules/auth/auth.repository.ts';
import { listUserSessions } from '../apps/server/src/modules/library/session-files.ts';
import { countDueBySession } from '../apps/server/src/modules/review/list-due-cards.ts';
import { listSessions } from '../apps/server/src/modules/library/library.repository.ts';
import { presentSessionSummary } from '../apps/server/src/modules/library/library.presenters.ts';
import { getRemainingNewCards, getStudyDayStart } from '@mnemo/domain/study-day';

const DURATION_S = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const AUTOCANNON = path.join(import.meta.dirname, 'node_modules/.bin/autocannon');
const AUTOCANNON_ROOT = path.join(import.meta.dirname, '../node_modules/.bin/autocannon');

/** Load from a separate process, so the load generator does not share the server's event loop. */
async function measureHttp(url: string, token?: string): Promise<number> {
  const bin = (await import('node:fs')).existsSync(AUTOCANNON) ? AUTOCANNON : AUTOCANNON_ROOT;
  const args = [
    '--json',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(DURATION_S),
    ...(token ? ['-H', `authorization=Bearer ${token}`] : []),
    url,
  ];
  const { stdout } = await promisify(execFile)(bin, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * GET /api/sessions for a user with 200 sessions on the embedded database, beside a bare Fastify
 * route and the route's own database work (token lookup + list) in a loop without HTTP.
 * Target: the route reaches at least half of its database work's throughput.
 */
export async function runSessionsBench(): Promise<string[]> {
  const database = await openBenchDatabase();
  const ctx = benchContext(database);
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { token } = await registerBenchUser(app, 'bench@example.com');
    // written straight into the database: creating 200 through the API would meet the write rate limit
    const owner = await findUserByToken(ctx.db, token);
    await sql`insert into sessions (owner_id, name) select ${owner!.id}::uuid, 'Session number ' || g from generate_series(1, 200) g`.execute(
      ctx.db,
    );
    // ten cards in each session, three of them due: the counts have rows to count
    await sql`insert into flashcards (session_id, position, front, back, difficulty, due) select s.id, g, 'Front ' || g, 'Back ' || g, 'medium', case when g < 3 then now() - interval '1 hour' end from sessions s cross join generate_series(0, 9) g`.execute(
      ctx.db,
    );
    await sql`analyze`.execute(ctx.db);

    // the route's own database work, no HTTP: same queries, same order
    const after = async () => {
      const user = await findUserByToken(ctx.db, token);
      const sessions = await listUserSessions(ctx, user!, { countDueBySession });
      if (sessions.length !== 200) throw new Error('expected 200 sessions');
    };
    // the same answer as the route computed it before the due counts became one query: five
    // round trips (token, sessions, settings, today's reviews, counts) instead of three
    const before = async () => {
      const user = await findUserByToken(ctx.db, token);
      const now = new Date();
      const [rows, settings] = await Promise.all([
        listSessions(ctx.db, user!.id),
        sql<{
          time_zone: string;
          new_cards_per_day: number;
        }>`select time_zone, new_cards_per_day from users where id = ${user!.id}`.execute(ctx.db),
      ]);
      const dayStart = getStudyDayStart(now, settings.rows[0]!.time_zone);
      const [today, counts] = await Promise.all([
        sql<{
          introduced: number;
        }>`select count(*) as reviewed, count(distinct flashcard_id) filter (where state_before = 'new') as introduced from reviews where user_id = ${user!.id} and kind != 'quiz_miss' and reviewed_at >= ${dayStart}`.execute(
          ctx.db,
        ),
        sql<{
          session_id: string;
          due: string;
          fresh: string;
        }>`select f.session_id, count(*) filter (where f.due <= ${now}) as due, count(*) filter (where f.due is null) as fresh from flashcards f join sessions s on s.id = f.session_id where s.owner_id = ${user!.id} and f.is_suspended = ${false} group by f.session_id`.execute(
          ctx.db,
        ),
      ]);
      const remaining = getRemainingNewCards(settings.rows[0]!.new_cards_per_day, Number(today.rows[0]!.introduced));
      const due = new Map(counts.rows.map((r) => [r.session_id, Number(r.due) + Math.min(Number(r.fresh), remaining)]));
      const sessions = rows.map((row) => presentSessionSummary(row, due.get(row.id) ?? 0));
      if (sessions.length !== 200) throw new Error('expected 200 sessions');
    };
    // alternating half-second slices, so the machine's other load falls on both alike
    const spent = { before: 0, after: 0 };
    const done = { before: 0, after: 0 };
    for (let slice = 0; slice < DURATION_S * 2; slice++) {
      for (const [name, run] of [
        ['before', before],
        ['after', after],
      ] as const) {
        const sliceStart = performance.now();
        while (performance.now() - sliceStart < 500) {
          await run();
          done[name]++;
        }
        spent[name] += performance.now() - sliceStart;
      }
    }
    const dbPerSecond = done.after / (spent.after / 1000);
    const beforePerSecond = done.before / (spent.before / 1000);

    const bareRps = await measureHttp(`${bareUrl}/hello`);
    const routeRps = await measureHttp(`${url}/api/sessions`, token);
    const ratio = routeRps / dbPerSecond;
    return [
      `sessions: GET /api/sessions, 200 sessions of 10 cards, PGlite, autocannon ${CONNECTIONS} connections ${DURATION_S} s`,
      `  bare Fastify JSON route        ${bareRps.toFixed(0).padStart(8)} req/s (reference)`,
      `  route's database work, before ${beforePerSecond.toFixed(0).padStart(8)} ops/s (reference: 5 queries, as the route made them before the due counts became one)`,
      `  route's database work, no HTTP ${dbPerSecond.toFixed(0).padStart(8)} ops/s = ${(dbPerSecond / beforePerSecond).toFixed(2)}× before (3 queries)`,
      `  GET /api/sessions              ${routeRps.toFixed(0).padStart(8)} req/s = ${(ratio * 100).toFixed(0)} % of its database work (target ≥ 50 %) ${ratio >= 0.5 ? 'PASS' : 'MISS'}`,
    ];
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }
}
