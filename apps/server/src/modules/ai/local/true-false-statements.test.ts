import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { createChunks, SAMPLE_TEXTS } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { withoutLearnerRules } from './learner-keeps.ts';
import { findQuestionDefect } from './precision.ts';
import { findTrueFalseDefect } from './true-false-statements.ts';
import { isSwapInCompound } from './true-false-swaps.ts';
import type { MaterialShape } from './material-shape.ts';

/*
 * ADR 165: a true/false statement is a claim a learner judges alone. The sentences are the labelled
 * set's true/false items (test/fixtures/quality/judged-items.jsonl; the document each came from is
 * named beside it), discarded or kept by readers who judged them blind.
 */

const QUESTION_TEMPLATE: Record<MaterialLanguage, string> = {
  en: 'True or false?',
  pt: 'Verdadeiro ou falso?',
  es: '¿Verdadero o falso?',
  fr: 'Vrai ou faux ?',
  it: 'Vero o falso?',
  de: 'Wahr oder falsch?',
};

const trueFalse = (statement: string, language: MaterialLanguage) => ({
  type: 'true_false' as const,
  prompt: `${QUESTION_TEMPLATE[language]} ${statement}`,
  answer: true,
  explanation: 'True.',
  sourceChunkId: null,
});

describe('a statement a learner cannot judge true or false alone', () => {
  it.each<[MaterialLanguage, string, MaterialShape]>([
    // fr-regle-et-compas-24p: steps of a construction and of a proof
    ['fr', 'Tracer une droite D quelconque, passant par A, autre que la droite (AB).', 'document'],
    ['fr', 'Si on a un cube de volume a3, alors il faut construire un cube de volume 2a3.', 'document'],
    // pt-calculo-numerico-aritmetica-36p, f-es-analisis-matematico-i-47p: the course saying what "we" do
    ['pt', 'Repetimos o processo até encontrar todos os símbolos.', 'document'],
    ['es', 'Probemos primero (i), y la existencia del punto fijo.', 'document'],
    // lecture-1401sc-elasticity, c-slides-py4e-regex-34, b-paper-good-enough-practices-20p: instructions
    ['en', 'Draw a little dashed line up from the E1 to the S2 curve and then over.', 'spoken'],
    ['en', 'Skip a bunch of characters, looking for an at sign.', 'document'],
    // lecture-1805-flipping-the-dice-53min: an in-class example's label
    ['en', 'Treatment one cured three out of three patients.', 'spoken'],
    // en-psych-memory-biases: a set the material introduced before, the document shown
    ['en', 'A total of eight details were different between the two videos.', 'document'],
    ['en', 'Some subjects were then asked leading questions about what had happened in the slides.', 'document'],
    // lecture-1401sc-elasticity: a figure's region
    ['en', 'The shaded area is the money the government raises from its tax.', 'spoken'],
    // history-revolutions-latin-america: a consequence word tying it to the sentence before
    [
      'en',
      'Hidalgo’s forces thus totaled more than one-third of the population of the capital of New Spain.',
      'document',
    ],
    // lecture-15401-equities: a spoken list's item and reported speech
    [
      'en',
      'Number one, the price of common stock is an increasing function of the expected cash flows in the form of future dividends.',
      'spoken',
    ],
    ['en', 'The faculty member, who is an economist, said, listen son.', 'spoken'],
  ])('refuses as needing its context (%s): %s', (language, statement, shape) => {
    expect(findTrueFalseDefect(statement, language, shape)).toBe('needs-context');
  });

  it.each<[MaterialLanguage, string, MaterialShape]>([
    // en-astronomy-earth-moon-sky-22p: the figure's label was lost after "on"
    [
      'en',
      'In every position on, the Moon is half illuminated and half dark (as a ball in sunlight should be).',
      'document',
    ],
    // lecture-1805-flipping-the-dice-53min: disfluencies of speech
    ['en', 'Most groups is rare that there’s people who have understood.', 'spoken'],
    ['en', 'Statistic is that statistics are at least as much art as science.', 'spoken'],
    // lecture-18065-eigenvalues-49min: the predicate of the condition was cut
    ['en', 'Eigenvalues are real numbers, if the matrix is.', 'spoken'],
  ])('refuses as garbled (%s): %s', (language, statement, shape) => {
    expect(findTrueFalseDefect(statement, language, shape)).toBe('garbled');
  });

  it.each<[MaterialLanguage, string]>([
    // labelled KEEP by the readers
    ['en', 'Geological activity on a planet is the result of a hot interior.'],
    ['en', 'NMOS conducts when the input (gate) voltage is high.'],
    ['en', 'At the center of Aristotle’s work was his doctrine of the four causes.'],
    [
      'en',
      'Thomas Aquinas (1225–1274) is the quintessential Scholastic philosopher, whose many works determined the course of European philosophy for generations.',
    ],
    [
      'en',
      'The particular details of the witnessing experience, the instructions, and the lineup members can all influence the extent to which the mock witness is likely to pick the perpetrator out of the lineup.',
    ],
    ['fr', 'La quadrature du cercle ne peut pas s’effectuer à la règle et au compas.'],
    [
      'fr',
      'Même si deux points A, B sont constructibles et que l’on peut tracer la droite (AB), pour autant les points de (AB) ne sont pas tous constructibles.',
    ],
    ['fr', 'Dans un script Python, on importe un module par ligne.'],
    [
      'pt',
      'A tarefa de classificação é uma das aplicações mais comuns do aprendizado supervisionado, especialmente em Processamento de Linguagem Natural (PLN).',
    ],
    // es-probabilidad-apuntes-41p (test/fixtures/documents): "Una" is an article, "la imagen" a map's image
    ['es', 'Una probabilidad P sobre un espacio medible (Ω, A) es una medida que además cumple que P (Ω) = 1.'],
    [
      'es',
      'Si la imagen inversa Ct de las clases de todos los intervalos (−∞, xt) en los espacios de Borel Rt son independientes, también lo son las imágenes inversas Bt de los campos de Borel en Rt.',
    ],
    // written for the test
    ['it', 'Una variabile è un nome che fa riferimento a un valore.'],
  ])('keeps a claim (%s): %s', (language, statement) => {
    expect(findTrueFalseDefect(statement, language, 'document')).toBeNull();
  });

  it('refuses such a statement as a true/false question, in the study set’s reserve too', () => {
    const analysis = analyzeMaterial(createChunks(SAMPLE_TEXTS.fr), 'fr');
    const question = trueFalse('Tracer une droite D quelconque, passant par A, autre que la droite (AB).', 'fr');
    expect(findQuestionDefect(question, analysis, 'fr')).toBe('needs-context');
    expect(withoutLearnerRules(() => findQuestionDefect(question, analysis, 'fr'))).toBe('needs-context');
    const english = analyzeMaterial(createChunks(SAMPLE_TEXTS.en), 'en');
    expect(findQuestionDefect(trueFalse('Treatment one cured three out of three patients.', 'en'), english, 'en')).toBe(
      'needs-context',
    );
  });
});

