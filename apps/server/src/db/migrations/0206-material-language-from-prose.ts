import { type Kysely, sql } from 'kysely';

/*
 * The language of the documents processed before ADR 167, read again from their prose (ADR 170).
 * That reading is a data step, not a schema change: it needs the language detection of the
 * modules, which the database layer does not import. It lives in the pipeline module
 * (`material-language-from-prose.ts`), and the server's start and the admin command line hand it
 * to `migrateToLatest` under this name (`data-migrations.ts`, ADR 183), so it
 * takes this file's place, runs once and is recorded in the migration table as this migration was.
 * An install that ran this migration before it became a data step does not run it again.
 *
 * This file is the name's place in the folder, run only where the data step was not handed in (a
 * test's template, a benchmark, the chat evaluation): on a database without a stored document to
 * read again it has nothing to do and is recorded; on one with such documents it refuses, so it is
 * never recorded as done without the data step having run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string }>`
    select d.id
      from documents d
     where d.status = 'completed'
       and exists (select 1 from chunks c where c.document_id = d.id)
     limit 1`.execute(db);
  if (rows.length > 0)
    throw new Error(
      '0206-material-language-from-prose is a data step: migrate this database by starting the server or through the admin command line',
    );
}

/** The languages read from the prose stay: they are what the documents are written in. */
export async function down(): Promise<void> {}
