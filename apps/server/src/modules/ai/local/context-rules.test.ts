import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { findContextRule, findStandaloneDefect } from './standalone-sentence.ts';

/*
 * ADR 189: sentences that lean on what came before by one cue — a definite noun of the text's own
 * discourse as bare subject, an adverb pointing at a process or a reason set out before, "the latter /
 * the other group", a sameness with nothing to be the same as. The positive cases quoted from the
 * labelled set (test/fixtures/quality/judged-items.jsonl) name its set; the others are written for the
 * test in the shape of what readers discarded, and the negative ones in the shape of sentences kept.
 */

describe('a definite noun of the discourse as bare subject (unnamed-referent)', () => {
  it.each<[MaterialLanguage, string]>([
    // held-out-2026-11-29b, an algorithms handbook
    ['en', 'The algorithm maintains a queue of nodes that might be used for reducing the distances.'],
    // held-out-2026-11-28b, a philosophy textbook
    ['en', 'The dialogue focuses on the nature of virtue and whether virtue can be taught.'],
    ['en', 'The theory predicts that different patterns would be associated with different feelings.'],
    ['en', 'The study found that the pups groomed less often.'],
    // held-out-2026-11-28, a course on curvilinear coordinates
    ['pt', 'A expressão simplificada fica totalmente escrita em termos das matrizes e suas derivadas parciais.'],
    ['pt', 'O módulo é o volume do paralelepípedo definido pelos três vetores.'],
    // held-out-2026-11-29b, game theory notes
    ['es', 'El juego puede tener una variedad de equilibrios perfectos en subjuegos.'],
    ['fr', 'Le modèle prédit une augmentation de la pression.'],
    ['it', 'Il modello prevede una crescita esponenziale della popolazione.'],
    ['de', 'Die Studie zeigt einen klaren Effekt der Behandlung.'],
  ])('%s: %s', (language, sentence) => {
    expect(findContextRule(sentence, language)).toBe('unnamed-referent');
    expect(findStandaloneDefect(sentence, language)).toBe('anaphora');
  });

  it.each<[MaterialLanguage, string]>([
    // a complement, a name or a kind says which
    ['en', 'The theory of evolution explains the diversity of life.'],
    ['en', 'The term phenotype refers to the observable traits of an organism.'],
    ['en', 'The nervous system is made of neurons and glial cells.'],
    ['pt', 'O módulo de um vetor é o seu comprimento.'],
    ['pt', 'A teoria celular afirma que todos os seres vivos são formados por células.'],
    // held-out-2026-11-29d (kept): a theory named by its author
    [
      'es',
      'La teoría atómica de Dalton ofrece una explicación microscópica de las numerosas propiedades macroscópicas de la materia.',
    ],
    ['es', 'El modelo estándar describe tres de las cuatro fuerzas fundamentales.'],
    ['fr', 'La théorie cinétique explique la pression des gaz.'],
    ['it', 'Il modello quantistico descrive gli orbitali atomici.'],
    ['de', 'Die Theorie der Evolution erklärt die Vielfalt des Lebens.'],
    ['de', 'Die Gruppe G ist abelsch.'],
  ])('%s: %s is not refused by it', (language, sentence) => {
    expect(findContextRule(sentence, language)).toBeNull();
  });
});

