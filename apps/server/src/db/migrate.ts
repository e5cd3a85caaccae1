import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * A data step that rewrites stored rows by the rules of a module (ADR 183), handed in by the
 * caller under the name of the migration file that holds its place; the database layer imports no
 * module. It runs in that place, once, in the migration's transaction, and is recorded in the
 * migration table under that name.
 */
export type DataMigrations = Readonly<Record<string, Migration>>;

/**
 * Every file in migrations/ (sorted by name) is a migration exporting `up` and `down`; a data step
 * given under a file's name takes that file's place.
 */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly dataMigrations: DataMigrations = {}) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d{4}-[a-z0-9-]+\.ts$/.test(f))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const module = (await import(path.join(MIGRATIONS_DIR, file))) as Migration;
      migrations[file.replace(/\.ts$/, '')] = module;
    }
    for (const [name, step] of Object.entries(this.dataMigrations)) {
      if (!(name in migrations))
        throw new Error(`Data migration ${name} has no file in migrations/ to take the place of`);
      migrations[name] = step;
    }
    return migrations;
  }
}

/**
 * Brings the schema up to date, with the data steps given (the app's: `data-migrations.ts`);
 * throws with the failing migration's name.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, dataMigrations: DataMigrations = {}): Promise<string[]> {
  // Migrations written in parallel (0003 after 0100 ran) apply too, each once, in name order.
  const migrator = new Migrator({
    db,
    provider: new FolderMigrationProvider(dataMigrations),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Names of migrations in the folder that this database has not applied (empty when up to date); a
 * data step pending is counted under its file's name.
 */
export async function listPendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(), allowUnorderedMigrations: true });
  const migrations = await migrator.getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
