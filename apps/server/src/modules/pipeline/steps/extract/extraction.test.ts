import { describe, expect, it } from 'vitest';
import { detectLanguage } from './extraction.ts';

/** A book's first pages: a title, then a contents page of dotted leaders and page numbers. */
const CONTENTS = [
  'Handbook of Algorithms',
  'A. Writer',
  'Draft 2019',
  'Contents',
  'Preface ix',
  'I Basic techniques 1',
  ...[
    'Programming languages',
    'Input and output',
    'Working with numbers',
    'Shortening code',
    'Mathematics',
    'Calculation rules',
    'Complexity classes',
    'Estimating efficiency',
    'Maximum subarray sum',
    'Sorting theory',
    'Binary search',
    'Dynamic arrays',
    'Set structures',
    'Map structures',
    'Iterators and ranges',
    'Generating subsets',
    'Generating permutations',
    'Backtracking',
    'Pruning the search',
    'Meet in the middle',
    'Coin problem',
    'Scheduling',
    'Tasks and deadlines',
    'Minimizing sums',
    'Data compression',
    'Longest increasing subsequence',
    'Paths in a grid',
    'Knapsack problems',
    'Edit distance',
    'Counting tilings',
  ].map(
    (title, index) => `${Math.floor(index / 5) + 1}.${(index % 5) + 1} ${title} ${' .'.repeat(30)} ${index * 2 + 3}`,
  ),
].join('\n');

/** A code listing, as a programming book's first pages may show one. */
const LISTING = Array.from({ length: 16 }, () =>
  [
    '#include <bits/stdc++.h>',
    'using namespace std;',
    'int main() {',
    'ios::sync_with_stdio(0);',
    'int a, b;',
    'cin >> a >> b;',
    'for (int i = 1; i <= n; i++) {',
    '  sum += t[i];',
    '}',
    'vector<int> v = {4,2,5,3,5,8,3};',
    'sort(v.begin(),v.end());',
  ].join('\n'),
).join('\n');

/** A book's last pages: an index of terms and page numbers. */
const INDEX = Array.from({ length: 200 }, (_, i) => `algorithm ${i}, ${i * 3}, ${i * 7}`).join('\n');

const PROSE = Array.from(
  { length: 40 },
  () =>
    'The time complexity of an algorithm estimates how much time the algorithm will use for some input. ' +
    'The idea is to represent the efficiency as a function whose parameter is the size of the input.',
).join('\n');

describe('detectLanguage', () => {
  it('reads a book by its prose, not by the contents page it opens with', () => {
    expect(detectLanguage(`${CONTENTS}\n${PROSE}`)).toBe('en');
  });

  it('reads a book by its prose, not by a listing or an index', () => {
    expect(detectLanguage(`${LISTING}\n${PROSE}`)).toBe('en');
    expect(detectLanguage(`${INDEX}\n${PROSE}`)).toBe('en');
  });

  it('still tells the six material languages apart', () => {
    const german = Array.from(
      { length: 20 },
      () =>
        'Die Laufzeit eines Algorithmus gibt an, wie viel Zeit der Algorithmus für eine Eingabe braucht, und sie ist eine Funktion der Größe der Eingabe.',
    ).join('\n');
    expect(detectLanguage(`${CONTENTS}\n${german}`)).toBe('de');
  });

  it('names a language outside the six from its text', () => {
    const dutch = Array.from(
      { length: 20 },
      () =>
        'De looptijd van een algoritme geeft aan hoeveel tijd het algoritme nodig heeft voor een invoer van een bepaalde grootte.',
    ).join('\n');
    expect(detectLanguage(dutch)).toBe('nl');
  });
});
