// Diagnosis, not a benchmark (ADR 140): `cd bench && ROWS=20000 npx tsx diagnose-copy-batches.ts` prints
// the main thread's CPU time per row and the longest single PGlite call of four ways to save an
// import's cards with COPY on the embedded database: a transaction per 50 rows (lock, next position,
// COPY, commit), a transaction per 500 rows written as ten 50-row COPYs with a turn of the loop
// between them (or five of 100), and a transaction per 500 rows in one COPY.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { createPgliteCopy } from '../apps/server/src/db/bulk-copy.ts';
import { openDatabase, PGLITE_START_PARAMS } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { IMPORTED_CARD_COLUMNS } from '../apps/server/src/modules/library/imported-items.repository.ts';

const N = Number(process.env.ROWS ?? 20_000);
const cpuMs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'copy-batches-'));
const pglite = await PGlite.create(path.join(tmp, 'db'), { startParams: PGLITE_START_PARAMS });
let longest = 0;
const raw = pglite.execProtocolRawSync.bind(pglite);
pglite.execProtocolRawSync = (message: Uint8Array) => {
  const at = performance.now();
  try {
    return raw(message);
  } finally {
    longest = Math.max(longest, performance.now() - at);
  }
};
const database = await openDatabase({ pglite });
await migrateToLatest(database.db);
const db = database.db;
const copy = createPgliteCopy(pglite);
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const user = await sql<{ id: string }>`insert into users (email, name, password_hash, age_confirmed_at)
  values ('x@y.z', 'x', 'x', now()) returning id`.execute(db);
const newSession = async (name: string) =>
  (
    await sql<{ id: string }>`insert into sessions (owner_id, name, key_concepts, youtube_video_ids)
      values (${user.rows[0]!.id}, ${name}, '[]', '[]') returning id`.execute(db)
  ).rows[0]!.id;
const card = (sid: string, p: number) => {
  const v: Record<string, unknown> = {
    id: randomUUID(),
    session_id: sid,
    position: p,
    front: `Front ${p}`,
    back: `Back ${p}`,
    difficulty: 'medium',
    source_chunk_id: null,
    is_generated: false,
    fsrs: null,
    due: null,
    is_suspended: false,
    tags: '[]',
    import_id: null,
    kind: 'basic',
    note_id: null,
    ordinal: 1,
    note_text: null,
  };
  return IMPORTED_CARD_COLUMNS.map((c) => (v[c] ?? null) as string | number | boolean | null);
};
const save = (rowsPerTransaction: number, rowsPerCopy: number) => async (sid: string) => {
  for (let i = 0; i < N; i += rowsPerTransaction) {
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('sessions').select('id').where('id', '=', sid).forUpdate().executeTakeFirst();
      await trx
        .selectFrom('flashcards')
        .select((eb) => eb.fn.max('position').as('m'))
        .where('session_id', '=', sid)
        .executeTakeFirst();
      for (let j = i; j < Math.min(N, i + rowsPerTransaction); j += rowsPerCopy) {
        await turn();
        await copy(
          'flashcards',
          IMPORTED_CARD_COLUMNS,
          Array.from({ length: Math.min(rowsPerCopy, N - j) }, (_v, k) => card(sid, j + k)),
        );
      }
      await turn();
    });
    await turn();
  }
};
const variants: Array<[string, (sid: string) => Promise<void>]> = [
  ['transaction of 50, one COPY', save(50, 50)],
  ['transaction of 500, COPYs of 50', save(500, 50)],
  ['transaction of 500, COPYs of 100', save(500, 100)],
  ['transaction of 500, one COPY', save(500, 500)],
];
for (const round of [1, 2])
  for (const [label, run] of variants) {
    const sid = await newSession(`${round} ${label}`);
    longest = 0;
    const c0 = cpuMs();
    const t0 = performance.now();
    await run(sid);
    const cpu = cpuMs() - c0;
    console.log(
      `${round} ${label.padEnd(34)} ${((cpu * 1000) / N).toFixed(0).padStart(4)} µs/row of main-thread CPU, longest PGlite call ${longest.toFixed(1)} ms, wall ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
await database.close();
rmSync(tmp, { recursive: true, force: true });
process.exit(0);
