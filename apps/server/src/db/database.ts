import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteCopy, type CopyRows } from './bulk-copy.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// Counts and sums come back as int8; our numbers stay far below 2^53, so parse them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** the pool under Kysely, shared with pg-boss */
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** COPY into the embedded database, in the transaction open on it (PGlite only; ADR 114) */
  copyRows?: CopyRows;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** a PostgreSQL connection string; without it PGlite runs in-process */
  databaseUrl?: string | undefined;
  /** PGlite's data directory, or `memory://` */
  pgliteDir?: string;
  /** an already-open PGlite on this thread (tests load a migrated template into one) */
  pglite?: PGlite;
  /** a dumped PGlite data directory the embedded database starts from (tests: the migrated template) */
  pgliteDump?: Uint8Array;
  poolSize?: number;
}

/**
 * PGlite's start parameters: its defaults, and no zero-filling of each new 16 MB WAL segment. A
 * segment is made inside the commit that crosses into it, on the event loop; zero-filling it into
 * the in-process file system stalled the loop 200–1,300 ms every ~16 MB of writes during a large
 * import (ADR 085). PGlite runs with fsync off, so the zeros bought no durability.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'];

/** Opens the database: PostgreSQL when a URL is given, else PGlite in `pgliteDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // no JIT compilation (ADR 182): the app's statements read a page of rows each, and one whose
      // estimate passed jit_above_cost (a due list of a 100,000-card library, its key picks summed)
      // spent ~190 ms compiling to run in 5
      options: '-c jit=off',
    });
    // An idle client that the server drops (restart, failover) must not crash the process; the
    // pool replaces it on the next query.
    pool.on('error', (error) => console.error('[database] idle connection lost:', error.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, pool, kind: 'postgres', close: () => db.destroy() };
  }
  const given = options.pglite;
  if (given) {
    // PGlite is one connection: the pool must hold exactly one.
    const pool = new pg.Pool({ ...createPgConfig(given), max: 1 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, pool, kind: 'pglite', copyRows: createPgliteCopy(given), close: () => db.destroy() };
  }
  // The app's own embedded database runs on a thread of its own, off the event loop's (ADR 148).
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const thread = await startPgliteThread(dir, PGLITE_START_PARAMS, options.pgliteDump);
  const pool = new pg.Pool({ stream: () => thread.connect(), user: 'postgres', database: 'postgres', max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    kind: 'pglite',
    copyRows: thread.copyRows,
    close: async () => {
      await db.destroy();
      await thread.close();
    },
  };
}
