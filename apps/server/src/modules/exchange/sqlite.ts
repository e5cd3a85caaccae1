import { createRequire } from 'node:module';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';

/*
 * SQLite through sql.js (WebAssembly shipped in the package: nothing downloaded, nothing
 * compiled). Anki's schema 18 declares `COLLATE unicase`, a collation sql.js cannot register:
 * on our in-memory copy the schema is rewritten without it (nothing here sorts or compares on
 * those columns), which keeps every query working.
 */
let engine: Promise<SqlJsStatic> | null = null;

function loadEngine(): Promise<SqlJsStatic> {
  const require = createRequire(import.meta.url);
  engine ??= initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) });
  return engine;
}

/** Opens a SQLite file held in memory (or a new empty database). */
export async function openSqlite(bytes?: Uint8Array): Promise<Database> {
  const SQL = await loadEngine();
  const db = new SQL.Database(bytes);
  db.exec('select count(*) from sqlite_master');
  const declared = db.exec("select count(*) from sqlite_master where sql like '%collate unicase%'")[0]?.values[0]?.[0];
  if (Number(declared) > 0) {
    db.exec(
      "pragma writable_schema = on; update sqlite_master set sql = replace(replace(sql, 'COLLATE unicase', ''), 'collate unicase', '') where sql like '%collate unicase%'; pragma writable_schema = off;",
    );
    const cleaned = db.export();
    db.close();
    return new SQL.Database(cleaned);
  }
  return db;
}
