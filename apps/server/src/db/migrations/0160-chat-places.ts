import { type Kysely, sql } from 'kysely';

// Issue 22 (a chat that finds what the material says): a document's sections (its outline's
// entries or the headings found in its text, each with its pages and chunks), kept so the chat
// can rank whole sections and answer "which chapter / which page"; and the places a chat
// answer listed, kept with the turn like its citations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('sections', 'jsonb').execute();
  await db.schema
    .alterTable('chat_messages')
    .addColumn('places', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('places').execute();
  await db.schema.alterTable('documents').dropColumn('sections').execute();
}
