import { type Kysely, sql } from 'kysely';

/*
 * The page each reader last read in each document (issue 23 item 11, ADR 079): one row per user
 * and document, so a PDF reopens there on any device. It goes with the document or the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_positions')
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (column) => column.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('page', 'integer', (column) => column.notNull().check(sql`page >= 1`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('document_positions_pkey', ['user_id', 'document_id'])
    .execute();
  // removing a document finds its readers' rows by this index
  await db.schema
    .createIndex('document_positions_document_idx')
    .on('document_positions')
    .column('document_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_positions').execute();
}
