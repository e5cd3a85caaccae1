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

  // ADR 152: pairs a reader of issue 20's held-out documents discarded as `duplicate` (test/fixtures/quality/judged-items.jsonl)
  it.each<[QuestionLanguage, string, string, string, string, string]>([
    [
      'fr',
      // "same fact as kept item 3": a card's blank and a multiple choice blanking another word of its sentence
      'concatène',
      "L'opérateur d'addition `+` concatène (assemble) deux chaînes de caractères.",
      'opérateur',
      "L'opérateur d'addition `+` concatène (assemble) deux chaînes de caractères.",
      'same sentence',
    ],
    [
      'en',
      // "Same fact as kept card J53": one answer, two sentences of the lecture
      'market price',
      'The ability to short sell a security is a method for allowing investors to get information into the market price as quickly and as easily as possible.',
      'market price',
      'Short sales allow information to get into the market price that may not be positive news, but is nevertheless important for people to have.',
      'one answer, overlapping context',
    ],
    [
      'en',
      // "same fact as 1 (no substitutes = inelastic)": two true/false statements of two sentences
      'perfectly inelastic good',
      'A perfectly inelastic good would have no substitutes.',
      'inelastic good',
      "An inelastic good is where there's no substitute.",
      'restated',
    ],
    [
      'es',
      // "Same question as kept J9": one open question twice, its expected answer once with one sentence more
      'Πik',
      'Πik Πik es la componente i de impulso que fluye a través del área perpendicular al eje k de la superficie por unidad de tiempo.',
      'Πik',
      'Πik Πik es la componente i de impulso que fluye a través del área perpendicular al eje k de la superficie por unidad de tiempo. Πik se denomina tensor de densidad de flujo de impulso.',
      'one question twice',
    ],
  ])('is asked twice when a reader said so (%s, %s)', (language, termA, textA, termB, textB, how) => {
    const sameSentence = how === 'same sentence';
    expect(
      isSameFact(
        item(7, termA, textA, language),
        item(sameSentence ? 7 : 31, termB, textB, language, 'term:'),
        language,
      ),
    ).toBe(true);
  });

  // pairs both kept by the readers of the same documents: two facts
  it.each<[QuestionLanguage, string, string, string, string]>([
    [
      'en',
      'dermis',
      'The hair root ends deep in the dermis at the hair bulb, and includes a layer of mitotically active basal cells called the hair matrix.',
      'epidermis',
      'The stratum basale (also called the stratum germinativum) is the deepest epidermal layer and attaches the epidermis to the basal lamina, below which lie the layers of the dermis.',
    ],
    [
      'en',
      'capital flight',
      'capital flight Capital flight is a sudden decrease in net capital inflows that occurs when foreign investors lose confidence in an economy.',
      'real interest rates',
      'Capital flight increases real interest rates, often sharply.',
    ],
    [
      'en',
      'key points of Write-Back',
      'the key points of “Write-Back” Alternative: On data-write hit, just update the block in cache; Keep track of whether each block is dirty; When a dirty block is replaced, write it back to memory; Can use a write buffer to allow replacing block to be read first.',
      'write buffer',
      'Can use a write buffer to allow replacing block to be read first.',
    ],
    [
      'es',
      'fluido incompresible',
      'Existe un tipo de onda de gravedad que puede propagarse en el interior de un fluido incompresible.',
      'flujo potencial',
      'Existen potentes métodos para resolver problemas de flujo potencial bidimensional en el caso de un fluido incompresible que rodea a cuerpos de diversos perfiles en los que interviene la teoría de funciones de variable compleja.',
    ],
  ])('is not asked twice when the readers kept both (%s, %s)', (language, termA, textA, termB, textB) => {
    expect(isSameFact(item(3, termA, textA, language), item(40, termB, textB, language), language)).toBe(false);
  });
});
