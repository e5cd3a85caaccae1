import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestSession, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { errors } from '../../lib/app-error.ts';
import { getSessionStoragePrefix } from '../../lib/storage-keys.ts';
import { readFixture } from '../pipeline/steps/extract/testing/fixtures.ts';
import { buildMultipart } from '../pipeline/testing/pipeline-test-kit.ts';
import { failImport, runImport } from './import-deck.ts';
import { buildMediaDeck, PNG_BYTES, wavBytes } from './testing/anki-media-deck.ts';

/*
 * An import's cards stay out of sight until it is done (ADR 156): saved in transactions of 50
 * into a staging session owned by nobody, made visible in one transaction at the end, removed
 * with that session when the import fails. The job is run here by the test (the app has a queue
 * but no import worker), so a gate between its batches holds it half way while requests are sent.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ pipeline: { worker: false } });
});
afterAll(async () => t?.close());

const csvOf = (rows: number, prefix: string) =>
  new TextEncoder().encode(Array.from({ length: rows }, (_v, i) => `${prefix} ${i + 1},Answer ${i + 1}`).join('\n'));

/** POSTs an import (its job queued, not run) and answers its ids. */
async function accept(token: string, bytes: Uint8Array, fileName: string, sessionId?: string) {
  const body = buildMultipart({}, { bytes, fileName });
  const res = await t.app.inject({
    method: 'POST',
    url: sessionId ? `/api/sessions/${sessionId}/import` : '/api/import',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as { sessionId: string; importId: string };
}

/** A gate the import waits on after its batch of `at` cards, and the order things happened in. */
function gateAt(at: number) {
  const log: string[] = [];
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  return {
    log,
    held,
    open,
    afterBatch: async (saved: number) => {
      log.push(`batch ${saved}`);
      if (saved === at) {
        reached();
        await opened;
      }
    },
  };
}

/** What the owner sees: the library's sessions and their names, and a session's cards (its open). */
async function ownerView(token: string, sessionId: string) {
  const sessions = (await t.call('GET', '/api/sessions', token)).json() as { sessions: Array<{ id: string }> };
  const opened = await t.call('GET', `/api/directory/root/file/${sessionId}`, token);
  return {
    sessionIds: sessions.sessions.map((s) => s.id),
    status: opened.statusCode,
    flashcardCount: opened.statusCode === 200 ? (opened.json() as { flashcardCount: number }).flashcardCount : null,
  };
}

async function leftovers(importId: string) {
  const staged = await t.ctx.db
    .selectFrom('sessions')
    .select('id')
    .where((eb) => eb.or([eb('staging_import_id', '=', importId), eb('owner_id', 'is', null)]))
    .execute();
  const cards = await t.ctx.db
    .selectFrom('flashcards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('import_id', '=', importId)
    .executeTakeFirstOrThrow();
  return { staged: staged.length, cards: Number(cards.n) };
}

describe('an import under way is out of sight (ADR 156)', () => {
  it('into an existing session: nothing shows while it is held half way, requests are answered meanwhile, and the end shows it whole after the session’s cards', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, {
      name: 'Kept',
      flashcards: [{ front: 'Mine', back: 'Kept', difficulty: 'easy' }],
    });
    const { importId } = await accept(owner.token, csvOf(230, 'Into'), 'into.csv', session.id);
    const gate = gateAt(100);
    const running = runImport(t.ctx, importId, { afterBatch: gate.afterBatch });
    await gate.held;
    // held after its second batch of 50: 100 cards saved, none the owner's to see
    const during = await ownerView(owner.token, session.id);
    gate.log.push('requests answered');
    expect(during).toEqual({ sessionIds: [session.id], status: 200, flashcardCount: 1 });
    const due = (await t.call('GET', `/api/review/due?sessionId=${session.id}&limit=100`, owner.token)).json() as {
      cards: Array<{ front: string }>;
    };
    expect(due.cards.map((c) => c.front)).toEqual(['Mine']);
    expect(await leftovers(importId)).toEqual({ staged: 1, cards: 100 });
    gate.open();
    await running;
    // the requests were answered between the batches of 100 and 150 cards, before the import ended
    expect(gate.log).toEqual(['batch 50', 'batch 100', 'requests answered', 'batch 150', 'batch 200', 'batch 230']);
    expect(await ownerView(owner.token, session.id)).toEqual({
      sessionIds: [session.id],
      status: 200,
      flashcardCount: 231,
    });
    const cards = await t.ctx.db
      .selectFrom('flashcards')
      .select(['front', 'position'])
      .where('session_id', '=', session.id)
      .orderBy('position')
      .execute();
    expect(cards.map((c) => c.front)).toEqual(['Mine', ...Array.from({ length: 230 }, (_v, i) => `Into ${i + 1}`)]);
    expect(cards.map((c) => c.position)).toEqual(Array.from({ length: 231 }, (_v, i) => i));
    // the staging session is gone once its cards moved
    expect((await leftovers(importId)).staged).toBe(0);
    expect((await t.call('GET', `/api/imports/${importId}`, owner.token)).json()).toMatchObject({
      status: 'done',
      imported: { cards: 230 },
    });
  });

  it('into an existing session: its cards are moved in several short transactions, requests answered between them, in order after the session’s own', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, {
      name: 'Moved into',
      flashcards: [{ front: 'Mine', back: 'Kept', difficulty: 'easy' }],
    });
    const { importId } = await accept(owner.token, csvOf(230, 'Moved'), 'moved.csv', session.id);
    const log: string[] = [];
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    let reached!: () => void;
    const held = new Promise<void>((resolve) => (reached = resolve));
    const running = runImport(t.ctx, importId, {
      moveBatch: 100,
      afterMoveBatch: async (moved) => {
        log.push(`moved ${moved}`);
        if (moved === 100) {
          reached();
          await opened;
        }
      },
    });
    await held;
    // held after the first move transaction: the import's first 100 cards arrived (the tail of an
    // import, ADR 156), the other 130 still staged; the import is not done yet
    expect(await ownerView(owner.token, session.id)).toEqual({
      sessionIds: [session.id],
      status: 200,
      flashcardCount: 101,
    });
    expect((await t.call('GET', `/api/imports/${importId}`, owner.token)).json()).toMatchObject({ status: 'running' });
    expect(await leftovers(importId)).toEqual({ staged: 1, cards: 230 });
    log.push('requests answered');
    open();
    await running;
    expect(log).toEqual(['moved 100', 'requests answered', 'moved 200']);
    // the transaction that moved each card (its xmin), in position order: 100, 100 and the last 30
    const transactions = await sql<{ cards: number }>`
      select count(*)::int as cards from flashcards where session_id = ${session.id} and import_id = ${importId}
      group by xmin::text order by min(position)
    `.execute(t.ctx.db);
    expect(transactions.rows.map((row) => row.cards)).toEqual([100, 100, 30]);
    const cards = await t.ctx.db
      .selectFrom('flashcards')
      .select(['front', 'position'])
      .where('session_id', '=', session.id)
      .orderBy('position')
      .execute();
    expect(cards.map((c) => c.front)).toEqual(['Mine', ...Array.from({ length: 230 }, (_v, i) => `Moved ${i + 1}`)]);
    expect(cards.map((c) => c.position)).toEqual(Array.from({ length: 231 }, (_v, i) => i));
    expect((await leftovers(importId)).staged).toBe(0);
    expect((await t.call('GET', `/api/imports/${importId}`, owner.token)).json()).toMatchObject({
      status: 'done',
      imported: { cards: 230 },
    });
  });

  it('into an existing session: a failure after the first move transaction, then a retry, ends with every card once, in order', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, {
      name: 'Resumed',
      flashcards: [
        { front: 'Mine 1', back: 'Kept', difficulty: 'easy' },
        { front: 'Mine 2', back: 'Kept', difficulty: 'easy' },
      ],
    });
    const { importId } = await accept(owner.token, csvOf(230, 'Resumed'), 'resumed.csv', session.id);
    let reads = 0;
    const hooks = {
      moveBatch: 100,
      afterBatch: () => {
        reads += 1;
      },
    };
    await expect(
      runImport(t.ctx, importId, {
        ...hooks,
        afterMoveBatch: (moved) => {
          if (moved === 100) throw new Error('the process stopped');
        },
      }),
    ).rejects.toThrow('the process stopped');
    const savedBatches = reads;
    expect(savedBatches).toBe(5);
    // what is left to move is exactly what is still staged
    const staged = await t.ctx.db
      .selectFrom('flashcards')
      .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sessions.staging_import_id', '=', importId)
      .executeTakeFirstOrThrow();
    expect(Number(staged.n)).toBe(130);
    expect((await t.call('GET', `/api/imports/${importId}`, owner.token)).json()).toMatchObject({ status: 'running' });
    // the retry goes on moving: nothing read or saved again
    await runImport(t.ctx, importId, hooks);
    expect(reads).toBe(savedBatches);
    const cards = await t.ctx.db
      .selectFrom('flashcards')
      .select(['front', 'position'])
      .where('session_id', '=', session.id)
      .orderBy('position')
      .execute();
    expect(cards.map((c) => c.front)).toEqual([
      'Mine 1',
      'Mine 2',
      ...Array.from({ length: 230 }, (_v, i) => `Resumed ${i + 1}`),
    ]);
    expect(cards.map((c) => c.position)).toEqual(Array.from({ length: 232 }, (_v, i) => i));
    expect(await leftovers(importId)).toEqual({ staged: 0, cards: 230 });
    expect((await t.call('GET', `/api/imports/${importId}`, owner.token)).json()).toMatchObject({
      status: 'done',
      imported: { cards: 230 },
    });
    expect(await ownerView(owner.token, session.id)).toMatchObject({ flashcardCount: 232 });
  });

  it('into an existing session: an Anki package’s review history moves with its cards, batch by batch', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, {
      name: 'With history',
      flashcards: [{ front: 'Mine', back: 'Kept', difficulty: 'easy' }],
    });
    const { importId } = await accept(
      owner.token,
      readFixture('anki/legacy-anki2-with-revlog.apkg'),
      'h.apkg',
      session.id,
    );
    let batches = 0;
    await runImport(t.ctx, importId, { moveBatch: 50, afterMoveBatch: () => void (batches += 1) });
    expect(batches).toBe(2);
    const bySession = await sql<{ session_id: string; cards: number; reviews: number }>`
      select f.session_id, count(distinct f.id)::int as cards, count(r.id)::int as reviews
      from flashcards f left join reviews r on r.flashcard_id = f.id
      where f.import_id = ${importId} group by f.session_id
    `.execute(t.ctx.db);
    expect(bySession.rows).toEqual([{ session_id: session.id, cards: 146, reviews: 102 }]);
    const strays = await sql<{ n: number }>`
      select count(*)::int as n from reviews r join flashcards f on f.id = r.flashcard_id where r.session_id <> f.session_id
    `.execute(t.ctx.db);
    expect(strays.rows[0]?.n).toBe(0);
  });

  it('an Anki package’s history held half way is not yet the learner’s day: today’s counts leave it out until the import is done', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, {
      name: 'Today',
      flashcards: [{ front: 'Mine', back: 'Kept', difficulty: 'easy' }],
    });
    const { importId } = await accept(
      owner.token,
      readFixture('anki/legacy-anki2-with-revlog.apkg'),
      'today.apkg',
      session.id,
    );
    // the offline pack's counts of the study day: the library's and each session's
    const today = async () => {
      const pack = (await t.call('GET', '/api/review/offline?days=1', owner.token)).json() as {
        study: { reviewedToday: number; introducedToday: number };
        sessions: Array<{ id: string; reviewedToday: number }>;
      };
      return {
        reviewed: pack.study.reviewedToday,
        introduced: pack.study.introducedToday,
        bySession: pack.sessions.map((s) => [s.id, s.reviewedToday]),
      };
    };
    const gate = gateAt(100);
    const running = runImport(t.ctx, importId, { afterBatch: gate.afterBatch });
    await gate.held;
    // the staged history is dated today, as a deck reviewed in Anki this morning would be
    const staged = await sql<{ id: string }>`
      update reviews set reviewed_at = now() where session_id in (select id from sessions where staging_import_id = ${importId})
      returning id
    `.execute(t.ctx.db);
    expect(staged.rows.length).toBeGreaterThan(0);
    expect(await today()).toEqual({ reviewed: 0, introduced: 0, bySession: [[session.id, 0]] });
    gate.open();
    await running;
    const introduced = await sql<{ n: number }>`
      select count(distinct flashcard_id)::int as n from reviews
      where session_id = ${session.id} and state_before = 'new' and reviewed_at > now() - interval '1 hour'
    `.execute(t.ctx.db);
    expect(await today()).toEqual({
      reviewed: staged.rows.length,
      introduced: introduced.rows[0]!.n,
      bySession: [[session.id, staged.rows.length]],
    });
  });

  it('into a session it makes: the session is nobody’s until the import is done, then the owner’s whole', async () => {
    const owner = await registerTestUser(t.app);
    const { sessionId, importId } = await accept(owner.token, csvOf(120, 'Made'), 'Made here.csv');
    const gate = gateAt(50);
    const running = runImport(t.ctx, importId, { afterBatch: gate.afterBatch });
    await gate.held;
    expect(await ownerView(owner.token, sessionId)).toEqual({ sessionIds: [], status: 404, flashcardCount: null });
    gate.log.push('requests answered');
    gate.open();
    await running;
    expect(gate.log).toEqual(['batch 50', 'requests answered', 'batch 100', 'batch 120']);
    expect(await ownerView(owner.token, sessionId)).toEqual({
      sessionIds: [sessionId],
      status: 200,
      flashcardCount: 120,
    });
    const row = await t.ctx.db
      .selectFrom('sessions')
      .select(['name', 'owner_id', 'staging_import_id'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Made here', owner_id: owner.uid, staging_import_id: null });
  });

  it('interrupted half way, then failed (a cancelled or given-up job): nothing shows and nothing is left; a retry after an interruption saves it once', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, {
      name: 'Still mine',
      flashcards: [{ front: 'Mine', back: 'Kept', difficulty: 'easy' }],
    });
    const interrupt = (at: number) => async (saved: number) => {
      if (saved === at) throw new Error('the process stopped');
    };

    // into an existing session
    const into = await accept(owner.token, csvOf(200, 'Cut'), 'cut.csv', session.id);
    await expect(runImport(t.ctx, into.importId, { afterBatch: interrupt(100) })).rejects.toThrow(
      'the process stopped',
    );
    expect(await ownerView(owner.token, session.id)).toEqual({
      sessionIds: [session.id],
      status: 200,
      flashcardCount: 1,
    });
    expect(await leftovers(into.importId)).toEqual({ staged: 1, cards: 100 });
    await failImport(t.ctx, into.importId, errors.internal('error_something_wrong'));
    expect(await leftovers(into.importId)).toEqual({ staged: 0, cards: 0 });
    expect(await ownerView(owner.token, session.id)).toEqual({
      sessionIds: [session.id],
      status: 200,
      flashcardCount: 1,
    });

    // into a session it made: that session goes too, with the upload
    const made = await accept(owner.token, csvOf(200, 'Gone'), 'gone.csv');
    await expect(runImport(t.ctx, made.importId, { afterBatch: interrupt(150) })).rejects.toThrow(
      'the process stopped',
    );
    expect(await ownerView(owner.token, made.sessionId)).toEqual({
      sessionIds: [session.id],
      status: 404,
      flashcardCount: null,
    });
    await failImport(t.ctx, made.importId, errors.internal('error_something_wrong'));
    expect(await leftovers(made.importId)).toEqual({ staged: 0, cards: 0 });
    expect(await t.ctx.db.selectFrom('sessions').select('id').where('id', '=', made.sessionId).execute()).toEqual([]);
    expect(await t.storage.list(getSessionStoragePrefix(owner.uid, made.sessionId))).toEqual([]);
    const [due] = (
      await sql<{ n: number }>`select count(*)::int as n from flashcard_due_days where owner_id is null`.execute(
        t.ctx.db,
      )
    ).rows;
    expect(due?.n).toBe(0);

    // a retried attempt starts clean: the interrupted one's cards and staging session go first
    const again = await accept(owner.token, csvOf(120, 'Again'), 'again.csv', session.id);
    await expect(runImport(t.ctx, again.importId, { afterBatch: interrupt(100) })).rejects.toThrow();
    await runImport(t.ctx, again.importId);
    expect(await ownerView(owner.token, session.id)).toEqual({
      sessionIds: [session.id],
      status: 200,
      flashcardCount: 121,
    });
    expect(await leftovers(again.importId)).toEqual({ staged: 0, cards: 120 });
    const againMade = await accept(owner.token, csvOf(120, 'Made again'), 'made again.csv');
    await expect(runImport(t.ctx, againMade.importId, { afterBatch: interrupt(50) })).rejects.toThrow();
    await runImport(t.ctx, againMade.importId);
    expect(await ownerView(owner.token, againMade.sessionId)).toMatchObject({ status: 200, flashcardCount: 120 });
  });

  it('an Anki package with media into an existing session: its media are not listed there until it is done, their files beside that session', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, {
      name: 'With media',
      flashcards: [{ front: 'Mine', back: 'Kept', difficulty: 'easy' }],
    });
    const deck = await buildMediaDeck('<img src="pic one.png">', 'Heard: [sound:foo.wav]', {
      'foo.wav': wavBytes(64),
      'pic one.png': PNG_BYTES,
    });
    const { importId } = await accept(owner.token, deck, 'media.apkg', session.id);
    const listed = async () =>
      (
        (await t.call('GET', `/api/sessions/${session.id}/card-media`, owner.token)).json() as {
          items: unknown[];
        }
      ).items.length;
    // its one batch saved: held before the transaction that makes it visible
    const gate = gateAt(1);
    const running = runImport(t.ctx, importId, { afterBatch: gate.afterBatch });
    await gate.held;
    expect(await listed()).toBe(0);
    expect(await ownerView(owner.token, session.id)).toMatchObject({ flashcardCount: 1 });
    const stored = await t.storage.list(`${getSessionStoragePrefix(owner.uid, session.id)}card-media/`);
    expect(stored).toHaveLength(2);
    gate.open();
    await running;
    expect(await listed()).toBe(2);
    expect(await ownerView(owner.token, session.id)).toMatchObject({ flashcardCount: 2 });
  });
});
