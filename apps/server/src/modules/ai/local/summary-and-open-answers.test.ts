import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { rankQuestionCandidates } from './generate-questions.ts';
import { findLectureAgenda, withoutNamedSymbols } from './main-idea.ts';
import { definesVerb, isGerundPhrase } from './open-questions.ts';
import { summarizeLocally } from './summarize-material.ts';

/*
 * Issue 20 items 3 and 4 (ADR 146): maths notes open with their own definition of their central
 * object even when it names symbols; a lecture's topic is not the event it is given in; a
 * speaker's figure of speech is no expected answer; a defined verb is asked about as a verb.
 */

function spoken(texts: string[]) {
  return createChunks(texts).map((chunk) => ({ ...chunk, speaker: 'Professor', startMs: 0, endMs: 1000 }));
}

function openQuestions(chunks: ReturnType<typeof createChunks>, language: MaterialLanguage = 'en') {
  const analysis = analyzeMaterial(chunks, language);
  return rankQuestionCandidates(analysis, language, ['open_ended'], 10).map(({ item }) => ({
    prompt: item.prompt,
    expected: item.type === 'open_ended' ? item.expectedAnswer : '',
  }));
}

describe('maths notes’ opening', () => {
  it('is the notes’ definition of their central object, though it names its symbols', () => {
    const summary = summarizeLocally(
      analyzeMaterial(
        createChunks([
          '# Probabilidad\n\nUn espacio probabilístico es una tupla formada por un conjunto Ω, una σ-álgebra sobre ese conjunto, A, y una función de probabilidad P. Los sucesos son los conjuntos de la σ-álgebra.',
          'La unión de sucesos disjuntos en un espacio probabilístico tiene como medida la suma de las medidas de los sucesos. El espacio probabilístico de un dado tiene seis resultados.',
          'Una variable aleatoria es una función medible sobre un espacio probabilístico. La esperanza de una variable aleatoria es su integral respecto de la probabilidad.',
          'Dos sucesos de un espacio probabilístico son independientes cuando la probabilidad de su intersección es el producto de sus probabilidades.',
        ]),
        'es',
      ),
    );
    expect(summary.split('\n')[0], summary).toMatch(
      /^«Probabilidad» presenta el concepto de espacio probabilístico: Un espacio probabilístico es una tupla formada por un conjunto Ω/u,
    );
  });

  it.each([
    [
      'un conjunto Ω, una σ-álgebra sobre ese conjunto, A, y una función de probabilidad P.',
      'un conjunto, una σ-álgebra sobre ese conjunto,, y una función de probabilidad.',
    ],
    ['The mean fitness is w = p w1 + q w2.', 'The mean fitness is w = p w1 + q w2.'],
    ['Let x be a real number.', 'Let x be a real number.'],
  ])('reads “%s” without the symbols it names as “%s”', (text, expected) => {
    expect(withoutNamedSymbols(text)).toBe(expected);
  });
});

describe('a lecture’s topic', () => {
  it.each([
    [
      'en',
      'PROFESSOR: Welcome back everyone. So the first part of tonight is the financing sources panel.',
      'This lecture is about the financing sources.',
    ],
    [
      'pt',
      'PROFESSOR: Boa noite a todos. Hoje vamos falar sobre o painel sobre financiamento de empresas.',
      'Tema da aula: financiamento de empresas.',
    ],
  ] as const)('%s: is what is discussed, not the event it is discussed in', (language, opening, expected) => {
    const filler: Record<string, string> = {
      en: 'Angel investors put their own money into young companies in exchange for equity.',
      pt: 'Os investidores anjo põem o seu dinheiro em empresas jovens em troca de capital.',
    };
    const analysis = analyzeMaterial(spoken([opening, filler[language]!, filler[language]!]), language);
    expect(analysis.shape).toBe('spoken');
    expect(findLectureAgenda(analysis)).toBe(expected);
  });
});

describe('open questions from speech and glossaries', () => {
  it('take no figure of speech for the definition of a term', () => {
    const lines = [
      'Venture capital is the freckle of the freckle in the financial markets. Venture capital funds invest in young companies.',
      'A convertible note is a loan that converts into equity when the company raises its next round. Young companies raise money with a convertible note.',
      'A loan has to be paid back, and investors in young companies want equity for their money. Venture capital funds buy equity in young companies.',
    ];
    const expected = openQuestions(spoken(lines)).map((question) => question.expected);
    expect(expected.join(' | ')).not.toMatch(/freckle/u);
    expect(expected.join(' | ')).toMatch(/A convertible note is a loan that converts into equity/u);
    // written material is not read so: a textbook's wording is its field's
    const written = openQuestions(createChunks(lines));
    expect(written.map((question) => question.expected).join(' | ')).toMatch(/freckle/u);
  });

  it('ask what it means to do a verb the glossary defines, not what the verb “is”', () => {
    const questions = openQuestions(
      createChunks([
        'Glossary\ntraverse: To iterate through the items in a sequence, performing a similar operation on each.\nindex: An integer value used to select an item in a sequence.\nslice: A part of a string specified by a range of indices.',
        'Strings\nA string is a sequence of characters. You can traverse a string with a for loop and select each character with an index.',
      ]),
    );
    const prompts = questions.map((question) => question.prompt);
    expect(prompts).toContain('Explain in your own words what it means to traverse.');
    expect(prompts).not.toContain('Explain in your own words what traverse is.');
  });

  it.each([
    ['traverse', 'To iterate through the items in a sequence.', 'en', true],
    ['index', 'An integer value used to select an item.', 'en', false],
    ['percorrer', 'Iterar sobre os elementos de uma sequência.', 'pt', true],
    ['vetor', 'Um segmento orientado.', 'pt', false],
    ['parcourir', 'Itérer sur les éléments d’une séquence.', 'fr', true],
  ] as const)('takes “%s: %s” (%s) for a verb: %s', (term, definiens, language, expected) => {
    expect(definesVerb(term, definiens, language)).toBe(expected);
  });
});

describe('an English open prompt on a gerund phrase', () => {
  it('takes no indefinite article: “what object-oriented programming is”', () => {
    const questions = openQuestions(
      createChunks([
        'Glossary\nobject-oriented programming: A style of programming in which data and the operations that manipulate it are organized into classes and methods.\nindex: An integer value used to select an item in a sequence.\nslice: A part of a string specified by a range of indices.',
        'Classes\nObject-oriented programming organizes a program into classes and methods. A class defines the methods of its objects.',
      ]),
    );
    const prompts = questions.map((question) => question.prompt);
    expect(prompts).toContain('Explain in your own words what object-oriented programming is.');
    expect(prompts.join(' | ')).not.toMatch(/an object-oriented programming/u);
  });

  it.each([
    ['object-oriented programming', true],
    ['problem solving', true],
    ['incremental development', false],
    ['building', false],
    ['wedding ring', false],
  ])('takes “%s” for a gerund phrase: %s', (term, expected) => {
    expect(isGerundPhrase(term)).toBe(expected);
  });
});
