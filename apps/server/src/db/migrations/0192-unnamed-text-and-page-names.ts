import { type Kysely, sql } from 'kysely';
import { nameFromText } from '@mnemo/domain/text-title';

/*
 * Documents stored without a name before they were named when made (issue 23 item 15): pasted
 * text is named when it is created (0175 named what was stored then), and a web page by its title
 * since the title change; web pages read before it, and any pasted text still without a name, were
 * listed as "Untitled". They are named here from their first passages — their first heading, else
 * their first line or words — as the pipeline names a page that has no title. Videos keep no name:
 * their title is YouTube's, which a migration cannot ask for, and their transcript's first words
 * are no title.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; text: string }>`
    select d.id, string_agg(c.text, E'\n\n' order by c.ord) as text
      from documents d
      join chunks c on c.document_id = d.id and c.ord < 3
     where d.kind in ('text', 'url') and d.file_name is null
     group by d.id`.execute(db);
  for (const row of rows) {
    const name = nameFromText(row.text);
    if (name !== null)
      await sql`update documents set file_name = ${name} where id = ${row.id} and file_name is null`.execute(db);
  }
}

/** The names stay: they are what the documents are called now. */
export async function down(): Promise<void> {}
