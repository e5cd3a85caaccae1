import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial, getContentKey } from './analyze-material.ts';
import { getFalseVariant, rankQuestionCandidates } from './generate-questions.ts';
import { isListedTogether } from './true-false-swaps.ts';
import { hasHeadingRunIn, hasLineNumbers, isHedgedClaim, isUnevenSwap, isVagueClaim } from './true-false-forms.ts';
import { findTrueFalseDefect } from './true-false-statements.ts';

// the true/false forms of ADR 178, on statements of the labelled set's true/false items
describe('a hedged claim has no false form', () => {
  it.each([
    ['Under some conditions, selection occurs quickly or radically.', 'en'],
    ['Hints or the correct answer may be used to explain mistakes.', 'en'],
    ['Some operating systems do not allow child to exists if its parent has terminated.', 'en'],
    ['On Earth, both hydrogen and helium are gases, so Jupiter and Saturn are sometimes called gas planets.', 'en'],
    ["La description du paramètre peut s'étaler sur plusieurs lignes.", 'fr'],
    ['As outras derivadas segundas podem ser facilmente deduzidas.', 'pt'],
    ['Algunas líneas de corriente se separan de la superficie del cuerpo.', 'es'],
  ] as const)('%s', (text, language) => {
    expect(isHedgedClaim(text, language)).toBe(true);
  });

  it.each([
    // a strong claim: what cannot happen, "some of" a quantity, a plain statement
    [
      'En el caso de un fluido ideal, la condición límite indica que el fluido no puede penetrar una superficie sólida.',
      'es',
    ],
    ['Deductibles reduce moral hazard by requiring the insured party to bear some of the costs.', 'en'],
    ['The internet protocol treats each internet datagram as an independent entity.', 'en'],
    ['A quadratura do círculo não pode ser feita com régua e compasso.', 'pt'],
    ['La quadrature du cercle ne peut pas s’effectuer à la règle et au compas.', 'fr'],
  ] as const)('not %s', (text, language) => {
    expect(isHedgedClaim(text, language)).toBe(false);
  });
});

describe('a swap of another length is no sibling', () => {
  it.each([
    ['initial conditions', 'points'],
    ['numerical integration', 'plot'],
    ['parent', 'children share'],
    ['built-in function', 'file named wc'],
  ])('%s → %s', (original, replacement) => {
    expect(isUnevenSwap(original, replacement, 'en')).toBe(true);
  });

  it.each([
    ['longitude', 'latitude', 'en'],
    ['moral hazard', 'adverse selection', 'en'],
    // one word more or less that names the same kind
    ['reference group', 'out-group', 'en'],
    ['condición límite', 'ecuación de movimiento', 'es'],
    ['Python 3', 'Python', 'en'],
  ] as const)('not %s → %s', (original, replacement, language) => {
    expect(isUnevenSwap(original, replacement, language)).toBe(false);
  });
});

