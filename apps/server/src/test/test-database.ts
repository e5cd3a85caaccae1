import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', 'db', 'migrations');
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../../.data-test');

/** A hash of the migrations, so a template is rebuilt whenever they change. */
function hashMigrations(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory, dumped once per change of the migrations; loading it
 * (~0.4 s) is far quicker than initdb + migrations (~3 s) for every test file.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(CACHE_DIR, `template-${hashMigrations()}.tar.gz`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const pglite = await PGlite.create('memory://');
  const handle = await openDatabase({ pglite });
  await migrateToLatest(handle.db);
  await handle.db.destroy();
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, file);
  return file;
}

async function adminQuery(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await admin.query(text, values);
  } finally {
    await admin.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * A migrated database on the server at `url` to copy for each test file (`create database …
 * template …`, a file copy), built once per change of the migrations and kept on the server
 * between runs: running every migration for each of the postgres project's files took most of
 * its time (ADR 102). Built under a name of its own, then renamed, so two runs never copy a
 * half-migrated one.
 */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = `mnemo_test_template_${hashMigrations()}`;
  const exists = async () =>
    (await adminQuery(url, 'select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  const building = `${name}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  await adminQuery(url, `create database ${building}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(url, building), poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  try {
    await adminQuery(url, `alter database ${building} rename to ${name}`);
  } catch (error) {
    // another run renamed its copy first: use that one
    await adminQuery(url, `drop database if exists ${building} with (force)`);
    if (!(await exists())) throw error;
  }
  return name;
}

export function isPostgresRun(): boolean {
  return process.env.TEST_DB === 'postgres';
}

/**
 * A fresh, migrated database for one test file: PGlite by default; a new database on the
 * server at TEST_DATABASE_URL when TEST_DB=postgres (the same tests, run again by CI).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (isPostgresRun()) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await ensurePostgresTemplate(url);
    const name = `mnemo_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(url, name), poolSize: 5 });
    // Migrations added since the template was cut still run (normally none).
    await migrateToLatest(handle.db);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const template = await ensurePgliteTemplate();
  const blob = new Blob([fs.readFileSync(template)]);
  const pglite = await PGlite.create({ loadDataDir: blob });
  const handle = await openDatabase({ pglite });
  // Migrations added since the template was cut still run (normally none).
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.db.destroy();
      await pglite.close();
    },
  };
}
