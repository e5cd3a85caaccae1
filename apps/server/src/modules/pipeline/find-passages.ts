import type { AppContext } from '../../app-context.ts';
import type { RetrievedPassage } from '../ai/ai.provider.ts';
import { searchChunks } from './retrieval.repository.ts';

/**
 * Passages of the session's processed documents for a query written in `language`. Full-text
 * search wants every word of the query; a question phrased in other words than the material's
 * ("Which enzyme starts…" against "…catalyses the first step…") finds nothing that way, so it is
 * asked again with any of its words, and the provider judges (and refuses) what was found.
 */
export async function findPassagesFor(
  ctx: AppContext,
  sessionId: string,
  query: string,
  language: string,
  limit: number,
): Promise<RetrievedPassage[]> {
  const passages = await searchChunks(ctx.db, { sessionId, query, language, limit });
  if (passages.length > 0) return passages;
  const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 2) return [];
  return searchChunks(ctx.db, { sessionId, query: words.join(' or '), language, limit });
}
