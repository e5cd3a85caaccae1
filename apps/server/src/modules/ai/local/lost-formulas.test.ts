import { describe, expect, it } from 'vitest';
import { hasLostFormula } from './lost-formulas.ts';

describe('hasLostFormula', () => {
  it('finds formulas the PDF text lost: exponents run into brackets, loose arguments, vector arrows, missing symbols', () => {
    // sentences as pdf.js reads them from the population-genetics notes and the Spanish probability notes
    expect(
      hasLostFormula('The probability that one or other of them mutates in this time is 1 − (1 − μ)2T.', 'en'),
    ).toBe(true);
    expect(
      hasLostFormula(
        'The probability that all three alleles choose exactly the same ancestral allele one generation back is 1/(2N )2.',
        'en',
      ),
    ).toBe(true);
    expect(
      hasLostFormula(
        'Individuals disperse a random distance ∆x from its birthplace, where ∆x is drawn from the probability density g( ).',
        'en',
      ),
    ).toBe(true);
    expect(hasLostFormula('La antiimagen de un de B(C) es el mínimo σ-campo sobre X −1(C).', 'es')).toBe(true);
    expect(hasLostFormula('Sea X −1(C) la antiimagen.', 'es')).toBe(true);
    expect(hasLostFormula('A força resultante #» F é a soma das forças que atuam no corpo.', 'pt')).toBe(true);
    expect(hasLostFormula('The variance is given by , where is the mean of the sample.', 'en')).toBe(true);
    expect(hasLostFormula('Le vecteur est défini par = , ce qui donne la norme.', 'fr')).toBe(true);
    expect(hasLostFormula('Die Funktion ist stetig auf dem , also beschränkt.', 'de')).toBe(true);
  });

  it('keeps sentences whose formulas, brackets and code read as written', () => {
    expect(hasLostFormula('In a diploid population of size N individuals there are 2N alleles.', 'en')).toBe(false);
    expect(
      hasLostFormula(
        'The probability that a mutation changes the identity of the transmitted allele is μ per generation.',
        'en',
      ),
    ).toBe(false);
    expect(hasLostFormula('The function print() displays a value (see Figure 2) on the screen.', 'en')).toBe(false);
    expect(hasLostFormula('If f(x) = x + 1, then f(2) = 3.', 'en')).toBe(false);
    expect(
      hasLostFormula(
        'Un espacio probabilístico es una tupla formada por un conjunto Ω, una σ-álgebra y una función P.',
        'es',
      ),
    ).toBe(false);
    expect(hasLostFormula('A derivada de uma função num ponto é o declive da reta tangente.', 'pt')).toBe(false);
    expect(hasLostFormula('Sea un espacio probabilístico (Ω, A, P).', 'es')).toBe(false);
  });
});
