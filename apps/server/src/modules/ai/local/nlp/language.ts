import { MATERIAL_LANGUAGES, type MaterialLanguage } from '@mnemo/domain/languages';
import { newStemmer, type SnowballStemmer } from 'snowball-stemmers';
import { detectAll } from 'tinyld';
import { getFunctionWords } from './function-words.ts';

const SNOWBALL_ALGORITHMS: Record<MaterialLanguage, string> = {
  de: 'german',
  en: 'english',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  pt: 'portuguese',
};

const stemmers = new Map<MaterialLanguage, { stemmer: SnowballStemmer; cache: Map<string, string> }>();

/** Snowball stem of one lower-case word, memoised (the same words recur all through a text). */
/** The word without its accents and other combining marks ("função" → "funcao", "é" → "e"). */
export function stripMarks(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

export function stemWord(word: string, language: MaterialLanguage): string {
  let entry = stemmers.get(language);
  if (!entry) {
    entry = { stemmer: newStemmer(SNOWBALL_ALGORITHMS[language]), cache: new Map() };
    stemmers.set(language, entry);
  }
  let stem = entry.cache.get(word);
  if (stem === undefined) {
    // German stemmers expect ß/umlauts as written; only apostrophes are noise here.
    stem = entry.stemmer.stem(word.replace(/['’]s$/, ''));
    if (entry.cache.size > 200_000) entry.cache.clear();
    entry.cache.set(word, stem);
  }
  return stem;
}

const WORD_RE = /\p{L}[\p{L}\p{M}\p{N}]*(?:['’-]\p{L}[\p{L}\p{M}\p{N}]*)*|\p{N}+(?:[.,]\p{N}+)*%?/gu;

/** Words of a text in order, as written (letters with inner apostrophes/hyphens, or numbers). */
export function splitWords(text: string): string[] {
  return text.match(WORD_RE) ?? [];
}

/** A word with where it sits in the text. */
export interface WordToken {
  text: string;
  lower: string;
  start: number;
  end: number;
}

/** Words of a text with their offsets, so a phrase can be cut out of the original string. */
export function tokenizeWithOffsets(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD_RE)) {
    const start = match.index ?? 0;
    tokens.push({ text: match[0], lower: match[0].toLowerCase(), start, end: start + match[0].length });
  }
  return tokens;
}

/** Whether a lower-case word is a function word of the language. */
export function isFunctionWord(lower: string, language: MaterialLanguage): boolean {
  if (getFunctionWords(language).has(lower)) return true;
  // Elided forms ("l'ordinateur" is content, "qu'il" is not) count by their last part.
  const apostrophe = lower.search(/['’]/);
  if (apostrophe > 0 && apostrophe <= 2) return getFunctionWords(language).has(lower.slice(apostrophe + 1));
  // a one-letter word, or a symbol: one letter under a combining mark ("u⃗", a vector's arrow)
  return (lower.length === 1 || /^\p{L}\p{M}+$/u.test(lower)) && !/\p{N}/u.test(lower);
}

/** Stems of the content words of a text (function words and one-letter words dropped). */
export function getContentStems(text: string, language: MaterialLanguage): string[] {
  const stems: string[] = [];
  for (const word of splitWords(text)) {
    const lower = normalizeElision(word.toLowerCase());
    if (isFunctionWord(lower, language)) continue;
    stems.push(stemWord(lower, language));
  }
  return stems;
}

/**
 * Length of a French/Italian elided article glued to a word ("l'ordinateur", "un'area"): an
 * answer or key phrase starts after it, as "ordinateur" and "area" (0 when there is none).
 */
export function getElidedArticleLength(word: string): number {
  return /^(?:l|un|dell|all|dall|nell|sull|d)['’](?=\p{L})/iu.exec(word)?.[0].length ?? 0;
}

/** Drops a French/Italian elided article ("l'ordinateur" → "ordinateur"). */
export function normalizeElision(lower: string): string {
  const match = /^(?:l|d|qu|n|s|c|j|m|t|dell|all|dall|nell|sull|un)['’](\p{L}.*)$/u.exec(lower);
  return match?.[1] ?? lower;
}

/**
 * Detects the material's language among the six the offline provider knows. The share of each
 * language's function words decides on running text (very reliable past a few sentences);
 * tinyld settles short or mixed text.
 */
export function detectLanguage(text: string, fallback: MaterialLanguage = 'en'): MaterialLanguage {
  // a chart's markers ("l ll lll", a scatter plot drawn with a font's glyphs) are no words of a
  // language, and the French and Italian elided "l" would count them as function words
  const sample = sampleText(dropGlyphLines(text), 20_000);
  const words = splitWords(sample).map((word) => word.toLowerCase());
  if (words.length === 0) return fallback;
  const { best, clear } = readFunctionWordShares(words);
  if (clear) return clear;
  const guesses = detectAll(sample, { only: [...MATERIAL_LANGUAGES] });
  const guess = guesses[0]?.lang;
  if (guess && (MATERIAL_LANGUAGES as readonly string[]).includes(guess)) return guess as MaterialLanguage;
  return best && best.share > 0 ? best.language : fallback;
}

/** Each language's share of function words in a text's words, and the language they make plain (or null). */
function readFunctionWordShares(words: readonly string[]): {
  best: { language: MaterialLanguage; share: number } | undefined;
  clear: MaterialLanguage | null;
} {
  const shares = MATERIAL_LANGUAGES.map((language) => {
    const functionWords = getFunctionWords(language);
    let hits = 0;
    for (const word of words) if (functionWords.has(word)) hits += 1;
    return { language, share: words.length === 0 ? 0 : hits / words.length };
  }).sort((a, b) => b.share - a.share);
  const [best, second] = shares;
  const isClear =
    best !== undefined &&
    second !== undefined &&
    words.length >= 30 &&
    best.share >= 0.15 &&
    best.share - second.share >= 0.04;
  return { best, clear: isClear ? best.language : null };
}

/**
 * The material language a text's running prose is written in, read from the share of each
 * language's function words over lines of prose (a contents page's dotted leaders, an index's
 * page numbers and lines of code hold few), sampled from the start, middle and end; null when no
 * language stands out (then a general detector may say which other language it is).
 */
export function detectProseLanguage(text: string): MaterialLanguage | null {
  const prose = text
    .split('\n')
    .filter((line) => !/(?:\.\s?){4,}|\s\d+(?:\s*[,–-]\s*\d+)*\s*$/.test(line) && /(\p{L})(?!\1)\p{L}/u.test(line))
    .join('\n');
  const words = splitWords(sampleText(prose, 20_000)).map((word) => word.toLowerCase());
  return readFunctionWordShares(words).clear;
}

/** The text without its lines that hold no two different letters side by side (plot markers "l ll lll", lone symbols). */
function dropGlyphLines(text: string): string {
  const kept = text.split('\n').filter((line) => /(\p{L})(?!\1)\p{L}/u.test(line));
  return kept.length > 0 ? kept.join('\n') : text;
}

/** Up to `limit` characters taken from the start, middle and end, so a long text is sampled whole. */
function sampleText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const third = Math.floor(limit / 3);
  const middle = Math.floor(text.length / 2);
  return `${text.slice(0, third)} ${text.slice(middle - third / 2, middle + third / 2)} ${text.slice(-third)}`;
}
