import { describe, expect, it } from 'vitest';
import type { QuestionLanguage } from '@mnemo/domain/languages';
import { getContentKey } from './analyze-material.ts';
import { isSameFact } from './study-set.ts';

/* ADR 122: one fact, one item across kinds — a card, a multiple choice and a true/false of one fact are one item. */

function item(sentenceIndex: number, term: string, text: string, language: QuestionLanguage, prefix = '') {
  return { sentenceIndex, answerKey: `${prefix}${getContentKey(term, language)}`, text };
}

describe('the same fact', () => {
  it('is asked twice when two items of one sentence ask the same term, whatever their kinds', () => {
    const sentence = 'A balanced polymorphism can result when the heterozygote has higher fitness.';
    expect(
      isSameFact(
        item(4, 'balanced polymorphism', sentence, 'en'),
        item(4, 'balanced polymorphism', sentence, 'en', 'term:'),
        'en',
      ),
    ).toBe(true);
  });

  it.each<[QuestionLanguage, string, string, string]>([
    [
      'en',
      'formal language',
      'Formal languages are languages that are designed by people for specific applications.',
      'formal language Any one of the languages that people have designed for specific purposes.',
    ],
    [
      'pt',
      'linguagem formal',
      'As linguagens formais são linguagens criadas pelas pessoas para aplicações específicas.',
      'linguagem formal Qualquer linguagem criada pelas pessoas para aplicações específicas.',
    ],
    [
      'fr',
      'langage formel',
      'Les langages formels sont des langages conçus par des personnes pour des applications spécifiques.',
      'langage formel Un langage conçu par des personnes pour des applications spécifiques.',
    ],
    [
      'de',
      'formale Sprache',
      'Formale Sprachen sind Sprachen, die von Menschen für bestimmte Anwendungen entworfen wurden.',
      'formale Sprache Eine Sprache, die von Menschen für bestimmte Anwendungen entworfen wurde.',
    ],
  ])('is asked twice when two sentences say most of the same about one term (%s)', (language, term, one, other) => {
    expect(isSameFact(item(3, term, one, language), item(40, term, other, language, 'term:'), language)).toBe(true);
  });

  it('is not asked twice when two sentences say different things of one term', () => {
    const term = 'dimensão finita';
    expect(
      isSameFact(
        item(
          10,
          term,
          'Outro conceito importante em espaços reais de dimensão finita é o de orientação de uma base.',
          'pt',
        ),
        item(
          2,
          term,
          'Um espaço vetorial é dito de dimensão finita se admite uma base composta por um número finito de elementos.',
          'pt',
        ),
        'pt',
      ),
    ).toBe(false);
  });

  it('is not asked twice when one sentence gives items on two terms', () => {
    const sentence = 'The chloroplasts contain chlorophyll, a green pigment that absorbs red and blue light.';
    expect(isSameFact(item(2, 'chloroplasts', sentence, 'en'), item(2, 'chlorophyll', sentence, 'en'), 'en')).toBe(
      false,
    );
  });
});
