import type { Kysely } from 'kysely';

/*
 * A long document is studyable before it is finished (issue 25 item 2, ADR 155): the items of its
 * first pages are saved while the rest is still being generated. `early_items` counts the items
 * (exercises) saved so (null: none, the document is saved in one go); `pages_coming` how many of
 * its pages are still to give their items (null without pages), for the session page's status
 * line. Both are cleared when the document is saved or a new attempt starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('early_items', 'integer')
    .addColumn('pages_coming', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('early_items').dropColumn('pages_coming').execute();
}
