// Diagnosis, not a benchmark (ADR 114): `cd bench && ROWS=20000 npx tsx diagnose-insert.ts` prints the
// main thread's CPU time per row of four ways to write cards into PGlite on disk, 50 rows a statement:
// the import's former transaction (lock, next position, INSERT), a bare INSERT through the driver,
// PGlite's own query, and COPY from a blob.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { openDatabase, PGLITE_START_PARAMS } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';

const N = Number(process.env.ROWS ?? 20_000);
const B = 50;
const run = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'ins-')), 'db');
const pglite = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
const database = await openDatabase({ pglite });
await migrateToLatest(database.db);
const db = database.db;
const u = await sql<{
  id: string;
}>`insert into users (email, name, password_hash, age_confirmed_at) values ('x@y.z', 'x', 'x', now()) returning id`.execute(
  db,
);
const mk = async (name: string) =>
  (
    await sql<{
      id: string;
    }>`insert into sessions (owner_id, name, key_concepts, youtube_video_ids) values (${u.rows[0]!.id}, ${name}, '[]', '[]') returning id`.execute(
      db,
    )
  ).rows[0]!.id;
const row = (sid: string, p: number) => ({
  session_id: sid,
  position: p,
  front: `Front ${p}`,
  back: `Back ${p}`,
  difficulty: 'medium' as const,
  source_chunk_id: null,
  is_generated: false,
  fsrs: null,
  due: null,
  is_suspended: false,
  tags: '[]',
  import_id: null,
});
const measure = async (label: string, f: (sid: string) => Promise<void>) => {
  const sid = await mk(label);
  const c0 = run();
  const t0 = performance.now();
  await f(sid);
  const c = run() - c0;
  console.log(
    `${label.padEnd(40)} ${((c * 1000) / N).toFixed(0)} µs/row CPU, wall ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
};
const variants: Record<string, (sid: string) => Promise<void>> = {
  'kysely txn lock+max+insert (as import)': async (sid) => {
    for (let i = 0; i < N; i += B) {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('sessions').select('id').where('id', '=', sid).forUpdate().executeTakeFirst();
        const m = await trx
          .selectFrom('flashcards')
          .select((eb) => eb.fn.max('position').as('m'))
          .where('session_id', '=', sid)
          .executeTakeFirst();
        void m;
        await trx
          .insertInto('flashcards')
          .values(Array.from({ length: B }, (_v, j) => row(sid, i + j)))
          .execute();
      });
    }
  },
  'kysely insert only (no txn)': async (sid) => {
    for (let i = 0; i < N; i += B)
      await db
        .insertInto('flashcards')
        .values(Array.from({ length: B }, (_v, j) => row(sid, i + j)))
        .execute();
  },
  'pglite.query insert (direct)': async (sid) => {
    for (let i = 0; i < N; i += B) {
      const params: unknown[] = [];
      const tuples: string[] = [];
      for (let j = 0; j < B; j++) {
        const k = params.length;
        params.push(sid, i + j, `Front ${i + j}`, `Back ${i + j}`);
        tuples.push(`($${k + 1}, $${k + 2}, $${k + 3}, $${k + 4}, 'medium', false, '[]')`);
      }
      await pglite.query(
        `insert into flashcards (session_id, position, front, back, difficulty, is_generated, tags) values ${tuples.join(',')}`,
        params,
      );
    }
  },
  'pglite COPY from blob': async (sid) => {
    for (let i = 0; i < N; i += B) {
      const lines: string[] = [];
      for (let j = 0; j < B; j++) lines.push(`${sid}\t${i + j}\tFront ${i + j}\tBack ${i + j}\tmedium\tf\t[]`);
      await pglite.query(
        `copy flashcards (session_id, position, front, back, difficulty, is_generated, tags) from '/dev/blob'`,
        [],
        { blob: new Blob([lines.join('\n') + '\n']) },
      );
    }
  },
};
for (const round of [1, 2]) for (const [label, f] of Object.entries(variants)) await measure(`${round} ${label}`, f);
await database.close();
await pglite.close();
process.exit(0);
