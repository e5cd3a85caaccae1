import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { buildTrueFalse, getFalseVariant } from './generate-questions.ts';
import { flipPolarity } from './true-false-polarity.ts';
import { isHalfOfCompound } from './true-false-swaps.ts';

/*
 * A false statement where no sibling term exists (ADR 147): a clear claim said the other way. The
 * sentences are of the kinds the tuning material states (a panel's claim, population-genetics and
 * probability notes), in each language the rule covers.
 */

const statement = (text: string, language: Parameters<typeof flipPolarity>[1]): string | null =>
  flipPolarity(text, language)?.statement ?? null;

describe('a claim said the other way', () => {
  it('drops the one plain negation of a clear claim', () => {
    expect(statement('An equity deal is not a convertible note.', 'en')).toBe('An equity deal is a convertible note.');
    expect(statement('A neutral allele does not change the fitness of its carrier.', 'en')).toBe(
      'A neutral allele changes the fitness of its carrier.',
    );
    expect(statement('La varianza de una constante no es positiva.', 'es')).toBe(
      'La varianza de una constante es positiva.',
    );
    expect(statement('O método de Newton não converge para raízes múltiplas com ordem quadrática.', 'pt')).toBe(
      'O método de Newton converge para raízes múltiplas com ordem quadrática.',
    );
    expect(statement("La méthode de la bissection n'est pas une méthode d'ordre deux.", 'fr')).toBe(
      "La méthode de la bissection est une méthode d'ordre deux.",
    );
  });

  it('says one word of a closed polar pair as its opposite, agreeing in gender and number', () => {
    expect(statement('Genetic drift increases the variance of allele frequencies between populations.', 'en')).toBe(
      'Genetic drift decreases the variance of allele frequencies between populations.',
    );
    expect(
      statement(
        'Las familias de variables aleatorias son independientes si y solo si sus subfamilias finitas son mutuamente independientes.',
        'es',
      ),
    ).toBe(
      'Las familias de variables aleatorias son dependientes si y solo si sus subfamilias finitas son mutuamente independientes.',
    );
    expect(statement('A função de distribuição é sempre crescente.', 'pt')).toBe(
      'A função de distribuição é sempre decrescente.',
    );
    expect(statement('Une suite de Cauchy de nombres réels est convergente.', 'fr')).toBe(
      'Une suite de Cauchy de nombres réels est divergente.',
    );
  });

  it('changes only the main clause: after "then" when the sentence opens with its condition', () => {
    expect(statement('If the population is small, then drift is stronger than selection.', 'en')).toBeNull();
    expect(statement('Si la serie converge, entonces la sucesión de sus términos es convergente.', 'es')).toBe(
      'Si la serie converge, entonces la sucesión de sus términos es divergente.',
    );
    // a condition without its "then" has no main clause one can tell
    expect(statement('Si la serie converge, la sucesión de sus términos es convergente.', 'es')).toBeNull();
  });

  it('leaves a claim that may hold said the other way: a part, a possibility, a frequency, an excess', () => {
    // "Some paths are allowed …" is true as well
    expect(
      statement('Some paths are not allowed in the sense that some paths decrease fitness, locally.', 'en'),
    ).toBeNull();
    expect(statement('Companies have also been blown up by taking too much capital.', 'en')).toBeNull();
    expect(statement('A mutation can increase the fitness of its carrier.', 'en')).toBeNull();
    expect(statement('Algunas sucesiones no son convergentes.', 'es')).toBeNull();
    expect(statement('Muitas funções contínuas não são deriváveis.', 'pt')).toBeNull();
  });

  it('leaves weak negations, both sides of a pair, idioms and questions as they are', () => {
    expect(statement('Selection does not only act on single genes.', 'en')).toBeNull();
    expect(
      statement('Una sucesión de conjuntos tiene límite si su límite inferior y superior coinciden.', 'es'),
    ).toBeNull();
    expect(statement('El número de éxitos es al menos uno.', 'es')).toBeNull();
    expect(statement('Is drift stronger in small populations?', 'en')).toBeNull();
    expect(statement('Plenty of great companies have been launched through angel money.', 'en')).toBeNull();
  });
});

describe('a polar word said the other way reads right', () => {
  it('fixes the English article and the preposition "independent of" / "dependent on"', () => {
    expect(statement('Eventually, an infinite recursion causes a runtime error.', 'en')).toBe(
      'Eventually, a finite recursion causes a runtime error.',
    );
    expect(statement('The drop in mean fitness is independent of the selection coefficient.', 'en')).toBe(
      'The drop in mean fitness is dependent on the selection coefficient.',
    );
  });

  it('leaves a sentence that already holds the opposite word, a purpose, or a symbol label', () => {
    expect(statement('Breaking a large program into smaller functions creates natural checkpoints.', 'en')).toBeNull();
    expect(statement('The focus will be on harder questions to increase diversity.', 'en')).toBeNull();
    expect(statement('The probability of distribution, P beneficial, is a function of s.', 'en')).toBeNull();
  });
});

describe('a claim of material that lists no sibling term', () => {
  // notes whose terms are never listed together ("X y Y"): before ADR 147 every claim was asked true only
  const text = [
    'La deriva genética es un proceso aleatorio que cambia las frecuencias alélicas.',
    'La deriva genética aumenta la varianza de las frecuencias alélicas entre poblaciones.',
    'La deriva genética actúa con más fuerza en poblaciones pequeñas.',
    'La selección natural favorece los alelos que aumentan la eficacia biológica.',
    'La selección natural actúa sobre los fenotipos de los individuos.',
    'Las poblaciones pequeñas pierden diversidad genética con rapidez.',
  ].join(' ');

  it('has a false variant said the other way, and none where the claim gives no clear opposite', () => {
    const analysis = analyzeMaterial(createChunks([text]));
    const variants = buildTrueFalse(analysis, 'es', 10).map((ranked) => [
      ranked.item.prompt,
      getFalseVariant(ranked.item)?.prompt ?? null,
    ]);
    expect(variants).toContainEqual([
      '¿Verdadero o falso? La deriva genética aumenta la varianza de las frecuencias alélicas entre poblaciones.',
      '¿Verdadero o falso? La deriva genética disminuye la varianza de las frecuencias alélicas entre poblaciones.',
    ]);
    expect(variants).toContainEqual([
      '¿Verdadero o falso? La deriva genética actúa con más fuerza en poblaciones pequeñas.',
      null,
    ]);
  });
});

describe('a term swapped in a claim', () => {
  it('is never one half of a dash compound (popgen notes: "mutation– selection balance" → "drift– selection balance")', () => {
    const text = 'The drop in mean fitness at mutation– selection balance depends only on the mutation rate.';
    const at = text.indexOf('mutation–');
    expect(isHalfOfCompound(text, at, at + 'mutation'.length)).toBe(true);
    const other = 'Mutation-selection balance keeps deleterious alleles at low frequency.';
    expect(isHalfOfCompound(other, 'Mutation-'.length, 'Mutation-selection'.length)).toBe(true);
    const rate = text.lastIndexOf('mutation');
    expect(isHalfOfCompound(text, rate, rate + 'mutation'.length)).toBe(false);
  });
});
