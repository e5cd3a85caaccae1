import { GeneratedFlashcardSchema, type GeneratedFlashcard } from '@mnemo/contracts/material';
import type { AiProvider, FlashcardsResult, MaterialInput } from '../ai.provider.ts';
import { keepKnownChunkId, normalizeForDuplicates } from '../traceability.ts';

/**
 * Flashcards from material with the given provider. Whatever the provider, each card is checked
 * against the contract, keeps a source chunk only if it is one of the input chunks, and
 * duplicates (same front, once normalised) are dropped.
 */
export async function generateFlashcards(provider: AiProvider, input: MaterialInput): Promise<FlashcardsResult> {
  const result = await provider.generateFlashcards(input);
  const seen = new Set<string>();
  const flashcards: GeneratedFlashcard[] = [];
  for (const card of result.flashcards) {
    const parsed = GeneratedFlashcardSchema.safeParse({
      ...card,
      sourceChunkId: keepKnownChunkId(input.chunks, card.sourceChunkId),
    });
    if (!parsed.success) continue;
    const key = normalizeForDuplicates(parsed.data.front);
    if (seen.has(key)) continue;
    seen.add(key);
    flashcards.push(parsed.data);
  }
  return { flashcards, usage: result.usage };
}
