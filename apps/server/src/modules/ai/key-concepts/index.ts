import type { AiProvider, KeyConceptsResult, MaterialInput } from '../ai.provider.ts';
import { KeyConceptsOutputSchema } from './schema.ts';

/** Key concepts of material with the given provider: trimmed, de-duplicated, schema-checked. */
export async function extractKeyConcepts(provider: AiProvider, input: MaterialInput): Promise<KeyConceptsResult> {
  const result = await provider.extractKeyConcepts(input);
  const seen = new Set<string>();
  const keyConcepts = result.keyConcepts
    .map((concept) => concept.trim())
    .filter((concept) => {
      const key = concept.toLowerCase();
      if (!concept || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  if (keyConcepts.length === 0) return { keyConcepts: [], usage: result.usage };
  return { keyConcepts: KeyConceptsOutputSchema.parse({ keyConcepts }).keyConcepts, usage: result.usage };
}
