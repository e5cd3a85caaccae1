import { describe, expect, it } from 'vitest';
import { MATERIAL_LANGUAGES, type MaterialLanguage } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../ai.provider.ts';
import { createChunks, SAMPLE_TEXTS } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import {
  buildTrueFalse,
  getFalseVariant,
  isClaimSentence,
  listDefinedTerms,
  rankQuestionCandidates,
} from './generate-questions.ts';
import { QUESTION_TEMPLATES } from './question-templates.ts';
import { isSiblingOf } from './true-false-swaps.ts';

const lower = (text: string): string => text.toLowerCase().replace(/[.]$/u, '');

describe.each(MATERIAL_LANGUAGES)('questions from the definitions of %s material (ADR 115)', (language) => {
  const analysis = analyzeMaterial(createChunks(SAMPLE_TEXTS[language]));
  const terms = listDefinedTerms(analysis);
  const termTexts = terms.map((term) => lower(term.definition.bareTerm));
  const definitionTexts = terms.map((term) => lower(term.definition.definition));
  const templates = QUESTION_TEMPLATES[language];

  it('makes multiple choice only of defined terms and their definitions, in both directions', () => {
    expect(terms.length).toBeGreaterThanOrEqual(3);
    const questions = rankQuestionCandidates(analysis, language, ['multiple_choice'], 20).map(
      (ranked) => ranked.item as Extract<GeneratedQuestion, { type: 'multiple_choice' }>,
    );
    // three wrong options of the answer's kind or no item (ADR 135): three defined terms give two siblings each
    if (terms.length < 4) {
      expect(questions).toEqual([]);
      return;
    }
    expect(questions.length).toBeGreaterThanOrEqual(2);
    const whichTerm = questions.filter((question) => question.prompt.startsWith(templates.whichTerm));
    const whichDefinition = questions.filter((question) =>
      question.prompt.startsWith(templates.whichDefinition.split('{{')[0]!),
    );
    // "fotosintesi" beside "ciclo di Calvin": a name two words longer would stand out, so Italian asks the other way
    expect(whichTerm.length + whichDefinition.length).toBeGreaterThanOrEqual(2);
    expect(whichDefinition.length).toBeGreaterThanOrEqual(1);
    for (const question of whichTerm)
      for (const option of question.options) expect(termTexts, question.prompt).toContain(lower(option));
    for (const question of whichDefinition) {
      for (const option of question.options) expect(definitionTexts, question.prompt).toContain(lower(option));
      // options end alike: none stands out by its full stop
      expect(question.options.filter((option) => option.endsWith('.'))).toEqual([]);
    }
    // a fill-in item blanks a defined term, and its options are defined terms
    for (const question of questions.filter((item) => item.prompt.startsWith(templates.completeStatement)))
      for (const option of question.options) expect(termTexts, question.prompt).toContain(lower(option));
  });

  it('makes a statement false only by naming a sibling defined term in a definition, of the same gender', () => {
    const rankeds = buildTrueFalse(analysis, language, 20);
    const falseOnes = rankeds
      .map((ranked) => ({ ranked, variant: getFalseVariant(ranked.item) }))
      .filter((entry) => entry.variant !== undefined);
    expect(falseOnes.length).toBeGreaterThanOrEqual(1);
    // a claim's false variant swaps one of its terms for a sibling the material lists beside it (ADR 135):
    // "… in the chloroplasts …" → "… in the mitochondria …"; the rest as written
    for (const { ranked, variant } of falseOnes) {
      if (analysis.definitions.some((item) => item.sentenceIndex === ranked.sentenceIndex)) continue;
      const original = analysis.sentences[ranked.sentenceIndex]!.text;
      const statement = variant!.prompt.slice(templates.trueOrFalse.length).trim();
      // the words that differ: one phrase out, its sibling in
      const left = original.split(' ');
      const right = statement.split(' ');
      let start = 0;
      while (start < left.length && left[start] === right[start]) start += 1;
      let end = 0;
      while (end < left.length - start && left[left.length - 1 - end] === right[right.length - 1 - end]) end += 1;
      const removed = left.slice(start, left.length - end).join(' ');
      const inserted = right.slice(start, right.length - end).join(' ');
      // a sentence's first capital is no part of the sibling's name
      const added = start === 0 ? inserted.charAt(0).toLowerCase() + inserted.slice(1) : inserted;
      expect(removed.split(' ').length, statement).toBeLessThanOrEqual(4);
      expect(isSiblingOf(removed, added, analysis.language, start === 0), `${removed} → ${added}`).toBe(true);
    }
    for (const { ranked, variant } of falseOnes) {
      const definition = analysis.definitions.find((item) => item.sentenceIndex === ranked.sentenceIndex);
      if (!definition) continue;
      const original = analysis.sentences[ranked.sentenceIndex]!.text;
      const statement = variant!.prompt.slice(templates.trueOrFalse.length).trim();
      // the defined term gone, another defined term in its place, the rest as written
      const others = terms.filter((term) => lower(term.definition.bareTerm) !== lower(definition!.bareTerm));
      const swapped = others.find((term) => statement.toLowerCase().includes(term.definition.bareTerm.toLowerCase()));
      expect(swapped, statement).toBeDefined();
      expect(statement.toLowerCase()).not.toContain(definition!.bareTerm.toLowerCase());
      expect(
        statement.toLowerCase().replace(swapped!.definition.bareTerm.toLowerCase(), definition!.bareTerm.toLowerCase()),
      ).toBe(original.toLowerCase());
    }
    // "A fotossíntese" is never "A ciclo de Calvin": where the article tells a gender, the sibling has it
    if (language !== 'en') {
      const genderless = falseOnes.filter(({ variant }) => /ciclo|cycle|Calvin-Zyklus/u.test(variant!.prompt));
      for (const { variant } of genderless)
        expect(variant!.prompt).toMatch(/(?:^|\s)(?:O|El|Le|Il|Der) (?:ciclo|cycle|Calvin)/u);
    }
  });

  it('asks as true only definitions and claims about a term of the material', () => {
    const rankeds = buildTrueFalse(analysis, language, 20);
    expect(rankeds.length).toBeGreaterThanOrEqual(2);
    for (const ranked of rankeds) {
      const sentence = analysis.sentences[ranked.sentenceIndex]!;
      const isDefinition = analysis.definitions.some((item) => item.sentenceIndex === sentence.index);
      expect(isDefinition || isClaimSentence(analysis, sentence), sentence.text).toBe(true);
    }
  });
});

