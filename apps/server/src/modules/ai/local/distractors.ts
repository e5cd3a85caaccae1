import type { MaterialLanguage } from '@mnemo/domain/languages';
import { areLearnerRulesOff } from './learner-keeps.ts';
import type { DocumentAnalysis, KeyPhrase, SentenceInfo } from './analyze-material.ts';
import { findPhraseSpans, isConceptAnswer, isNounLike, type PhraseSpan } from './phrases.ts';
import { isIllustrationPhrase } from './illustrations.ts';

/*
 * Same-kind distractors (Mitkov & Ha 2003): another key phrase of the answer's kind, close in
 * the material, not a synonym, and not making the statement true as well; numbers of the same
 * kind and magnitude.
 */

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
    best =
      phrase.kind === 'concept' && language !== 'de' && /^\p{Lu}\p{Ll}/u.test(surface)
        ? surface.charAt(0).toLowerCase() + surface.slice(1)
        : surface;
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
      if (isNounLike(phrase, analysis.language) && isConceptAnswer(phrase, analysis.language)) pool.push(phrase);
    }
    poolCache.set(analysis, pool);
  }
  return pool;
}

/** What may stand between two siblings listed together: "X, Y", "X and Y", "X or the Y", "X e Y", "X ou Y", "X und Y". */
const COORDINATION =
  /^\s*(?:,|;|\/|,?\s*(?:and|or|as well as|e|ou|y|o|et|und|oder|ed|od)\b)\s*(?:(?:the|a|an|o|os|as|um|uma|el|la|los|las|un|una|le|les|des|du|il|lo|gli|i|der|die|das|den|dem|ein|eine)\s+)?$/iu;

const siblingCache = new WeakMap<DocumentAnalysis, Map<string, Set<string>>>();

/**
 * Sibling concepts: key phrases the material lists together ("dominance and epistasis",
 * "lettres minuscules, lettres majuscules, nombres"). A list puts terms of one kind side by side,
 * so one is the best wrong option for another (computed once per analysis).
 */
export function getSiblings(analysis: DocumentAnalysis): Map<string, Set<string>> {
  let siblings = siblingCache.get(analysis);
  if (siblings) return siblings;
  siblings = new Map();
  const link = (a: string, b: string): void => {
    if (a === b) return;
    const set = siblings.get(a) ?? new Set<string>();
    set.add(b);
    siblings.set(a, set);
  };
  for (const sentence of analysis.sentences) {
    if (sentence.blockKind !== 'paragraph' || sentence.chunkIndex < analysis.bodyStart) continue;
    const spans = findPhraseSpans(sentence, analysis).filter(
      (span) => span.phrase.kind === 'concept' || span.phrase.kind === 'name',
    );
    for (let i = 0; i + 1 < spans.length; i += 1) {
      const left = spans[i]!;
      const right = spans[i + 1]!;
      if (right.start <= left.end || left.phrase.kind !== right.phrase.kind) continue;
      if (!COORDINATION.test(sentence.text.slice(left.end, right.start))) continue;
      link(left.phrase.key, right.phrase.key);
      link(right.phrase.key, left.phrase.key);
    }
  }
  siblingCache.set(analysis, siblings);
  return siblings;
}

const distractorUsage = new WeakMap<DocumentAnalysis, Map<string, number>>();
const reserveUsage = new WeakMap<DocumentAnalysis, Map<string, number>>();
function getDistractorUsage(analysis: DocumentAnalysis): Map<string, number> {
  // the study set's reserve (ADR 083) counts its own uses: it is built as if the kept set had not been
  const usages = areLearnerRulesOff() ? reserveUsage : distractorUsage;
  let usage = usages.get(analysis);
  if (!usage) {
    usage = new Map();
    usages.set(analysis, usage);
  }
  return usage;
}

/** The function word most often seen right before a phrase (its article, where the language has them). */
export function getTopDeterminer(phrase: KeyPhrase): string | null {
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
function wouldAlsoBeTrue(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  span: PhraseSpan,
  candidate: KeyPhrase,
): boolean {
  const context = new Set(
    sentence.stems.filter((stem, index): stem is string => stem !== null && (index < span.from || index > span.to)),
  );
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
  const steps = isYear
    ? [1, 2, 3, 5, 7, 10, -1, -2, -3, -5, -10]
    : value >= 10
      ? [0.5, 1.5, 2, 0.75, 1.25, 3]
      : [1, 2, -1, 3, 4, 5];
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
export function findDistractors(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  span: PhraseSpan,
  options: DistractorOptions,
): string[] {
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
  const siblings = getSiblings(analysis).get(phrase.key);
  for (const candidate of getDistractorPool(analysis)) {
    if (candidate === phrase || candidate.kind !== phrase.kind) continue;
    // a phrase named only in the material's illustrations is no term of its subject (ADR 143)
    if (isIllustrationPhrase(analysis, candidate)) continue;
    if (Math.abs(candidate.wordCount - phrase.wordCount) > 1) continue;
    if (candidate.stems.some((stem) => answerStems.has(stem))) continue;
    const surface = pickSurfaceByNumber(candidate, isPlural, language);
    if (!surface) continue;
    if (determiner && getTopDeterminer(candidate) !== determiner) continue;
    const surfaceKey = surface.toLowerCase();
    if (seenSurfaces.has(surfaceKey)) continue;
    if (sentence.stems.some((stem) => stem !== null && candidate.stems.includes(stem))) continue;
    const isNear = candidate.sentenceIndexes.some(
      (index) => Math.abs(analysis.sentences[index]!.chunkIndex - sentence.chunkIndex) <= 1,
    );
    // a concept the material lists beside the answer is its sibling: the likeliest wrong option
    const isSibling = siblings?.has(candidate.key) ?? false;
    const sameLength = candidate.wordCount === phrase.wordCount ? 1.3 : 1;
    // A distractor already used elsewhere in this material is worth less: variety across items.
    const reuse = Math.pow(0.6, usage.get(candidate.key) ?? 0);
    scored.push({
      phrase: candidate,
      key: candidate.key,
      surface,
      score: candidate.score * (isNear ? 1.6 : 1) * (isSibling ? 4 : 1) * sameLength * reuse * (0.9 + 0.2 * random()),
    });
    seenSurfaces.add(surfaceKey);
  }
  scored.sort((a, b) => b.score - a.score);
  const picked: string[] = [];
  for (const item of scored) {
    // Two distractors that share a word are near-synonyms of each other; keep options distinct.
    const words = new Set(item.surface.toLowerCase().split(/\s+/));
    if (
      picked.some((other) =>
        other
          .toLowerCase()
          .split(/\s+/)
          .some((word) => words.has(word)),
      )
    )
      continue;
    // Checked last, on the few best: it scans the sentences holding the candidate.
    if (wouldAlsoBeTrue(analysis, sentence, span, item.phrase)) continue;
    picked.push(item.surface);
    usage.set(item.key, (usage.get(item.key) ?? 0) + 1);
    if (picked.length >= options.count) break;
  }
  return picked;
}
