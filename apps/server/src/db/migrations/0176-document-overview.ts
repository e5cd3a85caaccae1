import { type Kysely, sql } from 'kysely';

/*
 * Each document keeps the summary and key concepts generated from it (issue 23 item 14), so the
 * session's overview can be rebuilt from the materials left when one is removed. `key_concepts`
 * null means "not kept" (documents processed before this migration). A session with one
 * completed document already holds exactly that document's overview: it is copied down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('summary', 'text').addColumn('key_concepts', 'jsonb').execute();
  await sql`
    update documents d
       set summary = s.summary, key_concepts = s.key_concepts
      from sessions s
     where s.id = d.session_id
       and d.status = 'completed'
       and (select count(*) from documents o where o.session_id = s.id) = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('summary').dropColumn('key_concepts').execute();
}
