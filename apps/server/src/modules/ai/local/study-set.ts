import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import type { QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../ai.provider.ts';
import { analyzeMaterial, getContentKey, type DocumentAnalysis } from './analyze-material.ts';
import { rankFlashcardCandidates } from './generate-flashcards.ts';
import { getFalseVariant, rankQuestionCandidates } from './generate-questions.ts';
import { getDiscardProbability, KEEP_SCORER_THRESHOLD } from './keep-scorer.ts';
import { findCardDefect, findQuestionDefect, type DefectReason } from './precision.ts';
import { selectRanked, type Ranked } from './ranking.ts';
import { findSections } from './sections.ts';
import { BLANK } from './question-templates.ts';
import { listContentSlides } from './slide-items.ts';
import { areLearnerRulesOff, isAudienceSpeaker, withoutLearnerRules } from './learner-keeps.ts';
import { balanceKeys } from './true-false-swaps.ts';

/*
 * The study set (issue 20 item 1, ADR 056): no count fixed in advance. Every candidate is made,
 * those that fail a hard check (precision.ts) are dropped whatever their rank, and of the rest
 * those ranked well enough within their kind are kept — as many as the material gives, with no
 * maximum. Floors keep precision from being bought with silence: when fewer pass the rank, the
 * next candidates that still pass every hard check are added until the floor is met. Questions
 * are asked from sentences no card uses, save a fifth of them at most. The learned keep-scorer
 * (keep-scorer.ts, ADR 168) leaves out the candidates it expects a learner to discard unless the
 * floor needs them, and then takes the least likely discarded first.
 */

/** A candidate is ranked well enough at this share of the score that opens its kind's top fifth (Heilman & Smith 2010). */
const RELATIVE_THRESHOLD = 0.45;
/** Questions sharing a source sentence with a card or another question: at most this share. */
export const MAX_SHARED_QUESTION_SHARE = 0.2;
/** Floors of item 1: prose, one item per two pages up to 60; slides, one per two content slides; speech, one per 450 words. */
const PROSE_FLOOR_CAP = 60;
const SPOKEN_WORDS_PER_ITEM = 450;
/** Plain text has no pages: a page is counted as this many words. */
const WORDS_PER_PAGE = 350;

export interface StudySetCeilings {
  flashcards?: number;
  questions?: Partial<Record<QuestionType, number>>;
}

export interface StudySet {
  flashcards: GeneratedFlashcard[];
  questions: GeneratedQuestion[];
  /** the least number of items (of any type) the material must give */
  floor: number;
  /** candidates left out by a hard check, by reason */
  rejected: Partial<Record<DefectReason, number>>;
  /** questions whose source sentence is also a card's or another question's */
  sharedQuestions: number;
  /** the index of each item's source sentence in the analysis (a slide's card: minus its slide number) */
  sources: { flashcards: number[]; questions: number[] };
  /**
   * the checks its items passed: `learner` (the shape checks and the learner's rules, ADR 083), or
   * `shape` when the material is short of its floor (or of cards, or of a closed type asked for)
   * under the learner's rules and the set is built with the shape checks alone (ADR 083, "not silence");
   * never for spoken material, which stays short instead (ADR 134)
   */
  rules: 'learner' | 'shape';
}

const looseReadings = new WeakMap<DocumentAnalysis, DocumentAnalysis>();

/** The material as read with the shape checks alone (its sentences' indexes are its own). */
function readWithoutLearnerRules(analysis: DocumentAnalysis): DocumentAnalysis {
  let loose = looseReadings.get(analysis);
  if (!loose) {
    loose = withoutLearnerRules(() => analyzeMaterial(analysis.chunks, analysis.language, analysis.outline));
    looseReadings.set(analysis, loose);
  }
  return loose;
}

/**
 * Short of what the material owes: fewer items than its floor, or no card. A closed type the
 * material gives no honest item of is not owed (ADR 115): multiple choice is asked only from the
 * terms it defines, and the shape checks' fill-in items a learner discards nine times in ten.
 */
function isShortOfFloor(set: StudySet): boolean {
  return set.flashcards.length + set.questions.length < set.floor || set.flashcards.length === 0;
}

/** The least number of kept items the material owes (issue 20 item 1), after front matter. */
export function getYieldFloor(analysis: DocumentAnalysis): number {
  if (analysis.shape === 'slides') return Math.ceil(listContentSlides(analysis).length / 2);
  if (analysis.shape === 'spoken') return Math.ceil(analysis.wordCount / SPOKEN_WORDS_PER_ITEM);
  const pages = new Set<number>();
  analysis.chunks.forEach((chunk, index) => {
    if (index >= analysis.bodyStart && chunk.page !== null) pages.add(chunk.page);
  });
  const pageCount = pages.size > 0 ? pages.size : Math.ceil(analysis.wordCount / WORDS_PER_PAGE);
  return Math.min(Math.ceil(pageCount / 2), PROSE_FLOOR_CAP);
}

type Family = 'slide' | 'card' | QuestionType;

interface Candidate {
  ranked: Ranked<GeneratedFlashcard> | Ranked<GeneratedQuestion>;
  family: Family;
  /** the learned keep-scorer's probability that a learner discards it (ADR 168) */
  discard: number;
  /** score over the score that opens its family's top fifth */
  relative: number;
}

let scorerThreshold = KEEP_SCORER_THRESHOLD;

/**
 * Runs `build` with the keep-scorer leaving out candidates above `threshold` rather than the fitted
 * one: for tests, which need candidates on both sides of the line whatever the latest fit of the
 * labelled set makes of their material.
 */
export function withKeepScorerThreshold<T>(threshold: number, build: () => T): T {
  const before = scorerThreshold;
  scorerThreshold = threshold;
  try {
    return build();
  } finally {
    scorerThreshold = before;
  }
}

/** Whether the keep-scorer keeps a candidate (ADR 168): one it expects a learner to discard is taken only for the floor. */
const isScorerKept = (candidate: Candidate): boolean => candidate.discard <= scorerThreshold;

function familyOf(ranked: Ranked<GeneratedFlashcard> | Ranked<GeneratedQuestion>): Family {
  if ('type' in ranked.item) return ranked.item.type;
  return ranked.answerKey.startsWith('slide:') ? 'slide' : 'card';
}

/** Each candidate's score relative to the score opening the top fifth of its family, and its keep-scorer's discard probability. */
function rankWithinFamilies(
  analysis: DocumentAnalysis,
  rankeds: (Ranked<GeneratedFlashcard> | Ranked<GeneratedQuestion>)[],
): Candidate[] {
  const byFamily = new Map<Family, number[]>();
  const scored = rankeds.map((ranked) => {
    const discard = getDiscardProbability(ranked.item, analysis.shape, analysis.language);
    return { ranked, discard };
  });
  for (const { ranked } of scored) {
    const family = familyOf(ranked);
    const scores = byFamily.get(family) ?? [];
    scores.push(ranked.score);
    byFamily.set(family, scores);
  }
  const references = new Map<Family, number>();
  for (const [family, scores] of byFamily) {
    scores.sort((a, b) => b - a);
    references.set(family, scores[Math.floor(scores.length / 5)] ?? scores[0] ?? 1);
  }
  return scored.map(({ ranked, discard }) => {
    const family = familyOf(ranked);
    const reference = references.get(family) ?? 1;
    return { ranked, family, discard, relative: reference > 0 ? ranked.score / reference : 0 };
  });
}

/**
 * Ranked selection (one item per sentence and answer, no near-duplicates, spread over sections) of
 * candidates, as candidates: by rank score, or `byKeep`, by the keep-scorer's chance that a learner keeps each.
 */
function select(
  analysis: DocumentAnalysis,
  candidates: Candidate[],
  count: number,
  taken: string[] = [],
  byKeep = false,
): Candidate[] {
  const wrapped: Ranked<Candidate>[] = candidates.map((candidate) => ({
    ...candidate.ranked,
    score: byKeep ? 1 - candidate.discard : candidate.ranked.score,
    item: candidate,
  }));
  return selectRanked(analysis, wrapped, count, { maxPerAnswer: analysis.shape === 'spoken' ? 2 : 1, taken });
}

/**
 * The true/false keys balanced (ADR 135, balanceKeys): about half asked false by their sibling
 * swap, and a true item left out where keeping it would leave fewer than two in five false.
 * Returns each question as asked, or null where it is left out.
 */
function balanceTrueFalse(
  questions: GeneratedQuestion[],
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
): (GeneratedQuestion | null)[] {
  const trueFalse: GeneratedQuestion[] = questions.filter((question) => question.type === 'true_false');
  const keyed = balanceKeys<GeneratedQuestion>(
    trueFalse,
    (question) => question.type === 'true_false' && !question.answer,
    (question) => {
      const variant = getFalseVariant(question);
      return variant && findQuestionDefect(variant, analysis, language) === null ? variant : undefined;
    },
  );
  const asked = new Map(trueFalse.map((question, index) => [question, keyed[index] ?? null]));
  return questions.map((question) => (asked.has(question) ? asked.get(question)! : question));
}

/** Two items on one term state the same fact when this share of the shorter statement's content words is in the other. */
const SAME_FACT_SHARE = 0.5;
/** Two items on any terms state the same fact when this share of the shorter statement's content words (answers included) is in the other. */
const RESTATED_SHARE = 0.8;
/** …and the shorter statement has at least this many content words (below it, two statements share a term, not a fact). */
const RESTATED_MIN_STEMS = 3;
/** …and this share of the longer's: a sentence inside a longer answer or a slide's list of points is a part of it, not it. */
const RESTATED_LONGER_SHARE = 0.6;
/** Two items with one answer state the same fact when this share of the shorter context, and this many of its words, are in the other. */
const SAME_ANSWER_SHARE = 1 / 3;
const SAME_ANSWER_MIN_SHARED = 4;

/** Content keys of statements already read (the same items are compared with many others). */
const contentKeys = new Map<string, string[]>();

/** A statement's content words (stemmed), less the words of the term it asks. */
function contentStems(text: string, term: string, language: QuestionLanguage): Set<string> {
  const termStems = new Set(term.split(' '));
  const cacheKey = `${language}\u0000${text}`;
  let stems = contentKeys.get(cacheKey);
  if (!stems) {
    if (contentKeys.size > 50_000) contentKeys.clear();
    stems = getContentKey(text, language)
      .split(' ')
      .filter((stem) => stem.length > 1);
    contentKeys.set(cacheKey, stems);
  }
  return new Set(stems.filter((stem) => !termStems.has(stem)));
}

/** How many of the smaller set's members the larger has, and the smaller's size. */
function overlap(left: Set<string>, right: Set<string>): { shared: number; size: number; longer: number } {
  const [shorter, longer] = left.size <= right.size ? [left, right] : [right, left];
  let shared = 0;
  for (const stem of shorter) if (longer.has(stem)) shared += 1;
  return { shared, size: shorter.size, longer: longer.size };
}

const bareKey = (answerKey: string): string => answerKey.replace(/^(?:term|slide):/u, '');

/** Whether an item asks a word or phrase of its sentence (a blank, a term swapped), not a defined term or a whole statement. */
const isBlankKey = (answerKey: string): boolean => answerKey !== '' && !/^(?:term|slide|statement):/u.test(answerKey);

/** Whether a statement's content words hold every word of an answer key. */
const holdsAll = (stems: Set<string>, key: string): boolean => key.split(' ').every((stem) => stems.has(stem));

/** Two items that each ask a word of the other's statement state one fact when this share of each one's content words is in the other. */
const CROSSED_BLANKS_SHARE = 0.5;

/**
 * Whether two items test one fact (ADR 122, ADR 152), whatever their kinds — a learner keeps one:
 * - they come from one sentence: a card's blank, a true/false of its sentence, a multiple choice
 *   blanking another of its terms ("L'opérateur d'addition `+` concatène …" asked twice), read
 *   blind as one fact every time;
 * - they ask one term and half the content words of the shorter statement, the term's own left
 *   aside, are in the other ("Formal languages are designed by people …" as true/false beside
 *   "Explain what a formal language is");
 * - they ask one answer and a third of the shorter context, four words at least, is in the other
 *   ("Short sales allow information to get into the market price …" beside "The ability to short
 *   sell a security is a method for allowing investors to get information into the market price …");
 * - four in five of the shorter statement's content words, answers included, are in the other,
 *   whatever they ask ("A perfectly inelastic good would have no substitutes." beside "An
 *   inelastic good is where there's no substitute.").
 * Two sentences that say different things of one term stay two facts.
 */
export function isSameFact(
  a: { sentenceIndex: number; answerKey: string; text: string },
  b: { sentenceIndex: number; answerKey: string; text: string },
  language: QuestionLanguage,
): boolean {
  if (a.sentenceIndex === b.sentenceIndex) return true;
  const term = bareKey(a.answerKey);
  if (term !== '' && term === bareKey(b.answerKey)) {
    const context = overlap(contentStems(a.text, term, language), contentStems(b.text, term, language));
    if (context.size >= 2 && context.shared / context.size >= SAME_FACT_SHARE) return true;
    if (context.shared >= SAME_ANSWER_MIN_SHARED && context.shared / context.size >= SAME_ANSWER_SHARE) return true;
  }
  const whole = overlap(contentStems(a.text, '', language), contentStems(b.text, '', language));
  // each asks a word the other's statement holds: two blanks of one statement said twice in other words
  // ("some customary laws may be used in tribal matters" / "on tribal lands, customary laws may be used", ADR 164)
  if (
    isBlankKey(a.answerKey) &&
    isBlankKey(b.answerKey) &&
    !a.answerKey.split(' ').some((stem) => b.answerKey.split(' ').includes(stem)) &&
    whole.shared >= SAME_ANSWER_MIN_SHARED &&
    whole.shared / whole.size >= CROSSED_BLANKS_SHARE &&
    whole.shared / whole.longer >= CROSSED_BLANKS_SHARE &&
    holdsAll(contentStems(b.text, '', language), a.answerKey) &&
    holdsAll(contentStems(a.text, '', language), b.answerKey)
  )
    return true;
  return (
    whole.size >= RESTATED_MIN_STEMS &&
    whole.shared / whole.size >= RESTATED_SHARE &&
    whole.shared / whole.longer >= RESTATED_LONGER_SHARE
  );
}

/** A section whose kept items fall below this share of its length's share is topped up. */
const THIN_SECTION_SHARE = 0.6;

/**
 * Sections (chapters, bookmarks) are owed items in proportion to their length: one whose kept
 * items fall below 0.6 of its share takes its next candidates that pass every hard check, best
 * relative rank first, on sentences not used yet. Ranking is relaxed there, the checks never.
 */
function fillThinSections(
  analysis: DocumentAnalysis,
  candidates: Candidate[],
  kept: Set<Candidate>,
  usedSentences: Set<number>,
  isWanted: (candidate: Candidate) => boolean,
): Candidate[] {
  const sections = findSections(analysis);
  if (sections.length < 2) return [];
  const words = sections.map((section) =>
    analysis.chunks
      .slice(section.fromChunk, section.toChunk)
      .reduce((sum, chunk) => sum + chunk.text.split(/\s+/u).length, 0),
  );
  const totalWords = Math.max(
    1,
    words.reduce((sum, count) => sum + count, 0),
  );
  const sectionOf = (chunkIndex: number): number =>
    sections.findIndex((section) => chunkIndex >= section.fromChunk && chunkIndex < section.toChunk);
  const counts = new Array<number>(sections.length).fill(0);
  for (const candidate of kept) {
    const section = sectionOf(candidate.ranked.chunkIndex);
    if (section >= 0) counts[section]! += 1;
  }
  const total = kept.size;
  const added: Candidate[] = [];
  sections.forEach((_, index) => {
    const target = Math.ceil((THIN_SECTION_SHARE * words[index]! * total) / totalWords);
    if (counts[index]! >= target) return;
    const pool = candidates
      .filter(
        (candidate) => !kept.has(candidate) && isWanted(candidate) && sectionOf(candidate.ranked.chunkIndex) === index,
      )
      .sort((a, b) => b.relative - a.relative);
    const answers = new Set([...kept].map((candidate) => candidate.ranked.answerKey));
    for (const candidate of pool) {
      if (counts[index]! >= target) break;
      if (usedSentences.has(candidate.ranked.sentenceIndex) || answers.has(candidate.ranked.answerKey)) continue;
      usedSentences.add(candidate.ranked.sentenceIndex);
      answers.add(candidate.ranked.answerKey);
      added.push(candidate);
      counts[index]! += 1;
    }
  });
  return added;
}

/** A section whose kept items exceed this multiple of its length's share gives up its weakest. */
const FULL_SECTION_SHARE = 1.5;

/**
 * The other side of fillThinSections: the hard checks drop more in some sections than in others
 * (a chapter of code and worked examples, where the learner rules of ADR 083 refuse everyday
 * words and cross-references), so the sections left with most of the kept items are trimmed, the
 * weakest relative rank first, until none holds more than 1.5× its share; never below the floor.
 */
function trimFullSections(analysis: DocumentAnalysis, kept: Candidate[], floor: number): Set<Candidate> {
  const removed = new Set<Candidate>();
  const sections = findSections(analysis);
  if (sections.length < 2) return removed;
  const words = sections.map((section) =>
    analysis.chunks
      .slice(section.fromChunk, section.toChunk)
      .reduce((sum, chunk) => sum + chunk.text.split(/\s+/u).length, 0),
  );
  const totalWords = Math.max(
    1,
    words.reduce((sum, count) => sum + count, 0),
  );
  const bySection = sections.map(() => [] as Candidate[]);
  for (const candidate of kept) {
    const section = sections.findIndex(
      (part) => candidate.ranked.chunkIndex >= part.fromChunk && candidate.ranked.chunkIndex < part.toChunk,
    );
    if (section >= 0) bySection[section]!.push(candidate);
  }
  for (const list of bySection) list.sort((a, b) => a.relative - b.relative);
  for (;;) {
    const total = kept.length - removed.size;
    if (total <= floor) break;
    let worst = -1;
    let worstExcess = 0;
    bySection.forEach((list, index) => {
      const excess = list.length - FULL_SECTION_SHARE * (words[index]! / totalWords) * total;
      if (excess > worstExcess) {
        worstExcess = excess;
        worst = index;
      }
    });
    if (worst < 0) break;
    removed.add(bySection[worst]!.shift()!);
  }
  return removed;
}

const cache = new WeakMap<DocumentAnalysis, Map<string, StudySet>>();

/**
 * The cards and questions a learner keeps from the material (see the module comment), under the
 * learner's rules; precision before quantity, but not silence (ADR 083): material they leave short
 * of its floor, or without cards or a closed type asked for, is built with the shape checks alone
 * (ADR 056), when that gives more; spoken material is not (ADR 134). With `ceilings` (the counts "Generate more" asks for) each kind
 * gives at most that many, the best that pass every hard check, and possibly fewer.
 */
export function buildStudySet(
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
  types: readonly QuestionType[],
  ceilings?: StudySetCeilings,
): StudySet {
  const set = buildStudySetUnderRules(analysis, language, types, ceilings);
  const hasCeilings = ceilings !== undefined;
  if (hasCeilings || areLearnerRulesOff() || !isShortOfFloor(set)) return set;
  // speech has no reserve (ADR 134): the claims the learner's rules leave out of a transcript are its
  // classroom talk, and read blind nine in ten of the items the reserve added were discarded; a
  // transcript short of its floor stays short rather than be filled with them
  if (analysis.shape === 'spoken') return set;
  // the material read again without the learner's rules (its spoken claims and standalone checks among them)
  const shape = withoutLearnerRules(() =>
    buildStudySetUnderRules(readWithoutLearnerRules(analysis), language, types, ceilings),
  );
  return !isShortOfFloor(shape) ||
    shape.flashcards.length + shape.questions.length > set.flashcards.length + set.questions.length
    ? shape
    : set;
}

/** The study set under the rules in force (the learner's, unless `withoutLearnerRules`), with no fallback. */
export function buildStudySetUnderRules(
  analysis: DocumentAnalysis,
  language: QuestionLanguage,
  types: readonly QuestionType[],
  ceilings?: StudySetCeilings,
): StudySet {
  const key = `${language}|${types.join(',')}|${JSON.stringify(ceilings ?? null)}|${areLearnerRulesOff() ? 'reserve' : 'kept'}|${scorerThreshold}`;
  let perAnalysis = cache.get(analysis);
  const cached = perAnalysis?.get(key);
  if (cached) return cached;
  const rejected: Partial<Record<DefectReason, number>> = {};
  const reject = (reason: DefectReason): false => {
    rejected[reason] = (rejected[reason] ?? 0) + 1;
    return false;
  };
  const floor = getYieldFloor(analysis);
  const standalone = analysis.sentences.reduce((sum, sentence) => sum + (sentence.isStandalone ? 1 : 0), 0);
  // the distractor search is bounded to the best candidates, generously: there is no maximum
  // (twice the floor: the learner's checks (ADR 083) leave out more candidates than the shape checks did)
  const budget = Math.max(15, areLearnerRulesOff() ? floor : 2 * floor, Math.ceil(standalone / 32));
  // a question or guess from the room is no source of items (it may be wrong): the lecturer's claims are
  const fromAudience = (sentenceIndex: number): boolean => {
    if (analysis.shape !== 'spoken' || sentenceIndex < 0) return false;
    const sentence = analysis.sentences[sentenceIndex];
    return sentence !== undefined && isAudienceSpeaker(analysis.chunks[sentence.chunkIndex]?.speaker);
  };
  const cardRanked = rankFlashcardCandidates(analysis, language).filter((ranked) => {
    if (fromAudience(ranked.sentenceIndex)) return reject('off-topic');
    const defect = findCardDefect(ranked.item, analysis, language);
    return defect === null || reject(defect);
  });
  const questionRanked = rankQuestionCandidates(analysis, language, types, budget).filter((ranked) => {
    if (fromAudience(ranked.sentenceIndex)) return reject('off-topic');
    const defect = findQuestionDefect(ranked.item, analysis, language);
    return defect === null || reject(defect);
  });
  const candidates = rankWithinFamilies(analysis, [...cardRanked, ...questionRanked]);
  const isCard = (candidate: Candidate): boolean => candidate.family === 'card' || candidate.family === 'slide';
  const hasCeilings = ceilings !== undefined;
  // with ceilings every candidate that passes the hard checks may be asked for; else only the well-ranked
  // that the keep-scorer keeps
  const wellRanked = candidates.filter((candidate) => hasCeilings || candidate.relative >= RELATIVE_THRESHOLD);
  // the keep-scorer leaves out the well-ranked candidates it expects a learner to discard, unless the
  // floor would be missed without them (fewer sentences than the floor left): then the set is made as
  // before and the floor's fill below takes them, the least likely discarded first
  const scorerKept = wellRanked.filter(isScorerKept);
  const isScorerApplied =
    !hasCeilings && new Set(scorerKept.map((candidate) => candidate.ranked.sentenceIndex)).size >= floor;
  // …and it never empties a kind: a family all of whose well-ranked candidates it leaves out keeps the least
  // likely discarded of them, so that a type asked for is still asked
  const keptFamilies = new Set(scorerKept.map((candidate) => candidate.family));
  const leastDiscarded = new Map<Family, Candidate>();
  for (const candidate of wellRanked) {
    const best = leastDiscarded.get(candidate.family);
    if (!keptFamilies.has(candidate.family) && (!best || candidate.discard < best.discard))
      leastDiscarded.set(candidate.family, candidate);
  }
  const rescued = new Set(leastDiscarded.values());
  const isWantedByScorer = (candidate: Candidate): boolean =>
    !isScorerApplied || isScorerKept(candidate) || rescued.has(candidate);
  const preferred = wellRanked.filter(isWantedByScorer);
  const cardLimit = ceilings ? (ceilings.flashcards ?? 0) : Number.POSITIVE_INFINITY;
  const cardPool = preferred.filter(isCard);
  const selectedCards = cardLimit > 0 ? select(analysis, cardPool, Math.min(cardLimit, cardPool.length)) : [];
  const perType = types.map((type) => {
    const limit = ceilings ? (ceilings.questions?.[type] ?? 0) : Number.POSITIVE_INFINITY;
    const pool = preferred.filter((candidate) => candidate.family === type);
    return limit > 0 ? select(analysis, pool, Math.min(limit, pool.length)) : [];
  });
  // cards and each type of question claim sentences in turn, each its best one still free: a
  // sentence gives one item, so questions do not repeat the cards' sentences (nor do the cards
  // take all of the best ones)
  const usedSentences = new Set<number>();
  const cardSentences = new Map<number, string>();
  const definedTerms = new Set<string>();
  // a sentence that defines a term is asked as a definition (what is X, which term, explain X),
  // not blanked nor asked true or false (unless a count was asked for: then the kinds asked come first)
  const definingSentences = new Set(analysis.definitions.map((definition) => definition.sentenceIndex));
  const asksDefinition = (candidate: Candidate): boolean => {
    const item = candidate.ranked.item;
    if ('front' in item) return !item.front.includes(BLANK);
    // a true/false of a definition sentence (its answer key the term's, ADR 115) asks the definition too
    if (item.type === 'true_false') return candidate.ranked.answerKey.startsWith('term:');
    return item.type === 'open_ended' || (item.type === 'multiple_choice' && !item.prompt.includes(BLANK));
  };
  const cards: Candidate[] = [];
  const questions: Candidate[] = [];
  const shared: Candidate[] = [];
  const keptFacts: Candidate[] = [];
  const claimedCards = new Set<Candidate>();
  // questions first in each round: the types a learner chose are asked even from material that gives few sentences
  const lists = [...perType, selectedCards];
  const positions = lists.map(() => 0);
  let isClaiming = true;
  while (isClaiming) {
    isClaiming = false;
    lists.forEach((list, listIndex) => {
      while (positions[listIndex]! < list.length) {
        const candidate = list[positions[listIndex]!]!;
        positions[listIndex]! += 1;
        if (!hasCeilings && !asksDefinition(candidate) && definingSentences.has(candidate.ranked.sentenceIndex))
          continue;
        // one definition of a term across kinds: "What is a bug?" and "Explain what a bug is" test one fact
        const definedKey = asksDefinition(candidate) ? candidate.ranked.answerKey.replace(/^term:/u, '') : null;
        if (definedKey !== null && definedTerms.has(definedKey)) continue;
        if (usedSentences.has(candidate.ranked.sentenceIndex)) {
          // a question may share its sentence with one card, never with another question, and only to ask another
          // thing: the card's blank asked again as options, or its sentence as a true/false, tests the same fact
          // twice. Read blind, even another blank of a card's sentence is the same fact to a learner (ADR 152): such
          // questions are a reserve for the floor only (a fifth of the questions at most, below)
          const cardAnswer = cardSentences.get(candidate.ranked.sentenceIndex);
          // (in the study set's reserve too, ADR 122: the shape checks' items test one fact twice all the same)
          const asksAnother =
            cardAnswer !== undefined &&
            cardAnswer !== candidate.ranked.answerKey.replace(/^term:/u, '') &&
            candidate.family !== 'true_false' &&
            !keptFacts.some(
              (kept) =>
                kept.ranked.sentenceIndex !== candidate.ranked.sentenceIndex &&
                isSameFact(kept.ranked, candidate.ranked, language),
            );
          if (!isCard(candidate) && asksAnother) shared.push(candidate);
          continue;
        }
        // one fact, one item across kinds (ADR 122, ADR 152): the first kept claimed it
        if (keptFacts.some((kept) => isSameFact(kept.ranked, candidate.ranked, language))) continue;
        // …and a card before a question: a question that states the fact of a well-ranked card still to be
        // claimed leaves it to the card, once its type has an item (questions claim first in each round so
        // that a type asked for is asked); a definition stays with the kind that claims it first (ADR 115)
        if (
          !isCard(candidate) &&
          definedKey === null &&
          questions.some((question) => question.family === candidate.family) &&
          selectedCards.some(
            (card) =>
              !claimedCards.has(card) &&
              card.relative >= RELATIVE_THRESHOLD &&
              isSameFact(card.ranked, candidate.ranked, language),
          )
        )
          continue;
        usedSentences.add(candidate.ranked.sentenceIndex);
        if (definedKey !== null) definedTerms.add(definedKey);
        if (isCard(candidate))
          cardSentences.set(candidate.ranked.sentenceIndex, candidate.ranked.answerKey.replace(/^term:/u, ''));
        (isCard(candidate) ? cards : questions).push(candidate);
        if (isCard(candidate)) claimedCards.add(candidate);
        keptFacts.push(candidate);
        isClaiming = true;
        break;
      }
    });
  }
  // a question on a card's sentence is kept only to reach the floor (ADR 152), below: a learner reads it as the card again
  const sharedWith = new Set<number>();
  const sharable = shared.filter(
    (candidate) =>
      !sharedWith.has(candidate.ranked.sentenceIndex) && Boolean(sharedWith.add(candidate.ranked.sentenceIndex)),
  );
  const sharedKept: Candidate[] = [];

  // the floor: the next candidates that pass every hard check — those the keep-scorer keeps, best rank
  // first, then (still short) those it leaves out, the least likely discarded first (ADR 168)
  if (!hasCeilings && cards.length + questions.length < floor) {
    // (where the scorer is not applied, all of them by rank, as before it)
    for (const isDropped of isScorerApplied ? [false, true] : [null]) {
      const total = cards.length + questions.length;
      if (total >= floor) break;
      const keptTexts = [...cards, ...questions].map((candidate) => candidate.ranked.text);
      const keptSet = new Set<Candidate>([...cards, ...questions]);
      const rest = candidates.filter(
        (candidate) =>
          (isDropped === null || isScorerKept(candidate) !== isDropped) &&
          !keptSet.has(candidate) &&
          !usedSentences.has(candidate.ranked.sentenceIndex) &&
          (isCard(candidate) || types.includes(candidate.family as QuestionType)),
      );
      const extra = select(analysis, rest, floor - total, keptTexts, isDropped === true);
      for (const candidate of extra) {
        if (usedSentences.has(candidate.ranked.sentenceIndex)) continue;
        if ([...cards, ...questions].some((kept) => isSameFact(kept.ranked, candidate.ranked, language))) continue;
        usedSentences.add(candidate.ranked.sentenceIndex);
        if (isCard(candidate)) cards.push(candidate);
        else questions.push(candidate);
      }
    }
    // then questions on a sentence already used, as long as a fifth of the questions at most share one
    for (const candidate of sharable) {
      if (cards.length + questions.length >= floor) break;
      if ((sharedKept.length + 1) / (questions.length + 1) > MAX_SHARED_QUESTION_SHARE) break;
      const restates = [...cards, ...questions].some(
        (kept) =>
          kept.ranked.sentenceIndex !== candidate.ranked.sentenceIndex &&
          isSameFact(kept.ranked, candidate.ranked, language),
      );
      if (restates) continue;
      sharedKept.push(candidate);
      questions.push(candidate);
    }
  }

  if (!hasCeilings) {
    const keptSet = new Set<Candidate>([...cards, ...questions]);
    for (const candidate of fillThinSections(
      analysis,
      candidates,
      keptSet,
      usedSentences,
      (candidate) =>
        isWantedByScorer(candidate) &&
        (isCard(candidate) || types.includes(candidate.family as QuestionType)) &&
        ![...keptSet].some((kept) => isSameFact(kept.ranked, candidate.ranked, language)),
    )) {
      if (isCard(candidate)) cards.push(candidate);
      else questions.push(candidate);
    }
  }

  if (!hasCeilings) {
    const removed = trimFullSections(analysis, [...cards, ...questions], floor);
    if (removed.size > 0) {
      for (const list of [cards, questions])
        list.splice(0, list.length, ...list.filter((candidate) => !removed.has(candidate)));
      for (let at = sharedKept.length - 1; at >= 0; at -= 1) if (removed.has(sharedKept[at]!)) sharedKept.splice(at, 1);
    }
    // trimming may take questions of their own sentence and leave more than a fifth sharing one: the last shared go
    while (sharedKept.length > 0 && sharedKept.length / Math.max(1, questions.length) > MAX_SHARED_QUESTION_SHARE) {
      const last = sharedKept.pop()!;
      questions.splice(questions.indexOf(last), 1);
    }
  }

  if (!hasCeilings) {
    // cards and each closed type asked for are never missing where a candidate that passes every
    // check (the learner rules included, ADR 083) has one: its best on a free sentence that states
    // no kept item's fact (ADR 152)
    const closedTypes = types.filter((type) => type === 'multiple_choice' || type === 'true_false');
    for (const kind of [...closedTypes, 'card'] as const) {
      const isKind = (candidate: Candidate): boolean =>
        kind === 'card' ? isCard(candidate) : candidate.family === kind;
      if ((kind === 'card' ? cards : questions).some(isKind)) continue;
      // (an item that states a kept item's fact is no honest item of its kind: a learner discards it)
      const fresh = candidates
        .filter((candidate) => isKind(candidate) && !usedSentences.has(candidate.ranked.sentenceIndex))
        .sort((a, b) => b.relative - a.relative)
        .find(
          (candidate) => ![...cards, ...questions].some((kept) => isSameFact(kept.ranked, candidate.ranked, language)),
        );
      // (never a question on a card's sentence instead: read blind, it is the card again, ADR 152)
      if (fresh) {
        usedSentences.add(fresh.ranked.sentenceIndex);
        (kind === 'card' ? cards : questions).push(fresh);
      }
    }
  }

  // questions grouped by type in the order asked, each type by rank
  const grouped = types.flatMap((type) => questions.filter((candidate) => candidate.family === type));
  // true/false keys balanced (ADR 135): a true item the balance leaves out is not asked, unless the set would
  // fall below its floor without it (then the best-ranked of them are kept, true) or its section have none
  const asked = balanceTrueFalse(
    grouped.map((candidate) => candidate.ranked.item as GeneratedQuestion),
    analysis,
    language,
  );
  if (!hasCeilings) {
    let missing = floor - cards.length - asked.filter((question) => question !== null).length;
    grouped.forEach((candidate, index) => {
      if (missing <= 0 || asked[index] !== null) return;
      asked[index] = candidate.ranked.item as GeneratedQuestion;
      missing -= 1;
    });
    // nor a section (chapter, bookmark) left with no item: its best true item is kept
    const sections = findSections(analysis);
    const sectionOf = (candidate: Candidate): number =>
      sections.findIndex(
        (section) => candidate.ranked.chunkIndex >= section.fromChunk && candidate.ranked.chunkIndex < section.toChunk,
      );
    if (sections.length >= 2) {
      const covered = new Set([...cards, ...grouped.filter((_, index) => asked[index] !== null)].map(sectionOf));
      grouped.forEach((candidate, index) => {
        const section = sectionOf(candidate);
        if (asked[index] !== null || section < 0 || covered.has(section)) return;
        asked[index] = candidate.ranked.item as GeneratedQuestion;
        covered.add(section);
      });
    }
  }
  const ordered = grouped.filter((_, index) => asked[index] !== null);
  const set: StudySet = {
    flashcards: cards.map((candidate) => candidate.ranked.item as GeneratedFlashcard),
    questions: asked.filter((question): question is GeneratedQuestion => question !== null),
    floor,
    rejected,
    sharedQuestions: sharedKept.filter((candidate) => ordered.includes(candidate)).length,
    sources: {
      flashcards: cards.map((candidate) => candidate.ranked.sentenceIndex),
      questions: ordered.map((candidate) => candidate.ranked.sentenceIndex),
    },
    rules: areLearnerRulesOff() ? 'shape' : 'learner',
  };
  if (!perAnalysis) {
    perAnalysis = new Map();
    cache.set(analysis, perAnalysis);
  }
  perAnalysis.set(key, set);
  return set;
}
