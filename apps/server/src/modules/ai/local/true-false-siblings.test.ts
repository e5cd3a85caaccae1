import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial, getContentKey } from './analyze-material.ts';
import { getFalseVariant, rankQuestionCandidates } from './generate-questions.ts';
import { hasExplanationAfter } from './true-false-polarity.ts';
import {
  getEnumerationSiblings,
  getHeadNumber,
  isMaterialSibling,
  isSameNumber,
  isSiblingOf,
} from './true-false-swaps.ts';

/*
 * ADR 154: a false statement names, in place of the material's term, a true sibling of it — a
 * member of one of the material's enumerations or a defined term of its kind — and never before
 * the sentence's own explanation clause. The quoted sentences are those of false statements
 * readers judged (test/fixtures/quality/judged-items.jsonl), with their verdicts.
 */

describe('a swap before the sentence explains itself', () => {
  it.each<[MaterialLanguage, string, string, boolean]>([
    // DISCARD trivial: "non-sibling swap contradicted by its own 'ou seja' clause"
    [
      'pt',
      'Destacamos que ∇f (x) funciona com um campo vetorial (definido logo adiante), ou seja, uma função que atribui vetores a pontos do espaço.',
      'campo vetorial',
      true,
    ],
    // DISCARD false-is-true: "a script is Python code; statement is true"
    [
      'fr',
      "Pour évaluer la qualité d'un code Python, c'est-à-dire sa conformité avec les recommandations de la PEP 8 et de la PEP 257, on peut utiliser les outils `pycodestyle`, `pydocstyle` et `pylint`.",
      'code Python',
      true,
    ],
    [
      'es',
      'La ecuación de continuidad, es decir, la conservación de la masa, vale en todo fluido.',
      'ecuación de continuidad',
      true,
    ],
    [
      'it',
      'Il gradiente, cioè il vettore delle derivate parziali, indica la direzione di massima crescita.',
      'gradiente',
      true,
    ],
    [
      'de',
      'Der Gradient, das heißt der Vektor der partiellen Ableitungen, zeigt in die Richtung des stärksten Anstiegs.',
      'Gradient',
      true,
    ],
    // KEEP: "sibling swap vector/scalar"
    [
      'en',
      'The two arrows have the same direction and the same magnitude, so they are the same vector.',
      'vector',
      false,
    ],
    // KEEP: "inner product (not gradient) defines angles/lengths"
    [
      'pt',
      'Em suma, o produto interno usado para definir ângulos e comprimentos no espaço das posições também é usado para medir ângulos e comprimentos em Vx.',
      'produto interno',
      false,
    ],
  ])('is refused where the sentence restates it (%s: %s)', (language, sentence, term, expected) => {
    const at = sentence.indexOf(term);
    expect(hasExplanationAfter(sentence, at + term.length, language)).toBe(expected);
  });
});

describe('a sibling of one grammatical number', () => {
  it.each<[MaterialLanguage, string, string, boolean]>([
    ['en', 'memory test questions', 'person witnesses', true],
    ['en', 'tax cut', 'passed health', true],
    ['en', 'alleles', 'genotype', false],
    ['pt', 'derivadas segundas', 'coordenadas da posição', true],
    ['pt', 'campo vetorial', 'produtos tensoriais', false],
    ['es', 'línea de corriente', 'velocidades del fluido', false],
    ['fr', 'lignes vides', 'docstrings', true],
  ])('agrees in number (%s: %s / %s → %s)', (language, a, b, expected) => {
    expect(isSameNumber(a, b, language)).toBe(expected);
  });

  it('reads the head where the language puts it, and says nothing where spelling does not tell', () => {
    expect(getHeadNumber('coordenadas da posição', 'pt')).toBe('plural');
    expect(getHeadNumber('ligne de code', 'fr')).toBe('singular');
    expect(getHeadNumber('analysis', 'en')).toBeNull();
    expect(getHeadNumber('Ableitungen', 'de')).toBeNull();
    // singulars that end in -s
    expect(getHeadNumber('fotosíntesis', 'es')).toBeNull();
    expect(isSameNumber('fotosíntesis', 'respiración celular', 'es')).toBe(true);
    expect(getHeadNumber('processus', 'fr')).toBeNull();
    expect(isSiblingOf('alleles', 'genotype', 'en')).toBe(false);
  });
});

// Sentences of the economics slides whose "Capital flight" → "Run trade" swap readers discarded (DISCARD trivial)
const ECONOMICS = [
  'Savings and investment in an open economy. National saving is the income of a nation that is not spent on consumption or government purchases. Capital flight is a large and sudden reduction in the demand for assets located in a country. The supply and demand for loanable funds determine the equilibrium real interest rate in the economy. Capital flight increases real interest rates, often sharply.',
  'Budget deficits reduce national saving and raise the real interest rate. The real interest rate adjusts to balance the supply and demand for loanable funds. Net capital outflow is the purchase of foreign assets by domestic residents minus the purchase of domestic assets by foreigners. Capital flight raises net capital outflow and lowers the value of the currency.',
  'A trade policy is a government policy that directly influences the quantity of goods and services that a country imports or exports. A budget deficit lowers national saving, raises the real interest rate and reduces net capital outflow. Trade policies do not change the trade balance. The exchange rate, the real interest rate and net capital outflow are the key prices of the open economy. Consumption, investment, government purchases and net exports are the four components of GDP.',
];

describe('the siblings a material lists', () => {
  const analysis = analyzeMaterial(createChunks(ECONOMICS), 'en');

  it('are members of one enumeration, not two words one "and" joins once, nor two clauses', () => {
    const siblings = getEnumerationSiblings(analysis);
    // "goods and services", "imports or exports", joined once: a pair, not a list of kinds
    for (const [a, b] of [
      ['goods', 'services'],
      ['imports', 'exports'],
    ] as const) {
      const [left, right] = [getContentKey(a, 'en'), getContentKey(b, 'en')];
      expect(analysis.phraseByKey.has(left) && analysis.phraseByKey.has(right)).toBe(true);
      expect(siblings.get(left)?.has(right) ?? false).toBe(false);
    }
    // "Consumption, investment, government purchases and net exports are the four components of GDP": a list
    expect(
      isMaterialSibling(analysis, getContentKey('consumption', 'en'), getContentKey('government purchases', 'en')),
    ).toBe(true);
    // "reduce national saving and raise the real interest rate": two clauses
    const saving = getContentKey('national saving', 'en');
    expect(analysis.phraseByKey.has(saving)).toBe(true);
    expect([...(siblings.get(saving) ?? [])]).toEqual([]);
    expect(
      isMaterialSibling(analysis, getContentKey('capital flight', 'en'), getContentKey('trade balance', 'en')),
    ).toBe(false);
  });

  it('give no false statement the material says elsewhere in other words', () => {
    const statements = rankQuestionCandidates(analysis, 'en', ['true_false'], 40)
      .map((candidate) => getFalseVariant(candidate.item))
      .flatMap((variant) => (variant?.type === 'true_false' ? [variant.prompt] : []));
    // "Capital flight increases real interest rates": "Capital flight raises real interest rate …" is no false claim
    expect(statements.filter((prompt) => /capital flight raises real interest/iu.test(prompt))).toEqual([]);
  });
});
