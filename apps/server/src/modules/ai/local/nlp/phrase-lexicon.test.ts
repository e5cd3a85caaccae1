import { describe, expect, it } from 'vitest';
import { translatePhrase } from './phrase-lexicon.ts';
import { asksPrice, holdsPrice } from './question.ts';
import { createTermMatcher, getWordKeys, matchTerm } from './word-keys.ts';

describe('the phrase lexicon (ADR 110)', () => {
  it("gives another language's phrase or word for a run of words, inflected or not", () => {
    expect(translatePhrase(['cross', 'product'], 'en', 'pt')).toContain('produto vetorial');
    expect(translatePhrase(['dot', 'product'], 'en', 'pt')).toContain('produto escalar');
    expect(translatePhrase(['produtos', 'vetoriais'], 'pt', 'en')).toContain('cross product');
    expect(translatePhrase(['random', 'variable'], 'en', 'es')).toContain('variable aleatoria');
  });

  it('gives nothing for one word, the same language or a run that is no phrase', () => {
    expect(translatePhrase(['product'], 'en', 'pt')).toEqual([]);
    expect(translatePhrase(['cross', 'product'], 'en', 'en')).toEqual([]);
    expect(translatePhrase(['purple', 'product'], 'en', 'pt')).toEqual([]);
  });
});

describe('term matching of the fourth round (ADR 110)', () => {
  const keysOf = (text: string): Set<string> => new Set(text.split(' ').flatMap((word) => getWordKeys(word, 'pt')));

  it('matches a phrase only when the text holds all its content words', () => {
    const matcher = createTermMatcher(['produto vetorial'], 'pt');
    const whole = 'o produto vetorial de dois vetores';
    const apart = 'o produto de dois números';
    expect(matchTerm(matcher, keysOf(whole), whole.split(' '))).toBe(1);
    expect(matchTerm(matcher, keysOf(apart), apart.split(' '))).toBe(0);
  });

  it('keys an English noun of action as its verb too, and no other noun', () => {
    expect(getWordKeys('annotation', 'en')).toContain('annotate');
    expect(getWordKeys('definition', 'en')).toContain('define');
    expect(getWordKeys('statement', 'en')).not.toContain('state');
    expect(getWordKeys('capital', 'en')).not.toContain('capitalize');
    expect(getWordKeys('function', 'en')).toEqual(['function']);
  });
});

describe('price questions (ADR 110)', () => {
  it('are read in each language', () => {
    expect(asksPrice('How much does a graphics card cost?', 'en')).toBe(true);
    expect(asksPrice('Quanto custa um mestrado na Alemanha?', 'pt')).toBe(true);
    expect(asksPrice('¿Cuánto cuesta el libro?', 'es')).toBe(true);
    expect(asksPrice('Combien coûte une carte graphique ?', 'fr')).toBe(true);
    expect(asksPrice('Was kostet das Buch?', 'de')).toBe(true);
    expect(asksPrice('How much memory does the card have?', 'en')).toBe(false);
    // "quanto vale" asks for a value, in mathematics as anywhere
    expect(asksPrice('Quanto vale o produto vetorial de dois vetores paralelos?', 'pt')).toBe(false);
    expect(asksPrice('¿Cuánto vale el producto vectorial de dos vectores paralelos?', 'es')).toBe(false);
  });

  it('are answered only from text that states a price', () => {
    expect(holdsPrice('The card costs $699 at launch.')).toBe(true);
    expect(holdsPrice('O livro custa 20 euros.')).toBe(true);
    expect(holdsPrice('models in real-world pedagogical scenarios')).toBe(false);
  });
});
