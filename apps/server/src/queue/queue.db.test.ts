import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { startQueue } from './queue.ts';

let handle: DatabaseHandle;
let boss: PgBoss;
beforeAll(async () => {
  handle = await createTestDatabase();
  boss = await startQueue(handle);
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await handle?.close();
});

describe('pg-boss on the app pool', () => {
  it('sends a job and a worker completes it, on this database kind', async () => {
    await boss.createQueue('echo');
    const seen: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      void boss.work<{ n: number }>('echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        seen.push(job!.data);
        resolve();
      });
    });
    const id = await boss.send('echo', { n: 42 });
    expect(id).toBeTruthy();
    await done;
    expect(seen).toEqual([{ n: 42 }]);
    // the job is recorded in the same database as the app's tables
    const rows = await handle.pool.query(`select count(*)::int as n from pgboss.job where name = 'echo'`);
    expect(rows.rows[0].n).toBe(1);
  });
});
