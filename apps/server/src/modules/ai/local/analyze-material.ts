import type { Chunk, OutlineEntry } from '@mnemo/contracts/material';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { getAnaphoricStarts, getGenericWords } from './nlp/function-words.ts';
import {
  detectLanguage,
  getElidedArticleLength,
  isFunctionWord,
  normalizeElision,
  stemWord,
  tokenizeWithOffsets,
  type WordToken,
} from './nlp/language.ts';
import { BlockSplitter, splitSentences, type BlockKind } from './nlp/segment.ts';
import { isCompleteSpokenClaim, withLearnerRules } from './learner-keeps.ts';
import {
  dropInnerFillers,
  isClaim,
  isExistential,
  isSpeechWord,
  pointsAtBoard,
  pointsAtMedium,
  readsAsSpeech,
  rewriteSpoken,
  speaksInPerson,
} from './nlp/speech.ts';
import { getEnglishPos } from './nlp/wordnet.ts';
import { findDefinition, isListEntry, type Definition } from './definitions.ts';
import type { MaterialShape } from './material-shape.ts';
import { hasIntactRelations, hasLostFormula } from './lost-formulas.ts';
import { getBodyStart } from './sections.ts';
import { findSlideTableCells, normalizeCell } from './slide-tables.ts';

/** A sentence of the material with what generation needs to know about it. */
export interface SentenceInfo {
  index: number;
  /** cleaned text (citations and footnote marks removed) */
  text: string;
  chunkIndex: number;
  blockKind: BlockKind;
  tokens: WordToken[];
  /** per token: its stem, or null for a function word */
  stems: (string | null)[];
  contentStems: string[];
  /** can stand alone on a card: complete, declarative, not pointing back, not code, not addressed */
  isStandalone: boolean;
  /** speaks in the first or second person, or points at the medium ("in this video"): never a card's front */
  isAddressed: boolean;
  /** a cell of a table or grid on a slide ("…, hacking; some risks", "Level 1"): no statement */
  isTableCell: boolean;
  /** walks through one worked example with its concrete values ("The return value (2) is multiplied by n, which is 3, …") */
  isWorkedExample: boolean;
  /** 0–1: how well it reads on its own (length, person, digits) */
  quality: number;
  /** 0–1: TextRank centrality in the material */
  centrality: number;
}

export type PhraseKind = 'concept' | 'name' | 'number' | 'year';

/** A key phrase: a noun-phrase-like run of content words that recurs in the material. */
export interface KeyPhrase {
  /** stems joined by spaces: the identity of the phrase */
  key: string;
  /** how it is usually written */
  surface: string;
  /** every way it is written, with counts ("operator", "operators") */
  surfaces: Map<string, number>;
  stems: string[];
  wordCount: number;
  kind: PhraseKind;
  count: number;
  score: number;
  sentenceIndexes: number[];
  isDefinedTerm: boolean;
  /** function words seen right before it ("a", "the", "o", "la"): used for agreement */
  determiners: Map<string, number>;
}

export type { MaterialShape } from './material-shape.ts';

export interface DocumentAnalysis {
  language: MaterialLanguage;
  shape: MaterialShape;
  chunks: readonly Chunk[];
  /** the document's own outline (PDF bookmarks) when the extractor read one; else empty */
  outline: readonly OutlineEntry[];
  /** the chunk where what the document teaches begins, after a book's front matter (getBodyStart) */
  bodyStart: number;
  sentences: SentenceInfo[];
  /** key phrases, best first */
  phrases: KeyPhrase[];
  phraseByKey: Map<string, KeyPhrase>;
  definitions: (Definition & { sentenceIndex: number })[];
  wordCount: number;
  /** stem → sentence indexes, for quick "does the text also say …" checks */
  sentencesByStem: Map<string, number[]>;
}

const MAX_PHRASE_WORDS = 4;

