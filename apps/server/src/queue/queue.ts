import { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';

/**
 * The job queue: pg-boss on the same pool as the app, so jobs run the same on PGlite and on
 * PostgreSQL (its own schema, `pgboss`, created and migrated on start).
 */
export async function startQueue(handle: DatabaseHandle, options: { schedule?: boolean } = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => handle.pool.query(text, values as unknown[]) },
    backend: handle.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
    schedule: options.schedule ?? false,
    // a job whose worker died is found by supervision: often enough to retry it within a minute
    superviseIntervalSeconds: 15,
  });
  boss.on('error', (error) => {
    // pg-boss reports maintenance failures here; they must not crash the process
    console.error('[queue]', error);
  });
  await boss.start();
  return boss;
}
