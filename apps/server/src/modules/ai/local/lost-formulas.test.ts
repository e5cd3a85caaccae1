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

describe('hasLostFormula: the signs of TeX math fonts read without their meaning (ADR 137)', () => {
  it('finds primes apart, arrows read as tildes, "≠" as "6 =", "∅" as ";", limits apart, big brackets as letters, fractions without a bar', () => {
    // sentences as pdf.js reads them from the Spanish probability notes, the Portuguese calculus notes and the population-genetics notes
    expect(hasLostFormula('Se dice que Xn y X ′ n son equivalentes en la convergencia.', 'es')).toBe(true);
    expect(hasLostFormula('Um trio de vetores ~u, ~v e ~w é dito dextrogiro se o determinante é positivo.', 'pt')).toBe(
      true,
    );
    expect(hasLostFormula('Como sen 0 = sen 180◦ = 0, o produto vetorial de dois vetores paralelos é ~0.', 'pt')).toBe(
      true,
    );
    expect(hasLostFormula('If our loci were statistically independent then pAB 6 = pApB otherwise.', 'en')).toBe(true);
    expect(hasLostFormula('Demostración. ϕ(B) = ϕ(B + ;) = ϕ(B) + ϕ(;) = 0.', 'es')).toBe(true);
    expect(hasLostFormula('Todos los conjuntos [X ≤ x] = ∑', 'es')).toBe(true);
    expect(hasLostFormula('k=1 Xk una suma de variables aleatorias independientes', 'es')).toBe(true);
    expect(hasLostFormula('The term τ √∏τ −1 i=t w1,i is the geometric mean fitness of allele A1.', 'en')).toBe(true);
    expect(hasLostFormula('La suma converge y å = lim n a la variable.', 'es')).toBe(true);
    expect(hasLostFormula('By this argument Cov(X1, X2) = 1 2 VA for the parents.', 'en')).toBe(true);
    expect(hasLostFormula('Assuming that s \u001c 1, p′ ≈ p, then in practice we can use this.', 'en')).toBe(true);
  });

  it('finds words run together at a font change', () => {
    expect(hasLostFormula('The initial troubleshooting of theVGAM code solved some instabilities.', 'en')).toBe(true);
  });

  it('keeps approximations, primes on their letter, sums with their terms, and words that are words', () => {
    expect(hasLostFormula('A sweep of s = 1% would affect ∼100kb, or ~5 ms of compute.', 'en')).toBe(false);
    expect(hasLostFormula('To do so consider the frequency p′ of our haplotype in the next generation.', 'en')).toBe(
      false,
    );
    expect(hasLostFormula('If x + 6 = 12, then x = 6.', 'en')).toBe(false);
    expect(hasLostFormula('The sum ∑ of the terms is finite for every n.', 'en')).toBe(false);
    expect(hasLostFormula('As funções contínuas são definidas em ~/home e não em Ça.', 'pt')).toBe(false);
    expect(hasLostFormula('The theory of DNA replication and the RNA world.', 'en')).toBe(false);
    expect(hasLostFormula('Call toJSON() on the object; forEach visits every element.', 'en')).toBe(false);
  });
});
