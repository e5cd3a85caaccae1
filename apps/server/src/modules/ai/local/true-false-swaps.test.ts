import { describe, expect, it } from 'vitest';
import { loadFixtureStudySet } from './testing/fixture-study-set.ts';
import { listDefinedTerms } from './generate-questions.ts';
import { QUESTION_TEMPLATES } from './question-templates.ts';
import {
  balanceKeys,
  findGenus,
  getTermShape,
  isNearSpelling,
  isSiblingOf,
  MIN_FALSE_SHARE,
} from './true-false-swaps.ts';
import { isSaidTheOtherWay } from './true-false-polarity.ts';

/*
 * True/false keys a learner cannot guess and swaps of one term for a sibling of its kind; multiple
 * choice whose options are all of the answer's kind (ADR 135).
 */

describe('a sibling of a term', () => {
  it('is never another form, spelling or synonym of it', () => {
    expect(isNearSpelling('allele', 'alleles')).toBe(true);
    expect(isNearSpelling('mutation', 'mutational')).toBe(true);
    expect(isNearSpelling('colour', 'color')).toBe(true);
    expect(isNearSpelling('homozygous', 'heterozygous')).toBe(false);
    expect(isNearSpelling('integer', 'string')).toBe(false);
    expect(isSiblingOf('error', 'mistake', 'en')).toBe(false);
    expect(isSiblingOf('integer', 'string', 'en')).toBe(true);
    expect(isSiblingOf('natural language', 'formal language', 'en')).toBe(true);
  });

  it('is of the same kind and shape: a concept for a concept, a name for a name, a number for a number', () => {
    expect(getTermShape('problem solving', 'en')).toBe('gerund');
    expect(getTermShape('Charles Darwin', 'en')).toBe('name');
    expect(getTermShape('1,000', 'en')).toBe('number');
    expect(isSiblingOf('program', 'problem solving', 'en')).toBe(false);
    expect(isSiblingOf('genetic drift', 'Charles Darwin', 'en')).toBe(false);
    expect(isSiblingOf('Charles Darwin', 'Gregor Mendel', 'en')).toBe(true);
    expect(isSiblingOf('selection', '1859', 'en')).toBe(false);
    expect(isSiblingOf('1859', '1856', 'en')).toBe(true);
    // a phrase among one-word terms
    expect(isSiblingOf('bug', 'the rules that govern a program', 'en')).toBe(false);
    // the original's first capital at the start of its sentence is no name
    expect(isSiblingOf('Dominance', 'epistasis', 'en', true)).toBe(true);
  });

  it('is found by the kind its definition names', () => {
    expect(findGenus('A type that represents whole numbers.', 'en')).toBe(findGenus('types of values', 'en'));
    expect(findGenus('One of the basic things a program works with.', 'en')).toBe(findGenus('thing', 'en'));
    expect(findGenus('A special symbol that represents a computation.', 'en')).toBe(findGenus('symbol', 'en'));
    expect(findGenus('Uma classe de conjuntos fechada para o complementar.', 'pt')).toBe(findGenus('classes', 'pt'));
  });
});

describe('the keys of a true/false set', () => {
  const item = (id: number, answer = true): { id: number; answer: boolean } => ({ id, answer });
  const variants = (ids: number[]) => (question: { id: number; answer: boolean }) =>
    ids.includes(question.id) ? { id: question.id, answer: false } : undefined;

  it('are about half false where every item has a false variant, the same on every run', () => {
    const items = Array.from({ length: 10 }, (_, id) => item(id));
    const keyed = balanceKeys(items, (question) => !question.answer, variants(items.map((question) => question.id)));
    expect(keyed.filter((question) => question?.answer === false)).toHaveLength(5);
    expect(keyed.filter((question) => question?.answer === true)).toHaveLength(5);
    expect(balanceKeys(items, (question) => !question.answer, variants(items.map((question) => question.id)))).toEqual(
      keyed,
    );
  });

  it('leave a true item out rather than fall below two in five false', () => {
    const items = Array.from({ length: 10 }, (_, id) => item(id));
    const keyed = balanceKeys(items, (question) => !question.answer, variants([7, 8]));
    const asked = keyed.filter((question) => question !== null);
    const falseCount = asked.filter((question) => !question.answer).length;
    expect(falseCount).toBe(2);
    expect(falseCount / asked.length).toBeGreaterThanOrEqual(MIN_FALSE_SHARE);
    // the best-ranked true items are the ones kept
    expect(asked.filter((question) => question.answer).map((question) => question.id)).toEqual([0, 1, 2]);
  });

  it('keep one true item where nothing can be made false, and count items already false', () => {
    const items = Array.from({ length: 4 }, (_, id) => item(id));
    expect(balanceKeys(items, (question) => !question.answer, variants([])).filter(Boolean)).toHaveLength(1);
    const mixed = [item(0), item(1, false), item(2), item(3, false)];
    expect(balanceKeys(mixed, (question) => !question.answer, variants([]))).toEqual(mixed);
  });
});