/** Removes citation marks and footnote numbers that make a sentence unreadable on a card. */
export function cleanSentence(sentence: string): string {
  return sentence
    .replace(
      /\s*\((?:see |e\.g\.,? |cf\. |vgl\. |ver |voir |vedi )?[^()]{0,200}?\b(?:19|20)\d{2}[a-z]?(?:[,;][^()]{0,200}?)?\)/giu,
      (match) => (/\p{Lu}/u.test(match) ? '' : match),
    )
    .replace(/\s*\[\d+(?:\s*[,–-]\s*\d+)*\]/g, '')
    .replace(/^(?:[•▪‣◦\-–—*]|\(?\d{1,2}[).]|\(?[a-z][).])\s+/u, '')
    .replace(/([.!?])\d{1,2}$/u, '$1')
    .replace(/(\p{Ll}{3,})\d{1,2}(?=[\s,.;:])/gu, '$1')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Discourse lead-ins that add nothing to what a written sentence states ("Note that …", "In practice, …"). */
const LEAD_INS: Record<MaterialLanguage, RegExp> = {
  // connectives set off by a comma that leave the claim after them true on its own ("At the same time, if …" → "If …"; ADR 083)
  en: /^(?:(?:note|notice|observe|recall|remember) that|well,?|now,|of course,|in practice,|indeed,|in fact,|basically,|actually,|(?:as a consequence|at the same time|in particular|moreover|furthermore|in addition|in general|however|thus|therefore|hence|consequently|also|importantly|interestingly|generally|typically|in short|in summary|overall),)\s+/iu,
  pt: /^(?:note que|repare que|lembre(?:-se)? que|na prática,|de facto,|com efeito,|(?:além disso|em particular|no entanto|portanto|assim|por isso|em geral|contudo|todavia|consequentemente|por conseguinte|ao mesmo tempo|de facto|na verdade),)\s+/iu,
  es: /^(?:note que|observe que|recuerde que|en la práctica,|de hecho,|(?:además|en particular|sin embargo|por tanto|por lo tanto|así|en general|no obstante|por consiguiente|consecuentemente|al mismo tiempo|en efecto),)\s+/iu,
  fr: /^(?:notons que|remarquons que|rappelons que|en pratique,|en fait,|(?:de plus|en particulier|cependant|toutefois|donc|ainsi|en général|par conséquent|en outre|néanmoins),)\s+/iu,
  it: /^(?:si noti che|notiamo che|ricordiamo che|in pratica,|infatti,|(?:inoltre|in particolare|tuttavia|quindi|dunque|così|in generale|di conseguenza|pertanto),)\s+/iu,
  de: /^(?:beachte,? dass|in der praxis|tatsächlich)\s*,?\s+/iu,
};

/** A written sentence without its discourse lead-in, capitalised again: "Note that the mean fitness …" → "The mean fitness …". */
export function dropLeadIn(text: string, language: MaterialLanguage): string {
  const trimmed = text.trim();
  const rest = trimmed.replace(LEAD_INS[language], '');
  if (rest === trimmed || rest.length < 20) return trimmed;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function assessSentence(
  text: string,
  tokens: WordToken[],
  contentCount: number,
  blockKind: BlockKind,
  language: MaterialLanguage,
  shape: MaterialShape,
): { isStandalone: boolean; quality: number; isAddressed: boolean; canDefine: boolean } {
  const isAddressed =
    speaksInPerson(text, language) ||
    pointsAtMedium(text, language) ||
    (shape === 'spoken' && pointsAtBoard(text, language));
  const base = assessWritten(text, tokens, contentCount, blockKind, language, shape);
  let { quality } = base;
  // a speaker's definitions and claims carry the content; the rest is often narration
  if (shape === 'spoken') quality *= isClaim(text, language) ? 1.25 : 0.85;
  return {
    isStandalone: base.isStandalone && !isAddressed,
    quality: base.isStandalone && !isAddressed ? quality : 0,
    isAddressed,
    canDefine: base.isStandalone,
  };
}

type RawUnit = { raw: string; chunkIndex: number; blockKind: BlockKind; isTableCell: boolean };

/** A spoken opening that carries on the sentence before: "And that's why …", "Which means …", "So the rate …". */
const CONTINUES_SPOKEN: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /^(?:and|but|so|which|because|and so|and that['’]s why|that['’]s why|and therefore|therefore|and thus)(?:,)?\s+/iu,
  pt: /^(?:e|mas|portanto|por isso|o que|porque)(?:,)?\s+/iu,
  es: /^(?:y|pero|así que|por eso|lo que|porque)(?:,)?\s+/iu,
  fr: /^(?:et|mais|donc|c['’]est pourquoi|ce qui|parce que)(?:,)?\s+/iu,
};

/**
 * Spoken sentences as the speaker made them (ADR 083): a sentence a caption line break cut in two
 * (the first part with no closing stop, the next in lower case, same speaker) is joined again;
 * sentences a caption glued together are split; and a sentence that only carries on the one
 * before ("And that's why …") is joined to it when the pair, cleaned of fillers, is a complete
 * claim and the second alone is not.
 */
function joinSpokenUnits(chunks: readonly Chunk[], raws: readonly RawUnit[], language: MaterialLanguage): RawUnit[] {
  const speakerOf = (unit: RawUnit): string | null => chunks[unit.chunkIndex]?.speaker ?? null;
  const joined: RawUnit[] = [];
  for (const item of raws) {
    const previous = joined[joined.length - 1];
    if (
      previous &&
      speakerOf(previous) === speakerOf(item) &&
      !/[.!?…:;)"”]\s*$/u.test(previous.raw) &&
      /^\p{Ll}/u.test(item.raw.trim())
    ) {
      joined[joined.length - 1] = { ...previous, raw: `${previous.raw.trim()} ${item.raw.trim()}` };
    } else joined.push({ ...item });
  }
  // captions glue sentences the segmenter keeps together ("… is 2a. And the value …", "… didn't. But …")
  const split = joined.flatMap((item) =>
    item.raw.split(/(?<=\p{L}['’]?\p{L}[.!?]|\p{N}\p{L}?[.!?])\s+(?=\p{Lu})/u).map((raw) => ({ ...item, raw })),
  );
  const continues = CONTINUES_SPOKEN[language];
  if (!continues) return split;
  const units: RawUnit[] = [];
  const clean = (raw: string): string =>
    cleanSentence(dropLeadIn(rewriteSpoken(dropInnerFillers(raw, language), language), language));
  for (const item of split) {
    const previous = units[units.length - 1];
    const rest = item.raw.trim();
    if (previous && continues.test(rest) && speakerOf(previous) === speakerOf(item) && /\.\s*$/u.test(previous.raw)) {
      const pair = `${previous.raw.trim().replace(/\.\s*$/u, '')}, ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
      const words = pair.split(/\s+/u).length;
      // joined by the learner's reading in both readings, so that they count the same words (ADR 123)
      const joins = withLearnerRules(
        () => !isCompleteSpokenClaim(clean(rest), language) && isCompleteSpokenClaim(clean(pair), language),
      );
      if (words <= 45 && joins) {
        units[units.length - 1] = { ...previous, raw: pair };
        continue;
      }
    }
    units.push(item);
  }
  return units;
}

/**
 * Pointing words that stand for something said before (a pronoun, not "this method"): English
 * "this/these/those" right before a verb or a stop; the Portuguese, Spanish and French neuter
 * demonstratives, which are always pronouns.
 */
const LEANING_PRONOUN: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /\b(?:this|these|those)(?=\s+(?:is|are|was|were|means|meant|shows|showed|explains|allows|makes|made|leads|led)\b|\s*[.,;:!?])/iu,
  pt: /(?<![\p{L}])(?:isto|isso|aquilo)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:esto|eso|aquello)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:ceci|cela)(?![\p{L}])/iu,
};

function assessWritten(
  text: string,
  tokens: WordToken[],
  contentCount: number,
  blockKind: BlockKind,
  language: MaterialLanguage,
  shape: MaterialShape,
): { isStandalone: boolean; quality: number; refusal?: string } {
  const words = tokens.length;
  const first = tokens[0];
  const refuse = (refusal: string) => ({ isStandalone: false, quality: 0, refusal });
  // Glossary entries become definition cards directly; as sentences they read "term: …".
  if (blockKind !== 'paragraph') return refuse('not-paragraph');
  if (!first || words < 6 || words > 45 || contentCount < 3) return refuse('length');
  if (!/^["“„«]?\p{Lu}/u.test(text)) return refuse('no-capital-start');
  if (!/[.]["”»’)]?$/u.test(text) || text.includes('?')) return refuse('not-declarative');
  // "That’s why …" leans back as "That" does; "There are many kinds of capital" states that something exists (issue 20)
  if (
    (getAnaphoricStarts(language).has(first.lower) ||
      getAnaphoricStarts(language).has(first.lower.replace(/['’](?:s|re|ll|d|ve)$/u, ''))) &&
    !(shape !== 'spoken' && isExistential(text, language))
  )
    return refuse('leans-back');
  // "Mit diesen …", "In questo caso …", "Dans ce cas …": a preposition before a pointing word leans back too
  const second = tokens[1];
  if (
    second &&
    isFunctionWord(first.lower, language) &&
    getAnaphoricStarts(language).has(second.lower) &&
    /^\s+$/u.test(text.slice(first.end, second.start))
  )
    return refuse('leans-back-after-preposition');
  // "One of the reasons for this is …": a pointing word standing for a whole thought said before
  if (LEANING_PRONOUN[language]?.test(text)) return refuse('leaning-pronoun');
  if (/https?:|www\.|@|\.com\b|\.org\b|>>>|[{}]|\s_|_\s/u.test(text)) return refuse('code-or-markup');
  // a relation sign is code or a formula the extraction flattened, unless the formula reads whole and names its symbols
  if (/[<>=]/u.test(text) && !hasIntactRelations(text, language)) return refuse('code-or-markup');
  if (!areBracketsBalanced(text)) return refuse('unbalanced-brackets');
  // an exercise asks the reader to do something; it teaches nothing by itself
  if (
    /^(?:as an exercise|exercise\s+\d|como exerc[íi]cio|como ejercicio|en guise d['’]exercice|come esercizio|als übung)\b/iu.test(
      text,
    )
  )
    return refuse('exercise');
  const digits = tokens.filter((token) => /^\p{N}/u.test(token.text)).length;
  if (digits / words > 0.25) return refuse('digits');
  // Headings glued to a sentence and reference entries show as runs of capitalised words.
  const capitalised = tokens.filter((token) => /^\p{Lu}/u.test(token.text)).length;
  if (language !== 'de' && capitalised / words > 0.5) return refuse('capitalised');
  if (/\bet al\b|\bpp\.\s*\d|\bVol\.|\bProceedings\b/u.test(text)) return refuse('reference');
  let quality = 1;
  // Examples and references to figures need what they point at.
  if (
    /^(?:for example|for instance|e\.g\.|por exemplo|por ejemplo|par exemple|per esempio|zum beispiel|z\.\s?b\.)/iu.test(
      text,
    )
  )
    quality *= 0.6;
  if (/\b(?:figure|fig\.|table|tabela|figura|tabla|tableau|tabella|abbildung|tabelle)\s*\d/iu.test(text))
    quality *= 0.5;
  if (words > 32) quality *= 0.75;
  if (words < 9) quality *= 0.85;
  if (/[:;]/.test(text)) quality *= 0.85;
  return { isStandalone: true, quality };
}

/** "is", "which is", "the result" per language: the words that hand a concrete value to something in a worked example. */
const EXAMPLE_VALUE_WORDS: Record<
  MaterialLanguage,
  { copula: string; relative: string; result: string; inExample: RegExp }
> = {
  en: {
    copula: 'is|was|equals|becomes|gets',
    relative: 'which|that',
    result: 'the result|the answer|the value',
    inExample: /\b(?:as an example|in (?:this|the|that|our) example)\b/iu,
  },
  pt: {
    copula: 'é|era|vale|fica|passa a ser',
    relative: 'que',
    result: 'o resultado|a resposta|o valor',
    inExample: /(?:^|\s)(?:como exemplo|neste exemplo|nesse exemplo|no exemplo)\b/iu,
  },
  es: {
    copula: 'es|era|vale|queda',
    relative: 'que',
    result: 'el resultado|la respuesta|el valor',
    inExample: /(?:^|\s)(?:como ejemplo|en este ejemplo|en el ejemplo)\b/iu,
  },
  fr: {
    copula: 'est|était|vaut|devient',
    relative: 'qui',
    result: 'le résultat|la réponse|la valeur',
    inExample: /(?:^|\s)(?:comme exemple|dans cet exemple|dans l['’]exemple)\b/iu,
  },
  it: {
    copula: 'è|era|vale|diventa',
    relative: 'che',
    result: 'il risultato|la risposta|il valore',
    inExample: /(?:^|\s)(?:come esempio|in questo esempio|nell['’]esempio)\b/iu,
  },
  de: {
    copula: 'ist|war|beträgt|wird',
    relative: 'der|die|das',
    result: 'das Ergebnis|die Antwort|der Wert',
    inExample: /(?:^|\s)(?:als Beispiel|in diesem Beispiel|im Beispiel)\b/iu,
  },
};
const workedExamplePatterns = new Map<MaterialLanguage, RegExp[]>();

/**
 * Whether a sentence walks through one worked example, its concrete values given as it goes: "The
 * return value (2) is multiplied by n, which is 3, and the result, 6, becomes …", "The length of
 * the word is 6, so the last time the loop runs is when i is 4". It tells what happens to these
 * values, not what the material teaches in general. Two such values make one (a single "is 8" may
 * be a general fact: "A byte is 8 bits").
 */
export function walksThroughExample(text: string, language: MaterialLanguage): boolean {
  let patterns = workedExamplePatterns.get(language);
  if (!patterns) {
    const { copula, relative, result } = EXAMPLE_VALUE_WORDS[language];
    const value = String.raw`[-+]?\d+(?:[.,]\d+)?`;
    patterns = [
      // a bare value in parentheses or between commas after what it is the value of: "the return value (2)", "the return value, 1,"
      new RegExp(String.raw`\p{L}\s+\(${value}\)`, 'gu'),
      new RegExp(String.raw`\p{L},\s+${value},`, 'gu'),
      // "which is 3", "que é 3"
      new RegExp(String.raw`(?:^|[\s,])(?:${relative})\s+(?:${copula})\s+${value}(?![\p{L}\p{N}])`, 'giu'),
      // "the result, 6," / "the result is 6"
      new RegExp(String.raw`(?:^|\s)(?:${result}),?\s+(?:(?:${copula})\s+)?${value}(?=\s*[,.;)])`, 'giu'),
      // a value handed to something, the clause ending there: "the word is 6, so", "when i is 4,"
      new RegExp(
        String.raw`(?:^|\s)(?:${copula})\s+${value}(?=\s*[,;)]|\s*[.]$|\s+(?:and|so|but|e|y|et|und|then|então|entonces|alors|allora|dann)\s)`,
        'giu',
      ),
    ];
    workedExamplePatterns.set(language, patterns);
  }
  // "Taking has_no_e as an example, …", "In this example, …": bound to the example by its own words
  if (EXAMPLE_VALUE_WORDS[language].inExample.test(text)) return true;
  let values = 0;
  const seen = new Set<number>();
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      // one place counts once, whichever patterns read it
      const at = match.index + match[0].search(/\d/u);
      if (seen.has(at)) continue;
      seen.add(at);
      values += 1;
    }
  }
  return values >= 2;
}

function areBracketsBalanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    if (depth < 0) return false;
  }
  const quotes = (text.match(/["]/g) ?? []).length;
  const open = (text.match(/[“«]/g) ?? []).length;
  const close = (text.match(/[”»]/g) ?? []).length;
  return depth === 0 && quotes % 2 === 0 && open === close;
}

/** Whether a token can sit inside a key phrase (a noun-phrase-like run). */
function isPhraseWord(token: WordToken, language: MaterialLanguage, shape: MaterialShape): boolean {
  const lower = normalizeElision(token.lower);
  if (lower.length < 2 || /^\p{N}/u.test(lower)) return false;
  if (shape === 'spoken' && isSpeechWord(lower, language)) return false;
  if (isFunctionWord(lower, language) || getGenericWords(language).has(lower)) return false;
  if (language === 'en') {
    if (/ly$/.test(lower) && lower.length > 4) return false;
    const pos = getEnglishPos(lower);
    // WordNet knows it, but never as a noun or adjective: a verb or adverb breaks the phrase.
    if (pos.size > 0 && !pos.has('n') && !pos.has('a')) return false;
  }
  return true;
}

const CONNECTORS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['of']),
  pt: new Set(['de', 'do', 'da', 'dos', 'das']),
  es: new Set(['de', 'del']),
  fr: new Set(['de', 'du', 'des', "d'"]),
  it: new Set(['di', 'del', 'della', 'dei', 'delle', 'degli']),
  de: new Set([]),
};

function isNumberToken(token: WordToken): boolean {
  return /^\p{N}+(?:[.,]\p{N}+)?%?$/u.test(token.text);
}

/** Whether only spaces or a hyphen separate two tokens (no punctuation breaks the phrase). */
function isAdjacent(text: string, left: WordToken, right: WordToken): boolean {
  return /^[\s-]*$/.test(text.slice(left.end, right.start));
}

interface PhraseAccumulator {
  stems: string[];
  count: number;
  surfaces: Map<string, number>;
  sentenceIndexes: Set<number>;
  chunkIndexes: Set<number>;
  capitalisedInside: number;
  lowerInside: number;
  determiners: Map<string, number>;
  kind: PhraseKind;
}

/**
 * Analyses material once: blocks → sentences → tokens and stems → TextRank centrality → key
 * phrases (tf·idf over chunks × centrality of the sentences holding them) → definitions.
 * Everything the generators need, computed in one pass (the 120-page textbook in well under a
 * second).
 */
export function analyzeMaterial(
  chunks: readonly Chunk[],
  languageHint?: MaterialLanguage,
  outline: readonly OutlineEntry[] = [],
  /** called as the chunks' sentences are analysed (chunks done, chunks in all), for live progress */
  onProgress?: (done: number, total: number) => void,
): DocumentAnalysis {
  const ordered = [...chunks].sort((a, b) => a.order - b.order);
  const fullText = ordered.map((chunk) => chunk.text).join('\n');
  const language = languageHint ?? detectLanguage(fullText);
  const splitter = new BlockSplitter(fullText, language);
  const sentences: SentenceInfo[] = [];
  const canDefine = new Set<number>();
  let wordCount = 0;
  const raws: { raw: string; chunkIndex: number; blockKind: BlockKind; isTableCell: boolean }[] = [];
  const slidesSeen = new Set<number>();
  ordered.forEach((chunk, chunkIndex) => {
    // a slide's first chunk opens on its title and bullets; the rest of a long slide is notes
    const opensSlide = chunk.slide !== null && !slidesSeen.has(chunk.slide);
    if (chunk.slide !== null) slidesSeen.add(chunk.slide);
    const cells = opensSlide ? findSlideTableCells(chunk.text) : null;
    for (const block of splitter.split(chunk.text, chunkIndex, opensSlide)) {
      if (block.kind === 'heading' || block.kind === 'code') continue;
      const isTableCell = cells !== null && cells.has(normalizeCell(block.text));
      for (const raw of splitSentences(block.text, language))
        raws.push({ raw, chunkIndex, blockKind: block.kind, isTableCell });
    }
  });
  const shape = getMaterialShape(
    ordered,
    raws.map((item) => item.raw),
    language,
  );
  // A book's front matter (title pages, preface, contributors, contents before its first
  // chapter) is read for context but teaches nothing: no card, question or definition from it.
  const bodyStart = getBodyStart({ shape, chunks: ordered, outline });
  // captions glue sentences the segmenter keeps together ("… is 2a. And the value …")
  const units = shape === 'spoken' ? joinSpokenUnits(ordered, raws, language) : raws;
  let reported = 0;
  for (const { raw, chunkIndex, blockKind, isTableCell } of units) {
    if (onProgress && chunkIndex > reported) onProgress((reported = chunkIndex), ordered.length);
    const text = cleanSentence(
      dropLeadIn(shape === 'spoken' ? rewriteSpoken(dropInnerFillers(raw, language), language) : raw, language),
    );
    // words that could not be heard ("[INAUDIBLE]", read as "…") leave a spoken sentence incomplete: no item, answer or summary line holds it
    if (shape === 'spoken' && /…|\.\.\./u.test(text)) continue;
    const tokens = tokenizeWithOffsets(text);
    if (tokens.length === 0) continue;
    wordCount += tokens.length;
    const stems = tokens.map((token) => {
      const lower = normalizeElision(token.lower);
      return isFunctionWord(lower, language) ? null : stemWord(lower, language);
    });
    const contentStems = stems.filter((stem): stem is string => stem !== null);
    const assessed = assessSentence(text, tokens, contentStems.length, blockKind, language, shape);
    const isFrontMatter = chunkIndex < bodyStart;
    // a table's cells are read across a row, not as statements, and a formula the PDF lost
    // would show mangled: no card, question or summary line (ADR 061)
    const isOut = isFrontMatter || isTableCell || hasLostFormula(text, language);
    if (assessed.canDefine && !isOut) canDefine.add(sentences.length);
    const { isAddressed } = assessed;
    const isStandalone = assessed.isStandalone && !isOut;
    const quality = isOut ? 0 : assessed.quality;
    const isWorkedExample = walksThroughExample(text, language);
    sentences.push({
      index: sentences.length,
      text,
      chunkIndex,
      blockKind,
      tokens,
      stems,
      contentStems,
      isStandalone,
      isAddressed,
      isTableCell,
      isWorkedExample,
      quality,
      centrality: 0,
    });
  }
  onProgress?.(ordered.length, ordered.length);
  const sentencesByStem = new Map<string, number[]>();
  for (const sentence of sentences) {
    for (const stem of new Set(sentence.contentStems)) {
      const list = sentencesByStem.get(stem);
      if (list) list.push(sentence.index);
      else sentencesByStem.set(stem, [sentence.index]);
    }
  }
  rankSentences(sentences, sentencesByStem);
  const definitions: DocumentAnalysis['definitions'] = [];
  for (const sentence of sentences) {
    if (
      !canDefine.has(sentence.index) &&
      (sentence.blockKind !== 'glossary' || sentence.chunkIndex < bodyStart || hasLostFormula(sentence.text, language))
    )
      continue;
    const definition = findDefinition(sentence.text, language, sentence.blockKind === 'glossary');
    // a table's cell or a reading list's entry ("Linux: None …") defines nothing (ADR 176)
    if (definition && !isListEntry(definition.definition, language))
      definitions.push({ ...definition, sentenceIndex: sentence.index });
  }
  const phrases = extractKeyPhrases(sentences, ordered.length, language, definitions, wordCount, shape);
  return {
    language,
    shape,
    chunks: ordered,
    outline,
    bodyStart,
    sentences,
    phrases,
    phraseByKey: new Map(phrases.map((phrase) => [phrase.key, phrase])),
    definitions,
    wordCount,
    sentencesByStem,
  };
}

/** What the extractor reported (slide numbers, timings, speakers), else whether the text reads as speech. */
function getMaterialShape(
  chunks: readonly Chunk[],
  sentences: readonly string[],
  language: MaterialLanguage,
): MaterialShape {
  if (chunks.some((chunk) => chunk.slide !== null)) return 'slides';
  if (chunks.some((chunk) => chunk.startMs !== null || chunk.speaker !== null)) return 'spoken';
  return readsAsSpeech(sentences, language) ? 'spoken' : 'document';
}

/**
 * TextRank (Mihalcea & Tarau 2004) over sentences, with tf·idf cosine edges found through an
 * inverted index: stems present in more than a fifth of the sentences add little and would make
 * the graph quadratic, so they are left out of edge finding.
 */
function rankSentences(sentences: SentenceInfo[], sentencesByStem: Map<string, number[]>): void {
  const n = sentences.length;
  if (n === 0) return;
  const idf = new Map<string, number>();
  for (const [stem, list] of sentencesByStem) idf.set(stem, Math.log(1 + n / list.length));
  const vectors = sentences.map((sentence) => {
    const tf = new Map<string, number>();
    for (const stem of sentence.contentStems) tf.set(stem, (tf.get(stem) ?? 0) + 1);
    let norm = 0;
    for (const [stem, count] of tf) {
      const weight = count * (idf.get(stem) ?? 0);
      tf.set(stem, weight);
      norm += weight * weight;
    }
    return { weights: tf, norm: Math.sqrt(norm) || 1 };
  });
  const maxDf = Math.max(3, Math.floor(n * 0.2));
  const edges: Map<number, number>[] = sentences.map(() => new Map<number, number>());
  for (const [stem, list] of sentencesByStem) {
    if (list.length < 2 || list.length > maxDf) continue;
    for (let i = 0; i < list.length; i += 1) {
      const a = list[i]!;
      const wa = vectors[a]!.weights.get(stem) ?? 0;
      for (let j = i + 1; j < list.length; j += 1) {
        const b = list[j]!;
        const wb = vectors[b]!.weights.get(stem) ?? 0;
        const value = (wa * wb) / (vectors[a]!.norm * vectors[b]!.norm);
        edges[a]!.set(b, (edges[a]!.get(b) ?? 0) + value);
        edges[b]!.set(a, (edges[b]!.get(a) ?? 0) + value);
      }
    }
  }
  const outWeight = edges.map((map) => {
    let sum = 0;
    for (const value of map.values()) sum += value;
    return sum;
  });
  let scores = new Float64Array(n).fill(1 / n);
  const damping = 0.85;
  for (let iteration = 0; iteration < 25; iteration += 1) {
    const next = new Float64Array(n).fill((1 - damping) / n);
    for (let a = 0; a < n; a += 1) {
      const out = outWeight[a]!;
      if (out === 0) continue;
      const share = (damping * scores[a]!) / out;
      for (const [b, weight] of edges[a]!) next[b] = next[b]! + share * weight;
    }
    scores = next;
  }
  let max = 0;
  for (const value of scores) if (value > max) max = value;
  sentences.forEach((sentence, index) => {
    sentence.centrality = max > 0 ? scores[index]! / max : 0;
  });
}

/** Table rows and author lists are runs of capitals and numbers; their phrases are not concepts. */
function isProse(sentence: SentenceInfo, language: MaterialLanguage): boolean {
  const words = sentence.tokens.length;
  if (words < 4) return sentence.blockKind === 'glossary';
  const digits = sentence.tokens.filter((token) => /^\p{N}/u.test(token.text)).length;
  if (digits / words > 0.2) return false;
  if (language === 'de') return true;
  const capitalised = sentence.tokens.filter((token) => /^\p{Lu}/u.test(token.text)).length;
  return capitalised / words <= 0.4;
}

function addPhrase(
  accumulators: Map<string, PhraseAccumulator>,
  sentence: SentenceInfo,
  from: number,
  to: number,
  kind: PhraseKind,
  language: MaterialLanguage,
): void {
  const tokens = sentence.tokens.slice(from, to + 1);
  const stems = tokens.map((token) => stemWord(normalizeElision(token.lower), language));
  const key = stems.join(' ');
  let accumulator = accumulators.get(key);
  if (!accumulator) {
    accumulator = {
      stems,
      count: 0,
      surfaces: new Map(),
      sentenceIndexes: new Set(),
      chunkIndexes: new Set(),
      capitalisedInside: 0,
      lowerInside: 0,
      determiners: new Map(),
      kind,
    };
    accumulators.set(key, accumulator);
  }
  accumulator.count += 1;
  // an elided article ("l'esecuzione", "un'area") is not part of the phrase; it is its determiner
  const elided = getElidedArticleLength(tokens[0]!.text);
  const surface = sentence.text.slice(tokens[0]!.start + elided, tokens[tokens.length - 1]!.end);
  if (elided > 0) {
    const article = tokens[0]!.lower.slice(0, elided).replace('’', "'");
    accumulator.determiners.set(article, (accumulator.determiners.get(article) ?? 0) + 1);
  }
  accumulator.surfaces.set(surface, (accumulator.surfaces.get(surface) ?? 0) + 1);
  accumulator.sentenceIndexes.add(sentence.index);
  accumulator.chunkIndexes.add(sentence.chunkIndex);
  if (from > 0) {
    if (/^\p{Lu}/u.test(tokens[0]!.text)) accumulator.capitalisedInside += 1;
    else accumulator.lowerInside += 1;
    const previous = sentence.tokens[from - 1]!;
    if (sentence.stems[from - 1] === null && isAdjacent(sentence.text, previous, tokens[0]!)) {
      accumulator.determiners.set(previous.lower, (accumulator.determiners.get(previous.lower) ?? 0) + 1);
    }
  }
}

function extractKeyPhrases(
  sentences: SentenceInfo[],
  chunkCount: number,
  language: MaterialLanguage,
  definitions: DocumentAnalysis['definitions'],
  wordCount: number,
  shape: MaterialShape,
): KeyPhrase[] {
  const accumulators = new Map<string, PhraseAccumulator>();
  const connectors = CONNECTORS[language];
  for (const sentence of sentences) {
    if (sentence.blockKind !== 'paragraph' && sentence.blockKind !== 'glossary') continue;
    if (!isProse(sentence, language)) continue;
    const { tokens } = sentence;
    const isWord = tokens.map((token) => isPhraseWord(token, language, shape));
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i]!;
      if (isNumberToken(token)) {
        const value = Number(token.text.replace(',', '.').replace('%', ''));
        const isYear = /^\d{4}$/.test(token.text) && value >= 1000 && value <= 2100;
        addPhrase(accumulators, sentence, i, i, isYear ? 'year' : 'number', language);
        continue;
      }
      if (!isWord[i]) continue;
      // Every run of phrase words starting here, up to four words; "X of Y" / "X de Y" allowed.
      let end = i;
      let words = 1;
      addPhrase(accumulators, sentence, i, i, 'concept', language);
      while (words < MAX_PHRASE_WORDS) {
        const next = end + 1;
        const nextToken = tokens[next];
        if (!nextToken || !isAdjacent(sentence.text, tokens[end]!, nextToken)) break;
        if (isWord[next]) {
          end = next;
          words += 1;
          addPhrase(accumulators, sentence, i, end, 'concept', language);
          continue;
        }
        const afterConnector = tokens[next + 1];
        if (
          connectors.has(nextToken.lower) &&
          afterConnector &&
          isWord[next + 1] &&
          isAdjacent(sentence.text, nextToken, afterConnector)
        ) {
          end = next + 1;
          words += 1;
          addPhrase(accumulators, sentence, i, end, 'concept', language);
          continue;
        }
        break;
      }
    }
  }
  const definedKeys = new Set(
    definitions.map((definition) => getContentKey(definition.bareTerm, language)).filter((key) => key.length > 0),
  );
  const minCount = wordCount < 600 ? 1 : 2;
  const phrases: KeyPhrase[] = [];
  for (const [key, accumulator] of accumulators) {
    const isDefinedTerm = definedKeys.has(key);
    const surface = pickSurface(accumulator, language);
    const isName =
      accumulator.kind === 'concept' && language !== 'de' && accumulator.capitalisedInside > accumulator.lowerInside;
    const kind: PhraseKind = isName ? 'name' : accumulator.kind;
    // A lecture names a term once in a clean sentence and says the rest around it ("the maximum
    // height is reached at …"); speech words are already out of its phrases.
    const isSpokenTerm =
      shape === 'spoken' &&
      accumulator.stems.length > 1 &&
      !/ing$/u.test(surface) &&
      [...accumulator.sentenceIndexes].some((index) => sentences[index]!.isStandalone);
    if (accumulator.count < minCount && !isDefinedTerm && !isSpokenTerm) continue;
    // A run of words seen once is as likely a noun plus a verb as a term: only recurring runs.
    if (accumulator.stems.length > 1 && accumulator.count < 2 && !isDefinedTerm && !isSpokenTerm) continue;
    // German capitalises nouns: a noun phrase ends with one ("chemische Energie", not "Zelle braucht").
    if (language === 'de' && accumulator.kind === 'concept' && !/(?:^|\s|-)\p{Lu}[\p{L}-]*$/u.test(surface)) continue;
    if (kind === 'concept' && accumulator.stems.some((stem) => stem.length < 2)) continue;
    // a word that is one letter said over ("ll", "lll") is a chart's markers come out as text, no term
    if (kind !== 'number' && kind !== 'year' && accumulator.stems.some((stem) => /^(\p{L})\1+$/u.test(stem))) continue;
    // A phrase must not end in a connector or be only generic: already guaranteed by isPhraseWord.
    const chunkFrequency = accumulator.chunkIndexes.size;
    const idf = Math.log(1 + chunkCount / chunkFrequency) / Math.log(2);
    let centrality = 0;
    for (const index of accumulator.sentenceIndexes) centrality += sentences[index]!.centrality;
    const wordCountOfPhrase = accumulator.stems.length;
    let score =
      Math.log2(1 + accumulator.count) *
      (1 + 0.35 * (wordCountOfPhrase - 1)) *
      (0.5 + idf) *
      (1 + centrality / accumulator.sentenceIndexes.size);
    if (isDefinedTerm) score *= 2;
    if (kind === 'number' || kind === 'year') score *= 0.3;
    phrases.push({
      key,
      surface,
      surfaces: accumulator.surfaces,
      stems: accumulator.stems,
      wordCount: wordCountOfPhrase,
      kind,
      count: accumulator.count,
      score,
      sentenceIndexes: [...accumulator.sentenceIndexes].sort((a, b) => a - b),
      isDefinedTerm,
      determiners: accumulator.determiners,
    });
  }
  // A longer phrase that always carries a shorter one absorbs it ("python interpreter" vs
  // "interpreter" keeps both; "floating-point" inside "floating-point number" loses when never
  // seen alone).
  const byKey = new Map(phrases.map((phrase) => [phrase.key, phrase]));
  for (const phrase of phrases) {
    if (phrase.wordCount < 2) continue;
    for (let length = 1; length < phrase.wordCount; length += 1) {
      for (let start = 0; start + length <= phrase.wordCount; start += 1) {
        const sub = byKey.get(phrase.stems.slice(start, start + length).join(' '));
        if (sub && sub.count <= phrase.count && !sub.isDefinedTerm) sub.score *= 0.3;
      }
    }
  }
  return phrases.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}

function pickSurface(accumulator: PhraseAccumulator, language: MaterialLanguage): string {
  let best = '';
  let bestCount = -1;
  for (const [surface, count] of accumulator.surfaces) {
    if (count > bestCount || (count === bestCount && surface < best)) {
      best = surface;
      bestCount = count;
    }
  }
  // Sentence-initial capitals are not part of the word: "Programs" → "programs", unless the
  // word is capitalised inside sentences too (a name) or the language capitalises nouns.
  if (language !== 'de' && accumulator.capitalisedInside <= accumulator.lowerInside && /^\p{Lu}\p{Ll}/u.test(best)) {
    const lowered = [...accumulator.surfaces.keys()].find((surface) => /^\p{Ll}/u.test(surface));
    best = lowered ?? best.charAt(0).toLowerCase() + best.slice(1);
  }
  return best;
}

/** Stems of a phrase's content words joined by spaces (the key of a phrase). */
export function getContentKey(text: string, language: MaterialLanguage): string {
  return tokenizeWithOffsets(text)
    .map((token) => normalizeElision(token.lower))
    .filter((lower) => !isFunctionWord(lower, language) || CONNECTORS[language].has(lower))
    .map((lower) => stemWord(lower, language))
    .join(' ');
}

const cache = new Map<string, DocumentAnalysis>();

/**
 * The analysis of a chunk list, remembered for the last few materials: the pipeline asks for a
 * summary, key concepts, cards and questions of the same chunks one after the other.
 */
export function getMaterialAnalysis(
  chunks: readonly Chunk[],
  languageHint?: MaterialLanguage,
  outline: readonly OutlineEntry[] = [],
  onProgress?: (done: number, total: number) => void,
): DocumentAnalysis {
  let length = 0;
  for (const chunk of chunks) length += chunk.text.length;
  const outlineKey = outline.map((entry) => `${entry.level}:${entry.page}:${entry.title}`).join('\u0001');
  const fingerprint = `${languageHint ?? ''}|${chunks.length}|${length}|${chunks.map((chunk) => chunk.id).join(',')}|${hashText(chunks)}|${outlineKey}`;
  const cached = cache.get(fingerprint);
  if (cached) return cached;
  const analysis = analyzeMaterial(chunks, languageHint, outline, onProgress);
  cache.set(fingerprint, analysis);
  if (cache.size > 4) cache.delete(cache.keys().next().value!);
  return analysis;
}

function hashText(chunks: readonly Chunk[]): number {
  // FNV-1a over a sample of every chunk: cheap, and edits to a chunk's text change it.
  let hash = 2166136261;
  for (const chunk of chunks) {
    const text = chunk.text;
    const step = Math.max(1, Math.floor(text.length / 64));
    for (let i = 0; i < text.length; i += step) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 16777619);
    }
  }
  return hash >>> 0;
}

/**
 * Why a sentence of the analysis is no source of items, for diagnostics (scripts/quality/explain-sentences.ts):
 * the first rule of the sentence reading that refuses it, or null when it is standalone.
 */
export function explainSentenceRefusal(analysis: DocumentAnalysis, sentenceIndex: number): string | null {
  const sentence = analysis.sentences[sentenceIndex];
  if (!sentence || sentence.isStandalone) return null;
  const { language, shape } = analysis;
  const { text } = sentence;
  if (sentence.chunkIndex < analysis.bodyStart) return 'front-matter';
  if (sentence.isTableCell) return 'table-cell';
  const written = assessWritten(
    text,
    sentence.tokens,
    sentence.contentStems.length,
    sentence.blockKind,
    language,
    shape,
  );
  if (written.refusal) return written.refusal;
  if (hasLostFormula(text, language)) return 'lost-formula';
  if (speaksInPerson(text, language)) return 'person';
  if (pointsAtMedium(text, language)) return 'medium';
  if (shape === 'spoken' && pointsAtBoard(text, language)) return 'board';
  return 'other';
}
