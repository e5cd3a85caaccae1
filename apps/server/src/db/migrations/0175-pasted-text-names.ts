import { type Kysely, sql } from 'kysely';
import { nameFromText } from '@mnemo/domain/text-title';

/*
 * Pasted text is named when it is created (issue 23 item 15); the pasted text already stored
 * without a name is named here from its first passages, so no client lists it as "Untitled".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; text: string }>`
    select d.id, string_agg(c.text, E'\n\n' order by c.ord) as text
      from documents d
      join chunks c on c.document_id = d.id and c.ord < 3
     where d.kind = 'text' and d.file_name is null
     group by d.id`.execute(db);
  for (const row of rows) {
    const name = nameFromText(row.text);
    if (name !== null) await sql`update documents set file_name = ${name} where id = ${row.id}`.execute(db);
  }
}

/** The names stay: they are what the documents are called now. */
export async function down(): Promise<void> {}
