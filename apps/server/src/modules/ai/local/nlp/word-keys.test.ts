import { describe, expect, it } from 'vitest';
import { splitWords } from './language.ts';
import { createTermMatcher, getWordKeys, matchTerm } from './word-keys.ts';

/** How well a text holds a term given by its forms (1 whole, 0.5 a shared root, 0 not). */
function holds(forms: string[], text: string, language: 'en' | 'pt' | 'es'): number {
  const words = splitWords(text).map((word) => word.toLowerCase());
  const keys = new Set(words.flatMap((word) => getWordKeys(word, language)));
  return matchTerm(createTermMatcher(forms, language), keys, words);
}

describe('a form hyphenated around a function word matches as a phrase (ADR 160)', () => {
  it.each([
    // "Brazil" → brasil, castanha-do-pará: neither the "do" of the name nor "pará" (keyed as "para") alone is a match
    [['brasil', 'castanha-do-pará'], 'O valor do vetor é dado pela norma.', 'pt', 0],
    [['brasil', 'castanha-do-pará'], 'Para cada vetor existe um oposto.', 'pt', 0],
    [['brasil', 'castanha-do-pará'], 'A castanha é um fruto.', 'pt', 0],
    [['ley', 'fuera-de-la-ley'], 'La medida de la unión es la suma.', 'es', 0],
    // all its content words, the whole, or another form still match
    [['brasil', 'castanha-do-pará'], 'A castanha-do-pará é um fruto.', 'pt', 1],
    [['cauchy-schwarz'], 'By the Cauchy-Schwarz inequality the product is bounded.', 'en', 1],
    [['brasil', 'castanha-do-pará'], 'Porto Alegre, Brasil.', 'pt', 1],
  ] as const)('%j in "%s" (%s) → %d', (forms, text, language, expected) => {
    expect(holds([...forms], text, language)).toBe(expected);
  });
});
