import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getGeneralCount } from '../../../ai/local/nlp/general-frequency.ts';
import { detectLanguage as detectMaterialLanguage, isFunctionWord } from '../../../ai/local/nlp/language.ts';
import { isLexiconLemma } from '../../../ai/local/nlp/lexicon.ts';
import { lemmatizeEnglish } from '../../../ai/local/nlp/wordnet.ts';

/*
 * Ligatures a PDF's fonts give no letters for (ADR 137). A font draws "fi", "fl", "ff", "ffi" and
 * "ffl" as one glyph; when the font maps that glyph to no Unicode text (no ToUnicode entry, a
 * glyph name no table knows), pdf.js reads a control character or a private-use code point in its
 * place, or nothing at all, and the text says "nd" for "find", "Specically", "dened", "eld". Fonts
 * that do map them give U+FB00–FB06, which become their letters (NFKC, for those code points only).
 * The repair is made once per document, in every language the offline provider knows:
 * - a placeholder (control or private-use character inside a word) becomes the ligature that makes
 *   known words of the most words it sits in;
 * - a word that lost its ligature without a trace is mended only when it is no word of the
 *   document's language (no function word, never met in general text) and one ligature put back at
 *   one place makes one word that is — a word the same document writes whole is the strongest
 *   evidence — and only in a document where such words are many, not a stray name or code.
 */

/** The ligatures of Latin fonts, longest first. */
const LIGATURES = ['ffi', 'ffl', 'ff', 'fi', 'fl'] as const;

/** The presentation forms U+FB00–FB06 (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ). */
const PRESENTATION_FORMS = /[\ufb00-\ufb06]/gu;

/** A glyph pdf.js read without text: a C0 control character or NUL (not a tab or a line end) or a private-use code point. */
const PLACEHOLDER = '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ue000-\\uf8ff]';

/** A word with placeholders inside or at its edges: letters on at least one side. */
const PLACEHOLDER_WORD = new RegExp(
  `(?:[\\p{L}\\p{M}]*${PLACEHOLDER}+)+[\\p{L}\\p{M}]+|[\\p{L}\\p{M}]+(?:${PLACEHOLDER}+[\\p{L}\\p{M}]*)+`,
  'gu',
);

/**
 * A word as a reader sees it: letters and their marks between spaces, perhaps in brackets or
 * quotes or before punctuation — not a part of "you’ve", "re‐expressed", "ϕ(An)", a web address or
 * a token beside a digit, an underscore or a placeholder. In French and Italian a word may follow
 * an elided article or pronoun ("l’ecacité", "d’eetto").
 */
