import { describe, expect, it } from 'vitest';
import { clozeOf, readJudgedItems, statementOf, type JudgedRow } from './judged-items.ts';

/*
 * The one reader of the sentence a judged item states, shared by the measuring scripts: each case is
 * a row of the labelled set (test/fixtures/quality/judged-items.jsonl), found by its words.
 */
const rows = readJudgedItems();
const rowWith = (words: string): JudgedRow => {
  const row = rows.find((candidate) => JSON.stringify(candidate.item).includes(words));
  if (!row) throw new Error(`no labelled row holds ${words}`);
  return row;
};

describe('statementOf', () => {
  it('fills a card’s blank and drops its "Fill in the blank:"', () => {
    expect(statementOf(rowWith('equally likely to be the _____ of the entire population'))).toEqual({
      text: 'In a diploid population size of size N, there are 2N alleles all of which are equally likely to be the ancestor of the entire population at some later time point.',
      isAnswer: false,
    });
  });

  it('reads the material’s sentence a German item quotes („…“), not its false claim', () => {
    expect(statementOf(rowWith('So lässt sich der Zeile'))?.text).toBe(
      'So lässt sich der Python-Interpreter beispielsweise als besserer Taschenrechner benutzen.',
    );
  });

  it('keeps a quote inside the quoted sentence whole', () => {
    expect(statementOf(rowWith('worked together on 12 person witnesses'))?.text).toBe(
      'After watching the videos, the “co-witnesses” worked together on 12 memory test questions.',
    );
  });

  it('fills a question of the earlier shape with its correct answer, not its first option', () => {
    const row = rowWith('Biotech companies require more than a few _____');
    expect(clozeOf(row)?.answer).toBe('hundred thousand dollars');
    expect(statementOf(row)?.text).toBe(
      'Biotech companies require more than a few hundred thousand dollars to get started.',
    );
  });

  it('reads an open question’s expected answer and a "What is X?" card’s back as answers', () => {
    expect(statementOf(rowWith('Explain in your own words what a port is.'))).toMatchObject({
      text: expect.stringMatching(/^A port is an application-specific/u),
      isAnswer: true,
    });
    expect(statementOf(rowWith('What is sun Catalytics?'))).toEqual({ text: 'A really good example.', isAnswer: true });
  });

  it('states nothing for a multiple-choice question that is not a cloze and quotes no sentence', () => {
    expect(statementOf(rowWith('Which description matches “integumentary system”?'))).toBeNull();
  });
});
