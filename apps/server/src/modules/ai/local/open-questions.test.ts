import { describe, expect, it } from 'vitest';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { rankQuestionCandidates } from './generate-questions.ts';

/*
 * Issue 20 item 3: an open question asks to explain a concept the material defines, its defining
 * sentences the expected answer — one a teacher would accept as the model answer.
 */

function openQuestions(pages: string[], language: MaterialLanguage = 'en'): { prompt: string; expected: string }[] {
  const analysis = analyzeMaterial(createChunks(pages), language);
  return rankQuestionCandidates(analysis, language, ['open_ended'], 10).map(({ item }) => ({
    prompt: item.prompt,
    expected: item.type === 'open_ended' ? item.expectedAnswer : '',
  }));
}

describe('open questions’ expected answers', () => {
  it('asks about a concept the material defines, with its defining sentence as the answer', () => {
    const questions = openQuestions([
      'A compiler is a program that translates source code into machine code before the program runs. Compilers check the types of a program.',
      'An interpreter is a program that reads and executes source code one statement at a time. Interpreters are common in scripting.',
    ]);
    // the definition whole, and the next sentence that goes on about compilers as its subject
    expect(questions.map((question) => question.expected)).toContain(
      'A compiler is a program that translates source code into machine code before the program runs. Compilers check the types of a program.',
    );
  });

  it('leaves out a definition said in the first person: it tells how the talk goes, not what the concept is', () => {
    const questions = openQuestions([
      'Cycling is one of the things that I always think about when I give a talk. Repetition helps the audience follow a talk.',
      'Verbal punctuation is a signal that tells the audience a new part of the talk begins. A good talk ends with its contributions.',
      'Getting famous is the next item on our agenda because a job is not enough to be recognised.',
    ]);
    const expected = questions.map((question) => question.expected).join(' | ');
    expect(expected).toContain('Verbal punctuation is a signal that tells the audience a new part of the talk begins.');
    expect(expected).not.toMatch(/Cycling is one of the things|Getting famous is the next item/u);
  });

  it('leaves out a definition that turns to the course itself ("nous employions")', () => {
    const fr = openQuestions(
      [
        "Python est un langage dit orienté objet, il se peut que dans la suite du cours, nous employions le mot objet pour désigner une variable. Une variable est une zone de la mémoire de l'ordinateur dans laquelle une valeur est stockée.",
        'Une fonction est un bloc de code qui porte un nom et que l’on peut appeler plusieurs fois.',
      ],
      'fr',
    );
    expect(fr.map((question) => question.expected).join(' | ')).not.toMatch(/nous employions/u);
    expect(fr.some((question) => /zone de la mémoire/u.test(question.expected))).toBe(true);
  });

  it('leaves out a definition that points at a plot the learner does not see ("the solid line")', () => {
    const questions = openQuestions([
      'Initial recall is the solid line, and refers to the results of free recall tests performed right after encoding each list.',
      'Spacing refers to adding breaks between practice attempts. Spacing improves long-term retention of studied material.',
    ]);
    const expected = questions.map((question) => question.expected).join(' | ');
    expect(expected).toContain('Spacing refers to adding breaks between practice attempts.');
    expect(expected).not.toMatch(/solid line/u);
  });

  it('asks about no "term" that opens with a sentence adverb ("Sometimes refactoring is a sign …")', () => {
    const questions = openQuestions([
      'Sometimes refactoring is a sign that you have learned something about the problem. Refactoring is the process of modifying a working program to improve function interfaces.',
      'Encapsulation is the process of wrapping a piece of code up in a function.',
    ]);
    expect(questions.map((question) => question.prompt).join(' | ')).not.toMatch(/sometimes/iu);
  });
});

describe('open questions’ defining sentences (ADR 116)', () => {
  it('take the sentences after the definition that go on about the term, not those that only mention it', () => {
    const questions = openQuestions([
      'A tuple is a sequence of values. Tuples are immutable, so their items cannot be changed. Depending on your editor, a tuple may be shown with brackets around it.',
      'A list is a sequence of values that can be changed. Lists are written between square brackets.',
    ]);
    const tuple = questions.find((question) => /tuple/u.test(question.prompt));
    expect(tuple?.expected).toBe(
      'A tuple is a sequence of values. Tuples are immutable, so their items cannot be changed.',
    );
  });

  it('ask nothing from a definition inside a worked example, or one that points at what came before', () => {
    const questions = openQuestions(
      [
        'Ejemplo 3.1. Se lanza una moneda tres veces. El espacio muestral es el conjunto de las ocho secuencias posibles de caras y cruces.',
        'A raíz de esta definición se conoce como función inversa la que asigna a cada imagen su antecedente.',
        'Una variable aleatoria es una función que asigna un número real a cada resultado de un experimento.',
      ],
      'es',
    );
    const prompts = questions.map((question) => question.prompt).join(' | ');
    expect(prompts).not.toMatch(/espacio muestral|función inversa/u);
    expect(prompts).toMatch(/variable aleatoria/u);
  });

  it('ask nothing from a definition that only files the term under a kind ("é um dos axiomas")', () => {
    const questions = openQuestions(
      [
        'O axioma da escolha é um dos axiomas da teoria de conjuntos que tem diversas consequências inesperadas.',
        'Um espaço vetorial é um conjunto munido de duas operações, a soma e o produto por escalar, que satisfazem oito axiomas.',
      ],
      'pt',
    );
    const prompts = questions.map((question) => question.prompt).join(' | ');
    expect(prompts).not.toMatch(/axioma da escolha/u);
    expect(prompts).toMatch(/espaço vetorial/u);
  });

  it.each<[MaterialLanguage, string, RegExp]>([
    [
      'en',
      'A variable is a name that refers to a value stored in the memory of the computer.',
      /^Explain in your own words what a variable is\.$/u,
    ],
    [
      'pt',
      'Uma variável é um nome que se refere a um valor guardado na memória do computador.',
      /^Explique por palavras suas o que é uma variável\.$/u,
    ],
    [
      'es',
      'Una variable es un nombre que se refiere a un valor guardado en la memoria del ordenador.',
      /^Explica con tus propias palabras qué es una variable\.$/u,
    ],
    [
      'fr',
      "Une variable est un nom qui désigne une valeur stockée dans la mémoire de l'ordinateur.",
      /^Expliquez avec vos propres mots ce qu’est une variable\.$/u,
    ],
    [
      'it',
      'Una variabile è un nome che si riferisce a un valore memorizzato nella memoria del computer.',
      /^Spiega con parole tue che cos’è una variabile\.$/u,
    ],
    [
      'de',
      'Eine Variable ist ein Name, der sich auf einen im Speicher des Computers abgelegten Wert bezieht.',
      /^Erklären Sie mit eigenen Worten, was eine Variable ist\.$/u,
    ],
  ])('are worded with the article the material uses (%s)', (language, text, prompt) => {
    const questions = openQuestions([`${text} Programs read and change values while they run.`], language);
    expect(questions[0]?.prompt).toMatch(prompt);
    expect(questions[0]?.expected).toBe(text);
  });
});