describe('statements no learner can judge, whatever their key', () => {
  it.each([
    'For a small project with one main output, a 309 single tabular data should be placed in the main src directory and 310 distinguished clearly by a name.',
    'Change is hard and if researchers don’t see those 20 benefits quickly enough to justify the pain, they will almost certainly switch back to 21 their old way of doing things.',
  ])('line numbers: %s', (text) => {
    expect(hasLineNumbers(text)).toBe(true);
    expect(findTrueFalseDefect(text, 'en', 'document')).toBe('garbled');
  });

  it.each([
    'The war lasted from 1914 to 1918 and cost 10 million lives.',
    'Most sleep between 7 and 8 hours a night.',
    // numbered things the sentence names: a version, a chapter
    'Version 11 of the library came 10 years after version 12 was planned.',
    'Chapter 12 explains recursion, which the exercises of chapter 13 use throughout the book.',
  ])('no line numbers: %s', (text) => {
    expect(hasLineNumbers(text)).toBe(false);
  });

  it.each([
    ['Data science positivism Alongside Python, R has become the de facto language for data science.', 'en'],
    ['Bridge to applied economics and other tools Already has all of the statistics support.', 'en'],
    ['Les nombres constructibles à la règle et au compas Pour la quadrature du cercle, la réponse est négative.', 'fr'],
    ['Habitat Influence on Speciation Sympatric speciation may also take place in ways other than polyploidy.', 'en'],
    ['Tab Completion Almost all modern text editors provide tab completion.', 'en'],
  ] as const)('a heading run in: %s', (text, language) => {
    expect(hasHeadingRunIn(text, language)).toBe(true);
    expect(findTrueFalseDefect(text, language, 'slides')).toBe('garbled');
  });

  it.each([
    ['The laws of De Morgan relate conjunction and disjunction.', 'en'],
    ['Hadley Wickham wrote ggplot, one of the most popular packages in R.', 'en'],
    ['Les fables de La Fontaine sont écrites en vers.', 'fr'],
    ['In Python, a list is mutable.', 'en'],
    ['New York City is the largest city of New York State.', 'en'],
    ['Charles Darwin Foundation scientists study the finches of the islands.', 'en'],
  ] as const)('no heading: %s', (text, language) => {
    expect(hasHeadingRunIn(text, language)).toBe(false);
  });

  it.each([
    ['Reproductive isolation can take place in a variety of ways.', 'en'],
    ['Mock witnesses (and indeed real witnesses) can make errors in two different ways.', 'en'],
    ['There is a list of well-known TCP port numbers.', 'en'],
    ['Some factors have been shown to make eyewitness identification errors particularly likely.', 'en'],
    ['O isolamento reprodutivo pode ocorrer de diversas maneiras.', 'pt'],
    ['Une fonction peut être définie de plusieurs façons.', 'fr'],
  ] as const)('a vague claim: %s', (text, language) => {
    expect(isVagueClaim(text, language)).toBe(true);
    expect(findTrueFalseDefect(text, language, 'document')).toBe('trivial');
  });

  it.each([
    ['Prezygotic barriers prevent mating in three ways: habitat, timing and behaviour.', 'en'],
    ['There is a trade-off between bias and variance.', 'en'],
  ] as const)('not vague: %s', (text, language) => {
    expect(isVagueClaim(text, language)).toBe(false);
  });
});

// the rules where the generator makes false forms: a short material of each kind
const falseForms = (texts: string[]): Map<string, string | null> => {
  const analysis = analyzeMaterial(createChunks(texts), 'en');
  return new Map(
    rankQuestionCandidates(analysis, 'en', ['true_false'], 40).map((candidate) => {
      const variant = getFalseVariant(candidate.item);
      return [candidate.item.prompt, variant?.prompt ?? null];
    }),
  );
};

const EVOLUTION = [
  'Evolution is the change in the heritable traits of a population over generations. Mutation, genetic drift, gene flow and natural selection are the four mechanisms of evolution. Natural selection is the differential survival and reproduction of individuals. Genetic drift is the random change of allele frequencies in a population.',
  'Natural selection describes a mechanism for how species change over time. Genetic drift acts most strongly in small populations. Under some conditions, natural selection occurs quickly. Mutation is a change in the DNA sequence of an organism. Gene flow is the movement of alleles between populations.',
];

const PROCESSES = [
  'An operating system runs many processes. The parent and children share resources in some systems. A parent terminated without invoking wait leaves an orphan process. When the parent and children share memory, a change by one is seen by the other. The parent creates children processes with fork.',
  'A parent waits for its children to terminate. The parent and children share open files. Parent processes form a tree of processes. A parent is a process that creates other processes. The parent receives the exit status of its children.',
];

describe('the false forms the generator makes', () => {
  it('asks a hedged claim true only, and still swaps a plain one for a listed sibling', () => {
    const forms = falseForms(EVOLUTION);
    expect(forms.get('True or false? Under some conditions, natural selection occurs quickly.')).toBeNull();
    expect(forms.get('True or false? Genetic drift acts most strongly in small populations.')).toMatch(
      /^True or false\? (?:Gene flow|Natural selection|Mutation) acts most strongly in small populations\.$/u,
    );
  });

  it('swaps no term for a phrase of another length that a pair of sentences joins to it ("parent" → "children share")', () => {
    const forms = falseForms(PROCESSES);
    expect(forms.size).toBeGreaterThan(0);
    for (const variant of forms.values()) expect(variant ?? '').not.toMatch(/children share/iu);
  });

  it('lets a term of another length stand in where the material lists both among three or more', () => {
    const analysis = analyzeMaterial(createChunks(EVOLUTION), 'en');
    const key = (text: string): string => getContentKey(text, 'en');
    expect(isListedTogether(analysis, key('natural selection'), key('mutation'))).toBe(true);
    const processes = analyzeMaterial(createChunks(PROCESSES), 'en');
    expect(isListedTogether(processes, key('parent'), key('children share'))).toBe(false);
  });
});
