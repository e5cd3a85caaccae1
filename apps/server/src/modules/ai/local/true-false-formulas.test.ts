import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { findMathSpans } from './math-spans.ts';
import { createLocalProvider } from './local.provider.ts';

const provider = createLocalProvider();

/** The MIT recitation's captions (test/fixtures/transcripts, CC BY-NC-SA 4.0): spoken maths. */
const LECTURE = readFileSync(
  new URL('../../../../../../test/fixtures/transcripts/lecture-captions.txt', import.meta.url),
  'utf8',
);

/** Passages of about 150 words, as pasted text is chunked. */
function toPassages(text: string): string[] {
  const words = text.split(/\s+/u).filter(Boolean);
  const passages: string[] = [];
  for (let i = 0; i < words.length; i += 150) passages.push(words.slice(i, i + 150).join(' '));
  return passages;
}

const OPERATOR_WORDS = new Set(['plus', 'minus', 'times', 'over', 'equals', 'squared', 'cubed']);

/**
 * Where a false statement differs from the sentence it was made from, and whether that place is
 * inside a formula: a written one (the changed word touches _ * ^ = / + < > within its run of
 * non-space characters) or a spoken one (a maths operator word right before or after it).
 */
function changedInsideFormula(statement: string, original: string): { changed: string; inside: boolean } {
  let start = 0;
  while (start < statement.length && statement[start] === original[start]) start += 1;
  let end = 0;
  while (end < original.length - start && statement[statement.length - 1 - end] === original[original.length - 1 - end])
    end += 1;
  const tokenStart = original.lastIndexOf(' ', start - 1) + 1;
  const nextSpace = original.indexOf(' ', original.length - end);
  const tokenEnd = nextSpace === -1 ? original.length : nextSpace;
  const token = original.slice(tokenStart, tokenEnd);
  const before = original.slice(0, tokenStart).trim().split(/\s+/u).at(-1)?.toLowerCase() ?? '';
  const after =
    original
      .slice(tokenEnd)
      .trim()
      .split(/\s+/u)[0]
      ?.toLowerCase()
      .replace(/[.,;:!?]$/u, '') ?? '';
  const written = /[_*^=/+<>]/u.test(token);
  const twoBefore = original.slice(0, tokenStart).trim().split(/\s+/u).slice(-2).join(' ').toLowerCase();
  const spoken =
    OPERATOR_WORDS.has(before) || OPERATOR_WORDS.has(after) || before === 'than' || twoBefore === 'equal to';
  return {
    changed: `${original.slice(tokenStart, tokenEnd)} → ${statement.slice(tokenStart, statement.length - (original.length - tokenEnd))}`,
    inside: written || spoken,
  };
}

describe('true/false falsehoods in spoken maths', () => {
  it('never swap a symbol or number inside a formula (the recitation gave "C_2 … from theta equals 2*pi" → "C_1 …"): only defined terms are swapped', async () => {
    const { questions } = await provider.generateQuestions({
      chunks: createChunks(toPassages(LECTURE)),
      options: { counts: { questions: { multiple_choice: 0, true_false: 12, open_ended: 0 } }, questionLanguage: 'en' },
    });
    const falsehoods = questions.filter((question) => question.type === 'true_false' && question.answer === false);
    const listing = questions.map((question) => `${question.prompt} | ${question.explanation}`).join('\n');
    // a false statement swaps only a defined term for a sibling defined term (ADR 115): the recitation defines
    // none, so it gets none, and no symbol of its formulas is ever swapped
    const defined = analyzeMaterial(createChunks(toPassages(LECTURE))).definitions.map((definition) =>
      definition.bareTerm.toLowerCase(),
    );
    if (defined.length < 2) expect(falsehoods, listing).toEqual([]);
    expect(questions.filter((question) => question.type === 'true_false').length, listing).toBeGreaterThanOrEqual(1);
    const inside = falsehoods
      .map((question) => {
        const statement = question.prompt.replace(/^True or false\? /u, '');
        const original = /The material says: “(.*)”/u.exec(question.explanation ?? '')?.[1] ?? '';
        return changedInsideFormula(statement, original);
      })
      .filter((change) => change.inside);
    expect(inside, listing).toEqual([]);
  });
});

describe('findMathSpans', () => {
  const spansOf = (text: string): string[] => findMathSpans(text, 'en').map(({ start, end }) => text.slice(start, end));

  it('finds written formulas and their symbols', () => {
    expect(spansOf('C_2 is parameterized from theta equals 2*pi to theta equals 0.')).toEqual([
      'C_2',
      'theta equals 2*pi',
      'theta equals 0',
    ]);
    expect(spansOf('The area is the integral of minus y*dx around the loop.')).toEqual(['minus y*dx']);
  });

  it('finds spoken formulas: operands joined by spoken operators', () => {
    expect(
      spansOf('If x is equal to a times theta minus sine theta, then dx is just a times 1 minus cosine theta.'),
    ).toEqual(['x is equal to a times theta minus sine theta', 'a times 1 minus cosine theta']);
    expect(
      spansOf('For y to be greater than or equal to 0, 1 minus cosine theta needs to be greater than or equal to 0.'),
    ).toEqual(['greater than or equal to 0', '1 minus cosine theta', 'greater than or equal to 0']);
  });

  it('leaves prose alone, numbers with units included', () => {
    expect(
      spansOf("Green's theorem relates a line integral around a closed curve to a double integral over the region."),
    ).toEqual([]);
    expect(spansOf('The lecture lasts 50 minutes and covers 3 examples, one of them a cycloid.')).toEqual([]);
  });
});
