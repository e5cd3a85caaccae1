import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentChunk } from './present-chunk.ts';
import { getSearchConfig } from './steps/index/search-config.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface RetrievedChunk {
  id: string;
  documentId: string;
  order: number;
  text: string;
  page: number | null;
  slide: number | null;
  startMs: number | null;
  endMs: number | null;
  speaker: string | null;
  /** ts_rank_cd of the chunk for the query (higher is more relevant) */
  score: number;
}

/**
 * Full-text search over a session's chunks for chat and generation: `websearch_to_tsquery` (quotes,
 * `or`, `-word` as people type them) ranked by `ts_rank_cd`. Only documents whose index is built
 * (`embedding_status = completed`) take part, so while a document is processing the chat uses the
 * documents already processed. Each chunk is matched in its own language's configuration; `language`
 * (ISO 639-1, the question's) is tried as well, so a question in another language than the
 * material still finds words the two share.
 */
export async function searchChunks(
  db: Db,
  input: { sessionId: string; query: string; language?: string | null; limit?: number },
): Promise<RetrievedChunk[]> {
  const query = input.query.trim();
  if (query === '') return [];
  const queryConfig = getSearchConfig(input.language);
  const limit = Math.max(1, Math.min(input.limit ?? 8, 50));
  const rows = await db
    .selectFrom('chunks as c')
    .innerJoin('documents as d', 'd.id', 'c.document_id')
    .select([
      'c.id',
      'c.document_id',
      'c.ord',
      'c.text',
      'c.page',
      'c.slide',
      'c.start_ms',
      'c.end_ms',
      'c.speaker',
      sql<number>`greatest(
        ts_rank_cd(c.tsv, websearch_to_tsquery(c.language::regconfig, ${query})),
        ts_rank_cd(c.tsv, websearch_to_tsquery(${queryConfig}::regconfig, ${query}))
      )`.as('score'),
    ])
    .where('c.session_id', '=', input.sessionId)
    .where('d.embedding_status', '=', 'completed')
    .where(
      sql<boolean>`(c.tsv @@ websearch_to_tsquery(c.language::regconfig, ${query}) or c.tsv @@ websearch_to_tsquery(${queryConfig}::regconfig, ${query}))`,
    )
    .orderBy('score', 'desc')
    .orderBy('c.ord')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...presentChunk(row), score: Number(row.score) }));
}