const load = loadFixtureStudySet;

/** The right and the swapped-in term a false item's explanation names ("the material says “X”, not “Y”", «X», „X“). */
function swappedPair(explanation: string | null): [string, string] | null {
  // the first two quoted in any language's marks: “…”, «…», „…“
  const quoted = [...(explanation ?? '').matchAll(/[“«„]\s?([^”»“]+?)\s?[”»“]/gu)].map((match) => match[1]!);
  return quoted.length >= 2 ? [quoted[0]!, quoted[1]!] : null;
}

describe.each([
  'documents/textbook-chapter-10p.pdf',
  'documents/es-probabilidad-apuntes-41p.pdf',
  'transcripts/lecture-15s21-financing-panel.vtt',
])('true/false and multiple choice of %s', (file) => {
  it('keys two to three in five true/false items false, each false one a swap for a sibling of the same kind or the claim said the other way', async () => {
    const { analysis, set } = await load(file);
    const trueFalse = set.questions.filter((question) => question.type === 'true_false');
    const falseOnes = trueFalse.filter((question) => !question.answer);
    const listing = trueFalse.map((question) => question.prompt).join('\n');
    if (trueFalse.length > 1) {
      // two in five false at least, unless the true items beyond that are owed to the set's floor
      const kept = set.flashcards.length + set.questions.length;
      if (falseOnes.length / trueFalse.length < MIN_FALSE_SHARE) expect(kept, listing).toBeLessThanOrEqual(set.floor);
      expect(falseOnes.length / trueFalse.length, listing).toBeLessThanOrEqual(0.6);
    }
    for (const question of falseOnes) {
      const pair = swappedPair(question.explanation);
      expect(pair, question.explanation ?? '').not.toBeNull();
      // where the material lists no sibling, a clear claim said the other way (ADR 147)
      expect(
        isSiblingOf(pair![0], pair![1], analysis.language, true) ||
          isSaidTheOtherWay(pair![0], pair![1], analysis.language),
        `${pair![0]} → ${pair![1]}`,
      ).toBe(true);
    }
  }, 120_000);

  it('asks multiple choice with three wrong options of the answer’s kind, none holding or held by the answer', async () => {
    const { analysis, set } = await load(file);
    for (const question of set.questions) {
      if (question.type !== 'multiple_choice') continue;
      expect(question.options.length, question.prompt).toBe(4);
      const answer = question.options[question.correctIndex]!;
      // a term among terms ("Which term …", a blank); descriptions are the options of "Which description …"
      if (question.prompt.startsWith(QUESTION_TEMPLATES[analysis.language].whichDefinition.split('{{')[0]!)) continue;
      for (const option of question.options) {
        if (option === answer) continue;
        expect(isSiblingOf(answer, option, analysis.language), `${question.prompt}: ${answer} / ${option}`).toBe(true);
      }
    }
  }, 120_000);
});

describe('the defined terms of a textbook chapter', () => {
  it('name their kind, so that siblings are terms of one kind ("integer", "string": types)', async () => {
    const { analysis } = await load('documents/textbook-chapter-10p.pdf');
    const genus = new Map(
      listDefinedTerms(analysis).map((term) => [term.definition.bareTerm.toLowerCase(), term.genus]),
    );
    expect(genus.get('integer')).toBe(genus.get('string'));
    expect(genus.get('value')).not.toBe(genus.get('formal language'));
  }, 120_000);
});
