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
