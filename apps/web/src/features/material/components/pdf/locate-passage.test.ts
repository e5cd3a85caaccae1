import { describe, expect, it } from 'vitest';
import { foldText, locateFirstPassage, locatePassage, type PieceRange } from './locate-passage.ts';

/** The text each range covers, joined: what the learner sees marked. */
function markedText(pieces: string[], ranges: PieceRange[] | null): string | null {
  return ranges ? ranges.map((range) => pieces[range.piece]!.slice(range.start, range.end)).join('|') : null;
}

// a page's text layer: lines split into spans, a word hyphenated across lines, a ligature, a header and a footer
const PAGE = [
  'Chapter 3',
  'Cells and energy',
  'The mitochondria is the power-',
  'house of the cell. ATP syn-',
  'thase turns the proton gradi-',
  'ent into ATP. The ﬁrst step of',
  'glycolysis happens in the cytoplasm,',
  'outside the mitochondria.',
  'Next, the citric acid cycle runs in the matrix.',
  '42',
];

describe('locatePassage', () => {
  it('marks only the characters of the passage, across spans, hyphenation, ligatures and spacing', () => {
    const ranges = locatePassage(PAGE, 'ATP synthase turns the proton gradient into ATP.');
    expect(markedText(PAGE, ranges)).toBe('ATP syn-|thase turns the proton gradi-|ent into ATP');
    expect(ranges![0]).toEqual({ piece: 3, start: 19, end: 27 });
  });

  it('finds a chunk written with other spacing, case and accents, and leaves the rest of the page unmarked', () => {
    const chunk = 'the  first STEP of\nglycolysis happens in the cytoplasm , outside the mitochondria';
    expect(markedText(PAGE, locatePassage(PAGE, chunk))).toBe(
      'The ﬁrst step of|glycolysis happens in the cytoplasm,|outside the mitochondria',
    );
    expect(foldText('Énergie ﬁnale')).toBe('energiefinale');
  });

  it('tolerates a line the two extractions disagree on, marking from the first to the last words found', () => {
    // the chunk has a line the text layer lacks (a figure caption read differently) and misses the hyphens
    const chunk =
      'The mitochondria is the powerhouse of the cell. [Figure 3.1: a mitochondrion, drawn] ATP synthase turns the proton gradient into ATP.';
    const ranges = locatePassage(PAGE, chunk);
    expect(markedText(PAGE, ranges)).toBe(
      'The mitochondria is the power-|house of the cell. ATP syn-|thase turns the proton gradi-|ent into ATP',
    );
  });

  it('finds nothing for a passage that is not on the page, or only shares a few words with it', () => {
    expect(locatePassage(PAGE, 'Photosynthesis turns light into sugar in the chloroplast.')).toBeNull();
    expect(locatePassage(PAGE, 'the cell')).not.toBeNull();
    expect(locatePassage(PAGE, '')).toBeNull();
  });

  it('marks the quote when it is on the page, else the chunk it comes from', () => {
    const chunk = 'Next, the citric acid cycle runs in the matrix.';
    expect(markedText(PAGE, locateFirstPassage(PAGE, ['The ﬁrst step of glycolysis', chunk]))).toBe(
      'The ﬁrst step of|glycolysis',
    );
    expect(markedText(PAGE, locateFirstPassage(PAGE, ['A quote from another page entirely, not here.', chunk]))).toBe(
      'Next, the citric acid cycle runs in the matrix',
    );
    expect(locateFirstPassage(PAGE, [null, undefined])).toBeNull();
  });
});

describe('locatePassage on a page whose fonts give their ligatures no text (ADR 137)', () => {
  it('finds a passage the extractor put the ligatures back in, on a text layer without them', () => {
    const page = ['Results', 'We nd that the eld is dened by its', 'rst eects on the oce staﬀ.', '7'];
    expect(
      markedText(page, locatePassage(page, 'We find that the field is defined by its first effects on the office')),
    ).toBe('We nd that the eld is dened by its|rst eects on the oce');
  });
});
