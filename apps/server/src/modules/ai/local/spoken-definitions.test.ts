import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { findDefinition } from './definitions.ts';
import { rewriteSpoken } from './nlp/speech.ts';

/*
 * A lecturer naming a term (ADR 147): "what we call X is Y", "X is what we call Y" and their
 * Portuguese, Spanish and French forms are read as the definitions they are, once the speaker's
 * framing and fillers are gone. Before, English kept the frame (no definition) and the other
 * languages had no spoken rewrites at all.
 */

const cases: [MaterialLanguage, string, string, string][] = [
  [
    'en',
    'So what we call epistasis is an interaction between mutations at different sites.',
    'Epistasis',
    'An interaction between mutations at different sites.',
  ],
  [
    'en',
    'A population of closely related mutants is what we call a quasispecies.',
    'a quasispecies',
    'A population of closely related mutants',
  ],
  [
    'pt',
    'Então, o que chamamos de erro absoluto é a diferença entre o valor exato e o aproximado.',
    'Erro absoluto',
    'A diferença entre o valor exato e o aproximado.',
  ],
  [
    'pt',
    'Uma sucessão que converge para zero é o que chamamos um infinitésimo.',
    'Um infinitésimo',
    'Uma sucessão que converge para zero.',
  ],
  [
    'es',
    'Bueno, lo que llamamos espacio muestral es el conjunto de todos los resultados posibles.',
    'Espacio muestral',
    'El conjunto de todos los resultados posibles.',
  ],
  [
    'es',
    'Un conjunto de resultados posibles es lo que llamamos un evento.',
    'Un evento',
    'Un conjunto de resultados posibles.',
  ],
  [
    'fr',
    "Alors, ce qu'on appelle un vecteur, c'est un segment orienté défini à une translation près.",
    'Un vecteur',
    'Un segment orienté défini à une translation près.',
  ],
  [
    'fr',
    "Une fonction qui conserve l'ordre des réels, c'est ce qu'on appelle une fonction croissante.",
    'Une fonction croissante',
    "Une fonction qui conserve l'ordre des réels.",
  ],
];

describe('a term the lecturer names', () => {
  it.each(cases)('%s: %s', (language, said, term, definition) => {
    expect(findDefinition(rewriteSpoken(said, language), language)).toMatchObject({ term, definition });
  });

  it('leaves a naming with nothing said of the term as it is', () => {
    expect(findDefinition(rewriteSpoken('That we are going to call the minus.', 'en'), 'en')).toBeNull();
    expect(findDefinition(rewriteSpoken('Isto é o que chamamos de.', 'pt'), 'pt')).toBeNull();
  });
});
