import type { MaterialLanguage, QuestionLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis, KeyPhrase, SentenceInfo } from './analyze-material.ts';
import { normalizeElision, stemWord } from './nlp/language.ts';
import { getEnglishPos } from './nlp/wordnet.ts';
import { BLANK, fillTemplate, QUESTION_TEMPLATES } from './question-templates.ts';

/*
 * Shared machinery of the offline generators (Heilman & Smith 2010: overgenerate, then rank):
 * where key phrases sit in sentences, cloze candidates, same-kind distractors (Mitkov & Ha
 * 2003), and a ranked, diverse, duplicate-free selection spread over the material's sections.
 */

/** A key phrase occurring in a sentence, as token positions. */
export interface PhraseSpan {
  phrase: KeyPhrase;
  /** first and last token index in the sentence */
  from: number;
  to: number;
  /** the text as written in the sentence */
  text: string;
}

/** How much of the best phrase score a phrase has, 0–1 (square root: a gentle slope). */
export function getPhraseWeight(analysis: DocumentAnalysis, phrase: KeyPhrase): number {
  const best = analysis.phrases[0]?.score ?? 1;
  return Math.sqrt(Math.min(1, phrase.score / best));
}

/** Key phrases in a sentence, longest match first at each position, left to right. */
export function findPhraseSpans(sentence: SentenceInfo, analysis: DocumentAnalysis): PhraseSpan[] {
  const spans: PhraseSpan[] = [];
  const { tokens } = sentence;
  const stems = tokens.map((token) => stemWord(normalizeElision(token.lower), analysis.language));
  let i = 0;
  while (i < tokens.length) {
    let found: PhraseSpan | null = null;
    for (let length = Math.min(4, tokens.length - i); length >= 1; length -= 1) {
      const phrase = analysis.phraseByKey.get(stems.slice(i, i + length).join(' '));
      if (!phrase) continue;
      const text = sentence.text.slice(tokens[i]!.start, tokens[i + length - 1]!.end);
      if (/[,;:()]/.test(text)) continue;
      found = { phrase, from: i, to: i + length - 1, text };
      break;
    }
    if (found) {
      spans.push(found);
      i = found.to + 1;
    } else {
      i += 1;
    }
  }
  return spans;
}

/** Whether the answer's stems appear in the sentence outside the span (the question would give it away). */
export function isAnswerElsewhere(sentence: SentenceInfo, span: PhraseSpan): boolean {
  const answerStems = new Set(span.phrase.stems.filter((stem) => stem.length > 2));
  return sentence.stems.some((stem, index) => (index < span.from || index > span.to) && stem !== null && answerStems.has(stem));
}

/** The sentence with the span replaced by a blank. */
export function makeCloze(sentence: SentenceInfo, span: PhraseSpan): string {
  const start = sentence.tokens[span.from]!.start;
  const end = sentence.tokens[span.to]!.end;
  return `${sentence.text.slice(0, start)}${BLANK}${sentence.text.slice(end)}`;
}

/** A cloze candidate: a standalone sentence and the key phrase to blank. */
export interface ClozeCandidate {
  sentence: SentenceInfo;
  span: PhraseSpan;
  score: number;
}

const NOUN_CONTEXTS: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set('a an the this that these those its their his her our your my some any each every no of in on for with by from about between into as several many few both all another other such'.split(' ')),
  pt: new Set('o a os as um uma uns umas do da dos das no na nos nas ao aos pelo pela pelos pelas de em para com sem sobre entre este esta estes estas esse essa esses essas seu sua seus suas cada todo toda todos todas'.split(' ')),
  es: new Set('el la los las un una unos unas del al de en para con sin sobre entre este esta estos estas ese esa esos esas su sus cada todo toda todos todas'.split(' ')),
  fr: new Set('le la les un une des du au aux de en pour avec sans sur entre ce cet cette ces son sa ses leur leurs chaque tout toute tous toutes'.split(' ')),
  it: new Set('il lo la i gli le un una uno del della dei delle degli al alla ai alle di in per con senza su tra fra questo questa questi queste suo sua suoi sue ogni'.split(' ')),
  de: new Set('der die das den dem des ein eine einen einem einer eines im am zum zur vom von mit für bei aus nach über unter zwischen dieser diese dieses jeder jede jedes sein seine ihr ihre'.split(' ')),
};

