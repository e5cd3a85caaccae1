/**
 * Finding a passage's characters among a PDF page's text-layer pieces (issue 23 item 10): the
 * chunk or quote a citation names was extracted from the same page, but the two rarely agree
 * character for character — the text layer splits lines into spans, hyphenates words across
 * lines ("pro-" + "gram"), spaces words its own way, writes ligatures ("ﬁ") and case as the font
 * has them. Both sides are folded to their letters and digits (accents and case dropped, ligatures
 * expanded) and the passage is looked for there: whole, else as runs of its folded text found in
 * order, close together, which tolerates a word or a line the two extractions disagree on.
 */

/** A part of one piece (a text-layer span): characters `start` to `end` (exclusive) of its text. */
export interface PieceRange {
  piece: number;
  start: number;
  end: number;
}

/** the length of the runs a passage is split into when it is not found whole */
const RUN = 16;

interface Folded {
  /** letters and digits only, lower case, without accents */
  key: string;
  /** for each character of `key`, the piece and the offset in it it came from */
  origins: Array<{ piece: number; offset: number }>;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Folds pieces of text to their letters and digits, remembering where each came from. */
export function foldPieces(pieces: readonly string[]): Folded {
  let key = '';
  const origins: Folded['origins'] = [];
  pieces.forEach((piece, pieceIndex) => {
    let offset = 0;
    for (const character of piece) {
      // NFKD: "ﬁ" is "fi", "é" is "e" and a combining accent (dropped below)
      for (const part of character.normalize('NFKD').toLowerCase()) {
        if (!WORD_CHARACTER.test(part)) continue;
        key += part;
        origins.push({ piece: pieceIndex, offset });
      }
      offset += character.length;
    }
  });
  return { key, origins };
}

/**
 * The folded text without the letters of ligatures ("fi", "fl", "ff", "ffi", "ffl"): a font that
 * gives its ligature glyphs no text shows "nd" on the page's text layer where the extractor put
 * "find" back (ADR 137). Both sides drop them, so a passage is found either way.
 */
function dropLigatureLetters(folded: Folded): Folded {
  if (!folded.key.includes('f')) return folded;
  let key = '';
  const origins: Folded['origins'] = [];
  let last = 0;
  for (const match of folded.key.matchAll(/ff[il]?|f[il]/gu)) {
    key += folded.key.slice(last, match.index);
    origins.push(...folded.origins.slice(last, match.index));
    last = match.index + match[0].length;
  }
  key += folded.key.slice(last);
  origins.push(...folded.origins.slice(last));
  return { key, origins };
}

/** The folded text of a passage (the same folding as the page's). */
export function foldText(text: string): string {
  return foldPieces([text]).key;
}

/** [start, end) of `needle` in `hay`, whole or as most of its runs, in order and close together; null when not there. */
function findInFolded(hay: string, needle: string): [number, number] | null {
  if (needle.length === 0) return null;
  const whole = hay.indexOf(needle);
  if (whole >= 0) return [whole, whole + needle.length];
  if (needle.length < 2 * RUN) return null;
  const runs: Array<{ at: number; text: string }> = [];
  for (let at = 0; at + RUN <= needle.length; at += RUN) runs.push({ at, text: needle.slice(at, at + RUN) });
  const tail = needle.slice(-RUN);
  if (runs.at(-1)!.at + RUN < needle.length) runs.push({ at: needle.length - RUN, text: tail });
  // a first run found elsewhere on the page (a repeated phrase) would lead the search astray: try the next ones as the start
  for (let first = 0; first <= runs.length / 2; first += 1) {
    const found: Array<{ hay: number; needle: number }> = [];
    let cursor = 0;
    for (const run of runs.slice(first)) {
      const index = hay.indexOf(run.text, cursor);
      if (index < 0) continue;
      const previous = found.at(-1);
      // the next run sits about as far on in the page as in the passage (a missing line or word is allowed)
      if (previous && index - previous.hay > 2 * (run.at - previous.needle) + 4 * RUN) continue;
      found.push({ hay: index, needle: run.at });
      cursor = index + 1;
    }
    if (found.length * 2 >= runs.length) {
      // from where the passage would start to where it would end, by its first and last runs found
      const start = Math.max(0, found[0]!.hay - found[0]!.needle);
      const last = found.at(-1)!;
      const end = Math.min(hay.length, last.hay + (needle.length - last.needle));
      return [start, end];
    }
  }
  return null;
}

/**
 * The characters of `passage` among `pieces` (a page's text-layer spans, in order), as one range
 * per piece it touches; null when it is not on the page. Whitespace, hyphenation, ligatures,
 * case and accents never stop a match.
 */
export function locatePassage(pieces: readonly string[], passage: string): PieceRange[] | null {
  const page = dropLigatureLetters(foldPieces(pieces));
  const found = findInFolded(page.key, dropLigatureLetters(foldPieces([passage])).key);
  if (!found) return null;
  const [start, end] = found;
  const ranges: PieceRange[] = [];
  for (let index = start; index < end; index += 1) {
    const origin = page.origins[index]!;
    const characterEnd = origin.offset + (pieces[origin.piece]!.codePointAt(origin.offset)! > 0xffff ? 2 : 1);
    const current = ranges.at(-1);
    if (current && current.piece === origin.piece) current.end = Math.max(current.end, characterEnd);
    else ranges.push({ piece: origin.piece, start: origin.offset, end: characterEnd });
  }
  // a piece wholly between the first and the last (a line of symbols, a figure's label) is part of the passage too
  const filled: PieceRange[] = [];
  for (const range of ranges) {
    const previous = filled.at(-1);
    if (previous)
      for (let piece = previous.piece + 1; piece < range.piece; piece += 1)
        filled.push({ piece, start: 0, end: pieces[piece]!.length });
    filled.push(range);
  }
  // inside the passage, the spaces and punctuation at a piece's ends belong to it ("pro-" before "gram")
  const hasWord = (text: string) => WORD_CHARACTER.test(text);
  filled.forEach((range, index) => {
    const text = pieces[range.piece]!;
    if (index > 0 && !hasWord(text.slice(0, range.start))) range.start = 0;
    if (index < filled.length - 1 && !hasWord(text.slice(range.end))) range.end = text.length;
  });
  return filled;
}

/** The first of `passages` found among `pieces` (a quote before the chunk it comes from), or null. */
export function locateFirstPassage(
  pieces: readonly string[],
  passages: ReadonlyArray<string | null | undefined>,
): PieceRange[] | null {
  for (const passage of passages) {
    if (!passage) continue;
    const ranges = locatePassage(pieces, passage);
    if (ranges) return ranges;
  }
  return null;
}
