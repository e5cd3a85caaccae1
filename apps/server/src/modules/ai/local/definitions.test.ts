import { describe, expect, it } from 'vitest';
import { findDefinition } from './definitions.ts';

describe('findDefinition', () => {
  it.each([
    [
      'en',
      'The Python interpreter is a program that reads and executes Python code.',
      'The Python interpreter',
      'A program that reads and executes Python code.',
    ],
    [
      'en',
      'A program is a sequence of instructions that specifies how to perform a computation.',
      'A program',
      'A sequence of instructions that specifies how to perform a computation.',
    ],
    [
      'en',
      'Tokens are the basic elements of the language, such as words, numbers, and chemical elements.',
      'Tokens',
      'The basic elements of the language, such as words, numbers, and chemical elements.',
    ],
    [
      'es',
      'Los tokens son los elementos básicos del lenguaje, como palabras, números y elementos químicos.',
      'Los tokens',
      'Los elementos básicos del lenguaje, como palabras, números y elementos químicos.',
    ],
    [
      'pt',
      'O interpretador do Python é um programa que lê e executa o código Python.',
      'O interpretador do Python',
      'Um programa que lê e executa o código Python.',
    ],
  ] as const)('reads a general definition (%s): %s', (language, sentence, term, definition) => {
    expect(findDefinition(sentence, language)).toMatchObject({ term, definition });
  });

  // what one X is in an example ("the return value" of the distance function), or an instance of something, is not what X is
  it.each([
    ['en', 'The return value is the distance represented by a floating-point value.'],
    [
      'en',
      'The empty string is an example of a special case, which is one of the non-obvious cases where errors often lurk.',
    ],
    ['pt', 'O valor de retorno é a distância representada por um valor de vírgula flutuante.'],
    ['es', 'Python es un ejemplo de un lenguaje de alto nivel.'],
    ['fr', 'La valeur de retour est la distance représentée par un nombre à virgule flottante.'],
    ['de', 'Der Rückgabewert ist die Entfernung als Gleitkommazahl.'],
  ] as const)('reads no definition in what one example or instance is (%s): %s', (language, sentence) => {
    expect(findDefinition(sentence, language)).toBeNull();
  });

  // the answer must stand on its own and define the term asked
  it.each([
    ['en', 'Statements like this are called compound statements.'],
    ['en', 'Understanding natural language is a good example.'],
    [
      'en',
      'Interactive mode is a good way to get started, but if you are working with more than a few lines of code, it can be clumsy.',
    ],
    ['pt', 'Instruções como estas são chamadas instruções compostas.'],
    ['es', 'Una instrucción como esta se llama instrucción compuesta.'],
    // a line of one example, placed by its position
    ['pt', 'A última linha é um prompt indicando que o interpretador está pronto para você digitar o código.'],
    ['en', 'The last line is a prompt that indicates that the interpreter is ready for you to enter code.'],
  ] as const)(
    'reads no definition in an answer pointing elsewhere or judging the term (%s): %s',
    (language, sentence) => {
      expect(findDefinition(sentence, language)).toBeNull();
    },
  );

  it('reads each term of a sentence naming two with a semicolon on its own clause, never one term with the other clause', () => {
    // "subtracting 1" leans on the first clause: too short to define decrement alone
    expect(
      findDefinition(
        'Updating a variable by adding 1 is called an increment; subtracting 1 is called a decrement.',
        'en',
      ),
    ).toMatchObject({
      bareTerm: 'increment',
      definition: 'Updating a variable by adding 1',
    });
    // "the process of executing it": "it" is the first clause's function
    expect(
      findDefinition(
        'A function that calls itself is recursive; the process of executing it is called recursion.',
        'en',
      ),
    ).toBeNull();
    expect(
      findDefinition(
        'A statement is a unit of code that has an effect; an expression is a combination of values.',
        'en',
      ),
    ).toMatchObject({
      term: 'A statement',
      definition: 'A unit of code that has an effect.',
    });
  });

  it('asks what any named term is: "… is called the condition" reads "What is a condition?"', () => {
    expect(findDefinition('The boolean expression after if is called the condition.', 'en')).toMatchObject({
      term: 'a condition',
      bareTerm: 'condition',
    });
    expect(findDefinition('Updating a variable by adding 1 is called an increment.', 'en')).toMatchObject({
      term: 'an increment',
    });
    expect(findDefinition('Values that belong to no type are called the orphans.', 'en')).toMatchObject({
      term: 'orphans',
      isPlural: true,
    });
  });
});

