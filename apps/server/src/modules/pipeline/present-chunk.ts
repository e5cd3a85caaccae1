import type { Chunk } from '@mnemo/contracts/material';
import type { ChunkRow } from '../../db/schema.ts';

/** A stored chunk row as the contracts' Chunk (what generators and chat cite). */
export function presentChunk(
  row: Pick<ChunkRow, 'id' | 'document_id' | 'ord' | 'text' | 'page' | 'slide' | 'start_ms' | 'end_ms' | 'speaker'>,
): Chunk {
  return {
    id: row.id,
    documentId: row.document_id,
    order: row.ord,
    text: row.text,
    page: row.page,
    slide: row.slide,
    startMs: row.start_ms,
    endMs: row.end_ms,
    speaker: row.speaker,
  };
}
