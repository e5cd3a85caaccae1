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
    expect(questions.map((question) => question.expected)).toContain(
      'A compiler is a program that translates source code into machine code before the program runs.',
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