const WORD = /(?<=^|[\s"“‘«([{])[\p{L}\p{M}]+(?=$|[\s"”’»)\]},.;:!?])/gmu;
const WORD_AFTER_ELISION = /(?<=^|[\s"“‘«([{]|(?:^|[\s"“‘«([{])\p{L}{1,2}['’])[\p{L}\p{M}]+(?=$|[\s"”’»)\]},.;:!?])/gmu;

function wordPattern(language: MaterialLanguage): RegExp {
  return language === 'fr' || language === 'it' ? WORD_AFTER_ELISION : WORD;
}

/** Words that lost a ligature are repaired only in a document with this many different ones mended at least… */
const MIN_REPAIRED_WORDS = 3;
/** …making at least this share of the different words that hold a ligature's letters (the rest are drawn apart, in other fonts). */
const MIN_REPAIRED_SHARE = 0.25;
/** A text shorter than this (a title page, a form) is left as it is: too few words to tell a loss from names. */
const MIN_LETTERS = 400;
/** Below this many "f"s before a letter, the share of ligatures says nothing: the words are judged. */
const MIN_F_PAIRS = 20;
/** A text with fewer "ff", "fi" and "fl" among its "f"s before a letter may have lost its ligatures. */
const MAX_LIGATURE_SHARE_IF_LOST = 0.15;
/** A word left with this few letters takes a ligature back only to make a word common in general text, or the document's own. */
const SHORT_RESIDUE = 2;
const COMMON_COUNT = 5;

/** What the repair knows about words: whether one is a word of the language, and how common in general text. */
export interface WordJudge {
  language: MaterialLanguage;
  /** a (lower-case) word of the language: a function word or one met in general text */
  isKnown(lower: string): boolean;
  /** a (lower-case) word the language has, if perhaps rare: a lemma of its wordnet (in English, or an inflection of one) */
  isWord(lower: string): boolean;
  /** the word's count in general text (0 when unknown) */
  count(lower: string): number;
  /** a (lower-case) function word of the language ("a", "of", "de") */
  isFunctionWord(lower: string): boolean;
}

/** The judge of the offline provider's word lists for a language. */
export function createWordJudge(language: MaterialLanguage): WordJudge {
  const known = new Map<string, boolean>();
  const count = (lower: string): number => getGeneralCount(lower, language);
  return {
    language,
    count,
    isFunctionWord: (lower) => isFunctionWord(lower, language),
    // an English inflection by WordNet's own rules ("dened" reads as "den" + ed)
    isWord: (lower) => isLexiconLemma(lower, language) || (language === 'en' && lemmatizeEnglish(lower).length > 0),
    isKnown(lower) {
      let value = known.get(lower);
      if (value === undefined) {
        value = isFunctionWord(lower, language) || count(lower) > 0;
        known.set(lower, value);
      }
      return value;
    },
  };
}

/** The ligature presentation forms as their letters ("ﬁ" → "fi"), nothing else normalised. */
export function expandLigatureForms(text: string): string {
  return text.replace(PRESENTATION_FORMS, (form) => form.normalize('NFKC'));
}

/**
 * Puts back the ligatures the pages lost, judging words in the document's language (detected when
 * not given). The language is detected, and the word lists read, only for a text that holds
 * placeholders or shows the loss: most PDFs kept their ligatures.
 */
export function repairLigatures(pages: readonly string[], language?: MaterialLanguage): string[] {
  const expanded = pages.map(expandLigatureForms);
  if (!expanded.some((page) => /[a-z]/iu.test(page))) return expanded;
  if (!hasPlaceholder(expanded) && !showsLigatureLoss(expanded)) return expanded;
  return repairExpanded(expanded, createWordJudge(language ?? detectMaterialLanguage(expanded.join('\n'))));
}

/** `repairLigatures` with a given judge of words (tests give their own). */
export function repairLigaturesWith(pages: readonly string[], judge: WordJudge): string[] {
  return repairExpanded(pages.map(expandLigatureForms), judge);
}

function hasPlaceholder(pages: readonly string[]): boolean {
  const placeholder = new RegExp(PLACEHOLDER, 'u');
  return pages.some((page) => placeholder.test(page));
}

/** The repair of pages whose presentation forms are already letters. */
function repairExpanded(pages: readonly string[], judge: WordJudge): string[] {
  const word = wordPattern(judge.language);
  const mapped = hasPlaceholder(pages) ? mapPlaceholders(pages, countDocumentWords(pages, word), judge) : pages;
  if (!showsLigatureLoss(mapped)) return [...mapped];
  return restoreDroppedLigatures(mapped, countDocumentWords(mapped, word), judge, word);
}

/**
 * Whether the text may have lost ligatures: of an "f" and the letter after it, "ff", "fi" and "fl"
 * make a quarter to a half in text of every language the provider knows (0.24–0.47 in the test
 * documents) and next to none where the fonts lost them. Looked at before any word list is read,
 * so a document that kept its ligatures, or a text of a few lines, costs nothing more to extract.
 */
export function showsLigatureLoss(pages: readonly string[]): boolean {
  let letters = 0;
  for (const page of pages) letters += page.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return false;
  let pairs = 0;
  let ligatures = 0;
  for (const page of pages)
    for (const [pair] of page.matchAll(/f\p{Ll}/gu)) {
      pairs += 1;
      if (pair === 'ff' || pair === 'fi' || pair === 'fl') ligatures += 1;
    }
  if (pairs < MIN_F_PAIRS || ligatures < MAX_LIGATURE_SHARE_IF_LOST * pairs) return true;
  // some fonts kept their ligatures (a title's, a code font's), the body's lost them (ADR 186)
  return countWordsWrittenBothWays(pages) >= MIN_REPAIRED_WORDS;
}

/**
 * How many different words the text writes both whole and with a ligature inside them lost —
 * dropped ("conflicts" and "conicts") or read as a space ("define" and "de ne") — letters kept on
 * both sides of it: a loss the document itself shows, where the fonts of some of its lines kept
 * their ligatures (a slide's title, code) and raise the share of "fi" and "fl" (ADR 186). A
 * dropped ligature that opens the word is not looked at: "flight" and "light" are both words.
 */
export function countWordsWrittenBothWays(pages: readonly string[]): number {
  const lowerPages = pages.map((page) => page.toLowerCase());
  const words = new Set<string>();
  for (const page of lowerPages) for (const [word] of page.matchAll(/\p{L}+/gu)) words.add(word);
  // two parts the text writes one after the other ("de ne"): looked for only where both are its words
  const writesApart = (before: string, after: string): boolean =>
    words.has(before) &&
    words.has(after) &&
    lowerPages.some((page) => new RegExp(`(?<!\\p{L})${before} ${after}(?!\\p{L})`, 'u').test(page));
  let found = 0;
  for (const word of words) {
    if (!/ff|fi|fl/u.test(word)) continue;
    const lost = LIGATURES.some((ligature) => {
      for (let at = word.indexOf(ligature, 1); at > 0; at = word.indexOf(ligature, at + 1)) {
        const [before, after] = [word.slice(0, at), word.slice(at + ligature.length)];
        if (after === '') continue;
        if ((before.length + after.length >= 3 && words.has(before + after)) || writesApart(before, after)) return true;
      }
      return false;
    });
    if (lost) found += 1;
  }
  return found;
}

function countDocumentWords(pages: readonly string[], word: RegExp): Map<string, number> {
  const words = new Map<string, number>();
  for (const page of pages)
    for (const match of page.matchAll(word)) {
      const lower = match[0].toLowerCase();
      words.set(lower, (words.get(lower) ?? 0) + 1);
    }
  return words;
}

/** How strongly a word made by putting a ligature back is one: the document writes it whole (3), general text has it (2), the wordnet has it (1). */
function evidenceFor(candidate: string, documentWords: ReadonlyMap<string, number>, judge: WordJudge): number {
  if ((documentWords.get(candidate) ?? 0) > 0) return 3;
  if (judge.isKnown(candidate)) return 2;
  // a lemma the wordnet has though general text never met it ("flume"), for a rest of three letters or more
  if (candidate.length >= 5 && judge.isWord(candidate)) return 1;
  return 0;
}

/**
 * Each placeholder code point becomes the one ligature that makes known words of most of the
 * words it sits in (at least two of them, or its only word, and twice as many as any other
 * ligature); a placeholder that no ligature explains is left as it is.
 */
function mapPlaceholders(
  pages: readonly string[],
  documentWords: ReadonlyMap<string, number>,
  judge: WordJudge,
): string[] {
  const placeholder = new RegExp(PLACEHOLDER, 'gu');
  const votes = new Map<string, Map<string, number>>();
  const wordsWith = new Map<string, number>();
  for (const page of pages)
    for (const match of page.matchAll(PLACEHOLDER_WORD)) {
      const word = match[0];
      for (const point of new Set(word.match(placeholder) ?? [])) {
        wordsWith.set(point, (wordsWith.get(point) ?? 0) + 1);
        const tally = votes.get(point) ?? new Map<string, number>();
        votes.set(point, tally);
        for (const ligature of LIGATURES) {
          const candidate = word.split(point).join(ligature).replace(placeholder, '').toLowerCase();
          if (evidenceFor(candidate, documentWords, judge) > 0) tally.set(ligature, (tally.get(ligature) ?? 0) + 1);
        }
      }
    }
  const mapping = new Map<string, string>();
  for (const [point, tally] of votes) {
    const ranked = [...tally.entries()].sort((a, b) => b[1] - a[1]);
    const [best, second] = ranked;
    if (!best) continue;
    const enough = best[1] >= 2 || (wordsWith.get(point) === 1 && best[1] === 1);
    if (enough && best[1] >= 2 * (second?.[1] ?? 0)) mapping.set(point, best[0]);
  }
  if (mapping.size === 0) return [...pages];
  return pages.map((page) =>
    page.replace(PLACEHOLDER_WORD, (word) => word.replace(placeholder, (point) => mapping.get(point) ?? point)),
  );
}

interface Repair {
  word: string;
  /** how strongly the document or the language backs it (see `evidenceFor`) */
  evidence: number;
  /** of two parts joined: one of them is a word of the language ("in nite", "a xed") */
  besideWord?: boolean;
}

/** The one word that a lost ligature put back at one place makes of a word that is none, or null. */
export function findLigatureRepair(
  word: string,
  documentWords: ReadonlyMap<string, number>,
  judge: WordJudge,
): Repair | null {
  const lower = word.toLowerCase();
  // ligatures are lower-case letters: an acronym, a name with capitals inside, are not words that lost one
  if (/\p{Lu}/u.test(word.slice(1)) || word.length < SHORT_RESIDUE) return null;
  if (judge.isKnown(lower)) return null;
  const capitalised = /^\p{Lu}/u.test(word);
  // a capital and a letter or two ("An", "Aj", "Nd") is a symbol or an abbreviation; one letter repeated ("ll", "lll") a plot's markers
  if ((capitalised && word.length <= SHORT_RESIDUE + 1) || /^(\p{L})\1*$/u.test(lower)) return null;
  const candidates = new Map<string, number>();
  for (let at = capitalised ? 1 : 0; at <= lower.length; at++)
    for (const ligature of LIGATURES) {
      // "ff" + "i" is "ffi": the same word found twice is one candidate
      const candidate = lower.slice(0, at) + ligature + lower.slice(at);
      if (candidates.has(candidate)) continue;
      let evidence = evidenceFor(candidate, documentWords, judge);
      // a short rest ("nd") takes only a common word back ("find"), or the document's own
      if (evidence === 2 && lower.length <= SHORT_RESIDUE && judge.count(candidate) < COMMON_COUNT) evidence = 0;
      // a rest the language has as a rare word ("eld", old age) takes back only a word far commoner ("field")
      if (evidence > 0 && judge.isWord(lower) && judge.count(candidate) < COMMON_COUNT) evidence = 0;
      if (evidence > 0) candidates.set(candidate, evidence);
    }
  if (candidates.size === 0) return null;
  const ranked = [...candidates.entries()].sort(
    (a, b) =>
      b[1] - a[1] ||
      judge.count(b[0]) + (documentWords.get(b[0]) ?? 0) - (judge.count(a[0]) + (documentWords.get(a[0]) ?? 0)),
  );
  const [best, second] = ranked;
  if (!best) return null;
  // two words as well backed ("ow" → "flow" or "fow"?) and none far commoner: the word stays as it is
  if (second && second[1] === best[1] && judge.count(best[0]) < 2 * Math.max(1, judge.count(second[0]))) return null;
  const repaired = capitalised ? lower.charAt(0).toUpperCase() + best[0].slice(1) : best[0];
  return { word: repaired, evidence: best[1] };
}

/**
 * A word's two parts where its ligature was read as a space ("de ne", "Speci cally", "l’e cacité"):
 * the first matched, the second (in lower case) looked ahead at, so that each word is tried as a
 * first part and as a second ("The o ce" tries "The o", then "o ce").
 */
const SPLIT_WORD = /(?<=^|[\s"“‘«([{/‐-])(\p{L}[\p{L}\p{M}]*)(?= (\p{Ll}[\p{L}\p{M}]*)(?=$|[\s"”’»)\]},.;:!?/‐-]))/gmu;
const SPLIT_WORD_AFTER_ELISION =
  /(?<=^|[\s"“‘«([{/‐-]|(?:^|[\s"“‘«([{])\p{L}{1,2}['’])(\p{L}[\p{L}\p{M}]*)(?= (\p{Ll}[\p{L}\p{M}]*)(?=$|[\s"”’»)\]},.;:!?/‐-]))/gmu;

/**
 * The one word that a ligature put back between two parts read apart makes ("de ne" → "define",
 * "con icts" → "conflicts", "e ect" → "effect"), or null (ADR 186). The font mapped its ligature
 * glyph to a space. Two parts that are both words of the language ("of ten", "a ne") are joined
 * only into a word the same document writes whole; otherwise the joined word must be one the
 * document writes or general text has — or a lemma of the wordnet ("simpli ed"), unless one part is
 * a word and the other better mended on its own ("a nal" is "a final", not "affinal") — the parts no
 * acronym or name with a capital inside, and no other ligature as well backed.
 */
export function findSplitLigatureRepair(
  first: string,
  second: string,
  documentWords: ReadonlyMap<string, number>,
  judge: WordJudge,
): Repair | null {
  if (/\p{Lu}/u.test(first.slice(1)) || /\p{Lu}/u.test(second)) return null;
  const head = first.toLowerCase();
  // a letter alone is a word only as a function word ("a" in English; "o" is the rest of "offspring")
  const isWord = (part: string): boolean => (part.length > 1 ? judge.isKnown(part) : judge.isFunctionWord(part));
  const bothWords = isWord(head) && isWord(second);
  const candidates = new Map<string, number>();
  for (const ligature of LIGATURES) {
    const candidate = head + ligature + second;
    if (candidates.has(candidate)) continue;
    const evidence = evidenceFor(candidate, documentWords, judge);
    if (evidence === 3 || (evidence > 0 && !bothWords)) candidates.set(candidate, evidence);
  }
  const ranked = [...candidates.entries()].sort(
    (a, b) =>
      b[1] - a[1] ||
      judge.count(b[0]) + (documentWords.get(b[0]) ?? 0) - (judge.count(a[0]) + (documentWords.get(a[0]) ?? 0)),
  );
  const [best, runnerUp] = ranked;
  if (!best) return null;
  if (runnerUp && runnerUp[1] === best[1] && judge.count(best[0]) < 2 * Math.max(1, judge.count(runnerUp[0])))
    return null;
  // a lemma only the wordnet has ("affinal") yields to a word beside a part better mended on its own ("a nal" is "a final")
  const mendedAlone = (part: string, other: string): boolean =>
    isWord(other.toLowerCase()) && (findLigatureRepair(part, documentWords, judge)?.evidence ?? 0) > 1;
  if (best[1] === 1 && (mendedAlone(second, first) || mendedAlone(first, second))) return null;
  const word = /^\p{Lu}/u.test(first) ? first.charAt(0) + best[0].slice(1) : best[0];
  return { word, evidence: best[1], besideWord: isWord(head) || isWord(second) };
}

/** The pages with the words read apart at a lost ligature joined again, and the words so made (lower case). */
function rejoinSplitWords(
  pages: readonly string[],
  documentWords: ReadonlyMap<string, number>,
  judge: WordJudge,
  besideWords: boolean,
): { pages: string[]; repaired: Set<string> } {
  const split = judge.language === 'fr' || judge.language === 'it' ? SPLIT_WORD_AFTER_ELISION : SPLIT_WORD;
  const repairs = new Map<string, Repair | null>();
  const repaired = new Set<string>();
  const rejoined = pages.map((page) => {
    let out = '';
    let from = 0;
    for (const match of page.matchAll(split)) {
      const [, first = '', second = ''] = match;
      // a second part already joined to the word before it
      if (match.index < from) continue;
      const key = `${first} ${second}`;
      let repair = repairs.get(key);
      if (repair === undefined) {
        repair = findSplitLigatureRepair(first, second, documentWords, judge);
        repairs.set(key, repair);
      }
      if (!repair || (repair.besideWord && !besideWords)) continue;
      repaired.add(repair.word.toLowerCase());
      out += page.slice(from, match.index) + repair.word;
      from = match.index + key.length;
    }
    return out + page.slice(from);
  });
  return { pages: rejoined, repaired };
}

/**
 * The words read apart at a lost ligature joined again. Where one part is a word ("in nite", "a
 * xed"), a font that read its ligature as a space ("infinite") and one that dropped it ("a fixed")
 * read alike: such parts are joined only in a document whose fonts show the space — more words
 * whose parts are both no words ("de ne", "con icts") than words that lost a ligature inside them
 * without a trace ("dened").
 */
function rejoinSplitsByLoss(
  pages: readonly string[],
  documentWords: ReadonlyMap<string, number>,
  judge: WordJudge,
  word: RegExp,
): { pages: string[]; repaired: Set<string> } {
  const sure = rejoinSplitWords(pages, documentWords, judge, false);
  if (sure.repaired.size === 0) return sure;
  const seen = new Set<string>();
  let droppedInside = 0;
  for (const page of pages)
    for (const [found] of page.matchAll(word)) {
      if (seen.has(found)) continue;
      seen.add(found);
      const repair = findLigatureRepair(found, documentWords, judge);
      // "dened" → "defined" lost it inside; "rst" → "first" lost it at the start, as a space would
      if (repair && !repair.word.toLowerCase().endsWith(found.toLowerCase())) droppedInside += 1;
    }
  return sure.repaired.size > droppedInside ? rejoinSplitWords(pages, documentWords, judge, true) : sure;
}

/**
 * Mends the words that lost a ligature — read apart where it was ("de ne", ADR 186) or without a
 * trace ("dened") — when the document shows that loss: at least three different words mended,
 * and a quarter of the different words with a ligature's letters (a document whose fonts kept
 * their ligatures writes "find" and "field" whole and has few words to mend; a name, a symbol or
 * a plot's markers there are left alone).
 */
function restoreDroppedLigatures(
  pages: readonly string[],
  documentWords: ReadonlyMap<string, number>,
  judge: WordJudge,
  word: RegExp,
): string[] {
  const rejoined = rejoinSplitsByLoss(pages, documentWords, judge, word);
  const repairedWords = new Set(rejoined.repaired);
  const wordsAfter = rejoined.repaired.size > 0 ? countDocumentWords(rejoined.pages, word) : documentWords;
  const repairs = new Map<string, Repair | null>();
  for (const page of rejoined.pages)
    for (const match of page.matchAll(word)) {
      const found = match[0];
      if (repairs.has(found)) continue;
      const repair = findLigatureRepair(found, wordsAfter, judge);
      repairs.set(found, repair);
      if (repair) repairedWords.add(repair.word.toLowerCase());
    }
  if (repairedWords.size < MIN_REPAIRED_WORDS) return [...pages];
  let wholeWords = 0;
  for (const word of wordsAfter.keys()) if (/ff|fi|fl/u.test(word) && !repairedWords.has(word)) wholeWords += 1;
  if (repairedWords.size < MIN_REPAIRED_SHARE * (repairedWords.size + wholeWords)) return [...pages];
  return rejoined.pages.map((page) => page.replace(word, (found) => repairs.get(found)?.word ?? found));
}
