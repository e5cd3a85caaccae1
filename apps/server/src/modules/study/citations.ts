import type { Chunk, Citation } from '@mnemo/contracts/material';
import type { StoredCitation } from '../../db/schema.ts';

/** How long a quote from a passage may be in a citation. */
const QUOTE_LENGTH = 300;

/** A citation as a chat turn or an explanation stores it. */
export function toStoredCitation(citation: Citation): StoredCitation {
  return {
    chunkId: citation.chunkId,
    documentId: citation.documentId,
    quote: citation.quote,
    page: citation.page,
    slide: citation.slide,
    startMs: citation.startMs,
    endMs: citation.endMs,
    speaker: citation.speaker,
  };
}

function quoteOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= QUOTE_LENGTH ? trimmed : `${trimmed.slice(0, QUOTE_LENGTH - 1).trimEnd()}…`;
}

/** A passage cited as it is (a question the user wrote, with its source passage). */
export function presentChunkCitation(chunk: Chunk): Citation {
  return {
    chunkId: chunk.id,
    documentId: chunk.documentId,
    quote: quoteOf(chunk.text),
    page: chunk.page,
    slide: chunk.slide,
    startMs: chunk.startMs,
    endMs: chunk.endMs,
    speaker: chunk.speaker,
  };
}