const ADJECTIVE_SHAPE = /(?:al|ive|ous|ful|less|able|ible|ic|ed|ent|ant|ary|ory|ish)$/i;
const COMMON_ADJECTIVES = new Set(['high', 'low', 'new', 'old', 'good', 'bad', 'large', 'small', 'big', 'unseen', 'same', 'different', 'common', 'simple', 'main', 'whole', 'true', 'false', 'short', 'long', 'full', 'free', 'open', 'close', 'clear', 'easy', 'hard']);

/*
 * Whether a one-word phrase behaves like a noun: seen after an article or preposition (German
 * nouns are capitalised anyway); in English WordNet must also know it as a noun. Without a
 * part-of-speech tagger this keeps verbs ("comes") and adjectives ("rude") out of blanks and
 * distractors.
 */
const nounLikeCache = new WeakMap<KeyPhrase, boolean>();

export function isNounLike(phrase: KeyPhrase, language: MaterialLanguage): boolean {
  let value = nounLikeCache.get(phrase);
  if (value === undefined) {
    value = computeNounLike(phrase, language);
    nounLikeCache.set(phrase, value);
  }
  return value;
}

function computeNounLike(phrase: KeyPhrase, language: MaterialLanguage): boolean {
  if (phrase.kind === 'number' || phrase.kind === 'year') return true;
  if (language === 'en') {
    if (/['’]s$/i.test(phrase.surface)) return false;
    const head = phrase.surface.split(/\s+/).pop() ?? phrase.surface;
    const pos = getEnglishPos(head);
    if (!/-/.test(head) && pos.size > 0 && !pos.has('n')) return false;
    // A lone word that is also an adjective of a typical adjective shape reads as one ("formal").
    if (phrase.wordCount === 1 && pos.has('a') && (ADJECTIVE_SHAPE.test(head) || COMMON_ADJECTIVES.has(head.toLowerCase()))) return false;
  }
  if (phrase.wordCount >= 2 || phrase.kind === 'name') return true;
  if (language === 'de') return /^\p{Lu}/u.test(phrase.surface);
  if ((language === 'fr' || language === 'it') && /^\p{L}{1,3}['’]/u.test(phrase.surface)) return true;
  const contexts = NOUN_CONTEXTS[language];
  for (const word of phrase.determiners.keys()) if (contexts.has(word)) return true;
  return false;
}

/** Phrases good enough to be blanked or asked about: the top of the ranking, never numbers alone. */
export function isAskablePhrase(analysis: DocumentAnalysis, phrase: KeyPhrase, rank: number): boolean {
  if (phrase.kind === 'number') return false;
  if (!phrase.isDefinedTerm && !isNounLike(phrase, analysis.language)) return false;
  // English participles ("designed", "used") pass the noun test through their noun homonyms.
  if (analysis.language === 'en' && phrase.wordCount === 1 && !phrase.isDefinedTerm && /ed$/.test(phrase.surface)) return false;
  const limit = Math.max(40, Math.floor(analysis.phrases.length * 0.25));
  return rank < limit;
}

let rankCache: WeakMap<DocumentAnalysis, Map<string, number>> = new WeakMap();

export function getPhraseRank(analysis: DocumentAnalysis, phrase: KeyPhrase): number {
  let ranks = rankCache.get(analysis);
  if (!ranks) {
    ranks = new Map(analysis.phrases.map((item, index) => [item.key, index]));
    rankCache.set(analysis, ranks);
  }
  return ranks.get(phrase.key) ?? Number.POSITIVE_INFINITY;
}

/** Forget cached ranks (tests build many small analyses). */
export function resetCandidateCaches(): void {
  rankCache = new WeakMap();
  distractorUsage = new WeakMap();
}

const clozeCache = new WeakMap<DocumentAnalysis, ClozeCandidate[]>();

/** One cloze candidate per standalone sentence: its best blankable key phrase (computed once per analysis). */
export function findClozeCandidates(analysis: DocumentAnalysis): ClozeCandidate[] {
  const cached = clozeCache.get(analysis);
  if (cached) return [...cached];
  const candidates: ClozeCandidate[] = [];
  for (const sentence of analysis.sentences) {
    if (!sentence.isStandalone) continue;
    let best: ClozeCandidate | null = null;
    for (const span of findPhraseSpans(sentence, analysis)) {
      if (!isAskablePhrase(analysis, span.phrase, getPhraseRank(analysis, span.phrase))) continue;
      if (analysis.language === 'en' && span.from === span.to && /ed$/i.test(span.text) && !span.phrase.isDefinedTerm) continue;
      if (isAnswerElsewhere(sentence, span)) continue;
      // A blank that is the whole subject or the first word reads badly; keep it inside.
      const position = span.from === 0 ? 0.85 : 1;
      const score = sentence.quality * (0.4 + sentence.centrality) * getPhraseWeight(analysis, span.phrase) * position;
      if (!best || score > best.score) best = { sentence, span, score };
    }
    if (best) candidates.push(best);
  }
  clozeCache.set(analysis, candidates);
  return [...candidates];
}

function isPluralSurface(surface: string, language: MaterialLanguage): boolean {
  if (language === 'de') return false;
  const last = surface.split(/\s+/)[0] ?? surface;
  const head = language === 'en' ? (surface.split(/\s+/).pop() ?? surface) : last;
  return /[^s]s$/i.test(head);
}

/** The way a phrase is written in the wanted grammatical number, if the material shows it. */
function pickSurfaceByNumber(phrase: KeyPhrase, isPlural: boolean, language: MaterialLanguage): string | null {
  if (isPluralSurface(phrase.surface, language) === isPlural) return phrase.surface;
  let best: string | null = null;
  let bestCount = 0;
  for (const [surface, count] of phrase.surfaces) {
    if (isPluralSurface(surface, language) !== isPlural || count <= bestCount) continue;
    // Sentence-initial capitals are not part of a common noun.
    best = phrase.kind === 'concept' && language !== 'de' && /^\p{Lu}\p{Ll}/u.test(surface) ? surface.charAt(0).toLowerCase() + surface.slice(1) : surface;
    bestCount = count;
  }
  return best;
}

const poolCache = new WeakMap<DocumentAnalysis, KeyPhrase[]>();

/** Phrases that may serve as distractors: the best 400 noun-like, non-numeric key phrases. */
function getDistractorPool(analysis: DocumentAnalysis): KeyPhrase[] {
  let pool = poolCache.get(analysis);
  if (!pool) {
    pool = [];
    for (const phrase of analysis.phrases) {
      if (pool.length >= 400) break;
      if (phrase.kind === 'number' || phrase.kind === 'year') continue;
      if (isNounLike(phrase, analysis.language)) pool.push(phrase);
    }
    poolCache.set(analysis, pool);
  }
  return pool;
}

let distractorUsage: WeakMap<DocumentAnalysis, Map<string, number>> = new WeakMap();
function getDistractorUsage(analysis: DocumentAnalysis): Map<string, number> {
  let usage = distractorUsage.get(analysis);
  if (!usage) {
    usage = new Map();
    distractorUsage.set(analysis, usage);
  }
  return usage;
}

function getTopDeterminer(phrase: KeyPhrase): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [word, count] of phrase.determiners) {
    if (count > bestCount) {
      best = word;
      bestCount = count;
    }
  }
  return best;
}

/** Deterministic pseudo-random numbers seeded by a string (same material → same output). */
export function createRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i += 1) {
    state ^= seed.charCodeAt(i);
    state = Math.imul(state, 16777619);
  }
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

/**
 * Whether the material also states the sentence with `candidate` in place of the answer: then
 * the distractor would be true too (Mitkov & Ha: reject it).
 */
function wouldAlsoBeTrue(analysis: DocumentAnalysis, sentence: SentenceInfo, span: PhraseSpan, candidate: KeyPhrase): boolean {
  const context = new Set(sentence.stems.filter((stem, index): stem is string => stem !== null && (index < span.from || index > span.to)));
  if (context.size === 0) return false;
  for (const index of candidate.sentenceIndexes) {
    if (index === sentence.index) return true;
    const other = analysis.sentences[index]!;
    let shared = 0;
    for (const stem of new Set(other.contentStems)) if (context.has(stem)) shared += 1;
    if (shared / context.size >= 0.6) return true;
  }
  return false;
}

function formatNumberLike(original: string, value: number): string {
  const decimals = /[.,](\d+)/.exec(original)?.[1]?.length ?? 0;
  let text = value.toFixed(decimals);
  if (original.includes(',') && !original.includes('.')) text = text.replace('.', ',');
  return original.endsWith('%') ? `${text}%` : text;
}

/** Numbers of the same kind and magnitude as `text` (a year stays a plausible year). */
function makeNumberDistractors(text: string, isYear: boolean, count: number, random: () => number): string[] {
  const value = Number(text.replace('%', '').replace(',', '.'));
  if (!Number.isFinite(value)) return [];
  const results = new Set<string>();
  const steps = isYear ? [1, 2, 3, 5, 7, 10, -1, -2, -3, -5, -10] : value >= 10 ? [0.5, 1.5, 2, 0.75, 1.25, 3] : [1, 2, -1, 3, 4, 5];
  const offset = Math.floor(random() * steps.length);
  for (let i = 0; i < steps.length && results.size < count; i += 1) {
    const step = steps[(i + offset) % steps.length]!;
    const next = isYear || value < 10 ? value + step : value * step;
    if (next < 0 || next === value) continue;
    const formatted = formatNumberLike(text, isYear || Number.isInteger(value) ? Math.round(next) : next);
    if (formatted !== text) results.add(formatted);
  }
  return [...results];
}

export interface DistractorOptions {
  count: number;
  /** a seed, so the same material gives the same distractors */
  seed: string;
}

/**
 * Distractors for the phrase at `span`: other key phrases of the same kind (concept, name,
 * year, number), of similar length and number, seen with the same article where the language
 * marks gender, close in the material, sharing no word with the answer, and not making the
 * sentence true as well.
 */
export function findDistractors(analysis: DocumentAnalysis, sentence: SentenceInfo, span: PhraseSpan, options: DistractorOptions): string[] {
  const { phrase } = span;
  const random = createRandom(options.seed);
  if (phrase.kind === 'number' || phrase.kind === 'year') {
    return makeNumberDistractors(span.text, phrase.kind === 'year', options.count, random);
  }
  const { language } = analysis;
  const answerStems = new Set(phrase.stems);
  const isPlural = isPluralSurface(span.text, language);
  const usage = getDistractorUsage(analysis);
  const determiner = language === 'en' ? null : getTopDeterminer(phrase);
  const scored: { phrase: KeyPhrase; key: string; surface: string; score: number }[] = [];
  const seenSurfaces = new Set<string>([span.text.toLowerCase(), phrase.surface.toLowerCase()]);
  for (const candidate of getDistractorPool(analysis)) {
    if (candidate === phrase || candidate.kind !== phrase.kind) continue;
    if (Math.abs(candidate.wordCount - phrase.wordCount) > 1) continue;
    if (candidate.stems.some((stem) => answerStems.has(stem))) continue;
    const surface = pickSurfaceByNumber(candidate, isPlural, language);
    if (!surface) continue;
    if (determiner && getTopDeterminer(candidate) !== determiner) continue;
    const surfaceKey = surface.toLowerCase();
    if (seenSurfaces.has(surfaceKey)) continue;
    if (sentence.stems.some((stem) => stem !== null && candidate.stems.includes(stem))) continue;
    const isNear = candidate.sentenceIndexes.some((index) => Math.abs(analysis.sentences[index]!.chunkIndex - sentence.chunkIndex) <= 1);
    const sameLength = candidate.wordCount === phrase.wordCount ? 1.3 : 1;
    // A distractor already used elsewhere in this material is worth less: variety across items.
    const reuse = Math.pow(0.6, usage.get(candidate.key) ?? 0);
    scored.push({ phrase: candidate, key: candidate.key, surface, score: candidate.score * (isNear ? 1.6 : 1) * sameLength * reuse * (0.9 + 0.2 * random()) });
    seenSurfaces.add(surfaceKey);
  }
  scored.sort((a, b) => b.score - a.score);
  const picked: string[] = [];
  for (const item of scored) {
    // Two distractors that share a word are near-synonyms of each other; keep options distinct.
    const words = new Set(item.surface.toLowerCase().split(/\s+/));
    if (picked.some((other) => other.toLowerCase().split(/\s+/).some((word) => words.has(word)))) continue;
    // Checked last, on the few best: it scans the sentences holding the candidate.
    if (wouldAlsoBeTrue(analysis, sentence, span, item.phrase)) continue;
    picked.push(item.surface);
    usage.set(item.key, (usage.get(item.key) ?? 0) + 1);
    if (picked.length >= options.count) break;
  }
  return picked;
}

/**
 * Writes `replacement` where the span was, keeping sentence-initial capitals and fixing the
 * English article ("a" ↔ "an") in front of it.
 */
export function substituteSpan(sentence: SentenceInfo, span: PhraseSpan, replacement: string, language: MaterialLanguage): string {
  const start = sentence.tokens[span.from]!.start;
  const end = sentence.tokens[span.to]!.end;
  let before = sentence.text.slice(0, start);
  let text = replacement;
  if (start === 0 || /^["“„«]$/.test(before)) text = text.charAt(0).toUpperCase() + text.slice(1);
  else if (language !== 'de' && /^\p{Lu}\p{Ll}/u.test(text) && !/^\p{Lu}/u.test(span.text)) text = text.charAt(0).toLowerCase() + text.slice(1);
  if (language === 'en') {
    before = before.replace(/\b(a|an|A|An)\s$/, (_match, article: string) => {
      const isVowel = /^[aeiou]/i.test(text) && !/^(?:uni|use|usu|one|eu)/i.test(text);
      const fixed = isVowel ? 'an' : 'a';
      return `${article[0] === 'A' ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed} `;
    });
  }
  return `${before}${text}${sentence.text.slice(end)}`;
}

/** Content stems of a text, as a set (for duplicate checks). */
export function getStemSet(analysis: DocumentAnalysis, text: string): Set<string> {
  const stems = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/\p{L}[\p{L}\p{M}\p{N}'’-]*|\p{N}+/gu)) {
    const word = normalizeElision(match[0]);
    if (word.length < 2) continue;
    stems.add(stemWord(word, analysis.language));
  }
  return stems;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Something generated, waiting for selection. */
export interface Ranked<T> {
  item: T;
  score: number;
  chunkIndex: number;
  sentenceIndex: number;
  /** the answer's identity: the same answer is not asked over and over */
  answerKey: string;
  /** the text compared for near-duplicates */
  text: string;
}

/**
 * Picks the best `count` candidates: by score, at most one per sentence and `maxPerAnswer` per answer,
 * no near-duplicates (Jaccard ≥ 0.5 over stems), and spread across the material — each pick
 * from a section lowers that section's next candidates a little (the "best N per section").
 */
export function selectRanked<T>(
  analysis: DocumentAnalysis,
  candidates: Ranked<T>[],
  count: number,
  options: { maxPerAnswer?: number; taken?: Iterable<string> } = {},
): T[] {
  const maxPerAnswer = options.maxPerAnswer ?? 1;
  const chunkCount = Math.max(1, analysis.chunks.length);
  const sectionCount = Math.max(1, Math.min(count, chunkCount, 12));
  const sectionOf = (chunkIndex: number): number => Math.min(sectionCount - 1, Math.floor((chunkIndex * sectionCount) / chunkCount));
  const sectionUse = new Array<number>(sectionCount).fill(0);
  const answerUse = new Map<string, number>();
  const usedSentences = new Set<number>();
  const pickedStems: Set<string>[] = [...(options.taken ?? [])].map((text) => getStemSet(analysis, text));
  const remaining = [...candidates].sort((a, b) => b.score - a.score);
  const stemCache = new Map<Ranked<T>, Set<string>>();
  const picked: T[] = [];
  while (picked.length < count && remaining.length > 0) {
    let bestIndex = -1;
    let bestScore = -1;
    for (let i = 0; i < remaining.length; i += 1) {
      const candidate = remaining[i]!;
      if (candidate.score <= bestScore) break; // sorted: adjusted scores only go down
      const adjusted = candidate.score * Math.pow(0.85, sectionUse[sectionOf(candidate.chunkIndex)]!);
      if (adjusted > bestScore) {
        bestScore = adjusted;
        bestIndex = i;
      }
    }
    if (bestIndex < 0) break;
    const [candidate] = remaining.splice(bestIndex, 1);
    if (!candidate) break;
    if (usedSentences.has(candidate.sentenceIndex)) continue;
    if ((answerUse.get(candidate.answerKey) ?? 0) >= maxPerAnswer) continue;
    let stems = stemCache.get(candidate);
    if (!stems) {
      stems = getStemSet(analysis, candidate.text);
      stemCache.set(candidate, stems);
    }
    if (pickedStems.some((other) => jaccard(other, stems) >= 0.5)) continue;
    picked.push(candidate.item);
    pickedStems.push(stems);
    usedSentences.add(candidate.sentenceIndex);
    answerUse.set(candidate.answerKey, (answerUse.get(candidate.answerKey) ?? 0) + 1);
    sectionUse[sectionOf(candidate.chunkIndex)]! += 1;
  }
  return picked;
}

/** The templates for the question language (defaults to the material's language). */
export function getTemplates(language: QuestionLanguage) {
  return QUESTION_TEMPLATES[language];
}

/** A quoted passage with where it is (page or slide), in the question language. */
export function describeSource(analysis: DocumentAnalysis, sentence: SentenceInfo, language: QuestionLanguage): string {
  const templates = QUESTION_TEMPLATES[language];
  const chunk = analysis.chunks[sentence.chunkIndex];
  const quote = fillTemplate(templates.sourceSays, { quote: sentence.text });
  if (chunk?.page) return `${quote} ${fillTemplate(templates.onPage, { page: chunk.page })}`;
  if (chunk?.slide) return `${quote} ${fillTemplate(templates.onSlide, { slide: chunk.slide })}`;
  return quote;
}