/** A worked example, an exercise and a sentence placed by what is around it, beside a real definition, per language. */
const EXAMPLE_LINES: Record<MaterialLanguage, { text: string[]; refused: string[]; defined: string }> = {
  en: {
    text: [
      'A vector is a quantity that has both a magnitude and a direction. Vectors are added head to tail.',
      'Assume v is a vector of length three and w is a vector of length four. In this case, the sum is a vector of length seven. Exercise 2 asks for the sum.',
    ],
    refused: ['Assume v is a vector', 'In this case'],
    defined: 'vector',
  },
  pt: {
    text: [
      'Um vetor é uma grandeza que tem módulo, direção e sentido. Os vetores somam-se pela regra do paralelogramo.',
      'Seja v um vetor de comprimento três e w um vetor de comprimento quatro. Nesse caso, a soma é um vetor de comprimento sete, como se vê acima.',
    ],
    refused: ['Seja v', 'Nesse caso'],
    defined: 'vetor',
  },
  es: {
    text: [
      'Un vector es una magnitud que tiene módulo, dirección y sentido. Los vectores se suman con la regla del paralelogramo.',
      'Sea v un vector de longitud tres y w un vector de longitud cuatro. En este caso, la suma es un vector de longitud siete.',
    ],
    refused: ['Sea v', 'En este caso'],
    defined: 'vector',
  },
  fr: {
    text: [
      'Un vecteur est une grandeur qui possède une norme, une direction et un sens. Les vecteurs s’additionnent par la règle du parallélogramme.',
      'Soit v un vecteur de longueur trois et w un vecteur de longueur quatre. Dans ce cas, la somme est un vecteur de longueur sept.',
    ],
    refused: ['Soit v', 'Dans ce cas'],
    defined: 'vecteur',
  },
  it: {
    text: [
      'Un vettore è una grandezza che ha modulo, direzione e verso. I vettori si sommano con la regola del parallelogramma.',
      'Sia v un vettore di lunghezza tre e w un vettore di lunghezza quattro. In questo caso, la somma è un vettore di lunghezza sette.',
    ],
    refused: ['Sia v', 'In questo caso'],
    defined: 'vettore',
  },
  de: {
    text: [
      'Ein Vektor ist eine Größe, die einen Betrag und eine Richtung hat. Vektoren werden nach der Parallelogrammregel addiert.',
      'Sei v ein Vektor der Länge drei und w ein Vektor der Länge vier. In diesem Fall ist die Summe ein Vektor der Länge sieben.',
    ],
    refused: ['Sei v', 'In diesem Fall'],
    defined: 'Vektor',
  },
};

describe.each(MATERIAL_LANGUAGES)('lines of an example or exercise (%s)', (language) => {
  const { text, refused, defined } = EXAMPLE_LINES[language];
  const analysis = analyzeMaterial(createChunks(text));

  it('are never asked: not as a defined term, not as a true statement', () => {
    const terms = listDefinedTerms(analysis).map((term) => term.definition.bareTerm.toLowerCase());
    expect(terms).toContain(defined.toLowerCase());
    for (const term of listDefinedTerms(analysis))
      for (const opening of refused) expect(term.sentence.text.startsWith(opening), term.sentence.text).toBe(false);
    for (const ranked of buildTrueFalse(analysis, language, 10)) {
      const statement = ranked.item.prompt;
      for (const opening of refused) expect(statement, statement).not.toContain(opening);
    }
    for (const sentence of analysis.sentences)
      if (refused.some((opening) => sentence.text.startsWith(opening)))
        expect(isClaimSentence(analysis, sentence), sentence.text).toBe(false);
  });
});
