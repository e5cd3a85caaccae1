import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensurePgliteTemplate } from '../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';

/*
 * The app's embedded database on a thread of its own (ADR 148): the statements run off the event
 * loop's thread, the driver, transactions, errors and COPY behave as on PGlite in-process (an
 * import through it: the exchange module's import-on-database-thread.api.test.ts).
 */
let database: DatabaseHandle;
beforeAll(async () => {
  const template = new Uint8Array(fs.readFileSync(await ensurePgliteTemplate()));
  database = await openDatabase({ pgliteDir: 'memory://', pgliteDump: template });
});
afterAll(async () => {
  await database?.close();
});

describe('the embedded database on its own thread', () => {
  it('leaves the event loop turning while a statement runs', async () => {
    let turns = 0;
    let running = true;
    const spin = (): void => {
      if (!running) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    const result = await sql<{ n: number }>`select count(*)::int as n from generate_series(1, 300000)`.execute(
      database.db,
    );
    running = false;
    expect(result.rows[0]?.n).toBe(300_000);
    // on this thread the statement would be one synchronous call: no turn of the loop during it
    expect(turns).toBeGreaterThan(0);
  });

  it('keeps transactions, COPY in them, and errors with their codes as the driver reports them', async () => {
    const { db } = database;
    await sql`create table thread_probe (id int primary key, label text)`.execute(db);
    await db.transaction().execute(async (trx) => {
      await sql`insert into thread_probe values (1, 'kept')`.execute(trx);
      await database.copyRows!('thread_probe' as never, ['id', 'label'] as never, [
        [2, 'tab\there'],
        [3, null],
      ]);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await database.copyRows!('thread_probe' as never, ['id', 'label'] as never, [[4, 'rolled back']]);
        await sql`insert into thread_probe values (1, 'duplicate')`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const rows = await sql<{
      id: number;
      label: string | null;
    }>`select id, label from thread_probe order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, label: 'kept' },
      { id: 2, label: 'tab\there' },
      { id: 3, label: null },
    ]);
    await expect(
      database.copyRows!('thread_probe' as never, ['id', 'label'] as never, [[1, 'again']]),
    ).rejects.toMatchObject({ code: '23505', message: expect.stringMatching(/duplicate key/) as unknown });
    expect((await sql<{ ok: number }>`select 1 as ok`.execute(db)).rows).toEqual([{ ok: 1 }]);
  });

  it('ends its thread on its own when closed, not stopped from outside while it holds WebAssembly', async () => {
    const other = await openDatabase({ pgliteDir: 'memory://' });
    expect((await sql<{ ok: number }>`select 1 as ok`.execute(other.db)).rows).toEqual([{ ok: 1 }]);
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    try {
      await other.close();
      expect(terminate).not.toHaveBeenCalled();
    } finally {
      terminate.mockRestore();
    }
    await expect(sql`select 1`.execute(other.db)).rejects.toThrow();
  });
});