describe('a false version that swaps a term inside a compound or a name', () => {
  const at = (sentence: string, original: string): [number, number] => {
    const start = sentence.indexOf(original);
    return [start, start + original.length];
  };

  it.each<[MaterialLanguage, string, string, string]>([
    // history-revolutions-latin-america: "New Spain" → "New Portugal"
    [
      'en',
      'Hidalgo’s forces totaled more than one-third of the population of the capital of New Spain.',
      'Spain',
      'Portugal',
    ],
    // pasted-astronomy-planet-structure: "gas planets" → "gas moons"
    [
      'en',
      'On Earth, both hydrogen and helium are gases, so Jupiter and Saturn are sometimes called gas planets.',
      'planets',
      'moons',
    ],
    // polsci-courts-and-law: "hybrid legal system" → "election legal system"
    [
      'en',
      'A hybrid legal system combines parts of more than one approach to create a system unique to the country.',
      'hybrid',
      'election',
    ],
  ])('refuses the swap (%s): %s', (language, sentence, original, replacement) => {
    const [start, end] = at(sentence, original);
    expect(isSwapInCompound(sentence, start, end, language, replacement)).toBe(true);
  });

  it.each<[MaterialLanguage, string, string, string]>([
    // labelled KEEP: en-astronomy-earth-moon-sky-22p, en-psych-memory-biases, a learner-feedback paper, fr-python-bonnes-pratiques
    [
      'en',
      'Within each zone, all places keep the same standard time, with the local mean solar time of a standard line of longitude running more or less through the middle of each zone.',
      'longitude',
      'latitude',
    ],
    [
      'en',
      'Eyewitness testimony is what happens when a person witnesses a crime and later recalls for the court all the details of the witnessed event.',
      'Eyewitness testimony',
      'human memory',
    ],
    ['en', 'Encouraging learners to understand errors in a positive way can help them learn.', 'positive', 'negative'],
    [
      'fr',
      'Dans un script, les lignes vides sont utiles pour séparer visuellement les différentes parties du code.',
      'lignes vides',
      'docstrings',
    ],
  ])('keeps the swap (%s): %s', (language, sentence, original, replacement) => {
    const [start, end] = at(sentence, original);
    expect(isSwapInCompound(sentence, start, end, language, replacement)).toBe(false);
  });
});