describe('open questions’ expected answers say what the concept is, whole (ADR 138)', () => {
  it('ask nothing from a sentence that judges the term instead of defining it', () => {
    const questions = openQuestions([
      'Recursion is an important concept in programming. Recursion is used in many of the exercises.',
      'A function is a named sequence of statements that performs a computation.',
    ]);
    const prompts = questions.map((question) => question.prompt).join(' | ');
    expect(prompts).not.toMatch(/recursion/iu);
    expect(prompts).toMatch(/function/u);
  });

  it('ask nothing from a definition that goes on elsewhere ("the following conditions")', () => {
    const questions = openQuestions([
      'A metric space is a set together with a distance that satisfies the following conditions.',
      'A vector space is a set of vectors that can be added together and multiplied by numbers.',
    ]);
    const prompts = questions.map((question) => question.prompt).join(' | ');
    expect(prompts).not.toMatch(/metric space/u);
    expect(prompts).toMatch(/vector space/u);
  });

  it('take the sentence that says the definition again in other words', () => {
    const questions = openQuestions([
      'A glacier is a persistent body of dense ice that moves under its own weight. In other words, a glacier is a river of ice that flows slowly downhill.',
      'A moraine is a mass of rock and sediment that a glacier carries and leaves behind.',
    ]);
    const glacier = questions.find((question) => /glacier/u.test(question.prompt));
    expect(glacier?.expected).toBe(
      'A glacier is a persistent body of dense ice that moves under its own weight. In other words, a glacier is a river of ice that flows slowly downhill.',
    );
  });

  it('ask nothing from a glossary entry that gives an instruction instead of saying what the term is', () => {
    const questions = openQuestions([
      'Glossary\nrunning: Experiment by making changes and running different versions.\niteration: Repeated execution of a set of statements using either a recursive function call or a loop.\nindex: An integer value used to select an item in a sequence.',
    ]);
    const prompts = questions.map((question) => question.prompt).join(' | ');
    expect(prompts).not.toMatch(/running/u);
    expect(prompts).toMatch(/iteration|index/u);
  });
});

describe('a list’s entry defines nothing (ADR 176)', () => {
  it('asks no "What is X?" of a table’s placeholder cell or of a reading list’s entry, and still of a glossary line', async () => {
    const { rankFlashcardCandidates } = await import('./generate-flashcards.ts');
    // uo-ec607/lectures @ 632b5e52 01-intro/01-Intro.pdf, slides 13 and 47 (Grant McDermott; MIT licence);
    // jiamingmao/principles-of-economics @ ca94d530 Lectures/Taxation.pdf (MIT licence)
    const analysis = analyzeMaterial(
      createChunks([
        'Some OS-specific extras\nWindows: Install Rtools. I also recommend that you install Chocolately.\nMac: Install Homebrew.\nLinux: None (you should be good to go).',
        'What else? (cont.)\nPick either of the following and work through their examples:\nChapter 3 of R for Data Science by Hadley Wickham and Garett Grolemund.\nData Visualization: A Practical Guide by Kieran Healy.\nDesigning ggplots by Malcom Barrett.',
        'A subsidy is a negative tax. Subsidies given to sellers and subsidies given to buyers are equivalent.',
      ]),
      'en',
    );
    const backs = [
      ...rankFlashcardCandidates(analysis, 'en').map(({ item }) => item.back),
      ...rankQuestionCandidates(analysis, 'en', ['open_ended'], 10).map(({ item }) =>
        item.type === 'open_ended' ? item.expectedAnswer : '',
      ),
    ].join(' | ');
    expect(backs).not.toMatch(/None \(you should|A Practical Guide/u);
    expect(backs).toContain('A negative tax.');
  });
});
