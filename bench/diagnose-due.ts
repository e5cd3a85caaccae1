// Diagnosis, not a benchmark (ADR 114): `cd bench && CARDS=100000 npx tsx diagnose-due.ts` times the due
// list of a session of that many new cards and each of its queries, beside the former count of new
// cards (every new card visited), five rounds in one process.
import { buildApp } from '../apps/server/src/app.ts';
import { sql } from 'kysely';
import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';
import * as repo from '../apps/server/src/modules/review/review.repository.ts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const N = Number(process.env.CARDS ?? 100_000);
const database = await openBenchDatabase(path.join(mkdtempSync(path.join(os.tmpdir(), 'due-')), 'db'));
const ctx = benchContext(database);
const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
const user = await registerBenchUser(app, 'due@example.com');
const created = await app.inject({
  method: 'POST',
  url: '/api/directory/root/file',
  headers: user.headers,
  payload: { name: 'Big deck' },
});
const sessionId = (created.json() as { id: string }).id;
await sql`insert into flashcards (session_id, position, front, back, difficulty, is_generated, tags)
  select ${sessionId}, g, 'Front ' || g, 'Back ' || g, 'medium', false, '[]'::jsonb from generate_series(0, ${N - 1}) g`.execute(
  ctx.db,
);
if (!process.env.NOANALYZE) await sql`analyze flashcards`.execute(ctx.db);
const me = await ctx.db
  .selectFrom('users')
  .select('id')
  .where('email', '=', 'due@example.com')
  .executeTakeFirstOrThrow();
const scope = { ownerId: me.id, sessionId, concept: undefined };
const time = async (label: string, f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  console.log(label, `${(performance.now() - t).toFixed(1)} ms`);
};
for (const round of [1, 2, 3, 4, 5]) {
  await time(`${round} due list`, () =>
    app.inject({ method: 'GET', url: `/api/review/due?sessionId=${sessionId}`, headers: user.headers }),
  );
  await time(`${round} countNewBySession`, () => repo.countNewBySession(ctx.db, scope));
  await time(`${round} OLD count one session`, () =>
    sql`select s.id, (select count(*) from flashcards f where f.session_id = s.id and f.due is null and f.is_suspended = false) from sessions s where s.owner_id = ${me.id} and s.id = ${sessionId}`.execute(
      ctx.db,
    ),
  );
  await time(`${round} OLD count library`, () =>
    sql`select s.id, (select count(*) from flashcards f where f.session_id = s.id and f.due is null and f.is_suspended = false) from sessions s where s.owner_id = ${me.id}`.execute(
      ctx.db,
    ),
  );
  await time(`${round} countNewBySession library`, () => repo.countNewBySession(ctx.db, { ownerId: me.id }));
  await time(`${round} allowances`, () => repo.listNewCardAllowances(ctx.db, me.id, new Date(Date.now() - 86400000)));
  const now = new Date();
  await time(`${round} countDue`, () => repo.countDue(ctx.db, scope, now, new Date(now.getTime() + 1200000)));
  await time(`${round} listDue`, () => repo.listDueFlashcards(ctx.db, scope, now, 100));
  await time(`${round} listNew`, () => repo.listNewFlashcards(ctx.db, scope, 20, { [sessionId]: 20 }));
  await time(`${round} ahead`, () =>
    repo.listLearningAhead(ctx.db, scope, now, new Date(now.getTime() + 1200000), 100),
  );
}
const plan = await sql<{
  'QUERY PLAN': string;
}>`explain (analyze, buffers) select count(*) from flashcards where session_id = ${sessionId} and due is null and not is_suspended`.execute(
  ctx.db,
);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
await app.close();
await database.close();
process.exit(0);
