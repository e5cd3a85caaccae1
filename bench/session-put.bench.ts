import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { findUserByToken } from '../apps/server/src/modules/auth/auth.repository.ts';
import { insertSession } from '../apps/server/src/modules/library/library.repository.ts';
import { insertFlashcards } from '../apps/server/src/modules/library/session-items.repository.ts';

const CARDS = 2000;
const ROUNDS = Number(process.env.BENCH_SESSION_PUT_ROUNDS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

/**
 * `PUT /api/directory/root/file/:id` with 2,000 changed cards (the library's diff write, through
 * the API, answer included) on the embedded database, beside a plain insert of 2,000 card rows
 * and the per-card UPDATEs the diff used to send, in alternating rounds of the same run.
 * Target: the PUT takes at most 3× the plain insert.
 */
export async function runSessionPutBench(): Promise<string[]> {
  const database = await openBenchDatabase();
  const ctx = benchContext(database);
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  try {
    const { token, headers } = await registerBenchUser(app, 'put-bench@example.com');
    const owner = (await findUserByToken(ctx.db, token))!;
    const card = (i: number, round: number) => ({
      front: `Question ${i}, round ${round}?`,
      back: `Answer ${i} of round ${round}`,
      difficulty: 'medium' as const,
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/directory/root/file',
      headers,
      payload: { name: 'Large deck', flashcards: Array.from({ length: CARDS }, (_, i) => card(i, 0)) },
    });
    if (created.statusCode !== 201) throw new Error(`creating the deck failed: ${created.statusCode} ${created.body}`);
    const session = created.json() as { id: string; flashcards: Array<{ id: string }> };
    const ids = session.flashcards.map((c) => c.id);

    const put = async (round: number) => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/directory/root/file/${session.id}`,
        headers,
        payload: { flashcards: ids.map((id, i) => ({ id, ...card(i, round) })) },
      });
      if (res.statusCode !== 200) throw new Error(`PUT failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    const insert = async (round: number) => {
      const target = await insertSession(ctx.db, { ownerId: owner.id, folderId: null, name: `Insert ${round}` });
      const rows = Array.from({ length: CARDS }, (_, i) => ({ position: i, source_chunk_id: null, ...card(i, round) }));
      const started = performance.now();
      await ctx.db.transaction().execute((trx) => insertFlashcards(trx, target.id, rows, false));
      const elapsed = performance.now() - started;
      await ctx.db.deleteFrom('sessions').where('id', '=', target.id).execute();
      return elapsed;
    };
    // what the diff did before: one UPDATE per card, in one transaction
    const perItem = async (round: number) => {
      await ctx.db.transaction().execute(async (trx) => {
        for (const [i, id] of ids.entries()) {
          await trx
            .updateTable('flashcards')
            .set({ ...card(i, round), position: i, source_chunk_id: null, updated_at: new Date() })
            .where('id', '=', id)
            .where('session_id', '=', session.id)
            .execute();
        }
      });
    };
    const timed = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };

    await put(1); // warm-up: plans, JIT
    await insert(1);
    const times = { put: [] as number[], insert: [] as number[], perItem: [] as number[] };
    for (let round = 2; round < ROUNDS + 2; round++) {
      times.insert.push(await insert(round));
      times.put.push(await timed(() => put(round)));
      times.perItem.push(await timed(() => perItem(round)));
    }
    const insertMs = median(times.insert);
    const putMs = median(times.put);
    const perItemMs = median(times.perItem);
    const ratio = putMs / insertMs;
    return [
      `session-put: ${CARDS} cards, PGlite, median of ${ROUNDS} alternating rounds`,
      `  plain insert of ${CARDS} card rows     ${ms(insertMs)} (reference)`,
      `  ${CARDS} per-card UPDATEs (before)    ${ms(perItemMs)} = ${(perItemMs / insertMs).toFixed(2)}× the insert (the diff's old database work alone)`,
      `  PUT of ${CARDS} changed cards (API)   ${ms(putMs)} = ${ratio.toFixed(2)}× the insert (target ≤ 3×) ${ratio <= 3 ? 'PASS' : 'MISS'}`,
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
