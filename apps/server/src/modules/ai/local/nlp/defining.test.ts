import { describe, expect, it } from 'vitest';
import { isDefining } from './defining.ts';
import { getWordKeys } from './word-keys.ts';

const keysOf = (...words: string[]): string[][] => words.map((word) => getWordKeys(word, 'en'));

describe('defining sentences', () => {
  it('takes a sentence whose subject is the word, before its defining verb', () => {
    expect(isDefining('A variable is a name that refers to a value.', keysOf('variable'), 'en')).toBe(true);
    expect(isDefining('variable: A name that refers to a value.', keysOf('variable'), 'en')).toBe(true);
  });

  it('takes the name a naming verb gives', () => {
    expect(
      isDefining('Wrapping a piece of code up in a function is called encapsulation.', keysOf('encapsulation'), 'en'),
    ).toBe(true);
    expect(
      isDefining(
        'Two alleles that find their common ancestor have coalesced, and we refer to this event as a coalescent event.',
        keysOf('coalescent'),
        'en',
      ),
    ).toBe(true);
  });

  it('takes "a kind that … is <word>" and "is also called <word>"', () => {
    expect(isDefining('A function that calls itself is recursive.', keysOf('recursive'), 'en')).toBe(true);
    expect(
      isDefining(
        'A function that calls itself is recursive; the process of executing it is called recursion.',
        keysOf('recursive'),
        'en',
      ),
    ).toBe(true);
    expect(
      isDefining(
        'This kind of explanation is also called elaborated feedback and is shown in Table 1.',
        keysOf('elaborated', 'feedback'),
        'en',
      ),
    ).toBe(true);
    expect(
      isDefining(
        'The result of this program is recursive calls forever, and the stack grows until it stops.',
        keysOf('recursive'),
        'en',
      ),
    ).toBe(false);
  });

  it('leaves a sentence that defines something else and names the word after "is a"', () => {
    expect(
      isDefining('An expression is a combination of values, variables, and operators.', keysOf('variable'), 'en'),
    ).toBe(false);
    expect(
      isDefining('A new assignment makes an existing variable refer to a new value.', keysOf('variable'), 'en'),
    ).toBe(false);
    expect(isDefining('expression: A combination of variables, operators, and values.', keysOf('variable'), 'en')).toBe(
      false,
    );
  });

  it('reads the other languages the same way', () => {
    expect(isDefining('Una variable aleatoria es una función medible.', [getWordKeys('aleatoria', 'es')], 'es')).toBe(
      true,
    );
    expect(
      isDefining(
        'Un espacio medible es un par formado por una variable y una σ-álgebra.',
        [getWordKeys('variable', 'es')],
        'es',
      ),
    ).toBe(false);
  });
});

describe('definitions said with a condition, a notation, a label or "we define" (ADR 160)', () => {
  const keys = (language: 'en' | 'pt' | 'es' | 'fr' | 'de', ...words: string[]): string[][] =>
    words.map((word) => getWordKeys(word, language));
  it.each([
    ['A function is measurable if the inverse image of every measurable set is measurable.', 'en', ['measurable']],
    ['Una función es medible si la imagen inversa de todo conjunto medible es medible.', 'es', ['medible']],
    ['Definición: Una función es medible si es límite de funciones simples.', 'es', ['medible']],
    ['Se dice que ϕ es σ-aditiva si la medida de la unión es la suma de las medidas.', 'es', ['σ-aditiva']],
    ['Definimos la esperanza matemática como la integral de la variable respecto de P.', 'es', ['esperanza']],
    [
      'O produto escalar entre os vetores u e v é denotado por u · v e é definido como a soma.',
      'pt',
      ['produto', 'escalar'],
    ],
    ['We define the absolute fitness of a genotype as the expected number of offspring.', 'en', ['fitness']],
    ['Definition 2.1. A sigma algebra is a collection of subsets closed under complements.', 'en', ['algebra']],
    ['On dit que la suite est convergente si elle admet une limite.', 'fr', ['convergente']],
    ['Eine Folge ist konvergent, wenn sie einen Grenzwert hat.', 'de', ['konvergent']],
  ] as const)('"%s" defines it', (text, language, words) => {
    expect(isDefining(text, keys(language, ...words), language)).toBe(true);
  });

  it('still takes no sentence that only mentions the word', () => {
    expect(isDefining('Sea ϕ una función σ-aditiva sobre una σ-álgebra.', keys('es', 'σ-aditiva'), 'es')).toBe(false);
    expect(isDefining('This holds if the function is measurable and bounded.', keys('en', 'measurable'), 'en')).toBe(
      false,
    );
  });
});

describe('a condition that defines a phrase (ADR 160)', () => {
  it('takes "X é dito de dimensão finita se …"', () => {
    expect(
      isDefining(
        'Um espaço vetorial é dito de dimensão finita se admite uma base composta por um número finito de elementos.',
        [getWordKeys('dimensão', 'pt')],
        'pt',
      ),
    ).toBe(true);
  });
});
