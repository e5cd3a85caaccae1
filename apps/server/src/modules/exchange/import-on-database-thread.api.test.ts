import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { ensurePgliteTemplate } from '../../test/test-database.ts';
import { importAndWait } from './testing/import-kit.ts';

/*
 * An import on the app's embedded database on a thread of its own (ADR 148) saves all or nothing
 * through it, as on PGlite in-process (the thread itself: db/pglite-thread.api.test.ts).
 */
let database: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  const template = new Uint8Array(fs.readFileSync(await ensurePgliteTemplate()));
  database = await openDatabase({ pgliteDir: 'memory://', pgliteDump: template });
  t = await buildTestApp({ database, pipeline: {}, config: { IMPORT_MAX_CARDS: '1500' } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('an import on the embedded database on its own thread', () => {
  it('imports a CSV through it all or nothing', async () => {
    const owner = await registerTestUser(t.app);
    const csv = (rows: number) =>
      new TextEncoder().encode(Array.from({ length: rows }, (_v, i) => `Card ${i + 1},Answer ${i + 1}`).join('\n'));
    const done = await importAndWait(t.app, owner.token, csv(1200), 'Done.csv');
    expect(done.state).toMatchObject({ status: 'done', imported: { cards: 1200 } });
    const saved = await t.ctx.db
      .selectFrom('flashcards')
      .where('session_id', '=', done.accepted!.sessionId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(saved.n)).toBe(1200);

    const failed = await importAndWait(t.app, owner.token, csv(1600), 'Too many.csv');
    expect(failed.state).toMatchObject({ status: 'failed', error: { code: 'PAYLOAD_TOO_LARGE' } });
    const left = await t.ctx.db
      .selectFrom('sessions')
      .where('id', '=', failed.accepted!.sessionId)
      .select('id')
      .execute();
    expect(left).toEqual([]);
    const cards = await t.ctx.db
      .selectFrom('flashcards')
      .where('import_id', '=', failed.accepted!.importId)
      .select('id')
      .execute();
    expect(cards).toEqual([]);
  });
});
