import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * A document as extraction stored it, written straight into the database: its row with the language
 * it was given and its passages indexed with a text search configuration (`config`), one passage a
 * page. For tests of what reads stored material again (a data step such as 0206's, ADR 183).
 */
export async function insertStoredDocument(
  db: Kysely<Database>,
  place: { sessionId: string; ownerId: string },
  document: { kind: 'pdf' | 'youtube'; language: string | null; config: string; texts: string[] },
): Promise<string> {
  const row = await db
    .insertInto('documents')
    .values({
      session_id: place.sessionId,
      owner_id: place.ownerId,
      kind: document.kind,
      file_name: `${document.kind}.pdf`,
      language: document.language,
      status: 'completed',
      embedding_status: 'completed',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [ord, text] of document.texts.entries())
    await db
      .insertInto('chunks')
      .values({
        document_id: row.id,
        session_id: place.sessionId,
        ord,
        text,
        page: ord + 1,
        language: document.config,
        tsv: sql`to_tsvector(${document.config}::regconfig, ${text})`,
      } as never)
      .execute();
  return row.id;
}