describe('an adverb that points at a process or a reason set out before (pointing-adverb)', () => {
  it.each<[MaterialLanguage, string]>([
    ['de', 'Das Proton verbleibt dabei im Kern.'],
    ['de', 'Die Energie des Systems bleibt somit konstant.'],
    // held-out-2026-11-29d, a chemistry textbook
    ['es', 'La relación de los átomos de cloro es por consiguiente de 2 a 1.'],
    // held-out-2026-11-28, a course on curvilinear coordinates
    ['pt', 'Para tanto note que o elemento de integração agora não é mais um vetor.'],
    // held-out-2026-11-28, a French Python course
    ['fr', 'Pour autant, la note de 10 est parfois difficile à obtenir.'],
    ['it', "La pressione del gas resta pertanto costante durante l'espansione."],
    ['en', 'The nature of body does not, therefore, consist in hardness.'],
  ])('%s: %s', (language, sentence) => {
    expect(findContextRule(sentence, language)).toBe('pointing-adverb');
    expect(findStandaloneDefect(sentence, language)).toBe('connective');
  });

  it.each<[MaterialLanguage, string]>([
    // the sentence gives the adverb its antecedent: a condition, a cause, an "and"
    ['es', 'Si la función es continua en un intervalo cerrado, por consiguiente alcanza un máximo.'],
    ['en', 'The celestial equator lies halfway between the poles, and thus 90° from each pole.'],
    ['de', 'Wenn die Temperatur steigt, nimmt dabei auch der Druck zu.'],
    // en-biology-evolution-speciation-20p (fixture): the antecedent before a colon
    [
      'en',
      'The prefix “allo-” means “other”: therefore, an allopolyploid occurs when gametes from two different species combine.',
    ],
    ['fr', 'Même si deux points sont constructibles, pour autant les points de la droite ne le sont pas tous.'],
    ['pt', 'Se a matriz é invertível, desse modo o sistema tem uma única solução.'],
    ['it', 'Il calore fluisce dal corpo caldo al corpo freddo e in tal modo le temperature si avvicinano.'],
  ])('%s: %s is not refused by it', (language, sentence) => {
    expect(findContextRule(sentence, language)).toBeNull();
  });
});

describe('"the latter", "the other group" (latter-or-other)', () => {
  it.each<[MaterialLanguage, string]>([
    // held-out-2026-11-29d, a psychology textbook
    [
      'en',
      'The empirical question was whether the group that was allowed to watch would solve the puzzle box faster than the other group.',
    ],
    ['en', 'Only the latter can cross the membrane.'],
    ['pt', 'Este último é um gás ideal.'],
    ['fr', 'Ce dernier est un gaz parfait.'],
    ['it', "Quest'ultimo è un gas perfetto."],
    ['de', 'Letzterer ist ein idealer Leiter.'],
  ])('%s: %s', (language, sentence) => {
    expect(findContextRule(sentence, language)).toBe('latter-or-other');
  });

  it.each<[MaterialLanguage, string]>([
    ['en', 'Noguera claimed descent from the last Inca ruler, Túpac Amaru.'],
    // held-out-2026-11-29c (kept): "former" as "ex-", and a generation before in population genetics
    [
      'en',
      'New ideas of freedom spread throughout the Americas, raised by the Declaration of Independence in the former British colonies.',
    ],
    ['en', 'Two alleles find a common ancestor in the preceding generation with probability 1/(2N).'],
    ['pt', 'O primeiro programa que se escreve numa nova linguagem chama-se “Hello, World!”.'],
    ['fr', "L'un des gaz est parfait, l'un des métaux est conducteur."],
    ['de', 'Der erste Hauptsatz beschreibt die Erhaltung der Energie.'],
  ])('%s: %s is not refused by it', (language, sentence) => {
    expect(findContextRule(sentence, language)).toBeNull();
  });
});

describe('a sameness with nothing to be the same as (bare-sameness)', () => {
  it.each<[MaterialLanguage, string]>([
    // tuning-documents, a lecture transcript
    ['en', 'The exponential is interesting because it’s in a very, very different regime.'],
    ['pt', 'As duas distribuições são diferentes.'],
    ['es', 'El resultado es el mismo.'],
    ['fr', 'Les valeurs sont différentes.'],
    ['it', 'Le due curve sono simili.'],
    ['de', 'Die beiden Kurven sind verschieden.'],
  ])('%s: %s', (language, sentence) => {
    expect(findContextRule(sentence, language)).not.toBeNull();
    expect(findStandaloneDefect(sentence, language)).toBe('anaphora');
  });

  it.each<[MaterialLanguage, string]>([
    // held-out-2026-11-28b (kept): both sides are named
    ['en', 'Taxes levied on sellers and taxes levied on buyers are equivalent.'],
    ['en', 'Homologous structures are similar in origin but may differ in function.'],
    ['pt', 'A média e a mediana são iguais numa distribuição simétrica.'],
    ['es', 'Dos conjuntos son iguales si tienen los mismos elementos.'],
    ['fr', 'Deux vecteurs sont égaux s’ils ont les mêmes coordonnées.'],
    ['de', 'Zwei Mengen sind gleich, wenn sie dieselben Elemente enthalten.'],
  ])('%s: %s is not refused by it', (language, sentence) => {
    expect(findContextRule(sentence, language)).toBeNull();
  });
});
