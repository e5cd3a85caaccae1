import type { Chunk } from '@mnemo/contracts/material';
import { countTokens } from 'gpt-tokenizer';

/**
 * Splits material into consecutive sections of at most `maxTokens` tokens (a chunk larger than
 * that is a section of its own), so long material fits a model's context and each section is
 * processed on its own.
 */
export function splitIntoSections(chunks: readonly Chunk[], maxTokens: number): Chunk[][] {
  const sections: Chunk[][] = [];
  let current: Chunk[] = [];
  let tokens = 0;
  for (const chunk of [...chunks].sort((a, b) => a.order - b.order)) {
    const size = countTokens(chunk.text);
    if (current.length > 0 && tokens + size > maxTokens) {
      sections.push(current);
      current = [];
      tokens = 0;
    }
    current.push(chunk);
    tokens += size;
  }
  if (current.length > 0) sections.push(current);
  return sections;
}

/** Shares a total over sections in proportion to their text length (largest remainder). */
export function splitCount(total: number, sections: readonly Chunk[][]): number[] {
  const sizes = sections.map((section) => section.reduce((sum, chunk) => sum + chunk.text.length, 0) || 1);
  const sum = sizes.reduce((a, b) => a + b, 0);
  const exact = sizes.map((size) => (total * size) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
