import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { type DataMigrations, migrateToLatest } from './db/migrate.ts';
import { readStoredLanguagesFromProse } from './modules/pipeline/material-language-from-prose.ts';

/**
 * The app's data steps (ADR 183): rewrites of stored rows by a module's rules, each under the name
 * of the migration file that holds its place in `db/migrations/`, which imports no module. They run
 * in that place, once, in the migration's transaction, recorded in the migration table under that
 * name; readiness counts one still pending as it counts a schema migration.
 */
export const DATA_MIGRATIONS: DataMigrations = {
  '0206-material-language-from-prose': {
    up: (db) => readStoredLanguagesFromProse(db as Kysely<Database>),
  },
};

/** Brings the database up to date, its data steps included: the server's start and the admin command line. */
export function migrateApp(db: Kysely<Database>): Promise<string[]> {
  return migrateToLatest(db, DATA_MIGRATIONS);
}
