import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial, explainSentenceRefusal } from './analyze-material.ts';
import { hasIntactRelations } from './lost-formulas.ts';

/*
 * Issue 20's floors (ADR 163): sentences of formula-heavy notes whose inline formulas read whole, and
 * English written sentences that state that something exists, are sources of items; flattened
 * formulas, a program's assignments and a speaker's "there's" are not. The sentences are as the
 * extraction reads them from test/fixtures (origins in test/fixtures/README.md).
 */

const spoken = (texts: readonly string[]) =>
  createChunks(texts).map((chunk) => ({ ...chunk, speaker: 'PROFESSOR', startMs: 0, endMs: 1000 }));

const reading = (text: string, sentence: string, chunks = createChunks([text])) => {
  const analysis = analyzeMaterial(chunks);
  const index = analysis.sentences.findIndex((candidate) => candidate.text === sentence);
  expect(index, sentence).toBeGreaterThanOrEqual(0);
  return { isStandalone: analysis.sentences[index]!.isStandalone, refusal: explainSentenceRefusal(analysis, index) };
};

describe('inline formulas that read whole', () => {
  it.each([
    // es-probabilidad-apuntes-41p.pdf (LibreIM, Probabilidad): the definition of a probability
    ['es', 'Una probabilidad P sobre un espacio medible (Ω, A) es una medida que además cumple que P (Ω) = 1.'],
  ] as const)('are no code (%s): %s', (language, sentence) => {
    expect(hasIntactRelations(sentence, language)).toBe(true);
  });

  it.each([
    // en-biology-popgen-notes-68p.pdf (Coop, Notes on Population Genetics): symbols named pages before
    [
      'en',
      'The frequency of A1 will keep increasing over the generations so long as its marginal fitness is higher than that of A2, i.e. w1 > w2, while if w1 < w2, the frequency of A1 will decrease.',
    ],
    ['en', 'The inverse holds when h = 1, such that allele A1 is fully recessive and A2 fully dominant.'],
    // Probabilidad: "δ" is the theorem's, said before
    ['es', 'Notar que si tomamos δ = 1, el teorema se convierte en el conocido Teorema de Tchevichev.'],
    // popgen notes: an index, a fraction's bar and an exponent lost by the extraction
    ['en', 'W t = W11p2 t + W122ptqt + W22q2 t.'],
    [
      'en',
      'Our total heterozygosity is given by HT = 1 2 HS + 1 2 HB (46) where HB is the probability that a pair of alleles drawn from our two different sub-populations differ from each other.',
    ],
    [
      'en',
      'Assuming that the fitnesses of the two alleles are constant over time, the number of the two allelic types τ generations after time t are Pt+τ = (W1)τ Pt and Qt+τ = (W2)τ Qt, respectively.',
    ],
    ['en', 'A reduction of 1 − 2μ is very small, given that the mutation rate of a gene is likely < 10−5.'],
    // Probabilidad: indices read as separate letters, a formula cut off
    [
      'es',
      'Sean X = ∑ j x j IAj, Y = ∑ k yk IBk variables simples no negativas, donde Aj = [X = x j ], Bk = [Y = yk].',
    ],
    ['es', 'A partir de aquí Poisson probó que para k = 0, 1, 2,...'],
    // textbook-120p.pdf (Think Python 2e): a program's names and operators
    [
      'en',
      'A simple solution is to compute angle = 360.0 / n. Because the numerator is a floating-point number, the result is floating point.',
    ],
    [
      'en',
      'The condition for this loop is n! = 1, so the loop will continue until n is 1, which makes the condition false.',
    ],
    [
      'en',
      'The loop condition is index < len(fruit), so when index is equal to the length of the string, the condition is false.',
    ],
    ['en', 'The formula is SNRdb = 10 log10(Psignal /Pnoise).'],
  ] as const)('are refused when flattened or code (%s): %s', (language, sentence) => {
    expect(hasIntactRelations(sentence, language)).toBe(false);
  });

  it('makes a definition with an intact formula a standalone sentence of the notes', () => {
    const sentence =
      'Una probabilidad P sobre un espacio medible (Ω, A) es una medida que además cumple que P (Ω) = 1.';
    const text = `Los espacios medibles son la base de la teoría de la probabilidad moderna. ${sentence}`;
    expect(reading(text, sentence)).toEqual({ isStandalone: true, refusal: null });
    const flattened =
      'Our total heterozygosity is given by HT = 1 2 HS + 1 2 HB where HB is the probability that two alleles differ.';
    expect(reading(`Heterozygosity measures genetic variation in a population. ${flattened}`, flattened)).toEqual({
      isStandalone: false,
      refusal: 'code-or-markup',
    });
  });
});

describe('a written sentence that states that something exists', () => {
  it.each([
    // textbook-120p.pdf (Think Python 2e)
    'There are three logical operators: and, or, and not.',
    'There is no limit on the number of elif statements.',
    // en-biology-popgen-notes-68p.pdf
    'There is a large and constant influx of rare alleles into the population due to mutation, so even if it is very unlikely that an individual allele fixes within the population, some neutral alleles will fix.',
  ])('leans on nothing said before: %s', (sentence) => {
    expect(reading(`Programs and populations are studied in many courses. ${sentence}`, sentence)).toEqual({
      isStandalone: true,
      refusal: null,
    });
  });

  it('still leans back when "there" points at a place or at something definite', () => {
    const sentence = 'There is the peak of the fitness landscape that the population climbs.';
    expect(reading(`Populations climb fitness landscapes. ${sentence}`, sentence).refusal).toBe('leans-back');
  });

  it('is no source in a speaker\'s words: a spoken "there\'s" points at the board as often (lecture-15s21-financing-panel.txt)', () => {
    const sentence = 'There are definitely VCs and also, depending a little bit on the backgrounds of founders.';
    const chunks = spoken([`Venture capital funds young companies in exchange for equity. ${sentence}`]);
    expect(reading('', sentence, chunks).isStandalone).toBe(false);
  });
});
