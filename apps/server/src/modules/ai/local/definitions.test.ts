import { describe, expect, it } from 'vitest';
import { findDefinition } from './definitions.ts';

describe('findDefinition', () => {
  it.each([
    ['en', 'The Python interpreter is a program that reads and executes Python code.', 'The Python interpreter', 'A program that reads and executes Python code.'],
    ['en', 'A program is a sequence of instructions that specifies how to perform a computation.', 'A program', 'A sequence of instructions that specifies how to perform a computation.'],
    ['en', 'Tokens are the basic elements of the language, such as words, numbers, and chemical elements.', 'Tokens', 'The basic elements of the language, such as words, numbers, and chemical elements.'],
    ['es', 'Los tokens son los elementos básicos del lenguaje, como palabras, números y elementos químicos.', 'Los tokens', 'Los elementos básicos del lenguaje, como palabras, números y elementos químicos.'],
    ['pt', 'O interpretador do Python é um programa que lê e executa o código Python.', 'O interpretador do Python', 'Um programa que lê e executa o código Python.'],
  ] as const)('reads a general definition (%s): %s', (language, sentence, term, definition) => {
    expect(findDefinition(sentence, language)).toMatchObject({ term, definition });
  });

  // what one X is in an example ("the return value" of the distance function), or an instance of something, is not what X is
  it.each([
    ['en', 'The return value is the distance represented by a floating-point value.'],
    ['en', 'The empty string is an example of a special case, which is one of the non-obvious cases where errors often lurk.'],
    ['pt', 'O valor de retorno é a distância representada por um valor de vírgula flutuante.'],
    ['es', 'Python es un ejemplo de un lenguaje de alto nivel.'],
    ['fr', 'La valeur de retour est la distance représentée par un nombre à virgule flottante.'],
    ['de', 'Der Rückgabewert ist die Entfernung als Gleitkommazahl.'],
  ] as const)('reads no definition in what one example or instance is (%s): %s', (language, sentence) => {
    expect(findDefinition(sentence, language)).toBeNull();
  });
});
