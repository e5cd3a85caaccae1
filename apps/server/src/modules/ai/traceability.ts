import type { Chunk } from '@mnemo/contracts/material';

/** Normalised text for duplicate checks: case, accents, punctuation and spacing ignored. */
export function normalizeForDuplicates(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The chunk id a 1-based passage number stands for, or null when the number is off. */
export function resolveSource(chunks: readonly Chunk[], source: number | null | undefined): string | null {
  if (source === null || source === undefined) return null;
  return chunks[source - 1]?.id ?? null;
}

/** A source chunk id kept only when it names one of the input chunks. */
export function keepKnownChunkId(chunks: readonly Chunk[], id: string | null): string | null {
  return id !== null && chunks.some((chunk) => chunk.id === id) ? id : null;
}
