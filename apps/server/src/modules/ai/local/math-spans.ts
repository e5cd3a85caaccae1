import type { MaterialLanguage } from '@mnemo/domain/languages';

/*
 * Formulas inside sentences, written ("C_2", "2*pi", "y*dx") or spoken ("a times 1 minus cosine
 * theta", "theta equals 2*pi"): a true/false falsehood never swaps a symbol or number inside one,
 * since "C_1" for "C_2" or "3*pi" for "2*pi" is not a plausible sibling concept but a typo.
 * Spoken operators are read in English only (the spoken rewrites are English only; "plus" is a
 * common French word).
 */

export interface MathSpan {
  start: number;
  end: number;
}

/** A run of non-space characters holding an operator sign: a written formula. */
const WRITTEN_FORMULA = /[_*^=<>+/\\]|\p{L}\p{N}|\p{N}\p{L}/u;
const NUMBER = /^[-−]?\p{N}+(?:[.,]\p{N}+)*%?$/u;
const SINGLE_LETTER = /^\p{L}$/u;
/** d followed by a variable: the differentials of spoken calculus ("dx", "dA", "dtheta") */
const DIFFERENTIAL = /^d(?:[a-zA-Z]|theta|phi|r|t)$/u;
const GREEK = new Set(
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega'.split(
    ' ',
  ),
);
const FUNCTIONS = new Set(
  'sine cosine tangent sin cos tan sec csc cot log ln exp sqrt arcsin arccos arctan sinh cosh tanh'.split(' '),
);

/** English spoken operators, longest first (matched as whole words). */
const SPOKEN_OPERATORS: readonly string[][] = [
  'greater than or equal to',
  'less than or equal to',
  'is greater than',
  'is less than',
  'greater than',
  'less than',
  'is equal to',
  'equal to',
  'equals',
  'equal',
  'divided by',
  'to the power of',
  'plus',
  'minus',
  'times',
  'over',
  'squared',
  'cubed',
].map((operator) => operator.split(' '));

interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** punctuation right after it (a comma or full stop ends a formula) */
  breaksAfter: boolean;
}

function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/\S+/gu)) {
    const raw = match[0];
    const lead = /^[(“"‘'[]*/u.exec(raw)![0].length;
    const trail = /[)”"’'\],.;:!?]*$/u.exec(raw.slice(lead))![0];
    const core = raw.slice(lead, raw.length - trail.length);
    if (!core) continue;
    const start = match.index + lead;
    words.push({
      text: core,
      lower: core.toLowerCase(),
      start,
      end: start + core.length,
      breaksAfter: /[,.;:!?)\]]/u.test(trail),
    });
  }
  return words;
}

function isWritten(word: Word): boolean {
  return WRITTEN_FORMULA.test(word.text) && /[\p{L}\p{N}]/u.test(word.text);
}

function isOperand(word: Word): boolean {
  return (
    isWritten(word) ||
    NUMBER.test(word.text) ||
    SINGLE_LETTER.test(word.text) ||
    DIFFERENTIAL.test(word.text) ||
    GREEK.has(word.lower) ||
    FUNCTIONS.has(word.lower)
  );
}

/** The spoken operator starting at `index`: how many words it takes (0 when none). */
function matchOperator(words: readonly Word[], index: number): number {
  for (const operator of SPOKEN_OPERATORS) {
    if (index + operator.length > words.length) continue;
    let matches = true;
    for (let k = 0; k < operator.length && matches; k += 1) {
      matches =
        words[index + k]!.lower === operator[k] && (k === operator.length - 1 || !words[index + k]!.breaksAfter);
    }
    if (matches) return operator.length;
  }
  return 0;
}

/**
 * The formulas of a sentence, as character offsets: each run of operands (numbers, letters,
 * Greek letters, functions, written formulas) and spoken operators that holds an operator and an
 * operand, and each written formula on its own.
 */
export function findMathSpans(text: string, language: MaterialLanguage): MathSpan[] {
  const words = splitWords(text);
  const spans: MathSpan[] = [];
  let i = 0;
  while (i < words.length) {
    let j = i;
    let operands = 0;
    let operators = 0;
    let written = false;
    while (j < words.length) {
      const operatorLength = language === 'en' ? matchOperator(words, j) : 0;
      if (operatorLength > 0) {
        operators += 1;
        j += operatorLength;
      } else if (isOperand(words[j]!)) {
        operands += 1;
        written ||= isWritten(words[j]!);
        j += 1;
      } else break;
      if (words[j - 1]!.breaksAfter) break;
    }
    if (j === i) {
      i += 1;
      continue;
    }
    if (operands > 0 && (operators > 0 || written)) {
      // a lone written formula beside plain operands ("C_2" in "C_2 is …") is its own span
      spans.push({ start: words[i]!.start, end: words[j - 1]!.end });
    }
    i = j;
  }
  return spans;
}

/** Whether [start, end) overlaps a formula. */
export function isInsideMath(spans: readonly MathSpan[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && end > span.start);
}
