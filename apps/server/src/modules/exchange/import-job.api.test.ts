import { threadId } from 'node:worker_threads';
import { sql } from 'kysely';
import type { ImportState } from '@mnemo/contracts/exchange';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createTestSession, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { buildMultipart } from '../pipeline/testing/pipeline-test-kit.ts';
import { readFixture } from '../pipeline/steps/extract/testing/fixtures.ts';
import { createWorkerPool, type WorkerPool } from '../../worker-pool/worker-pool.ts';
import { savingBatches } from './import-deck.ts';
import { EXPIRE_IMPORTS_JOB, expireFinishedImports } from './import-job.ts';
import { followImport, importAndWait } from './testing/import-kit.ts';
import { isPostgresRun } from '../../test/test-database.ts';

/*
 * Imports as jobs (issue 21 item 2, ADR 064): 202 at once, the state and its event stream to the
 * owner only, all or nothing, and IMPORT_MAX_CARDS.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ pipeline: {}, config: { IMPORT_MAX_CARDS: '1500' } });
});
afterAll(async () => t?.close());

const csvOf = (rows: number, prefix = 'Card') =>
  new TextEncoder().encode(Array.from({ length: rows }, (_v, i) => `${prefix} ${i + 1},Answer ${i + 1}`).join('\n'));

async function countCards(sessionId: string): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('flashcards')
    .where('session_id', '=', sessionId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('finished imports expire (ADR 086)', () => {
  it('removes done and failed imports a retention period after they ended, keeping their cards, and never one still queued', async () => {
    const owner = await registerTestUser(t.app);
    const done = await importAndWait(t.app, owner.token, csvOf(1200, 'Old'), 'Old.csv');
    const failed = await importAndWait(t.app, owner.token, csvOf(1600), 'Too many.csv');
    const recent = await importAndWait(t.app, owner.token, csvOf(3), 'Recent.csv');
    expect([done.state?.status, failed.state?.status, recent.state?.status]).toEqual(['done', 'failed', 'done']);
    const queued = await t.ctx.db
      .insertInto('imports')
      .values({
        owner_id: owner.uid,
        session_id: recent.accepted!.sessionId,
        creates_session: false,
        file_name: 'Stuck.csv',
        storage_key: 'none',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
    const ids = [done.accepted!.importId, failed.accepted!.importId, queued.id];
    await t.ctx.db
      .updateTable('imports')
      .set({ updated_at: daysAgo(7.5) })
      .where('id', 'in', ids)
      .execute();
    await t.ctx.db
      .updateTable('imports')
      .set({ updated_at: daysAgo(6.5) })
      .where('id', '=', recent.accepted!.importId)
      .execute();

    expect(await expireFinishedImports(t.ctx, now)).toBe(2);
    expect((await t.call('GET', `/api/imports/${done.accepted!.importId}`, owner.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/imports/${failed.accepted!.importId}`, owner.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/imports/${recent.accepted!.importId}`, owner.token)).statusCode).toBe(200);
    const left = await t.ctx.db.selectFrom('imports').select('id').where('id', '=', queued.id).execute();
    expect(left).toHaveLength(1);
    // the cards the expired import saved stay, detached from it
    expect(await countCards(done.accepted!.sessionId)).toBe(1200);
    const attached = await t.ctx.db
      .selectFrom('flashcards')
      .where('session_id', '=', done.accepted!.sessionId)
      .where('import_id', 'is not', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(attached.n)).toBe(0);
    // a second pass finds nothing more
    expect(await expireFinishedImports(t.ctx, now)).toBe(0);
    // the pass runs on a schedule in every process that runs jobs
    const schedules = await t.ctx.queue!.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(EXPIRE_IMPORTS_JOB);
  });
});

describe('POST /api/import and /api/sessions/:id/import', () => {
  it('answer 202 with the session and the import at once; the state and its events go to the owner alone', async () => {
    const owner = await registerTestUser(t.app);
    const body = buildMultipart({}, { bytes: csvOf(1200), fileName: 'Biology.csv' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { ...bearer(owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { sessionId, importId } = res.json() as { sessionId: string; importId: string };
    expect(Object.keys(res.json() as object).sort()).toEqual(['importId', 'sessionId']);
    // the session exists at once, named after the file until the deck is read, and owned by
    // nobody until the import is done (ADR 156)
    const session = await t.ctx.db
      .selectFrom('sessions')
      .select(['name', 'owner_id', 'staging_import_id'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ name: 'Biology', owner_id: null, staging_import_id: importId });

    const stranger = await registerTestUser(t.app);
    expect((await t.call('GET', `/api/imports/${importId}`, stranger.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/imports/${importId}/events`, stranger.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/imports/${importId}`)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/imports/not-a-uuid', owner.token)).statusCode).toBe(400);

    const events = await followImport(t.app, owner.token, importId);
    const last = events.at(-1)!;
    expect(last).toEqual({
      status: 'done',
      progress: 100,
      imported: { cards: 1200, reviews: 0, media: 0 },
      skipped: { count: 0, reasons: {} },
    });
    // progress never goes back; the saving moved it in steps
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.status)).has('done')).toBe(true);
    const read = await t.call('GET', `/api/imports/${importId}`, owner.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(last);
    expect(await countCards(sessionId)).toBe(1200);
    expect(
      await t.ctx.db
        .selectFrom('sessions')
        .select(['name', 'owner_id', 'staging_import_id'])
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ name: 'Biology', owner_id: owner.uid, staging_import_id: null });
    // the uploaded file is gone once the job ends
    expect((await t.storage.list(`users/${owner.uid}/`)).filter((key) => key.includes('/imports/'))).toEqual([]);
  });

  it('ends the job failed with PAYLOAD_TOO_LARGE past IMPORT_MAX_CARDS, saving nothing: no card, no file, no session it made', async () => {
    const owner = await registerTestUser(t.app, { locale: 'pt' });
    const made = await importAndWait(t.app, owner.token, csvOf(1501), 'big.csv');
    expect(made.response.statusCode).toBe(202);
    expect(made.state).toEqual({
      status: 'failed',
      progress: expect.any(Number) as number,
      imported: { cards: 0, reviews: 0, media: 0 },
      skipped: { count: 0, reasons: {} },
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Este baralho tem mais de 1500 cartões, o máximo que uma importação pode trazer. Não foi importado.',
      },
    });
    expect(await t.ctx.db.selectFrom('sessions').where('owner_id', '=', owner.uid).selectAll().execute()).toEqual([]);
    expect(await t.storage.list(`users/${owner.uid}/`)).toEqual([]);
    // the failure stays readable
    expect((await t.call('GET', `/api/imports/${made.accepted!.importId}`, owner.token)).json()).toEqual(made.state);

    const english = await registerTestUser(t.app);
    const session = await createTestSession(t, english.token, {
      name: 'Kept',
      flashcards: [{ front: 'Mine', back: 'Kept', difficulty: 'easy' }],
    });
    const into = await importAndWait(t.app, english.token, csvOf(1501), 'big.csv', { sessionId: session.id });
    expect(into.state?.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This deck has more than 1,500 cards, the most one import may bring. It was not imported.',
    });
    expect(into.accepted?.sessionId).toBe(session.id);
    expect(await countCards(session.id)).toBe(1);
  });

  it('removes every card an import saved when it fails after some batches, and keeps the session it went into', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, {
      name: 'Half way',
      flashcards: [{ front: 'Mine', back: 'Kept', difficulty: 'easy' }],
    });
    // the database refuses the card of row 1,100: a later batch fails, after earlier ones were saved
    await sql`create or replace function refuse_boom() returns trigger as $$ begin if new.front = 'Boom 1100' then raise exception 'refused'; end if; return new; end $$ language plpgsql`.execute(
      t.ctx.db,
    );
    await sql`create trigger refuse_boom before insert on flashcards for each row execute function refuse_boom()`.execute(
      t.ctx.db,
    );
    try {
      const outcome = await importAndWait(t.app, owner.token, csvOf(1200, 'Boom'), 'boom.csv', {
        sessionId: session.id,
      });
      expect(outcome.state?.status).toBe('failed');
      expect(outcome.state?.error?.code).toBe('INTERNAL');
      // batches were saved before the failure, then removed
      expect(Math.max(...outcome.events.map((e: ImportState) => e.progress))).toBeGreaterThan(40);
    } finally {
      await sql`drop trigger refuse_boom on flashcards`.execute(t.ctx.db);
    }
    expect(await countCards(session.id)).toBe(1);
    expect(
      await t.ctx.db.selectFrom('sessions').select('name').where('id', '=', session.id).executeTakeFirst(),
    ).toEqual({ name: 'Half way' });
    expect((await t.storage.list(`users/${owner.uid}/`)).filter((key) => key.includes('/imports/'))).toEqual([]);
  });
});

// the embedded path is the one under test: on the PostgreSQL run its statements are not on the loop
describe.skipIf(isPostgresRun())('saving on the embedded database (ADR 140, 156)', () => {
  it('writes 50 cards a transaction, one COPY each, the event loop taking a turn between every two', async () => {
    const copyRows = t.ctx.copyRows;
    // the test database is PGlite: the embedded path is the one under test
    expect(copyRows).toBeDefined();
    const sizes = savingBatches(true);
    expect(sizes).toEqual({ transaction: 50, statement: 50 });
    const chunks = (total: number, size: number) =>
      Array.from({ length: Math.ceil(total / size) }, (_v, i) => Math.min(size, total - i * size));
    const owner = await registerTestUser(t.app);
    let turns = 0;
    let ticking = true;
    const tick = (): void => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const copies: Array<{ rows: number; turn: number }> = [];
    t.ctx.copyRows = async (table, columns, rows) => {
      copies.push({ rows: rows.length, turn: turns });
      await copyRows!(table, columns, rows);
    };
    let outcome: Awaited<ReturnType<typeof importAndWait>>;
    try {
      outcome = await importAndWait(t.app, owner.token, csvOf(1200, 'Paced'), 'Paced.csv');
    } finally {
      t.ctx.copyRows = copyRows;
      ticking = false;
    }
    expect(outcome.state?.status).toBe('done');
    expect(copies.map((copy) => copy.rows)).toEqual(chunks(1200, sizes.statement));
    // the loop turned between every two statements
    for (let i = 1; i < copies.length; i++) expect(copies[i]!.turn).toBeGreaterThan(copies[i - 1]!.turn);
    // the transaction that wrote each card (its xmin): 24 of 50, in order
    const transactions = await sql<{ cards: number }>`
      select count(*)::int as cards from flashcards where session_id = ${outcome.accepted!.sessionId}
      group by xmin::text order by min(position)
    `.execute(t.ctx.db);
    expect(transactions.rows.map((row) => row.cards)).toEqual(chunks(1200, sizes.transaction));
  });
});

describe('imports read in the worker pool', () => {
  let pooled: TestApp;
  let pool: WorkerPool;

  beforeAll(async () => {
    pool = createWorkerPool({ threads: 1 });
    pooled = await buildTestApp({ pipeline: {}, context: { workerPool: pool }, config: { IMPORT_MAX_CARDS: '1500' } });
  });
  afterAll(async () => {
    await pooled?.close();
    await pool?.close();
  });

  it(
    "reads an Anki package in a thread of the pool, and a refusal there reads as the learner's message",
    { timeout: 60_000 },
    async () => {
      const owner = await registerTestUser(pooled.app);
      const done = await importAndWait(
        pooled.app,
        owner.token,
        readFixture('anki/legacy-anki2-with-revlog.apkg'),
        'templates.apkg',
      );
      expect(done.state).toMatchObject({ status: 'done', imported: { cards: 146, reviews: 102, media: 0 } });
      const { threadIds } = pool.stats();
      expect(threadIds).toHaveLength(1);
      expect(threadIds[0]).not.toBe(threadId);
      const refused = await importAndWait(pooled.app, owner.token, csvOf(1501), 'big.csv');
      expect(refused.state?.error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'This deck has more than 1,500 cards, the most one import may bring. It was not imported.',
      });
      expect(pool.stats().completed).toBe(2);
    },
  );
});