describe('findDefinition: naming shapes (ADR 115)', () => {
  it.each([
    [
      'en',
      'Updating a variable by adding one is known as an increment.',
      'increment',
      'Updating a variable by adding one',
    ],
    ['en', 'A value that cannot change is termed a constant.', 'constant', 'A value that cannot change'],
    [
      'pt',
      'Chama-se vetor a um segmento orientado com origem e extremidade.',
      'vetor',
      'Um segmento orientado com origem e extremidade.',
    ],
    [
      'pt',
      'Designa-se por matriz quadrada uma matriz com o mesmo número de linhas e colunas.',
      'matriz quadrada',
      'Uma matriz com o mesmo número de linhas e colunas.',
    ],
    [
      'es',
      'Se llama espacio muestral al conjunto de todos los resultados posibles de un experimento.',
      'espacio muestral',
      'Conjunto de todos los resultados posibles de un experimento.',
    ],
    [
      'fr',
      'On nomme variable un nom qui fait référence à une valeur.',
      'variable',
      'Un nom qui fait référence à une valeur.',
    ],
    [
      'fr',
      'Une suite d’instructions qui effectue un calcul est appelée une fonction.',
      'fonction',
      'Une suite d’instructions qui effectue un calcul',
    ],
    [
      'it',
      'Una sequenza di istruzioni che esegue un calcolo è detta funzione.',
      'funzione',
      'Una sequenza di istruzioni che esegue un calcolo',
    ],
    ['de', 'Eine Folge von Anweisungen wird als Programm bezeichnet.', 'Programm', 'Eine Folge von Anweisungen'],
  ] as const)('reads the term a sentence names (%s): %s', (language, sentence, bareTerm, definition) => {
    expect(findDefinition(sentence, language)).toMatchObject({ bareTerm, definition });
  });
});

describe('a property defined in words by its condition (ADR 147)', () => {
  it.each([
    [
      'es',
      'Se dice que una función es medible si la imagen inversa de todo conjunto medible es medible.',
      'Una función medible',
      'Una función tal que la imagen inversa de todo conjunto medible es medible.',
    ],
    [
      'es',
      'Una sucesión se dice convergente si sus términos se acercan tanto como se quiera a un único número real.',
      'Una sucesión convergente',
      'Una sucesión tal que sus términos se acercan tanto como se quiera a un único número real.',
    ],
    [
      'pt',
      'Um método iterativo diz-se convergente se a sucessão das aproximações tende para a solução exata.',
      'Um método iterativo convergente',
      'Um método iterativo tal que a sucessão das aproximações tende para a solução exata.',
    ],
    [
      'pt',
      'Diz-se que uma matriz quadrada é invertível se existe uma matriz que multiplicada por ela dá a identidade.',
      'Uma matriz quadrada invertível',
      'Uma matriz quadrada tal que existe uma matriz que multiplicada por ela dá a identidade.',
    ],
    [
      'fr',
      "On dit qu'une suite est bornée si tous ses termes restent dans un même intervalle fermé.",
      'Une suite bornée',
      'Une suite telle que tous ses termes restent dans un même intervalle fermé.',
    ],
    [
      'en',
      'A function is said to be continuous if small changes in its input give small changes in its output.',
      'A continuous function',
      'A function such that small changes in its input give small changes in its output.',
    ],
  ] as const)('%s: %s', (language, sentence, term, definition) => {
    expect(findDefinition(sentence, language)).toMatchObject({ term, definition });
  });

  it.each([
    ['es', 'Se dice que ϕ es aditiva si ϕ(A ∪ B) = ϕ(A) + ϕ(B).'],
    ['es', 'Una función se dice medible si ∀B ∈ B ⇒ ϕ−1(B) ∈ A.'],
    ['es', 'Se dice que una variable aleatoria X converge uniformemente si se cumple que P tiende a 0.'],
    ['pt', 'Diz-se que uma sucessão é limitada se |xn| < M.'],
  ] as const)('skips one defined only with symbols (%s): %s', (language, sentence) => {
    expect(findDefinition(sentence, language)).toBeNull();
  });
});
