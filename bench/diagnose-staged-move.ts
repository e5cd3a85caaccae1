// Diagnosis, not a benchmark (ADR 156): `cd bench && CARDS=100000 npx tsx diagnose-staged-move.ts`
// times the transactions that end an import into an existing session (MOVE_BATCH cards each): its
// staged cards moved into that session after its own (the statement triggers of ADR 111/114 keeping the counts), their
// reviews, and the emptied staging session removed — on the embedded database as the app opens it
// (PGlite on its own thread, on disk). Against it, the transaction that ends an import that made its
// session (the session given its owner). Read it with the machine's load, printed beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { moveStagedImport } from '../apps/server/src/modules/exchange/import-deck.ts';
import { claimStagingSession } from '../apps/server/src/modules/library/imported-items.ts';
import { claimStagedDueDays } from '../apps/server/src/modules/review/import-history.ts';

const CARDS = Number(process.env.CARDS ?? 100_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'staged-move-'));
const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
try {
  const db = database.db;
  await migrateToLatest(db);
  const [user] = (
    await sql<{
      id: string;
    }>`insert into users (email, name, password_hash, age_confirmed_at) values ('x@y.z', 'x', 'x', now()) returning id`.execute(
      db,
    )
  ).rows;
  const stage = async (target: string | null) => {
    const [imp] = (
      await sql<{
        id: string;
      }>`insert into imports (owner_id, session_id, creates_session, storage_key) values (${user!.id}, ${target}, ${target === null}, 'k') returning id`.execute(
        db,
      )
    ).rows;
    const [staging] = (
      await sql<{
        id: string;
      }>`insert into sessions (owner_id, name, key_concepts, youtube_video_ids, staging_import_id) values (null, 'staging', '[]', '[]', ${imp!.id}) returning id`.execute(
        db,
      )
    ).rows;
    // half the cards scheduled (due days counted), half new
    await sql`insert into flashcards (session_id, position, front, back, difficulty, due, import_id)
      select ${staging!.id}, g, 'Front ' || g, 'Back ' || g, 'medium', case when g % 2 = 0 then now() + (g % 90) * interval '1 day' end, ${imp!.id}
      from generate_series(0, ${CARDS - 1}) g`.execute(db);
    return { importId: imp!.id, stagingId: staging!.id };
  };
  const [target] = (
    await sql<{
      id: string;
    }>`insert into sessions (owner_id, name, key_concepts, youtube_video_ids) values (${user!.id}, 'Target', '[]', '[]') returning id`.execute(
      db,
    )
  ).rows;
  const into = await stage(target!.id);
  // the end moves MOVE_BATCH cards a transaction (ADR 156): each transaction timed from the
  // previous one's end (the turn of the loop between them is in it, a few µs)
  const transactions: number[] = [];
  let started = performance.now();
  const moveStarted = started;
  await moveStagedImport(
    db,
    into.importId,
    target!.id,
    into.stagingId,
    { imported: '{}', skipped: '{}' },
    {
      afterMoveBatch: () => {
        const now = performance.now();
        transactions.push(now - started);
        started = now;
      },
    },
  );
  transactions.push(performance.now() - started);
  const moveMs = performance.now() - moveStarted;
  const made = await stage(null);
  started = performance.now();
  await db.transaction().execute(async (trx) => {
    await claimStagingSession(trx, made.stagingId, user!.id, 'Made');
    await claimStagedDueDays(trx, made.stagingId, user!.id);
  });
  const claimMs = performance.now() - started;
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} on ${os.availableParallelism()} CPUs; ${CARDS} staged cards`,
  );
  const sorted = [...transactions].sort((a, b) => a - b);
  console.log(
    `into an existing session: the end's ${transactions.length} transactions (cards moved with their reviews, the last removing the staging session) ${moveMs.toFixed(0)} ms in all; longest ${sorted.at(-1)!.toFixed(1)} ms (transaction ${transactions.indexOf(sorted.at(-1)!) + 1}), median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms`,
  );
  console.log(`into a session it made: the end's transaction (owner given, due days) ${claimMs.toFixed(1)} ms`);
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
