import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';

const standalone = (text: string, sentence: string): boolean | undefined =>
  analyzeMaterial(createChunks([text])).sentences.find((candidate) => candidate.text === sentence)?.isStandalone;

describe('a sentence that leans on the one before', () => {
  it('is not standalone when a pointing word stands for a thought said before, in en, pt, es and fr', () => {
    const cases = [
      [
        'en',
        'Feedback helps learners improve their answers over several attempts. One of the reasons for this is a lack of content-focused elaborated feedback datasets.',
        'One of the reasons for this is a lack of content-focused elaborated feedback datasets.',
      ],
      [
        'pt',
        'O feedback ajuda os estudantes a melhorar as respostas ao longo de várias tentativas. Uma das razões para isso é a falta de conjuntos de dados com feedback elaborado.',
        'Uma das razões para isso é a falta de conjuntos de dados com feedback elaborado.',
      ],
      [
        'es',
        'La retroalimentación ayuda a los estudiantes a mejorar sus respuestas en varios intentos. Una de las razones de esto es la falta de conjuntos de datos con retroalimentación elaborada.',
        'Una de las razones de esto es la falta de conjuntos de datos con retroalimentación elaborada.',
      ],
      [
        'fr',
        'Le retour aide les étudiants à améliorer leurs réponses au fil de plusieurs essais. Une des raisons de cela est le manque de jeux de données avec un retour détaillé.',
        'Une des raisons de cela est le manque de jeux de données avec un retour détaillé.',
      ],
    ] as const;
    for (const [language, text, sentence] of cases) expect(standalone(text, sentence), language).toBe(false);
  });

  it('stays standalone when the pointing word is part of a noun phrase ("this method")', () => {
    const text =
      'Gradient descent minimises a loss function step by step. Researchers prefer this method for training large neural networks on big datasets.';
    expect(standalone(text, 'Researchers prefer this method for training large neural networks on big datasets.')).toBe(
      true,
    );
  });
});

describe('key phrases', () => {
  it('take no run of one letter said over ("ll lll"), which is a chart drawn with glyphs', () => {
    const prose =
      'Phenology is the timing of seasonal biological phenomena in plants and animals. Ordinal regression models the stages of insect development over time.';
    const chart = Array.from({ length: 12 }, () => 'll lll ll ll lll l ll.').join(' ');
    const analysis = analyzeMaterial(createChunks([`${prose} ${chart}`, `${prose} ${chart}`]));
    expect(analysis.phrases.filter((phrase) => /^(?:l+\s*)+$/u.test(phrase.surface))).toEqual([]);
    expect(analysis.phrases.some((phrase) => /ordinal regression/iu.test(phrase.surface))).toBe(true);
  });
});
