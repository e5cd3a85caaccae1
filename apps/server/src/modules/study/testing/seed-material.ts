import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.ts';

/**
 * Puts processed material into a session as the pipeline leaves it: a document and its chunks
 * with their full-text vectors (for tests of the study endpoints; SQL in a test helper).
 */
export async function seedMaterial(
  ctx: AppContext,
  session: { id: string; ownerId: string },
  texts: readonly string[],
  options: { status?: 'completed' | 'processing'; embeddingStatus?: 'completed' | 'not_done'; language?: string } = {},
): Promise<{ documentId: string; chunkIds: string[] }> {
  const status = options.status ?? 'completed';
  const embeddingStatus = options.embeddingStatus ?? (status === 'completed' ? 'completed' : 'not_done');
  const language = options.language ?? 'en';
  const config = language === 'pt' ? 'portuguese' : 'english';
  const document = await ctx.db
    .insertInto('documents')
    .values({
      session_id: session.id,
      owner_id: session.ownerId,
      kind: 'text',
      file_name: null,
      status,
      embedding_status: embeddingStatus,
      language,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const chunks = await ctx.db
    .insertInto('chunks')
    .values(
      texts.map((text, ord) => ({
        document_id: document.id,
        session_id: session.id,
        ord,
        text,
        page: ord + 1,
        language: config,
        tsv: sql`to_tsvector(${config}::regconfig, ${text})`,
      })),
    )
    .returning('id')
    .execute();
  return { documentId: document.id, chunkIds: chunks.map((chunk) => chunk.id) };
}
